//! Boasts and the raise rule.

use super::cards::{Animal, MAX_ANIMALS_OF_ONE_KIND};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest hunt anyone may boast.
pub const MAX_DAYS: u8 = 12;

/// The largest count anyone may boast: more animals of one kind than the
/// whole deck holds can never be brought back (see `docs/decisions.md`).
pub const MAX_COUNT: u8 = MAX_ANIMALS_OF_ONE_KIND;

/// "`count` `animal` in `days` days".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Boast {
    pub count: u8,
    pub animal: Animal,
    pub days: u8,
}

/// Why a boast is not a boast at all (before comparing with the standing one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoastError {
    #[error("a boast must name at least 1 animal")]
    ZeroCount,
    #[error(
        "nobody can boast more than {MAX_COUNT} animals of one kind: the deck does not hold more"
    )]
    CountTooHigh,
    #[error("a hunt lasts from 1 to {MAX_DAYS} days")]
    DaysOutOfRange,
}

impl Boast {
    /// A checked boast.
    pub fn new(count: u8, animal: Animal, days: u8) -> Result<Boast, BoastError> {
        let b = Boast {
            count,
            animal,
            days,
        };
        b.validate()?;
        Ok(b)
    }

    /// Checks the bounds of a boast built by hand or deserialized.
    pub fn validate(&self) -> Result<(), BoastError> {
        if self.count == 0 {
            Err(BoastError::ZeroCount)
        } else if self.count > MAX_COUNT {
            Err(BoastError::CountTooHigh)
        } else if !(1..=MAX_DAYS).contains(&self.days) {
            Err(BoastError::DaysOutOfRange)
        } else {
            Ok(())
        }
    }

    /// The raise rule (RULINGS.md): no fewer animals, no fewer days, more of
    /// at least one, and the animal may change only with a higher count.
    pub fn beats(&self, standing: &Boast) -> bool {
        self.count >= standing.count
            && self.days >= standing.days
            && (self.count > standing.count || self.days > standing.days)
            && (self.animal == standing.animal || self.count > standing.count)
    }

    /// The smallest raises of `standing`, one per way of raising: one more
    /// day (same animal), and one more animal of each kind (same days).
    /// The bot shows these as quick buttons.
    pub fn lowest_raises(standing: Option<&Boast>) -> Vec<Boast> {
        let Some(s) = standing else {
            return Animal::ALL
                .into_iter()
                .map(|animal| Boast {
                    count: 1,
                    animal,
                    days: 1,
                })
                .collect();
        };
        let mut out = Vec::with_capacity(5);
        if s.days < MAX_DAYS {
            out.push(Boast {
                days: s.days + 1,
                ..*s
            });
        }
        if s.count < MAX_COUNT {
            for animal in Animal::ALL {
                out.push(Boast {
                    count: s.count + 1,
                    animal,
                    days: s.days,
                });
            }
        }
        out
    }
}

/// For logs and tools: "6 fish / 7 d" (players read
/// `discord::text::words::boast`).
impl fmt::Display for Boast {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} / {} d", self.count, self.animal.code(), self.days)
    }
}

/// Every boast that beats `standing` (every boast at all when nothing
/// stands), in a fixed order: by animal, then count, then days. Counting and
/// indexing are O(1) so random play can sample uniformly without listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoastSpace {
    pub standing: Option<Boast>,
}

impl BoastSpace {
    /// Lowest count and days, and whether the corner (the standing boast
    /// itself) is excluded, for one animal's block.
    fn block(&self, animal: Animal) -> (u8, u8, bool) {
        match self.standing {
            None => (1, 1, false),
            Some(s) if s.animal == animal => (s.count, s.days, true),
            Some(s) => (s.count + 1, s.days, false),
        }
    }

    fn block_len(&self, animal: Animal) -> usize {
        let (c, d, skip) = self.block(animal);
        if c > MAX_COUNT {
            return 0;
        }
        let rect = (MAX_COUNT - c + 1) as usize * (MAX_DAYS - d + 1) as usize;
        rect - usize::from(skip)
    }

    pub fn len(&self) -> usize {
        Animal::ALL.into_iter().map(|a| self.block_len(a)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`th boast of the space, or `None` past the end.
    pub fn nth(&self, mut i: usize) -> Option<Boast> {
        for animal in Animal::ALL {
            let len = self.block_len(animal);
            if i < len {
                let (c, d, skip) = self.block(animal);
                let i = i + usize::from(skip);
                let width = (MAX_DAYS - d + 1) as usize;
                return Some(Boast {
                    count: c + (i / width) as u8,
                    animal,
                    days: d + (i % width) as u8,
                });
            }
            i -= len;
        }
        None
    }

    pub fn contains(&self, b: &Boast) -> bool {
        b.validate().is_ok() && self.standing.is_none_or(|s| b.beats(&s))
    }

    pub fn iter(&self) -> impl Iterator<Item = Boast> + '_ {
        (0..self.len()).filter_map(|i| self.nth(i))
    }
}
