-- Which process delivered a game's outbox last (issue 13): a release keeps
-- the row with a lapsed lease, so the next claim can tell whether the game
-- changed hands, and a process taking it over then forgets what it
-- remembered of the game's messages (the other process may have changed
-- them). SQLite is one process: the column stays unused there.
ALTER TABLE outbox_claims ADD COLUMN changed_hands BOOLEAN NOT NULL DEFAULT TRUE;
