# The server room in Japanese (docs/glossary-ja.md): the same ids as en.ftl, then the command
# tree (one block per command).

server-only = このコマンドはサーバーのチャンネルで使います。

settings-in-server = サーバーの設定はサーバーの中で変更します。
settings-not-yours = この設定パネルは開いた管理者のものです。`/設定` で自分のパネルを開いてください。何も変更していません。
settings-not-manager = このサーバーの設定を変更できるのはサーバー管理者（「サーバー管理」権限）だけです。
settings-not-manager-unchanged = { settings-not-manager }何も変更していません。
settings-not-manager-ask = { settings-not-manager }権限のある人に頼んでください。
settings-stale = このパネルを表示した後に設定が変わったため（別の管理者や別のパネル、または二度押し）、何も変更していません。パネルに今の設定を表示し直しました。まだ変更したい場合は、もう一度選んでください。

settings-warning-channel-gone = 対局チャンネルがもうない（または見えない）ため、別のチャンネルを選ぶまでどこでも挑戦できます。
settings-warning-role-gone = 対戦相手募集ロールがもうありません。誰にも通知されません。
settings-warning-role-silent = { $role } はメンションできず、私には「@everyone、@here、全てのロールにメンション」権限がないため、公開の挑戦ではロールが表示されるだけで通知されません。ロールの設定で「このロールに対して@mentionを許可する」をオンにするか、私にその権限を与えてください。

settings-not-listed = 一覧の値から選んでください。何も変更していません。
settings-pings-not-listed = 一覧の通知ルールから選んでください。何も変更していません。
settings-language-not-listed = 一覧の言語から選んでください。何も変更していません。
settings-channel-unseen = そのチャンネルが見えないため、挑戦を投稿できません。そこで私のロールに「チャンネルを見る」権限を与えるか、別のチャンネルを選んでください。何も変更していません。
settings-category-unusable = **{ $category }** カテゴリーのどのチャンネルにも投稿できません（少なくとも一つで { $permissions } が必要です）。そこで許可するか、別の場所を選んでください。何も変更していません。
settings-channel-unusable = { $channel } に投稿できません: そこで { $permissions } がありません。チャンネルの設定（権限）で許可するか、別のチャンネルを選んでください。何も変更していません。
settings-channel-kind = テキストチャンネルかカテゴリーを選んでください。何も変更していません。
settings-role-gone = そのロールはもうありません。何も変更していません。
settings-role-everyone = 公開の挑戦で @everyone には通知できません。対局したいときにメンバーが付けるロールを選んでください。何も変更していません。
settings-role-managed = { $role } はボットか連携アプリのロールなので、メンバーは付けられません。メンバーが付けられるロールを選んでください。何も変更していません。
settings-unplayed-bad = 未着手ラウンド数は 0 から { $max } までの整数にしてください（0: 対局を放棄扱いにしない）。`{ $typed }` は違います。何も変更していません。
settings-typed-nothing = 空欄

setting-name = { $setting ->
    [expiry] 挑戦の受付時間
    [clock] 一手の持ち時間
    [round] Thwart Omega のラウンド時間
    [archive] 終わったスレッドのアーカイブまで
    [pings] 通知
    [play] 対局チャンネル
    [lfg] 対戦相手募集ロール
    [reminders] 時間切れ前のリマインド
    [computer] コンピューター対戦
    [unplayed] 未着手の Thwart Omega ラウンド
    [web] ウェブページ
    [daily] 今日の詰め問題
   *[language] 公開投稿の言語
}
settings-saved = 保存しました: { $setting }: { $value }。
settings-on = オン
settings-off = オフ
settings-on-bold = **オン**
settings-off-bold = **オフ**
settings-turn-on = オンにする
settings-turn-off = オフにする
settings-change = 変更…
settings-per-move = 一手{ $time }
settings-per-round = 1ラウンド{ $time }
settings-no-limit = 制限なし
settings-any-channel = どのチャンネルでも
settings-no-role = なし
settings-pings = { $policy ->
    [all] 直接の挑戦と毎回の手番で通知
    [challenges] 挑戦と対局開始だけ通知（手番は通知しない）
   *[none] 通知しない: メッセージに名前を静かに表示
}
settings-channel-placeholder = どのチャンネルでも（チャンネルかカテゴリーを一つ選ぶ）
settings-role-placeholder = ロールなし（公開の挑戦で通知するロールを選ぶ）
settings-head = ## Stone Arena の設定 · { $server }
settings-hint = -# 変更はこれから始まる挑戦と対局に適用されます。進行中の対局は元の設定のままです。このパネルはあなただけが使えます。
settings-expiry = **挑戦の受付時間**: この時間が過ぎると挑戦は期限切れになります。
settings-clock = 新しい対局の**一手の持ち時間**（切れたら負け。`/挑戦` で別の時間を選べます）。
settings-round = 新しい対局の **Thwart Omega のラウンド時間**。
settings-reminders = **時間切れ前のリマインド**: { $state }: { $reminders ->
    [on] 手番のプレイヤーに、残り時間が半分と10分の1になったとき個別に知らせます
   *[off] リマインドなしで時間切れ負けになります
}。
settings-where-any = **対局チャンネル**: どのチャンネルでも。
settings-where-one = **対局チャンネル**: { $channel } だけ（カテゴリーならその中のチャンネル）。ほかの場所では `/挑戦` がそこを案内します。
settings-lfg = 公開の挑戦で通知される**対戦相手募集ロール**: { $role }。
settings-pings-line = **通知**: 挑戦と対局スレッドの手番のお知らせで誰にメンションするか。
settings-archive = **終わった対局のスレッド**をアーカイブするまで:
settings-unplayed = **未着手の Thwart Omega ラウンド**: { $rounds ->
    [0] 対局を放棄扱いにしません
   *[other] どちらも着手しないラウンドが **{ $rounds }** 回続くと対局を放棄扱いにします
}。
settings-unplayed-never = しない
settings-unplayed-shown = { $rounds } 回連続
settings-computer = **コンピューター対戦**: { $state }: { $allowed ->
    [on] メンバーはコンピューターと対局できます
   *[off] このサーバーではオフです
}。
settings-web = **ウェブページ**: { $state }: { $pages ->
    [on] 大会・対局・プロフィール・ランキングに、リンクを知っている人なら誰でも見られるページがあります
   *[off] ページなし（管理者がオンにしたサーバーでのみリンクが開けます）
}。
settings-language = このサーバーのチャンネルへの私の投稿の**言語**（私の非公開の返事は各メンバーの Discord の言語に従います）: { $language }。
settings-language-auto = サーバーの Discord の言語（{ $language }）
settings-language-auto-option = Discord のサーバーの言語
settings-daily-off = **今日の詰め問題**: オフ。テキストチャンネルを選ぶと（対局チャンネルが向いています）、毎日サーバー時間の正午に（`/主催 タイムゾーン`、設定するまでは UTC）このサーバーの終わった対局から作った問題を、前日の正解とともにそこへ投稿します。
settings-daily-on = **今日の詰め問題**: 毎日サーバー時間の正午に（`/主催 タイムゾーン`、設定するまでは UTC）{ $channel } へ、前日の正解とともに投稿します。止めるには選択を外してください。
settings-daily-placeholder = 今日の詰め問題なし（テキストチャンネルを選ぶ）
settings-daily-kind = 今日の詰め問題にはテキストチャンネルが必要です。何も変更していません。
settings-daily-unseen = そのチャンネルが見えないため、今日の詰め問題を投稿できません。そこで私のロールに「チャンネルを見る」権限を与えるか、別のチャンネルを選んでください。何も変更していません。
settings-unplayed-label = 着手なしで続くラウンド数（0: しない）

welcome-hello = 👋 こんにちは！ **Stone Arena** です。五つの抽象戦略ゲーム（Meter、Interleave、Thwart Omega、Meridians、Meuda）と大会を開き、一手ごとに盤面の画像を投稿します。
welcome-players = **プレイヤー:** `/ヘルプ` でゲームを図つきで説明します。`/挑戦 meter`（ほかのゲームでも）で誰かに、または対局したい誰にでも挑戦できます。
welcome-managers = **サーバー管理者:** `/設定` で挑戦するチャンネル、既定の持ち時間、時間切れ前のリマインド、通知する相手、「対戦相手募集」ロールを決めます。`/診断` は私が使うチャンネルで足りない権限を一覧にします。`/主催 作成` で大会を始めます。

diagnose-not-manager = `/診断` を使えるのはサーバー管理者（「サーバー管理」権限）だけです。
diagnose-head = 私が使われているチャンネルで必要な権限:
diagnose-unseen = { $channel }: このチャンネルはもう見えません（削除されたか、私から隠されています）。
diagnose-fine = { $channel }: 必要な権限はすべてあります。
diagnose-missing = { $channel }: { $permissions } がないため、{ $effect }。
diagnose-blocked = ここにはまったく投稿できません
diagnose-and = { $first }。また、{ $second }
diagnose-more = …ほかに { $count } チャンネル。
diagnose-tail = サーバー管理者は、各チャンネルの設定（権限）か、サーバー設定 → ロールで私のロールに権限を与えられます。

privacy-not-owner = /プライバシー を使えるのはボットの所有者だけです。何もしていません。
privacy-question = すべてのサーバーで { $user }（ID { $id }）を忘れますか？ ID は削除済みの印に置き換わり、すべての対局・大会・レーティングで名前が消されます。対局、結果、ほかのプレイヤーのレーティングはそのまま残ります。
privacy-forgotten = ユーザー { $id } を忘れました: 過去の対局と大会では { $name } と表示され、データベースのどの表にも ID はありません。すでに Discord に投稿されたメッセージは Discord のものです。今より前のバックアップは入れ替わるまで ID を含みます。

## The command tree

cmd-settings = 設定
    .description = 管理者: このサーバーの持ち時間、リマインド、対局チャンネル、通知、言語など。
cmd-diagnose = 診断
    .description = 管理者: 私が使うチャンネルで足りない権限。
cmd-privacy = プライバシー
    .description = ボット所有者のプライバシー用ツール（docs/privacy.md）。
cmd-privacy-forget = 忘れる
    .description = ボット所有者: すべての場所でユーザーを匿名化（対局は名前なしで残る）。
cmd-privacy-forget-user = ユーザー
    .description = 忘れてほしいと頼んだ人
