# The puzzle service's refusals (service.py, posts.py): /puzzle and the daily puzzle's button
# say them in the reader's language. $reason: the rules' refusal, said in that language too.

puzzle-none-yet = 이 서버에는 아직 { $game } 퍼즐이 없습니다: 퍼즐은 끝난 { $game } 대국에서 나옵니다. 먼저 대국을 두고 나서 다시 요청하세요.
puzzle-all-solved = 이 서버의 { $game } 퍼즐을 모두 풀었습니다({ $count }개). 새 퍼즐은 새 대국에서 나옵니다.
puzzle-none-open = 이 서버에서 열려 있는 퍼즐이 없습니다. `/퍼즐 새퍼즐 게임:`으로 받으세요.
puzzle-name-a-move = 수를 적으세요. 예: `d4`. 제안 목록에 둘 수 있는 수가 모두 나옵니다.
puzzle-not-counted = { $reason } 이 답은 세지 않습니다: 다시 해 보세요.
puzzle-not-in-server = 퍼즐은 서버의 대국에서 나옵니다: 서버 채널에서 요청하세요.
puzzle-not-a-user = Discord 사용자가 아닙니다.
daily-closed = 지금 이 서버에 열린 오늘의 퍼즐이 없습니다. 정답이 이미 공개되었습니다. 다음 퍼즐은 내일 같은 시각에 올라옵니다.
daily-gone = 지금 이 서버에 열린 오늘의 퍼즐이 없습니다.
daily-answered = 오늘의 퍼즐에 이미 답했습니다. 정답은 내일 퍼즐과 함께 올라옵니다.
daily-not-stored = { $day }의 오늘의 퍼즐은 더 이상 저장되어 있지 않습니다.
