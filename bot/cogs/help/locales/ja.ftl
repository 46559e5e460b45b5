# The help room in Japanese (docs/glossary-ja.md). The command tree: one block per command.

cmd-help = ヘルプ
    .description = ここでの遊び方: ゲームごとに図つきで。
cmd-help-game = ゲーム
    .description = このゲームのページを直接開く（要点と図）

cmd-rules = ルール
    .description = ゲームの遊び方（あなたにだけ）。
cmd-rules-game = ゲーム
    .description = どのゲームか
