-- What the Discord layer used to keep in memory, so that a restart loses none of it.

-- The public challenge message (with its buttons): closing the challenge edits it, and the
-- match thread hangs off it. NULL until the message is posted.
ALTER TABLE challenges ADD COLUMN message_channel_id INTEGER;
ALTER TABLE challenges ADD COLUMN message_id INTEGER;

-- Players whose direct messages failed (Discord 50007) in a match: their round prompts go to
-- the match thread as a mention without secrets, and the notice saying so is posted once.
CREATE TABLE closed_dms (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    user_id  INTEGER NOT NULL,
    noted_at REAL NOT NULL,
    PRIMARY KEY (match_id, user_id)
) WITHOUT ROWID;
