-- Commands used in a game's thread find the game by its stage row.
CREATE INDEX messages_stage ON messages (channel_id) WHERE slot = 'stage';
