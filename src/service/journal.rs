//! What each seat did last and what the table saw since: the memory a
//! prompt needs to be self-contained ("since your last decision: …"), and
//! what each seat has seen of how the others play (the strong AI's belief
//! over their styles, kept over the whole game). Kept in memory with the
//! loaded game, rebuilt from the action log when a game is loaded and
//! advanced on each commit by replaying only the new actions from the
//! state before them (chance is in the state, so this is exact).

use crate::engine::ai::StyleBelief;
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
    /// Each seat's belief about the others' styles, fed that seat's own
    /// view after every action (only what it was shown).
    beliefs: Vec<StyleBelief>,
}

impl Journal {
    /// A journal for a game of `seats` that has seen `events` (its start).
    pub fn new(seats: usize, events: &[Event]) -> Journal {
        let mut journal = Journal {
            seats: vec![Recap::default(); seats],
            beliefs: (0..seats)
                .map(|i| StyleBelief::new(Seat(i as u8), seats))
                .collect(),
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

    /// What `seat` has seen of how each other seat plays, over the game.
    pub fn belief(&self, seat: Seat) -> Option<&StyleBelief> {
        self.beliefs.get(seat.index())
    }

    fn play(&mut self, game: &mut Game, seat: Seat, action: &Action, by: ActorKind) -> Option<()> {
        let (season, round) = {
            let public = game.public_view();
            (public.season, public.round)
        };
        let events = game.apply(seat, action).ok()?;
        for (i, belief) in self.beliefs.iter_mut().enumerate() {
            belief.observe(&game.seat_view(Seat(i as u8)));
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::{self, AiLevel};
    use crate::engine::{Settings, ai::StyleBelief};

    fn new_action(seq: u64, seat: Seat, action: Action) -> NewAction {
        NewAction {
            seq,
            seat,
            actor: ActorKind::Ai,
            user: None,
            action,
            interaction: None,
        }
    }

    /// A strong seat's belief in the journal is the one the simulator
    /// measured the strong level with: fed the seat's own view after every
    /// action of the whole game, commit by commit. It remembers earlier
    /// rounds, which a belief from the current view alone cannot.
    #[test]
    fn each_seat_believes_what_its_views_showed_over_the_whole_game() {
        let seats = 6;
        let (mut game, start) = Game::start(Settings::new(seats), 31).unwrap();
        let mut journal = Journal::new(seats.into(), &start);
        let mut live: Vec<StyleBelief> = (0..seats)
            .map(|s| StyleBelief::new(Seat(s), seats.into()))
            .collect();
        let mut seq = 0;
        let mut remembered = false;
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let level = [AiLevel::Easy, AiLevel::Normal][seat.index() % 2];
            let action = ai::decide_at(level, &game.seat_view(seat)).unwrap();
            seq += 1;
            journal = journal
                .advance(&game, &[new_action(seq, seat, action.clone())])
                .expect("the action replays");
            game.apply(seat, &action).unwrap();
            for (s, belief) in live.iter_mut().enumerate() {
                let view = game.seat_view(Seat(s as u8));
                belief.observe(&view);
                assert_eq!(journal.belief(Seat(s as u8)), Some(&*belief));
                remembered |= *belief != StyleBelief::from_view(&view);
            }
        }
        assert!(remembered, "the journal's beliefs read more than one round");
    }
}
