-- A server's defaults for new lobbies (`/nanuk settings`), as JSON
-- (`store::model::LobbyDefaults`): a field left out is the bot's own
-- default, so new settings need no migration.
CREATE TABLE server_settings (
    guild_id   BIGINT NOT NULL PRIMARY KEY,
    settings   TEXT   NOT NULL,
    updated_at BIGINT NOT NULL
);
