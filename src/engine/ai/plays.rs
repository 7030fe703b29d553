//! Boasting, choosing a side, the ante and the contribution.
//!
//! The AI weighs each option by the cards it expects to win: the chance
//! that its side wins, times the expected pot, shared among the expected
//! winners.

use super::super::action::{Action, Side};
use super::super::boast::{Boast, BoastSpace, MAX_COUNT, MAX_DAYS};
use super::super::cards::{Animal, Card};
use super::super::rng::GameRng;
use super::super::seat::Seat;
use super::super::view::{SeatView, SideView};
use super::beliefs::{Lead, helpful_cards, success_table, unseen};
use super::joins::Joins;
use super::odds::{SuccessTable, Unseen};

/// Cards an average Hunter puts into the pool.
const CARDS_PER_HUNTER: f64 = 1.5;

/// Boasts and dooms are valued as chance^RISK_APPETITE times the cards at
/// stake: below 1, leading a big hunt at fair odds is preferred to a small
/// sure one. AI-vs-AI tournaments (1 variant seat against 5 of another)
/// favour 0.6 clearly over plain expected value (1.0) and over risk
/// aversion (2.0), whose seats won well under their share.
const RISK_APPETITE: f64 = 0.6;

/// How much more a card won by hunting is worth than one won by dooming,
/// when choosing a side: a successful hunt's pot holds every day's card,
/// while most failed hunts stop early at a Nanuk. Tuned like RISK_APPETITE.
const HUNT_PREMIUM: f64 = 1.0 / 0.6;

/// A contributed Inuksuk must raise the chance of success by this much to
/// be worth more than keeping it for a later hunt.
const GUARD_GAIN: f64 = 0.02;

/// From this chance of success on, a Hunter also puts in cards that do not
/// help the hunt: they enlarge a pot its side is likely to win.
const GENEROUS_FROM: f64 = 0.6;

/// Expected sides of a table once someone dooms.
#[derive(Clone, Copy, Debug)]
struct Sides {
    hunters: f64,
    doomers: f64,
}

impl Sides {
    /// Before any side is known: the two leaders, the rest joining as
    /// `joins` expects of them on average.
    fn open(view: &SeatView, joins: &Joins) -> Sides {
        let others = view.public.seats.len().saturating_sub(2) as f64;
        let join = joins.others(view);
        Sides {
            hunters: 1.0 + others * join,
            doomers: 1.0 + others * (1.0 - join),
        }
    }

    /// The cards a hunt of `days` days is expected to put in the pot:
    /// contributions, one drawn card a day, one ante per Doomer.
    fn pot(&self, days: u8) -> f64 {
        f64::from(days) + CARDS_PER_HUNTER * self.hunters + self.doomers
    }
}

/// Raise to the boast worth most to this seat as Hunt Leader, or doom the
/// standing boast if its failure is worth more. Among raises worth within
/// `tolerance` (a share of the best value) of the best, `rng` chooses, so
/// near-equal openings vary from game to game.
pub fn boast_or_doom(
    view: &SeatView,
    space: &BoastSpace,
    may_doom: bool,
    tolerance: f64,
    rng: &mut GameRng,
    joins: &Joins,
) -> Action {
    boast_or_doom_weighing(view, space, may_doom, tolerance, rng, 1.0, joins)
}

/// As [`boast_or_doom`], dooming only when dooming is worth more than
/// `doom_weight` times the best raise.
pub fn boast_or_doom_weighing(
    view: &SeatView,
    space: &BoastSpace,
    may_doom: bool,
    tolerance: f64,
    rng: &mut GameRng,
    doom_weight: f64,
    joins: &Joins,
) -> Action {
    let unseen = unseen(view);
    let sides = Sides::open(view, joins);
    let ranked = ranked_raises(view, &unseen, space, sides, joins);
    let raise = near_best(&ranked, tolerance, rng);
    let standing = match (space.standing, may_doom) {
        (Some(standing), true) => standing,
        // The opener must boast; the space of opening boasts is never empty.
        _ => return Action::Boast(raise.expect("an opening boast exists").0),
    };
    let Some((boast, raise_value)) = raise else {
        return Action::Doom;
    };
    if doom_weight * raise_value > doom_value(view, &unseen, &standing, sides, joins) {
        Action::Boast(boast)
    } else {
        Action::Doom
    }
}

/// What dooming `standing` is worth to this seat, in expected cards.
fn doom_value(
    view: &SeatView,
    unseen: &Unseen,
    standing: &Boast,
    sides: Sides,
    joins: &Joins,
) -> f64 {
    let leader = view.public.standing().map_or(view.seat, |(seat, _)| seat);
    let fails = 1.0 - standing_chance(view, unseen, standing, leader, joins);
    fails.powf(RISK_APPETITE) * sides.pot(standing.days) / sides.doomers
}

/// One of the raises worth at least `1 - tolerance` of the best, drawn
/// with `rng` (none drawn when `tolerance` is 0: the best).
fn near_best(ranked: &[(Boast, f64)], tolerance: f64, rng: &mut GameRng) -> Option<(Boast, f64)> {
    let &(_, best) = ranked.first()?;
    if tolerance <= 0.0 {
        return ranked.first().copied();
    }
    let close = ranked
        .iter()
        .take_while(|(_, v)| *v >= best * (1.0 - tolerance))
        .count();
    Some(ranked[rng.below(close as u32) as usize])
}

/// The options of a boasting turn the search weighs: the `k` raises the
/// heuristic values most (distinct animals or days), and doom when
/// allowed, best first by the heuristic's own values.
pub fn boast_candidates(
    view: &SeatView,
    space: &BoastSpace,
    may_doom: bool,
    k: usize,
    joins: &Joins,
) -> Vec<Action> {
    let unseen = unseen(view);
    let sides = Sides::open(view, joins);
    let mut ranked = ranked_raises(view, &unseen, space, sides, joins);
    if space.standing.is_none() {
        // Openings: the best animal for each (count, days), so that the
        // search weighs different shapes of hunt, not one shape four times.
        let mut shapes = Vec::new();
        ranked.retain(|(b, _)| {
            let new = !shapes.contains(&(b.count, b.days));
            shapes.push((b.count, b.days));
            new
        });
    }
    let mut scored: Vec<(Action, f64)> = ranked
        .into_iter()
        .take(k)
        .map(|(b, v)| (Action::Boast(b), v))
        .collect();
    if let (Some(standing), true) = (space.standing, may_doom) {
        scored.push((
            Action::Doom,
            doom_value(view, &unseen, &standing, sides, joins),
        ));
    }
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    scored.into_iter().map(|(a, _)| a).collect()
}

/// Every raise in `space` that can be best (the lowest count for each
/// animal and days) with the expected cards it brings its leader, best
/// first. Ties: the earlier animal, then the fewer days.
fn ranked_raises(
    view: &SeatView,
    unseen: &Unseen,
    space: &BoastSpace,
    sides: Sides,
    joins: &Joins,
) -> Vec<(Boast, f64)> {
    let mut out: Vec<(Boast, f64)> = Vec::with_capacity(4 * MAX_DAYS as usize);
    for animal in Animal::ALL {
        let table = success_table(
            view,
            unseen,
            animal,
            Lead::Me,
            &helpful_cards(&view.hand, animal),
            joins,
        );
        for days in 1..=MAX_DAYS {
            // For given days a larger count is never likelier, so only the
            // lowest count the space allows can be best.
            let Some(boast) = (1..=MAX_COUNT)
                .map(|count| Boast {
                    count,
                    animal,
                    days,
                })
                .find(|b| space.contains(b))
            else {
                continue;
            };
            let value = table.chance(boast.count, days).powf(RISK_APPETITE) * sides.pot(days)
                / sides.hunters;
            out.push((boast, value));
        }
    }
    // A stable sort keeps the animal-then-days order among equal values.
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// The chance that `leader`'s standing boast succeeds without this seat.
pub(super) fn standing_chance(
    view: &SeatView,
    unseen: &Unseen,
    standing: &Boast,
    leader: Seat,
    joins: &Joins,
) -> f64 {
    success_table(
        view,
        unseen,
        standing.animal,
        Lead::Other(leader),
        &[],
        joins,
    )
    .chance(standing.count, standing.days)
}

/// The chance that the doomed hunt succeeds, with this seat hunting (and
/// putting in every target animal and Inuksuk it holds) or not.
pub fn hunt_chance(view: &SeatView, join: bool, joins: &Joins) -> Option<f64> {
    let (target, table) = hunt_table(view, join, joins)?;
    Some(table.chance(target.count, target.days))
}

/// The doomed hunt's target and its success table as this seat sees it,
/// with this seat hunting (and putting in every target animal and Inuksuk
/// it holds) or not.
pub fn hunt_table(view: &SeatView, join: bool, joins: &Joins) -> Option<(Boast, SuccessTable)> {
    let hunt = view.public.hunt.as_ref()?;
    let leader = view.public.hunt_leader?;
    let target = hunt.target;
    let pool = if join {
        helpful_cards(&view.hand, target.animal)
    } else {
        Vec::new()
    };
    let table = success_table(
        view,
        &unseen(view),
        target.animal,
        Lead::Other(leader),
        &pool,
        joins,
    );
    Some((target, table))
}

/// Hunt or Doom, whichever side is expected to bring this seat more cards.
/// Under the sequential rule the sides already declared count as known.
pub fn side(view: &SeatView, joins: &Joins) -> Side {
    let (Some(join), Some(stay)) = (
        hunt_chance(view, true, joins),
        hunt_chance(view, false, joins),
    ) else {
        return Side::Doom;
    };
    let mut hunters = 0.0;
    let mut doomers = 0.0;
    for other in view.public.seats.iter().filter(|s| s.seat != view.seat) {
        match other.side {
            SideView::Known(Side::Hunt) => hunters += 1.0,
            SideView::Known(Side::Doom) => doomers += 1.0,
            SideView::Secret | SideView::Undecided => {
                hunters += joins.of(other.seat);
                doomers += 1.0 - joins.of(other.seat);
            }
        }
    }
    // Cards expected either way: the odds, the sharing and the pot's premium.
    if HUNT_PREMIUM * join / (hunters + 1.0) > (1.0 - stay) / (doomers + 1.0) {
        Side::Hunt
    } else {
        Side::Doom
    }
}

/// How much a card is worth keeping in hand for later hunts: an Inuksuk
/// most, then animals by how many they count and how many of their kind
/// the hand already holds (a boast needs several).
pub fn keep_value(card: Card, hand: &[Card]) -> f64 {
    match card {
        Card::Inuksuk => 2.5,
        Card::Animal(animal, _) => {
            let same: u8 = hand.iter().map(|c| c.counts_for(animal)).sum();
            let own = card.counts_for(animal);
            f64::from(own) + 0.75 * f64::from(same.saturating_sub(own))
        }
    }
}

/// The least useful of `options` to keep (ties: the lowest card kind).
pub fn least_useful(options: &[Card], hand: &[Card]) -> Card {
    *options
        .iter()
        .min_by(|a, b| {
            keep_value(**a, hand)
                .total_cmp(&keep_value(**b, hand))
                .then(a.cmp(b))
        })
        .expect("a choice has options")
}

/// The Hunter's cards for the pool: every target animal; Inuksuks while
/// they make success clearly likelier; the rest only when the hunt looks
/// likely to succeed; at least the least useful card.
pub fn contribution(view: &SeatView, hand: &[Card], joins: &Joins) -> Vec<Card> {
    let (Some(hunt), Some(leader)) = (view.public.hunt.as_ref(), view.public.hunt_leader) else {
        return vec![least_useful(hand, hand)];
    };
    let target = hunt.target;
    let unseen = unseen(view);
    let chance = |pool: &[Card]| {
        success_table(
            view,
            &unseen,
            target.animal,
            Lead::Other(leader),
            pool,
            joins,
        )
        .chance(target.count, target.days)
    };
    let (mut pool, rest): (Vec<Card>, Vec<Card>) =
        hand.iter().partition(|c| c.counts_for(target.animal) > 0);
    let mut kept = Vec::new();
    let mut odds = chance(&pool);
    for card in rest {
        if card.is_inuksuk() {
            pool.push(card);
            let with = chance(&pool);
            if with - odds > GUARD_GAIN {
                odds = with;
                continue;
            }
            pool.pop();
        }
        kept.push(card);
    }
    if odds >= GENEROUS_FROM {
        pool.extend(kept.iter().filter(|c| !c.is_inuksuk()));
    }
    if pool.is_empty() {
        pool.push(least_useful(hand, hand));
    }
    pool.sort_unstable();
    pool
}
