-- A row's content is decided once (issue 23): what a post shows that is decided as it first
-- goes out (a round prompt's deadline, moved for a late prompt) is written into the row's
-- payload, with this mark, in the transaction that decides it. A row marked fixed is posted
-- exactly as stored on every later attempt: the extension for a late prompt is not run again,
-- and a re-post after a crash repeats the same text under the same nonce.
ALTER TABLE outbox ADD COLUMN fixed INTEGER NOT NULL DEFAULT 0;
