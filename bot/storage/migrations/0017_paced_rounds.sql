-- Paced rounds (TournamentConfig.round_minutes): when a pairing's round time runs out, and, when
-- the organiser decides what happens then (Overtime.ORGANISER), when their time to decide runs
-- out. NULL: no round time, no decision awaited.
ALTER TABLE tournament_pairings ADD COLUMN round_ends REAL;
ALTER TABLE tournament_pairings ADD COLUMN overtime_ends REAL;
