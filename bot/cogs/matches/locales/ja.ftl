# The matches room in Japanese. Words follow docs/glossary-ja.md.
# The command tree (bot/cogs/common/language/commands.py): one block per command, its options
# below it; choices (choice-…) after the commands.

## Shared option descriptions

-match-here = 対局番号（このチャンネルで複数の対局をしているときだけ必要）
-match-here-short = 対局番号（複数の対局をしているときだけ必要）
-match-default = 対局番号（既定: このスレッドの対局、またはこのチャンネルでのあなたの対局）
-which-game = どのゲームか
-opponent = 挑戦する相手（空欄: このチャンネルの誰でも受けられる）
-computer = 人ではなくこの強さのコンピューターと対局（すぐ始まり、レーティング対象外）
-colour = あなたの色（既定: ランダム）
-clock = 一手ごとの持ち時間。切れたら負け（既定: このサーバーの設定）
-rated = 結果を両者のレーティングに反映するか（既定: する）
-order = 誰が序盤の配置をするか（既定: ランダム）

## Playing

cmd-move = 着手
    .description = このチャンネルのあなたの対局で一手指します。
cmd-move-move = 手
    .description = 指す手、例: d4（一覧に指せる手が出ます）
cmd-move-match = 対局
    .description = { -match-here }

cmd-pass = パス
    .description = パスします（ルールで認められるときだけ）。
cmd-pass-match = 対局
    .description = { -match-here }

cmd-done = 完了
    .description = Interleave: 配置を終える、または石を置き終えたと伝えます。
cmd-done-match = 対局
    .description = { -match-here }

cmd-resign = 投了
    .description = 対局を投了します: 相手の勝ちです。
cmd-resign-match = 対局
    .description = { -match-here }

cmd-draw = 引き分け
    .description = 引き分けを提案する、または相手の提案を受けます。
cmd-draw-result = 結果
    .description = 提案する結果（既定: 引き分け。Meridians では勝者の合意も可）
cmd-draw-match = 対局
    .description = { -match-here }

## Sealed moves (Thwart Omega)

cmd-secret = 封じ手
    .description = Thwart Omega: 封じ手をここで送ります（返事はあなたにだけ見えます）。
cmd-secret-move = 手
    .description = 黒石と白石、例: b c3 w e5（空欄: 記録された手を表示）
cmd-secret-lock = 確定
    .description = 確定します（このラウンドはもう変更できません）
cmd-secret-match = 対局
    .description = { -match-here-short }

cmd-lock = 確定
    .description = Thwart Omega: このラウンドの手を確定します。
cmd-lock-match = 対局
    .description = { -match-here-short }

## Looking at matches

cmd-board = 盤面
    .description = 対局の盤面を表示します（あなたにだけ）。
cmd-board-match = 対局
    .description = { -match-default }

cmd-history = 棋譜
    .description = 対局の手順と棋譜ファイル（あなたにだけ）。
cmd-history-match = 対局
    .description = { -match-default }

cmd-review = 検討
    .description = 終わった対局を一手ずつ: 勝率、悪手、より良い手（あなたにだけ）。
cmd-review-match = 対局
    .description = { -match-default }

cmd-matches = 対局中
    .description = 進行中のあなたの対局（あなたにだけ）。

cmd-abort = 中止
    .description = 結果なしで対局を終えます: 対局者は初手の前まで、管理者はいつでも。
cmd-abort-match = 対局
    .description = 対局番号（既定: このスレッドの対局）

## Ratings

cmd-leaderboard = ランキング
    .description = このサーバーのゲーム別上位20人。
cmd-leaderboard-game = ゲーム
    .description = { -which-game }

cmd-profile = プロフィール
    .description = レーティング、成績、最近の対局。
cmd-profile-player = プレイヤー
    .description = 誰のプロフィールか（既定: あなた）

cmd-games = 対局記録
    .description = このサーバーで終わった対局。
cmd-games-player = プレイヤー
    .description = 誰の対局か（既定: あなた）
cmd-games-game = ゲーム
    .description = このゲームだけ

## Challenges: /play and its five games (game names stay as published)

cmd-play = 挑戦
    .description = 誰か（または誰でも）にゲームを申し込みます。

cmd-play-meter = meter
    .description = 誰か（または誰でも）に Meter の対局を申し込みます。
cmd-play-meter-opponent = 相手
    .description = { -opponent }
cmd-play-meter-computer = コンピューター
    .description = { -computer }
cmd-play-meter-colour = 色
    .description = { -colour }
cmd-play-meter-clock = 持ち時間
    .description = { -clock }
cmd-play-meter-rated = レーティング
    .description = { -rated }
cmd-play-meter-size = 大きさ
    .description = 盤の一辺、3〜8（既定 4）
cmd-play-meter-pie = パイ
    .description = パイルール: 黒の最初の石の後、白は色を交代できる（既定: オン）

cmd-play-interleave = interleave
    .description = 誰か（または誰でも）に Interleave の対局を申し込みます。
cmd-play-interleave-opponent = 相手
    .description = { -opponent }
cmd-play-interleave-computer = コンピューター
    .description = { -computer }
cmd-play-interleave-order = 順番
    .description = { -order }
cmd-play-interleave-clock = 持ち時間
    .description = { -clock }
cmd-play-interleave-rated = レーティング
    .description = { -rated }
cmd-play-interleave-size = 大きさ
    .description = 盤の一辺、3〜8（既定 4）
cmd-play-interleave-mode = 方式
    .description = 手番の進め方

cmd-play-thwart-omega = thwart-omega
    .description = 誰か（または誰でも）に Thwart Omega の対局を申し込みます。
cmd-play-thwart-omega-opponent = 相手
    .description = { -opponent }
cmd-play-thwart-omega-computer = コンピューター
    .description = { -computer }
cmd-play-thwart-omega-colour = 色
    .description = { -colour }
cmd-play-thwart-omega-round_time = ラウンド時間
    .description = 各ラウンドの時間（既定: このサーバーのラウンド時間）
cmd-play-thwart-omega-rated = レーティング
    .description = { -rated }
cmd-play-thwart-omega-tiebreak = 同点処理
    .description = 得点もグループの大きさも同じときの決め方

cmd-play-meridians = meridians
    .description = 誰か（または誰でも）に Meridians の対局を申し込みます。
cmd-play-meridians-opponent = 相手
    .description = { -opponent }
cmd-play-meridians-computer = コンピューター
    .description = { -computer }
cmd-play-meridians-colour = 色
    .description = { -colour }
cmd-play-meridians-clock = 持ち時間
    .description = { -clock }
cmd-play-meridians-rated = レーティング
    .description = { -rated }
cmd-play-meridians-size = 大きさ
    .description = 盤の底辺
cmd-play-meridians-pie = パイ
    .description = パイルール: あなたが最初の二石を置き、相手が色を選ぶ（既定: オフ）

cmd-play-meuda = meuda
    .description = 誰か（または誰でも）に Meuda の対局を申し込みます。
cmd-play-meuda-opponent = 相手
    .description = { -opponent }
cmd-play-meuda-computer = コンピューター
    .description = { -computer }
cmd-play-meuda-order = 順番
    .description = { -order }
cmd-play-meuda-clock = 持ち時間
    .description = { -clock }
cmd-play-meuda-rated = レーティング
    .description = { -rated }
cmd-play-meuda-size = 大きさ
    .description = 盤の一辺（標準は 9、4 と 5 は短い対局）、4〜11（既定 9）

## Choices

choice-a-draw = 引き分け
choice-i-win = 自分の勝ち
choice-my-opponent-wins = 相手の勝ち
choice-meter = Meter
choice-interleave = Interleave
choice-thwart-omega = Thwart Omega
choice-meridians = Meridians
choice-meuda = Meuda
choice-random-any-legal-move-to-learn-the-rules = ランダム: 合法手をでたらめに（ルールを覚える用）
choice-easy-looks-a-little-ahead = やさしい: 少し先を読む
choice-medium-searches-with-the-game-s-knowledge = ふつう: ゲームの知識で探索する
choice-strong-searches-longest-about-1-s-a-move = 強い: 最も長く探索、一手約1秒
choice-black-you-place-the-first-stone = 黒: あなたが最初の石を置く
choice-white-you-may-swap-after-black-s-first-stone = 白: 黒の最初の石の後に色を交代できる
choice-at-random-default = ランダム（既定）
choice-1-min-per-move = 一手1分
choice-5-min-per-move = 一手5分
choice-1-h-per-move = 一手1時間
choice-1-day-per-move = 一手1日
choice-3-days-per-move = 一手3日
choice-no-limit = 制限なし
choice-you-set-up-the-opening-your-opponent-then-picks-a-colour = あなたが序盤を配置し、相手が色を選ぶ
choice-your-opponent-sets-up-you-then-pick-a-colour = 相手が配置し、あなたが色を選ぶ
choice-real-time-no-turns-each-player-says-done-default = リアルタイム: 手番なし、各自が完了を宣言（既定）
choice-turns-players-alternate-two-passes-end = 手番制: 交互に指し、パスが二回続くと終局
choice-black-you-score-black-groups = 黒: 黒のグループで得点
choice-white-you-score-white-groups = 白: 白のグループで得点
choice-1-min-per-round = 1ラウンド1分
choice-5-min-per-round = 1ラウンド5分
choice-1-h-per-round = 1ラウンド1時間
choice-1-day-per-round = 1ラウンド1日
choice-play-again-default = 再対局（既定）
choice-black-wins = 黒の勝ち
choice-white-wins = 白の勝ち
choice-light-you-move-first = 明: あなたが先手
choice-dark-you-move-second = 暗: あなたが後手
choice-5-80-points = 5（80点）
choice-6-114-points-default = 6（114点）（既定）
choice-7-154-points = 7（154点）
choice-you-place-the-first-two-stones-your-opponent-then-picks-a-colour = あなたが最初の二石を置き、相手が色を選ぶ
choice-your-opponent-places-them-you-then-pick-a-colour = 相手が置き、あなたが色を選ぶ

## Play without a server: the app installed to a player's account, in DMs and group DMs
## (anywhere.py).

anywhere-show = 盤面を見る
anywhere-last = 直前: { $moves }
anywhere-turn = { $player } さんの手番です: ここで `/着手` を使うか、下のボタンを押してください。
anywhere-round = ラウンド { $round }: 各プレイヤーは下の ✉️ ボタン(自分だけに表示)か `/封じ手` で封じ手を送り、確定してください。最後の確定への返答でラウンドが公開され、時間切れのあとは 🔄 **盤面を見る** で公開を見られます。
anywhere-computer-thinking = コンピューターが考えています。少ししてから 🔄 **盤面を見る** を押すと、その手が見られます。
anywhere-computer-started = コンピューターとの対局 #{ $match } が始まりました。盤面は下にあり、着手のたびに次の盤面で返答します。レーティング対象外です。
anywhere-proposed = 対局 #{ $match } の提案は下にあります。相手はボタンか `/引き分け` で承諾できます。着手すると提案は取り消されます。
anywhere-offer = { $player } さんが結果を提案しました: { $opponent } さん、下のボタンで承諾か拒否を選んでください。

## The Thwart Omega form (buttons.py: Submit my move)

submit-form-title = 対局 #{ $match } · 第{ $round }ラウンド
submit-form-stones = 自分の黒石と白石
submit-form-lock = 確定する
submit-form-lock-note = 確定すると、このラウンドでは手をもう変えられません。

## The member menu's Challenge to a game (challenge_menu.py)

cmd-challenge-to-a-game = 対局を申し込む
menu-which-game = { $opponent } さんにどのゲームを申し込みますか？ `/挑戦` と同じく、既定の設定で申し込みます。
menu-pick-game = ゲームを選ぶ
menu-self = 自分には申し込めません。ほかのメンバーを選んでください。
menu-bot = ボットには申し込めません。コンピューターと対局するには `/挑戦` の `コンピューター` オプションを使ってください。
menu-not-yours = ゲームを選べるのはこのメニューを開いた人だけです。メンバーのメニューから自分で「対局を申し込む」を使ってください。
menu-no-game = 五つのゲームのどれでもないため、何も投稿していません。
menu-gone = そのメンバーが見つからなくなったため、何も投稿していません。

## A match's public posts and private notes (texts.py, delivery.py, ending.py): public posts
## speak the server's language; a direct message a server match causes speaks it too.

match-reason = { $reason ->
    [resignation] 投了
    [timeout] 時間切れ
    [agreement] 合意
    [inactivity] 相手が指さなくなったため
    [abandoned] 中止: 長いあいだ誰も指さなかった
    [board-full] 盤が埋まった
    [move-limit] 手数の上限に達した
    [groups] グループの大きさ
    [score] 得点
    [group-sizes] 同点、グループの大きさで決定
    [tie-seat0] 完全な同点、取り決めどおり黒の勝ち
    [tie-seat1] 完全な同点、取り決めどおり白の勝ち
    [draw] 完全な同点
    [no-stones] 相手の石が残っていない
   *[other] { $reason }
}
match-option = `{ $name }` { $value }
match-option-value = `{ $name }` `{ $value }`
match-option-on = オン
match-option-off = オフ
match-per-round = 1ラウンド{ $seconds }秒
match-per-move = 一手{ $time }
match-unrated = レーティング対象外
match-unrated-after = { $summary }、レーティング対象外
challenge-rematch = 🔁 挑戦 #{ $number }: { $challenger } さんが { $opponent } さんに対局 #{ $match } の再戦を申し込みました: **{ $game }**{ $detail }、色を入れ替えます。{ $opponent } さん、承諾か拒否を選んでください。期限は { $expires } です。
challenge-open = ⚔️ { $calling }挑戦 #{ $number }: { $challenger } さんが **{ $game }**{ $detail } の相手を探しています。誰でも承諾でき、期限は { $expires } です。
challenge-direct = ⚔️ 挑戦 #{ $number }: { $challenger } さんが { $opponent } さんに **{ $game }**{ $detail } の対局を申し込みました。{ $opponent } さん、承諾か拒否を選んでください。期限は { $expires } です。
challenge-nobody = なし
challenge-closed = { $kind ->
    [challenge-accepted] ✅ 挑戦 #{ $number } ({ $game }) は { $who } さんが承諾しました: 対局 #{ $match } が始まりました。
    [challenge-declined] ❌ 挑戦 #{ $number } ({ $game }) は { $who } さんが拒否しました。
    [challenge-cancelled] ↩️ 挑戦 #{ $number } ({ $game }) は { $who } さんが取り下げました。
    [challenge-expired] ⌛ 挑戦 #{ $number } ({ $game }) は期限切れです: 誰も承諾しませんでした。
   *[other] 挑戦 #{ $number } は締め切られました。
}
match-thread-name = #{ $match } { $game }: { $first } vs { $second }
match-seat = { $player } ({ $colour })
match-started = 🎲 **対局 #{ $match } · { $game }**{ $detail }: { $seats }。
match-how-sealed = 毎ラウンド、{ $computer ->
    [yes] あなたに
   *[no] 両プレイヤーに
}盤面をDMで送ります。そこへ `b c3 w e5` のように2つの石で返信してください。DMが閉じている場合や、こちらがよければ、ここで `/封じ手` を使ってください。返答はあなたにだけ表示されます。
match-how-turns = ここで `/着手` を使って指してください (指せる手を候補に出します)。`/盤面` で局面を表示します。
match-computer = 🤖 { $player } はコンピューターです。レベル **{ $level ->
    [random] ランダム
    [easy] やさしい
    [medium] ふつう
    [strong] 強い
   *[other] { $level }
}**: { $sealed ->
    [yes] 毎ラウンドあなたと同じように封じ手を送り、あなたの手は公開のときにしか見ません
   *[no] 少し間をおいて自分で指します
}。レーティング対象外です。
match-pie-meter = パイルール: { $first } さんが黒の最初の石を置いたあと、{ $second } さんは **色の交代** を押して黒を取れます。強すぎる初手は相手に取られうるということです。
match-pie-meridians = パイルール: { $first } さんが明の石と暗の石を1つずつ置き、{ $second } さんがどちらの色を持つか選びます。
match-opening-interleave = 序盤: { $first } さんが両方の色の石を配置して完了を告げ、{ $second } さんがどちらの色を持つか選びます。
match-opening-meuda = 序盤: { $first } さんが黒石と白石を1つずつ置き、{ $second } さんがどちらの色を持つか選びます。
match-opening-thwart = 毎ラウンド、両プレイヤーが黒石と白石を1つずつ秘密に置き、それぞれ自分の色のグループで得点します。
match-played = { $seat }: `{ $moves }`
match-played-random = { $seat }: `{ $moves }` *(ランダム: 時間内に手が送られなかった)*
match-board-head = **対局 #{ $match } · { $game }**
match-board-head-moves = **対局 #{ $match } · { $game }** — { $moves }。
match-deadline = 期限 { $when }
match-to-move = { $seat } の手番{ $deadline }
match-both-move = 両プレイヤーとも今指せます{ $deadline }。
match-score = 得点: { $score }
match-setting-up = { $seat } が配置中です{ $deadline }。配置が `done` になったら盤面を投稿します。今は `/盤面` で見られます。
match-reveal-head = **対局 #{ $match } · Thwart Omega · ラウンド { $round } 公開**
match-salts = ソルト: { $salts }
match-salt-none = なし (シードから補完)
match-round-seed = ラウンド { $round } のシード: `{ $seed }`
match-seed-commitment = ラウンド { $round } のシードのコミットメント: `{ $commitment }`
match-sealed-head = 🔏 **対局 #{ $match } · ラウンド { $round } は封印されました。** 有効なコミットメント:
match-sealed-none = { $seat }: 封じ手なし、ラウンドのシードから補完
match-sealed-foot = ラウンドのシードのコミットメント: `{ $commitment }`。手とソルト、シードはこのあと公開されます。確かめ方: { $doc }。
match-round-one = **対局 #{ $match } · { $game }**: ラウンド 1 が始まりました。両プレイヤーは非公開で手を送ってください。
match-over-winner = 🏁 **対局 #{ $match } 終了: { $winner } さんの勝ち** ({ $how })。
match-over-none = 🏁 **対局 #{ $match } 終了: 勝者なし** ({ $how })。
match-result-none = 結果なし。
match-result-no-winner = 勝者なし ({ $how })。
match-result-no-winner-plain = 勝者なし。
match-result-wins = { $player } の勝ち ({ $how })。
match-result-wins-plain = { $player } の勝ち。
match-player-number = プレイヤー { $number }
match-ratings = レーティング: { $changes }
match-rating-change = { $player } { $before } → { $after } ({ $delta })
match-rating-provisional = { $change } (暫定)
match-stopped = 🛑 対局 #{ $match } はモデレーター ({ $moderator }) により止められました。結果はありません。
match-aborted-by = 🛑 対局 #{ $match } は最初の手の前に { $player } さんが中止しました。
match-aborted-nobody = 🛑 対局 #{ $match } は中止されました: 時間内に誰も指しませんでした。
match-proposal = 🤝 対局 #{ $match }: { $player } さんが{ $offer ->
    [draw] 引き分けを提案しています
    [self] 合意による自分の勝ちを提案しています
   *[other] 合意によるあなたの勝ちを提案しています
}。{ $opponent } さん、ボタンで承諾か拒否を選んでください (着手すると提案は取り消されます)。
match-proposal-declined = 対局 #{ $match }: { $player } さんが提案を拒否しました。
match-extended = ⏰ 対局 #{ $match }: { $why ->
    [late-prompt] ラウンドの案内が遅れて届いたため、両プレイヤーともラウンドの時間をまるごと使えます
   *[other] ボットがオフラインでした
}。{ $round ->
    [none] 一手の持ち時間
   *[other] ラウンド { $round }
}は { $when } に終わります。
match-replayed = 🔁 対局 #{ $match }: 得点もグループの大きさも同じなので、もう一局指します (第 { $game } 局)。ラウンド 1 はDMで始まります。
match-replay-link = 一手ずつ振り返る
match-prompt-head = **Thwart Omega · 対局 #{ $match } vs { $opponent } · ラウンド { $round }**
match-prompt-body = あなたは **{ $colour }** のグループで得点します。毎ラウンド、2人とも黒石と白石を1つずつ秘密に置きます。{ $deadline } までに2つの石を送ってください。例: `b c3 w e5` (黒石を c3、白石を e5)。それまでは手を変えられます。`lock` を送ると確定します。
match-prompt-several = Thwart Omega の対局が複数進行中です。このメッセージに返信するか、返答を `#{ $match }` で始めてください。そうすれば対局 #{ $match } の手だとわかります。
match-prompt-busy = { $player } さん、今はDiscordがDMを開かせてくれないので、このラウンドはここで指します。
match-prompt-closed = { $player } さん、DMが閉じているためDMを送れません。
match-prompt-here = { $opening }対局 #{ $match } のラウンド { $round } は { $deadline } まで受け付けています。盤面の下の **手を送る** を押すか、ここで `/封じ手` を使ってください。返答はあなたにだけ表示されます。
match-dm-unanswered = { $player } さん、対局 #{ $match } についてのDMを受け取りましたが、Discordがそこへの返信を許しません。このスレッドで `/封じ手` を使って手を送り、記録を確かめてください。返答はあなたにだけ表示されます。
match-receipt-locked = 🔒 対局 #{ $match } · ラウンド { $round }: `{ $move }` を記録して確定しました。もう変更できません。
match-receipt-open = 📝 対局 #{ $match } · ラウンド { $round }: `{ $move }` を記録しました。{ $until }別の手を送れば変更でき、`lock` を送ると確定します。
match-receipt-until = { $when } までは
match-commitment = コミットメント `{ $commitment }`、ソルト `{ $salt }`: 公開まではソルトを誰にも見せないでください ({ $doc })。
match-warning-ran-out = ⏳ { $player } さん、対局 #{ $match } の持ち時間が切れました。{ $deadline } までに指さないと時間切れ負けです。
match-warning-turn = ⏳ { $player } さん、対局 #{ $match } はあなたの手番です。{ $deadline } ({ $date }) までに指さないと時間切れ負けです。
match-moves = { $count ->
    [one] { $count }手
   *[other] { $count }手
}
match-gif-alt = 対局 #{ $match } のリプレイ、{ $game }、{ $first } 対 { $second }: 一手につき1コマ ({ $several ->
    [yes] 最終局の{ $played }
   *[no] { $played }
})、最後は結果。{ $result }
match-record-alt = 対局 #{ $match } の棋譜、{ $game }、{ $first } 対 { $second }、テキスト: オプション、プレイヤー、結果とすべての手 ({ $played })。{ $result }

## Which match a command is about (lookup.py), and the answers to moves, resigning and
## proposals (play.py, buttons.py): private, in the reader's language.

lookup-not-on-server = このサーバーに対局 #{ $match } はありません。
lookup-played-in = 対局 #{ $match } は { $where } で行われています。そちらでコマンドを使ってください。
lookup-several = ここで進行中の対局が { $count } 局あります ({ $numbers })。`対局` オプションでどれか指定してください。
lookup-nothing-to-show = このチャンネルには表示できる対局がありません。対局のスレッドでこのコマンドを使うか、`対局` オプションで対局番号を指定してください。
lookup-match-in = { $where } の #{ $match }
lookup-elsewhere = このチャンネルにあなたの対局はありません。あなたの対局: { $where }。
lookup-none = このチャンネルに進行中のあなたの対局はありません。`/挑戦` で始めてください。
lookup-no-match = 対局 #{ $match } はありません。
play-not-playing = あなたは対局 #{ $match } のプレイヤーではありません。
play-over = 対局 #{ $match } は終わっています。これ以上指せません。
play-resign-question = 対局 #{ $match } を投了しますか? 相手の勝ちになります。
play-agreed = 合意しました: 対局 #{ $match } は終了です。
play-proposal-posted = 対局 #{ $match } に提案を投稿しました。相手はボタンか同じコマンドで承諾できます。着手すると提案は取り消されます。
play-resigned = 対局 #{ $match } を投了しました。
play-played = 対局 #{ $match } で `{ $moves }` を指しました。
button-accepted = 挑戦 #{ $challenge } を承諾しました: 対局 #{ $match } が始まります。
button-proposal-accepted = 提案を承諾しました。
button-proposal-declined = 提案を拒否しました。
button-rematch-asked = 対局 #{ $match } の再戦を申し込みました。
button-rematch-computer = コンピューターとの対局 #{ $match } の再戦が対局 #{ $started } として始まりました。色は入れ替わります。対局は専用のスレッドで行われます。
button-rematch-waits = 対局 #{ $match } の再戦を申し込みました: 挑戦 #{ $challenge } は { $opponent } さんの承諾を待っています。
button-only-players = 対局 #{ $match } で手を送れるのは2人のプレイヤーだけです。
button-round-over = 対局 #{ $match } のそのラウンドは終わっています。
button-use-newest = いちばん新しい盤面の下のボタンを使ってください。
button-round-over-nothing = 対局 #{ $match } のそのラウンドは終わっています。何も記録していません。

## Sealed moves (sealed.py): private answers to /secret and /lock in the reader's language; a
## direct message about a server's match speaks that server's language (a DM has no locale).

sealed-not-sealed = 対局 #{ $match } は { $game } で、一手ずつ指すゲームです。そちらで `/着手` を使ってください。
sealed-both-locked = 🔒 対局 #{ $match }: `{ $move }` を確定しました。両プレイヤーとも確定したので、ラウンド { $round } を今公開します。
sealed-no-round = 対局 #{ $match } にはあなたが参加中のラウンドがありません。
sealed-nothing-yet = まだなし
sealed-recorded-locked = `{ $move }` (確定済み)
sealed-status = 対局 #{ $match } · ラウンド { $round } は { $ends } に終わります。記録されたあなたの手: { $recorded }。`/封じ手 手:b c3 w e5` で手を送り、`確定:True` を付けると確定します。

## /play's answers (challenges.py): private, in the reader's language.

play-in-server = 挑戦はDMではなくサーバーのチャンネルで行います。
play-cooldown = 挑戦を投稿したばかりです。次の挑戦まで { $seconds } 秒お待ちください。
play-not-both = `相手` か `コンピューター` のどちらか一方を選んでください。もう一方は空のままにしてください。
play-bot = ボットには挑戦できません。コンピューターと対局するには `コンピューター` オプションでレベルを選んでください。人に挑戦するか、`相手` を空にして公開の挑戦にすることもできます。
play-computer-rated = コンピューターとの対局はレーティング対象外です。`レーティング` を空にするか false にしてください。
play-computer-started = コンピューター ({ $level ->
    [random] ランダム
    [easy] やさしい
    [medium] ふつう
    [strong] 強い
   *[other] { $level }
}) との対局 #{ $match } が始まりました。ここに専用のスレッドが開きます。レーティング対象外です。
play-anyone = 誰でも
play-posted = 挑戦 #{ $challenge } を投稿しました。{ $who } の承諾を待っています。
play-category = **{ $category }** カテゴリーのチャンネル
play-category-such-as = **{ $category }** カテゴリーのチャンネル (例: { $example })
play-elsewhere = このサーバーでは挑戦は { $where } で行います。そちらで `/挑戦` を使ってください。何も投稿していません。
play-pick-colour = リストから色を選んでください。
play-pick-option = リストから `{ $name }` を選んでください。

## A result's details line, where the match room says it again (texts.py result_details).

match-detail-resigned = { $colour }が投了しました。
match-detail-out-of-time = { $colour }の持ち時間が切れました。
match-detail-stopped = { $colour }が指さなくなりました。
match-detail-draw-agreed = 合意により引き分けです。
match-detail-wins-agreed = 合意により{ $colour }の勝ちです。

## /board, /history and /matches (show.py): private, in the reader's language.

show-history-head = **対局 #{ $match } · { $game }**、{ $unit ->
    [rounds] { $count } ラウンド
   *[moves] { $count } 手
}
show-no-moves = まだ手はありません。
show-history-attached = { $head }: すべての手は添付の棋譜にあります。
show-no-running = 進行中の対局はありません。`/挑戦` で始めてください。
show-more = … ほか { $count } 局。
show-status-head = **対局 #{ $match } · { $game }**: { $seats }
show-over-no-winner = { $head }。終了: 勝者なし。{ $details }
show-over-won = { $head }。終了: { $player } さんの勝ち。{ $details }
show-aborted = { $head }。結果なしで中止されました。
show-round = { $head }。ラウンド { $round }{ $deadline }。
show-to-move = { $head }。{ $player } さんの手番{ $deadline }。
show-both-move = { $head }。両プレイヤーとも指せます。
show-turn-round = ラウンド { $round }
show-turn-yours = あなたの手番
show-turn-waiting = 相手の手番
show-match-line = #{ $match } { $game } · 相手 { $opponent } · { $where }: { $turn }{ $deadline }
show-move-random = { $player } `{ $move }` (ランダム)
show-game-round = 第 { $game } 局、ラウンド { $round }: { $moves }
show-round-moves = ラウンド { $round }: { $moves }

## /abort (moderation.py) and the Lock in button's answer (buttons.py).

abort-over = 対局 #{ $match } はすでに終わっています。
abort-question = 対局 #{ $match } を中止しますか? 結果なしで終わります。
abort-done = 対局 #{ $match } を中止しました。結果はありません。
abort-not-allowed = 対局 #{ $match } を中止できるのは、プレイヤー (最初の手の前まで) とサーバーの管理者だけです。
button-locked = 🔒 対局 #{ $match }: { $round ->
    [none] このラウンド
   *[other] ラウンド { $round }
}の手 `{ $move }` を確定しました。

## /leaderboard, /profile and /games (standings.py): private, in the reader's language; the
## leaderboard picture's title and subtitle too.

standings-server-only = レーティングはサーバーごとです。サーバーのチャンネルでこのコマンドを使ってください。
standings-bot = { $name } はボットです。ボットはレーティング対局を指さないので、プロフィールはありません。
standings-no-game = `{ $game }` というゲームはありません。ゲーム: { $games }。
standings-nobody = このサーバーではまだ誰も { $game } のレーティング対局を指していません。`/挑戦 { $command }` で始めてください。
standings-you-are = あなたは #{ $rank } です。
standings-no-rating = このゲームのレーティングはまだありません。
standings-leaderboard = **{ $game } ランキング**: レーティング対象のプレイヤー { $total } 人中 { $shown } 人。
standings-leaderboard-title = { $game } ランキング
standings-leaderboard-subtitle = レーティング対象 { $total } 人 · 傾向: 直近10局の変化
standings-no-games-yet = { $name } さんはこのサーバーでまだ対局を終えていません。
standings-profile-head = このサーバーの **{ $name }**
standings-provisional = { $rating } (暫定)
standings-profile-line = { $game }: { $rating } · レーティング対局 { $games } 局 · { $wins } 勝 { $losses } 敗 { $draws } 分 · 最長連勝 { $streak }
standings-recent = 最近の対局:
standings-chart-title = { $name }: { $game } のレーティング
standings-profile-page = プロフィールページ
standings-puzzles = 詰め問題: { $attempts } 問中 { $solved } 問正解 · 連続 { $streak } (最高 { $best })
standings-games-none = { $name } さんはこのサーバーで終えた{ $game ->
    [any] 対局が
   *[other] { $game } の対局が
}ありません。
standings-games-head = **{ $name }**: 最近終えた{ $game ->
    [any] 対局
   *[other] { $game } の対局
} (棋譜: `/棋譜 対局:N`)
standings-rose = { $first } から { $last } へ { $by } 上昇
standings-fell = { $first } から { $last } へ { $by } 下降
standings-unchanged = { $last } のまま変化なし
standings-chart-alt = { $title }、直近 { $games } 局: { $moved } (最低 { $lowest }、最高 { $highest })
standings-unrated = {" "}· レーティング対象外
standings-game-line = #{ $match } { $game }: { $opponent } に{ $result ->
    [win] 勝ち
    [loss] 負け
   *[draw] 引き分け
} ({ $reason ->
   *[other] { match-reason }
}){ $unrated } · { $date } · { $where }

## Direct messages to the bot (sealed.py): in the language of the server of the player's running
## Thwart Omega match (English when none runs).

sealed-dm-help = ここで Thwart Omega の手を受け付けます: 黒石と白石を `b c3 w e5` のように送ってください (`black c3 white e5`、`bc3 we5`、順不同でも可)。`lock` を送ると手が確定します。Thwart Omega の対局が複数ある場合は、その対局の案内に返信するか、対局番号から始めてください: `#5 b c3 w e5`。
sealed-dm-no-such = 進行中の Thwart Omega の対局 #{ $match } はありません。
sealed-dm-none = 進行中の Thwart Omega の対局がないので、送る手はありません。サーバーで `/挑戦` を使って対局を申し込んでください。
sealed-dm-several = Thwart Omega の対局が { $count } 局あります ({ $listed })。その対局の案内に返信するか、`#{ $first } b c3 w e5` のように対局番号からメッセージを始めてください。

## The post-game review's sentences (review.py: its message, the graph's title, a swing's
## heading and caption) and Meuda's notes in /move's suggestions (suggest.py).

review-budget-strong = 「強い」の標準のプレイアウト数
review-budget-playouts = プレイアウト{ $playouts }回
review-head = 🔎 **対局 #{ $match } · { $game } の検討**：「強い」の探索で判定しました（1局面あたり{ $budget }）。記号：?! 勝率が{ $inaccuracy }ポイント以上下がった手、? { $mistake }ポイント、?? { $blunder }ポイント。
review-seat = { $seat ->
    [0] 先手の席
   *[other] 後手の席
}
review-seat-line = { $player }：{ $unit ->
    [round] 封じ手{ $count }回
   *[move] { $count }手
}、?! { $inaccuracies }、? { $mistakes }、?? { $blunders }。
review-swings-head = **最大の変動**（盤面の画像で）：
review-swing-move = { $number }. { $ply }手目、{ $player } `{ $move }`{ $mark }：{ $before } → { $after }、より良い手 `{ $better }`。
review-swing-round = { $number }. 第{ $round }ラウンド、{ $player } `{ $move }`{ $mark }：{ $opponent }の `{ $against }` に対して{ $score }、`{ $better }` なら{ $best }でした。
review-no-swings = 大きく損をした手はなく、盤面の画像で示すものはありません。
review-footer = すべての手は添付ファイルにあります（`python -m ai review` の出力のまま、英語）。この検討はあなたにだけ表示されます。
review-graph-title = 対局 #{ $match } · { $game }
review-board-move = { $ply }手目：{ $player }の{ $move }{ $mark }
review-board-move-caption = { $player }の勝率は{ $before }から{ $after }になりました。より良い手：{ $better }（勝率{ $before }を維持）。
review-board-round = 第{ $round }ラウンド：{ $player }の{ $move }{ $mark }
review-board-round-caption = { $opponent }の{ $against }に対して{ $score }でした。{ $better }（この盤面）なら{ $best }でした。
suggest-branched-stone = { $move } — 枝の石 { $target }個中 { $number }個目
suggest-root = { $move } — 根：この手番で石を{ $stones }個置きます

## The leaderboard picture's column heads (standings.py), after the "#" of the rank.

standings-column = { $column ->
    [player] プレイヤー
    [rating] レーティング
    [games] 対局数
   *[trend] 傾向
}

## A finished game's score calculation (outcomes.py), written from the rules' data; in English
## word for word what the rules write (Outcome.details).

outcome-no-groups = グループなし
outcome-side = { $colour } { $numbers }
outcome-pair = { $first } · { $second }
outcome-then = { $details }。{ $then }
outcome-thwart-product = { $sizes } = { $product }
outcome-thwart-empty = グループなし = 0
outcome-thwart-tie = { $reason ->
    [group-sizes] 点数が同じため、グループの大きさを大きい順に比べると{ $place }番目で初めて違います：{ $first } { $a }、{ $second } { $b }。
    [tie-replay] 点数もすべてのグループの大きさも同じため、ゲームをやり直します。
    [tie-seat0] 点数もすべてのグループの大きさも同じため、タイブレークの設定により席0の勝ちです。
    [tie-seat1] 点数もすべてのグループの大きさも同じため、タイブレークの設定により席1の勝ちです。
   *[draw] 点数もすべてのグループの大きさも同じため、引き分けです。
}
outcome-interleave-identical = { $sizes } — まったく同じ：{ $red }の勝ち（½石のグループ）
outcome-interleave-won = { $sizes } — { $place }番目のグループで{ $winner }の勝ち
outcome-meter = { $sizes } → { $cancelled } → { $verdict }
outcome-meter-cancelled = { $sizes }を相殺
outcome-meter-nothing-cancelled = 相殺なし
outcome-meter-beats = { $top } { $a } 対 { $other } { $b }：{ $top }の勝ち
outcome-meter-draw = グループが残らず引き分け
outcome-meuda-line = { $colour } グループの大きさ { $sizes } → { $points }点
outcome-meuda-half = { $line } + ½（{ $why }）= { $total }点
outcome-meuda-why = { $place ->
    [1] 最大のグループ
   *[other] 最大のグループが同じため{ $place }番目に大きいグループで決定：{ $mine } 対 { $theirs ->
        [0] なし
       *[other] { $theirs }
    }
}
outcome-meuda-draw = グループの大きさがすべて同じ：引き分け
outcome-meridians-stones = 石：{ $first } { $a }、{ $second } { $b }。
outcome-meridians-no-stones = { $lost }は死んだグループを取り除くと石が残らないため、{ $won }の勝ちです。{ $stones }
outcome-meridians-limit = { $limit }手の上限に達したため、引き分けです。{ $stones }

## Cards (Components V2): the lobby's challenge card once its match ended, the players' ratings
## on a rated challenge and match start, and the Thwart Omega form's selects (a column and a row
## per stone).

challenge-match-ended = { $outcome ->
    [won] 🏁 挑戦 #{ $number } ({ $game }) · 対局 #{ $match }: { $winner } さんの勝ち ({ $how })。
    [aborted] 🛑 挑戦 #{ $number } ({ $game }) · 対局 #{ $match } は中止されました。結果はありません。
   *[none] 🏁 挑戦 #{ $number } ({ $game }) · 対局 #{ $match }: 勝者なし ({ $how })。
}
submit-form-pick = { $part ->
    [black-column] 黒石: 列
    [black-row] 黒石: 行
    [white-column] 白石: 列
   *[white-row] 白石: 行
}
match-rating-now = { $player } { $rating }
