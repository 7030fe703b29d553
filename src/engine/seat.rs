//! Seats, the wind and game settings.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered from 0 in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    /// Seats are shown to people counting from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// The direction of play for a round, flipped at random at its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wind {
    /// Seat order: 1, 2, 3, ...
    Clockwise,
    /// Reverse seat order.
    CounterClockwise,
}

impl Wind {
    /// The seat after `seat` in this wind's direction at a table of `seats`.
    pub fn next(self, seat: Seat, seats: u8) -> Seat {
        match self {
            Wind::Clockwise => Seat((seat.0 + 1) % seats),
            Wind::CounterClockwise => Seat((seat.0 + seats - 1) % seats),
        }
    }

    /// All seats in this wind's direction, starting with `start`.
    pub fn order(self, start: Seat, seats: u8) -> impl Iterator<Item = Seat> {
        let mut seat = start;
        (0..seats).map(move |_| {
            let this = seat;
            seat = self.next(seat, seats);
            this
        })
    }
}

/// How Hunters and Doomers are chosen after the doom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SidesRule {
    /// The rulebook's default: secret choices, revealed together.
    #[default]
    Secret,
    /// The optional rule: in wind order from the Doom Leader, each choice
    /// public at once.
    Sequential,
}

pub const MIN_SEATS: u8 = 5;
pub const MAX_SEATS: u8 = 8;
pub const MAX_SEASONS: u8 = 10;

/// What is fixed when a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settings {
    pub seats: u8,
    /// Seasons to play; totals decide the mightiest hunter.
    pub seasons: u8,
    pub sides: SidesRule,
}

impl Settings {
    pub fn new(seats: u8) -> Settings {
        Settings {
            seats,
            seasons: 1,
            sides: SidesRule::Secret,
        }
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(SetupError::SeatCount(self.seats));
        }
        if !(1..=MAX_SEASONS).contains(&self.seasons) {
            return Err(SetupError::Seasons(self.seasons));
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("Nanuk is played by {MIN_SEATS} to {MAX_SEATS} players, not {0}")]
    SeatCount(u8),
    #[error("a game has 1 to {MAX_SEASONS} seasons, not {0}")]
    Seasons(u8),
}

/// How often a seat joined hunts it did not lead, and how often it stayed
/// home from them: public, since sides are revealed every round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SidesTaken {
    pub hunts: u16,
    pub dooms: u16,
}
