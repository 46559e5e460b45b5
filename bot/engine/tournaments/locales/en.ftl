# The tournament engine's refusals (bot/engine/tournaments/): every TournamentError, BadRequest,
# NotAllowed, StaleRequest and NotYourMatch raised there names one of these messages.
# A match's name is { tournament-match } (arguments kind, round, index: core/value.py `title`);
# a second match in the same sentence is { tournament-later-match } (later_kind, later_round,
# later_index). Ids that are numbers go in as strings; counts as numbers.

tournament-match = { $kind ->
    [board] Round { $round }, board { $index }
    [match] Round { $round }, match { $index }
    [w-match] Winners' round { $round }, match { $index }
    [l-match] Losers' round { $round }, match { $index }
    [l-final] Losers' final
    [final] Final
    [w-final] Winners' final
    [semi] Semi-final { $index }
    [w-semi] Winners' semi-final { $index }
    [quarter] Quarter-final { $index }
    [w-quarter] Winners' quarter-final { $index }
    [grand] Grand final
    [reset] Grand final (bracket reset)
    [third] Third-place match
   *[playoff] Play-off for first place
}
tournament-later-match = { $later_kind ->
    [board] Round { $later_round }, board { $later_index }
    [match] Round { $later_round }, match { $later_index }
    [w-match] Winners' round { $later_round }, match { $later_index }
    [l-match] Losers' round { $later_round }, match { $later_index }
    [l-final] Losers' final
    [final] Final
    [w-final] Winners' final
    [semi] Semi-final { $later_index }
    [w-semi] Winners' semi-final { $later_index }
    [quarter] Quarter-final { $later_index }
    [w-quarter] Winners' quarter-final { $later_index }
    [grand] Grand final
    [reset] Grand final (bracket reset)
    [third] Third-place match
   *[playoff] Play-off for first place
}
tournament-format = { $format ->
    [single-elimination] single elimination
    [double-elimination] double elimination
    [round-robin] round robin
   *[swiss] Swiss
}

## The service (base.py, service.py, posts.py)

tournament-minutes-range = { $what ->
    [start] The start
    [checkin-window] The check-in window
    [pairing-deadline] The pairing deadline
    [choice-time] The time to pick or ban
   *[checkin-reminder] The check-in reminder
} must be a whole number of minutes from { $low } to { $high }.
tournament-unknown = There is no tournament #{ $id }.
tournament-organiser-only = Only the organiser of { $name } (or a server manager) can do that.
tournament-not-started = { $name } has not started yet.
tournament-over = { $name } is over.
tournament-not-a-live-match = { $key } is not a match being played in { $name }.
tournament-not-your-match = You are not playing in { tournament-match }.
tournament-no-match-now = You have no match to play in { $name } right now.
tournament-game-chosen = The game for that match is already chosen.
tournament-choice-over = That choice is over; use the latest message.
tournament-paused-choose-later = { $name } is paused; choose when it resumes.

## Sign-up (signup.py)

tournament-create-managers-only = Only server managers and members with the organiser role can create tournaments.
tournament-invalid-id = That request carries an invalid id.
tournament-name-length = A tournament name has 1 to { $most } characters.
tournament-start-twice = Give the start in minutes or as a date and time, not both.
tournament-top-cut-over-format = A top { $cut } needs more than { $cut } players, and a { tournament-format } has at most { $limit }.
tournament-cap-range = The player limit must be from 2 to { $limit }.
tournament-top-cut-over-cap = A top { $cut } needs more than { $cut } players, and the player limit is { $cap }. Choose a smaller top cut, or a higher limit.
tournament-signup-closed = { $name } has already started; sign-up is closed.
tournament-already-joined = You have already joined { $name }.
tournament-waitlist-full = { $name } is full ({ $cap } players) and so is its waitlist ({ $waitlist }).
tournament-not-joined = You have not joined { $name }.
tournament-not-playing = You are not playing in { $name }.
tournament-field-set = { $name } has already started; its field is set.
tournament-cap-below-taken = { $taken ->
    [one] { $taken } player already holds
   *[other] { $taken } players already hold
} a seat in { $name }, so the limit cannot go below { $taken }; nothing changed.
tournament-seeds-set = { $name } has already started; its seeds are set.
tournament-seed-listed-twice = <@{ $user }> is listed twice; list each player once.
tournament-seed-not-joined = <@{ $user }> has not joined { $name }.
tournament-checkin-not-open = Check-in for { $name } is not open yet.
tournament-checkin-over = { $name } has already started; check-in is over.
tournament-checkin-join-first = You have not joined { $name }; press Join first.
tournament-already-checked-in = You are already checked in for { $name }.
tournament-checkin-signup-only = Check-in for { $name } can only open during sign-up.
tournament-already-started = { $name } has already started.
tournament-too-few-to-start = { $name } needs at least 2 players to start; it has { $count }.

## The organiser's commands (organiser.py)

tournament-organiser-role-managers = Only server managers can choose the tournament organiser role.
tournament-invalid-server-or-role = That is not a valid server or role.
tournament-settings-managers = Only server managers can change the server's tournament settings.
tournament-invalid-server = That is not a valid server.
tournament-invalid-role = That is not a valid role.
tournament-player-not-joined = That player has not joined { $name }.
tournament-player-not-in = That player is not in { $name }.
tournament-player-not-in-match = That player is not in { tournament-match }.
tournament-undo-move-played = { tournament-match } is being played because of that result and a move was played in it, so it cannot be undone; set the result you want instead.
tournament-no-decision-in = No round of { $name } is waiting for your decision.
tournament-pairing-choices = Choose `rematch`, `second-bye` or `end`.
tournament-not-a-joiner = That is not a player who can join.
tournament-not-running = { $name } is not running, so it cannot be paused.
tournament-not-paused = { $name } is not paused.
tournament-already-over = { $name } is already over.
tournament-result-kinds = A result is played, a forfeit or a double forfeit.
tournament-double-forfeit-bare = A double forfeit has no winner and no score.
tournament-forfeit-winner = A forfeit needs the winner, and has no game score.
tournament-result-needs-winner = A bracket match or a play-off needs a winner; a drawn match goes on.
tournament-draw-not-level = A drawn best of { $best_of } ends level after all its games, not { $score }.
tournament-winner-games = The winner of a best of { $best_of } has more than { $half } games and more than the loser: { $score } cannot be.
tournament-score-not-possible = { $score } is not a score of a best of { $best_of }: it stops as soon as one side has more than { $half } games{ $draws ->
    [yes] {""}
   *[no] ; level after { $best_of }, one more game at a time until one is won
}.

## Round times (pace.py)

tournament-overtime-rules = The rule for unfinished matches is the clock, a double loss or yours.
tournament-overtime-minutes = The organiser's time to decide an unfinished match must be a whole number of minutes from 1 to { $most }.
tournament-round-minutes = The round time must be a whole number of minutes from 0 (no round time) to { $most } (a week).
tournament-round-too-short = A round time of { $minutes } minutes is shorter than the games' own clocks allow: { $clocks ->
    [none] the time must leave room for a game
   *[some] a best of { $best_of } needs at least { $games } games, each with at least one move of each player, and one move may take { $move_minutes ->
        [0] { $move_seconds ->
            [one] { $move_seconds } second
           *[other] { $move_seconds } seconds
        }
        [one] { $move_minutes } minute{ $move_seconds ->
            [0] {""}
            [one] {" "}{ $move_seconds } second
           *[other] {" "}{ $move_seconds } seconds
        }
       *[other] { $move_minutes } minutes{ $move_seconds ->
            [0] {""}
            [one] {" "}{ $move_seconds } second
           *[other] {" "}{ $move_seconds } seconds
        }
    } on the clocks
}. Give at least { $least } minutes, or shorter clocks.

## The start's date and time (schedule.py)

tournament-not-a-zone = { $zone } is not a time zone. Use a name like Europe/London, Asia/Seoul, Asia/Tokyo or America/New_York (or UTC).
tournament-not-a-date = { $typed } is not a date on the calendar.
tournament-start-format = Write the start as a date and a time, like { $example }, or a time today like 20:00 ({ $zone } time).
tournament-start-passed = { $typed } has passed: it is { $now } now in { $zone }.
tournament-start-too-far = A tournament starts within { $days } days from now.
tournament-not-a-time = { $typed } is not a time of day (00:00 to 23:59).

## The tournament core (core/)

tournament-entered-twice = { $name } is entered twice; each player can enter once.
tournament-bye-not-result = A bye is given by the pairing, not recorded as a result.
tournament-needs-winner = { $playoff ->
    [yes] The play-off for first
   *[no] A bracket match
} needs a winner; a drawn match goes on.
tournament-players-unknown = Both players of this match are not known yet.
tournament-has-result = { tournament-match } already has a result.
tournament-not-being-played = { tournament-match } is not being played now.
tournament-first-stage-final = The first stage is over and its top cut is made, so its results are final; nothing changed.
tournament-nothing-to-undo = There is no result set by the organiser to undo.
tournament-undo-removed = Setting { tournament-match } removed later results ({ $removed }), so it cannot be undone; set the results you want instead.
tournament-undo-paired = Round { $next } was paired after { tournament-match } was set, so it cannot be undone; set the result you want instead.
tournament-undo-decided = { tournament-later-match } was decided after { tournament-match } was set, so it cannot be undone; set the result you want instead.
tournament-already-left = { $name } has already left the tournament; nothing changed.
tournament-over-no-change = The tournament is over; its results can no longer change that way.
tournament-knocked-out = { $name } is already out of the tournament (knocked out); nothing changed.
tournament-already-in = { $name } is already in this tournament.
tournament-late-swiss-only = Late entry is only possible in a Swiss tournament.
tournament-late-points = A late entry starts with 0 or ½ point per missed round.
tournament-late-already-in = { $name } is already in this tournament; nothing changed.
tournament-late-left = { $name } has left this tournament and cannot enter it again; nothing changed.
tournament-late-over = The tournament is over; nobody can enter it now.
tournament-late-all-paired = { $rounds ->
    [one] The only round is
   *[other] All { $rounds } rounds are
} paired already; a late entrant would never play. Nothing changed.
tournament-swiss-full = A Swiss tournament has at most { $most } players; it is full.
tournament-not-allowable = `{ $what }` is not something a pairing can be allowed.
tournament-no-decision = No round is waiting for your decision.
tournament-pool-empty-needs-one = The game pool needs at least one game.
tournament-pool-twice = A game is listed twice in the game pool.
tournament-pool-fixed = A fixed game choice needs exactly one game in the pool.
tournament-pool-agree = Agree-or-ban needs at least two games in the pool.
tournament-pool-empty = The game pool is empty.
tournament-not-a-choice = { $given ->
    [no] That
   *[yes] { $typed }
} is not one of the games you can choose: { $games }.
tournament-picks-over = The picks are over; the game is chosen by bans now.
tournament-pick-first = Both players pick a game first; bans come only if the picks differ.
tournament-game-already-chosen = The game is already chosen: { $game }.
tournament-opponent-bans = It is your opponent's turn to ban.
tournament-series-decided = This match is already decided; no more games are played in it.
tournament-series-undecided = This match is not decided yet.
tournament-field-size = A { tournament-format } tournament needs { $least } to { $most } players; there are { $count }.
tournament-best-of = Matches can be best of 1, 3 or 5 games.
tournament-bye-points = A bye can be worth 1, ½ or 0 points.
tournament-tie-break-twice = A tie-break is listed twice.
tournament-swiss-rounds = A Swiss tournament of { $count } players can have 1 to { $most } rounds, not { $rounds }.
tournament-cycles = A round robin can be played 1 to { $most } times over.
tournament-third-place-single = A third-place match is for single elimination (or a top cut played as one); a double elimination decides third place in its losers' bracket, and a Swiss or round robin by standings.
tournament-playoff-league = A play-off for first is for a Swiss or a round robin; a bracket's final decides first place.
tournament-groups-round-robin = Groups are for a round robin.
tournament-group-size = A round robin group has { $least } to { $most } players, not { $size }.
tournament-groups-need-cut = Groups need a top cut: the best of the groups then play a bracket.
tournament-cut-after-league = A top cut follows a Swiss or a round robin; a bracket has no second stage.
tournament-cut-sizes = A top cut is 4, 8, 16 or 32 players, not { $cut }.
tournament-cut-format = A top cut plays single or double elimination.
tournament-cut-and-playoff = A play-off for first and a top cut cannot go together: the top cut's bracket decides first place.
tournament-cut-too-big = A top { $cut } needs more than { $cut } players; there are { $count }. Choose a smaller top cut, or none.
tournament-no-seed = There is no seed { $seed } in this tournament.
tournament-no-rounds-in-bracket = A bracket has no rounds of pairings; look at the bracket instead.
tournament-bracket-elimination-only = Only elimination tournaments have a bracket.
tournament-no-match = There is no match { $key } in this tournament.
