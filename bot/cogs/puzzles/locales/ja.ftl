# The /puzzle room in Japanese (docs/glossary-ja.md). The command tree: one block per command.

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

## What to find

puzzle-task-round = このゲームの最終ラウンド: { $other } は `{ $given }` を提出しました。これに勝つ { $who } の提出を見つけてください。
puzzle-task-move = { $who } の手番: 勝つ手を見つけてください。
puzzle-task-alternating = （実際の対局はリアルタイムでしたが、ここでは交互に指します。）
puzzle-task-not-exact = はっきり勝ちを保つ手は1つだけで、ほかの手ではその優位のほとんどを失います。

## An offer and a verdict

puzzle-stats = { $attempts } 問中 { $solved } 問正解 · 連続 { $streak }（最高 { $best }）
puzzle-offer-head = **{ $again ->
    [yes] 出題中の問題
   *[no] 問題
} #{ $id }** · { $title }、対局 #{ $match } から（{ $unit ->
    [round] ラウンド
   *[move] 手
} { $number }）
puzzle-offer-how = `/詰め問題 解答 手:` で答えてください（指せる手をすべて候補に出します）。正解を見るには `/詰め問題 降参`。
puzzle-right = 正解: `{ $move }` で勝ちです。
puzzle-wrong = `{ $move }` では勝てません。正解: { $solution }。連続記録が途切れます。
puzzle-gave-up = 正解: { $solution }。連続記録が途切れます。
puzzle-another = { $stats } · 次の問題は `/詰め問題 新しい問題`。
puzzle-or = { " または " }
puzzle-your-side = 自分
puzzle-opponent = 相手

## Refusals (the puzzle service's own are in bot/engine/puzzles/locales/)

puzzle-server-only = 詰め問題はサーバーの対局から作られます。このコマンドはサーバーのチャンネルで使ってください。

## The daily puzzle (delivery.py, buttons.py): a public post in the server's language

daily-head = 🧩 **今日の詰め問題 · { $day }** · { $game }、対局 #{ $match } から（{ $unit ->
    [round] 第{ $number }ラウンド
   *[move] { $number }手目
}）{ $closed ->
    [yes] {" "}· 締め切り
   *[no] {""}
}
daily-how = **解く** を押すと自分だけに届きます。`/詰め問題 解答 手:` で答えてください（一人一回。解いた数と連続記録に数えます）。正解は明日、次の問題と一緒にここに出ます。
daily-solution = 正解: { $solution }。{ $solved ->
    [0] 解いた人はいませんでした
   *[other] { $solved }人が解きました
}。
daily-solve = 解く
daily-server-only = 今日の詰め問題はサーバーのものです。
