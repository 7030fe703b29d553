//! What each seat did last and what the table saw since: the memory a
//! prompt needs to be self-contained ("since your last decision: …"). Kept
//! in memory with the loaded game, rebuilt from the action log when a game
//! is loaded and advanced on each commit by replaying only the new actions
//! from the state before them (chance is in the state, so this is exact).

use crate::engine::{Action, Event, Game, Seat};
use crate::store::{ActorKind, LoggedAction, NewAction, StoredGame};

/// Events kept per seat: enough for a recap after the longest wait (a whole
/// round of 8 seats with its hunt and picks is about 60 events).
const KEPT: usize = 240;

/// A seat's last decision, as the seat itself may see it (its own secret
/// choices included: only its player is shown this).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastAct {
    pub action: Action,
    /// Who decided: the player, or an AI standing in for them.
    pub by: ActorKind,
    pub season: u8,
    pub round: u32,
}

/// One seat's memory of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recap {
    /// `None` before the seat's first decision.
    pub last: Option<LastAct>,
    /// The public events since that decision (its own consequences
    /// included: the hunt a last contribution set off), oldest first.
    pub since: Vec<Event>,
}

#[derive(Clone, Debug, Default)]
pub struct Journal {
    seats: Vec<Recap>,
}

impl Journal {
    /// A journal for a game of `seats` that has seen `events` (its start).
    pub fn new(seats: usize, events: &[Event]) -> Journal {
        let mut journal = Journal {
            seats: vec![Recap::default(); seats],
        };
        journal.saw(events);
        journal
    }

    /// `seat` decided `action` in `season` and `round` (before it was
    /// applied), which made `events` happen.
    pub fn note(&mut self, seat: Seat, last: LastAct, events: &[Event]) {
        if let Some(me) = self.seats.get_mut(seat.index()) {
            me.last = Some(last);
            me.since.clear();
        }
        self.saw(events);
    }

    /// Replays a running (or finished) game's log; `None` for a lobby or a
    /// log that does not replay (the game itself still plays: prompts then
    /// go without a recap).
    pub fn rebuild(game: &StoredGame, log: &[LoggedAction]) -> Option<Journal> {
        let state = game.state.as_ref()?;
        let (mut replay, events) =
            Game::start_as(*state.settings(), state.revision(), game.seed?).ok()?;
        let mut journal = Journal::new(state.settings().seats as usize, &events);
        for a in log {
            journal.play(&mut replay, a.seat, &a.action, a.actor)?;
        }
        Some(journal)
    }

    /// Advances past `actions`, played from `before` (the state they were
    /// applied to). `None` if they do not replay (then rebuilt on next use).
    pub fn advance(mut self, before: &Game, actions: &[NewAction]) -> Option<Journal> {
        let mut game = before.clone();
        for a in actions {
            self.play(&mut game, a.seat, &a.action, a.actor)?;
        }
        Some(self)
    }

    pub fn recap(&self, seat: Seat) -> Recap {
        self.seats.get(seat.index()).cloned().unwrap_or_default()
    }

    fn play(&mut self, game: &mut Game, seat: Seat, action: &Action, by: ActorKind) -> Option<()> {
        let (season, round) = {
            let public = game.public_view();
            (public.season, public.round)
        };
        let events = game.apply(seat, action).ok()?;
        let last = LastAct {
            action: action.clone(),
            by,
            season,
            round,
        };
        self.note(seat, last, &events);
        Some(())
    }

    fn saw(&mut self, events: &[Event]) {
        for recap in &mut self.seats {
            recap.since.extend_from_slice(events);
            let over = recap.since.len().saturating_sub(KEPT);
            recap.since.drain(..over);
        }
    }
}
