//! What a seat believes about the hidden cards: which cards it cannot see,
//! who will hunt, and what they will put into the pool.

use super::super::action::Side;
use super::super::cards::{Animal, Card};
use super::super::seat::Seat;
use super::super::view::{SeatView, SideView};
use super::joins::Joins;
use super::odds::{CardOdds, Start, SuccessTable, Unseen};

/// The chance that a Hunter puts a given useful card (target animal or
/// Inuksuk) from its hand into the pool. Below 1: hunters keep some cards,
/// and random or human players do not always help.
pub const COOPERATION: f64 = 0.75;

/// Everything the seat does not see: other hands, face-down antes and
/// contributions, the face-down deck.
pub fn unseen(view: &SeatView) -> Unseen {
    let piles = view.public.seats.iter().flat_map(|s| &s.pile);
    Unseen::all_but(
        view.hand
            .iter()
            .chain(&view.contribution)
            .chain(&view.ante)
            .chain(piles)
            .chain(&view.public.pot)
            .chain(&view.public.discards),
    )
}

/// Who leads the hunt being estimated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lead {
    /// This seat, with a boast it is thinking of making: the other seats'
    /// sides are all open.
    Me,
    /// Another seat's standing boast or doomed hunt.
    Other(Seat),
}

/// The pool before the first day, as this seat expects it: its own
/// `my_pool` cards for sure, the rest from the other seats' hidden hands.
pub fn expected_start(
    view: &SeatView,
    odds: &CardOdds,
    animal: Animal,
    lead: Lead,
    my_pool: &[Card],
    joins: &Joins,
) -> Start {
    let units: u32 = my_pool
        .iter()
        .map(|c| u32::from(c.counts_for(animal)))
        .sum();
    let guards = my_pool.iter().filter(|c| c.is_inuksuk()).count() as u32;
    let mut start = Start::certain(units, guards);
    let seats = view.public.seats.len() as f64;
    for other in view.public.seats.iter().filter(|s| s.seat != view.seat) {
        if other.contributed > 0 {
            // In the pool already, face down: any unseen cards.
            for _ in 0..other.contributed {
                start.add_hidden(odds, 1.0);
            }
            continue;
        }
        let mut hidden = other.hand_size;
        let weight = match lead {
            // One of the others will doom; the rest join as `joins` expects.
            Lead::Me => joins.of(other.seat) * COOPERATION * (seats - 2.0) / (seats - 1.0),
            Lead::Other(leader) if leader == other.seat => {
                // A leader boasts an animal it holds: count one for sure.
                if hidden > 0 {
                    start.add_units(1);
                    hidden -= 1;
                }
                COOPERATION
            }
            Lead::Other(_) => match other.side {
                SideView::Known(Side::Hunt) => COOPERATION,
                SideView::Known(Side::Doom) => 0.0,
                SideView::Secret | SideView::Undecided => joins.of(other.seat) * COOPERATION,
            },
        };
        for _ in 0..hidden {
            start.add_hidden(odds, weight);
        }
    }
    start
}

/// The cards this seat would put in the pool of a hunt for `animal` to help
/// it: every target animal and every Inuksuk in hand.
pub fn helpful_cards(hand: &[Card], animal: Animal) -> Vec<Card> {
    hand.iter()
        .copied()
        .filter(|c| c.counts_for(animal) > 0 || c.is_inuksuk())
        .collect()
}

/// The success table of a hunt for `animal` as this seat sees it.
pub fn success_table(
    view: &SeatView,
    unseen: &Unseen,
    animal: Animal,
    lead: Lead,
    my_pool: &[Card],
    joins: &Joins,
) -> SuccessTable {
    let odds = unseen.card_odds(animal);
    SuccessTable::new(
        &expected_start(view, &odds, animal, lead, my_pool, joins),
        &odds,
    )
}
