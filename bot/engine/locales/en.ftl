# The engine kernel's refusals (bot/engine/errors.py): what every feature may answer.
# Each feature's own refusals are in bot/engine/<feature>/locales/.

storage-cannot-write = The bot cannot save anything right now (its storage is full or read-only), so this was not saved. Everything saved before is safe; please try again in a few minutes.
storage-unreachable = The bot cannot reach its database right now, so this was not saved. Everything saved before is safe; please try again in a few minutes.
storage-conflict = The bot was busy with another change to the same thing and could not save this, so nothing was changed. Please try again.
