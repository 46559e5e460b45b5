-- Concurrent outbox delivery (issue 12).

-- When a delivery attempt of the row last started. Set, in one small transaction, before the
-- Discord calls of an attempt; a row loaded again with it set may already have reached Discord
-- (the bot died, or the call failed, between posting and marking), so the Discord layer looks
-- for the message before posting it again: a player never sees it twice after a crash.
ALTER TABLE outbox ADD COLUMN started_at REAL;

-- Pruning delivered rows by age, and listing the rows that were given up.
CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
CREATE INDEX outbox_given_up ON outbox (failed_at) WHERE failed_at IS NOT NULL;
