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

## Refusals (the puzzle service's own are in bot/engine/puzzles/locales/)

puzzle-server-only = Puzzles come from a server's games: use this command in a server channel.

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
