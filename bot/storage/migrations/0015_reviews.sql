-- Post-game reviews (docs/review.md, bot/engine/review/): computed once per match and review
-- setting, then read back, also after a restart. ``settings`` names how it was computed (format
-- version, playouts, seed), so a change of budget computes anew instead of showing an old one;
-- ``review`` is the review as JSON (moves, seats and chances: no player is named).
CREATE TABLE match_reviews (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    settings   TEXT NOT NULL,
    review     TEXT NOT NULL CHECK (json_valid(review)),
    created_at REAL NOT NULL,
    PRIMARY KEY (match_id, settings)
) WITHOUT ROWID;
