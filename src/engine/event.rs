//! Public events: what the whole table sees happen. By construction no event
//! carries a hand, a secret side before the reveal, an ante before the hunt
//! ends, or a contributed card tied to its contributor.

use super::action::Side;
use super::boast::Boast;
use super::cards::Card;
use super::scoring::Score;
use super::seat::{Seat, Wind};
use serde::{Deserialize, Serialize};

/// What a drawn Nanuk card did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NanukCheck {
    /// An Inuksuk cancelled it.
    Cancelled,
    /// No protection was left: the hunt fails at once.
    Fatal,
}

/// How a hunt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HuntOutcome {
    /// Every day drawn and the target met: the Hunters share the pot.
    Success,
    /// An unprotected Nanuk on this day: the Doomers share the pot.
    Nanuk { day: u8 },
    /// Every day drawn but too few animals: the Doomers share the pot.
    TooFew,
    /// Winter is near and even the reshuffled deck ran out: nobody scores.
    Unfinished,
}

impl HuntOutcome {
    pub fn succeeded(self) -> bool {
        matches!(self, HuntOutcome::Success)
    }
}

/// Why a season ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The hunt during which Winter came was resolved.
    WinterHunt,
    /// Winter came and the reshuffled deck ran out before the last day.
    WinterUnfinished,
    /// The face-down cards ran out while dealing new cards: a face-up card
    /// came up, or the deck was empty.
    FaceUpWhileDealing,
    /// A face-up card lay on top of the deck after the deal.
    FaceUpAfterDeal,
}

/// One seat's result for a season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatScore {
    pub seat: Seat,
    pub score: Score,
    pub nanuk_cards: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    SeasonStarted {
        season: u8,
        first_player: Seat,
    },
    /// Cards dealt to each seat (counts only).
    Dealt {
        counts: Vec<(Seat, u8)>,
    },
    RoundStarted {
        round: u32,
        wind: Wind,
        first_player: Seat,
    },
    Boasted {
        seat: Seat,
        boast: Boast,
    },
    Doomed {
        doom_leader: Seat,
        hunt_leader: Seat,
        target: Boast,
    },
    /// A secret choice was made (which one stays hidden until the reveal).
    SideChosen {
        seat: Seat,
    },
    /// A public choice under the sequential rule.
    SideDeclared {
        seat: Seat,
        side: Side,
    },
    /// Every seat's side, leaders included, once all are in.
    SidesRevealed {
        sides: Vec<(Seat, Side)>,
    },
    Anted {
        seat: Seat,
    },
    Contributed {
        seat: Seat,
        count: u8,
    },
    /// The last Hunter gave: the round's public facts as the hunt begins
    /// (for a story that tells the round on its own). Every field was
    /// public before.
    HuntBegins {
        round: u32,
        /// The round's boasts in order; the last one is the target.
        boasts: Vec<(Seat, Boast)>,
        hunt_leader: Seat,
        doom_leader: Seat,
        /// Each Hunter, in the wind's order from the Hunt Leader, with how
        /// many cards they gave (never which).
        hunters: Vec<(Seat, u8)>,
        doomers: Vec<Seat>,
    },
    /// The contributed cards, shuffled: the order says nothing of who
    /// played what.
    PoolRevealed {
        cards: Vec<Card>,
        counted: u8,
        protections: u8,
    },
    /// The face-down cards ran out: hands and face-up cards become a new deck.
    WinterIsNear {
        day: u8,
        reshuffled: u8,
    },
    DayDrawn {
        day: u8,
        card: Card,
        /// Target animals counted so far.
        counted: u8,
        /// Unused protections after this day.
        protections: u8,
        nanuk: Option<NanukCheck>,
    },
    HuntEnded {
        outcome: HuntOutcome,
        target: Boast,
        counted: u8,
    },
    AntesRevealed {
        antes: Vec<(Seat, Card)>,
    },
    /// The winners share the pot: `order` picks in turn, `each` cards apiece.
    PicksBegin {
        order: Vec<Seat>,
        each: u8,
        pot: Vec<Card>,
    },
    Picked {
        seat: Seat,
        card: Card,
        /// Only one kind was left, so the card was taken for them.
        forced: bool,
    },
    /// Every pick of the round made: who took what, in order.
    PicksEnded {
        picks: Vec<(Seat, Card)>,
    },
    /// Face up to the bottom of the deck.
    Discarded {
        cards: Vec<Card>,
    },
    SeasonEnded {
        season: u8,
        reason: EndReason,
        scores: Vec<SeatScore>,
        winners: Vec<Seat>,
    },
    GameOver {
        /// Each seat's total over all seasons.
        totals: Vec<(Seat, u32)>,
        winners: Vec<Seat>,
    },
}
