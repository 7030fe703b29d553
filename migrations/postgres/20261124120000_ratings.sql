-- Skill ratings (Weng-Lin), per server: one row per player (`user:<id>`)
-- and per AI level (`ai:<level>`). Written in the transaction that records
-- a game's end; `nanuk ratings rebuild` recomputes them from the games.
CREATE TABLE ratings (
    guild_id   BIGINT           NOT NULL,
    subject    TEXT             NOT NULL,
    -- NULL for an AI level.
    user_id    BIGINT,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    -- Rated games that updated this rating.
    games      BIGINT           NOT NULL,
    updated_at BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, subject)
);

CREATE INDEX ratings_guild_user ON ratings (guild_id, user_id);

-- Games whose end updated the ratings (at most once each).
CREATE TABLE rated_games (
    game_id  BIGINT NOT NULL PRIMARY KEY REFERENCES games (id),
    guild_id BIGINT NOT NULL
);
