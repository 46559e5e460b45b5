-- Leases (issue 16): with several bot processes on one database (PostgreSQL), a due timer or an
-- outbox row is claimed by one process (claimed_by: the store's owner id) until claim_until
-- (epoch seconds) before it is fired or delivered; the claims of a process that was killed are
-- taken over when they run out. A timer set again drops its claim (it is a new deadline).
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
ALTER TABLE timers ADD COLUMN claim_until REAL;
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claim_until REAL;
