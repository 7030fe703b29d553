-- Rating seasons (`/nanuk season start`): a server's ratings are kept per
-- season as well as all time (`ratings`). A server that never started a
-- season plays in season 0, identical to all time.
CREATE TABLE rating_seasons (
    guild_id   BIGINT NOT NULL,
    -- 1, 2, ... in the order they were started.
    season     BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    started_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, season)
);

-- As `ratings`, per season: written with them when a game ends, into the
-- season open at that moment.
CREATE TABLE season_ratings (
    guild_id   BIGINT           NOT NULL,
    season     BIGINT           NOT NULL,
    subject    TEXT             NOT NULL,
    user_id    BIGINT,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      BIGINT           NOT NULL,
    updated_at BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, season, subject)
);

CREATE INDEX season_ratings_user ON season_ratings (guild_id, season, user_id);

-- Ratings from before seasons existed are season 0's.
INSERT INTO season_ratings (guild_id, season, subject, user_id, mu, sigma, games, updated_at)
SELECT guild_id, 0, subject, user_id, mu, sigma, games, updated_at FROM ratings;
