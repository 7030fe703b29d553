-- Several processes on one database (issue 13): background work is claimed
-- by one live process at a time, with a lease that runs out if it dies.
-- SQLite is one process, so there these stay empty (same schema anyway).

-- A game's outbox is delivered by one process at a time, in order: the
-- claim is per game, not per row.
CREATE TABLE outbox_claims (
    game_id       INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    -- The claiming process (GameService::process_id).
    claimed_by    TEXT   NOT NULL,
    -- Unix ms; past it, another process may take the game.
    claimed_until BIGINT NOT NULL
);

-- A due deadline is fired by the process that claimed it; a new deadline
-- written over a claimed one clears the claim.
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until BIGINT;
