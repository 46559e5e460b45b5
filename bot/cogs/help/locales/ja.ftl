# The help room in Japanese (docs/glossary-ja.md). The command tree: one block per command.

cmd-help = ヘルプ
    .description = ここでの遊び方: ゲームごとに図つきで。
cmd-help-game = ゲーム
    .description = このゲームのページを直接開く（要点と図）

cmd-rules = ルール
    .description = ゲームの遊び方（あなたにだけ）。
cmd-rules-game = ゲーム
    .description = どのゲームか

## The overview

help-overview-intro = **Stone Arena** では、2人で遊ぶ5つのアブストラクト戦略ゲームを遊べます: { $games }。
help-overview-start = **始め方**: `/挑戦 <ゲーム>`（例: `/挑戦 meter`）。`相手` を指定するとその人に挑戦し、指定しなければここにいる誰でも受けられる公開の挑戦になります。ゲームごとのオプション（盤の大きさ、色、持ち時間）は入力中に表示されます。
help-overview-play = **対局**: 対局ごとに専用のスレッドができます。`/着手` で指します（指せる手を候補に出します）。ほかに `/パス`、`/完了`、`/引き分け`、`/投了` があり、`/盤面` と `/棋譜` で対局を表示し、`/対局中` で自分の対局を一覧にします。Thwart Omega は秘密のラウンドで進みます。毎ラウンド、私から個人メッセージを送ります（スレッドで `/封じ手` を使うこともできます）。
help-overview-learn = **ゲームを覚える**: 下のメニューで選んでください（または `/ヘルプ ゲーム:<名前>`）。要点を図で示した、わかりやすい説明のページが開きます。`/ルール ゲーム:<名前>` ですべての細かいルールがわかります。
help-overview-tournaments = **大会**: `/大会 状況` で、ここで開催中の大会を表示します。参加申し込みは大会の参加ボタンからどうぞ。

## The page menu

help-menu-overview = 概要
help-menu-overview-description = ゲームとコマンド
help-menu-game-description = 要点: { help-key-idea }
help-menu-placeholder = ゲームを覚える…
help-gone = そのヘルプページはもうないので、概要を表示します。

## A game's page

help-key-idea = { $game ->
    [meter] 取り
    [interleave] 視線
    [thwart-omega] 焼けたマスと積
    [meridians] 経路
    [meuda] 大きさ N のグループ
   *[other] { $game }
}
help-board = { $game ->
    [meter] 六角形の盤（既定は37マス）· 黒と白が交互に、空いているマスのどこかに石を1つずつ置きます。黒が先手で、白は最初の石に応じる代わりに `swap`（色の交代）ができます。
    [interleave] 六角形の盤（既定は37マス）· 黒と赤。まず一方のプレイヤーが両方の色の石を好きなように配置して `done` と言い、もう一方が色を選びます。その後は手番がありません。好きなときに石を置き、置き終えたら `done` と言います。
    [thwart-omega] 7 × 7 の盤 · 秘密のラウンドで進みます。毎ラウンド、両プレイヤーがそれぞれ黒石1つと白石1つを空いている2つのマスに置きます（`b c3 w e5`）。個人メッセージか `/封じ手` で送ると、4つの石がすべて公開されます。各プレイヤーは自分の色のグループで得点します。時間内に送られなかった手はランダムに埋められます。両プレイヤーとも3ラウンド続けて（サーバーが別の数を設定していなければ）手を送らなかった対局は、勝者なしで放棄扱いになります。すべての封じ手は公開前にスレッドで確約（コミット）されるので、変更されていないことを誰でも確かめられます（docs/fairness.md）。
    [meridians] 点でできた六角形の盤（既定は114点）· 明と暗、明が先手です。1つ目の石はどこにでも、2つ目の石は1つ目から一直線上で、間に空いた点しかない位置に置きます。
    [meuda] 六角形の盤（既定は217マス）· 黒と白。一方のプレイヤーが黒石と白石を1つずつ置き、もう一方が色を選びます。その後は、手番ごとに新しいグループを1つ作ります。
   *[other] { $game }
}
help-idea = { $game ->
    [meter] 石の位置とは、空きマスをたどって外へどこまで出られるかです。届く最も外側の環と、そこまでの最少の歩数で決まります。自分の石を置いた後、位置が悪くなった相手の石はすべて取られます（盤から取り除かれます）。最外周の環にある石は決して取られません。
    [interleave] 空きマスから6本の直線に沿って見て、それぞれの線で最初にある石を数えます（その後ろの石は隠れます）。石を置けるのは、**自分の石より相手の石のほうが多く**見えるマスだけです。
    [thwart-omega] 同じマスに黒石と白石が置かれると、そのマスは焼けます（誰のものでもなくなり、グループを分断します）。同じ色の石2つはダブルになり、2と数えます。得点は自分の色のグループの大きさの**積**です（大きさ4と3のグループなら12点）。
    [meridians] 経路とは、自分の2つのグループの間を空いた点だけで結ぶ直線です。経路のないグループは死んでおり、その持ち主の次の手の後で取り除かれます。3つ目以降の石は、いずれかの直線に沿って最も近い石が自分の石である点に置きます。パスできるのは置ける場所がないときだけです。
    [meuda] 自分のどの石にも接しないマスに根を置きます。N は、根から6本の直線に沿って見える自分のグループの数です（視線をさえぎるのは相手の石だけです）。その手番ではちょうど N 個の石を置きます。根とさらに N−1 個で、どれも新しいグループに接し、自分のほかの石には接しません（`/着手` は根をその N とともに一覧にし、`d1 d2 e1` のように書くと1手番をまとめて指せます）。
   *[other] { $game }
}
help-winning = { $game ->
    [meter] **勝ち**: 盤が埋まると、同じ大きさの黒のグループと白のグループが一組ずつ相殺されます。残ったうち最も大きいグループを持つ側の勝ちです。
    [interleave] **勝ち**: 両プレイヤーが `done` を言い終えたら、グループの大きさを大きい順に比べます。最初に差がついたところで勝敗が決まり、すべて同じなら赤の勝ちです。
    [thwart-omega] **勝ち**: 空きマスが3つ以下になると、それらが焼けてゲームが終わります。積の大きいほうの勝ちです（同点なら、グループの大きさを大きい順に比べ、それでも同じなら `tiebreak` オプションに従います）。
    [meridians] **勝ち**: 自分の3回目の手番から、石が1つも残っていなければ負けです。`/引き分け` で結果に合意することもできます。
    [meuda] **勝ち**: 自分が持つグループの大きさが1種類違うごとに1点、さらに最も大きいグループを持つ側に½点が加わります。置ける根がなければパスとなり、パスが2回続くとゲームが終わります。
   *[other] { $game }
}
help-page-idea = **要点: { help-key-idea }。** { help-idea }
help-page-picture = **図**: { $heading }。
help-page-start = **始め方**: `/挑戦 { $game }`（誰かに挑戦するには `相手:` を追加）· { $more }
help-page-rules-attached = ルールの全文を添付しました。
help-page-every-rule = **すべてのルール**: `/ルール ゲーム:{ $title }`

## The diagrams' words

lesson-meter-heading = 白 { $placed } が黒 { $victim } を取る
lesson-meter-caption = { $placed } に置く前、黒 { $victim } はすぐに最外周の環へ出られました。今では最も近い道のりが { $steps } 歩かかります（矢印）。位置が悪くなったので取られます。
lesson-meter-edge = 最外周の環にある石は決して取られません。
lesson-meter-tag-captured = { $cell }: 取られる
lesson-meter-tag-now = 今は { $steps } 歩
lesson-interleave-heading = 赤は { $target } に置ける: 黒 { $black } 個、赤 { $red } 個が見える
lesson-interleave-caption-sight = マスから6本の直線に沿って見て、各線の最初の石だけを数えます。{ $hidden } は { $front } の後ろに隠れています。
lesson-interleave-caption-rule = 自分の石より相手の石が多く見えるマスにだけ置けます。ここは赤なら置けて、黒は置けません。
lesson-tag-hidden = { $cell }: 隠れている
lesson-thwart-heading = { $cell } が焼けた: 1つのマスに黒と白
lesson-thwart-caption = 1つのマスに同じ色の石が2つあるとダブルになります（{ $cell } は2と数えます）。得点は自分の色のグループの大きさ（数字）の積です:
lesson-thwart-score = { $colour ->
    [black] 黒
   *[other] 白
} { $calculation }
lesson-thwart-tag-burned = 焼けた
lesson-meridians-heading = 明 { $cell } には経路がないので死んでいる
lesson-meridians-caption-path = 経路とは、自分の2つのグループの間を空いた点だけで結ぶ直線です。{ $first }–{ $last } には経路があります。暗 { $blocker } が { $lone } の直線をふさいでいます。
lesson-meridians-caption-removed = { $cell }（×印）は明の次の手の後で取り除かれます。
lesson-meridians-tag-dead = { $cell }: 死に
lesson-meridians-tag-path = 経路
lesson-meridians-tag-blocks = { $cell }: ふさぐ
lesson-meuda-heading = 根 { $root } から黒のグループが { $n } つ見えるので N={ $n }
lesson-meuda-caption-sight = 視線をさえぎるのは相手の石だけです。{ $front } は { $behind } を隠しませんが、白 { $blocker } は { $hidden } を隠します。
lesson-meuda-caption-group = この手番の新しいグループは N = { $n } 個の石です。{ $root } と、それに接し（点）自分のほかの石には接しない石をあと { $more } 個。
