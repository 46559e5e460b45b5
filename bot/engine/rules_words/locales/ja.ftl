# The rules' refusals (rules/: an IllegalMove or InvalidMove names its key and its facts): the
# bot says `rules-<key>` in the reader's language. The English must say word for word what the
# rules say (tests/engine/test_rules_words.py checks it). $colour and the like are the rules'
# lowercase colour words (black, white, red, light, dark); cells and moves are as typed.

## Every game (rules/game.py)

rules-not-text = 手は `{ $example }` のように文字で書いてください。
rules-too-long = 手としては長すぎます（{ $length } 文字）。手は `{ $example }` のような形です。
rules-empty = 手が空です。手は `{ $example }` のような形です。
rules-no-seat = 2人用のゲームに席 { $seat } はありません。
rules-game-over = ゲームは終わりました。
rules-not-your-turn = あなたの手番ではありません。
rules-no-legal-move = 指せる手がありません。
rules-not-in-rounds = { $game } はラウンド制ではなく、一手ずつ指すゲームです。
rules-colour-to-move = あなたの手番ではありません: 今は{ $colour ->
    [black] 黒
    [white] 白
    [red] 赤
    [light] 明
   *[dark] 暗
}の手番です。
rules-colour-turn = 今は{ $colour ->
    [black] 黒
    [white] 白
    [red] 赤
    [light] 明
   *[dark] 暗
}の手番です。
rules-other-choosing = 相手が色を選んでいます。
rules-colours-chosen = 色はもう決まっています。
rules-cell-taken = { $cell } は埋まっています。空いているマスを選んでください。

## Meter (rules/meter/)

rules-meter-no-pass = `{ $text }` は手として読めません。Meter にパスはありません。毎手番、空いているマスに石を1つ置きます。例: `{ $example }`。
rules-meter-no-cell = `{ $text }` は手として読めません。この盤に { $cell } というマスはありません（行 a–{ $last }）。例: `{ $example }`。
rules-meter-unread = `{ $text }` は手として読めません。手は空いているマス1つ、またはゲームの2手目としての `swap` です。例: `{ $example }`。
rules-meter-swap-no-pie = swap（色の交代）はパイルールのあるゲームの2手目にだけ指せますが、この対局はパイルールなしです。
rules-meter-swap-late = swap（色の交代）はゲームの2手目にだけ指せます。
rules-meter-taken = { $cell } にはもう{ $colour ->
    [black] 黒
   *[white] 白
}の石があります。空いているマスに置いてください。

## Interleave (rules/interleave/)

rules-interleave-unread-setup = `{ $text }` は手として読めません。配置中は色とマスを書くか、`done` と書いてください。例: `{ $example }`。
rules-interleave-unread-choice = `{ $text }` は手として読めません。色を選んでください: `black` か `red`。例: `{ $example }`。
rules-interleave-unread-play = `{ $text }` は手として読めません。空いているマスを書いてください。例: `{ $example }`。
rules-interleave-no-cell = `{ $text }` は手として読めません。`{ $cell }` はこの盤のマスではありません（行 a–{ $last }）。例: `{ $example }`。
rules-interleave-setup-colour = `{ $text }` は手として読めません。配置中は { $cell } に置く色を書いてください: `black { $cell }` か `red { $cell }`。例: `{ $example }`。
rules-interleave-setting-up = 席 0 のプレイヤーが盤を配置しています。`done` と書くまで待ってください。
rules-interleave-no-placement = もう置けるマスがないため、完了したものとみなします。
rules-interleave-wrong-colour = あなたは{ $mine ->
    [black] 黒
   *[red] 赤
}なので、{ $colour ->
    [black] 黒
   *[red] 赤
}の石は置けません。`{ $cell }` のようにマスだけを書いてください。
rules-interleave-last-cell = 黒の石が1つもないあいだは、赤の石で最後の空きマスを埋めることはできません。配置が終わらなくなるからです。{ $cell } には黒の石を置いてください。
rules-interleave-setup-pass = 配置中に `pass` はありません。石を置いてから `done` と書いてください。
rules-interleave-setup-choice = 色は配置のあとで席 1 のプレイヤーが選びます。`black d4` や `red d4` で石を置き、`done` と書いてください。
rules-interleave-setup-move = 配置中は色とマス（`black d4`）か、`done` を書いてください。
rules-interleave-setup-no-black = `done` と書く前に黒の石を少なくとも1つ置いてください。
rules-interleave-choose = 自分の色を選んでください: `black` か `red`。
# What a cell sees ($black and $red stones along its lines), and why a $colour stone may not go there.
rules-interleave-sees-nothing = { $cell } からは石が1つも見えません。{ rules-interleave-needs }
rules-interleave-sees-black = { $cell } からは黒の石が { $black } 個見えます。{ rules-interleave-needs }
rules-interleave-sees-red = { $cell } からは赤の石が { $red } 個見えます。{ rules-interleave-needs }
rules-interleave-sees-both = { $cell } からは黒の石が { $black } 個、赤の石が { $red } 個見えます。{ rules-interleave-needs }
rules-interleave-needs = { $colour ->
    [black] 黒の石は、赤の石が黒の石より多く見えるマスにしか置けません。
   *[red] 赤の石は、黒の石が赤の石より多く見えるマスにしか置けません。
}
rules-interleave-turns-done = 手番制に `done` はありません。手番を飛ばすには `pass` と書いてください。
rules-interleave-done-already = もう完了しています。続けるなら石を置いてください。
rules-interleave-realtime-pass = リアルタイム制には手番がないので `pass` もありません。置き終えたら `done` と書いてください。

## Thwart Omega (rules/thwart_omega/)

rules-thwart-unread = `{ $text }` は手として読めません。提出では黒のマスと白のマスを1つずつ書きます。例: `{ $example }`。
rules-thwart-unknown-word = `{ $text }` は手として読めません。`{ $word }` は色でもマスでもありません。例: `{ $example }`。
rules-thwart-unpaired = `{ $text }` は手として読めません。提出は色とマスを2回（黒と白）書きます。例: `{ $example }`。
rules-thwart-no-colours = `{ $text }` には色の文字がありません。`{ $example }` のように、どのマスに黒の石を、どのマスに白の石を置くか書いてください。
rules-thwart-one-colour = `{ $text }` には{ $colour ->
    [black] 黒の石しかありません。提出には白の石も
   *[white] 白の石しかありません。提出には黒の石も
}必要です。例: `{ $example }`。
rules-thwart-same-colour = `{ $text }` には{ $colour ->
    [black] 黒
   *[white] 白
}の石が2つあります。提出は黒の石1つと白の石1つです。例: `{ $example }`。
rules-thwart-no-square = { $square } は 7×7 の盤のマスではありません（列 a〜g、段 1〜7）。例: `{ $example }`。
rules-thwart-not-empty = { $square } は空いていません: { $held ->
    [burned] 焼けたマスです
    [black] 黒の石があります
    [white] 白の石があります
    [double-black] 黒のダブルの石があります
   *[double-white] 白のダブルの石があります
}。
rules-thwart-same-square = 2つの石がどちらも { $square } を指しています。2つの石は別々の空きマスに置いてください。
rules-thwart-rounds = Thwart Omega はラウンド制です。両プレイヤーが黒のマスと白のマスを1つずつ提出し（`{ $example }` のように）、ラウンドが終わると4つの石が一緒に置かれます。
rules-thwart-round-seats = ラウンドには各席（0 と 1）の提出が1つずつ必要です。
rules-thwart-round-missing = 席 { $seat }（{ $colour ->
    [black] 黒
   *[white] 白
}）の提出がありません。ラウンドには両方が必要です。
# $problem: the rules' English sentence (a round is resolved from submissions already checked,
# so a player never meets this one).
rules-thwart-round-illegal = { $colour ->
    [black] 黒
   *[white] 白
}の提出（席 { $seat }）はルール違反です: { $problem }

## Meridians (rules/meridians/)

rules-meridians-foreign-word = `{ $text }` は手として読めません。Meridians の手は点1つ、`pass`、または（パイルールで）`light` か `dark` です。例: `{ $example }`。
rules-meridians-no-such-point = `{ $text }` は手として読めません。この盤にそのような点はありません。行は a から { $last } まで、a の行の点は 1 から { $width } までです。例: `{ $example }`。
rules-meridians-unread = `{ $text }` は手として読めません。手は `g6` のような点1つか、`pass` です。例: `{ $example }`。
rules-meridians-choosing = あなたの手番ではありません: 席 1 のプレイヤーが色を選んでいます。
rules-meridians-pie-stones = あなたの手番ではありません: 席 0 のプレイヤーが最初の2つの石を置いています（パイルール）。
rules-meridians-choose = 今は席 1 のプレイヤーが、残りのゲームで持つ色を選びます: `light` か `dark`。
rules-meridians-no-pie = このゲームはパイルールなしなので、選ぶ色はありません。
rules-meridians-choice-later = 席 0 のプレイヤーがまず明の石、次に暗の石を置きます。色を選ぶのはその次です。
rules-meridians-colours-chosen = 色はもう決まりました。石を置いてください。
rules-meridians-pass = パスできるのは置ける点が1つもないときだけですが、今は置ける点が { $placements } か所あります（例: { $cell }）。
rules-meridians-no-point = { $cell } はこの盤の点ではありません。
rules-meridians-taken = { $cell } にはもう{ $colour ->
    [light] 明
   *[dark] 暗
}の石があります。
rules-meridians-second-adjacent = { $cell } は { $first } にある最初の石と隣り合っています。2つ目の石には経路が必要です。同じ線の上で、あいだに空いた点が少なくとも1つ要ります。
rules-meridians-second-blocked = { $cell } は { $first } にある最初の石と同じ線の上にありますが、あいだに { $between } があります。2つ目の石とのあいだは空いた点だけでなければなりません。
rules-meridians-second-off-line = { $cell } は、{ $first } にある最初の石と、あいだが空いた点だけの線で結ばれていません。
rules-meridians-no-path = { $cell } から見ると、どの線でもいちばん近い石が{ $colour ->
    [light] 暗（または石なし）です。いちばん近い石が明である線が必要です
   *[dark] 明（または石なし）です。いちばん近い石が暗である線が必要です
}。

## Meuda (rules/meuda/)

rules-meuda-unread = `{ $text }` は手として読めません。マス1つ（`d4` のように）、`pass`、`black`、`white` のいずれかを書いてください。例: `{ $example }`。
rules-meuda-several-cells = `{ $text }` にはマスが { $cells } 個ありますが、ここでは石1つが1手です。まず `{ $cell }` を指し、それから次の石を指してください。（対局では `d1 d2 e1` のように1行に書いた手番全体を1つずつに分けて指します。）
rules-meuda-pie-stones = 席 0 のプレイヤーがパイの石を2つ（黒を1つ、次に白を1つ）置いています。
rules-meuda-choosing = 席 1 のプレイヤーが色を選んでいます（`black` か `white`）。
rules-meuda-building = 今は{ $colour ->
    [black] 黒
   *[white] 白
}の手番です: 石 { $stones } 個のグループを作っています（今までに { $placed } 個）。
rules-meuda-colours-chosen = 色は最初に決まりました。石を置いてください（置ける根がなければ `pass`）。
rules-meuda-pie-first = まず席 0 のプレイヤーがパイの石を置きます: { $colour ->
    [black] 黒
   *[white] 白
}の石を空いているマスに置いてください（`{ $example }` のように）。
rules-meuda-choose = 色を選んでください: `black` か `white`（そのあと黒が先に指します）。
rules-meuda-pass-mid-turn = 手番の途中ではパスできません。新しいグループにはあと { $stones } 個の石が必要です。
rules-meuda-pass-with-root = 置ける根があるあいだはパスできません（例: { $cell }）。
rules-meuda-not-empty = { $cell } は空いていません: { $colour ->
    [black] 黒
   *[white] 白
}の石があります。
rules-meuda-root-touches = { $cell } は { $other } にある自分の石に接しています。根は自分の石に接してはいけません。
rules-meuda-root-blind = { $cell } からはどの線をたどっても{ $colour ->
    [black] 黒の石が見えません。根からは自分のグループが少なくとも1つ見えなければなりません（視線をさえぎるのは白
   *[white] 白の石が見えません。根からは自分のグループが少なくとも1つ見えなければなりません（視線をさえぎるのは黒
}の石だけです）。
rules-meuda-root-cramped = { $cell } の根からは{ rules-meuda-group }が { $groups } 個見えますが、グループが届くマス（自分のほかの石に接していない空きマス）は { $cells } マスしかありません。
rules-meuda-group = { $colour ->
    [black] 黒のグループ
   *[white] 白のグループ
}
rules-meuda-branch-joins = { $cell } に置くと { $other } にある自分の石とつながります。枝の石は作っているグループにしか接してはいけません。
rules-meuda-branch-apart = { $cell } は作っているグループ（{ $group }）に接していません。枝の石はそのグループのすぐ隣に置いてください。
