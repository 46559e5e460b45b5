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
