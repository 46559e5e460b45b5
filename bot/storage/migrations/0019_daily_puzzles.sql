-- The daily puzzle of a server (bot/engine/puzzles/daily.py): one a day, posted at a fixed hour
-- of the server's time zone in the channel its settings name, and closed with its solution the
-- next day. ``day`` is the server's local date (YYYY-MM-DD): one row a day at most; the message
-- is recorded once posted (NULL until then); ``closed_at`` is set when the solution is shown
-- (NULL: players may still answer it).
CREATE TABLE puzzle_dailies (
    guild_id   INTEGER NOT NULL,
    day        TEXT NOT NULL,
    puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id),
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    posted_at  REAL NOT NULL,
    closed_at  REAL,
    PRIMARY KEY (guild_id, day)
);
-- The open daily puzzle of a server, and whether a puzzle is one.
CREATE INDEX puzzle_dailies_by_puzzle ON puzzle_dailies (puzzle_id);
