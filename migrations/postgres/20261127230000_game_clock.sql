-- The game clock (issue 29): a seat's time bank (ms) as of `waiting_since`
-- (the time its player's clock started running; NULL while it is
-- stopped). Both NULL in games without a clock and for AI seats.
ALTER TABLE seats ADD COLUMN bank_ms BIGINT;
ALTER TABLE seats ADD COLUMN waiting_since BIGINT;
