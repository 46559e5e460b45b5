# The match service's refusals (bot/engine/matches/): what a player is told when a challenge,
# a move, a round, a proposal or a rematch is refused. Ids of matches and challenges are text.

## Matches and requests (service/base.py, places.py, endings.py, reads.py, posts.py)

match-unknown = 대국 #{ $match }은(는) 없습니다.
match-not-yours = 대국 #{ $match }에서 두고 있지 않습니다.
match-not-a-player = 그 선수는 대국 #{ $match }에서 두고 있지 않습니다.
match-over = 대국 #{ $match }은(는) 끝났습니다. 더 이상 둘 수 없습니다.
match-over-already = 대국 #{ $match }은(는) 이미 끝났습니다.
match-abort-after-first-move = 대국 #{ $match }은(는) 이미 시작되어 중단할 수 없습니다. 대신 기권하거나 결과를 제안할 수 있습니다.
match-needs-places = 대국에는 서버, 채널, 선수 두 명이 필요합니다.
match-needs-two-players = 대국에는 서로 다른 선수 두 명이 필요합니다.
request-bad-id = 요청에 잘못된 ID가 들어 있습니다.
request-bad-position = 요청에 잘못된 국면 번호가 들어 있습니다.
request-bad-message = 올바른 메시지가 아닙니다.
request-bad-thread = 올바른 스레드 ID가 아닙니다.
request-bad-server = 올바른 서버 ID가 아닙니다.
server-settings-stale = 이 패널을 연 뒤에 설정이 바뀌어서(다른 패널에서, 또는 다른 관리자가) 아무것도 바뀌지 않았습니다.
stale-not-this-match = 그 버튼은 지금의 대국 #{ $match }에 속한 버튼이 아닙니다.
stale-older-board = 그 버튼은 대국 #{ $match }의 예전 판에 속합니다: 그 뒤로 대국이 진행되었습니다. 최신 판을 보고 다시 시도하세요.
# $old_game: 0 when the old round is of the game being played.
stale-older-round = 그 요청은 대국 #{ $match }의 { $old_game ->
    [0] {""}
   *[other] { $old_game }번째 판{" "}
}{ $old }라운드에 대한 것이었고, 그 라운드는 끝났습니다. 지금은 { $now }라운드가 진행 중입니다. { $now }라운드의 수를 DM이나 `/봉수`로 보내세요.

## Challenges (challenges.py, service/challenges.py)

challenge-unknown = 도전 #{ $challenge }은(는) 없습니다.
challenge-closed-already = 도전 #{ $challenge }은(는) 이미 { $status ->
    [accepted] 수락되었습니다
    [declined] 거절되었습니다
    [cancelled] 취소되었습니다
    [expired] 만료되었습니다
   *[other] 닫혔습니다
}.
challenge-expired = 도전 #{ $challenge }은(는) 만료되었습니다.
challenge-for-another = 도전 #{ $challenge }은(는) 다른 선수에게 온 도전입니다.
challenge-accept-own = 자신의 도전은 수락할 수 없습니다. 취소할 수는 있습니다.
challenge-decline-open = 도전 #{ $challenge }은(는) 누구나 받을 수 있는 공개 도전이라 거절할 사람이 없습니다. 아무도 수락하지 않으면 저절로 만료됩니다.
challenge-cancel-not-yours = 도전 #{ $challenge }은(는) 도전한 사람만 취소할 수 있습니다.
challenge-bad-opponent = 도전할 수 있는 선수가 아닙니다.
challenge-yourself = 자기 자신에게는 도전할 수 없습니다.
challenge-too-many = 이미 열린 도전이 { $count }개({ $challenges }) 있어, 한 선수가 동시에 가질 수 있는 최대입니다. 도전의 철회 버튼으로 하나를 철회하거나 응답을 기다리세요.

## The computer opponent (computer.py)

computer-absent = 여기에는 컴퓨터 상대가 없습니다.
computer-against-itself = 컴퓨터는 자기 자신과 둘 수 없습니다.
computer-turned-off = 이 서버는 컴퓨터와의 대국을 꺼 두었습니다. 서버 관리자가 서버 설정에서 다시 켤 수 있습니다.
computer-level-unknown = 컴퓨터 레벨 { $level }은(는) 없습니다. 레벨: { $levels }.
computer-too-many = 이미 컴퓨터와 { $count }판({ $matches })을 두고 있어, 동시에 둘 수 있는 최대입니다. 먼저 하나를 끝내거나 기권하세요.

## Sealed rounds (rounds.py, service/sealed.py)

round-none-in-game = { $game }은(는) 한 수씩 두는 게임이라 라운드가 없습니다.
round-locked-in = { $round }라운드의 수를 확정했으므로 더 이상 바꿀 수 없습니다.
round-nothing-to-lock = 아직 { $round }라운드의 수를 내지 않아 확정할 것이 없습니다. 먼저 `{ $example }`처럼 수를 내세요.
# $ended: the deadline as HH:MM:SS (UTC); $late: whole seconds.
round-too-late = 늦었습니다: 대국 #{ $match }의 { $round }라운드는 UTC { $ended }에 끝났고, 수는 그보다 { $late }초 늦게 보내져 인정되지 않습니다. 라운드는 마감까지 들어온 수로 공개됩니다.

## Results by agreement (agreements.py, service/turns.py)

proposal-unknown = 제안은 무승부, 자신의 승리, 상대의 승리 중 하나입니다.
proposal-computer = 컴퓨터는 결과에 합의하지 않습니다: 모든 게임을 끝까지 둡니다. 계속 두거나 기권하세요.
proposal-none = 대국 #{ $match }에는 답할 결과 제안이 없습니다.
proposal-own = 자신의 제안에는 답할 수 없습니다. 상대를 기다리세요.
proposal-no-win-agreement = 승자를 합의하는 것은 Meridians의 계가 끝내기입니다. { $game }에는 그런 끝내기가 없습니다. 게임을 포기하려면 `/기권`을 쓰세요.
# $game: the id of a game that cannot end drawn.
proposal-drawless = { $game ->
    [meter] Meter에는 무승부가 없습니다(규칙 §6: 가득 찬 판의 칸 수는 홀수라 언제나 한 선수가 가장 큰 그룹을 가집니다)
   *[interleave] Interleave에는 무승부가 없습니다(규칙 §4: 그룹 크기가 모두 같으면 빨강이 이깁니다)
}. 그래서 제안할 무승부가 없습니다. 계속 두거나 `/기권`을 쓰세요.
proposal-tie-decided = 이 { $game } 대국은 무승부가 될 수 없습니다(규칙 §3: 동점은 그룹 크기로, 그다음 타이브레이크 `{ $tiebreak }` 방식으로 가립니다). 그래서 제안할 무승부가 없습니다. 계속 두거나 `/기권`을 쓰세요.

## Rematches (rematch.py)

rematch-not-yours = 대국 #{ $match }의 재대국은 그 대국의 두 선수만 신청할 수 있습니다.
rematch-not-finished = 대국 #{ $match }은(는) 아직 끝나지 않아 재대국이 없습니다.
rematch-played-since = 두 분은 그 뒤로 이미 다른 대국(#{ $later })을 시작해서 이 재대국 버튼은 더 이상 쓸 수 없습니다. 새 도전은 `/도전`을 쓰세요.
rematch-waiting = 대국 #{ $match }의 재대국은 이미 신청되었습니다(도전 #{ $challenge }): { $opponent } 님의 수락을 기다리고 있습니다.
rematch-being-played = 대국 #{ $match }의 재대국은 이미 신청되었고(도전 #{ $challenge }) 대국 #{ $started }(으)로 진행 중입니다.
rematch-closed = 대국 #{ $match }의 재대국은 이미 신청되었고(도전 #{ $challenge }) { $status ->
    [declined] 거절되었습니다
    [cancelled] 철회되었습니다
   *[expired] 만료되었습니다
}. 새 도전은 `/도전`을 쓰세요.
