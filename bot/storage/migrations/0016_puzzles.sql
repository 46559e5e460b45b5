-- Puzzles from a server's finished matches (ai/puzzles.py, bot/engine/puzzles/): positions where
-- the side to move has a winning move to find, and each player's answers and counts.

-- A puzzle: the position (the game's JSON state), who is to move, every accepted answer (a
-- JSON list of canonical moves), Thwart Omega's opponent submission the answer plays against
-- (`given`, else empty), whether the win was solved exactly (1) or searched (0), and whether
-- both seats could act there (Interleave in real time; turns are assumed: 1).
CREATE TABLE puzzles (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    game_id     TEXT NOT NULL,
    match_id    INTEGER NOT NULL REFERENCES matches (id),
    game_no     INTEGER NOT NULL,
    ply         INTEGER NOT NULL,              -- moves of that game before the position
    seat        INTEGER NOT NULL CHECK (seat IN (0, 1)),
    state       TEXT NOT NULL CHECK (json_valid(state)),
    answers     TEXT NOT NULL CHECK (json_valid(answers)),
    given       TEXT NOT NULL DEFAULT '',
    exact       INTEGER NOT NULL CHECK (exact IN (0, 1)),
    alternating INTEGER NOT NULL DEFAULT 0 CHECK (alternating IN (0, 1)),
    created_at  REAL NOT NULL,
    UNIQUE (match_id, game_no, ply, seat)
);
-- The next puzzle of a game on a server.
CREATE INDEX puzzles_by_game ON puzzles (guild_id, game_id, id);

-- Finished matches already searched for puzzles (each is searched once), with how many it gave.
CREATE TABLE puzzle_sources (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id),
    guild_id INTEGER NOT NULL,
    found    INTEGER NOT NULL,
    mined_at REAL NOT NULL
);

-- A player's puzzle counts on a server, and the puzzle they have open (NULL: none).
CREATE TABLE puzzle_players (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    attempts    INTEGER NOT NULL,
    solved      INTEGER NOT NULL,
    streak      INTEGER NOT NULL,              -- puzzles solved in a row, now
    best_streak INTEGER NOT NULL,
    open_puzzle INTEGER REFERENCES puzzles (id),
    updated_at  REAL NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- Each player's latest answer to each puzzle: solved (1) or not (0: wrong, or given up).
CREATE TABLE puzzle_answers (
    puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id),
    user_id     INTEGER NOT NULL,
    solved      INTEGER NOT NULL CHECK (solved IN (0, 1)),
    answered_at REAL NOT NULL,
    PRIMARY KEY (puzzle_id, user_id)
);
