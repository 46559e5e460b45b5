# The /puzzle commands in Japanese (docs/glossary-ja.md). The room's messages are still English:
# they move here when the room is converted (docs/architecture.md, "Converting a room").

cmd-puzzle = 詰め問題
    .description = このサーバーの対局から作った問題
cmd-puzzle-new = 新しい問題
    .description = このサーバーの対局から作った局面を解きます。
cmd-puzzle-new-game = ゲーム
    .description = どのゲームか
cmd-puzzle-answer = 解答
    .description = 出題中の問題に手で答えます。
cmd-puzzle-answer-move = 手
    .description = あなたの手（候補に打てる手がすべて出ます）
cmd-puzzle-give-up = 降参
    .description = 出題中の問題を閉じて正解を見ます。
