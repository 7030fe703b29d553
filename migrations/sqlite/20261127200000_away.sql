-- Away mode (`/nanuk away`): a player away from every game they sit in,
-- from `since` until `until` (ms). An AI plays their seats meanwhile.
CREATE TABLE away (
    user_id BIGINT NOT NULL PRIMARY KEY,
    since   BIGINT NOT NULL,
    until   BIGINT NOT NULL
);

-- While a seat's player is away (controller 'away'): until when, for the
-- board.
ALTER TABLE seats ADD COLUMN away_until BIGINT;
