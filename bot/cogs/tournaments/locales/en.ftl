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

## The tournament's posts in the channel and the match threads (texts.py)

tourn-format = { $format ->
    [single-elimination] single elimination
    [double-elimination] double elimination
    [round-robin] round robin
   *[swiss] Swiss
}
tourn-format-lead = { $format ->
    [single-elimination] Single elimination
    [double-elimination] Double elimination
    [round-robin] Round robin
   *[swiss] Swiss
}
tourn-best-of = { $count ->
    [1] best of 1
   *[other] best of { $count }
}
tourn-rule = { $rule ->
    [fixed] one game
    [rotation] the games in rotation
   *[agree-or-ban] agree or ban: pick privately; if you differ, ban in turns
}
tourn-how = { $how ->
    [fixed] the tournament's game
    [rotation] this round's game in the rotation
    [agreed] both players picked it
    [bans] the last game left after the bans
    [agree-or-ban] the only game left in the pool
   *[restart] started again after an abort
}
tourn-reason = { $reason ->
    [no-show] a player did not show up before the deadline
    [dropped] a player left the tournament
    [disqualified] a player was disqualified
    [conceded] conceded
   *[organiser] set by the organiser
}
tourn-places = { $rule ->
    [third] The semi-final losers play for third place beside the final.
    [shared] The two semi-final losers share third place.
    [points] Players level on points for first play it off after the last round.
    [unbroken] Players level for first on points and every tie-break play it off after the last round.
   *[seed] A tie for first goes to the tie-breaks, then to the best seed (no play-off).
}
tourn-title = { $kind ->
    [round-of] Round { $round } of { $total }
    [round] Round { $round }
    [board] Round { $round }, board { $index }
    [match] Round { $round }, match { $index }
    [w-round] Winners' round { $round }
    [w-match] Winners' round { $round }, match { $index }
    [l-round] Losers' round { $round }
    [l-match] Losers' round { $round }, match { $index }
    [l-final] Losers' final
    [final] Final
    [w-final] Winners' final
    [semis] Semi-finals
    [w-semis] Winners' semi-finals
    [quarters] Quarter-finals
    [w-quarters] Winners' quarter-finals
    [semi] Semi-final { $index }
    [w-semi] Winners' semi-final { $index }
    [quarter] Quarter-final { $index }
    [w-quarter] Winners' quarter-final { $index }
    [grand] Grand final
    [reset] Grand final (bracket reset)
    [third] Third-place match
   *[playoff] Play-off for first place
}
tourn-signup = 🏆 { $name } (tournament #{ $id }) is open for sign-up, organised by { $organiser }.
tourn-signup-format = { tourn-format-lead }, matches { tourn-best-of }; games: { $games } ({ tourn-rule }).
tourn-signup-starts = It starts { $when }.
tourn-signup-by-hand = It starts when the organiser starts it.
tourn-signup-checkin = Check-in opens { $when }.
tourn-signup-deadline = Each match must be under way within { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} of being ready, or a player who never showed up loses it by forfeit.
tourn-signup-public = Each match is played in a public thread: anyone here can watch.
tourn-signup-join = Press **Join** to enter.
tourn-checkin = ✅ Check-in for { $name } is open{ $when ->
    [none] {""}
   *[other] {" "}before it starts { $when }
}: press **Check in**. Only checked-in players play. Joined:
tourn-checkin-waitlist = Waitlist (check in too: a seat not checked in by the start goes to the first checked-in player here):
tourn-checkin-continued = ✅ { $name }, check-in (continued):
tourn-started = 🚀 { $name } has started with { $count } players, seeded { $seeding ->
    [random] at random
    [rating] by rating
   *[entry] by entry order
}:
tourn-started-left-out = Not checked in, so not playing:
tourn-started-waitlisted = Still on the waitlist, so not playing:
tourn-started-continued = 🚀 { $name } (continued):
tourn-choice-lead = 🎲 { $name } · { $title }, game { $game }
tourn-choice-pick = { $lead }: { $a } and { $b }, each pick a game privately with **Choose** ({ $games }). The same pick is played; otherwise you ban games in turn until one is left.
tourn-choice-nothing = nothing
tourn-choice-picks = Picks: { $a } { $pick_a }, { $b } { $pick_b }.
tourn-choice-banned-by = { $game } (by { $player })
tourn-choice-banned = Banned: { $games }.
tourn-choice-ban = { $lead }: no agreement.{ $picked }{ $banned } { $player }, ban { $count ->
    [1] 1 game
   *[other] { $count } games
} with **Choose**; left: { $games }.
tourn-deadline-at = Deadline { $when }.
tourn-game-so-far = (so far { $a } { $score_a }–{ $score_b } { $b })
tourn-game = 🎮 { $name } · { $title }, game { $game }{ $of ->
    [1] {""}
   *[other] {" "}of { $of }
}{ $score }: **{ $title_game }** ({ tourn-how }). { $seat0 } takes the first seat against { $seat1 }; match #{ $match } is played in its own thread.
tourn-result-nobody = { $lead }: neither { $a } nor { $b } goes on{ $why }.
tourn-result-draw = { $lead }: { $a } and { $b } draw{ $why }.
tourn-result-won = { $lead }: { $winner } beats { $loser }{ $score }{ $forfeit ->
    [yes] {" "}by forfeit
   *[no] {""}
}{ $why }.
tourn-result-removed = Later results that no longer fit were removed:
tourn-continued = { $lead } (continued):
tourn-replaced = 🔁 { $name }: { $new } takes over { $old }'s place (the organiser decided).
tourn-left = 👋 { $player } { $action ->
    [dropped] left
   *[disqualified] was disqualified from
} { $name }; their results so far stay.
tourn-left-forfeits = Their opponent wins by forfeit:
tourn-left-continued = 👋 { $name } (continued):
tourn-deadline-lead = ⏰ { $name } · { $title }: the deadline passed
tourn-deadline = { $lead }{ $what ->
    [overran] ; both players are playing, so the match goes on (the organiser was told).
    [absent] ; not seen yet: { $absent }. The organiser decides what happens.
   *[forfeit] ; never showed up: { $absent }, so the match is lost by forfeit.
}
tourn-held-reason = { $reason ->
    [rematch] a rematch
   *[second-bye] a second bye
}
tourn-and = { $a } and { $b }
tourn-held = ⏸️ { $name }: round { $round } cannot be paired without { $needs }, so it waits for the organiser. { $organiser }, choose with `/host pairing`: allow a rematch, give a second bye, or end the event after the rounds played.
tourn-organiser = { $text } Use `/host set-result` to change anything.
tourn-places-more = · and { $count } more (see the standings)
tourn-players = { $count } players
tourn-finished-nobody = 🏁 { $name } is over; nobody could be crowned. { $places }
tourn-finished-tied = 🏆 { $name } is over! { $who } are tied for first on points and every tie-break; the title goes to { $champion }, the best seed among them. { $places }
tourn-finished-playoff = 🏆 { $name } is over! { $a } and { $b } were level for first; { $champion } won the play-off and the title. { $places }
tourn-finished-level = 🏆 { $name } is over! Champion: { $champion }, level on points with { $who } and ahead on the tie-breaks ({ $tie_breaks }). { $places }
tourn-finished = 🏆 { $name } is over! Champion: { $champion }. { $places }
tourn-undone = ↩️ { $name } · { $title }: the organiser took back the result they had set.
tourn-paused = ⏸️ { $name } is paused: games in progress go on, nothing new starts.
tourn-resumed = ▶️ { $name } goes on; every deadline moved on by the length of the pause.
tourn-cancelled = 🛑 { $name } { $reason ->
    [not-enough-players] is cancelled: fewer than two players were there at the start.
    [organiser] was cancelled by the organiser; its running games were stopped.
   *[other] could not start and is cancelled: { $why }
}
tourn-part = (part { $part }/{ $total }):
tourn-byes = Through without a game:
tourn-pairings = 📣 { $name } · { $title }: the pairings. Each match is played in its own thread, where its players are added and pinged:
tourn-summary = 📋 { $name } · { $title }: every match is decided.
tourn-summary-none = No match was played in this round.
tourn-line-pair = `{ $key }` { $a } v { $b }
tourn-line-nobody = `{ $key }` { $a } and { $b }: neither goes on (double forfeit)
tourn-line-draw = `{ $key }` { $a } and { $b } draw{ $score }
tourn-line-forfeit = `{ $key }` { $winner } beats { $loser } by forfeit
tourn-line-won = `{ $key }` { $winner } beats { $loser }{ $score }
tourn-event-line = 📅 Mark yourself interested in the server's events: { $url }
tourn-status-head = { $name } (tournament #{ $id }) · { tourn-format } · { tourn-best-of } · { $games }
tourn-status-open = In { $state ->
    [checkin] check-in
   *[signup] sign-up
}: { $joined } joined, { $checked } checked in.
tourn-status-full = { $seats } seats, all taken; { $waiting } on the waitlist.
tourn-status-starts = Starts { $when }.
tourn-status-champion = Finished. Champion: { $champion }
tourn-status-nobody = Finished. Champion: nobody
tourn-status-tied = { $count } players are tied for first on points and every tie-break; the title went to the best seed among them.
tourn-status-playoff = First and second place were decided by a play-off.
tourn-status-cancelled = Cancelled.
tourn-status-paused = Paused.
tourn-status-held = Round { $round } cannot be paired without { $needs }; it waits for the organiser's decision.
tourn-status-round = Round { $round }.
tourn-status-match = match #{ $match }
tourn-status-choosing = choosing the game
tourn-status-deadline = , deadline { $when }
tourn-status-live = · `{ $key }` { $title }: { $a } v { $b } — { $now }{ $deadline }
tourn-status-more = … and { $count } more matches being played: the picture shows them all.

## Who gets in: the check-in reminder, the waitlist moving up, a late entry (entries.py)

tourn-reminder = ⏰ Check-in for { $name } closes { $when }: press **Check in** or your seat goes to the waitlist. Not checked in yet:
tourn-reminder-waitlist = On the waitlist, check in too to take a seat that is not claimed:
tourn-reminder-waitlist-only = ⏰ Check-in for { $name } closes { $when }. On the waitlist, press **Check in** to take a seat that is not claimed:
tourn-reminder-continued = ⏰ { $name }, check-in reminder (continued):
tourn-promoted-why = { $why ->
    [left] a seat came free
    [cap] the organiser made room
   *[checkin] seats were not checked in by the start
}
tourn-promoted = 🎟️ { $name }: { $why }, so from the waitlist you are in:
tourn-promoted-checkin = Press **Check in** on the check-in message before the start.
tourn-promoted-continued = 🎟️ { $name } (continued):
tourn-late = ➕ { $player } enters { $name } late (the organiser's decision) as seed { $seed }, paired from round { $round }, with { $points } { $single ->
    [yes] point
   *[no] points
} for the { $missed ->
    [one] { $missed } round
   *[other] { $missed } rounds
} missed.

## The tournament's buttons: Join, Leave, Check in, Choose and their private answers (buttons.py)

tourn-button = { $action ->
    [join] Join
    [leave] Leave
    [checkin] Check in
   *[choose] Choose
}
tourn-joined = You joined { $name } ({ $count ->
    [one] { $count } player
   *[other] { $count } players
} so far).
tourn-joined-waitlist = { $name } is full ({ $seats } seats): you are on the waitlist, place { $place }. When a seat comes free it is yours, and the bot tells you here.
tourn-joined-checked-in = You are checked in too.
tourn-checked-in = You are checked in for { $name }. Good luck!
tourn-checked-in-waitlist = You are checked in on the waitlist of { $name }, place { $place }: a seat not checked in by the start goes to the waitlist in order.
tourn-left-answer = You left { $name }.
tourn-choice-over = That choice is over; use the latest message.
tourn-pick-ask = Pick the game you want to play (only you see this).
tourn-picked-so-far = You picked { $game } so far.
tourn-not-your-ban = It is your opponent's turn to ban.
tourn-ban-ask = Ban { $count ->
    [1] 1 more game
   *[other] { $count } more games
}; one press bans one game.
tourn-picked = You picked { $game }{ $waiting ->
    [yes] ; waiting for your opponent's pick.
   *[no] .
}
tourn-banned = You banned { $game }.

## /tournament list, my-matches, drop, concede and status (commands.py)

tourn-phase = { $phase ->
    [signup] sign-up open
    [checkin] check-in open
    [running] running
    [paused] paused
    [finished] finished
   *[cancelled] cancelled
}
tourn-list-none = There are no tournaments on this server yet.
tourn-list-head = Tournaments on this server:
tourn-list-line = · #{ $id } { $name } — { tourn-format }, { tourn-phase }
tourn-list-more = … and { $count } older ones.
tourn-where-entered = · { $head }: { $checked ->
    [yes] checked in
   *[no] signed up
}{ $place ->
    [none] {""}
   *[other] {" "}on the waitlist (place { $place })
}, { tourn-phase }.
tourn-where-playing = · { $head }: `{ $key }` { $title } against { $opponent } — { $where }.
tourn-where = · { $head }: { $state ->
    [out] you are out (your results stay).
    [eliminated] you are out of the bracket.
    [waiting] waiting for your next match.
    [finished] finished.
   *[cancelled] cancelled.
}
tourn-mine-more = … and more: see `/tournament list`.
tourn-mine-none = You are not in any tournament on this server that is not over.
tourn-conceded = Your loss is recorded; thank you for playing it out fairly.
tourn-follow-live = Follow it live
tourn-whole-event = The whole event

## Which tournament a command is about (lookup.py)

tourn-not-here = There is no tournament #{ $id } on this server.

## /host: the organiser's answers (host/running.py, results.py, field.py, server.py, choices.py)

host-checkin-open = Check-in for { $name } is open.
host-started = { $name } has started.
host-unwatched = You are no longer added to new match threads of { $name }.
host-watching = { $count ->
    [0] No match thread of { $name } is open yet
   *[other] You are in all { $count } match threads of { $name } so far
}; you will be added to every new one.
host-paused = { $name } is paused.
host-resumed = { $name } goes on.
host-pairing-still = Allowed, but the round still needs { $needs }: choose again.
host-pairing = { $choice ->
    [end] { $name } ends after the rounds played.
   *[other] The next round of { $name } is paired.
}
host-over = { $name } is already over.
host-cancel-question = Cancel { $name } (tournament #{ $id })? Its running games are aborted.
host-cancelled = { $name } is cancelled.
host-double-forfeit-alone = A double forfeit has no winner and is not a draw.
host-winner-or-draw = Give either the winner or `draw: True`, not both or neither.
host-result-set = The result of { $key } in { $name } is set (`/host undo` takes it back while nothing depends on it).
host-result-undone = The result you set for { $key } in { $name } is taken back.
host-exported = All results of { $name }{ $trf ->
    [yes] {" "}(the .trf is FIDE's TRF).
   *[no] .
}
host-not-a-score = `{ $typed }` is not a score; write it like `2-1` (the winner's games first).
host-not-a-player = `{ $typed }` is not a player; mention each player (@name), in seed order.
host-cap = { $name } has { $seats } seats now ({ $taken } taken{ $waiting ->
    [0] {""}
   *[other] ; { $waiting } on the waitlist
}).
host-no-seeds = { $name } has no manual seeds now.
host-seeds = Seeds of { $name }: { $order }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}; everyone else follows.
host-disqualified = { $player } is disqualified from { $name }.
host-no-bots = Bots cannot play.
host-replaced = { $new } takes { $old }'s place in { $name }.
host-dropped = { $player } is out of { $name }; their past results stay.
host-late-entry = { $player } is in { $name } as seed { $seed }, paired from round { $round }.
host-role-none = { $which ->
    [participant] Tournament players get no role now.
   *[champion] Tournament champions get no role now.
}
host-role = { $which ->
    [participant] Everyone playing in a tournament here gets { $role } when it starts and gives it back when it ends; each round's pairings ping it.
   *[champion] Each tournament's champion gets { $role }; the previous champion gives it up.
}
host-time-zone = Start times typed in `/host create` are read in { $zone } time now; everyone sees them in their own time zone.

## The bracket or standings picture message (delivery.py)

tourn-caption = 📊 **{ $name }** · { $phase }
host-role-problem = { $problem ->
    [everyone] @everyone cannot be given; choose another role.
    [managed] { $role } belongs to an integration; Discord does not let bots give it.
    [permission] I need the Manage Roles permission to give roles.
    [above] { $role } is not below my highest role, so I cannot give it: move my role above it in Server Settings → Roles, or choose another.
   *[no-server] This works in a server.
}

## The Scheduled Event's description (calendar.py), in the server's language. It begins with
## the mark, by which a retry after a crash finds the event it made already.

tourn-event-mark = Stone Arena tournament #{ $id }:
tourn-event-description = { tourn-event-mark } { tourn-format }, matches { tourn-best-of }; games: { $games }. Sign up with the Join button in #{ $channel }.

## The words of the tournament pictures and their alt texts (images.py, final_images.py), in
## the server's language: the bracket, its pages and overview, the standings, the final places.

pic-entry = { $entry ->
    [bye] bye
   *[tbd] TBD
}
pic-forfeit = { $side ->
    [won] W
   *[lost] F
}
pic-note = { $status ->
    [dropped] dropped
   *[disqualified] disqualified
}
pic-champion = Champion: { $name }
pic-champion-alt = Champion: { $name }.
pic-column = { $column ->
    [seed] Seed
    [player] Player
    [points] Pts
    [wdl] W-D-L
    [wl] W-L
    [record] Record
    [out-in] Out in
   *[points-long] Points
}
pic-bracket-subtitle = { $count } players · { tourn-format }
pic-standings-subtitle = { $kind ->
    [after] After round { $round } of { $total }
    [final] Final standings after { $total } rounds
    [final-playoff] Final standings after { $total } rounds; 1st and 2nd decided by a play-off
   *[playoff] After { $total } rounds; the play-off for first is being played
}
pic-bracket-alt = { $title }: { $subtitle }; { $live } { $live ->
    [one] match
   *[other] matches
} being played.
pic-standings-alt = { $title } standings, { $subtitle }: { $top }.
pic-page-matches = { $about }, matches { $first }–{ $last } of { $count }
pic-page-third = { $about } and the third-place match
pic-page-alt = { $title } bracket, page { $page }: { $about }.
pic-progress = { $state ->
    [done] done ({ $count })
    [live] { $playing } playing · { $decided } of { $count } done
   *[later] { $count } to come
}
pic-overview-subtitle = { $count } players · { tourn-format } · { $left } still in
pic-still-in = { $count } players still in
pic-overview-alt = { $title } overview, { $subtitle }. { $rounds }.
pic-overview-alt-still-in = Still in: { $names }.
pic-rows = { $title } · rows { $first }–{ $last } of { $count }
pic-standings-page-alt = { $title } standings, page { $page } of { $pages }: { $top }
pic-detail = { $kind ->
    [champion] Champion
    [third] 3rd-place match
    [third-won] 3rd-place match, won
    [first-stage] first stage, { $points }
    [won-playoff] { $points }, won play-off
   *[lost-playoff] { $points }, lost play-off
}
pic-points = { $points } { $one ->
    [yes] pt
   *[no] pts
}
pic-stages-subtitle = { $count } players · top { $cut } · { tourn-format }
pic-places = { $subtitle } · places { $first }–{ $last }
pic-final-title = { $title } · final standings
pic-final-alt = { $title } final standings{ $pages ->
    [1] {""}
   *[other] , page { $page } of { $pages }
}: { $top }.
pic-final-all-alt = { $title } final standings, all { $count } places: { $top }.

## The exact-tie rule announced before a tournament Thwart Omega game (texts/__init__.py
## game_text; the facts come from the engine's tiebreak_notice).

tourn-tie-notice = { $rule ->
    [replay] If this game ends in an exact tie (the same group sizes), it is replayed.
    [higher] If this game ends in an exact tie (the same group sizes), { $name } wins it (the higher seed: seed { $seed }, seat { $seat }).
   *[lower] If this game ends in an exact tie (the same group sizes), { $name } wins it (the lower seed: seed { $seed }, seat { $seat }).
}
