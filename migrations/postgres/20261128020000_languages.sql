-- Whose language (issue 25), per player ('user') and per server
-- ('server'): `seen` is what Discord said last (an interaction's `locale`,
-- or its `guild_locale`), `chosen` what `/nanuk language` set (NULL: follow
-- `seen`). Codes as Discord spells them ("fr", "pt-BR"). Not game state:
-- a DM sent outside any interaction (a prompt, a reminder) reads it.
CREATE TABLE languages (
    scope      TEXT   NOT NULL,
    id         BIGINT NOT NULL,
    seen       TEXT,
    chosen     TEXT,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (scope, id)
);
