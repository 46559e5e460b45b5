# The puzzle service's refusals (service.py, posts.py): /puzzle and the daily puzzle's button
# say them in the reader's language. $reason: the rules' refusal, said in that language too.

puzzle-none-yet = This server has no { $game } puzzle yet: puzzles come from its finished { $game } games. Play some games first, then ask again.
puzzle-all-solved = You have solved every { $game } puzzle of this server ({ $count }). New ones come from new games.
puzzle-none-open = You have no puzzle open on this server. `/puzzle new game:` gives you one.
puzzle-name-a-move = Name a move, for example `d4`: the suggestions list every legal one.
puzzle-not-counted = { $reason } That is not counted: try again.
puzzle-not-in-server = Puzzles come from a server's games: ask in a server's channel.
puzzle-not-a-user = That is not a Discord user.
daily-closed = This server has no daily puzzle open now: its solution was shown. The next one comes at the same hour tomorrow.
daily-gone = This server has no daily puzzle open now.
daily-answered = You answered today's puzzle already. Its solution comes with tomorrow's puzzle.
daily-not-stored = The daily puzzle of { $day } is no longer stored.
