//! Picking rewards: the card worth most to this seat's score pile, then to
//! its Nanuk bonus standing, then the one that would help another winner
//! most.

use super::super::cards::Card;
use super::super::scoring::{best_grouping, marginal_points, nanuk_bonuses, units};
use super::super::view::SeatView;
use super::beliefs::unseen;
use super::odds::Unseen;

/// Weight of a card's promise: how much it raises the expected gain of
/// one more card later (a lone Bird scores nothing yet, but makes the next
/// Bird a pair). Only while more cards may still come.
const PROMISE: f64 = 0.5;
/// Weight of a change in the Nanuk bonus while the season goes on (the
/// standing can still change), and at its last hunt (it cannot).
const NANUK_WEIGHT: f64 = 0.6;
const NANUK_WEIGHT_LAST_HUNT: f64 = 1.0;
/// Weight of taking a card another winner would score with.
const DENIAL_WEIGHT: f64 = 0.3;

/// A score pile as the scoring counts it: animals per kind and Inuksuks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Units {
    animals: [u8; 4],
    wild: u8,
}

impl Units {
    fn of(pile: &[Card]) -> Units {
        let (animals, wild) = units(pile);
        Units { animals, wild }
    }

    fn with(mut self, card: Card) -> Units {
        match card {
            Card::Inuksuk => self.wild += 1,
            Card::Animal(animal, _) => self.animals[animal.index()] += card.counts_for(animal),
        }
        self
    }

    fn points(self) -> f64 {
        let (sets, pairs) = best_grouping(self.animals, self.wild);
        f64::from(3 * u32::from(sets) + u32::from(pairs))
    }

    /// Points now, plus `promise` times the expected gain of one more
    /// random unseen card.
    fn value(self, unseen: &Unseen, promise: f64) -> f64 {
        let points = self.points();
        if promise == 0.0 {
            return points;
        }
        let gain: f64 = Card::ALL
            .into_iter()
            .map(|card| unseen.share(card) * (self.with(card).points() - points))
            .sum();
        points + promise * gain
    }
}

/// A pile's points, plus `promise` times the expected points one more card
/// drawn from `unseen` would add.
pub fn pile_value(pile: &[Card], unseen: &Unseen, promise: f64) -> f64 {
    Units::of(pile).value(unseen, promise)
}

/// The best card of `options` (distinct kinds in the pot) for this seat.
pub fn pick(view: &SeatView, options: &[Card]) -> Card {
    let value = |card: &Card| pick_value(view, *card);
    let values: Vec<(Card, f64)> = options.iter().map(|c| (*c, value(c))).collect();
    values
        .iter()
        .max_by(|(a, va), (b, vb)| va.total_cmp(vb).then(b.cmp(a)))
        .map(|&(card, _)| card)
        .expect("a pick has options")
}

/// What taking `card` now is worth to this seat, in points.
pub fn pick_value(view: &SeatView, card: Card) -> f64 {
    let public = &view.public;
    let me = view.seat.index();
    let pile = Units::of(&public.seats[me].pile);
    let more_to_come = !public.winter || picks_left_after_this(view) > 0;
    let promise = if more_to_come { PROMISE } else { 0.0 };
    let unseen = unseen(view);
    let own = pile.with(card).value(&unseen, promise) - pile.value(&unseen, promise);

    let nanuk = if card.is_nanuk() {
        let weight = if public.winter {
            NANUK_WEIGHT_LAST_HUNT
        } else {
            NANUK_WEIGHT
        };
        weight * nanuk_standing_gain(view)
    } else {
        0.0
    };

    let denial = public
        .picking
        .iter()
        .flat_map(|p| &p.order)
        .filter(|s| **s != view.seat)
        .map(|s| marginal_points(&public.seats[s.index()].pile, card))
        .max()
        .unwrap_or(0)
        .max(0);
    own + nanuk + DENIAL_WEIGHT * f64::from(denial)
}

/// How one more Nanuk card changes the bonus race for this seat: its own
/// bonus gained, plus half of what the others lose.
fn nanuk_standing_gain(view: &SeatView) -> f64 {
    let mut counts: Vec<u8> = view.public.seats.iter().map(|s| s.nanuk_cards).collect();
    let before = nanuk_bonuses(&counts);
    counts[view.seat.index()] += 1;
    let after = nanuk_bonuses(&counts);
    let mut gain = 0.0;
    for (seat, (b, a)) in before.iter().zip(&after).enumerate() {
        let change = f64::from(*a) - f64::from(*b);
        gain += if seat == view.seat.index() {
            change
        } else {
            -0.5 * change
        };
    }
    gain
}

/// This seat's picks still to come in this pot after the current one.
fn picks_left_after_this(view: &SeatView) -> usize {
    let Some(picking) = &view.public.picking else {
        return 0;
    };
    let order = &picking.order;
    let Some(now) = order.iter().position(|s| *s == picking.turn) else {
        return 0;
    };
    (1..usize::from(picking.left))
        .filter(|k| order[(now + k) % order.len()] == view.seat)
        .count()
}
