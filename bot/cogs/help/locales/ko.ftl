# The help room in Korean (docs/glossary-ko.md). The command tree: one block per command.

cmd-help = 도움말
    .description = 여기서 게임하는 법: 게임마다 그림과 함께.
cmd-help-game = 게임
    .description = 이 게임의 페이지를 바로 엽니다 (핵심 아이디어와 그림)

cmd-rules = 규칙
    .description = 게임을 하는 법 (나에게만).
cmd-rules-game = 게임
    .description = 어느 게임
