# The rules' refusals (rules/: an IllegalMove or InvalidMove names its key and its facts): the
# bot says `rules-<key>` in the reader's language. The English must say word for word what the
# rules say (tests/engine/test_rules_words.py checks it). $colour and the like are the rules'
# lowercase colour words (black, white, red, light, dark); cells and moves are as typed.

## Every game (rules/game.py)

rules-not-text = A move must be text, like `{ $example }`.
rules-too-long = That is too long to be a move ({ $length } characters). A move looks like `{ $example }`.
rules-empty = The move is empty. A move looks like `{ $example }`.
rules-no-seat = There is no seat { $seat } in a two-player game.
rules-game-over = The game is over.
rules-not-your-turn = It is not your turn.
rules-no-legal-move = There is no legal move.
rules-not-in-rounds = { $game } is played one move at a time, not in rounds.
rules-colour-to-move = It is not your turn: { $colour ->
    [black] Black
    [white] White
    [red] Red
    [light] Light
   *[dark] Dark
} is to move.
rules-colour-turn = It is { $colour ->
    [black] Black
    [white] White
    [red] Red
    [light] Light
   *[dark] Dark
}'s turn.
rules-other-choosing = The other player is choosing a colour.
rules-colours-chosen = The colours are already chosen.
rules-cell-taken = { $cell } is taken; choose an empty cell.

## Meter (rules/meter/)

rules-meter-no-pass = Could not read `{ $text }` as a move. Meter has no passing: every turn places a stone on an empty cell. Example: `{ $example }`.
rules-meter-no-cell = Could not read `{ $text }` as a move. There is no cell { $cell } on this board (rows a–{ $last }). Example: `{ $example }`.
rules-meter-unread = Could not read `{ $text }` as a move. A move is an empty cell, or `swap` as the second move of the game. Example: `{ $example }`.
rules-meter-swap-no-pie = swap is only allowed as the second move of a game with the pie rule, and this match is played without it.
rules-meter-swap-late = swap is only allowed as the second move of the game.
rules-meter-taken = { $cell } is taken by a { $colour ->
    [black] Black
   *[white] White
} stone; place yours on an empty cell.

## Interleave (rules/interleave/)

rules-interleave-unread-setup = Could not read `{ $text }` as a move. In the setup, name a colour and a cell, or write `done`. Example: `{ $example }`.
rules-interleave-unread-choice = Could not read `{ $text }` as a move. Choose a colour: `black` or `red`. Example: `{ $example }`.
rules-interleave-unread-play = Could not read `{ $text }` as a move. Name an empty cell. Example: `{ $example }`.
rules-interleave-no-cell = Could not read `{ $text }` as a move. `{ $cell }` is not a cell of this board (rows a–{ $last }). Example: `{ $example }`.
rules-interleave-setup-colour = Could not read `{ $text }` as a move. In the setup, say which colour goes on { $cell }: `black { $cell }` or `red { $cell }`. Example: `{ $example }`.
rules-interleave-setting-up = Seat 0 is setting up the board; wait until they write `done`.
rules-interleave-no-placement = You have no legal placement left, so you count as done.
rules-interleave-wrong-colour = You play { $mine ->
    [black] Black
   *[red] Red
}, so you cannot place a { $colour ->
    [black] Black
   *[red] Red
} stone. Write just the cell, like `{ $cell }`.
rules-interleave-last-cell = A Red stone may not fill the last empty cell while no Black stone stands: the setup could never end. Place a Black stone on { $cell }.
rules-interleave-setup-pass = There is no `pass` in the setup: place stones, then `done`.
rules-interleave-setup-choice = Seat 1 chooses a colour after the setup; place stones with `black d4` or `red d4`, then write `done`.
rules-interleave-setup-move = In the setup, write a colour and a cell (`black d4`), or `done`.
rules-interleave-setup-no-black = Place at least one Black stone before you write `done`.
rules-interleave-choose = Choose a colour for yourself: `black` or `red`.
# What a cell sees ($black and $red stones along its lines), and why a $colour stone may not go there.
rules-interleave-sees-nothing = { $cell } sees no stone; { rules-interleave-needs }
rules-interleave-sees-black = { $cell } sees { $black ->
    [one] { $black } Black stone
   *[other] { $black } Black stones
}; { rules-interleave-needs }
rules-interleave-sees-red = { $cell } sees { $red ->
    [one] { $red } Red stone
   *[other] { $red } Red stones
}; { rules-interleave-needs }
rules-interleave-sees-both = { $cell } sees { $black } Black and { $red ->
    [one] { $red } Red stone
   *[other] { $red } Red stones
}; { rules-interleave-needs }
rules-interleave-needs = { $colour ->
    [black] a Black stone needs to see strictly more Red than Black.
   *[red] a Red stone needs to see strictly more Black than Red.
}
rules-interleave-turns-done = In turns mode there is no `done`: write `pass` to skip your turn.
rules-interleave-done-already = You are already done; place a stone if you want to go on.
rules-interleave-realtime-pass = There are no turns in realtime mode, so there is no `pass`: write `done` when you are finished.

## Thwart Omega (rules/thwart_omega/)

rules-thwart-unread = Could not read `{ $text }` as a move. A submission names one Black and one White square. Example: `{ $example }`.
rules-thwart-unknown-word = Could not read `{ $text }` as a move. `{ $word }` is neither a colour nor a square. Example: `{ $example }`.
rules-thwart-unpaired = Could not read `{ $text }` as a move. A submission is a colour and a square, twice (Black and White). Example: `{ $example }`.
rules-thwart-no-colours = `{ $text }` has no colour letters: say which square gets the Black stone and which gets the White one, like `{ $example }`.
rules-thwart-one-colour = `{ $text }` names only a { $colour ->
    [black] Black stone; a submission also needs a White stone
   *[white] White stone; a submission also needs a Black stone
}, like `{ $example }`.
rules-thwart-same-colour = `{ $text }` names two { $colour ->
    [black] Black
   *[white] White
} stones; a submission is one Black stone and one White stone, like `{ $example }`.
rules-thwart-no-square = { $square } is not a square of the 7×7 board (files a to g, ranks 1 to 7). Example: `{ $example }`.
rules-thwart-not-empty = { $square } is not empty: { $held ->
    [burned] it is burned
    [black] it holds a Black stone
    [white] it holds a White stone
    [double-black] it holds a double Black stone
   *[double-white] it holds a double White stone
}.
rules-thwart-same-square = Both stones name { $square }; they must go on two different empty squares.
rules-thwart-rounds = Thwart Omega is played in rounds: both players submit a Black and a White square (like `{ $example }`), and all four stones are placed together when the round ends.
rules-thwart-round-seats = A round needs one submission from each seat (0 and 1).
rules-thwart-round-missing = There is no submission from seat { $seat } ({ $colour ->
    [black] Black
   *[white] White
}); a round needs both.
# $problem: the rules' English sentence (a round is resolved from submissions already checked,
# so a player never meets this one).
rules-thwart-round-illegal = { $colour ->
    [black] Black
   *[white] White
}'s submission (seat { $seat }) is illegal: { $problem }

## Meridians (rules/meridians/)

rules-meridians-foreign-word = Could not read `{ $text }` as a move. Meridians moves are a point, `pass`, or (pie) `light` or `dark`. Example: `{ $example }`.
rules-meridians-no-such-point = Could not read `{ $text }` as a move. There is no such point on this board: rows are a to { $last }, and row a has points 1 to { $width }. Example: `{ $example }`.
rules-meridians-unread = Could not read `{ $text }` as a move. A move is a point such as `g6`, or `pass`. Example: `{ $example }`.
rules-meridians-choosing = It is not your turn: seat 1 is choosing a colour.
rules-meridians-pie-stones = It is not your turn: seat 0 is placing the first two stones (pie rule).
rules-meridians-choose = Now seat 1 chooses a colour for the rest of the game: `light` or `dark`.
rules-meridians-no-pie = This game is played without the pie rule, so there is no colour to choose.
rules-meridians-choice-later = Seat 0 first places a Light stone and then a Dark stone; the choice comes next.
rules-meridians-colours-chosen = The colours were already chosen; now place a stone.
rules-meridians-pass = You may pass only when no placement is legal, and you have { $placements } legal placements (for example { $cell }).
rules-meridians-no-point = { $cell } is not a point of this board.
rules-meridians-taken = { $cell } is already taken by a { $colour ->
    [light] Light
   *[dark] Dark
} stone.
rules-meridians-second-adjacent = { $cell } is adjacent to your first stone at { $first }; the second stone needs a path: at least one empty point between them on a line.
rules-meridians-second-blocked = { $cell } is on a line with your first stone at { $first }, but { $between } is in between; the second stone needs only empty points between them.
rules-meridians-second-off-line = { $cell } is not on a line with your first stone at { $first } with only empty points between.
rules-meridians-no-path = From { $cell } the nearest stone along every line is { $colour ->
    [light] Dark (or nothing): you need a line whose nearest stone is Light
   *[dark] Light (or nothing): you need a line whose nearest stone is Dark
}.

## Meuda (rules/meuda/)

rules-meuda-unread = Could not read `{ $text }` as a move. Write one cell (like `d4`), `pass`, `black` or `white`. Example: `{ $example }`.
rules-meuda-several-cells = `{ $text }` names { $cells } cells, but here each stone is its own move: play `{ $cell }` first, then the next. (The match service splits a whole turn written on one line, like `d1 d2 e1`, into single stones.)
rules-meuda-pie-stones = Seat 0 is placing the two pie stones (one Black, then one White).
rules-meuda-choosing = Seat 1 is choosing a colour (`black` or `white`).
rules-meuda-building = It is { $colour ->
    [black] Black's turn: Black
   *[white] White's turn: White
} is building a group of { $stones } stones ({ $placed } placed so far).
rules-meuda-colours-chosen = The colours were chosen at the start; place a stone now (or `pass` when you have no legal root).
rules-meuda-pie-first = First seat 0 places the pie stones: put the { $colour ->
    [black] Black
   *[white] White
} stone on an empty cell (like `{ $example }`).
rules-meuda-choose = Choose a colour now: `black` or `white` (Black then moves first).
rules-meuda-pass-mid-turn = You cannot pass in the middle of a turn: your new group needs { $stones ->
    [one] { $stones } more stone
   *[other] { $stones } more stones
}.
rules-meuda-pass-with-root = You cannot pass while you have a legal root (for example { $cell }).
rules-meuda-not-empty = { $cell } is not empty: there is a { $colour ->
    [black] Black
   *[white] White
} stone on it.
rules-meuda-root-touches = { $cell } touches your stone at { $other }: a root may not touch your own stones.
rules-meuda-root-blind = { $cell } sees no { $colour ->
    [black] Black stone along any line: a root must see at least one of your groups (only White
   *[white] White stone along any line: a root must see at least one of your groups (only Black
} stones block the view).
rules-meuda-root-cramped = The root at { $cell } sees { $groups ->
    [one] { $groups } { rules-meuda-group }
   *[other] { $groups } { rules-meuda-group }s
} but only { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
} can be reached for the group (empty cells that touch none of your other stones).
rules-meuda-group = { $colour ->
    [black] Black group
   *[white] White group
}
rules-meuda-branch-joins = { $cell } would join your stone at { $other }: a branched stone may touch only the group you are building.
rules-meuda-branch-apart = { $cell } does not touch the group you are building ({ $group }): each branched stone must be next to it.
