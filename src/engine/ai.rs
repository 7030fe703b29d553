//! The AI player: decides every kind of action from one seat's own view,
//! at one of three levels.
//!
//! It sees only a [`SeatView`] (its hand, its own face-down cards and the
//! table), so it cannot cheat, and it is deterministic: the same view
//! always gives the same action (its few random choices draw from a seed
//! made from the view, never from the system). The normal level's
//! estimates come from the composition of the cards it cannot see
//! (`odds`), what it expects the other seats to hold and do (`beliefs`),
//! and the cards each option is expected to win it (`plays`, `rewards`).
//! The easy level (`easy`) makes a new player's mistakes; the strong level
//! (`search`) samples the hidden cards (`determinize`) and plays each
//! option out.

mod beliefs;
mod determinize;
mod easy;
mod joins;
mod odds;
mod plays;
mod rewards;
mod search;
mod style_belief;
mod styles;

pub use search::Budget;
pub use style_belief::{MODELLED, Observed, StyleBelief};
pub use styles::{Style, UnknownStyle};

use super::action::{Action, Choice, Side};
use super::boast::Boast;
use super::cards::Card;
use super::rng::GameRng;
use super::view::{PhaseView, SeatView, SideView};
use beliefs::{Lead, helpful_cards, success_table, unseen};
use joins::Joins;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How well an AI seat plays. The names are stable: they are stored and
/// typed by hosts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiLevel {
    /// Sensible, with a new player's mistakes.
    Easy,
    /// The tuned heuristic.
    #[default]
    Normal,
    /// A search over the hidden cards.
    Strong,
}

impl AiLevel {
    pub const ALL: [AiLevel; 3] = [AiLevel::Easy, AiLevel::Normal, AiLevel::Strong];

    pub fn name(self) -> &'static str {
        match self {
            AiLevel::Easy => "easy",
            AiLevel::Normal => "normal",
            AiLevel::Strong => "strong",
        }
    }
}

impl fmt::Display for AiLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An AI level name that is not one of "easy", "normal", "strong".
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI level {0:?}: use easy, normal or strong")]
pub struct UnknownLevel(pub String);

impl FromStr for AiLevel {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<AiLevel, UnknownLevel> {
        AiLevel::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// Raises within this share of the best value count as near-equal: the
/// normal level chooses among them by the view's seed, which gives variety
/// at almost no cost in strength.
const NORMAL_TOLERANCE: f64 = 0.06;

/// The normal level's action for this seat now, or `None` when it has
/// nothing to do. Always one of the actions in `view.choice`.
pub fn decide(view: &SeatView) -> Option<Action> {
    decide_at(AiLevel::Normal, view)
}

/// The action `level` takes for this seat now, or `None` when it has
/// nothing to do. Always one of the actions in `view.choice`.
pub fn decide_at(level: AiLevel, view: &SeatView) -> Option<Action> {
    decide_with(level, view, &Budget::default())
}

/// As [`decide_at`], with the strong level's budget given.
pub fn decide_with(level: AiLevel, view: &SeatView, budget: &Budget) -> Option<Action> {
    let seed = view_seed(view);
    match level {
        AiLevel::Easy => easy_decide(view, &mut GameRng::from_seed_u64(seed)),
        AiLevel::Normal => heuristic(view, NORMAL_TOLERANCE, &mut GameRng::from_seed_u64(seed)),
        AiLevel::Strong => search::decide(view, &StyleBelief::from_view(view), seed, budget),
    }
}

/// The strong level's action, believing what `belief` (built from this
/// seat's own views over the game, `StyleBelief::observe`) does of how
/// the other seats play. Without a belief kept over the game, the strong
/// level reads only the moves of the view's round.
pub fn decide_strong(view: &SeatView, belief: &StyleBelief, budget: &Budget) -> Option<Action> {
    if belief.seat() != view.seat {
        // Another seat's belief says nothing about what this seat saw.
        return decide_with(AiLevel::Strong, view, budget);
    }
    search::decide(view, belief, view_seed(view), budget)
}

/// The action of a seat playing `style` now (a test opponent's; never a
/// level offered in Discord), its random choices seeded by the view.
pub fn decide_style(style: Style, view: &SeatView) -> Option<Action> {
    styles::act(style, view, &mut GameRng::from_seed_u64(view_seed(view)))
}

/// The strong level's search with the seed of its samples given (the
/// level itself takes the seed from the view).
pub fn search_decide(view: &SeatView, seed: u64, budget: &Budget) -> Option<Action> {
    search::decide(view, &StyleBelief::from_view(view), seed, budget)
}

/// The tuned heuristic, choosing among raises within `tolerance` of the
/// best with `rng`, every other seat joining hunts at even odds.
fn heuristic(view: &SeatView, tolerance: f64, rng: &mut GameRng) -> Option<Action> {
    heuristic_with(view, tolerance, rng, &Joins::even())
}

/// As [`heuristic`], expecting the other seats to join as `joins` says.
fn heuristic_with(
    view: &SeatView,
    tolerance: f64,
    rng: &mut GameRng,
    joins: &Joins,
) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    Some(match choice {
        Choice::Boast { space, may_doom } => {
            plays::boast_or_doom(view, space, *may_doom, tolerance, rng, joins)
        }
        Choice::Side => Action::Side(plays::side(view, joins)),
        Choice::Ante { options } => Action::Ante(plays::least_useful(options, &view.hand)),
        Choice::Contribute { hand } => Action::Contribute(plays::contribution(view, hand, joins)),
        Choice::Pick { options } => Action::Pick(rewards::pick(view, options)),
    })
}

fn easy_decide(view: &SeatView, rng: &mut GameRng) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    Some(match choice {
        Choice::Boast { space, may_doom } => easy::boast_or_doom(view, space, *may_doom, rng),
        Choice::Side => Action::Side(easy::side(view)),
        Choice::Ante { options } => Action::Ante(easy::ante(view, options, rng)),
        Choice::Contribute { hand } => Action::Contribute(easy::contribution(view, hand, rng)),
        Choice::Pick { options } => Action::Pick(easy::pick(view, options, rng)),
    })
}

/// A seed made from everything the view shows (FNV-1a over a fixed
/// encoding, so it is the same on every platform and Rust version): two
/// states with the same view give the same seed, and different games
/// (whose deals differ) give different ones.
pub fn view_seed(view: &SeatView) -> u64 {
    let mut h = Fnv::default();
    let p = &view.public;
    h.byte(view.seat.0);
    h.cards(&view.hand);
    h.cards(&view.contribution);
    h.cards(view.ante.as_slice());
    h.byte(view.side.map_or(0, |s| s as u8 + 1));
    h.byte(p.season);
    h.word(u64::from(p.round));
    h.byte(p.first_player.0);
    h.byte(p.wind as u8);
    h.byte(p.deck_size);
    h.cards(&p.discards);
    for (seat, b) in &p.boasts {
        h.byte(seat.0);
        h.byte(b.count);
        h.byte(b.animal.index() as u8);
        h.byte(b.days);
    }
    for s in &p.seats {
        h.byte(s.hand_size);
        h.byte(s.contributed);
        h.byte(u8::from(s.anted));
        h.byte(match s.side {
            SideView::Undecided => 0,
            SideView::Secret => 1,
            SideView::Known(side) => 2 + side as u8,
        });
        h.cards(&s.pile);
    }
    h.cards(&p.pot);
    h.word(p.picks.len() as u64);
    h.byte(match p.phase {
        PhaseView::Boasting { .. } => 0,
        PhaseView::ChoosingSides { .. } => 1,
        PhaseView::Anteing => 2,
        PhaseView::Contributing { .. } => 3,
        PhaseView::Picking { .. } => 4,
        PhaseView::Over => 5,
    });
    for t in &p.totals {
        h.word(u64::from(*t));
    }
    h.0
}

struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn byte(&mut self, b: u8) {
        self.0 ^= u64::from(b);
        self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
    }

    fn word(&mut self, w: u64) {
        w.to_le_bytes().into_iter().for_each(|b| self.byte(b));
    }

    fn cards(&mut self, cards: &[Card]) {
        self.byte(cards.len() as u8);
        cards.iter().for_each(|c| self.byte(c.index() as u8));
    }
}

/// The chance, as this seat sees it, that `boast` would succeed with this
/// seat leading it and putting in its target animals and Inuksuks.
pub fn boast_success_chance(view: &SeatView, boast: &Boast) -> f64 {
    let pool = helpful_cards(&view.hand, boast.animal);
    success_table(
        view,
        &unseen(view),
        boast.animal,
        Lead::Me,
        &pool,
        &Joins::even(),
    )
    .chance(boast.count, boast.days)
}

/// Once a hunt is doomed: the chance, as this seat sees it, that it
/// succeeds if this seat joins it (`join`) or stays home.
pub fn hunt_success_chance(view: &SeatView, join: bool) -> Option<f64> {
    plays::hunt_chance(view, join, &Joins::even())
}

/// What taking `card` from the pot is worth to this seat, in points
/// (score now, promise, Nanuk bonus standing, denial), as the AI weighs it.
pub fn pick_value(view: &SeatView, card: Card) -> f64 {
    rewards::pick_value(view, card)
}

/// What the strong level would do for a seat now, and why: the hunt in
/// question (the boast it would make, the standing boast it would doom, or
/// the doomed hunt), the chance it sees of that hunt succeeding and the
/// count of its animal it expects the Hunters to reach. Made from the
/// seat's view alone, so it shows nothing the player cannot already see.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub action: Action,
    /// `None` when no hunt is in question (reward picks), as are the two
    /// below.
    pub hunt_chance: Option<f64>,
    /// The hunt the chance and the count are of.
    pub hunt: Option<Boast>,
    /// The animals of `hunt`'s kind its Hunters are expected to have
    /// counted when it ends (on its last day, or at a Nanuk that ends it).
    pub expected_count: Option<f64>,
}

/// The hint for this seat now, or `None` when it has nothing to decide:
/// the strong level's choice, with what the seat has seen of the others
/// over the game (`belief`) when it is given.
pub fn hint(view: &SeatView, belief: Option<&StyleBelief>, budget: &Budget) -> Option<Hint> {
    let action = match belief {
        Some(belief) => decide_strong(view, belief, budget)?,
        None => decide_with(AiLevel::Strong, view, budget)?,
    };
    // The strong level's own expectation of who joins.
    let joins = Joins::observed(view);
    let outlook = match &action {
        Action::Boast(boast) => {
            let pool = helpful_cards(&view.hand, boast.animal);
            let table = success_table(view, &unseen(view), boast.animal, Lead::Me, &pool, &joins);
            Some((*boast, table))
        }
        Action::Doom => view.public.boasts.last().map(|(leader, standing)| {
            let table = success_table(
                view,
                &unseen(view),
                standing.animal,
                Lead::Other(*leader),
                &[],
                &joins,
            );
            (*standing, table)
        }),
        Action::Side(side) => plays::hunt_table(view, *side == Side::Hunt, &joins),
        Action::Ante(_) | Action::Contribute(_) => {
            plays::hunt_table(view, view.side == Some(Side::Hunt), &joins)
        }
        Action::Pick(_) => None,
    };
    Some(Hint {
        action,
        hunt_chance: outlook
            .as_ref()
            .map(|(hunt, table)| table.chance(hunt.count, hunt.days)),
        hunt: outlook.as_ref().map(|(hunt, _)| *hunt),
        expected_count: outlook.map(|(hunt, table)| table.expected_count(hunt.days)),
    })
}
