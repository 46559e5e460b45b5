# The help room: /help, its page menu, the game pages and /rules (docs/architecture.md,
# "Text and languages"). The game pages are written from RULES.md §3–§7; a translation says
# exactly what the English says.

## The overview

help-overview-intro = **Stone Arena** hosts five abstract strategy games for two players: { $games }.
help-overview-start = **Start**: `/play <game>` (for example `/play meter`), with an `opponent` to challenge someone, or without one for an open challenge anyone here may accept. Each game's options (board size, colour, clock) show up as you type.
help-overview-play = **Play**: each match gets its own thread. `/move` plays (it suggests your legal moves), `/pass`, `/done`, `/draw`, `/resign`; `/board` and `/history` show a match; `/matches` lists yours. Thwart Omega is played in secret rounds: I send you a direct message each round (or use `/secret` in the thread).
help-overview-learn = **Learn a game**: pick it in the menu below (or `/help game:<name>`): a page in plain words with a picture of its key idea. `/rules game:<name>` gives every detail.
help-overview-tournaments = **Tournaments**: `/tournament status` shows the one running here; sign up with its Join button.

## The page menu

help-menu-overview = Overview
help-menu-overview-description = The games and the commands
help-menu-game-description = Key idea: { help-key-idea }
help-menu-placeholder = Learn a game…
help-gone = That help page no longer exists, so here is the overview.

## A game's page: its key idea (also the menu's description), board, idea, winning

help-key-idea = { $game ->
    [meter] captures
    [interleave] sight lines
    [thwart-omega] burns and products
    [meridians] paths
    [meuda] a group of size N
   *[other] { $game }
}
help-board = { $game ->
    [meter] Hex board (37 cells by default) · Black and White take turns placing one stone on any empty cell. Black starts; White may `swap` instead of answering the first stone.
    [interleave] Hex board (37 cells by default) · Black and Red. First one player sets up any stones of both colours and says `done`; the other picks a colour. Then there are no turns: place whenever you like, and say `done` when you have finished.
    [thwart-omega] 7 × 7 board · played in secret rounds. Every round both players place one Black and one White stone on two empty squares (`b c3 w e5`), by private message or `/secret`; then all four are revealed. You score the groups of your own colour. A move not sent in time is filled at random; a match in which neither player sends a move for 3 rounds in a row (unless the server set another number) is abandoned, with no winner. Every sealed move is committed to in the thread before the reveal, so anyone can check it was not changed (docs/fairness.md).
    [meridians] Hexagonal board of points (114 by default) · Light and Dark; Light starts. Your first stone goes anywhere, your second in a straight line from it with only empty points between.
    [meuda] Hex board (217 cells by default) · Black and White. One player places a Black and a White stone, the other picks a colour; then every turn makes one new group.
   *[other] { $game }
}
help-idea = { $game ->
    [meter] A stone's position is how far out it can get by stepping through empty cells: the outermost ring it can reach, and in how few steps. After your stone lands, every enemy stone whose position got worse is captured (removed). Stones on the edge ring are never captured.
    [interleave] From an empty cell, look along the six straight lines and take the first stone on each (a stone behind it is hidden). You may place a stone only where you see **more enemy stones than your own**.
    [thwart-omega] A Black and a White stone on the same square burn it (it belongs to no one and splits groups); two stones of one colour make a double that counts 2. Your score is the **product** of your colour's group sizes (groups of 4 and 3 score 12).
    [meridians] A path is a straight line of empty points between two of your groups. A group with no path is dead and is removed after its owner's next move. Later stones go where the nearest stone along some line is yours; pass only when you cannot place.
    [meuda] Place a root touching none of your stones. N is the number of your groups it sees along the six lines (only enemy stones block sight). Your turn places exactly N stones: the root and N−1 more, each touching the new group and none of your others (`/move` lists roots with their N; `d1 d2 e1` plays a whole turn).
   *[other] { $game }
}
help-winning = { $game ->
    [meter] **Winning**: when the board is full, pairs of equal-sized Black and White groups cancel out; whoever owns the largest group left wins.
    [interleave] **Winning**: when both players are done, compare group sizes from the largest down; the first difference wins, and if all are equal, Red wins.
    [thwart-omega] **Winning**: when three or fewer squares are empty they burn and the game ends; the higher product wins (a tie: group sizes from the largest down, then the `tiebreak` option).
    [meridians] **Winning**: from your third turn on, if you have no stones left you lose. Players may also agree a result with `/draw`.
    [meuda] **Winning**: one point for each different group size you have, plus ½ for the largest group; no legal root means you pass, and two passes end the game.
   *[other] { $game }
}
help-page-idea = **Key idea: { help-key-idea }.** { help-idea }
help-page-picture = **In the picture**: { $heading }.
help-page-start = **Start**: `/play { $game }` (add `opponent:` to challenge someone) · { $more }
help-page-rules-attached = The full rules are attached.
help-page-every-rule = **Every rule**: `/rules game:{ $title }`

## The diagrams' words (render/lessons.py; the English there is the same)

lesson-meter-heading = White { $placed } captures Black { $victim }
lesson-meter-caption = Before { $placed }, Black { $victim } could step onto the edge ring at once. Now its nearest way takes { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} (arrow): its position got worse, so it is captured.
lesson-meter-edge = Stones on the edge ring are never captured.
lesson-meter-tag-captured = { $cell }: captured
lesson-meter-tag-now = now { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
lesson-interleave-heading = Red may place on { $target }: it sees { $black } Black, { $red } Red
lesson-interleave-caption-sight = Look along the six lines from a cell and take the first stone on each: { $hidden } is hidden behind { $front }.
lesson-interleave-caption-rule = Place only where you see more enemy stones than your own: here Red may, Black may not.
lesson-tag-hidden = { $cell }: hidden
lesson-thwart-heading = { $cell } burned: Black and White on one square
lesson-thwart-caption = Two stones of one colour on a square make a double ({ $cell } counts 2). Your score is the product of your colour's group sizes (the numbers):
lesson-thwart-score = { $colour ->
    [black] Black
   *[other] White
} { $calculation }
lesson-thwart-tag-burned = burned
lesson-meridians-heading = Light { $cell } has no path, so it is dead
lesson-meridians-caption-path = A path is a straight line of empty points between two of your groups: { $first }–{ $last } has one. Dark { $blocker } blocks { $lone }'s line.
lesson-meridians-caption-removed = { $cell } (crossed) is removed after Light's next move.
lesson-meridians-tag-dead = { $cell }: dead
lesson-meridians-tag-path = path
lesson-meridians-tag-blocks = { $cell } blocks
lesson-meuda-heading = Root { $root } sees { $n } Black groups, so N = { $n }
lesson-meuda-caption-sight = Only enemy stones block sight: { $front } does not hide { $behind }; White { $blocker } hides { $hidden }.
lesson-meuda-caption-group = This turn's new group has N = { $n } stones: { $root } and { $more ->
    [one] 1 more
   *[other] { $more } more
} touching it (dots) and none of your others.
