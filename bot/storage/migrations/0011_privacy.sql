-- Privacy and retention (docs/privacy.md, issue 10 item 8).
--
-- The move log and the tournament audit log stay append-only for everything the bot does while
-- it runs. The privacy policy promises exactly two erasures, and the triggers below allow only
-- those, and only while one is in progress (a row of `erasures` with `finished_at` NULL, which
-- the erasing transaction inserts first and closes last, so nothing outside it ever sees one):
--
-- * forgetting a player: their id becomes a tombstone (a negative number, one per forgotten
--   player, never a Discord id) and their names are blanked; the audit log may then change who
--   it names (`actor_id`, `details`) and nothing else. The move log names seats, not people, so
--   it never changes.
-- * erasing a server's data some days after the bot was removed from it: the rows of that
--   server's matches and tournaments may then be deleted, the logs included.

CREATE TABLE erasures (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind        TEXT NOT NULL CHECK (kind IN ('player', 'guild')),
    subject     INTEGER NOT NULL,    -- player: the tombstone (< 0); guild: the server's id
    started_at  REAL NOT NULL,
    finished_at REAL,                -- NULL only inside the erasing transaction
    CHECK (kind = 'guild' OR subject < 0)
);
CREATE UNIQUE INDEX erasures_tombstones ON erasures (subject) WHERE kind = 'player';

DROP TRIGGER moves_are_append_only_delete;
CREATE TRIGGER moves_are_append_only_delete BEFORE DELETE ON moves
WHEN NOT EXISTS (
    SELECT 1 FROM erasures e JOIN matches m ON m.guild_id = e.subject
    WHERE e.kind = 'guild' AND e.finished_at IS NULL AND m.id = OLD.match_id
)
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;

DROP TRIGGER tournament_audit_is_append_only_update;
CREATE TRIGGER tournament_audit_is_append_only_update BEFORE UPDATE ON tournament_audit
WHEN NOT (
    EXISTS (SELECT 1 FROM erasures WHERE kind = 'player' AND finished_at IS NULL)
    AND NEW.id = OLD.id AND NEW.tournament_id = OLD.tournament_id AND NEW.at = OLD.at
    AND NEW.action = OLD.action
    AND (NEW.actor_id = OLD.actor_id OR NEW.actor_id IN (
        SELECT subject FROM erasures WHERE kind = 'player' AND finished_at IS NULL))
)
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;

DROP TRIGGER tournament_audit_is_append_only_delete;
CREATE TRIGGER tournament_audit_is_append_only_delete BEFORE DELETE ON tournament_audit
WHEN NOT EXISTS (
    SELECT 1 FROM erasures e JOIN tournaments t ON t.guild_id = e.subject
    WHERE e.kind = 'guild' AND e.finished_at IS NULL AND t.id = OLD.tournament_id
)
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
