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
            Choice::Contribute { hand } => distinct_subsets(hand).len(),
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
            Choice::Contribute { hand } => distinct_subsets(hand)
                .into_iter()
                .nth(i)
                .map(Action::Contribute),
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

/// The distinct non-empty sub-multisets of a small hand, each sorted.
pub(crate) fn distinct_subsets(hand: &[Card]) -> Vec<Vec<Card>> {
    let n = hand.len().min(16);
    let mut out: Vec<Vec<Card>> = Vec::new();
    for mask in 1u32..(1 << n) {
        let mut subset: Vec<Card> = (0..n)
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

/// Distinct kinds in `cards`, sorted.
pub(crate) fn distinct_kinds(cards: &[Card]) -> Vec<Card> {
    let mut kinds = cards.to_vec();
    kinds.sort_unstable();
    kinds.dedup();
    kinds
}
