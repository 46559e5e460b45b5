# Words every room shares, in Japanese (docs/glossary-ja.md). Permission names follow the
# Japanese Discord client's channel settings.

duration-days = { $count }日
duration-hours = { $count }時間
duration-minutes = { $count }分
duration-seconds = { $count }秒
duration-two = { $larger }{ $smaller }

list-comma = { "、" }
list-and = { $rest }、{ $last }

permission-name = { $permission ->
    [view_channel] チャンネルを見る
    [send_messages] メッセージを送信
    [send_messages_in_threads] スレッドでメッセージを送信
    [create_public_threads] 公開スレッドの作成
    [create_private_threads] プライベートスレッドの作成
    [attach_files] ファイルを添付
    [manage_guild] サーバー管理
    [mention_everyone] @everyone、@here、全てのロールにメンション
   *[other] { $permission }
}
permission-effect = { $permission ->
    [attach_files] 盤面が文字だけで投稿されます
    [create_public_threads] 対局が専用スレッドではなくこのチャンネルで行われます
    [send_messages_in_threads] 対局が専用スレッドではなくこのチャンネルで行われます
    [create_private_threads] 大会の試合が公開スレッドになり、それぞれチャンネルで告知されます
   *[other] { $permission }
}

## Colours, as a game names them (rules.Colour)

colour-name = { $colour ->
    [black] 黒
    [white] 白
    [red] 赤
    [light] 明
    [dark] 暗
   *[other] { $colour }
}

## Answers every command and button may give

common-apology = すみません、こちらで問題が起きたため、このリクエストでは何も変更していません。記録しましたので、少ししてからもう一度お試しください。
common-restarting = いまボットが再起動中のため、何も行いませんでした。1分ほどしてからもう一度お試しください。
common-unknown-form = このフォームは古くなっています（開いた後にボットが更新されました）。そのため何も記録していません。もう一度開いてください。
common-option-unusable = そのオプションに `{ $value }` は使えません。一覧から選んでください。
common-server-only = このコマンドは個人メッセージではなく、サーバーのチャンネルで使えます。
common-not-allowed = ここではこのコマンドを使う許可がありません。
confirm-question = { $question } これは取り消せません。（ボタンの期限: { $expiry }）
confirm-not-yours = これはほかの人の確認です。何も行いませんでした。
confirm-no = 何も行いませんでした。
confirm-gone = そのボタンはもう使われていないため、何も行いませんでした。
confirm-expired = 確認の期限が切れたため、何も行いませんでした。もう一度コマンドを使ってください。
confirm-yes = { $action ->
    [resign] 投了する
    [abort] 対局を中止
    [forget] 忘れる
   *[host-cancel] 大会を取り消す
}
confirm-keep = やめておく

## Missing permissions

permissions-cannot-post = ここでは対局できません: このチャンネルで { $names } の{ $count ->
   *[other] 権限
}がないため、私の投稿を誰も見られません。サーバー管理者がチャンネルの設定（権限）で許可するか、別のチャンネルで私を使ってください。何も行いませんでした。
permissions-degraded = 注意: ここでは { $names } の{ $count ->
   *[other] 権限
}がないため、{ $effects }。

## Suggestions as a command's option is typed

suggest-match = #{ $id } { $game } 対 { $opponent } — { $state ->
    [over] 終了
    [mine] あなたの手番
   *[theirs] 相手の手番
}
suggest-tournament = #{ $id } { $name } — { $phase ->
    [signup] 参加申し込み受付中
    [checkin] チェックイン受付中
    [running] 進行中
    [paused] 一時停止中
    [finished] 終了
   *[cancelled] キャンセル済み
}

## Game options typed by a player

options-one-of = { $choices } のいずれか
options-on-off = on か off（true か false）
options-range = { $low } から { $high } までの整数
options-at-least = { $low } 以上の整数
options-kind = { $kind } 型の値
options-none = { $game } にはオプションがありません。
options-list = { $game } のオプション: { $options }。
options-unknown = { $game } には `{ $name }` というオプションはありません。{ $help }
options-bad-value = { $game } のオプション `{ $name }` は { $allowed } でなければなりません。`{ $value }` は使えません。

## Board pictures and their alt text (render.captions, bot/cogs/common/board_words.py).
## Moves stay as typed (`d4`, `black d4`); the typed colour words stay beside the Japanese ones.

board-player = プレイヤー{ $number }
board-labelled = { $name }（{ $colour }）
board-title-size = { $title } · サイズ{ $size }
board-game-over = 終局
board-both-may-move = 両者の手番
board-nobody-can-move = 誰も着手できません
board-to-move = { $player }の手番
board-wins = { $reason ->
    [board-full] { $player }の勝ち（盤が埋まりました）。
    [move-limit] { $player }の勝ち（手数の上限に達しました）。
    [groups] { $player }の勝ち（グループの大きさ）。
    [score] { $player }の勝ち（得点）。
    [group-sizes] { $player }の勝ち（得点は同点、グループの大きさ）。
    [tie-seat0] { $player }の勝ち（タイブレークの設定）。
    [tie-seat1] { $player }の勝ち（タイブレークの設定）。
    [no-stones] { $player }の勝ち（相手の石が残っていません）。
   *[other] { $player }の勝ち。
}
board-tie-replay = 完全同点：この対局をやり直します。
board-draw-move-limit = 引き分け：手数の上限に達しました。
board-draw = 引き分け。
board-removed-count = 、石{ $count }個を除去
board-removed-cells = 、{ $cells }を除去
board-last-move = 直前の手：{ $player } { $move }{ $removed }
board-last-move-chose = 直前の手：{ $player }が{ $colour }を選択{ $removed }
board-last-move-placed = 直前の手：{ $player }が { $move } を配置{ $removed }
board-pie-stone = 直前の手：{ $player }が{ $colour }のパイの石 { $move } を配置
board-sizes = { $colour } { $sizes }
board-sizes-none = { $colour } なし
board-groups-now = 現在のグループ：{ $sizes }
board-group-sizes-now = 現在のグループの大きさ：{ $sizes }
board-meter-swap = { $player }の手番：石を置くか色の交代（swap）
board-interleave-setup = { $player }が配置中：両色の石を自由に置いて done
board-interleave-choice = { $player }が色を選択：black（黒）か red（赤）
board-interleave-both-done = 両者とも置けます（{ $player }は done）
board-interleave-both = 両者とも置けます
board-interleave-only = { $player }だけがまだ置けます
board-meridians-pie = { $player }が最初の石を配置：明、次に暗（パイ）
board-meridians-choice = { $player }が色を選択：light（明）か dark（暗）
board-meridians-dead = ×印の石は死んだグループです。持ち主の次の手の後に取り除かれます。
board-meuda-pie = { $player }がパイの石を配置：黒、次に白
board-meuda-choice = { $player }が色を選択：black（黒）か white（白）
board-meuda-stone = { $player }の手番：新しいグループ（{ $size }個）の{ $stone }個目
board-thwart-round = ラウンド{ $number }：{ $first } · { $second }{ $removed }
board-thwart-next = ラウンド{ $number }、両者の手番
board-thwart-scores = 黒 { $black } · 白 { $white }
board-alt-square-board = { $files } × { $ranks }の正方形の盤
board-alt-hexhex-board = 一辺{ $side }マスのヘックスヘックス（六角形の盤、{ $cells }マス）
board-alt-hex-board = 底辺{ $base }点の六角形の盤（{ $points }点）
board-alt-board = { $cells }マスの盤
board-alt-title = { $title }、{ $board }。
board-alt-plays = { $player }：{ $colour }
board-alt-players = { $first }、{ $second }
board-alt-stop = 。
board-alt-count = { $colour } { $count }
board-alt-burned = 焼けたマス { $count }
board-alt-stones = 盤上の石：{ $stones }。
board-alt-no-stones = 盤上の石：なし。
board-alt-dead = 死に石（取り除かれます）：{ $cells }。
board-graph-legend = 勝率 · 上：{ $first }が優勢 · 下：{ $second }が優勢
board-graph-axis = { $unit ->
    [round] ラウンド
   *[move] 手
} →   ?! 不正確 · ? 疑問手 · ?? 悪手
board-graph-alt-empty = { $title }：{ $unit ->
    [round] ラウンド
   *[move] 手
}のない勝率のグラフ。
board-graph-alt-summary = { $title }：{ $first }の勝率（{ $count }{ $unit ->
    [round] ラウンド
   *[move] 手
}）。{ $start_at }{ $unit ->
    [round] ラウンド
   *[move] 手
}目の後の{ $start }から、{ $end_at }{ $unit ->
    [round] ラウンド
   *[move] 手
}目の後の{ $end }まで（100% は{ $first }の勝ち、0% は{ $second }の勝ち）。
board-graph-alt-swing = { $at }{ $unit ->
    [round] ラウンド
   *[move] 手
}目（{ $before } → { $after }）
board-graph-alt-swings = 最大の変動：{ $swings }。
board-graph-alt-marks = { $kind ->
    [blunders] 悪手
    [mistakes] 疑問手
   *[inaccuracies] 不正確な手
}（{ $mark }）：{ $at }{ $unit ->
    [round] ラウンド
   *[move] 手
}目。
board-review-better = より良い手

## The match buttons (components.py): in the words of the message they are on.

button-challenge = { $action ->
    [accept] 承諾
    [decline] 拒否
   *[cancel] 取り下げ
}
button-word = { $word ->
    [swap] 色の交代
    [done] 完了
   *[pass] パス
}
button-take = { $colour }を取る
button-lock-in = 確定する
button-rematch = 再戦
button-review = 振り返り
button-submit = 手を送る
