# The matches room in Korean. Words follow docs/glossary-ko.md.
# The command tree (bot/cogs/common/language/commands.py): one block per command, its options
# below it; choices (choice-…) after the commands.

## Shared option descriptions

-match-here = 대국 번호 (이 채널에서 여러 대국을 둘 때만 필요)
-match-here-short = 대국 번호 (여러 대국을 둘 때만 필요)
-match-default = 대국 번호 (기본: 이 스레드의 대국, 또는 이 채널에서 내 대국)
-which-game = 어느 게임
-opponent = 도전할 상대 (비워 두면 이 채널의 누구나 수락할 수 있음)
-computer = 사람 대신 이 수준의 컴퓨터와 대국 (바로 시작, 레이팅 미반영)
-colour = 내 색 (기본: 무작위)
-clock = 한 수당 시간. 다 쓰면 패배 (기본: 이 서버의 시간)
-rated = 결과가 두 사람의 레이팅에 반영되는지 (기본: 예)
-order = 누가 오프닝을 배치하는지 (기본: 무작위)

## Playing

cmd-move = 착수
    .description = 이 채널의 내 대국에 수를 둡니다.
cmd-move-move = 수
    .description = 둘 수, 예: d4 (목록에 둘 수 있는 수가 나옴)
cmd-move-match = 대국
    .description = { -match-here }

cmd-pass = 패스
    .description = 패스합니다 (규칙이 허용할 때만).
cmd-pass-match = 대국
    .description = { -match-here }

cmd-done = 완료
    .description = Interleave: 배치를 마치거나, 돌 놓기를 끝냈다고 알립니다.
cmd-done-match = 대국
    .description = { -match-here }

cmd-resign = 기권
    .description = 대국을 기권합니다: 상대가 이깁니다.
cmd-resign-match = 대국
    .description = { -match-here }

cmd-draw = 무승부
    .description = 무승부를 제안하거나, 상대의 제안을 받아들입니다.
cmd-draw-result = 결과
    .description = 제안할 결과 (기본: 무승부. Meridians에서는 승자를 합의할 수도 있음)
cmd-draw-match = 대국
    .description = { -match-here }

## Sealed moves (Thwart Omega)

cmd-secret = 봉수
    .description = Thwart Omega: 봉수를 여기로 보냅니다 (답은 나만 봅니다).
cmd-secret-move = 수
    .description = 흑돌과 백돌, 예: b c3 w e5 (비우면 기록된 수를 보여 줌)
cmd-secret-lock = 확정
    .description = 확정합니다 (이번 라운드에는 더 바꿀 수 없음)
cmd-secret-match = 대국
    .description = { -match-here-short }

cmd-lock = 확정
    .description = Thwart Omega: 이번 라운드의 수를 확정합니다.
cmd-lock-match = 대국
    .description = { -match-here-short }

## Looking at matches

cmd-board = 판
    .description = 대국의 판을 보여 줍니다 (나에게만).
cmd-board-match = 대국
    .description = { -match-default }

cmd-history = 기보
    .description = 대국의 수 목록과 기보 파일 (나에게만).
cmd-history-match = 대국
    .description = { -match-default }

cmd-review = 복기
    .description = 끝난 대국을 한 수씩: 승률, 실수, 더 나은 수 (나에게만).
cmd-review-match = 대국
    .description = { -match-default }

cmd-matches = 내대국
    .description = 진행 중인 내 대국 (나에게만).

cmd-abort = 중단
    .description = 결과 없이 대국을 끝냅니다: 선수는 첫 수 전까지, 관리자는 언제든.
cmd-abort-match = 대국
    .description = 대국 번호 (기본: 이 스레드의 대국)

## Ratings

cmd-leaderboard = 순위표
    .description = 한 게임의 이 서버 상위 20명.
cmd-leaderboard-game = 게임
    .description = { -which-game }

cmd-profile = 프로필
    .description = 레이팅, 전적, 최근 대국.
cmd-profile-player = 선수
    .description = 누구의 프로필인지 (기본: 나)

cmd-games = 지난대국
    .description = 이 서버에서 끝난 대국.
cmd-games-player = 선수
    .description = 누구의 대국인지 (기본: 나)
cmd-games-game = 게임
    .description = 이 게임만

## Challenges: /play and its five games (game names stay as published)

cmd-play = 도전
    .description = 누군가(또는 누구에게나) 게임을 신청합니다.

cmd-play-meter = meter
    .description = 누군가(또는 누구에게나) Meter 대국을 신청합니다.
cmd-play-meter-opponent = 상대
    .description = { -opponent }
cmd-play-meter-computer = 컴퓨터
    .description = { -computer }
cmd-play-meter-colour = 색
    .description = { -colour }
cmd-play-meter-clock = 시간
    .description = { -clock }
cmd-play-meter-rated = 레이팅
    .description = { -rated }
cmd-play-meter-size = 크기
    .description = 판의 한 변, 3~8 (기본 4)
cmd-play-meter-pie = 파이
    .description = 파이 규칙: 흑의 첫 돌 뒤에 백이 색을 바꿀 수 있음 (기본: 켬)

cmd-play-interleave = interleave
    .description = 누군가(또는 누구에게나) Interleave 대국을 신청합니다.
cmd-play-interleave-opponent = 상대
    .description = { -opponent }
cmd-play-interleave-computer = 컴퓨터
    .description = { -computer }
cmd-play-interleave-order = 순서
    .description = { -order }
cmd-play-interleave-clock = 시간
    .description = { -clock }
cmd-play-interleave-rated = 레이팅
    .description = { -rated }
cmd-play-interleave-size = 크기
    .description = 판의 한 변, 3~8 (기본 4)
cmd-play-interleave-mode = 방식
    .description = 차례를 어떻게 진행하는지

cmd-play-thwart-omega = thwart-omega
    .description = 누군가(또는 누구에게나) Thwart Omega 대국을 신청합니다.
cmd-play-thwart-omega-opponent = 상대
    .description = { -opponent }
cmd-play-thwart-omega-computer = 컴퓨터
    .description = { -computer }
cmd-play-thwart-omega-colour = 색
    .description = { -colour }
cmd-play-thwart-omega-round_time = 라운드시간
    .description = 라운드마다 주는 시간 (기본: 이 서버의 라운드 시간)
cmd-play-thwart-omega-rated = 레이팅
    .description = { -rated }
cmd-play-thwart-omega-tiebreak = 동점처리
    .description = 점수와 그룹 크기가 모두 같을 때 승부를 가르는 방법

cmd-play-meridians = meridians
    .description = 누군가(또는 누구에게나) Meridians 대국을 신청합니다.
cmd-play-meridians-opponent = 상대
    .description = { -opponent }
cmd-play-meridians-computer = 컴퓨터
    .description = { -computer }
cmd-play-meridians-colour = 색
    .description = { -colour }
cmd-play-meridians-clock = 시간
    .description = { -clock }
cmd-play-meridians-rated = 레이팅
    .description = { -rated }
cmd-play-meridians-size = 크기
    .description = 판의 밑변
cmd-play-meridians-pie = 파이
    .description = 파이 규칙: 내가 첫 두 돌을 놓고 상대가 색을 고름 (기본: 끔)

cmd-play-meuda = meuda
    .description = 누군가(또는 누구에게나) Meuda 대국을 신청합니다.
cmd-play-meuda-opponent = 상대
    .description = { -opponent }
cmd-play-meuda-computer = 컴퓨터
    .description = { -computer }
cmd-play-meuda-order = 순서
    .description = { -order }
cmd-play-meuda-clock = 시간
    .description = { -clock }
cmd-play-meuda-rated = 레이팅
    .description = { -rated }
cmd-play-meuda-size = 크기
    .description = 판의 한 변 (표준 9, 4와 5는 짧은 대국), 4~11 (기본 9)

## Choices

choice-a-draw = 무승부
choice-i-win = 내가 이김
choice-my-opponent-wins = 상대가 이김
choice-meter = Meter
choice-interleave = Interleave
choice-thwart-omega = Thwart Omega
choice-meridians = Meridians
choice-meuda = Meuda
choice-random-any-legal-move-to-learn-the-rules = 무작위: 아무 합법수 (규칙 익히기용)
choice-easy-looks-a-little-ahead = 쉬움: 몇 수 앞을 봄
choice-medium-searches-with-the-game-s-knowledge = 보통: 게임 지식으로 탐색
choice-strong-searches-longest-about-1-s-a-move = 강함: 가장 오래 탐색, 한 수에 약 1초
choice-black-you-place-the-first-stone = 흑: 내가 첫 돌을 놓음
choice-white-you-may-swap-after-black-s-first-stone = 백: 흑의 첫 돌 뒤에 색을 바꿀 수 있음
choice-at-random-default = 무작위 (기본)
choice-1-min-per-move = 한 수에 1분
choice-5-min-per-move = 한 수에 5분
choice-1-h-per-move = 한 수에 1시간
choice-1-day-per-move = 한 수에 1일
choice-3-days-per-move = 한 수에 3일
choice-no-limit = 제한 없음
choice-you-set-up-the-opening-your-opponent-then-picks-a-colour = 내가 오프닝을 배치하고 상대가 색을 고름
choice-your-opponent-sets-up-you-then-pick-a-colour = 상대가 배치하고 내가 색을 고름
choice-real-time-no-turns-each-player-says-done-default = 실시간: 차례 없음, 각자 완료를 알림 (기본)
choice-turns-players-alternate-two-passes-end = 차례제: 번갈아 두고, 연속 두 번 패스하면 끝
choice-black-you-score-black-groups = 흑: 흑 그룹으로 득점
choice-white-you-score-white-groups = 백: 백 그룹으로 득점
choice-1-min-per-round = 라운드당 1분
choice-5-min-per-round = 라운드당 5분
choice-1-h-per-round = 라운드당 1시간
choice-1-day-per-round = 라운드당 1일
choice-play-again-default = 다시 대국 (기본)
choice-black-wins = 흑 승
choice-white-wins = 백 승
choice-light-you-move-first = 밝은 돌: 내가 먼저 둠
choice-dark-you-move-second = 어두운 돌: 내가 나중에 둠
choice-5-80-points = 5 (80개 점)
choice-6-114-points-default = 6 (114개 점) (기본)
choice-7-154-points = 7 (154개 점)
choice-you-place-the-first-two-stones-your-opponent-then-picks-a-colour = 내가 첫 두 돌을 놓고 상대가 색을 고름
choice-your-opponent-places-them-you-then-pick-a-colour = 상대가 놓고 내가 색을 고름

## Play without a server: the app installed to a player's account, in DMs and group DMs
## (anywhere.py).

anywhere-show = 판 보기
anywhere-last = 마지막 수: { $moves }
anywhere-turn = { $player } 님 차례입니다: 여기서 `/착수`를 쓰거나 아래 버튼을 누르세요.
anywhere-round = 라운드 { $round }: 두 선수는 아래 ✉️ 버튼(나만 봄)이나 `/봉수`로 봉수를 보낸 뒤 확정하세요. 마지막 확정에 대한 답으로 라운드가 공개되고, 시간이 다 되면 🔄 **판 보기**로 공개를 볼 수 있습니다.
anywhere-computer-thinking = 컴퓨터가 생각 중입니다. 잠시 뒤 🔄 **판 보기**를 누르면 컴퓨터의 수가 보입니다.
anywhere-computer-started = 컴퓨터와의 대국 #{ $match }이(가) 시작되었습니다. 판은 아래에 있고, 수를 둘 때마다 다음 판으로 답합니다. 레이팅 미반영입니다.
anywhere-proposed = 대국 #{ $match }의 제안이 아래에 있습니다. 상대는 버튼이나 `/무승부`로 수락합니다. 수를 두면 제안은 취소됩니다.
anywhere-offer = { $player } 님이 결과를 제안했습니다: { $opponent } 님, 아래 버튼으로 수락하거나 거절하세요.

## The Thwart Omega form (buttons.py: Submit my move)

submit-form-title = 경기 #{ $match } · { $round }라운드
submit-form-stones = 내 흑돌과 백돌
submit-form-lock = 확정하기
submit-form-lock-note = 확정하면 이번 라운드에는 수를 더 바꿀 수 없습니다.

## The member menu's Challenge to a game (challenge_menu.py)

cmd-challenge-to-a-game = 대국 신청
menu-which-game = { $opponent } 님에게 어떤 게임을 신청할까요? `/도전`과 같은 방식으로, 기본 설정으로 신청합니다.
menu-pick-game = 게임 고르기
menu-self = 자기 자신에게는 신청할 수 없습니다. 다른 멤버를 고르세요.
menu-bot = 봇에게는 신청할 수 없습니다. 컴퓨터와 두려면 `/도전`의 `컴퓨터` 옵션을 쓰세요.
menu-not-yours = 이 메뉴를 연 사람만 게임을 고를 수 있습니다. 멤버 메뉴의 대국 신청을 직접 쓰세요.
menu-no-game = 다섯 게임 중 하나가 아니라서 아무것도 올리지 않았습니다.
menu-gone = 그 멤버를 더 이상 찾을 수 없어 아무것도 올리지 않았습니다.

## A match's public posts and private notes (texts.py, delivery.py, ending.py): public posts
## speak the server's language; a direct message a server match causes speaks it too.

match-reason = { $reason ->
    [resignation] 기권
    [timeout] 시간패
    [agreement] 합의
    [inactivity] 상대가 더 두지 않음
    [abandoned] 중단: 너무 오래 아무도 두지 않음
    [board-full] 판이 가득 참
    [move-limit] 수 제한에 도달
    [groups] 그룹 크기
    [score] 점수
    [group-sizes] 점수 동점, 그룹 크기로 결정
    [tie-seat0] 완전 동점, 합의대로 흑의 승
    [tie-seat1] 완전 동점, 합의대로 백의 승
    [draw] 완전 동점
    [no-stones] 상대에게 남은 돌이 없음
   *[other] { $reason }
}
match-option = `{ $name }` { $value }
match-option-value = `{ $name }` `{ $value }`
match-option-on = 켬
match-option-off = 끔
match-per-round = 라운드당 { $seconds }초
match-per-move = 한 수에 { $time }
match-unrated = 레이팅 미반영
match-unrated-after = { $summary }, 레이팅 미반영
challenge-rematch = 🔁 도전 #{ $number }: { $challenger } 님이 { $opponent } 님에게 대국 #{ $match }의 재대국을 신청했습니다: **{ $game }**{ $detail }, 색은 서로 바꿉니다. { $opponent } 님, 수락하거나 거절하세요. { $expires } 만료됩니다.
challenge-open = ⚔️ { $calling }도전 #{ $number }: { $challenger } 님이 **{ $game }**{ $detail } 상대를 찾고 있습니다. 누구나 수락할 수 있고, { $expires } 만료됩니다.
challenge-direct = ⚔️ 도전 #{ $number }: { $challenger } 님이 { $opponent } 님에게 **{ $game }**{ $detail } 대국을 신청했습니다. { $opponent } 님, 수락하거나 거절하세요. { $expires } 만료됩니다.
challenge-nobody = 아무도 없음
challenge-closed = { $kind ->
    [challenge-accepted] ✅ 도전 #{ $number } ({ $game })을(를) { $who } 님이 수락했습니다: 대국 #{ $match }이(가) 시작되었습니다.
    [challenge-declined] ❌ 도전 #{ $number } ({ $game })을(를) { $who } 님이 거절했습니다.
    [challenge-cancelled] ↩️ 도전 #{ $number } ({ $game })을(를) { $who } 님이 철회했습니다.
    [challenge-expired] ⌛ 도전 #{ $number } ({ $game })이(가) 만료되었습니다: 아무도 수락하지 않았습니다.
   *[other] 도전 #{ $number }은(는) 마감되었습니다.
}
match-thread-name = #{ $match } { $game }: { $first } vs { $second }
match-seat = { $player } ({ $colour })
match-started = 🎲 **대국 #{ $match } · { $game }**{ $detail }: { $seats }.
match-how-sealed = 라운드마다 { $computer ->
    [yes] 내게
   *[no] 두 선수에게
} 판을 DM으로 보냅니다. 그곳에 두 돌을 `b c3 w e5`처럼 답하세요. 원하거나 DM이 닫혀 있으면 여기서 `/봉수`를 쓰세요. 내 답은 본인만 봅니다.
match-how-turns = 여기서 `/착수`로 두세요 (둘 수 있는 수를 보여 줍니다). `/판`은 현재 판을 보여 줍니다.
match-computer = 🤖 { $player }은(는) 컴퓨터입니다. 수준 **{ $level ->
    [random] 무작위
    [easy] 쉬움
    [medium] 보통
    [strong] 강함
   *[other] { $level }
}**: { $sealed ->
    [yes] 라운드마다 여러분처럼 봉수를 보내고, 여러분의 수는 공개 때에만 봅니다
   *[no] 잠시 뒤 스스로 둡니다
}. 레이팅 미반영입니다.
match-pie-meter = 파이 규칙: { $first } 님이 흑의 첫 돌을 놓은 뒤 { $second } 님은 **색 바꾸기**를 눌러 흑을 가져갈 수 있습니다. 너무 강한 첫 돌은 빼앗길 수 있다는 뜻입니다.
match-pie-meridians = 파이 규칙: { $first } 님이 밝은 돌과 어두운 돌을 하나씩 놓고, { $second } 님이 둘 색을 고릅니다.
match-opening-interleave = 오프닝: { $first } 님이 두 색의 돌을 배치하고 완료를 알리면, { $second } 님이 둘 색을 고릅니다.
match-opening-meuda = 오프닝: { $first } 님이 흑돌과 백돌을 하나씩 놓고, { $second } 님이 둘 색을 고릅니다.
match-opening-thwart = 라운드마다 두 선수가 흑돌과 백돌을 하나씩 몰래 놓고, 각자 자기 색 그룹으로 득점합니다.
match-played = { $seat }: `{ $moves }`
match-played-random = { $seat }: `{ $moves }` *(무작위: 시간 안에 수를 보내지 않음)*
match-board-head = **대국 #{ $match } · { $game }**
match-board-head-moves = **대국 #{ $match } · { $game }** — { $moves }.
match-deadline = 기한 { $when }
match-to-move = { $seat } 차례{ $deadline }
match-both-move = 이제 두 선수 모두 둘 수 있습니다{ $deadline }.
match-score = 점수: { $score }
match-setting-up = { $seat } 님이 배치 중입니다{ $deadline }. 배치를 `done`하면 판을 올립니다. 지금은 `/판`으로 볼 수 있습니다.
match-reveal-head = **대국 #{ $match } · Thwart Omega · { $round }라운드 공개**
match-salts = 솔트: { $salts }
match-salt-none = 없음 (시드로 채움)
match-round-seed = { $round }라운드 시드: `{ $seed }`
match-seed-commitment = { $round }라운드 시드 커밋: `{ $commitment }`
match-sealed-head = 🔏 **대국 #{ $match } · { $round }라운드가 봉인되었습니다.** 유효한 커밋:
match-sealed-none = { $seat }: 봉수 없음, 라운드 시드로 채움
match-sealed-foot = 라운드 시드 커밋: `{ $commitment }`. 수와 솔트, 시드가 뒤이어 공개됩니다. 확인 방법: { $doc }.
match-round-one = **대국 #{ $match } · { $game }**: 1라운드가 열렸습니다. 두 선수는 각자 비공개로 수를 보내세요.
match-over-winner = 🏁 **대국 #{ $match } 종료: { $winner } 님 승리** ({ $how }).
match-over-none = 🏁 **대국 #{ $match } 종료: 승자 없음** ({ $how }).
match-result-none = 결과 없음.
match-result-no-winner = 승자 없음 ({ $how }).
match-result-no-winner-plain = 승자 없음.
match-result-wins = { $player } 승리 ({ $how }).
match-result-wins-plain = { $player } 승리.
match-player-number = { $number }번 선수
match-ratings = 레이팅: { $changes }
match-rating-change = { $player } { $before } → { $after } ({ $delta })
match-rating-provisional = { $change } (잠정)
match-stopped = 🛑 대국 #{ $match }은(는) 관리자({ $moderator })가 중지했습니다. 결과는 없습니다.
match-aborted-by = 🛑 대국 #{ $match }은(는) 첫 수 전에 { $player } 님이 중단했습니다.
match-aborted-nobody = 🛑 대국 #{ $match }이(가) 중단되었습니다: 시간 안에 아무도 두지 않았습니다.
match-proposal = 🤝 대국 #{ $match }: { $player } 님이 { $offer ->
    [draw] 무승부를 제안합니다
    [self] 합의로 자신이 이기는 결과를 제안합니다
   *[other] 합의로 상대가 이기는 결과를 제안합니다
}. { $opponent } 님, 버튼으로 수락하거나 거절하세요 (수를 두면 제안은 취소됩니다).
match-proposal-declined = 대국 #{ $match }: { $player } 님이 제안을 거절했습니다.
match-extended = ⏰ 대국 #{ $match }: { $why ->
    [late-prompt] 라운드 안내가 늦게 전달되어 두 선수 모두 라운드 시간 전체를 받습니다
   *[other] 봇이 오프라인이었습니다
}. { $round ->
    [none] 수당 시간은
   *[other] { $round }라운드는
} 이제 { $when } 끝납니다.
match-replayed = 🔁 대국 #{ $match }: 점수와 그룹 크기가 같아 판을 다시 둡니다 ({ $game }번째 판). 1라운드는 DM으로 열립니다.
match-replay-link = 한 수씩 다시 보기
match-prompt-head = **Thwart Omega · 대국 #{ $match } vs { $opponent } · { $round }라운드**
match-prompt-body = 나는 **{ $colour }** 그룹으로 득점합니다. 라운드마다 두 사람이 흑돌과 백돌을 하나씩 몰래 놓습니다. { $deadline } 전에 두 돌을 보내세요. 예: `b c3 w e5` (흑돌 c3, 백돌 e5). 그때까지 수를 바꿀 수 있고, `lock`을 보내면 확정됩니다.
match-prompt-several = Thwart Omega 대국이 여러 개 진행 중입니다. 이 메시지에 답장하거나 답을 `#{ $match }`로 시작해야 대국 #{ $match }의 수인지 알 수 있습니다.
match-prompt-busy = { $player } 님, 지금은 Discord가 DM을 열어 주지 않아 이번 라운드는 여기서 둡니다.
match-prompt-closed = { $player } 님, DM이 닫혀 있어 DM을 보낼 수 없습니다.
match-prompt-here = { $opening }대국 #{ $match }의 { $round }라운드가 { $deadline }까지 열려 있습니다. 판 아래의 **내 수 보내기**를 누르거나 여기서 `/봉수`를 쓰세요. 내 답은 본인만 봅니다.
match-dm-unanswered = { $player } 님, 대국 #{ $match }에 관한 DM을 받았지만 Discord가 그곳에 답하지 못하게 합니다. 이 스레드에서 `/봉수`로 수를 보내고 기록된 수를 확인하세요. 내 답은 본인만 봅니다.
match-receipt-locked = 🔒 대국 #{ $match } · { $round }라운드: `{ $move }`을(를) 기록하고 확정했습니다. 더는 바꿀 수 없습니다.
match-receipt-open = 📝 대국 #{ $match } · { $round }라운드: `{ $move }`을(를) 기록했습니다.{ $until } 다른 수를 보내 바꾸거나 `lock`을 보내 확정하세요.
match-receipt-until = {" "}{ $when }까지
match-commitment = 커밋 `{ $commitment }`, 솔트 `{ $salt }`: 공개 전까지 솔트는 혼자만 간직하세요 ({ $doc }).
match-warning-ran-out = ⏳ { $player } 님, 대국 #{ $match }의 수당 시간이 다 되었습니다. { $deadline } 전에 두지 않으면 시간패입니다.
match-warning-turn = ⏳ { $player } 님, 대국 #{ $match }에서 둘 차례입니다. { $deadline } ({ $date }) 전에 두지 않으면 시간패입니다.
match-moves = { $count ->
    [one] { $count }수
   *[other] { $count }수
}
match-gif-alt = 대국 #{ $match } 다시 보기, { $game }, { $first } 대 { $second }: 수마다 한 장면({ $several ->
    [yes] 마지막 판의 { $played }
   *[no] { $played }
}), 마지막은 결과 화면. { $result }
match-record-alt = 대국 #{ $match }의 기보, { $game }, { $first } 대 { $second }, 텍스트: 옵션, 선수, 결과와 모든 수({ $played }). { $result }

## Which match a command is about (lookup.py), and the answers to moves, resigning and
## proposals (play.py, buttons.py): private, in the reader's language.

lookup-not-on-server = 이 서버에는 대국 #{ $match }이(가) 없습니다.
lookup-played-in = 대국 #{ $match }은(는) { $where }에서 진행됩니다. 그곳에서 명령을 쓰세요.
lookup-several = 여기서 진행 중인 대국이 { $count }개 있습니다 ({ $numbers }). `대국` 옵션으로 어느 대국인지 알려 주세요.
lookup-nothing-to-show = 이 채널에는 보여 줄 수 있는 대국이 없습니다. 대국 스레드에서 이 명령을 쓰거나, `대국` 옵션에 대국 번호를 넣으세요.
lookup-match-in = { $where }의 #{ $match }
lookup-elsewhere = 이 채널에는 내 대국이 없습니다. 내 대국: { $where }.
lookup-none = 이 채널에는 진행 중인 내 대국이 없습니다. `/도전`으로 시작하세요.
lookup-no-match = 대국 #{ $match }은(는) 없습니다.
play-not-playing = 대국 #{ $match }의 선수가 아닙니다.
play-over = 대국 #{ $match }은(는) 끝났습니다. 더 둘 수 없습니다.
play-resign-question = 대국 #{ $match }을(를) 기권할까요? 상대가 이깁니다.
play-agreed = 합의되었습니다: 대국 #{ $match }이(가) 끝났습니다.
play-proposal-posted = 대국 #{ $match }에 제안을 올렸습니다. 상대는 버튼이나 같은 명령으로 수락할 수 있습니다. 수를 두면 제안은 취소됩니다.
play-resigned = 대국 #{ $match }을(를) 기권했습니다.
play-played = 대국 #{ $match }에서 `{ $moves }`을(를) 두었습니다.
button-accepted = 도전 #{ $challenge }을(를) 수락했습니다: 대국 #{ $match }이(가) 시작됩니다.
button-proposal-accepted = 제안을 수락했습니다.
button-proposal-declined = 제안을 거절했습니다.
button-rematch-asked = 대국 #{ $match }의 재대국을 신청했습니다.
button-rematch-computer = 컴퓨터와의 대국 #{ $match } 재대국이 대국 #{ $started }(으)로 시작되었습니다. 색은 서로 바꿉니다. 대국은 자체 스레드에서 열립니다.
button-rematch-waits = 대국 #{ $match }의 재대국을 신청했습니다: 도전 #{ $challenge }은(는) { $opponent } 님의 수락을 기다립니다.
button-only-players = 대국 #{ $match }의 두 선수만 수를 보낼 수 있습니다.
button-round-over = 대국 #{ $match }의 그 라운드는 끝났습니다.
button-use-newest = 가장 최근 판 아래의 버튼을 쓰세요.
button-round-over-nothing = 대국 #{ $match }의 그 라운드는 끝났습니다. 아무것도 기록하지 않았습니다.

## Sealed moves (sealed.py): private answers to /secret and /lock in the reader's language; a
## direct message about a server's match speaks that server's language (a DM has no locale).

sealed-not-sealed = 대국 #{ $match }은(는) { $game }(으)로, 한 수씩 두는 게임입니다. 그곳에서 `/착수`를 쓰세요.
sealed-both-locked = 🔒 대국 #{ $match }: `{ $move }`을(를) 확정했습니다. 두 선수 모두 확정했으므로 { $round }라운드를 지금 공개합니다.
sealed-no-round = 대국 #{ $match }에는 내가 참여하는 진행 중인 라운드가 없습니다.
sealed-nothing-yet = 아직 없음
sealed-recorded-locked = `{ $move }` (확정됨)
sealed-status = 대국 #{ $match } · { $round }라운드는 { $ends } 끝납니다. 기록된 내 수: { $recorded }. `/봉수 수:b c3 w e5`로 수를 보내고, `확정:True`를 더하면 확정됩니다.

## /play's answers (challenges.py): private, in the reader's language.

play-in-server = 도전은 DM이 아니라 서버 채널에서 합니다.
play-cooldown = 방금 도전을 올렸습니다. 다음 도전까지 { $seconds }초 기다려 주세요.
play-not-both = `상대`와 `컴퓨터` 중 하나만 고르세요. 둘 중 하나는 비워 두세요.
play-bot = 봇에게는 도전할 수 없습니다. 컴퓨터와 두려면 `컴퓨터` 옵션에서 수준을 고르세요. 아니면 사람에게 도전하거나, `상대`를 비워 공개 도전을 하세요.
play-computer-rated = 컴퓨터와의 대국은 레이팅에 반영되지 않습니다. `레이팅`을 비워 두거나 false로 하세요.
play-computer-started = 컴퓨터({ $level ->
    [random] 무작위
    [easy] 쉬움
    [medium] 보통
    [strong] 강함
   *[other] { $level }
})와의 대국 #{ $match }이(가) 시작되었습니다. 이곳의 자체 스레드에서 열립니다. 레이팅 미반영입니다.
play-anyone = 누구나
play-posted = 도전 #{ $challenge }을(를) 올렸습니다. { $who }의 수락을 기다립니다.
play-category = **{ $category }** 카테고리의 채널
play-category-such-as = **{ $category }** 카테고리의 채널(예: { $example })
play-elsewhere = 이 서버에서는 { $where }에서 도전합니다. 그곳에서 `/도전`을 쓰세요. 아무것도 올리지 않았습니다.
play-pick-colour = 목록에서 색을 고르세요.
play-pick-option = 목록에서 `{ $name }`을(를) 고르세요.

## A result's details line, where the match room says it again (texts.py result_details).

match-detail-resigned = { $colour }이 기권했습니다.
match-detail-out-of-time = { $colour }의 시간이 다 되었습니다.
match-detail-stopped = { $colour }이 더 두지 않았습니다.
match-detail-draw-agreed = 합의로 무승부입니다.
match-detail-wins-agreed = 합의로 { $colour }이 이겼습니다.

## /board, /history and /matches (show.py): private, in the reader's language.

show-history-head = **대국 #{ $match } · { $game }**, { $unit ->
    [rounds] { $count }라운드
   *[moves] { $count }수
}
show-no-moves = 아직 둔 수가 없습니다.
show-history-attached = { $head }: 모든 수는 첨부한 기보에 있습니다.
show-no-running = 진행 중인 대국이 없습니다. `/도전`으로 시작하세요.
show-more = … 외 { $count }개 더.
show-status-head = **대국 #{ $match } · { $game }**: { $seats }
show-over-no-winner = { $head }. 종료: 승자 없음. { $details }
show-over-won = { $head }. 종료: { $player } 님 승리. { $details }
show-aborted = { $head }. 결과 없이 중단되었습니다.
show-round = { $head }. { $round }라운드{ $deadline }.
show-to-move = { $head }. { $player } 님 차례{ $deadline }.
show-both-move = { $head }. 두 선수 모두 둘 수 있습니다.
show-turn-round = { $round }라운드
show-turn-yours = 내 차례
show-turn-waiting = 상대를 기다리는 중
show-match-line = #{ $match } { $game } · 상대 { $opponent } · { $where }: { $turn }{ $deadline }
show-move-random = { $player } `{ $move }` (무작위)
show-game-round = { $game }번째 판, { $round }라운드: { $moves }
show-round-moves = { $round }라운드: { $moves }

## /abort (moderation.py) and the Lock in button's answer (buttons.py).

abort-over = 대국 #{ $match }은(는) 이미 끝났습니다.
abort-question = 대국 #{ $match }을(를) 중단할까요? 결과 없이 끝납니다.
abort-done = 대국 #{ $match }을(를) 중단했습니다. 결과는 없습니다.
abort-not-allowed = 대국 #{ $match }은(는) 선수(첫 수 전까지)와 서버 관리자만 중단할 수 있습니다.
button-locked = 🔒 대국 #{ $match }: { $round ->
    [none] 이번 라운드
   *[other] { $round }라운드
}의 수 `{ $move }`을(를) 확정했습니다.

## /leaderboard, /profile and /games (standings.py): private, in the reader's language; the
## leaderboard picture's title and subtitle too.

standings-server-only = 레이팅은 서버별입니다. 서버 채널에서 이 명령을 쓰세요.
standings-bot = { $name }은(는) 봇입니다. 봇은 레이팅 대국을 두지 않으므로 프로필이 없습니다.
standings-no-game = `{ $game }`(이)라는 게임은 없습니다. 게임: { $games }.
standings-nobody = 이 서버에서 아직 { $game } 레이팅 대국을 둔 사람이 없습니다. `/도전 { $command }`로 시작하세요.
standings-you-are = 내 순위는 #{ $rank }입니다.
standings-no-rating = 이 게임에서 아직 레이팅이 없습니다.
standings-leaderboard = **{ $game } 순위표**: 레이팅 선수 { $total }명 중 { $shown }명.
standings-leaderboard-title = { $game } 순위표
standings-leaderboard-subtitle = 레이팅 선수 { $total }명 · 추세: 최근 10판의 변화
standings-no-games-yet = { $name } 님은 이 서버에서 아직 끝낸 대국이 없습니다.
standings-profile-head = 이 서버의 **{ $name }**
standings-provisional = { $rating } (잠정)
standings-profile-line = { $game }: { $rating } · 레이팅 대국 { $games }판 · { $wins }승 { $losses }패 { $draws }무 · 최장 연승 { $streak }
standings-recent = 최근 대국:
standings-chart-title = { $name }: { $game } 레이팅
standings-profile-page = 프로필 페이지
standings-puzzles = 퍼즐: { $attempts }개 중 { $solved }개 풂 · 연속 { $streak } (최고 { $best })
standings-games-none = { $name } 님은 이 서버에서 끝낸 { $game ->
    [any] 대국이
   *[other] { $game } 대국이
} 없습니다.
standings-games-head = **{ $name }**: 최근 끝낸 { $game ->
    [any] 대국
   *[other] { $game } 대국
} (기보: `/기보 대국:N`)
standings-rose = { $first }에서 { $last }(으)로 { $by } 올랐습니다
standings-fell = { $first }에서 { $last }(으)로 { $by } 내렸습니다
standings-unchanged = { $last }에서 변화 없음
standings-chart-alt = { $title }, 최근 { $games }판: { $moved } (최저 { $lowest }, 최고 { $highest })
standings-unrated = {" "}· 레이팅 미반영
standings-game-line = #{ $match } { $game }: { $opponent } 상대로 { $result ->
    [win] 승
    [loss] 패
   *[draw] 무
} ({ $reason ->
   *[other] { match-reason }
}){ $unrated } · { $date } · { $where }

## Direct messages to the bot (sealed.py): in the language of the server of the player's running
## Thwart Omega match (English when none runs).

sealed-dm-help = 여기서 Thwart Omega의 수를 받습니다: 흑돌과 백돌을 `b c3 w e5`처럼 보내세요 (`black c3 white e5`, `bc3 we5`도 되고, 순서는 상관없습니다). `lock`을 보내면 수가 확정됩니다. Thwart Omega 대국을 여러 개 두고 있으면 그 대국의 안내에 답장하거나 대국 번호로 시작하세요: `#5 b c3 w e5`.
sealed-dm-no-such = 진행 중인 Thwart Omega 대국 #{ $match }이(가) 없습니다.
sealed-dm-none = 진행 중인 Thwart Omega 대국이 없어 보낼 수가 없습니다. 서버에서 `/도전`으로 대국을 신청하세요.
sealed-dm-several = Thwart Omega 대국을 { $count }개 두고 있습니다 ({ $listed }). 그 대국의 안내에 답장하거나, `#{ $first } b c3 w e5`처럼 대국 번호로 메시지를 시작하세요.

## The post-game review's sentences (review.py: its message, the graph's title, a swing's
## heading and caption) and Meuda's notes in /move's suggestions (suggest.py).

review-budget-strong = 강함의 기본 플레이아웃
review-budget-playouts = 플레이아웃 { $playouts }회
review-head = 🔎 **대국 #{ $match } · { $game } 복기**: 강함 수준의 탐색으로 판정했습니다(한 국면에 { $budget }). 표시: ?! 승리 확률 { $inaccuracy }%p 이상 하락, ? { $mistake }%p, ?? { $blunder }%p.
review-seat = { $seat ->
    [0] 첫째 자리
   *[other] 둘째 자리
}
review-seat-line = { $player }: { $unit ->
    [round] 봉수 { $count }개
   *[move] { $count }수
}, ?! { $inaccuracies }개, ? { $mistakes }개, ?? { $blunders }개.
review-swings-head = **가장 큰 변화** (판 그림으로):
review-swing-move = { $number }. { $ply }수째, { $player } `{ $move }`{ $mark }: { $before } → { $after }; 더 나은 수 `{ $better }`.
review-swing-round = { $number }. { $round }라운드, { $player } `{ $move }`{ $mark }: { $opponent }의 `{ $against }`에 대해 { $score }; `{ $better }`였다면 { $best }.
review-no-swings = 크게 손해 본 수가 없어 판 그림으로 보여 줄 것이 없습니다.
review-footer = 모든 수는 첨부 파일에 있습니다(`python -m ai review`가 출력하는 그대로, 영어). 이 복기는 나에게만 보입니다.
review-graph-title = 대국 #{ $match } · { $game }
review-board-move = { $ply }수째: { $player }의 { $move }{ $mark }
review-board-move-caption = { $player }의 승리 확률이 { $before }에서 { $after }로 바뀌었습니다. 더 나은 수: { $better }(승리 확률 { $before } 유지).
review-board-round = { $round }라운드: { $player }의 { $move }{ $mark }
review-board-round-caption = { $opponent }의 { $against }에 대해 { $score }였습니다. { $better }(이 판 그림)였다면 { $best }였습니다.
suggest-branched-stone = { $move } — 가지 돌 { $target }개 중 { $number }번째
suggest-root = { $move } — 뿌리: 이번 차례에 돌 { $stones }개를 놓습니다

## The leaderboard picture's column heads (standings.py), after the "#" of the rank.

standings-column = { $column ->
    [player] 선수
    [rating] 레이팅
    [games] 대국 수
   *[trend] 추세
}

## A finished game's score calculation (outcomes.py), written from the rules' data; in English
## word for word what the rules write (Outcome.details).

outcome-no-groups = 그룹 없음
outcome-side = { $colour } { $numbers }
outcome-pair = { $first } · { $second }
outcome-then = { $details }. { $then }
outcome-thwart-product = { $sizes } = { $product }
outcome-thwart-empty = 그룹 없음 = 0
outcome-thwart-tie = { $reason ->
    [group-sizes] 점수가 같아 그룹 크기를 큰 것부터 비교했고, { $place }번째에서 처음 달랐습니다: { $first } { $a }, { $second } { $b }.
    [tie-replay] 점수와 모든 그룹 크기가 같아 게임을 다시 둡니다.
    [tie-seat0] 점수와 모든 그룹 크기가 같아 타이브레이크 옵션에 따라 첫째 자리가 이깁니다.
    [tie-seat1] 점수와 모든 그룹 크기가 같아 타이브레이크 옵션에 따라 둘째 자리가 이깁니다.
   *[draw] 점수와 모든 그룹 크기가 같아 무승부입니다.
}
outcome-interleave-identical = { $sizes } — 완전히 같음: { $red } 승리(½돌 그룹)
outcome-interleave-won = { $sizes } — { $place }번째 그룹에서 { $winner } 승리
outcome-meter = { $sizes } → { $cancelled } → { $verdict }
outcome-meter-cancelled = { $sizes } 상쇄
outcome-meter-nothing-cancelled = 상쇄 없음
outcome-meter-beats = { $top } { $a } 대 { $other } { $b }: { $top } 승리
outcome-meter-draw = 남은 그룹 없음: 무승부
outcome-meuda-line = { $colour } 그룹 크기 { $sizes } → { $points }점
outcome-meuda-half = { $line } + ½({ $why }) = { $total }점
outcome-meuda-why = { $place ->
    [1] 가장 큰 그룹
   *[other] 가장 큰 그룹이 같아 { $place }번째로 큰 그룹으로 결정: { $mine } 대 { $theirs ->
        [0] 없음
       *[other] { $theirs }
    }
}
outcome-meuda-draw = 그룹 크기가 모두 같음: 무승부
outcome-meridians-stones = 돌: { $first } { $a }, { $second } { $b }.
outcome-meridians-no-stones = { $lost }은 죽은 그룹을 제거하면 돌이 남지 않아 { $won }이 이깁니다. { $stones }
outcome-meridians-limit = { $limit }수 제한에 도달해 무승부입니다. { $stones }

## Cards (Components V2): the lobby's challenge card once its match ended, the players' ratings
## on a rated challenge and match start, and the Thwart Omega form's selects (a column and a row
## per stone).

challenge-match-ended = { $outcome ->
    [won] 🏁 도전 #{ $number } ({ $game }) · 대국 #{ $match }: { $winner } 님 승리 ({ $how }).
    [aborted] 🛑 도전 #{ $number } ({ $game }) · 대국 #{ $match }이(가) 중단되었습니다. 결과는 없습니다.
   *[none] 🏁 도전 #{ $number } ({ $game }) · 대국 #{ $match }: 승자 없음 ({ $how }).
}
submit-form-pick = { $part ->
    [black-column] 흑돌: 열
    [black-row] 흑돌: 행
    [white-column] 백돌: 열
   *[white-row] 백돌: 행
}
match-rating-now = { $player } { $rating }
