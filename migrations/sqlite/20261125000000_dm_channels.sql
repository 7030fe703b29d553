-- The bot's DM channel with each player, as Discord named it when the bot
-- opened it (or as a DM interaction showed it): a DM never needs a second
-- "create DM" call, across restarts and processes. Not game state.
CREATE TABLE dm_channels (
    user_id BIGINT PRIMARY KEY,
    channel_id BIGINT NOT NULL
);
