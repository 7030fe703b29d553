-- The level an AI seat plays at (easy | normal | strong); NULL for a
-- human's seat and for AI seats made before levels (they play normal).
ALTER TABLE seats ADD COLUMN ai_level TEXT;
