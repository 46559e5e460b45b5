# Words every room shares: durations, lists, Discord's permission names
# (bot/cogs/common/language/phrases.py formats them).

## Durations: duration(words, seconds) keeps the two largest units, "1 min 30 s".

duration-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
duration-hours = { $count } h
duration-minutes = { $count } min
duration-seconds = { $count } s
duration-two = { $larger } { $smaller }

## Lists: "**A**", "**A** and **B**", "**A**, **B** and **C**"

list-comma = { ", " }
list-and = { $rest } and { $last }

## Permissions, in the words of Discord's channel settings (in English)

permission-name = { $permission ->
    [view_channel] View Channel
    [send_messages] Send Messages
    [send_messages_in_threads] Send Messages in Threads
    [create_public_threads] Create Public Threads
    [create_private_threads] Create Private Threads
    [attach_files] Attach Files
    [manage_guild] Manage Server
    [mention_everyone] Mention @everyone, @here, and All Roles
   *[other] { $permission }
}
# What the bot does without a permission it can live without.
permission-effect = { $permission ->
    [attach_files] boards are posted as text
    [create_public_threads] matches are played in this channel instead of their own thread
    [send_messages_in_threads] matches are played in this channel instead of their own thread
    [create_private_threads] tournament matches get public threads, each announced in the channel
   *[other] { $permission }
}

## Colours, as a game names them (rules.Colour)

colour-name = { $colour ->
    [black] Black
    [white] White
    [red] Red
    [light] Light
    [dark] Dark
   *[other] { $colour }
}

## Answers every command and button may give (bot/cogs/common/replies.py, forms.py, confirm.py)

common-apology = Sorry, something went wrong on my side and nothing was changed by this request. It has been logged; please try again in a moment.
common-restarting = The bot is restarting right now, so nothing was done. Please try again in a minute.
common-unknown-form = This form is out of date (the bot was updated since it was opened), so nothing was recorded. Please open it again.
common-option-unusable = I could not use `{ $value }` for that option; please pick from the list.
common-server-only = This command works in a server channel, not in direct messages.
common-not-allowed = You are not allowed to use this command here.
# question: the room's question (already in the reader's language); expiry: a Discord timestamp
confirm-question = { $question } This cannot be undone. (The buttons expire { $expiry }.)
confirm-not-yours = This confirmation is someone else's; nothing was done.
confirm-no = Nothing was done.
confirm-gone = That button is no longer in use; nothing was done.
confirm-expired = That confirmation expired, so nothing was done. Use the command again.
confirm-yes = { $action ->
    [resign] Resign
    [abort] Abort the match
    [forget] Forget them
   *[host-cancel] Cancel the tournament
}
confirm-keep = Keep it

## Missing permissions (bot/cogs/common/permissions.py); names: the permissions' names, listed

permissions-cannot-post = I cannot play here: I am missing the { $names } { $count ->
    [one] permission
   *[other] permissions
} in this channel, so nobody would see what I post. A server admin can allow it in the channel's settings (Permissions), or use me in another channel. Nothing was done.
permissions-degraded = Note: I am missing the { $names } { $count ->
    [one] permission
   *[other] permissions
} here, so { $effects }.

## Suggestions as a command's option is typed (bot/cogs/common/autocomplete.py)

suggest-match = #{ $id } { $game } vs { $opponent } — { $state ->
    [over] over
    [mine] your move
   *[theirs] their move
}
suggest-tournament = #{ $id } { $name } — { $phase ->
    [signup] sign-up open
    [checkin] check-in open
    [running] running
    [paused] paused
    [finished] finished
   *[cancelled] cancelled
}

## Game options typed by a player (bot/cogs/common/game_options/checks.py); error: the rules' sentence

options-one-of = one of { $choices }
options-on-off = on or off (true or false)
options-range = a whole number from { $low } to { $high }
options-at-least = a whole number of at least { $low }
options-kind = a { $kind }
options-none = { $game } has no options.
options-list = { $game } options: { $options }.
options-unknown = { $game } has no option `{ $name }`. { $help }
options-bad-value = The { $game } option `{ $name }` must be { $allowed }, not `{ $value }`.

## Board pictures and their alt text (render.captions, bot/cogs/common/board_words.py): the
## words drawn in a match's, a puzzle's or a review's board image. Moves stay as typed.

board-player = Player { $number }
board-labelled = { $name } ({ $colour })
board-title-size = { $title } · size { $size }
board-game-over = Game over
board-both-may-move = Both players may move
board-nobody-can-move = Nobody can move
board-to-move = { $player } to move
board-wins = { $reason ->
    [board-full] { $player } wins (the board is full).
    [move-limit] { $player } wins (the move limit was reached).
    [groups] { $player } wins (on group sizes).
    [score] { $player } wins (on score).
    [group-sizes] { $player } wins (on group sizes (tie on score)).
    [tie-seat0] { $player } wins (by the tiebreak option).
    [tie-seat1] { $player } wins (by the tiebreak option).
    [no-stones] { $player } wins (the other side has no stones left).
   *[other] { $player } wins.
}
board-tie-replay = A complete tie: the game will be replayed.
board-draw-move-limit = Draw: the move limit was reached.
board-draw = Draw.
board-removed-count = ; removed { $count } stones
board-removed-cells = ; removed { $cells }
board-last-move = Last move: { $player } { $move }{ $removed }
board-last-move-chose = Last move: { $player } chose { $colour }{ $removed }
board-last-move-placed = Last move: { $player } placed { $move }{ $removed }
board-pie-stone = Last move: { $player } placed the { $colour } pie stone { $move }
board-sizes = { $colour } { $sizes }
board-sizes-none = { $colour } none
board-groups-now = Groups now: { $sizes }
board-group-sizes-now = Group sizes now: { $sizes }
board-meter-swap = { $player } to move: place a stone or swap
board-interleave-setup = { $player } sets up: any stones of both colours, then done
board-interleave-choice = { $player } chooses a colour: black or red
board-interleave-both-done = Both players may place ({ $player } is done)
board-interleave-both = Both players may place
board-interleave-only = Only { $player } can still place
board-meridians-pie = { $player } places the first stones: one Light, then one Dark (pie)
board-meridians-choice = { $player } chooses a colour: light or dark
board-meridians-dead = Crossed stones belong to dead groups: they are removed after their owner's next move.
board-meuda-pie = { $player } places the pie stones: one Black, then one White
board-meuda-choice = { $player } chooses a colour: black or white
board-meuda-stone = { $player } to move: stone { $stone } of a new group of { $size }
board-thwart-round = Round { $number }: { $first } · { $second }{ $removed }
board-thwart-next = Round { $number }, both to move
board-thwart-scores = Black { $black } · White { $white }
board-alt-square-board = { $files } × { $ranks } square board
board-alt-hexhex-board = hexhex board of side { $side } ({ $cells } cells)
board-alt-hex-board = hexagonal board of base { $base } ({ $points } points)
board-alt-board = board of { $cells } cells
board-alt-title = { $title }, { $board }.
board-alt-plays = { $player } plays { $colour }
board-alt-players = { $first }; { $second }
board-alt-stop = .
board-alt-count = { $colour } { $count }
board-alt-burned = burned squares { $count }
board-alt-stones = Stones on the board: { $stones }.
board-alt-no-stones = Stones on the board: none.
board-alt-dead = Dead, to be removed: { $cells }.
board-graph-legend = Winning chances · up: { $first } ahead · down: { $second } ahead
board-graph-axis = { $unit ->
    [round] Rounds
   *[move] Moves
} →   ?! inaccuracy · ? mistake · ?? blunder
board-graph-alt-empty = { $title }: a graph of winning chances with no { $unit }s.
board-graph-alt-summary = { $title }: { $first }'s winning chance after each of { $count } { $unit }s, from { $start } after { $unit } { $start_at } to { $end } after { $unit } { $end_at } (100% means { $first } wins, 0% { $second }).
board-graph-alt-swing = { $unit } { $at } ({ $before } to { $after })
board-graph-alt-swings = Largest swings: { $swings }.
board-graph-alt-marks = { $kind ->
    [blunders] Blunders
    [mistakes] Mistakes
   *[inaccuracies] Inaccuracies
} ({ $mark }) at { $unit }s { $at }.
board-review-better = better

## The match buttons (components.py): in the words of the message they are on.

button-challenge = { $action ->
    [accept] Accept
    [decline] Decline
   *[cancel] Withdraw
}
button-word = { $word ->
    [swap] Swap colours
    [done] Done
   *[pass] Pass
}
button-take = Take { $colour }
button-lock-in = Lock in
button-rematch = Rematch
button-review = Review
button-submit = Submit my move
