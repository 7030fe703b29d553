//! The rules tests' fixtures: stacked tables (scenarios), boasts and short
//! ways to play. Card names come from `tests/support/cards.rs`.
#![allow(dead_code)]

use nanuk::engine::scenario::Scenario;
use nanuk::engine::*;

pub use crate::support::cards::*;

pub fn b(count: u8, animal: Animal, days: u8) -> Boast {
    Boast {
        count,
        animal,
        days,
    }
}

pub fn boast(count: u8, animal: Animal, days: u8) -> Action {
    Action::Boast(b(count, animal, days))
}

/// A clockwise table, seat 0 first, every hand three plain Birds unless
/// set otherwise: hands that never matter to a Seal or Deer hunt.
pub fn table(seats: u8) -> Scenario {
    let mut s = Scenario::new(seats);
    s.hands = vec![vec![BIRD, BIRD, BIRD]; seats as usize];
    s
}

/// Applies an action that must be legal.
#[track_caller]
pub fn play(game: &mut Game, seat: u8, action: Action) -> Vec<Event> {
    match game.apply(Seat(seat), &action) {
        Ok(events) => events,
        Err(e) => panic!("seat {seat} {action:?} refused: {e}"),
    }
}

/// Applies an action that must be refused, and checks nothing changed.
#[track_caller]
pub fn refused(game: &mut Game, seat: u8, action: Action) -> ActionError {
    let before = game.clone();
    let err = game
        .apply(Seat(seat), &action)
        .expect_err("the action should be refused");
    assert_eq!(*game, before, "a refused action changed the game");
    err
}

/// Seat `hl` boasts `target`, the next seat clockwise dooms. Assumes a
/// clockwise table whose first player is `hl`.
pub fn doom_at(game: &mut Game, hl: u8, target: Boast) -> Vec<Event> {
    let n = game.settings().seats;
    let mut events = play(game, hl, Action::Boast(target));
    events.extend(play(game, (hl + 1) % n, Action::Doom));
    events
}

/// Every seat still to choose takes the side given (others: `rest`).
pub fn choose_sides(game: &mut Game, hunters: &[u8], rest: Side) -> Vec<Event> {
    let mut events = Vec::new();
    while let PhaseView::ChoosingSides { next } = game.public_view().phase {
        let seat = next.unwrap_or_else(|| game.waiting_for()[0]);
        let side = if hunters.contains(&seat.0) {
            Side::Hunt
        } else {
            rest
        };
        events.extend(play(game, seat.0, Action::Side(side)));
    }
    events
}

/// Every Doomer antes the first card of their hand.
pub fn ante_all(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while game.public_view().phase == PhaseView::Anteing {
        let seat = game.waiting_for()[0];
        let card = game.seat_view(seat).hand[0];
        events.extend(play(game, seat.0, Action::Ante(card)));
    }
    events
}

/// The seat whose turn it is to contribute.
pub fn contributor(game: &Game) -> Option<u8> {
    match game.public_view().phase {
        PhaseView::Contributing { turn } => Some(turn.0),
        _ => None,
    }
}

/// Each Hunter in turn contributes the cards given for it, or else the
/// first card of its hand.
pub fn contribute_all(game: &mut Game, plan: &[(u8, Vec<Card>)]) -> Vec<Event> {
    let mut events = Vec::new();
    while let Some(seat) = contributor(game) {
        let cards = plan
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| c.clone())
            .unwrap_or_else(|| vec![game.seat_view(Seat(seat)).hand[0]]);
        events.extend(play(game, seat, Action::Contribute(cards)));
    }
    events
}

/// Every pick takes the first kind on offer.
pub fn pick_all(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while let PhaseView::Picking { turn } = game.public_view().phase {
        let card = game.public_view().pot[0];
        events.extend(play(game, turn.0, Action::Pick(card)));
    }
    events
}

pub fn days(events: &[Event]) -> Vec<(u8, Card, Option<NanukCheck>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DayDrawn {
                day, card, nanuk, ..
            } => Some((*day, *card, *nanuk)),
            _ => None,
        })
        .collect()
}

pub fn hunt_outcome(events: &[Event]) -> Option<HuntOutcome> {
    events.iter().find_map(|e| match e {
        Event::HuntEnded { outcome, .. } => Some(*outcome),
        _ => None,
    })
}

pub fn season_end(events: &[Event]) -> Option<EndReason> {
    events.iter().find_map(|e| match e {
        Event::SeasonEnded { reason, .. } => Some(*reason),
        _ => None,
    })
}

/// Plays seat 0's hunt of `target` with seat 1 dooming; `hunters` join the
/// hunt, everyone else dooms; every Hunter contributes per `plan` (or one
/// card). Returns the events from the doom to the end of the hunt.
pub fn hunt(
    game: &mut Game,
    target: Boast,
    hunters: &[u8],
    plan: &[(u8, Vec<Card>)],
) -> Vec<Event> {
    let mut events = doom_at(game, 0, target);
    events.extend(choose_sides(game, hunters, Side::Doom));
    events.extend(ante_all(game));
    events.extend(contribute_all(game, plan));
    events
}

pub fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

/// Puts every card the scenario has not placed into `seat`'s score pile,
/// so the deck holds exactly `deck_top` and `face_up`.
pub fn rest_into_pile(s: &mut Scenario, seat: usize) {
    let mut left = nanuk::engine::cards::full_census();
    for card in s
        .hands
        .iter()
        .chain(&s.piles)
        .flatten()
        .chain(&s.deck_top)
        .chain(&s.face_up)
    {
        left[card.index()] -= 1;
    }
    for card in Card::ALL {
        s.piles[seat].extend(std::iter::repeat_n(card, left[card.index()] as usize));
    }
}

pub fn picks(events: &[Event]) -> Vec<(u8, Card, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Picked { seat, card, forced } => Some((seat.0, *card, *forced)),
            _ => None,
        })
        .collect()
}
