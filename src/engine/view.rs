//! What each seat, and the public, may see of a game. Adapters read game
//! state only through these views.

use super::action::{Choice, Side};
use super::boast::Boast;
use super::cards::Card;
use super::scoring::{Score, nanuk_cards, score_table};
use super::seat::{Seat, Settings, SidesTaken, Wind};
use super::state::{Game, Hunt, Phase, Revision, SeasonResult};
use serde::{Deserialize, Serialize};

/// Where the game stands, publicly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    Boasting {
        turn: Seat,
    },
    /// `next` is the seat to declare under the sequential rule.
    ChoosingSides {
        next: Option<Seat>,
    },
    Anteing,
    Contributing {
        turn: Seat,
    },
    Picking {
        turn: Seat,
    },
    Over,
}

/// A seat's side as the table knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SideView {
    Undecided,
    /// Chosen in secret; revealed when everyone has chosen.
    Secret,
    Known(Side),
}

/// One seat as the whole table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPublic {
    pub seat: Seat,
    pub hand_size: u8,
    pub side: SideView,
    /// Has placed an ante this round (face down).
    pub anted: bool,
    /// Cards contributed to this round's hunt (how many, never which).
    pub contributed: u8,
    pub pile: Vec<Card>,
    /// Points the pile would score now, Nanuk bonus as it stands included.
    pub score: Score,
    pub nanuk_cards: u8,
    /// The sides this seat chose over the game when it led neither side.
    #[serde(default)]
    pub sides_taken: SidesTaken,
}

/// The rewards being shared out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PickingView {
    pub order: Vec<Seat>,
    pub each: u8,
    pub turn: Seat,
    /// Picks still to make, this one included.
    pub left: u16,
}

/// Everything everyone at the table may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    pub settings: Settings,
    pub season: u8,
    pub round: u32,
    pub wind: Wind,
    pub first_player: Seat,
    pub phase: PhaseView,
    pub waiting_for: Vec<Seat>,
    /// This round's boasts in order; the last one stands.
    pub boasts: Vec<(Seat, Boast)>,
    pub hunt_leader: Option<Seat>,
    pub doom_leader: Option<Seat>,
    pub seats: Vec<SeatPublic>,
    /// The hunt once doomed: target, revealed pool, the days drawn.
    pub hunt: Option<Hunt>,
    /// Who anted what, once the hunt is resolved.
    pub antes: Vec<(Seat, Card)>,
    pub pot: Vec<Card>,
    pub picking: Option<PickingView>,
    pub picks: Vec<(Seat, Card)>,
    /// Cards in the draw deck, face-up discards included. How many are
    /// face down is never shown.
    pub deck_size: u8,
    /// The face-up discards at the bottom of the deck, top first. Public by
    /// the rules (RULINGS.md: Deck, discards and the end); the bot never
    /// states how many face-down cards are left.
    #[serde(default)]
    pub discards: Vec<Card>,
    /// Winter is near: this is the season's last hunt.
    pub winter: bool,
    pub seasons: Vec<SeasonResult>,
    /// Points over the finished seasons.
    pub totals: Vec<u32>,
    /// Set when the game is over.
    pub winners: Option<Vec<Seat>>,
    /// The rulings the game plays by.
    #[serde(default)]
    pub revision: Revision,
}

impl PublicView {
    pub fn standing(&self) -> Option<(Seat, Boast)> {
        self.boasts.last().copied()
    }
}

/// What one seat may see: its own hand and secret choices, and the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    pub seat: Seat,
    pub hand: Vec<Card>,
    /// Own side, even while it is still secret to others.
    pub side: Option<Side>,
    /// Own face-down ante.
    pub ante: Option<Card>,
    /// Own face-down contribution, until it is shuffled into the pool.
    pub contribution: Vec<Card>,
    /// What this seat may do now.
    pub choice: Option<Choice>,
    pub public: PublicView,
}

/// What only one seat sees: its hand, secret choices and what it may do,
/// without the table (so it is cheap to compare, for every seat, before and
/// after each action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateView {
    pub hand: Vec<Card>,
    pub side: Option<Side>,
    pub ante: Option<Card>,
    pub contribution: Vec<Card>,
    pub choice: Option<Choice>,
}

impl Game {
    pub fn public_view(&self) -> PublicView {
        let r = &self.r;
        let scores = score_table(&self.piles);
        let seats = (0..self.settings.seats)
            .map(Seat)
            .map(|seat| {
                let i = seat.index();
                let side = match r.sides.get(i).copied().flatten() {
                    None => SideView::Undecided,
                    Some(side) => {
                        let is_leader = Some(seat) == r.hunt_leader || Some(seat) == r.doom_leader;
                        let public = r.sides_revealed
                            || is_leader
                            || self.settings.sides == super::seat::SidesRule::Sequential;
                        if public {
                            SideView::Known(side)
                        } else {
                            SideView::Secret
                        }
                    }
                };
                SeatPublic {
                    seat,
                    hand_size: self.hands[i].len() as u8,
                    side,
                    anted: r.antes.get(i).is_some_and(Option::is_some)
                        || r.revealed_antes.iter().any(|(s, _)| *s == seat),
                    contributed: r.contributed.get(i).copied().unwrap_or(0),
                    pile: self.piles[i].clone(),
                    score: scores[i],
                    nanuk_cards: nanuk_cards(&self.piles[i]),
                    sides_taken: self.sides_taken.get(i).copied().unwrap_or_default(),
                }
            })
            .collect();
        let phase = match &self.phase {
            Phase::Boasting { turn } => PhaseView::Boasting { turn: *turn },
            Phase::Sides { next } => PhaseView::ChoosingSides { next: *next },
            Phase::Ante => PhaseView::Anteing,
            Phase::Contribute { turn } => PhaseView::Contributing { turn: *turn },
            Phase::Pick { order, done, .. } => PhaseView::Picking {
                turn: order[*done as usize % order.len()],
            },
            Phase::Over => PhaseView::Over,
        };
        let picking = match &self.phase {
            Phase::Pick { order, each, done } => Some(PickingView {
                order: order.clone(),
                each: *each,
                turn: order[*done as usize % order.len()],
                left: *each as u16 * order.len() as u16 - done,
            }),
            _ => None,
        };
        PublicView {
            settings: self.settings,
            season: self.season,
            round: self.round,
            wind: self.wind,
            first_player: self.first_player,
            phase,
            waiting_for: self.waiting_for(),
            boasts: r.boasts.clone(),
            hunt_leader: r.hunt_leader,
            doom_leader: r.doom_leader,
            seats,
            hunt: r.hunt.clone(),
            antes: r.revealed_antes.clone(),
            pot: r.pot.clone(),
            picking,
            picks: r.picks.clone(),
            deck_size: self.deck.len() as u8,
            discards: self.deck.face_up().copied().collect(),
            winter: self.winter,
            seasons: self.results.clone(),
            totals: self.totals(),
            winners: self.winners(),
            revision: self.revision,
        }
    }

    /// What `seat` may see. Panics if the seat is not at the table.
    pub fn seat_view(&self, seat: Seat) -> SeatView {
        let PrivateView {
            hand,
            side,
            ante,
            contribution,
            choice,
        } = self.private_view(seat);
        SeatView {
            seat,
            hand,
            side,
            ante,
            contribution,
            choice,
            public: self.public_view(),
        }
    }

    pub fn private_view(&self, seat: Seat) -> PrivateView {
        let i = seat.index();
        PrivateView {
            hand: self.hands[i].clone(),
            side: self.r.sides.get(i).copied().flatten(),
            ante: self.r.antes.get(i).copied().flatten(),
            contribution: self.r.contributions.get(i).cloned().unwrap_or_default(),
            choice: self.legal(seat),
        }
    }
}
