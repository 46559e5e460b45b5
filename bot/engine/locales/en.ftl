# The engine kernel's refusals (bot/engine/errors.py): what every feature may answer.
# Each feature's own refusals are in bot/engine/<feature>/locales/.

storage-cannot-write = The bot cannot save anything right now (its storage is full or read-only), so this was not saved. Everything saved before is safe; please try again in a few minutes.
storage-unreachable = The bot cannot reach its database right now, so this was not saved. Everything saved before is safe; please try again in a few minutes.
storage-conflict = The bot was busy with another change to the same thing and could not save this, so nothing was changed. Please try again.

# A move as typed (checks.py) and a turn of several stones (games.py). $reason: the rules'
# refusal, already said in the reader's language (bot/engine/rules_words/locales/).
move-not-text = A move must be text.
move-too-long = That is too long to be a move ({ $length } characters).
move-empty = The move is empty.
move-refused = { $reason }
turn-ended = Your turn ended after { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, so `{ $piece }` cannot follow. Nothing was placed.
turn-stone-refused = Stone { $stone } of { $stones } (`{ $piece }`): { $reason } Nothing was placed.
game-unknown = There is no game called { $name }. Games: { $games }.

# What a challenge or a server's settings are made of (checks.py). $reason: the rules' English
# words about a game option (the room checks the options in the reader's language first).
options-refused = { $reason }
timing-not-timing = Those are not time settings.
timing-out-of-range = The time setting { $setting ->
    [round_seconds] round seconds
    [move_seconds] move seconds
    [grace_seconds] grace seconds
   *[inactivity_seconds] inactivity seconds
} must be a whole number of seconds from { $low } to { $high }, not { $value }.
seat-choice-unknown = The seat choice must be random, first or second.
server-settings-not-settings = Those are not server settings.
server-settings-challenge-time = A challenge must stay open between one minute and 30 days.
server-settings-unplayed-rounds = Unplayed rounds must be a whole number from 1 to { $most } (0: never abandon).
server-settings-archive-time = A finished match's thread must be archived within 30 days.
server-settings-not-a-place = That is not a channel or role of this server.

# Forgetting a player (privacy.py).
forget-not-a-user = That is not a Discord user id.
forget-nothing-stored = Nothing is stored about user { $user }; nothing to forget.
forget-still-playing = User { $user } { $playing ->
    [matches] plays in running match { $matches } (a server manager can `/abort` it)
    [tournaments] plays on in the running tournament { $tournaments } (the organiser can disqualify them, or they can drop out)
   *[both] plays in running match { $matches } (a server manager can `/abort` it) and plays on in the running tournament { $tournaments } (the organiser can disqualify them, or they can drop out)
}. Those must end first, so that no game is left with a seat nobody can take; then forget them again.
