-- Matches against the computer opponent (issue 15, bot/engine/computer.py): which seat it plays
-- and at what level, as JSON ({"seat": 1, "level": "easy"}); NULL for a match of two people.
ALTER TABLE matches ADD COLUMN computer TEXT CHECK (computer IS NULL OR json_valid(computer));
