# The engine kernel's refusals (bot/engine/errors.py): what every feature may answer.
# Each feature's own refusals are in bot/engine/<feature>/locales/.

storage-cannot-write = 現在、ボットは何も保存できません（保存領域がいっぱいか、読み取り専用です）。そのため、この操作は保存されていません。これまでに保存された内容はすべて無事です。数分後にもう一度お試しください。
storage-unreachable = 現在、ボットがデータベースに接続できないため、この操作は保存されていません。これまでに保存された内容はすべて無事です。数分後にもう一度お試しください。
storage-conflict = 同じ対象への別の変更を処理中だったため、この操作を保存できず、何も変更されていません。もう一度お試しください。

# A move as typed (checks.py) and a turn of several stones (games.py). $reason: the rules'
# refusal, already said in the reader's language (bot/engine/rules_words/locales/).
move-not-text = 手は文字で書いてください。
move-too-long = 手としては長すぎます（{ $length } 文字）。
move-empty = 手が空です。
move-refused = { $reason }
turn-ended = 石を { $stones } 個置いた時点で手番が終わったため、`{ $piece }` は続けて置けません。石は何も置かれていません。
turn-stone-refused = { $stones } 個中 { $stone } 個目の石（`{ $piece }`）: { $reason } 石は何も置かれていません。
game-unknown = { $name } というゲームはありません。ゲーム: { $games }。

# What a challenge or a server's settings are made of (checks.py). $reason: the rules' English
# words about a game option (the room checks the options in the reader's language first).
options-refused = ゲームのオプションを受け付けられません: { $reason }
timing-not-timing = 時間の設定ではありません。
timing-out-of-range = 時間の設定「{ $setting ->
    [round_seconds] ラウンドの時間
    [move_seconds] 一手の持ち時間
    [grace_seconds] 猶予時間
   *[inactivity_seconds] 無操作の時間
}」は { $low } 秒から { $high } 秒までの整数にしてください（{ $value } は不可）。
seat-choice-unknown = 席の選び方はランダム、先手、後手のいずれかにしてください。
server-settings-not-settings = サーバーの設定ではありません。
server-settings-challenge-time = 挑戦の受付期間は1分から30日までにしてください。
server-settings-unplayed-rounds = 指されなかったラウンドの数は1から { $most } までの整数にしてください（0: 打ち切らない）。
server-settings-archive-time = 終わった対局のスレッドは30日以内にアーカイブしてください。
server-settings-not-a-place = このサーバーのチャンネルでもロールでもありません。

# Forgetting a player (privacy.py).
forget-not-a-user = DiscordのユーザーIDではありません。
forget-nothing-stored = ユーザー { $user } について保存されているものはないため、消去するものがありません。
forget-still-playing = ユーザー { $user } は{ $playing ->
    [matches] 進行中の対局 { $matches } を指しています（サーバー管理者が `/中止` できます）
    [tournaments] 進行中の大会 { $tournaments } にまだ出場しています（主催者が失格にするか、本人が棄権できます）
   *[both] 進行中の対局 { $matches } を指しており（サーバー管理者が `/中止` できます）、進行中の大会 { $tournaments } にもまだ出場しています（主催者が失格にするか、本人が棄権できます）
}。誰も座れない席が残らないよう、先にそれを終える必要があります。そのあと、もう一度消去してください。
