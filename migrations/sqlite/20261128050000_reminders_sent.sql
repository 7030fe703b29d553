-- When each player was last reminded (one reminder DM lists every game
-- waiting on them): the service reminds a player at most once per gap,
-- whichever game or process asks. Not game state.
CREATE TABLE reminders_sent (
    user_id BIGINT PRIMARY KEY,
    sent_at BIGINT NOT NULL
);
