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
