//! Stacked deals for tests: put chosen cards in hands, on top of the deck and
//! among the face-up discards, then play from there. Not part of the rules;
//! hidden from the documentation.

use super::action::Side;
use super::cards::{Card, Census, full_census};
use super::deck::Deck;
use super::event::Event;
use super::rng::GameRng;
use super::seat::{Seat, Settings, SetupError, SidesTaken, Wind};
use super::state::{Game, Phase, Revision, Round};

/// A table laid out by hand. Cards not placed anywhere are appended to the
/// face-down deck (below `deck_top`) in composition order, so all 100 cards
/// are always in play.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub settings: Settings,
    pub seed: u64,
    pub first_player: Seat,
    pub wind: Wind,
    /// Each seat's hand (usually three cards).
    pub hands: Vec<Vec<Card>>,
    /// Face-down cards from the top of the deck.
    pub deck_top: Vec<Card>,
    /// Whether the unplaced cards fill the face-down deck below `deck_top`
    /// (`true`) or are kept out of the deck, face up at its very bottom
    /// below `face_up` (`false`), which brings Winter right after `deck_top`.
    pub fill_face_down: bool,
    /// Face-up discards at the bottom, top first.
    pub face_up: Vec<Card>,
    /// Score piles already won.
    pub piles: Vec<Vec<Card>>,
    /// The rulings played by (the current ones unless a test needs older).
    pub revision: Revision,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("the scenario places more {0} cards than the deck holds")]
    TooMany(Card),
    #[error("expected one hand and one pile per seat")]
    SeatCount,
}

impl Scenario {
    /// Five or more seats with empty hands, seat 0 first, clockwise.
    pub fn new(seats: u8) -> Scenario {
        Scenario {
            settings: Settings::new(seats),
            seed: 1,
            first_player: Seat(0),
            wind: Wind::Clockwise,
            hands: vec![Vec::new(); seats as usize],
            deck_top: Vec::new(),
            fill_face_down: true,
            face_up: Vec::new(),
            piles: vec![Vec::new(); seats as usize],
            revision: Revision::CURRENT,
        }
    }

    /// Builds the game at the start of round 1 (boasting, `first_player`
    /// to boast), with the opening events.
    pub fn start(self) -> Result<(Game, Vec<Event>), ScenarioError> {
        self.settings.validate()?;
        let n = self.settings.seats as usize;
        if self.hands.len() != n || self.piles.len() != n {
            return Err(ScenarioError::SeatCount);
        }
        let mut left: Census = full_census();
        let placed = self
            .hands
            .iter()
            .chain(&self.piles)
            .flatten()
            .chain(&self.deck_top)
            .chain(&self.face_up);
        for card in placed {
            let slot = &mut left[card.index()];
            *slot = slot.checked_sub(1).ok_or(ScenarioError::TooMany(*card))?;
        }
        let rest: Vec<Card> = Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, left[c.index()] as usize))
            .collect();
        let deck = if self.fill_face_down {
            let mut face_down = self.deck_top;
            face_down.extend(rest);
            let mut deck = Deck::face_down(face_down);
            deck.discard(self.face_up);
            deck
        } else {
            let mut deck = Deck::face_down(self.deck_top);
            deck.discard(self.face_up);
            deck.discard(rest);
            deck
        };
        let game = Game {
            settings: self.settings,
            seed: self.seed,
            rng: GameRng::from_seed_u64(self.seed),
            season: 1,
            round: 1,
            first_player: self.first_player,
            wind: self.wind,
            deck,
            hands: self.hands,
            piles: self.piles,
            r: Round {
                sides: vec![None; n],
                antes: vec![None; n],
                contributions: vec![Vec::new(); n],
                contributed: vec![0; n],
                ..Round::default()
            },
            phase: Phase::Boasting {
                turn: self.first_player,
            },
            winter: false,
            results: Vec::new(),
            revision: self.revision,
            sides_taken: vec![SidesTaken::default(); n],
        };
        let events = vec![Event::RoundStarted {
            round: 1,
            wind: self.wind,
            first_player: self.first_player,
        }];
        Ok((game, events))
    }
}

impl Game {
    /// Cards left in the deck (face down and face up) from the top. For
    /// tests of the deck's order; adapters use views.
    pub fn deck_cards(&self) -> Vec<Card> {
        self.deck.cards().copied().collect()
    }

    /// How many cards in the deck are face down. For tests only: the
    /// rulings forbid showing this to players.
    pub fn face_down_count(&self) -> usize {
        self.deck.face_down_len()
    }

    /// A copy of the game in which every card hidden from `seat` (other
    /// hands, the face-down deck, others' face-down antes and contributions)
    /// is dealt anew at random into the same places, and others' secret
    /// sides are chosen anew at random. `seat`'s view of the
    /// copy must equal its view of the original: the view may depend only
    /// on what the seat can know. `None` re-deals what is hidden from
    /// everyone (for the public view).
    pub fn redeal_hidden(&self, seat: Option<Seat>, seed: u64) -> Game {
        let mut g = self.clone();
        let mine = |i: usize| seat.is_some_and(|s| s.index() == i);
        let mut hidden: Vec<Card> = Vec::new();
        for (i, hand) in g.hands.iter().enumerate() {
            if !mine(i) {
                hidden.extend(hand);
            }
        }
        for (i, ante) in g.r.antes.iter().enumerate() {
            if !mine(i) {
                hidden.extend(ante.iter());
            }
        }
        for (i, c) in g.r.contributions.iter().enumerate() {
            if !mine(i) {
                hidden.extend(c);
            }
        }
        let mut deck = g.deck.take_all();
        let face_down = self.deck.face_down_len();
        let face_up = deck.split_off(face_down);
        hidden.extend(&deck);
        GameRng::from_seed_u64(seed).shuffle(&mut hidden);
        let mut it = hidden.into_iter();
        let mut next = || it.next().expect("same number of hidden slots");
        for (i, hand) in g.hands.iter_mut().enumerate() {
            if !mine(i) {
                hand.iter_mut().for_each(|c| *c = next());
            }
        }
        for (i, ante) in g.r.antes.iter_mut().enumerate() {
            if !mine(i)
                && let Some(c) = ante
            {
                *c = next();
            }
        }
        for (i, contribution) in g.r.contributions.iter_mut().enumerate() {
            if !mine(i) {
                contribution.iter_mut().for_each(|c| *c = next());
            }
        }
        let new_deck: Vec<Card> = (0..face_down).map(|_| next()).collect();
        g.deck = Deck::face_down(new_deck);
        g.deck.discard(face_up);
        let secret = g.settings.sides == super::seat::SidesRule::Secret && !g.r.sides_revealed;
        if secret {
            let mut rng = GameRng::from_seed_u64(seed ^ 0x5eed);
            let leaders = [g.r.hunt_leader, g.r.doom_leader];
            for (i, side) in g.r.sides.iter_mut().enumerate() {
                let leader = leaders.contains(&Some(Seat(i as u8)));
                if !mine(i) && !leader && side.is_some() {
                    *side = Some(if rng.coin() { Side::Hunt } else { Side::Doom });
                }
            }
        }
        g
    }
}
