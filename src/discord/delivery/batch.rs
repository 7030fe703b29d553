//! One batch of a game's rows: the game's state read once, when the rows
//! were written, and what follows from them for every step of the batch.

use super::shown::Shown;
use crate::engine::PhaseView;
use crate::service::{GameId, GameStatus, MessageSlot, SeatInfo, TableView};
use std::collections::HashMap;

/// One batch's view of the game, read once and shared by its lanes and
/// steps (a step that must render the newest state reads it again and
/// says so).
pub struct GameCtx {
    pub game: GameId,
    pub table: TableView,
    /// Hold what may wait (the board to its budget, a DM that starts no
    /// decision, anything nobody waits for while the budget is busy): the
    /// running worker does; a drain shows everything at once.
    pub holds: bool,
    /// When each of the batch's rows was written (service clock, ms).
    pub written: HashMap<i64, i64>,
    /// The newest game version among the batch's rows: the state read
    /// may be newer, and what started after this is told by a later
    /// batch, after that batch's announcements.
    pub upto: u64,
    /// Some rows may have been shown in part by another process (written
    /// before this worker began, or the game's delivery changed hands):
    /// what a press's answer drew there is not in this one's memory.
    pub inherited: bool,
}

impl GameCtx {
    /// When outbox row `id` of this batch was written (service clock, ms).
    pub fn written_at(&self, id: i64) -> Option<i64> {
        self.written.get(&id).copied()
    }

    /// When the oldest of these rows was written.
    pub fn oldest(&self, ids: &[i64]) -> Option<i64> {
        ids.iter()
            .filter_map(|id| self.written.get(id))
            .min()
            .copied()
    }

    pub fn ended(&self) -> bool {
        matches!(
            self.table.info.status,
            GameStatus::Over | GameStatus::Cancelled
        )
    }

    /// A practice game's reward pick waits: its menu is on the board (in
    /// other games the picker picks in their DM).
    pub fn picking(&self) -> bool {
        self.table.info.is_practice()
            && self
                .table
                .public
                .as_ref()
                .is_some_and(|p| matches!(p.phase, PhaseView::Picking { .. }))
    }

    /// A new prompt for the seat is still to go out: its decision started
    /// in the rows being delivered, and its DM does not show it yet (rows
    /// are delivered again when another of their steps was held, and a
    /// press's answer may have drawn the prompt already).
    pub fn prompt_due(&self, shown: &Shown, seat: &SeatInfo, since: Option<u64>) -> bool {
        asks_now(seat, since)
            && !shown.shows_decision(self.game, MessageSlot::Hand(seat.seat), seat.token)
    }
}

/// Whether the seat's DM hand, delivered for rows from game version
/// `since` on, carries a decision that started in them: the prompt a
/// player waits for. Not an update of a prompt they already have (another
/// player's simultaneous choice), not a hand that asks nothing.
pub fn asks_now(seat: &SeatInfo, since: Option<u64>) -> bool {
    seat.waiting && since.is_some_and(|v| seat.token >= v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::service::Controller;

    fn seat(waiting: bool, token: u64) -> SeatInfo {
        SeatInfo {
            seat: Seat(1),
            user: Some(7),
            name: "P1".into(),
            controller: Controller::Human,
            stood_in: false,
            token,
            waiting,
            ai_level: None,
            away_until: None,
        }
    }

    #[test]
    fn only_a_decision_started_in_the_delivered_rows_is_awaited() {
        assert!(asks_now(&seat(true, 12), Some(12)), "started now");
        assert!(asks_now(&seat(true, 14), Some(12)), "started after");
        assert!(!asks_now(&seat(true, 11), Some(12)), "its prompt is out");
        assert!(!asks_now(&seat(false, 12), Some(12)), "nothing to decide");
        assert!(!asks_now(&seat(true, 12), None), "a re-render");
    }
}
