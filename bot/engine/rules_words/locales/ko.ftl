# The rules' refusals (rules/: an IllegalMove or InvalidMove names its key and its facts): the
# bot says `rules-<key>` in the reader's language. The English must say word for word what the
# rules say (tests/engine/test_rules_words.py checks it). $colour and the like are the rules'
# lowercase colour words (black, white, red, light, dark); cells and moves are as typed.

## Every game (rules/game.py)

rules-not-text = 수는 `{ $example }`처럼 글자로 써야 합니다.
rules-too-long = 수로 보기에는 너무 깁니다({ $length }자). 수는 `{ $example }` 같은 모양입니다.
rules-empty = 수가 비어 있습니다. 수는 `{ $example }` 같은 모양입니다.
rules-no-seat = 2인용 게임에 { $seat } 자리는 없습니다.
rules-game-over = 게임이 끝났습니다.
rules-not-your-turn = 내 차례가 아닙니다.
rules-no-legal-move = 둘 수 있는 수가 없습니다.
rules-not-in-rounds = { $game } 게임은 라운드가 아니라 한 수씩 두는 게임입니다.
rules-colour-to-move = 내 차례가 아닙니다: 지금은 { $colour ->
    [black] 흑
    [white] 백
    [red] 빨강
    [light] 밝은 돌
   *[dark] 어두운 돌
} 차례입니다.
rules-colour-turn = 지금은 { $colour ->
    [black] 흑
    [white] 백
    [red] 빨강
    [light] 밝은 돌
   *[dark] 어두운 돌
} 차례입니다.
rules-other-choosing = 상대가 색을 고르고 있습니다.
rules-colours-chosen = 색은 이미 정해졌습니다.
rules-cell-taken = { $cell } 칸은 이미 차 있습니다. 빈 칸을 고르세요.

## Meter (rules/meter/)

rules-meter-no-pass = `{ $text }`: 수로 읽을 수 없습니다. Meter에는 패스가 없습니다: 매 차례 빈 칸에 돌을 하나 놓습니다. 예: `{ $example }`.
rules-meter-no-cell = `{ $text }`: 수로 읽을 수 없습니다. 이 판에는 { $cell } 칸이 없습니다(줄 a–{ $last }). 예: `{ $example }`.
rules-meter-unread = `{ $text }`: 수로 읽을 수 없습니다. 수는 빈 칸 하나, 또는 게임의 두 번째 수로 `swap`입니다. 예: `{ $example }`.
rules-meter-swap-no-pie = swap(색 바꾸기)은 파이 규칙이 있는 게임의 두 번째 수로만 둘 수 있는데, 이 대국은 파이 규칙 없이 둡니다.
rules-meter-swap-late = swap(색 바꾸기)은 게임의 두 번째 수로만 둘 수 있습니다.
rules-meter-taken = { $cell } 칸에는 이미 { $colour ->
    [black] 흑
   *[white] 백
} 돌이 있습니다. 빈 칸에 두세요.

## Interleave (rules/interleave/)

rules-interleave-unread-setup = `{ $text }`: 수로 읽을 수 없습니다. 배치 중에는 색과 칸을 쓰거나 `done`을 쓰세요. 예: `{ $example }`.
rules-interleave-unread-choice = `{ $text }`: 수로 읽을 수 없습니다. 색을 고르세요: `black` 또는 `red`. 예: `{ $example }`.
rules-interleave-unread-play = `{ $text }`: 수로 읽을 수 없습니다. 빈 칸을 쓰세요. 예: `{ $example }`.
rules-interleave-no-cell = `{ $text }`: 수로 읽을 수 없습니다. `{ $cell }` 칸은 이 판에 없습니다(줄 a–{ $last }). 예: `{ $example }`.
rules-interleave-setup-colour = `{ $text }`: 수로 읽을 수 없습니다. 배치 중에는 { $cell }에 어떤 색을 놓을지 쓰세요: `black { $cell }` 또는 `red { $cell }`. 예: `{ $example }`.
rules-interleave-setting-up = 첫째 자리 선수가 판을 배치하고 있습니다. `done`을 쓸 때까지 기다리세요.
rules-interleave-no-placement = 더 이상 놓을 수 있는 칸이 없어 끝낸 것으로 칩니다.
rules-interleave-wrong-colour = { $mine ->
    [black] 흑
   *[red] 빨강
}으로 두고 있으므로 { $colour ->
    [black] 흑
   *[red] 빨강
} 돌은 놓을 수 없습니다. `{ $cell }`처럼 칸만 쓰세요.
rules-interleave-last-cell = 흑 돌이 하나도 없는 동안에는 빨강 돌로 마지막 빈 칸을 채울 수 없습니다: 배치가 끝날 수 없게 됩니다. { $cell }에는 흑 돌을 놓으세요.
rules-interleave-setup-pass = 배치 중에는 `pass`가 없습니다: 돌을 놓은 뒤 `done`을 쓰세요.
rules-interleave-setup-choice = 색은 배치가 끝난 뒤 둘째 자리 선수가 고릅니다. `black d4`나 `red d4`로 돌을 놓은 뒤 `done`을 쓰세요.
rules-interleave-setup-move = 배치 중에는 색과 칸(`black d4`)이나 `done`을 쓰세요.
rules-interleave-setup-no-black = `done`을 쓰기 전에 흑 돌을 하나 이상 놓으세요.
rules-interleave-choose = 자신의 색을 고르세요: `black` 또는 `red`.
# What a cell sees ($black and $red stones along its lines), and why a $colour stone may not go there.
rules-interleave-sees-nothing = { $cell }에서는 돌이 하나도 보이지 않습니다. { rules-interleave-needs }
rules-interleave-sees-black = { $cell }에서는 흑 돌 { $black }개가 보입니다. { rules-interleave-needs }
rules-interleave-sees-red = { $cell }에서는 빨강 돌 { $red }개가 보입니다. { rules-interleave-needs }
rules-interleave-sees-both = { $cell }에서는 흑 돌 { $black }개와 빨강 돌 { $red }개가 보입니다. { rules-interleave-needs }
rules-interleave-needs = { $colour ->
    [black] 흑 돌은 빨강 돌이 흑 돌보다 많이 보이는 칸에만 놓을 수 있습니다.
   *[red] 빨강 돌은 흑 돌이 빨강 돌보다 많이 보이는 칸에만 놓을 수 있습니다.
}
rules-interleave-turns-done = 차례제에는 `done`이 없습니다: 차례를 넘기려면 `pass`를 쓰세요.
rules-interleave-done-already = 이미 끝냈습니다. 계속하려면 돌을 놓으세요.
rules-interleave-realtime-pass = 실시간 방식에는 차례가 없으므로 `pass`도 없습니다: 다 두었으면 `done`을 쓰세요.

## Thwart Omega (rules/thwart_omega/)

rules-thwart-unread = `{ $text }`: 수로 읽을 수 없습니다. 제출에는 흑 칸 하나와 백 칸 하나를 씁니다. 예: `{ $example }`.
rules-thwart-unknown-word = `{ $text }`: 수로 읽을 수 없습니다. `{ $word }` 부분은 색도 칸도 아닙니다. 예: `{ $example }`.
rules-thwart-unpaired = `{ $text }`: 수로 읽을 수 없습니다. 제출은 색과 칸을 두 번(흑과 백) 씁니다. 예: `{ $example }`.
rules-thwart-no-colours = `{ $text }`에는 색 글자가 없습니다: `{ $example }`처럼 어느 칸에 흑 돌을, 어느 칸에 백 돌을 놓을지 쓰세요.
rules-thwart-one-colour = `{ $text }`에는 { $colour ->
    [black] 흑 돌만 있습니다. 제출에는 백 돌도
   *[white] 백 돌만 있습니다. 제출에는 흑 돌도
} 필요합니다. 예: `{ $example }`.
rules-thwart-same-colour = `{ $text }`에는 { $colour ->
    [black] 흑
   *[white] 백
} 돌이 둘입니다. 제출은 흑 돌 하나와 백 돌 하나입니다. 예: `{ $example }`.
rules-thwart-no-square = { $square } 칸은 7×7 판에 없습니다(세로줄 a~g, 가로줄 1~7). 예: `{ $example }`.
rules-thwart-not-empty = { $square } 칸은 비어 있지 않습니다: { $held ->
    [burned] 불탄 칸입니다
    [black] 흑 돌이 있습니다
    [white] 백 돌이 있습니다
    [double-black] 흑 더블 돌이 있습니다
   *[double-white] 백 더블 돌이 있습니다
}.
rules-thwart-same-square = 두 돌이 모두 { $square } 칸을 가리킵니다. 두 돌은 서로 다른 빈 칸에 놓아야 합니다.
rules-thwart-rounds = Thwart Omega는 라운드로 둡니다: 두 선수가 흑 칸과 백 칸을 하나씩 제출하고(`{ $example }`처럼), 라운드가 끝나면 네 돌이 함께 놓입니다.
rules-thwart-round-seats = 라운드에는 각 자리(0과 1)의 제출이 하나씩 필요합니다.
rules-thwart-round-missing = { $seat } 자리({ $colour ->
    [black] 흑
   *[white] 백
})의 제출이 없습니다. 라운드에는 둘 다 필요합니다.
# $problem: the rules' English sentence (a round is resolved from submissions already checked,
# so a player never meets this one).
rules-thwart-round-illegal = { $colour ->
    [black] 흑
   *[white] 백
}의 제출({ $seat } 자리)이 규칙에 어긋납니다: { $problem }

## Meridians (rules/meridians/)

rules-meridians-foreign-word = `{ $text }`: 수로 읽을 수 없습니다. Meridians의 수는 점 하나, `pass`, 또는 (파이 규칙에서) `light`나 `dark`입니다. 예: `{ $example }`.
rules-meridians-no-such-point = `{ $text }`: 수로 읽을 수 없습니다. 이 판에는 그런 점이 없습니다: 줄은 a부터 { $last }까지이고, a줄의 점은 1부터 { $width }까지입니다. 예: `{ $example }`.
rules-meridians-unread = `{ $text }`: 수로 읽을 수 없습니다. 수는 `g6` 같은 점 하나, 또는 `pass`입니다. 예: `{ $example }`.
rules-meridians-choosing = 내 차례가 아닙니다: 둘째 자리 선수가 색을 고르고 있습니다.
rules-meridians-pie-stones = 내 차례가 아닙니다: 첫째 자리 선수가 처음 두 돌을 놓고 있습니다(파이 규칙).
rules-meridians-choose = 이제 둘째 자리 선수가 남은 게임에서 쓸 색을 고릅니다: `light` 또는 `dark`.
rules-meridians-no-pie = 이 게임은 파이 규칙 없이 두므로 고를 색이 없습니다.
rules-meridians-choice-later = 첫째 자리 선수가 먼저 밝은 돌 하나와 어두운 돌 하나를 놓고, 그다음에 색을 고릅니다.
rules-meridians-colours-chosen = 색은 이미 정해졌습니다. 이제 돌을 놓으세요.
rules-meridians-pass = 놓을 수 있는 점이 하나도 없을 때만 패스할 수 있는데, 지금 놓을 수 있는 점이 { $placements }개 있습니다(예: { $cell }).
rules-meridians-no-point = { $cell } 점은 이 판에 없습니다.
rules-meridians-taken = { $cell } 점에는 이미 { $colour ->
    [light] 밝은 돌이
   *[dark] 어두운 돌이
} 있습니다.
rules-meridians-second-adjacent = { $cell } 점은 { $first }에 있는 첫 돌과 붙어 있습니다. 두 번째 돌은 경로가 필요합니다: 한 줄 위에서 둘 사이에 빈 점이 하나 이상 있어야 합니다.
rules-meridians-second-blocked = { $cell } 점은 { $first }에 있는 첫 돌과 한 줄 위에 있지만 그 사이에 { $between } 점이 있습니다. 두 번째 돌과 첫 돌 사이에는 빈 점만 있어야 합니다.
rules-meridians-second-off-line = { $cell } 점은 { $first }에 있는 첫 돌과 빈 점만 사이에 둔 한 줄 위에 있지 않습니다.
rules-meridians-no-path = { $cell }에서 모든 줄의 가장 가까운 돌이 { $colour ->
    [light] 어두운 돌입니다(또는 돌이 없습니다): 가장 가까운 돌이 밝은 돌인 줄이 필요합니다
   *[dark] 밝은 돌입니다(또는 돌이 없습니다): 가장 가까운 돌이 어두운 돌인 줄이 필요합니다
}.

## Meuda (rules/meuda/)

rules-meuda-unread = `{ $text }`: 수로 읽을 수 없습니다. 칸 하나(`d4`처럼), `pass`, `black`, `white` 중 하나를 쓰세요. 예: `{ $example }`.
rules-meuda-several-cells = `{ $text }`에는 칸이 { $cells }개 있지만, 여기서는 돌 하나가 수 하나입니다: 먼저 `{ $cell }`에 두고 다음 돌을 두세요. (대국에서는 `d1 d2 e1`처럼 한 줄에 쓴 차례 전체를 하나씩 나누어 둡니다.)
rules-meuda-pie-stones = 첫째 자리 선수가 파이 돌 두 개(흑 하나, 그다음 백 하나)를 놓고 있습니다.
rules-meuda-choosing = 둘째 자리 선수가 색을 고르고 있습니다(`black` 또는 `white`).
rules-meuda-building = 지금은 { $colour ->
    [black] 흑
   *[white] 백
} 차례입니다: 돌 { $stones }개짜리 그룹을 만드는 중입니다(지금까지 { $placed }개).
rules-meuda-colours-chosen = 색은 처음에 정해졌습니다. 이제 돌을 놓으세요(둘 수 있는 뿌리가 없으면 `pass`).
rules-meuda-pie-first = 먼저 첫째 자리 선수가 파이 돌을 놓습니다: { $colour ->
    [black] 흑
   *[white] 백
} 돌을 빈 칸에 놓으세요(`{ $example }`처럼).
rules-meuda-choose = 이제 색을 고르세요: `black` 또는 `white` (그다음 흑이 먼저 둡니다).
rules-meuda-pass-mid-turn = 차례 중간에는 패스할 수 없습니다: 새 그룹에 돌이 { $stones }개 더 필요합니다.
rules-meuda-pass-with-root = 둘 수 있는 뿌리가 있는 동안에는 패스할 수 없습니다(예: { $cell }).
rules-meuda-not-empty = { $cell } 칸은 비어 있지 않습니다: { $colour ->
    [black] 흑
   *[white] 백
} 돌이 있습니다.
rules-meuda-root-touches = { $cell } 칸은 { $other }에 있는 내 돌과 붙어 있습니다: 뿌리는 자기 돌과 붙을 수 없습니다.
rules-meuda-root-blind = { $cell }에서는 어느 줄을 따라가도 { $colour ->
    [black] 흑 돌이 보이지 않습니다: 뿌리에서는 내 그룹이 하나 이상 보여야 합니다(시선은 백
   *[white] 백 돌이 보이지 않습니다: 뿌리에서는 내 그룹이 하나 이상 보여야 합니다(시선은 흑
} 돌만 가립니다).
rules-meuda-root-cramped = { $cell }의 뿌리에서는 { rules-meuda-group } { $groups }개가 보이지만, 그룹이 닿을 수 있는 칸(내 다른 돌과 붙지 않은 빈 칸)은 { $cells }칸뿐입니다.
rules-meuda-group = { $colour ->
    [black] 흑 그룹
   *[white] 백 그룹
}
rules-meuda-branch-joins = { $cell }에 두면 { $other }에 있는 내 돌과 이어집니다: 가지 돌은 만들고 있는 그룹에만 붙을 수 있습니다.
rules-meuda-branch-apart = { $cell } 칸은 만들고 있는 그룹({ $group })과 붙어 있지 않습니다: 가지 돌은 그 그룹 바로 옆에 놓아야 합니다.
