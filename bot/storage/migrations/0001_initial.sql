-- Stone Arena's first schema. Times are UTC seconds since the epoch (REAL). JSON columns hold
-- plain JSON text. The move log is append-only (triggers below refuse UPDATE and DELETE).

CREATE TABLE players (
    user_id      INTEGER PRIMARY KEY,              -- Discord user id
    display_name TEXT,
    created_at   REAL NOT NULL
);

CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    settings   TEXT NOT NULL CHECK (json_valid(settings)),
    updated_at REAL NOT NULL
);

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger_id INTEGER NOT NULL REFERENCES players (user_id),
    opponent_id   INTEGER REFERENCES players (user_id),      -- NULL: an open challenge
    game_id       TEXT NOT NULL,
    options       TEXT NOT NULL CHECK (json_valid(options)),
    timing        TEXT NOT NULL CHECK (json_valid(timing)),
    seat_choice   TEXT NOT NULL CHECK (seat_choice IN ('random', 'first', 'second')),
    status        TEXT NOT NULL
                  CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    created_at    REAL NOT NULL,
    expires_at    REAL NOT NULL,
    match_id      INTEGER REFERENCES matches (id)
);
CREATE INDEX challenges_by_status ON challenges (status, expires_at);

CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    thread_id     INTEGER,
    challenge_id  INTEGER REFERENCES challenges (id),
    game_id       TEXT NOT NULL,
    options       TEXT NOT NULL CHECK (json_valid(options)),
    timing        TEXT NOT NULL CHECK (json_valid(timing)),
    seat0_id      INTEGER NOT NULL REFERENCES players (user_id),
    seat1_id      INTEGER NOT NULL REFERENCES players (user_id),
    status        TEXT NOT NULL CHECK (status IN ('active', 'finished', 'aborted')),
    rules_version INTEGER NOT NULL,
    seed          INTEGER NOT NULL,                  -- every random choice derives from it
    game_no       INTEGER NOT NULL DEFAULT 1,        -- > 1 after a Thwart Omega tie replay
    ply           INTEGER NOT NULL DEFAULT 0,        -- moves in the log, all games together
    state         TEXT NOT NULL,                     -- the current game's snapshot (JSON)
    result        TEXT,                              -- JSON, once finished
    offer         TEXT,                              -- JSON, a pending result proposal
    created_at    REAL NOT NULL,
    updated_at    REAL NOT NULL,
    finished_at   REAL
);
CREATE INDEX matches_by_seat0 ON matches (seat0_id, status);
CREATE INDEX matches_by_seat1 ON matches (seat1_id, status);
CREATE INDEX matches_by_status ON matches (status);

CREATE TABLE moves (
    match_id    INTEGER NOT NULL REFERENCES matches (id),
    ply         INTEGER NOT NULL CHECK (ply >= 0),
    game_no     INTEGER NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat IN (0, 1)),
    move        TEXT NOT NULL,                       -- canonical spelling
    random_fill INTEGER NOT NULL DEFAULT 0 CHECK (random_fill IN (0, 1)),
    played_at   REAL NOT NULL,
    PRIMARY KEY (match_id, ply)
) WITHOUT ROWID;

CREATE TRIGGER moves_are_append_only_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
CREATE TRIGGER moves_are_append_only_delete BEFORE DELETE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;

-- Thwart Omega: sealed until the round is revealed; the last legal submission counts.
CREATE TABLE submissions (
    match_id     INTEGER NOT NULL REFERENCES matches (id),
    game_no      INTEGER NOT NULL,
    round        INTEGER NOT NULL,
    seat         INTEGER NOT NULL CHECK (seat IN (0, 1)),
    move         TEXT NOT NULL,
    locked       INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
    submitted_at REAL NOT NULL,
    PRIMARY KEY (match_id, game_no, round, seat)
) WITHOUT ROWID;

-- Durable deadlines; one per kind and target. ref: the ply the timer was set for.
CREATE TABLE timers (
    kind      TEXT NOT NULL,
    target_id INTEGER NOT NULL,
    ref       INTEGER NOT NULL,
    due_at    REAL NOT NULL,
    PRIMARY KEY (kind, target_id)
) WITHOUT ROWID;
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_target ON timers (target_id);

-- Notifications committed with the change that caused them; delivered after the commit.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,   -- the idempotency key
    kind            TEXT NOT NULL,
    audience        TEXT NOT NULL CHECK (audience IN ('public', 'private')),
    target_id       INTEGER NOT NULL,
    match_id        INTEGER,
    payload         TEXT NOT NULL CHECK (json_valid(payload)),
    created_at      REAL NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at REAL NOT NULL,
    delivered_at    REAL,
    failed_at       REAL,                                -- given up after too many attempts
    last_error      TEXT
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at)
    WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_by_match ON outbox (match_id);
