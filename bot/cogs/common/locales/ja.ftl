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
