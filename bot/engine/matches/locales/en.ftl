# The match service's refusals (bot/engine/matches/): what a player is told when a challenge,
# a move, a round, a proposal or a rematch is refused. Ids of matches and challenges are text.

## Matches and requests (service/base.py, places.py, endings.py, reads.py, posts.py)

match-unknown = There is no match #{ $match }.
match-not-yours = You are not playing in match #{ $match }.
match-not-a-player = That player is not playing in match #{ $match }.
match-over = Match #{ $match } is over; nothing more can be played in it.
match-over-already = Match #{ $match } is already over.
match-abort-after-first-move = Match #{ $match } has started, so it can no longer be aborted. You can resign or propose a result instead.
match-needs-places = A match needs a guild, a channel and two players.
match-needs-two-players = A match needs two different players.
request-bad-id = That request carries an invalid id.
request-bad-position = That request carries an invalid position number.
request-bad-message = That is not a valid message.
request-bad-thread = That is not a valid thread id.
request-bad-server = That is not a valid server id.
server-settings-stale = The settings were changed since this panel was shown (in another panel, or by another manager), so nothing was changed.
stale-not-this-match = That button does not belong to match #{ $match } as it is now.
stale-older-board = That button belongs to an older board of match #{ $match }: the match has moved on since. Look at the latest board and try again.
# $old_game: 0 when the old round is of the game being played.
stale-older-round = That was for round { $old }{ $old_game ->
    [0] {""}
   *[other] {" "}of game { $old_game }
} of match #{ $match }, which is over; round { $now } is running now. Send your move for round { $now } by DM or with `/secret`.

## Challenges (challenges.py, service/challenges.py)

challenge-unknown = There is no challenge #{ $challenge }.
challenge-closed-already = Challenge #{ $challenge } was already { $status ->
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
    [expired] expired
   *[other] { $status }
}.
challenge-expired = Challenge #{ $challenge } has expired.
challenge-for-another = Challenge #{ $challenge } is for another player.
challenge-accept-own = You cannot accept your own challenge. You can cancel it.
challenge-decline-open = Challenge #{ $challenge } is open to everyone, so there is nobody to decline it. It expires by itself if nobody accepts.
challenge-cancel-not-yours = Only the challenger can cancel challenge #{ $challenge }.
challenge-bad-opponent = That is not a player who can be challenged.
challenge-yourself = You cannot challenge yourself.
challenge-too-many = You already have { $count } open challenges ({ $challenges }), the most a player may have at once. Withdraw one with its Withdraw button, or wait for an answer.

## The computer opponent (computer.py)

computer-absent = There is no computer opponent here.
computer-against-itself = The computer cannot play itself.
computer-turned-off = This server has turned games against the computer off. A server manager can turn them on again in the server's settings.
computer-level-unknown = There is no computer level { $level }. The levels are { $levels }.
computer-too-many = You already play { $count } games against the computer ({ $matches }), the most at once. Finish or resign one first.

## Sealed rounds (rounds.py, service/sealed.py)

round-none-in-game = { $game } is played move by move; there are no rounds.
round-locked-in = You locked in your move for round { $round }; it can no longer be changed.
round-nothing-to-lock = You have not submitted a move for round { $round } yet, so there is nothing to lock in. Submit one like `{ $example }` first.
# $ended: the deadline as HH:MM:SS (UTC); $late: whole seconds.
round-too-late = Too late: round { $round } of match #{ $match } ended at { $ended } UTC and your move was sent { $late } s after that, so it does not count. The round is revealed with what was in by the deadline.

## Results by agreement (agreements.py, service/turns.py)

proposal-unknown = A proposal is a draw, a win for you or a win for your opponent.
proposal-computer = The computer does not agree results: it plays every game to the end. You can play on, or resign.
proposal-none = There is no result proposal to answer in match #{ $match }.
proposal-own = You cannot answer your own proposal; wait for your opponent.
proposal-no-win-agreement = Agreeing a winner is Meridians' counting end; { $game } has no such end. To give the game up, use `/resign`.
# $game: the id of a game that cannot end drawn.
proposal-drawless = { $game ->
    [meter] Meter cannot be drawn (RULES.md §6: a full board has an odd number of cells, so one player always owns the largest group)
   *[interleave] Interleave has no draws (RULES.md §4: identical group sizes mean Red wins)
}, so there is no draw to offer. Play on, or use `/resign`.
proposal-tie-decided = This { $game } match cannot be drawn (RULES.md §3: a tie is decided by group sizes, then by its tiebreak `{ $tiebreak }`), so there is no draw to offer. Play on, or use `/resign`.

## Rematches (rematch.py)

rematch-not-yours = Only the two players of match #{ $match } can ask for its rematch.
rematch-not-finished = Match #{ $match } has not finished, so there is no rematch yet.
rematch-played-since = You two have already started another match since (#{ $later }), so this Rematch button no longer applies. Use `/play` for a new challenge.
rematch-waiting = The rematch of match #{ $match } was already asked for (challenge #{ $challenge }): it is waiting for { $opponent } to accept it.
rematch-being-played = The rematch of match #{ $match } was already asked for (challenge #{ $challenge }) and is being played as match #{ $started }.
rematch-closed = The rematch of match #{ $match } was already asked for (challenge #{ $challenge }) and { $status ->
    [declined] was declined
    [cancelled] was withdrawn
   *[expired] expired
}. Use `/play` for a new challenge.
