//! The odds of a hunt as one seat can work them out: the composition of
//! the cards it cannot see, and a dynamic programme over the hunt's days.
//!
//! Draws are modelled as independent draws from the unseen composition
//! (with replacement): the unseen cards number 50 to 90 for most of a
//! game, so the error is small, and the model is cheap enough to tabulate
//! every (count, days) boast of an animal in one pass.

use super::super::boast::{MAX_COUNT, MAX_DAYS};
use super::super::cards::{Animal, Card, Census, Mark, full_census};

/// Animals counted on a hunt: 0 ..= MAX_COUNT (more is capped: no boast
/// asks for more).
const UNITS: usize = MAX_COUNT as usize + 1;
/// Unused protections: 0 ..= 4 (there are only four Inuksuks).
const GUARDS: usize = 5;

/// Cards a seat cannot see, counted by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unseen {
    counts: Census,
    total: u16,
}

impl Unseen {
    /// The full deck less `seen` (saturating, so a malformed view cannot
    /// underflow).
    pub fn all_but<'a>(seen: impl IntoIterator<Item = &'a Card>) -> Unseen {
        let mut counts = full_census();
        for card in seen {
            let n = &mut counts[card.index()];
            *n = n.saturating_sub(1);
        }
        Unseen {
            counts,
            total: counts.iter().sum(),
        }
    }

    pub fn count(&self, card: Card) -> u16 {
        self.counts[card.index()]
    }

    /// The chance that one unseen card is of kind `card`.
    pub fn share(&self, card: Card) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(self.count(card)) / f64::from(self.total)
        }
    }

    /// What one unseen card does on a hunt for `animal`.
    pub fn card_odds(&self, animal: Animal) -> CardOdds {
        let share = |mark| self.share(Card::Animal(animal, mark));
        let other_bears: f64 = Animal::ALL
            .into_iter()
            .filter(|&a| a != animal)
            .map(|a| self.share(Card::Animal(a, Mark::Nanuk)))
            .sum();
        CardOdds {
            one: share(Mark::Plain),
            two: share(Mark::Double),
            one_bear: share(Mark::Nanuk),
            bear: other_bears,
            guard: self.share(Card::Inuksuk),
        }
    }
}

/// Chances that one unseen card is each kind of thing on a hunt for one
/// animal; the rest of the probability is "no effect".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardOdds {
    /// A plain target animal: one animal.
    pub one: f64,
    /// A double target animal: two animals.
    pub two: f64,
    /// A target animal with a Nanuk: one animal, and a bear when drawn.
    pub one_bear: f64,
    /// Another animal's Nanuk card: a bear when drawn, nothing in the pool.
    pub bear: f64,
    /// An Inuksuk: one protection.
    pub guard: f64,
}

/// The hunt before its first day: a distribution over (animals counted,
/// unused protections) from the cards the Hunters put in the pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    mass: [[f64; GUARDS]; UNITS],
}

impl Start {
    /// A pool known to hold `units` target animals and `guards` Inuksuks.
    pub fn certain(units: u32, guards: u32) -> Start {
        let mut mass = [[0.0; GUARDS]; UNITS];
        mass[cap_units(units as usize)][cap_guards(guards as usize)] = 1.0;
        Start { mass }
    }

    /// Adds a hidden card that goes into the pool with chance `weight`
    /// and is a random unseen card.
    pub fn add_hidden(&mut self, odds: &CardOdds, weight: f64) {
        if weight <= 0.0 {
            return;
        }
        let one = weight * (odds.one + odds.one_bear);
        let two = weight * odds.two;
        let guard = weight * odds.guard;
        let stay = 1.0 - one - two - guard;
        let old = self.mass;
        self.mass = [[0.0; GUARDS]; UNITS];
        for (u, row) in old.iter().enumerate() {
            for (g, &m) in row.iter().enumerate() {
                if m == 0.0 {
                    continue;
                }
                self.mass[u][g] += m * stay;
                self.mass[cap_units(u + 1)][g] += m * one;
                self.mass[cap_units(u + 2)][g] += m * two;
                self.mass[u][cap_guards(g + 1)] += m * guard;
            }
        }
    }

    /// Adds `units` target animals known to be in the pool.
    pub fn add_units(&mut self, units: u32) {
        if units == 0 {
            return;
        }
        let old = self.mass;
        self.mass = [[0.0; GUARDS]; UNITS];
        for (u, row) in old.iter().enumerate() {
            for (g, &m) in row.iter().enumerate() {
                self.mass[cap_units(u + units as usize)][g] += m;
            }
        }
    }
}

fn cap_units(u: usize) -> usize {
    u.min(UNITS - 1)
}

fn cap_guards(g: usize) -> usize {
    g.min(GUARDS - 1)
}

/// The chance of success of every boast of one animal from one start:
/// `chance(count, days)`.
#[derive(Clone, Debug, PartialEq)]
pub struct SuccessTable {
    /// `[days - 1][count]`: P(alive after `days` days with >= `count` animals).
    reach: [[f32; UNITS]; MAX_DAYS as usize],
    /// `[days - 1]`: the animals counted after `days` days, expected; a
    /// hunt that a Nanuk ended keeps what it had counted when it ended.
    counted: [f32; MAX_DAYS as usize],
}

impl SuccessTable {
    /// Runs the hunt's days from `start` with every day a random unseen card.
    pub fn new(start: &Start, draw: &CardOdds) -> SuccessTable {
        let mut reach = [[0.0f32; UNITS]; MAX_DAYS as usize];
        let mut counted = [0.0f32; MAX_DAYS as usize];
        let mut mass = start.mass;
        let plain = 1.0 - draw.one - draw.two - draw.one_bear - draw.bear - draw.guard;
        // The animals of the hunts a Nanuk ended, weighted by their mass.
        let mut ended = 0.0f64;
        for (row, counted) in reach.iter_mut().zip(counted.iter_mut()) {
            let mut next = [[0.0f64; GUARDS]; UNITS];
            for (u, masses) in mass.iter().enumerate() {
                for (g, &m) in masses.iter().enumerate() {
                    if m == 0.0 {
                        continue;
                    }
                    next[u][g] += m * plain;
                    next[cap_units(u + 1)][g] += m * draw.one;
                    next[cap_units(u + 2)][g] += m * draw.two;
                    next[u][cap_guards(g + 1)] += m * draw.guard;
                    // A drawn bear uses a protection or ends the hunt (the
                    // mass is dropped: that hunt cannot succeed).
                    if g > 0 {
                        next[cap_units(u + 1)][g - 1] += m * draw.one_bear;
                        next[u][g - 1] += m * draw.bear;
                    } else {
                        ended += m * (draw.one_bear + draw.bear) * u as f64;
                    }
                }
            }
            mass = next;
            let mut at_least = 0.0f64;
            let mut alive = 0.0f64;
            for u in (0..UNITS).rev() {
                let m = mass[u].iter().sum::<f64>();
                at_least += m;
                alive += m * u as f64;
                row[u] = at_least as f32;
            }
            *counted = (alive + ended) as f32;
        }
        SuccessTable { reach, counted }
    }

    /// The chance that a hunt for `count` animals in `days` days succeeds.
    pub fn chance(&self, count: u8, days: u8) -> f64 {
        let days = days.clamp(1, MAX_DAYS) as usize;
        f64::from(self.reach[days - 1][cap_units(count as usize)])
    }

    /// The animals a hunt of `days` days is expected to have counted when
    /// it ends, on its last day or at a Nanuk that ends it (a count over
    /// the largest boast counts as that boast's).
    pub fn expected_count(&self, days: u8) -> f64 {
        let days = days.clamp(1, MAX_DAYS) as usize;
        f64::from(self.counted[days - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deer_odds() -> CardOdds {
        Unseen::all_but([]).card_odds(Animal::Deer)
    }

    #[test]
    fn full_deck_odds_match_the_composition() {
        let odds = deer_odds();
        assert!((odds.one - 0.18).abs() < 1e-12);
        assert!((odds.two - 0.03).abs() < 1e-12);
        assert!((odds.one_bear - 0.03).abs() < 1e-12);
        assert!((odds.bear - 0.09).abs() < 1e-12);
        assert!((odds.guard - 0.04).abs() < 1e-12);
    }

    #[test]
    fn one_day_with_the_target_in_hand_fails_only_to_a_bear() {
        let table = SuccessTable::new(&Start::certain(1, 0), &deer_odds());
        // Any of the 12 Nanuk cards ends an unprotected one-day hunt.
        assert!((table.chance(1, 1) - 0.88).abs() < 1e-6);
        // With an Inuksuk nothing can go wrong in one day.
        let guarded = SuccessTable::new(&Start::certain(1, 1), &deer_odds());
        assert!((guarded.chance(1, 1) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn one_day_from_nothing_needs_a_deer_drawn() {
        let table = SuccessTable::new(&Start::certain(0, 0), &deer_odds());
        // A plain or double Deer; a Deer Nanuk is fatal without protection.
        assert!((table.chance(1, 1) - 0.21).abs() < 1e-6);
        assert!((table.chance(2, 1) - 0.03).abs() < 1e-6);
        assert_eq!(table.chance(3, 1), 0.0);
    }

    #[test]
    fn chances_fall_with_the_count_and_bears_make_long_hunts_risky() {
        let table = SuccessTable::new(&Start::certain(2, 0), &deer_odds());
        for days in 1..=MAX_DAYS {
            for count in 1..MAX_COUNT {
                assert!(table.chance(count, days) >= table.chance(count + 1, days));
            }
        }
        // Already holding the target: each extra day is only a risk.
        assert!(table.chance(2, 1) > table.chance(2, 6));
        assert!(table.chance(27, 12) < 1e-6);
    }

    #[test]
    fn the_expected_count_adds_each_days_animals_until_a_nanuk_ends_the_hunt() {
        // No bears: two animals in the pool, then 0.27 a day (0.21 single
        // animals, 0.03 doubles).
        let safe = CardOdds {
            one_bear: 0.0,
            bear: 0.0,
            ..deer_odds()
        };
        let table = SuccessTable::new(&Start::certain(2, 0), &safe);
        for days in 1..=MAX_DAYS {
            let wanted = 2.0 + f64::from(days) * (0.18 + 2.0 * 0.03);
            assert!((table.expected_count(days) - wanted).abs() < 1e-4, "{days}");
        }
        // One day with bears: a Deer Nanuk (0.03) still counts if an
        // Inuksuk is there, and ends the hunt at 2 if not.
        let bare = SuccessTable::new(&Start::certain(2, 0), &deer_odds());
        assert!((bare.expected_count(1) - (2.0 + 0.18 + 0.06)).abs() < 1e-4);
        let guarded = SuccessTable::new(&Start::certain(2, 1), &deer_odds());
        assert!((guarded.expected_count(1) - (2.0 + 0.18 + 0.06 + 0.03)).abs() < 1e-4);
        // Over many days the bears cut the count short.
        assert!(bare.expected_count(12) < table.expected_count(12) - 0.5);
    }

    #[test]
    fn a_hidden_card_adds_its_expected_animals() {
        let odds = deer_odds();
        let mut start = Start::certain(0, 0);
        start.add_hidden(&odds, 1.0);
        let mean: f64 = start
            .mass
            .iter()
            .enumerate()
            .map(|(u, row)| u as f64 * row.iter().sum::<f64>())
            .sum();
        // 21 single-animal cards and 3 doubles in 100: 0.27 animals.
        assert!((mean - 0.27).abs() < 1e-12);
        let total: f64 = start.mass.iter().flatten().sum();
        assert!((total - 1.0).abs() < 1e-12);
    }
}
