-- Tournaments (bot/engine/tournament_service). Times are UTC seconds since the epoch (REAL).
-- The pure tournament (entrants, rounds, results) is one JSON column of its row; what waits
-- (sign-ups, pairings being played, deadlines) has tables of its own.

CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    name            TEXT NOT NULL,
    organiser_id    INTEGER NOT NULL,
    phase           TEXT NOT NULL
                    CHECK (phase IN ('signup', 'checkin', 'running', 'paused', 'finished',
                                     'cancelled')),
    config          TEXT NOT NULL CHECK (json_valid(config)),
    seed            INTEGER NOT NULL,                -- every random choice derives from it
    core            TEXT CHECK (core IS NULL OR json_valid(core)),   -- once started
    starts_at       REAL,
    checkin_at      REAL,
    paused_at       REAL,
    announced_round INTEGER NOT NULL DEFAULT 0,
    message_id      INTEGER,                         -- the bracket / standings message
    created_at      REAL NOT NULL,
    updated_at      REAL NOT NULL
);
CREATE INDEX tournaments_by_channel ON tournaments (guild_id, channel_id, phase);

CREATE TABLE tournament_entries (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    name          TEXT NOT NULL,
    joined_at     REAL NOT NULL,
    seq           INTEGER NOT NULL,                  -- entry order
    checked_in    INTEGER NOT NULL DEFAULT 0 CHECK (checked_in IN (0, 1)),
    PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;

-- One row per pairing the service has opened (live or closed); a pairing opened again after an
-- organiser's change replaces its row.
CREATE TABLE tournament_pairings (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id),
    key             TEXT NOT NULL,
    round           INTEGER NOT NULL,
    seed_a          INTEGER NOT NULL,
    seed_b          INTEGER NOT NULL,
    user_a          INTEGER NOT NULL,
    user_b          INTEGER NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('live', 'closed')),
    series          TEXT NOT NULL CHECK (json_valid(series)),
    choice          TEXT CHECK (choice IS NULL OR json_valid(choice)),
    step            INTEGER NOT NULL DEFAULT 0,
    game            TEXT,
    match_id        INTEGER REFERENCES matches (id),
    deadline        REAL,
    choice_deadline REAL,
    showed          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(showed)),
    opened_at       REAL NOT NULL,
    PRIMARY KEY (tournament_id, key)
) WITHOUT ROWID;

-- Every match the service created, for good (the export lists them).
CREATE TABLE tournament_matches (
    match_id      INTEGER PRIMARY KEY REFERENCES matches (id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    key           TEXT NOT NULL,
    game_no       INTEGER NOT NULL,
    seat0_side    INTEGER NOT NULL CHECK (seat0_side IN (0, 1))
);
CREATE INDEX tournament_matches_by_tournament ON tournament_matches (tournament_id);

-- Organiser actions (set a result, disqualify, replace, pause, resume, cancel ...); never changed.
CREATE TABLE tournament_audit (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    at            REAL NOT NULL,
    actor_id      INTEGER NOT NULL,
    action        TEXT NOT NULL,
    details       TEXT NOT NULL
);
CREATE INDEX tournament_audit_by_tournament ON tournament_audit (tournament_id, id);

CREATE TRIGGER tournament_audit_is_append_only_update BEFORE UPDATE ON tournament_audit
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
CREATE TRIGGER tournament_audit_is_append_only_delete BEFORE DELETE ON tournament_audit
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;

-- Per server: the role whose members may organise tournaments (besides server managers).
CREATE TABLE tournament_guilds (
    guild_id          INTEGER PRIMARY KEY,
    organiser_role_id INTEGER,
    updated_at        REAL NOT NULL
);
