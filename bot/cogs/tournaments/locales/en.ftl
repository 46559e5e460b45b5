# The tournaments room in English. The room still writes most of its sentences in code
# (texts.py); the sections below are the ones converted to message ids, each under a comment
# naming its feature. ko.ftl and ja.ftl hold the same ids (and the command tree's names).

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
