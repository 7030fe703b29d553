//! What this process knows of players' DM channels: their ids (also in
//! the database), who was asked to have theirs opened ahead, and whose
//! DMs Discord refused lately.

use super::bounded::{self, lock};
use crate::engine::Seat;
use crate::service::GameId;
use std::collections::HashMap;
use std::sync::Mutex;

/// After Discord refuses a seat's DM (50007, DMs closed), that many of the
/// seat's hand updates go without a DM before one is tried again. Every
/// refusal is an invalid request, which Discord counts against the bot
/// (too many and its IP is blocked for a while), and closed DMs mostly
/// stay closed; the player was told to use `/nanuk hand` meanwhile.
pub const DM_RETRY_AFTER: u32 = 10;

#[derive(Default)]
pub struct Dms {
    /// DM channel per user.
    channels: Mutex<HashMap<u64, u64>>,
    /// Users whose DM channel was asked to be opened ahead.
    asked: Mutex<HashMap<u64, ()>>,
    /// Hand updates still to go without a DM, per seat refused one.
    refused: Mutex<HashMap<(GameId, Seat), u32>>,
}

impl Dms {
    pub fn channel(&self, user: u64) -> Option<u64> {
        lock(&self.channels).get(&user).copied()
    }

    pub fn set_channel(&self, user: u64, channel: u64) {
        bounded::insert(&self.channels, user, channel);
    }

    /// Whether `user`'s DM channel was already asked to be opened ahead;
    /// marks it asked.
    pub fn asked_ahead(&self, user: u64) -> bool {
        if lock(&self.asked).contains_key(&user) {
            return true;
        }
        bounded::insert(&self.asked, user, ());
        false
    }

    /// Discord refused the seat's DM: leave the next [`DM_RETRY_AFTER`]
    /// hand updates out.
    pub fn refused(&self, game: GameId, seat: Seat) {
        bounded::insert(&self.refused, (game, seat), DM_RETRY_AFTER);
    }

    /// Should this hand update of the seat go without a DM? Counts down.
    pub fn skip(&self, game: GameId, seat: Seat) -> bool {
        let mut refused = lock(&self.refused);
        match refused.get_mut(&(game, seat)) {
            Some(left) if *left > 0 => {
                *left -= 1;
                true
            }
            Some(_) => {
                refused.remove(&(game, seat));
                false
            }
            None => false,
        }
    }

    pub fn forget_game(&self, game: GameId) {
        lock(&self.refused).retain(|(g, _), _| *g != game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_dm_is_tried_again_after_some_updates_and_only_for_that_seat() {
        let dms = Dms::default();
        let (game, seat) = (GameId(1), Seat(2));
        assert!(!dms.skip(game, seat));
        dms.refused(game, seat);
        for _ in 0..DM_RETRY_AFTER {
            assert!(dms.skip(game, seat));
            assert!(!dms.skip(game, Seat(3)));
            assert!(!dms.skip(GameId(2), seat));
        }
        assert!(!dms.skip(game, seat), "tried again");
        dms.refused(game, seat);
        dms.forget_game(game);
        assert!(!dms.skip(game, seat));
    }
}
