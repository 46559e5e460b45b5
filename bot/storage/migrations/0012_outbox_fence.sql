-- Fenced delivery (issue 16): every claim of an outbox row takes a new claim_token. The claim a
-- delivery started under is checked right before each post to Discord (and renewed), and
-- marking the row delivered or failed checks it too: a process that stalled past its lease
-- while another took the row over posts nothing more and changes nothing.
ALTER TABLE outbox ADD COLUMN claim_token INTEGER NOT NULL DEFAULT 0;
