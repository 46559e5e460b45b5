# The /puzzle room in Korean (docs/glossary-ko.md). The command tree: one block per command.

cmd-puzzle = 퍼즐
    .description = 이 서버의 대국에서 나온 퍼즐
cmd-puzzle-new = 새퍼즐
    .description = 이 서버의 대국에서 나온 국면을 풉니다.
cmd-puzzle-new-game = 게임
    .description = 어느 게임
cmd-puzzle-answer = 답
    .description = 열려 있는 퍼즐에 수로 답합니다.
cmd-puzzle-answer-move = 수
    .description = 내 수 (제안 목록에 둘 수 있는 수가 모두 나옵니다)
cmd-puzzle-give-up = 포기
    .description = 열려 있는 퍼즐을 닫고 정답을 봅니다.

## What to find

puzzle-task-round = 게임의 마지막 라운드: { $other } 쪽이 `{ $given }`을(를) 제출했습니다. 여기에 이기는 { $who } 쪽의 제출을 찾으세요.
puzzle-task-move = { $who } 차례: 이기는 수를 찾으세요.
puzzle-task-alternating = (실제 게임은 실시간으로 진행됐지만, 여기서는 선수가 번갈아 둡니다.)
puzzle-task-not-exact = 한 수만 확실한 승리를 지키고, 다른 수는 대부분 그 우위를 잃습니다.

## An offer and a verdict

puzzle-stats = { $attempts }개 중 { $solved }개 풂 · 연속 { $streak } (최고 { $best })
puzzle-offer-head = **{ $again ->
    [yes] 열려 있는 퍼즐
   *[no] 퍼즐
} #{ $id }** · { $title }, 대국 #{ $match }에서 ({ $unit ->
    [round] 라운드
   *[move] 수
} { $number })
puzzle-offer-how = `/퍼즐 답 수:`로 답하세요(둘 수 있는 수를 모두 제안합니다). 정답을 보려면 `/퍼즐 포기`.
puzzle-right = 정답: `{ $move }`(으)로 이깁니다.
puzzle-wrong = `{ $move }`(으)로는 이기지 못합니다. 정답: { $solution }. 연속 기록이 끝납니다.
puzzle-gave-up = 정답: { $solution }. 연속 기록이 끝납니다.
puzzle-another = { $stats } · 다른 퍼즐은 `/퍼즐 새퍼즐`.
puzzle-or = { " 또는 " }
puzzle-your-side = 내 쪽
puzzle-opponent = 상대

## Refusals (the puzzle service's own are in bot/engine/puzzles/locales/)

puzzle-server-only = 퍼즐은 서버의 대국에서 나옵니다: 이 명령은 서버 채널에서 쓰세요.

## The daily puzzle (delivery.py, buttons.py): a public post in the server's language

daily-head = 🧩 **오늘의 퍼즐 · { $day }** · { $game }, 경기 #{ $match }에서 ({ $unit ->
    [round] { $number }라운드
   *[move] { $number }수째
}){ $closed ->
    [yes] {" "}· 마감
   *[no] {""}
}
daily-how = **풀기**를 눌러 혼자 받은 뒤 `/퍼즐 답 수:`로 답하세요(한 사람당 한 번; 푼 수와 연속 기록에 들어갑니다). 정답은 내일 다음 퍼즐과 함께 여기에 올라옵니다.
daily-solution = 정답: { $solution }. { $solved ->
    [0] 아무도 풀지 못했습니다
   *[other] { $solved }명이 풀었습니다
}.
daily-solve = 풀기
daily-server-only = 오늘의 퍼즐은 서버에 속합니다.
