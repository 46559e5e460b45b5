# Words every room shares: durations, lists, Discord's permission names
# (bot/cogs/common/language/phrases.py formats them).

## Durations: duration(words, seconds) keeps the two largest units, "1 min 30 s".

duration-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
duration-hours = { $count } h
duration-minutes = { $count } min
duration-seconds = { $count } s
duration-two = { $larger } { $smaller }

## Lists: "**A**", "**A** and **B**", "**A**, **B** and **C**"

list-comma = { ", " }
list-and = { $rest } and { $last }

## Permissions, in the words of Discord's channel settings (in English)

permission-name = { $permission ->
    [view_channel] View Channel
    [send_messages] Send Messages
    [send_messages_in_threads] Send Messages in Threads
    [create_public_threads] Create Public Threads
    [create_private_threads] Create Private Threads
    [attach_files] Attach Files
    [manage_guild] Manage Server
    [mention_everyone] Mention @everyone, @here, and All Roles
   *[other] { $permission }
}
# What the bot does without a permission it can live without.
permission-effect = { $permission ->
    [attach_files] boards are posted as text
    [create_public_threads] matches are played in this channel instead of their own thread
    [send_messages_in_threads] matches are played in this channel instead of their own thread
    [create_private_threads] tournament matches get public threads, each announced in the channel
   *[other] { $permission }
}

## Colours, as a game names them (rules.Colour)

colour-name = { $colour ->
    [black] Black
    [white] White
    [red] Red
    [light] Light
    [dark] Dark
   *[other] { $colour }
}
