-- Play where no server installed the bot (the app installed to a player's own account: a DM, a
-- group DM, a server that has not added it): the bot may only answer the players' interactions,
-- so such a challenge or match writes nothing to the outbox and every board rides on an answer
-- (bot/cogs/matches/anywhere.py). 1: answered; 0: posted by the outbox as before.
ALTER TABLE challenges ADD COLUMN answered INTEGER NOT NULL DEFAULT 0 CHECK (answered IN (0, 1));
ALTER TABLE matches ADD COLUMN answered INTEGER NOT NULL DEFAULT 0 CHECK (answered IN (0, 1));
