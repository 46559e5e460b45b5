# The /puzzle room: its offers, verdicts and refusals (docs/architecture.md, "Text and languages").

## What to find

puzzle-task-round = The last round of the game: { $other } submitted `{ $given }`. Find { $who }'s submission that wins against it.
puzzle-task-move = { $who } to move and win.
puzzle-task-alternating = (The game was played in real time; here the players take turns.)
puzzle-task-not-exact = One move keeps a clear win; the others throw most of it away.

## An offer and a verdict

puzzle-stats = Solved { $solved } of { $attempts } · streak { $streak } (best { $best })
puzzle-offer-head = **{ $again ->
    [yes] Your open puzzle
   *[no] Puzzle
} #{ $id }** · { $title }, from match #{ $match } ({ $unit ->
    [round] round
   *[move] move
} { $number })
puzzle-offer-how = Answer with `/puzzle answer move:` (it suggests every legal move), or `/puzzle give-up` to see the solution.
puzzle-right = Right: `{ $move }` wins.
puzzle-wrong = `{ $move }` does not win. The solution: { $solution }. Your streak ends.
puzzle-gave-up = The solution: { $solution }. Your streak ends.
puzzle-another = { $stats } · `/puzzle new` for another one.
# Between the accepted answers: `d4` or `e5`
puzzle-or = { " or " }
# The board's seat names (a puzzle shows no player)
puzzle-your-side = Your side
puzzle-opponent = Opponent

## Refusals

puzzle-server-only = Puzzles come from a server's games: use this command in a server channel.
puzzle-none-yet = This server has no { $game } puzzle yet: puzzles come from its finished { $game } games. Play some games first, then ask again.
puzzle-all-solved = You have solved every { $game } puzzle of this server ({ $count }). New ones come from new games.
puzzle-none-open = You have no puzzle open on this server. `/puzzle new game:` gives you one.
puzzle-name-a-move = Name a move, for example `d4`: the suggestions list every legal one.
# reason: the rules' sentence (English)
puzzle-not-counted = { $reason } That is not counted: try again.

## The daily puzzle (delivery.py, buttons.py): a public post in the server's language

daily-head = 🧩 **Daily puzzle · { $day }** · { $game }, from match #{ $match } ({ $unit ->
    [round] round
   *[move] move
} { $number }){ $closed ->
    [yes] {" "}· closed
   *[no] {""}
}
daily-how = Press **Solve** to get it privately, then answer with `/puzzle answer move:` (one answer each; it counts in your solved count and streak). The solution comes here tomorrow, with the next puzzle.
daily-solution = The solution: { $solution }. Solved by { $solved ->
    [0] nobody
    [one] { $solved } player
   *[other] { $solved } players
}.
daily-solve = Solve
daily-server-only = The daily puzzle belongs to a server.
daily-closed = This server has no daily puzzle open now: its solution was shown. The next one comes at the same hour tomorrow.
daily-answered = You answered today's puzzle already. Its solution comes with tomorrow's puzzle.
