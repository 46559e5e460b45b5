-- The latest message of a match that offers buttons, per owner (0: the public board in the
-- match thread; a user id: that player's private receipt with Lock in). When a newer one is
-- posted, the bot edits the buttons off the older message (issue 10: one edit per superseded
-- message), also after a restart.
CREATE TABLE button_messages (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    owner_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (match_id, owner_id)
) WITHOUT ROWID;
