# The server room (/settings, the welcome, /diagnose, /privacy) in English. Every sentence a
# member reads here is a message below; ko.ftl and ja.ftl hold the same ids.

## Refusals shared by the room's commands

server-only = This command works in a server channel.

## /settings: who may use the panel

settings-in-server = Server settings are changed in the server.
settings-not-yours = This settings panel belongs to the manager who opened it; use `/settings` to open your own. Nothing was changed.
settings-not-manager = Only server managers (Manage Server) can change this server's settings.
settings-not-manager-unchanged = { settings-not-manager } Nothing was changed.
settings-not-manager-ask = { settings-not-manager } Ask someone who has it.
settings-stale = The settings were changed since this panel was shown (by another manager, in another panel, or by pressing twice), so nothing was changed. The panel now shows the current settings; choose again if you still want a change.

## /settings: what a manager should know

settings-warning-channel-gone = The play channel no longer exists (or I cannot see it), so challenges can be made anywhere until you choose another.
settings-warning-role-gone = The looking-for-a-game role no longer exists; nobody is pinged.
settings-warning-role-silent = { $role } is not mentionable and I lack **Mention @everyone, @here, and All Roles**, so open challenges show the role without pinging it. Turn on "Allow anyone to @mention this role" in the role's settings, or give me that permission.

## /settings: refused choices

settings-not-listed = Please choose one of the listed values. Nothing was changed.
settings-pings-not-listed = Please choose one of the listed ping rules. Nothing was changed.
settings-language-not-listed = Please choose one of the listed languages. Nothing was changed.
settings-channel-unseen = I cannot see that channel, so I could not post challenges there. Give my role **View Channel** there, or choose another. Nothing was changed.
settings-category-unusable = I cannot post in any channel of the **{ $category }** category (I need { $permissions } in at least one). Allow it there, or choose another. Nothing was changed.
settings-channel-unusable = I cannot post in { $channel }: I am missing { $permissions } there. Allow it in the channel's settings (Permissions), or choose another channel. Nothing was changed.
settings-channel-kind = Please choose a text channel or a category. Nothing was changed.
settings-role-gone = That role no longer exists. Nothing was changed.
settings-role-everyone = Open challenges cannot ping @everyone: choose a role members take when they want a game. Nothing was changed.
settings-role-managed = { $role } belongs to a bot or an integration, so members cannot take it; choose a role members can have. Nothing was changed.
settings-unplayed-bad = Unplayed rounds must be a whole number from 0 to { $max } (0: never abandon a match); `{ $typed }` is not. Nothing was changed.
settings-typed-nothing = nothing

## /settings: the panel

# What each setting is called where the panel says it was saved.
setting-name = { $setting ->
    [expiry] Challenges stay open
    [clock] Move clock
    [round] Thwart Omega round time
    [archive] Finished threads are archived after
    [pings] Pings
    [play] Play channel
    [lfg] Looking-for-a-game role
    [reminders] Reminders before a loss on time
    [computer] Computer opponents
    [unplayed] Unplayed Thwart Omega rounds
    [web] Web pages
    [daily] Daily puzzle
   *[language] Language of public posts
}
settings-saved = Saved: { $setting }: { $value }.
settings-on = on
settings-off = off
settings-on-bold = **on**
settings-off-bold = **off**
settings-turn-on = Turn on
settings-turn-off = Turn off
settings-change = Change…
settings-per-move = { $time } per move
settings-per-round = { $time } per round
settings-no-limit = no limit
settings-any-channel = any channel
settings-no-role = none
settings-pings = { $policy ->
    [all] Ping for direct challenges and every turn
    [challenges] Ping for challenges and match starts, not turns
   *[none] Never ping: messages name players silently
}
settings-channel-placeholder = Any channel (choose one, or a category)
settings-role-placeholder = No role (choose one to ping it for open challenges)
settings-head = ## Stone Arena settings · { $server }
settings-hint = -# Changes apply to challenges and matches that start from now on; running matches keep theirs. Only you can use this panel.
settings-expiry = **Challenges stay open** for this long, then expire.
settings-clock = **Move clock** for new matches (run out and you lose; `/play` can pick another).
settings-round = **Thwart Omega round time** for new matches.
settings-reminders = **Reminders before a loss on time**: { $state }: { $reminders ->
    [on] the player to move is reminded privately when half and a tenth of their time are left
   *[off] players lose on time without a reminder
}.
settings-where-any = **Play channel**: any channel.
settings-where-one = **Play channel**: { $channel } only (a category: its channels); elsewhere `/play` points there.
settings-lfg = **Looking-for-a-game role**, pinged by open challenges: { $role }.
settings-pings-line = **Pings** by challenges and turn notices in match threads.
settings-archive = **Finished match threads** are archived after:
settings-unplayed = **Unplayed Thwart Omega rounds**: a match is { $rounds ->
    [0] never abandoned
    [one] abandoned after **{ $rounds }** round in a row without a move
   *[other] abandoned after **{ $rounds }** rounds in a row without a move
}.
settings-unplayed-never = never
settings-unplayed-shown = { $rounds } in a row
settings-computer = **Computer opponents**: { $state }: { $allowed ->
    [on] members may play the computer
   *[off] turned off here
}.
settings-web = **Web pages**: { $state }: { $pages ->
    [on] tournaments, matches, profiles and leaderboards have pages for anyone with their link
   *[off] no pages (links only work where a manager turns this on)
}.
settings-language = **Language** of my posts in this server's channels (my private answers follow each member's own Discord language): { $language }.
settings-language-auto = the server's Discord language ({ $language })
settings-language-auto-option = Discord's server language
settings-daily-off = **Daily puzzle**: off. Choose a text channel (the play channel suits it) and I post a puzzle from this server's finished games there every day at noon, server time (`/host time-zone`; UTC until set), with yesterday's solution.
settings-daily-on = **Daily puzzle**: every day at noon, server time (`/host time-zone`; UTC until set), in { $channel }, with yesterday's solution. Clear the choice to stop.
settings-daily-placeholder = No daily puzzle (choose a text channel)
settings-daily-kind = The daily puzzle needs a text channel. Nothing was changed.
settings-daily-unseen = I cannot see that channel, so I could not post the daily puzzle there. Give my role **View Channel** there, or choose another. Nothing was changed.
settings-unplayed-label = Rounds in a row without a move (0: never)

## The welcome message (the server's language)

welcome-hello = 👋 Hello! I am **Stone Arena**: I host five abstract strategy games (Meter, Interleave, Thwart Omega, Meridians and Meuda) and tournaments, with a board picture after every move.
welcome-players = **Players:** `/help` explains the games, each with a picture; `/play meter` (or any other game) challenges someone, or anyone who wants a game.
welcome-managers = **Server managers:** `/settings` chooses where challenges are made, the default clocks, reminders before a loss on time, who gets pinged and a "looking for a game" role; `/diagnose` lists any permission I am missing in the channels I use; `/host create` starts a tournament.

## /diagnose

diagnose-not-manager = Only server managers (Manage Server) can use `/diagnose`.
diagnose-head = The permissions I need in the channels I am used in:
diagnose-unseen = { $channel }: I cannot see this channel any more (deleted, or hidden from me).
diagnose-fine = { $channel }: everything I need.
diagnose-missing = { $channel }: missing { $permissions }; { $effect }.
diagnose-blocked = I cannot post here at all
diagnose-and = { $first } and { $second }
diagnose-more = … and { $count } more channels.
diagnose-tail = A server admin can grant them in each channel's settings (Permissions), or to my role in Server Settings → Roles.

## /privacy (the bot's owner)

privacy-not-owner = Only the bot's owner can use /privacy; nothing was done.
privacy-question = Forget { $user } (id { $id }) on every server? Their id becomes a tombstone and their names are blanked in every match, tournament and rating; the games, results and other players' ratings stay as they are.
privacy-forgotten = User { $id } is forgotten: they appear as { $name } in past games and tournaments, and their id is in no table of the database. Messages already posted in Discord are Discord's; backups made before now keep the id until they are rotated.
