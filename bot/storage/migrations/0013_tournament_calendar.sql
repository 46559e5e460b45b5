-- Community nights in Discord's calendar and with roles (docs/organiser-guide.md, "Calendar and
-- roles"). Per server: the role given to the players of a running tournament, the role given to
-- its champion (taken from the last one), and the time zone in which organisers type start times
-- (an IANA name; NULL: UTC). Per tournament: the Discord Scheduled Event made for it.
ALTER TABLE tournament_guilds ADD COLUMN participant_role_id INTEGER;
ALTER TABLE tournament_guilds ADD COLUMN champion_role_id INTEGER;
ALTER TABLE tournament_guilds ADD COLUMN time_zone TEXT;

CREATE TABLE tournament_events (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id),
    event_id      INTEGER NOT NULL
);
