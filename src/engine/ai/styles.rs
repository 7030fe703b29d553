//! Styles of play that are not our levels': opponents to test the AI
//! against (`nanuk simulate --lineup`), and the policies the strong level's
//! rollouts give a seat it believes plays that way (`belief`). Each is a
//! few lines on top of the normal or easy level. They are never offered in
//! Discord.

use super::super::action::{Action, Choice, Side};
use super::super::boast::{Boast, BoastSpace, MAX_DAYS};
use super::super::cards::Card;
use super::super::rng::GameRng;
use super::super::view::SeatView;
use super::beliefs::unseen;
use super::joins::Joins;
use super::{NORMAL_TOLERANCE, easy_decide, heuristic, plays};
use std::fmt;
use std::str::FromStr;

/// A way of playing a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Style {
    /// The normal level's heuristic.
    Normal,
    /// The easy level.
    Easy,
    /// Raises fast, hunts often, puts its whole hand into a hunt.
    Reckless,
    /// Dooms early, hunts only good hunts, contributes one card.
    Cautious,
    /// The normal level, with a share of uniformly random legal moves.
    Noisy,
    /// The normal level, raising where it would doom unless dooming is
    /// worth twice the raise: the strong level's rollouts play a seat they
    /// believe normal this way, so that a raise is not weighed against a
    /// table that dooms more readily than a searching player does.
    Bold,
}

impl Style {
    pub const ALL: [Style; 6] = [
        Style::Normal,
        Style::Easy,
        Style::Reckless,
        Style::Cautious,
        Style::Noisy,
        Style::Bold,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Style::Normal => "normal",
            Style::Easy => "easy",
            Style::Reckless => "reckless",
            Style::Cautious => "cautious",
            Style::Noisy => "noisy",
            Style::Bold => "bold",
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A style name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown style {0:?}: use normal, easy, reckless, cautious, noisy or bold")]
pub struct UnknownStyle(pub String);

impl FromStr for Style {
    type Err = UnknownStyle;

    fn from_str(s: &str) -> Result<Style, UnknownStyle> {
        Style::ALL
            .into_iter()
            .find(|st| st.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownStyle(s.to_string()))
    }
}

/// The share of a noisy seat's moves that are uniformly random.
pub const NOISE: f64 = 0.2;

/// A reckless seat joins a hunt unless it sees less than this chance.
const RECKLESS_JOINS_FROM: f64 = 0.25;
/// A cautious seat dooms a standing boast it gives less than this chance,
/// and joins only a hunt it gives at least this chance.
const CAUTIOUS_TRUSTS_FROM: f64 = 0.65;

/// The action of a seat playing `style` now, its few random choices drawn
/// with `rng`. Always one of the actions in `view.choice`.
pub fn act(style: Style, view: &SeatView, rng: &mut GameRng) -> Option<Action> {
    match style {
        Style::Normal => heuristic(view, NORMAL_TOLERANCE, rng),
        Style::Easy => easy_decide(view, rng),
        Style::Reckless => reckless(view, rng),
        Style::Cautious => cautious(view, rng),
        Style::Noisy => noisy(view, rng),
        Style::Bold => bold(view, rng),
    }
}

/// A bold seat dooms only when dooming is worth this many times its best
/// raise (the normal level: once). At 2 it dooms 1 % of the turns it may
/// doom among normal seats (normal: 57 %); as the stand-in for normal
/// seats in the strong level's rollouts, 2 did better than 1.3 against
/// five strong seats (docs/PERFORMANCE.md, issue 27, third step).
const BOLD_DOOMS_FROM: f64 = 2.0;

fn bold(view: &SeatView, rng: &mut GameRng) -> Option<Action> {
    match view.choice.as_ref()? {
        Choice::Boast { space, may_doom } => Some(plays::boast_or_doom_weighing(
            view,
            space,
            *may_doom,
            NORMAL_TOLERANCE,
            rng,
            BOLD_DOOMS_FROM,
            &Joins::even(),
        )),
        _ => heuristic(view, NORMAL_TOLERANCE, rng),
    }
}

fn reckless(view: &SeatView, rng: &mut GameRng) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    let normal = heuristic(view, NORMAL_TOLERANCE, rng)?;
    Some(match (choice, normal) {
        // One more animal than the normal level dares.
        (Choice::Boast { space, .. }, Action::Boast(b)) => Action::Boast(
            Some(Boast {
                count: b.count + 1,
                ..b
            })
            .filter(|r| space.contains(r))
            .unwrap_or(b),
        ),
        // It raises rather than dooms while the standing boast is one it
        // could help (it holds the animal).
        (Choice::Boast { space, .. }, Action::Doom) => {
            match lowest_raise(space)
                .filter(|r| view.hand.iter().any(|c| c.counts_for(r.animal) > 0))
            {
                Some(raise) => Action::Boast(raise),
                None => Action::Doom,
            }
        }
        (Choice::Side, _) => {
            let join = plays::hunt_chance(view, true, &Joins::even()).unwrap_or(0.0);
            Action::Side(if join >= RECKLESS_JOINS_FROM {
                Side::Hunt
            } else {
                Side::Doom
            })
        }
        (Choice::Contribute { hand }, _) => {
            let mut all = hand.clone();
            all.sort_unstable();
            Action::Contribute(all)
        }
        (_, normal) => normal,
    })
}

fn cautious(view: &SeatView, rng: &mut GameRng) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    Some(match choice {
        Choice::Boast { may_doom: true, .. } => {
            let (leader, standing) = view.public.standing()?;
            let chance =
                plays::standing_chance(view, &unseen(view), &standing, leader, &Joins::even());
            if chance < CAUTIOUS_TRUSTS_FROM {
                Action::Doom
            } else {
                heuristic(view, NORMAL_TOLERANCE, rng)?
            }
        }
        Choice::Side => {
            let join = plays::hunt_chance(view, true, &Joins::even()).unwrap_or(0.0);
            Action::Side(if join >= CAUTIOUS_TRUSTS_FROM {
                Side::Hunt
            } else {
                Side::Doom
            })
        }
        Choice::Contribute { hand } => {
            // One card: a target animal when it holds one, else the least useful.
            let target = view.public.hunt.as_ref().map(|h| h.target.animal);
            let card = hand
                .iter()
                .copied()
                .filter(|c| target.is_some_and(|a| c.counts_for(a) > 0))
                .min_by_key(|c: &Card| target.map_or(0, |a| c.counts_for(a)))
                .unwrap_or_else(|| plays::least_useful(hand, hand));
            Action::Contribute(vec![card])
        }
        _ => heuristic(view, NORMAL_TOLERANCE, rng)?,
    })
}

fn noisy(view: &SeatView, rng: &mut GameRng) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    if f64::from(rng.next_u32()) < NOISE * f64::from(u32::MAX) {
        return choice.nth(rng.below(choice.len() as u32) as usize);
    }
    heuristic(view, NORMAL_TOLERANCE, rng)
}

/// The smallest raise of the standing boast: one more day, else one more
/// of its animal.
fn lowest_raise(space: &BoastSpace) -> Option<Boast> {
    let standing = space.standing?;
    let days = Boast {
        days: standing.days + 1,
        ..standing
    };
    let count = Boast {
        count: standing.count + 1,
        ..standing
    };
    [days, count]
        .into_iter()
        .find(|b| b.days <= MAX_DAYS && space.contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};

    /// Plays whole games with `style` in seat 0 and the normal level
    /// elsewhere; every action of seat 0 must be legal. Returns seat 0's
    /// actions.
    fn actions_of(style: Style, games: u64) -> Vec<Action> {
        let mut mine = Vec::new();
        for seed in 0..games {
            let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
            let mut rng = GameRng::from_seed_u64(seed);
            while !game.is_over() {
                let seat = game.waiting_for()[0];
                let view = game.seat_view(seat);
                let action = if seat.0 == 0 {
                    let a = act(style, &view, &mut rng).expect("a due seat acts");
                    mine.push(a.clone());
                    a
                } else {
                    super::super::decide(&view).unwrap()
                };
                game.apply(seat, &action)
                    .unwrap_or_else(|e| panic!("{style}: {action:?} refused: {e}"));
            }
        }
        mine
    }

    fn share(actions: &[Action], wanted: impl Fn(&Action) -> bool) -> f64 {
        actions.iter().filter(|a| wanted(a)).count() as f64 / actions.len().max(1) as f64
    }

    fn contributed(actions: &[Action]) -> Vec<usize> {
        actions
            .iter()
            .filter_map(|a| match a {
                Action::Contribute(cards) => Some(cards.len()),
                _ => None,
            })
            .collect()
    }

    fn hunts(actions: &[Action]) -> f64 {
        let sides: Vec<&Action> = actions
            .iter()
            .filter(|a| matches!(a, Action::Side(_)))
            .collect();
        sides
            .iter()
            .filter(|a| matches!(a, Action::Side(Side::Hunt)))
            .count() as f64
            / sides.len().max(1) as f64
    }

    fn mean(xs: &[usize]) -> f64 {
        xs.iter().sum::<usize>() as f64 / xs.len().max(1) as f64
    }

    #[test]
    fn styles_have_stable_names() {
        for style in Style::ALL {
            assert_eq!(style.name().parse::<Style>(), Ok(style));
        }
        assert!("strong".parse::<Style>().is_err());
    }

    #[test]
    fn reckless_hunts_more_and_gives_more_than_normal_and_cautious_less() {
        let normal = actions_of(Style::Normal, 12);
        let reckless = actions_of(Style::Reckless, 12);
        let cautious = actions_of(Style::Cautious, 12);
        assert!(
            hunts(&reckless) > hunts(&normal) + 0.1,
            "{} vs {}",
            hunts(&reckless),
            hunts(&normal)
        );
        assert!(
            hunts(&cautious) + 0.1 < hunts(&normal),
            "{} vs {}",
            hunts(&cautious),
            hunts(&normal)
        );
        let (r, n, c) = (
            mean(&contributed(&reckless)),
            mean(&contributed(&normal)),
            mean(&contributed(&cautious)),
        );
        assert!(r > n && n > c, "cards contributed: {r} {n} {c}");
        assert!(contributed(&cautious).iter().all(|&k| k == 1));
    }

    #[test]
    fn cautious_dooms_earlier_than_normal() {
        let is_doom = |a: &Action| matches!(a, Action::Doom);
        let boasting = |xs: &[Action]| -> Vec<Action> {
            xs.iter()
                .filter(|a| matches!(a, Action::Doom | Action::Boast(_)))
                .cloned()
                .collect()
        };
        let normal = share(&boasting(&actions_of(Style::Normal, 12)), is_doom);
        let cautious = share(&boasting(&actions_of(Style::Cautious, 12)), is_doom);
        assert!(
            cautious > normal + 0.05,
            "dooms: cautious {cautious}, normal {normal}"
        );
    }

    #[test]
    fn bold_raises_where_the_normal_level_would_doom_and_raises_alike_elsewhere() {
        let (mut normal_dooms, mut bold_raises_instead) = (0, 0);
        for seed in 0..8u64 {
            let (mut game, _) = Game::start(Settings::new(6), 40 + seed).unwrap();
            while !game.is_over() {
                let seat = game.waiting_for()[0];
                let view = game.seat_view(seat);
                if let Some(Choice::Boast { may_doom: true, .. }) = view.choice {
                    let rng = GameRng::from_seed_u64(seed);
                    let normal = heuristic(&view, NORMAL_TOLERANCE, &mut rng.clone()).unwrap();
                    let bold = act(Style::Bold, &view, &mut rng.clone()).unwrap();
                    if normal == Action::Doom {
                        normal_dooms += 1;
                        bold_raises_instead += usize::from(bold != Action::Doom);
                    } else {
                        // Where the normal level raises, bold makes the same raise.
                        assert_eq!(bold, normal);
                    }
                }
                let action = super::super::decide(&view).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
        assert!(
            normal_dooms >= 10 && 2 * bold_raises_instead > normal_dooms,
            "bold raised {bold_raises_instead} of the {normal_dooms} boasts normal doomed"
        );
    }

    #[test]
    fn noisy_normal_leaves_the_normal_level_now_and_then() {
        let mut differ = 0;
        let mut decided = 0;
        for seed in 0..6u64 {
            let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
            let mut rng = GameRng::from_seed_u64(seed);
            while !game.is_over() {
                let seat = game.waiting_for()[0];
                let view = game.seat_view(seat);
                // The normal move with the rng as the noisy seat uses it
                // after its draw of noise.
                let mut after_draw = rng.clone();
                after_draw.next_u32();
                let normal = heuristic(&view, NORMAL_TOLERANCE, &mut after_draw);
                let noisy = act(Style::Noisy, &view, &mut rng).unwrap();
                decided += 1;
                differ += usize::from(normal.as_ref() != Some(&noisy));
                game.apply(seat, &noisy).unwrap();
            }
        }
        let share = differ as f64 / decided as f64;
        assert!(
            (0.05..=NOISE + 0.05).contains(&share),
            "{differ} of {decided}"
        );
    }
}
