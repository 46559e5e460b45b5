# The /puzzle commands in Korean (docs/glossary-ko.md). The room's messages are still English:
# they move here when the room is converted (docs/architecture.md, "Converting a room").

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
