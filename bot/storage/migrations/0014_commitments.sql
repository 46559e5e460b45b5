-- Commitments for sealed moves (docs/fairness.md). A Thwart Omega submission keeps the random
-- salt its commitment was made with (a new one each time the move changes), secret until the
-- round is revealed. The move log keeps, for every revealed move, its salt (empty for a random
-- fill) and the round's seed (a random fill is computed from it); both are public once the
-- round is revealed. Rows written before this migration keep empty strings.
ALTER TABLE submissions ADD COLUMN salt TEXT NOT NULL DEFAULT '';
ALTER TABLE moves ADD COLUMN salt TEXT NOT NULL DEFAULT '';
ALTER TABLE moves ADD COLUMN seed TEXT NOT NULL DEFAULT '';
