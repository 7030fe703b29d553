//! What this process knows each slot's message shows: the remembered
//! message (read through from the database once: only this worker and the
//! presses it waits for change it) and a digest of the screen last drawn
//! there, by the worker or by a press's answer. Lost on a restart, which
//! costs a read or a redraw, never a wrong screen.

use super::bounded::{self, lock};
use crate::discord::screen::{Row, Screen};
use crate::engine::Seat;
use crate::service::{GameId, GameService, MessageSlot, ServiceResult, StoredMessage};
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

#[derive(Default)]
pub struct Shown {
    /// The remembered message per slot (`None`: known to have none).
    messages: Mutex<HashMap<(GameId, MessageSlot), Option<StoredMessage>>>,
    /// What each slot's message shows now, so an unchanged render is not
    /// sent again.
    looks: Mutex<HashMap<(GameId, MessageSlot), Look>>,
    /// Pick decisions (seat, decision token) whose picker was mentioned in
    /// a follow-up to the previous pick's answer.
    picks_told: Mutex<HashSet<(GameId, Seat, u64)>>,
}

/// A message and what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Look {
    message: u64,
    /// 0: unknown (read back from Discord; the next render edits it).
    digest: u64,
    /// It offers controls (buttons or menus).
    live: bool,
    /// The decision token its controls were drawn for.
    decision: Option<u64>,
}

/// The one digest of a screen, compared before any edit.
pub fn digest(screen: &Screen) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    serde_json::to_string(screen)
        .unwrap_or_default()
        .hash(&mut hasher);
    hasher.finish()
}

/// The decision token a screen's controls carry (none: it asks nothing).
fn decision_of(screen: &Screen) -> Option<u64> {
    decision_of_ids(screen.rows.iter().flat_map(|row| match row {
        Row::Buttons(buttons) => buttons.iter().map(|b| b.id.as_str()).collect(),
        Row::Select(select) => vec![select.id.as_str()],
    }))
}

/// The decision token the controls were drawn for (0: not a decision's).
fn decision_of_ids<'a>(ids: impl IntoIterator<Item = &'a str>) -> Option<u64> {
    ids.into_iter()
        .filter_map(crate::discord::ids::ControlId::parse)
        .map(|id| id.token)
        .filter(|token| *token != 0)
        .max()
}

impl Shown {
    /// The slot's remembered message, if known here (`Some(None)`: known
    /// to have none; `None`: read the database).
    pub fn message(&self, game: GameId, slot: MessageSlot) -> Option<Option<StoredMessage>> {
        lock(&self.messages).get(&(game, slot)).copied()
    }

    /// The slot's remembered message, read from the database the first
    /// time only (the one read-through, for the worker and the presses).
    pub async fn remembered(
        &self,
        service: &GameService,
        game: GameId,
        slot: MessageSlot,
    ) -> ServiceResult<Option<StoredMessage>> {
        if let Some(known) = self.message(game, slot) {
            return Ok(known);
        }
        let stored = service.message(game, slot).await?;
        self.set_message(game, slot, stored);
        Ok(stored)
    }

    /// What the database now holds for the slot.
    pub fn set_message(&self, game: GameId, slot: MessageSlot, message: Option<StoredMessage>) {
        bounded::insert(&self.messages, (game, slot), message);
    }

    /// Does `message`, remembered in the slot, already show what `digest`
    /// was made from?
    pub fn shows(&self, game: GameId, slot: MessageSlot, message: u64, digest: u64) -> bool {
        lock(&self.looks)
            .get(&(game, slot))
            .is_some_and(|s| s.message == message && s.digest == digest)
    }

    /// `message` now shows `screen` (through the worker or a press's answer).
    pub fn showing(&self, game: GameId, slot: MessageSlot, message: u64, screen: &Screen) {
        let look = Look {
            message,
            digest: digest(screen),
            live: !screen.rows.is_empty(),
            decision: decision_of(screen),
        };
        bounded::insert(&self.looks, (game, slot), look);
    }

    /// Is what the slot's `message` shows known here (drawn by this
    /// process, or read back)?
    pub fn knows(&self, game: GameId, slot: MessageSlot, message: u64) -> bool {
        lock(&self.looks)
            .get(&(game, slot))
            .is_some_and(|s| s.message == message)
    }

    /// `message` was read back from Discord with these control ids: its
    /// decision is known, its exact look is not (the next render edits it).
    pub fn read_back<'a>(
        &self,
        game: GameId,
        slot: MessageSlot,
        message: u64,
        control_ids: impl IntoIterator<Item = &'a str>,
    ) {
        let ids: Vec<&str> = control_ids.into_iter().collect();
        let look = Look {
            message,
            digest: 0,
            live: !ids.is_empty(),
            decision: decision_of_ids(ids),
        };
        bounded::insert(&self.looks, (game, slot), look);
    }

    /// Does the slot's remembered message show controls for decision
    /// `token` (posted by the worker, or drawn by a press's answer)? Then
    /// that decision's prompt is out, whatever else changed since.
    pub fn shows_decision(&self, game: GameId, slot: MessageSlot, token: u64) -> bool {
        let Some(Some(stored)) = self.message(game, slot) else {
            return false;
        };
        lock(&self.looks)
            .get(&(game, slot))
            .is_some_and(|s| s.message == stored.message && s.decision == Some(token))
    }

    /// The decision whose controls the slot's remembered message shows
    /// (`Some(None)`: it shows none, a record or a hand that asks
    /// nothing); `None` when what it shows is not known here.
    pub fn decision_shown(&self, game: GameId, slot: MessageSlot) -> Option<Option<u64>> {
        let stored = self.message(game, slot)??;
        lock(&self.looks)
            .get(&(game, slot))
            .filter(|s| s.message == stored.message)
            .map(|s| s.decision)
    }

    /// Is `message` known to offer no controls any more: a record (a DM
    /// prompt already answered) that may stay where it is?
    pub fn is_record(&self, game: GameId, slot: MessageSlot, message: u64) -> bool {
        lock(&self.looks)
            .get(&(game, slot))
            .is_some_and(|s| s.message == message && !s.live)
    }

    /// What the slot shows is not known any more.
    pub fn forget_look(&self, game: GameId, slot: MessageSlot) {
        lock(&self.looks).remove(&(game, slot));
    }

    /// The seat was told of its pick (decision `token`) by a follow-up.
    pub fn pick_told(&self, game: GameId, seat: Seat, token: u64) {
        lock(&self.picks_told).insert((game, seat, token));
    }

    pub fn was_pick_told(&self, game: GameId, seat: Seat, token: u64) -> bool {
        lock(&self.picks_told).contains(&(game, seat, token))
    }

    /// Drops everything about a game (it ended, or another process
    /// delivered it meanwhile).
    pub fn forget_game(&self, game: GameId) {
        lock(&self.looks).retain(|(g, _), _| *g != game);
        lock(&self.messages).retain(|(g, _), _| *g != game);
        lock(&self.picks_told).retain(|(g, _, _)| *g != game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_read_back_tells_which_decision_it_shows() {
        let shown = Shown::default();
        let (game, slot) = (GameId(1), MessageSlot::Hand(Seat(0)));
        let stored = StoredMessage {
            channel: 5,
            message: 77,
            created_at: 0,
        };
        shown.set_message(game, slot, Some(stored));
        assert!(!shown.knows(game, slot, 77));
        let ids = ["nk:1:42:s:hunt", "nk:1:42:s:doom", "nk:1:0:hand"];
        shown.read_back(game, slot, 77, ids);
        assert!(shown.knows(game, slot, 77));
        assert!(shown.shows_decision(game, slot, 42));
        assert!(
            !shown.shows_decision(game, slot, 43),
            "a newer decision is not shown"
        );
        assert!(
            !shown.shows(game, slot, 77, 0xdead),
            "its look is not known"
        );
        // A message with no controls shows no decision.
        shown.read_back(game, slot, 77, []);
        assert!(!shown.shows_decision(game, slot, 42));
    }

    #[test]
    fn remembered_messages_are_known_until_changed_or_the_game_ends() {
        let shown = Shown::default();
        let (game, slot) = (GameId(1), MessageSlot::Board);
        assert_eq!(
            shown.message(game, slot),
            None,
            "unknown: read the database"
        );
        shown.set_message(game, slot, None);
        assert_eq!(shown.message(game, slot), Some(None), "known to be none");
        let board = StoredMessage {
            channel: 5,
            message: 6,
            created_at: 7,
        };
        shown.set_message(game, slot, Some(board));
        assert_eq!(shown.message(game, slot), Some(Some(board)));
        assert_eq!(shown.message(GameId(2), slot), None);
        shown.forget_game(game);
        assert_eq!(shown.message(game, slot), None);
    }

    #[test]
    fn a_prompt_without_controls_is_a_record() {
        let shown = Shown::default();
        let (game, slot) = (GameId(1), MessageSlot::Hand(Seat(0)));
        let mut screen = Screen::default();
        shown.showing(game, slot, 10, &screen);
        assert!(shown.is_record(game, slot, 10));
        assert!(!shown.is_record(game, slot, 11), "another message");
        screen.rows.push(Row::Buttons(Vec::new()));
        shown.showing(game, slot, 10, &screen);
        assert!(!shown.is_record(game, slot, 10), "it still offers controls");
        assert!(shown.shows(game, slot, 10, digest(&screen)));
    }
}
