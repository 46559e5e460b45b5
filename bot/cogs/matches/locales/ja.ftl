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
