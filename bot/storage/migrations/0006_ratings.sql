-- Ratings (bot/engine/ratings.py): one per player, game and server, written in the transaction
-- that ends the match, with one history row per player and rated match.

-- A challenge or match can be unrated (a `rated:false` challenge, a computer opponent).
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
ALTER TABLE matches ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));

CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    game_id     TEXT NOT NULL,
    user_id     INTEGER NOT NULL,
    mu          REAL NOT NULL,                 -- the rating (shown rounded)
    sigma       REAL NOT NULL,                 -- its uncertainty
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    streak      INTEGER NOT NULL,              -- current run: > 0 wins, < 0 losses
    best_streak INTEGER NOT NULL,              -- longest run of wins
    updated_at  REAL NOT NULL,
    PRIMARY KEY (guild_id, game_id, user_id)
) WITHOUT ROWID;
-- The leaderboard (top N by rating) and a player's rank (how many rate higher).
CREATE INDEX ratings_by_rank ON ratings (guild_id, game_id, mu DESC);
-- A profile: every game a player is rated in on a server.
CREATE INDEX ratings_by_player ON ratings (guild_id, user_id);

CREATE TABLE rating_history (
    match_id    INTEGER NOT NULL REFERENCES matches (id),
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER NOT NULL,
    game_id     TEXT NOT NULL,
    mu_before   REAL NOT NULL,
    mu_after    REAL NOT NULL,
    sigma_after REAL NOT NULL,
    at          REAL NOT NULL,
    PRIMARY KEY (match_id, user_id)
) WITHOUT ROWID;
-- The profile chart and the leaderboard's trend: a player's latest changes in one game.
CREATE INDEX rating_history_by_player ON rating_history (guild_id, user_id, game_id, at);

-- A player's finished games on a server, newest first (/games, /profile).
CREATE INDEX matches_finished_by_seat0 ON matches (seat0_id, guild_id, finished_at)
    WHERE status = 'finished';
CREATE INDEX matches_finished_by_seat1 ON matches (seat1_id, guild_id, finished_at)
    WHERE status = 'finished';

-- A Rematch button makes one challenge per finished match (pressed twice: the same challenge).
ALTER TABLE challenges ADD COLUMN rematch_of INTEGER REFERENCES matches (id);
CREATE UNIQUE INDEX challenges_by_rematch ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;
-- "Did these two start another match since?" (a Rematch pressed late).
CREATE INDEX matches_by_pair ON matches (guild_id, seat0_id, seat1_id, id);
