# The tournaments room in English. The command tree speaks English from the code (its Korean and
# Japanese are in ko.ftl and ja.ftl); the sentences below are the parts of the room converted to
# message ids so far, each with its ko and ja twin.

## /host create: the guided flow (presets, selects, the details form, Create and Cancel)

create-in-server = Tournaments are created in a server channel.
create-not-organiser = Only server managers and members with the organiser role can create tournaments.
create-not-yours = This draft belongs to the organiser who opened it; use `/host create` to start your own. Nothing was changed.
create-gone = { $how ->
    [created] This tournament was already created from this draft, so nothing was done again.
    [cancelled] This draft was cancelled, so nothing was changed. Use `/host create` to start again.
   *[other] This draft is no longer open (the bot restarted since it was shown, or it is very old), so nothing was changed. Use `/host create` to start again.
}
create-busy = Creating this tournament is already under way; nothing more was done.
create-not-listed = Please choose one of the listed values. Nothing was changed.
create-bad-number = { $field ->
    [starts_in] Minutes until the start
    [checkin] Check-in minutes
   *[max_players] Seats
} must be a whole number from { $low } to { $high } (or left empty); `{ $typed }` is not. Nothing was changed.
create-bad-name = A tournament name has 1 to { $max } characters. Nothing was changed.
create-two-starts = Give the start as a date and time or as minutes from now, not both. Nothing was changed.
create-stage-after-bracket = A second stage follows a Swiss or a round robin: choose one of those formats, or no second stage. Nothing was created.
create-stage-too-big = A top { $size } needs at least { $size } players, but the seats are { $seats }: choose a smaller second stage or more seats. Nothing was created.
create-created = { $name } is created (tournament #{ $id }); sign-up is open here.
create-no-events = It is not in the server's events: I need the Manage Events permission to add it there.
create-cancelled = Cancelled: nothing was created.

## /host create: the panel

create-preset = { $preset ->
    [death-match] Death Match night
    [swiss-evening] Swiss evening
    [swiss-top-8] Swiss then top 8
    [round-robin] Round robin
   *[custom] Custom
}
create-head = **New tournament: { $name }** ({ $preset }{ $custom ->
    [yes] , changed
   *[no] {""}
})
create-hint = Only you see this. Choose below, set the name and start with **Name and start…**, then press **Create**.
create-starts-at = Starts { $when }
create-starts-in = Starts { $minutes } min after you create it
create-starts-by-hand = Starts when you use `/host start`
create-checkin = { $minutes ->
    [0] no check-in
   *[other] check-in { $minutes } min before
}
create-seats = { $count ->
    [0] seats: the format's limit
   *[other] { $count } seats
}
create-games = Games: { $games }
create-games-placeholder = Choose the games
create-button = { $action ->
    [main] Format & games
    [games] Boards & clocks
    [more] More options
    [details] Name and start…
    [create] Create
   *[cancel] Cancel
}
create-best-of = { $count ->
    [1] Best of 1
   *[other] Best of { $count }
}
create-no-stage = No second stage
create-stage = Then top { $size }, { $format ->
    [double-elimination] double elimination
   *[single-elimination] single elimination
}
create-minutes = { $field ->
    [round] { $minutes ->
        [0] No round time
       *[other] Rounds of { $time }
    }
    [deadline] { $minutes ->
        [0] No pairing deadline
       *[other] A match starts within { $time } or it is a no-show
    }
    [remind] { $minutes ->
        [0] No check-in reminder
       *[other] Check-in reminder { $time } before the start
    }
   *[pick] { $time } for each pick or ban
}
create-clock = { $kind ->
    [clock] { $value ->
        [server] Move clock: this server's
        [0] Move clock: no limit
       *[time] { $time } per move
    }
   *[round_clock] { $value ->
        [server] Thwart Omega rounds: this server's
       *[time] Thwart Omega: { $time } per round
    }
}
create-rounds = { $count ->
    [0] Swiss rounds: automatic
    [1] 1 Swiss round
   *[other] { $count } Swiss rounds
}
create-tie-breaks = { $order ->
    [default] Tie-breaks: the format's own
   *[other] Tie-breaks: { $order }
}
create-option = { $field ->
    [format] { $value ->
        [single-elimination] Single elimination
        [double-elimination] Double elimination
        [round-robin] Round robin
       *[swiss] Swiss
    }
    [choice] { $value ->
        [auto] Game: agree or ban (fixed for one game)
        [agree-or-ban] Game: agree or ban
        [rotation] Game: rotation, one per round
       *[fixed] Game: fixed (the first chosen)
    }
    [overtime] { $value ->
        [clock] Time up: more time on the clock wins
        [double-loss] Time up: both lose
       *[organiser] Time up: you decide
    }
    [seeding] { $value ->
        [random] Seeds at random
        [entry] Seeds by entry order
       *[rating] Seeds by rating
    }
    [unplayed] { $value ->
        [fide-2026] Unplayed rounds: FIDE 2026
        [fide-2024] Unplayed rounds: FIDE 2024
       *[fide-2009] Unplayed rounds: FIDE 2009
    }
    [playoff] { $value ->
        [off] No play-off for first
        [unbroken] Play-off when tie-breaks cannot split first
       *[points] Play-off whenever first is level on points
    }
    [third_place] { $value ->
        [on] Third-place match
       *[off] No third-place match
    }
    [no_show] { $value ->
        [forfeit] A no-show loses
       *[notify] A no-show: you are only told
    }
    [threads] { $value ->
        [public] Public match threads
       *[private] Private match threads
    }
   *[tie_seat] { $value ->
        [higher-seed] Full tie: the higher seed wins
        [lower-seed] Full tie: the lower seed wins
       *[replay] Full tie: replayed
    }
}
create-board = { $game }: { $option ->
    [size] board { $value }
    [pie] pie rule { $value }
    [mode] turns: { $value }
   *[tiebreak] equal scores: { $value }
}
create-board-value = { $value ->
    [default] as usual
    [on] on
    [off] off
    [realtime] real time
    [turns] alternate
    [replay] play again
    [seat0] Black wins
    [seat1] White wins
    [draw] a draw
   *[other] { $value }
}
create-form-title = Name and start
create-form-label = { $field ->
    [name] Name
    [starts_at] Start: date and time (server time)
    [starts_in] Or start in … minutes
    [checkin] Check-in minutes before the start (0: none)
   *[max_players] Seats (empty: the format's limit)
}
create-form-starts-at-example = 2026-12-24 20:00, or 20:00 for today (empty: by hand)

## Two-stage events: a Swiss or round robin, then a bracket of its top cut (stages.py)

stage-bracket = { $format ->
    [double-elimination] double-elimination
   *[other] single-elimination
} bracket{ $third ->
    [yes] {" "}with a third-place match
   *[other] {""}
}
stage-plan = **Two stages**: after the { $first ->
    [round-robin] round robin
   *[other] Swiss
}, the best { $count } by its standings play a { stage-bracket }.
stage-plan-groups = The round robin is played in groups of { $size }; group winners qualify first, then the runners-up, and so on.
stage-status-first = First stage of two: then the best { $count } play a { stage-bracket }.
stage-status-second = Second stage: the best { $count } of the first stage play a { stage-bracket }.
stage-status-none = The first stage left fewer than two players for the bracket, so its standings decided first place.
stage-cut-head = 🏁 **{ $tournament }**: the first stage is over after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. The best { $count } play a { stage-bracket }, seeded by the first stage's standings (points, then { $tie_breaks }, then seed). The qualifiers, with their first-stage points:
stage-cut-groups = Group winners qualified first, then the runners-up, and so on.
stage-cut-continued = 🏁 **{ $tournament }** (continued):
stage-qualifier = `{ $seed }.` { $player } · { $points } pts
stage-cut-bracket = The bracket is below; each match is played in its own thread.
stage-too-few = 🛑 **{ $tournament }** is cancelled: { $players } players were there at the start, not more than its top { $count }, so nobody would be cut and the bracket could not be seeded.

## Paced rounds (a round time: when it runs out, the organiser's rule decides unfinished matches)

pace-rule = { $rule ->
    [double-loss] both players lose
    [organiser] the organiser decides (within { $minutes } min; otherwise the player ahead on the clock wins)
   *[clock] the player ahead on the clock wins
}
pace-round-ends = ⏱️ **Round time**: this round ends at { $time } ({ $relative }). Then an unfinished match is decided: { $rule }.
pace-match-time = ⏱️ **Round time**: each match has { $duration } from when it starts. Then an unfinished match is decided: { $rule }.
pace-asked = ⏱️ **{ $name }** · { $title }: the round's time is up. { $organiser } decides this match with `/host set-result` by { $time } ({ $relative }); if not, the player ahead on the clock wins then. The game goes on meanwhile, and a result it reaches first stands.
pace-decided = ⏱️ **{ $name }** · { $title }: the round's time is up, so { $rule ->
    [double-loss] both players lose (the organiser's rule for unfinished matches).
    [fallback] the player ahead on the clock wins: the organiser did not decide in time.
   *[clock] the player ahead on the clock wins (the organiser's rule for unfinished matches).
}
pace-used = Thinking time used in this game: { $a } { $used-a }, { $b } { $used-b }.
pace-score = Score on the board now: { $a } { $score-a }, { $b } { $score-b }{ $tie ->
    [group-sizes] ; equal scores, so the group sizes decide
    [tie-seat0] ; a full tie, so the seat rule gives it to the first seat
    [tie-seat1] ; a full tie, so the seat rule gives it to the second seat
   *[none] {""}
}.
pace-by = { $by ->
    [game] The games were level, so the game just judged decides: { $winner } wins the match.
    [draw] Nobody is ahead: the match is drawn.
    [seed] Nobody is ahead and this match needs a winner: the better seed, { $winner }, goes on.
    [double-loss] Neither player gets a point.
    [series-draw] The games are level: the match is drawn.
   *[series] { $winner } wins the match.
}
pace-time-up = ⏱️ **{ $name }**: the round's time is up for these matches:
pace-line-won = `{ $key }` { $a } v { $b }: { $winner } wins on the clock
pace-line-drawn = `{ $key }` { $a } v { $b }: drawn on the clock
pace-line-lost = `{ $key }` { $a } v { $b }: both lose
pace-line-asked = `{ $key }` { $a } v { $b }: waiting for the organiser until { $time }
pace-ask-organiser = { $organiser }, decide the matches waiting for you with `/host set-result`; when your time is up, the player ahead on the clock wins.
pace-status-head = ⏱️ **Round time** { $duration }; then an unfinished match is decided: { $rule }.
pace-status-round = Round { $round } ends at { $time } ({ $relative })
pace-status-round-latest = Round { $round } ends by { $time } at the latest
pace-status-round-paused = Round { $round }: { $left } left; the round time stops while the event is paused
pace-status-round-deciding = Round { $round }: time is up; the organiser decides by { $time } ({ $relative })
pace-status-match = `{ $key }` ends at { $time } ({ $relative })
pace-status-match-paused = `{ $key }`: { $left } left; the round time stops while the event is paused
pace-status-match-deciding = `{ $key }`: time is up; the organiser decides by { $time } ({ $relative })
pace-status-more = … and { $count } more rounds, each { $duration } at most.
pace-status-more-matches = … and { $count } more matches, each with its own end.
