//! What a seat may do, and the structured list of what it may do now.

use super::boast::{Boast, BoastSpace};
use super::cards::Card;
use serde::{Deserialize, Serialize};

/// Hunt (the brown spearheads) or Doom (the red skull).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Hunt,
    Doom,
}

/// A decision by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Raise the standing boast (or open the boasting).
    Boast(Boast),
    /// Declare the standing boast impossible: "DOOMED!"
    Doom,
    /// Join the hunt or stay home.
    Side(Side),
    /// A Doomer's face-down ante.
    Ante(Card),
    /// A Hunter's face-down contribution: one or more cards from the hand.
    Contribute(Vec<Card>),
    /// Take one card of this kind from the pot.
    Pick(Card),
}

impl Action {
    /// The action's kind, without its card, side or boast: what a log may
    /// say of a move (sides, antes and contributions are secret until
    /// their reveal).
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Boast(_) => "boast",
            Action::Doom => "doom",
            Action::Side(_) => "side",
            Action::Ante(_) => "ante",
            Action::Contribute(_) => "contribute",
            Action::Pick(_) => "pick",
        }
    }
}

/// What one seat may do now, described compactly. `actions()` lists it;
/// `len`/`nth` index it without listing (for uniform random play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Boast anything in `space`, or doom when `may_doom`.
    Boast {
        space: BoastSpace,
        may_doom: bool,
    },
    Side,
    /// Ante one of these kinds (the distinct kinds in hand).
    Ante {
        options: Vec<Card>,
    },
    /// Contribute any non-empty part of `hand`.
    Contribute {
        hand: Vec<Card>,
    },
    /// Take one of these kinds (the distinct kinds in the pot).
    Pick {
        options: Vec<Card>,
    },
}

impl Choice {
    pub fn len(&self) -> usize {
        match self {
            Choice::Boast { space, may_doom } => space.len() + usize::from(*may_doom),
            Choice::Side => 2,
            Choice::Ante { options } | Choice::Pick { options } => options.len(),
            Choice::Contribute { hand } => first_masks(hand).count(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`th action in `actions()` order.
    pub fn nth(&self, i: usize) -> Option<Action> {
        match self {
            Choice::Boast { space, may_doom } => {
                if *may_doom && i == 0 {
                    Some(Action::Doom)
                } else {
                    space.nth(i - usize::from(*may_doom)).map(Action::Boast)
                }
            }
            Choice::Side => [Side::Hunt, Side::Doom].get(i).copied().map(Action::Side),
            Choice::Ante { options } => options.get(i).copied().map(Action::Ante),
            Choice::Pick { options } => options.get(i).copied().map(Action::Pick),
            Choice::Contribute { hand } => first_masks(hand)
                .nth(i)
                .map(|mask| Action::Contribute(sub_multiset(hand, mask))),
        }
    }

    /// Every legal action, each once (identical cards give one option).
    pub fn actions(&self) -> Vec<Action> {
        match self {
            Choice::Contribute { hand } => distinct_subsets(hand)
                .into_iter()
                .map(Action::Contribute)
                .collect(),
            _ => (0..self.len()).filter_map(|i| self.nth(i)).collect(),
        }
    }
}

/// The distinct non-empty sub-multisets of a small hand, each sorted, in
/// the order of the first bit mask over the hand that gives each.
pub(crate) fn distinct_subsets(hand: &[Card]) -> Vec<Vec<Card>> {
    first_masks(hand)
        .map(|mask| sub_multiset(hand, mask))
        .collect()
}

/// The bit masks over `hand` (at most its first 16 cards), in ascending
/// order, that are the first to give their sub-multiset: those taking the
/// leftmost copies of each kind they take. (Any other mask for the same
/// sub-multiset moves some copy right, which makes the mask larger.)
/// Counting and indexing these needs no allocation.
fn first_masks(hand: &[Card]) -> impl Iterator<Item = u32> + '_ {
    let n = hand.len().min(16);
    (1u32..(1 << n)).filter(move |&mask| {
        let taken = |i: usize| mask & (1 << i) != 0;
        (0..n).all(|j| !taken(j) || (0..j).all(|i| hand[i] != hand[j] || taken(i)))
    })
}

/// The cards of `hand` selected by `mask`, sorted.
fn sub_multiset(hand: &[Card], mask: u32) -> Vec<Card> {
    let mut cards: Vec<Card> = (0..hand.len().min(16))
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| hand[i])
        .collect();
    cards.sort_unstable();
    cards
}

/// Distinct kinds in `cards`, sorted. (`Card`'s order is its index order,
/// so marking the kinds present needs no sort: pots are picked from often.)
pub(crate) fn distinct_kinds(cards: &[Card]) -> Vec<Card> {
    let mut present = cards.iter().fold(0u16, |m, c| m | 1 << c.index());
    let mut kinds = Vec::with_capacity(present.count_ones() as usize);
    while present != 0 {
        kinds.push(Card::ALL[present.trailing_zeros() as usize]);
        present &= present - 1;
    }
    kinds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::{Animal, Mark};

    /// The original listing: every mask, keeping first occurrences.
    fn reference_subsets(hand: &[Card]) -> Vec<Vec<Card>> {
        let mut out: Vec<Vec<Card>> = Vec::new();
        for mask in 1u32..(1 << hand.len()) {
            let mut subset: Vec<Card> = (0..hand.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| hand[i])
                .collect();
            subset.sort_unstable();
            if !out.contains(&subset) {
                out.push(subset);
            }
        }
        out
    }

    #[test]
    fn contribution_options_keep_their_order_and_count() {
        let kinds = [
            Card::Animal(Animal::Deer, Mark::Plain),
            Card::Animal(Animal::Seal, Mark::Double),
            Card::Inuksuk,
        ];
        // Every hand of 1 to 5 cards over three kinds, in every order.
        for len in 1..=5u32 {
            for code in 0..3usize.pow(len) {
                let hand: Vec<Card> = (0..len).map(|d| kinds[code / 3usize.pow(d) % 3]).collect();
                let expected = reference_subsets(&hand);
                assert_eq!(distinct_subsets(&hand), expected, "{hand:?}");
                let choice = Choice::Contribute { hand: hand.clone() };
                assert_eq!(choice.len(), expected.len());
                for (i, subset) in expected.iter().enumerate() {
                    assert_eq!(choice.nth(i), Some(Action::Contribute(subset.clone())));
                }
                assert_eq!(choice.nth(expected.len()), None);
            }
        }
    }

    #[test]
    fn distinct_kinds_are_sorted_and_each_once() {
        let mut cards = crate::engine::cards::full_deck();
        cards.reverse();
        for len in 0..cards.len() {
            let mut expected = cards[..len].to_vec();
            expected.sort_unstable();
            expected.dedup();
            assert_eq!(distinct_kinds(&cards[..len]), expected);
        }
        for (i, card) in Card::ALL.into_iter().enumerate() {
            assert_eq!(card.index(), i, "Card order must be index order");
        }
    }
}
