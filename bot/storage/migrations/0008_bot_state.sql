-- Small facts about the bot itself that must survive a restart, by name: "commands" holds the
-- hash of the slash-command tree last synced to Discord (synced again only when it changes).
CREATE TABLE bot_state (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at REAL NOT NULL
) WITHOUT ROWID;
