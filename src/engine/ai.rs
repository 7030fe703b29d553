//! The AI player: decides every kind of action from one seat's own view.
//!
//! It sees only a [`SeatView`] (its hand, its own face-down cards and the
//! table), so it cannot cheat, and it is deterministic: the same view
//! always gives the same action. Its estimates come from the composition of
//! the cards it cannot see (`odds`), what it expects the other seats to
//! hold and do (`beliefs`), and the cards each option is expected to win
//! it (`plays`, `rewards`).

mod beliefs;
mod odds;
mod plays;
mod rewards;

use super::action::{Action, Choice};
use super::boast::Boast;
use super::cards::Card;
use super::view::SeatView;
use beliefs::{Lead, helpful_cards, success_table, unseen};

/// The action this seat takes now, or `None` when it has nothing to do.
/// Always one of the actions in `view.choice`.
pub fn decide(view: &SeatView) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    Some(match choice {
        Choice::Boast { space, may_doom } => plays::boast_or_doom(view, space, *may_doom),
        Choice::Side => Action::Side(plays::side(view)),
        Choice::Ante { options } => Action::Ante(plays::least_useful(options, &view.hand)),
        Choice::Contribute { hand } => Action::Contribute(plays::contribution(view, hand)),
        Choice::Pick { options } => Action::Pick(rewards::pick(view, options)),
    })
}

/// The chance, as this seat sees it, that `boast` would succeed with this
/// seat leading it and putting in its target animals and Inuksuks.
pub fn boast_success_chance(view: &SeatView, boast: &Boast) -> f64 {
    let pool = helpful_cards(&view.hand, boast.animal);
    success_table(view, &unseen(view), boast.animal, Lead::Me, &pool)
        .chance(boast.count, boast.days)
}

/// Once a hunt is doomed: the chance, as this seat sees it, that it
/// succeeds if this seat joins it (`join`) or stays home.
pub fn hunt_success_chance(view: &SeatView, join: bool) -> Option<f64> {
    plays::hunt_chance(view, join)
}

/// What taking `card` from the pot is worth to this seat, in points
/// (score now, promise, Nanuk bonus standing, denial), as the AI weighs it.
pub fn pick_value(view: &SeatView, card: Card) -> f64 {
    rewards::pick_value(view, card)
}
