//! The easy level: plays sensibly, with the mistakes a new player makes.
//! It boasts what it holds without weighing the odds of the days, joins a
//! hunt whenever it holds something for it, keeps nothing back when it
//! contributes, antes without thinking and picks what scores at once.

use super::super::action::{Action, Side};
use super::super::boast::{Boast, BoastSpace, MAX_COUNT, MAX_DAYS};
use super::super::cards::{Animal, Card};
use super::super::rng::GameRng;
use super::super::scoring::marginal_points;
use super::super::view::SeatView;
use super::plays;

/// Animals of `animal` (doubles count two) in `hand`.
fn held(hand: &[Card], animal: Animal) -> u8 {
    hand.iter().map(|c| c.counts_for(animal)).sum()
}

/// A new player's boast: the animal it holds most of, for a count it
/// thinks it can reach, over a handful of days; it dooms a boast that asks
/// for clearly more than it would dare itself.
pub fn boast_or_doom(
    view: &SeatView,
    space: &BoastSpace,
    may_doom: bool,
    rng: &mut GameRng,
) -> Action {
    let (animal, mine) = Animal::ALL
        .into_iter()
        .map(|a| (a, held(&view.hand, a)))
        .max_by_key(|&(a, n)| (n, std::cmp::Reverse(a.index())))
        .expect("four animals");
    // A new player counts on its own cards and a few more from the table.
    let dare = mine + 1 + rng.below(2) as u8;
    let days = 3 + rng.below(6) as u8;
    let wanted = Boast {
        count: dare.clamp(1, MAX_COUNT),
        animal,
        days,
    };
    let Some(standing) = space.standing.filter(|_| may_doom) else {
        return Action::Boast(first_at_least(space, wanted));
    };
    let optimism = held(&view.hand, standing.animal) + 2;
    if standing.count > optimism || standing.days > 9 {
        return Action::Doom;
    }
    // Raise by one day when it holds the animal, else by one animal.
    let raise = if held(&view.hand, standing.animal) > 0 && standing.days < MAX_DAYS {
        Boast {
            days: standing.days + 1,
            ..standing
        }
    } else {
        Boast {
            count: standing.count + 1,
            animal,
            days: standing.days,
        }
    };
    if space.contains(&raise) && raise.count <= optimism.max(dare) {
        Action::Boast(raise)
    } else {
        Action::Doom
    }
}

/// `wanted` if it is allowed, else the first allowed boast after it.
fn first_at_least(space: &BoastSpace, wanted: Boast) -> Boast {
    if space.contains(&wanted) {
        return wanted;
    }
    space
        .iter()
        .find(|b| b.count >= wanted.count && b.days >= wanted.days)
        .or_else(|| space.iter().next())
        .expect("an opening boast exists")
}

/// Joins whenever its hand holds the target animal or an Inuksuk.
pub fn side(view: &SeatView) -> Side {
    let Some(hunt) = view.public.hunt.as_ref() else {
        return Side::Doom;
    };
    let animal = hunt.target.animal;
    if view
        .hand
        .iter()
        .any(|c| c.counts_for(animal) > 0 || c.is_inuksuk())
    {
        Side::Hunt
    } else {
        Side::Doom
    }
}

/// Puts in every target animal and every Inuksuk; else one random card.
pub fn contribution(view: &SeatView, hand: &[Card], rng: &mut GameRng) -> Vec<Card> {
    let mut pool: Vec<Card> = match view.public.hunt.as_ref() {
        Some(hunt) => hand
            .iter()
            .copied()
            .filter(|c| c.counts_for(hunt.target.animal) > 0 || c.is_inuksuk())
            .collect(),
        None => Vec::new(),
    };
    if pool.is_empty() {
        pool.push(hand[rng.below(hand.len() as u32) as usize]);
    }
    pool.sort_unstable();
    pool
}

/// Half the time the least useful card, half the time any card.
pub fn ante(view: &SeatView, options: &[Card], rng: &mut GameRng) -> Card {
    if rng.coin() {
        plays::least_useful(options, &view.hand)
    } else {
        options[rng.below(options.len() as u32) as usize]
    }
}

/// The card that adds most points to its pile right now; ties at random.
pub fn pick(view: &SeatView, options: &[Card], rng: &mut GameRng) -> Card {
    let pile = &view.public.seats[view.seat.index()].pile;
    let gain = |c: &Card| marginal_points(pile, *c);
    let best = options.iter().map(gain).max().expect("a pick has options");
    let tied: Vec<Card> = options
        .iter()
        .copied()
        .filter(|c| gain(c) == best)
        .collect();
    tied[rng.below(tied.len() as u32) as usize]
}
