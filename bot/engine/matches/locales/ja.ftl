# The match service's refusals (bot/engine/matches/): what a player is told when a challenge,
# a move, a round, a proposal or a rematch is refused. Ids of matches and challenges are text.

## Matches and requests (service/base.py, places.py, endings.py, reads.py, posts.py)

match-unknown = 対局 #{ $match } はありません。
match-not-yours = あなたは対局 #{ $match } のプレイヤーではありません。
match-not-a-player = そのプレイヤーは対局 #{ $match } のプレイヤーではありません。
match-over = 対局 #{ $match } は終わりました。これ以上指せません。
match-over-already = 対局 #{ $match } はもう終わっています。
match-abort-after-first-move = 対局 #{ $match } はもう始まっているため、中止できません。代わりに投了するか、結果を提案できます。
match-needs-places = 対局にはサーバー、チャンネル、2人のプレイヤーが必要です。
match-needs-two-players = 対局には別々のプレイヤーが2人必要です。
request-bad-id = リクエストのIDが正しくありません。
request-bad-position = リクエストの局面番号が正しくありません。
request-bad-message = 正しいメッセージではありません。
request-bad-thread = 正しいスレッドIDではありません。
request-bad-server = 正しいサーバーIDではありません。
server-settings-stale = このパネルを表示したあとに設定が変わったため（別のパネルで、または別の管理者によって）、何も変更していません。
stale-not-this-match = そのボタンは今の対局 #{ $match } のものではありません。
stale-older-board = そのボタンは対局 #{ $match } の古い盤面のものです。その後、対局は進みました。最新の盤面を見て、もう一度どうぞ。
# $old_game: 0 when the old round is of the game being played.
stale-older-round = それは対局 #{ $match } の{ $old_game ->
    [0] {""}
   *[other] 第 { $old_game } 局の
}ラウンド { $old } のもので、そのラウンドは終わりました。今はラウンド { $now } の最中です。ラウンド { $now } の手はDMか `/封じ手` で送ってください。

## Challenges (challenges.py, service/challenges.py)

challenge-unknown = 挑戦 #{ $challenge } はありません。
challenge-closed-already = 挑戦 #{ $challenge } はもう{ $status ->
    [accepted] 承諾されています
    [declined] 拒否されています
    [cancelled] 取り下げられています
    [expired] 期限切れです
   *[other] 締め切られています
}。
challenge-expired = 挑戦 #{ $challenge } は期限切れです。
challenge-for-another = 挑戦 #{ $challenge } は別のプレイヤーへの挑戦です。
challenge-accept-own = 自分の挑戦は承諾できません。取り下げることはできます。
challenge-decline-open = 挑戦 #{ $challenge } は誰でも受けられる公開の挑戦なので、拒否する人はいません。誰も承諾しなければ自然に期限切れになります。
challenge-cancel-not-yours = 挑戦 #{ $challenge } を取り下げられるのは挑戦した人だけです。
challenge-bad-opponent = 挑戦できるプレイヤーではありません。
challenge-yourself = 自分自身には挑戦できません。
challenge-too-many = 受付中の挑戦がすでに { $count } 件（{ $challenges }）あり、一度に持てる上限です。取り下げボタンで1件取り下げるか、返事を待ってください。

## The computer opponent (computer.py)

computer-absent = ここにはコンピューターの相手がいません。
computer-against-itself = コンピューターは自分自身とは対局できません。
computer-turned-off = このサーバーはコンピューターとの対局をオフにしています。サーバー管理者がサーバーの設定でオンに戻せます。
computer-level-unknown = コンピューターのレベル { $level } はありません。レベル: { $levels }。
computer-too-many = コンピューターとの対局をすでに { $count } 局（{ $matches }）指しており、同時に指せる上限です。先にどれかを終えるか投了してください。

## Sealed rounds (rounds.py, service/sealed.py)

round-none-in-game = { $game } は一手ずつ指すゲームなので、ラウンドはありません。
round-locked-in = ラウンド { $round } の手は確定済みなので、もう変更できません。
round-nothing-to-lock = ラウンド { $round } の手をまだ出していないので、確定するものがありません。先に `{ $example }` のように手を出してください。
# $ended: the deadline as HH:MM:SS (UTC); $late: whole seconds.
round-too-late = 間に合いませんでした: 対局 #{ $match } のラウンド { $round } は UTC { $ended } に終わり、あなたの手はその { $late } 秒後に送られたため、数えられません。ラウンドは締め切りまでに届いた手で公開されます。

## Results by agreement (agreements.py, service/turns.py)

proposal-unknown = 提案は引き分け、自分の勝ち、相手の勝ちのいずれかです。
proposal-computer = コンピューターは結果の合意をしません。どのゲームも最後まで指します。続けて指すか、投了してください。
proposal-none = 対局 #{ $match } には答えるべき結果の提案がありません。
proposal-own = 自分の提案には答えられません。相手を待ってください。
proposal-no-win-agreement = 勝者を合意で決めるのは Meridians の計算による終局です。{ $game } にはそのような終局はありません。ゲームをあきらめるなら `/投了` を使ってください。
# $game: the id of a game that cannot end drawn.
proposal-drawless = { $game ->
    [meter] Meter に引き分けはありません（ルール §6: 埋まった盤のマス数は奇数なので、必ずどちらかが最大のグループを持ちます）
   *[interleave] Interleave に引き分けはありません（ルール §4: グループの大きさがすべて同じなら赤の勝ちです）
}。そのため、提案できる引き分けはありません。続けて指すか、`/投了` を使ってください。
proposal-tie-decided = この { $game } の対局は引き分けになりません（ルール §3: 同点はグループの大きさで、次にタイブレーク `{ $tiebreak }` で決まります）。そのため、提案できる引き分けはありません。続けて指すか、`/投了` を使ってください。

## Rematches (rematch.py)

rematch-not-yours = 対局 #{ $match } の再戦を申し込めるのは、その対局の2人のプレイヤーだけです。
rematch-not-finished = 対局 #{ $match } はまだ終わっていないので、再戦はまだありません。
rematch-played-since = お二人はその後すでに別の対局（#{ $later }）を始めているため、この再戦ボタンはもう使えません。新しい挑戦には `/挑戦` を使ってください。
rematch-waiting = 対局 #{ $match } の再戦はすでに申し込まれています（挑戦 #{ $challenge }）。{ $opponent } さんの承諾を待っています。
rematch-being-played = 対局 #{ $match } の再戦はすでに申し込まれ（挑戦 #{ $challenge }）、対局 #{ $started } として指されています。
rematch-closed = 対局 #{ $match } の再戦はすでに申し込まれ（挑戦 #{ $challenge }）、{ $status ->
    [declined] 拒否されました
    [cancelled] 取り下げられました
   *[expired] 期限切れになりました
}。新しい挑戦には `/挑戦` を使ってください。
