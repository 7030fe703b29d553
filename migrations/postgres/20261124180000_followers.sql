-- Spectators who asked for a game's big moments by DM ("Follow" on the
-- board). Public facts only are ever sent to them.
CREATE TABLE followers (
    game_id BIGINT NOT NULL REFERENCES games (id),
    user_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
