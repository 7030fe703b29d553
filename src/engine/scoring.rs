//! Scoring a score pile: the best grouping into sets and pairs, and the
//! Nanuk bonus.

use super::cards::Card;
use serde::{Deserialize, Serialize};
use std::fmt;

pub const SET_POINTS: u32 = 3;
pub const PAIR_POINTS: u32 = 1;
/// For the single player with the most Nanuk cards.
pub const NANUK_BONUS_ALONE: u8 = 2;
/// For each player tied for the most Nanuk cards.
pub const NANUK_BONUS_TIED: u8 = 1;

/// A score and how it was made: "2 sets, 3 pairs, Nanuk bonus 1".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    pub sets: u8,
    pub pairs: u8,
    pub nanuk_bonus: u8,
}

impl Score {
    pub fn points(&self) -> u32 {
        SET_POINTS * u32::from(self.sets)
            + PAIR_POINTS * u32::from(self.pairs)
            + u32::from(self.nanuk_bonus)
    }
}

/// For logs and tools (players read `discord::text::words::score`).
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "sets {} pairs {} bonus {} = {}",
            self.sets,
            self.pairs,
            self.nanuk_bonus,
            self.points()
        )
    }
}

/// Animal units per animal (a double counts two) and Inuksuks in a pile.
pub fn units(pile: &[Card]) -> ([u8; 4], u8) {
    let mut animals = [0u8; 4];
    let mut wild = 0u8;
    for card in pile {
        match card {
            Card::Inuksuk => wild += 1,
            Card::Animal(a, _) => animals[a.index()] += card.counts_for(*a),
        }
    }
    (animals, wild)
}

/// The best (sets, pairs) for these units: for each possible number of sets
/// the rest pair up greedily (same animal, then leftovers with Inuksuks,
/// then Inuksuks together), which is optimal because Inuksuks are fully
/// wild. `tests` check it against a brute force over all small piles.
pub fn best_grouping(animals: [u8; 4], wild: u8) -> (u8, u8) {
    let total: u32 = animals.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(wild);
    let mut best = (0u8, 0u8);
    let mut best_points = 0u32;
    for sets in 0..=(total / 4) as u8 {
        let needed: u32 = animals
            .iter()
            .map(|&n| u32::from(sets.saturating_sub(n)))
            .sum();
        if needed > u32::from(wild) {
            break; // more sets need even more Inuksuks
        }
        let mut wild_left = wild - needed as u8;
        let mut pairs = 0u8;
        let mut odd = 0u8;
        for &n in &animals {
            let rest = n.saturating_sub(sets);
            pairs += rest / 2;
            odd += rest % 2;
        }
        let matched = odd.min(wild_left);
        pairs += matched;
        wild_left -= matched;
        pairs += wild_left / 2;
        let points = SET_POINTS * u32::from(sets) + PAIR_POINTS * u32::from(pairs);
        if points > best_points {
            best_points = points;
            best = (sets, pairs);
        }
    }
    best
}

/// The pile's score before the Nanuk bonus.
pub fn score_pile(pile: &[Card]) -> Score {
    let (animals, wild) = units(pile);
    let (sets, pairs) = best_grouping(animals, wild);
    Score {
        sets,
        pairs,
        nanuk_bonus: 0,
    }
}

pub fn nanuk_cards(pile: &[Card]) -> u8 {
    pile.iter().filter(|c| c.is_nanuk()).count() as u8
}

/// The Nanuk bonus per player: 2 to the single player with the most Nanuk
/// cards, 1 to each of several tied for the most, nothing if nobody has one.
pub fn nanuk_bonuses(nanuk_counts: &[u8]) -> Vec<u8> {
    let most = nanuk_counts.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return vec![0; nanuk_counts.len()];
    }
    let tied = nanuk_counts.iter().filter(|&&n| n == most).count();
    let bonus = if tied == 1 {
        NANUK_BONUS_ALONE
    } else {
        NANUK_BONUS_TIED
    };
    nanuk_counts
        .iter()
        .map(|&n| if n == most { bonus } else { 0 })
        .collect()
}

/// Every player's score, Nanuk bonus included.
pub fn score_table(piles: &[Vec<Card>]) -> Vec<Score> {
    let counts: Vec<u8> = piles.iter().map(|p| nanuk_cards(p)).collect();
    let bonuses = nanuk_bonuses(&counts);
    piles
        .iter()
        .zip(bonuses)
        .map(|(pile, nanuk_bonus)| Score {
            nanuk_bonus,
            ..score_pile(pile)
        })
        .collect()
}

/// What adding `card` to `pile` would be worth (before any Nanuk bonus).
pub fn marginal_points(pile: &[Card], card: Card) -> i32 {
    let (mut animals, mut wild) = units(pile);
    let before = best_grouping(animals, wild);
    match card {
        Card::Inuksuk => wild += 1,
        Card::Animal(a, _) => animals[a.index()] += card.counts_for(a),
    }
    let after = best_grouping(animals, wild);
    let pts = |(s, p): (u8, u8)| 3 * i32::from(s) + i32::from(p);
    pts(after) - pts(before)
}
