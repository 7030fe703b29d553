//! The strong level: determinized Monte Carlo search over the cards this
//! seat cannot see (information-set sampling in the manner of Cowling,
//! Powley and Whitehouse's ISMCTS, with the tree kept to the root).
//!
//! Each iteration draws a style for every other seat from what the seat
//! believes of how it plays (`style_belief`), deals one game consistent
//! with the seat's view and with those styles (`determinize`: a seat whose
//! side is public holds a hand its style would have taken that side with,
//! and every seat's sides fit how often it has joined hunts so far), then
//! plays every candidate action out in that same game to the end of the
//! round, each other seat with its drawn style's policy (a seat drawn as
//! normal with the bolder stand-in, `Style::Bold`: see
//! `Budget::bold_normal`) and this seat with the normal AI's heuristic
//! expecting each seat to join as its sides so far suggest, and scores
//! the seat's points against the table's. The same deal for every
//! candidate (common random numbers) makes the comparison far less noisy
//! than independent samples (the side is searched only at a table that
//! joins hunts as the modelled styles do: `Budget::search_sides_from`).
//! A reward pick is searched the same way over the rest of the draft,
//! each pile valued with the promise of its cards (`PICK_PROMISE`).
//! The candidate with the best total wins; the
//! count of iterations is fixed (so a seed gives the same decision) and a
//! wall-clock cap stops the search early on a busy machine.

use super::super::action::{Action, Choice, Side};
use super::super::cards::Card;
use super::super::rng::GameRng;
use super::super::scoring::score_table;
use super::super::seat::Seat;
use super::super::state::Game;
use super::super::view::SeatView;
use super::joins::Joins;
use super::odds::Unseen;
use super::style_belief::{self, StyleBelief};
use super::styles::{self, Style};
use super::{determinize, plays, rewards};
use std::time::{Duration, Instant};

/// How long and how wide the strong AI thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Sampled deals per decision (each plays out every candidate).
    pub iterations: u32,
    /// Stop sampling after this much wall time, whatever the count.
    pub time_cap: Duration,
    /// Raises weighed at a boasting turn (besides doom).
    pub boast_candidates: usize,
    /// Search the boast, the side and the contribution (else the normal
    /// AI's choice; for measuring what each searched decision is worth).
    pub search_boasts: bool,
    pub search_sides: bool,
    pub search_contributions: bool,
    /// Search the reward pick over the rest of the draft (else the normal
    /// AI's pick). The normal pick weighs each card alone; the draft's
    /// rollouts see which cards the winners after this seat will take
    /// before its next pick (take the contested card now, the one nobody
    /// else wants later): 34.5 % -> 39.6 % of games against five easy
    /// seats (docs/PERFORMANCE.md, issue 27, eighth step).
    pub search_picks: bool,
    /// Play a seat believed to play the normal level as the bolder
    /// stand-in (`Style::Bold`, which raises where normal would narrowly
    /// doom) in rollouts; else as the normal level. The belief cannot tell
    /// a searching player (another strong seat, a person who thinks ahead)
    /// from a normal one by its openings and raises, and a raise weighed
    /// against a table that dooms as readily as normal was worth too much
    /// against such players: a normal seat won 42 % against five strong
    /// ones, 30 % with the stand-in, at no cost against normal or easy
    /// tables (docs/PERFORMANCE.md, issue 27, third step).
    pub bold_normal: bool,
    /// Points of margin per sampled deal by which the searched side must
    /// beat the normal AI's side to be taken instead (0: the better one).
    pub side_margin: f64,
    /// Fit each other seat's side in the sampled games to how often it
    /// has joined hunts so far (`determinize::fitted_side`); else its
    /// modelled style's side as is.
    pub fit_sides: bool,
    /// Expect each other seat to join hunts as often as its sides so far
    /// suggest (`Joins::observed`) in this seat's own heuristic choices
    /// (the candidates, and its play in the rollouts); else at even odds.
    pub observed_joins: bool,
    /// Redeal a sampled hand whose seat's style would not have taken the
    /// side the seat took (`determinize::sample`).
    pub consistent_hands: bool,
    /// Search the side only while the other seats have joined at least
    /// this share of the hunts they did not lead (`others_join_rate`);
    /// below it, take the normal AI's side (0: always search). The searched
    /// side is a best response to the modelled styles' sides, and a table
    /// that stays home more than they do (other strong seats, players who
    /// read the table) crowds whichever side the search finds thin: a
    /// normal seat won 26.7 % against five strong seats with the side
    /// always searched, 22.0 % with 0.64 (19.5 % with 0.68), while the
    /// strong seat against five normal ones kept 36.5 % (35.0 % with 0.68;
    /// docs/PERFORMANCE.md, issue 27, fifth step).
    pub search_sides_from: f64,
    /// Experiment (off): in the rollouts of this seat's side, each other
    /// seat believed to play the normal level takes the side a one-deal
    /// search from its own view prefers (`searched_sides`, a level-k
    /// model of players who think ahead), else its modelled style's side.
    /// With the side always searched it cut a normal seat's share against
    /// five strong seats from 26.7-28.0 % to 15.7 %, but strong against
    /// five normal fell from 39.9 % to 37.7 % and the all-strong target
    /// was still missed: the same trade as every side rule before it
    /// (docs/PERFORMANCE.md, issue 27, tenth step).
    pub others_search_sides: bool,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            iterations: 24,
            time_cap: Duration::from_millis(30),
            boast_candidates: 4,
            search_boasts: true,
            search_sides: true,
            search_contributions: true,
            search_picks: true,
            bold_normal: true,
            side_margin: 0.0,
            fit_sides: false,
            observed_joins: true,
            consistent_hands: false,
            search_sides_from: 0.64,
            others_search_sides: false,
        }
    }
}

/// The strong AI's action for this view, believing what `belief` does of
/// the other seats' styles.
pub fn decide(view: &SeatView, belief: &StyleBelief, seed: u64, budget: &Budget) -> Option<Action> {
    let choice = view.choice.as_ref()?;
    let joins = expected_joins(view, budget);
    let candidates = match choice {
        Choice::Boast { .. } if !budget.search_boasts => {
            return super::heuristic_with(view, 0.0, &mut GameRng::from_seed_u64(seed), &joins);
        }
        Choice::Boast { space, may_doom } => {
            plays::boast_candidates(view, space, *may_doom, budget.boast_candidates, &joins)
        }
        Choice::Side
            if !budget.search_sides || others_join_rate(view) < budget.search_sides_from =>
        {
            return Some(Action::Side(plays::side(view, &joins)));
        }
        Choice::Contribute { hand } if !budget.search_contributions => {
            return Some(Action::Contribute(plays::contribution(view, hand, &joins)));
        }
        Choice::Side => {
            let first = plays::side(view, &joins);
            let other = match first {
                Side::Hunt => Side::Doom,
                Side::Doom => Side::Hunt,
            };
            vec![Action::Side(first), Action::Side(other)]
        }
        Choice::Contribute { hand } => contribution_candidates(view, hand, &joins),
        // The heuristic's ante is close to what a search finds for a
        // fraction of the time.
        Choice::Ante { options } => {
            return Some(Action::Ante(plays::least_useful(options, &view.hand)));
        }
        Choice::Pick { options } if !budget.search_picks => {
            return Some(Action::Pick(rewards::pick(view, options)));
        }
        Choice::Pick { options } => pick_candidates(view, options),
    };
    if candidates.len() <= 1 {
        return candidates.into_iter().next();
    }
    let (totals, samples) = evaluate(view, belief, &candidates, seed, budget);
    // Ties keep the heuristic's order (its favourite first).
    let best = (0..candidates.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .expect("candidates");
    if matches!(choice, Choice::Side)
        && totals[best] - totals[0] < budget.side_margin * f64::from(samples)
    {
        // The normal AI's side (the first candidate) unless the other is
        // clearly better.
        return candidates.into_iter().next();
    }
    let opening = matches!(choice, Choice::Boast { space, .. } if space.standing.is_none());
    if opening && samples > 0 {
        // Openings within a small margin of the best are near-equal: the
        // seed chooses among them, so openings vary from game to game.
        let floor = totals[best] - OPENING_MARGIN * f64::from(samples);
        let near: Vec<usize> = (0..candidates.len())
            .filter(|&k| totals[k] >= floor)
            .collect();
        let mut rng = GameRng::from_seed_u64(seed ^ 0x0BE5_1DE5);
        let k = near[rng.below(near.len() as u32) as usize];
        return candidates.into_iter().nth(k);
    }
    candidates.into_iter().nth(best)
}

/// How often the normal level joins the hunts it does not lead, as the
/// belief's side likelihood measures it (72 %).
fn normal_joins() -> f64 {
    style_belief::join_rate(Style::Normal).expect("the normal style is modelled")
}

/// How many sides of each seat the normal level's rate counts for in
/// `others_join_rate`, so that a few rounds' sides do not switch the search.
const NORMAL_SIDES: f64 = 3.0;

/// The share of the hunts they did not lead that the other seats have
/// joined so far (their public tallies), drawn toward the normal level's.
fn others_join_rate(view: &SeatView) -> f64 {
    let prior = normal_joins();
    let (mut hunts, mut seen) = (0.0, 0.0);
    for s in view.public.seats.iter().filter(|s| s.seat != view.seat) {
        hunts += f64::from(s.sides_taken.hunts) + NORMAL_SIDES * prior;
        seen += f64::from(s.sides_taken.hunts) + f64::from(s.sides_taken.dooms) + NORMAL_SIDES;
    }
    if seen == 0.0 {
        return prior;
    }
    hunts / seen
}

/// Points of margin (per sampled deal, against the table's average) within
/// which two opening boasts count as near-equal. At 0.6, "1 in 12 days"
/// was 41.9 % of strong's openings at 6 seats (the limit is 40 %).
const OPENING_MARGIN: f64 = 1.5;

/// The total outcome of each candidate over the sampled deals, and how
/// many deals were played.
pub fn evaluate(
    view: &SeatView,
    belief: &StyleBelief,
    candidates: &[Action],
    seed: u64,
    budget: &Budget,
) -> (Vec<f64>, u32) {
    let mut rng = GameRng::from_seed_u64(seed);
    let mut totals = vec![0.0; candidates.len()];
    let promise = match view.choice {
        Some(Choice::Pick { .. }) => PICK_PROMISE,
        _ => 0.0,
    };
    let clock = Instant::now();
    let mut samples = 0;
    for _ in 0..budget.iterations {
        if clock.elapsed() >= budget.time_cap {
            break;
        }
        // The same styles and the same seed of their choices for every
        // candidate (common random numbers, as for the deal).
        let table: Vec<Style> = (0..view.public.seats.len())
            .map(|s| match Seat(s as u8) {
                me if me == view.seat => Style::Normal,
                other => match belief.draw(other, &mut rng) {
                    Style::Normal if budget.bold_normal => Style::Bold,
                    style => style,
                },
            })
            .collect();
        let Some(mut world) = determinize::sample(
            view,
            &table,
            budget.fit_sides,
            budget.consistent_hands,
            &mut rng,
        ) else {
            continue;
        };
        samples += 1;
        let choices = u64::from(rng.next_u32());
        if budget.others_search_sides && matches!(view.choice, Some(Choice::Side)) {
            searched_sides(&mut world, view.seat, &table, budget, choices, &mut rng);
        }
        for (total, action) in totals.iter_mut().zip(candidates) {
            let mut game = world.clone();
            if game.apply(view.seat, action).is_err() {
                *total = f64::NEG_INFINITY;
                continue;
            }
            *total += play_out(game, view.seat, &table, budget, choices, promise);
        }
    }
    (totals, samples)
}

/// Settles in `world` the side of each seat but `me` that is due one and
/// believed to play the normal level (`table`): the side that seat's own
/// search would take, over one game dealt from its view of `world` (not
/// `world` itself, whose hands it cannot see), every other seat playing
/// its style and it playing on as the normal level (a level-1 player
/// against level-0 ones). The other seats' sides are left to their styles.
fn searched_sides(
    world: &mut Game,
    me: Seat,
    table: &[Style],
    budget: &Budget,
    seed: u64,
    rng: &mut GameRng,
) {
    let searchers: Vec<Seat> = world
        .waiting_for()
        .into_iter()
        .filter(|s| *s != me && matches!(table.get(s.index()), Some(Style::Bold | Style::Normal)))
        .collect();
    let mut sides = Vec::with_capacity(searchers.len());
    for seat in searchers {
        let mut own = table.to_vec();
        own[seat.index()] = Style::Normal;
        let Some(seen) = determinize::sample(&world.seat_view(seat), &own, false, false, rng)
        else {
            continue;
        };
        let score = |side| {
            let mut game = seen.clone();
            match game.apply(seat, &Action::Side(side)) {
                Ok(_) => play_out(game, seat, &own, budget, seed ^ OWN_DICE, 0.0),
                Err(_) => f64::NEG_INFINITY,
            }
        };
        let side = if score(Side::Doom) > score(Side::Hunt) {
            Side::Doom
        } else {
            Side::Hunt
        };
        sides.push((seat, side));
    }
    for (seat, side) in sides {
        // Due a side, so the engine takes it.
        let _ = world.apply(seat, &Action::Side(side));
    }
}

/// Sets a searching seat's rollout dice apart from this seat's.
const OWN_DICE: u64 = 0x5EED;

/// Who this seat expects to join the hunts it does not lead: each seat as
/// its sides so far suggest, or (to measure what that is worth) at even odds.
fn expected_joins(view: &SeatView, budget: &Budget) -> Joins {
    if budget.observed_joins {
        Joins::observed(view)
    } else {
        Joins::even()
    }
}

/// Every card kind the pot offers, the normal AI's pick first (so that a
/// tie keeps it).
fn pick_candidates(view: &SeatView, options: &[Card]) -> Vec<Action> {
    let first = rewards::pick(view, options);
    std::iter::once(first)
        .chain(options.iter().copied().filter(|card| *card != first))
        .map(Action::Pick)
        .collect()
}

/// How much a pile's promise counts when a pick is searched: the weight
/// of the expected points of one more card, as the normal pick weighs it.
/// A draft ends the round, and scoring the piles by their points alone
/// would make every card that pairs or sets nothing yet worth nothing.
const PICK_PROMISE: f64 = 0.5;

/// The heuristic's contribution, everything that helps the hunt, and the
/// least useful card alone: the three amounts of generosity that matter.
fn contribution_candidates(view: &SeatView, hand: &[Card], joins: &Joins) -> Vec<Action> {
    let mut out = vec![plays::contribution(view, hand, joins)];
    if let Some(hunt) = view.public.hunt.as_ref() {
        let mut helpful: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| c.counts_for(hunt.target.animal) > 0 || c.is_inuksuk())
            .collect();
        helpful.sort_unstable();
        if !helpful.is_empty() {
            out.push(helpful);
        }
    }
    out.push(vec![plays::least_useful(hand, hand)]);
    let mut all = hand.to_vec();
    all.sort_unstable();
    out.push(all);
    let mut seen = Vec::new();
    out.retain(|c| {
        let new = !seen.contains(c);
        seen.push(c.clone());
        new
    });
    out.into_iter().map(Action::Contribute).collect()
}

/// Plays `game` to the end of its current round, seat `s` in `styles[s]`
/// (the normal style without variety; the others' few random choices
/// drawn from `seed`, see [`Dice`]; their sides fitted to their sides so
/// far as `budget` says), and scores it for `me`: its points (with
/// `promise` times the expected points of one more card for each pile)
/// less a blend of the others' average and best.
pub fn play_out(
    mut game: Game,
    me: Seat,
    styles: &[Style],
    budget: &Budget,
    seed: u64,
    promise: f64,
) -> f64 {
    let (season, round) = (game.season(), game.round());
    let mut dice = Dice::new(seed, usize::from(game.settings().seats));
    let mut steps = 0;
    while !game.is_over() && game.season() == season && game.round() == round && steps < 500 {
        let Some(seat) = game.waiting_for().first().copied() else {
            break;
        };
        let view = game.seat_view(seat);
        let action = match styles.get(seat.index()).copied().unwrap_or(Style::Normal) {
            // This seat plays on as the heuristic with its own expectation
            // of who joins.
            Style::Normal if seat == me => super::heuristic_with(
                &view,
                0.0,
                &mut GameRng::from_seed_u64(0),
                &expected_joins(&view, budget),
            ),
            Style::Normal => super::heuristic(&view, 0.0, &mut GameRng::from_seed_u64(0)),
            style => {
                let mut rng = dice.next(seat);
                match styles::act(style, &view, &mut rng) {
                    Some(Action::Side(side)) if budget.fit_sides => Some(Action::Side(
                        determinize::fitted_side(style, side, &view, &mut rng),
                    )),
                    action => action,
                }
            }
        };
        let Some(action) = action else {
            break;
        };
        if game.apply(seat, &action).is_err() {
            break;
        }
        steps += 1;
    }
    margin(&game, me, promise)
}

/// The random choices of a rollout's seats: each seat's n-th decision
/// draws from its own stream, the same whatever the candidate and
/// whatever the others drew before it. One shared stream would hand the
/// others different dice after each candidate (a raise instead of a doom
/// changes who draws next) and drown the candidate's effect in the noise
/// of the random styles' choices: common random numbers for the players,
/// as the sampled deal is for the cards.
struct Dice {
    seed: u64,
    decisions: Vec<u64>,
}

impl Dice {
    fn new(seed: u64, seats: usize) -> Dice {
        Dice {
            seed,
            decisions: vec![0; seats],
        }
    }

    /// The stream of `seat`'s next decision.
    fn next(&mut self, seat: Seat) -> GameRng {
        let n = &mut self.decisions[seat.index()];
        *n += 1;
        GameRng::from_seed_u64(
            self.seed
                ^ (u64::from(seat.0) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ n.wrapping_mul(0xD1B5_4A32_D192_ED03),
        )
    }
}

/// How much the best other seat counts in the margin a rollout scores,
/// against the others' average: a game is won against the leader, not the
/// table's average.
const BEST_WEIGHT: f64 = 0.5;

/// `me`'s points less a blend of the others' average and their best, over
/// the whole game so far; while the game goes on, each pile's points with
/// `promise` times what one more card not yet in a pile is expected to add.
fn margin(game: &Game, me: Seat, promise: f64) -> f64 {
    let mut points: Vec<f64> = game.totals().into_iter().map(f64::from).collect();
    if !game.is_over() {
        // Only a pick's rollouts weigh promise: the others keep their
        // points as scored, with no census to build.
        let unpiled = (promise > 0.0).then(|| Unseen::all_but(game.piles.iter().flatten()));
        for ((p, s), pile) in points
            .iter_mut()
            .zip(score_table(&game.piles))
            .zip(&game.piles)
        {
            *p += match &unpiled {
                Some(unpiled) => {
                    f64::from(s.nanuk_bonus) + rewards::pile_value(pile, unpiled, promise)
                }
                None => f64::from(s.points()),
            };
        }
    }
    let n = points.len() as f64;
    let mine = points[me.index()];
    let others = (points.iter().sum::<f64>() - mine) / (n - 1.0);
    let best = points
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != me.index())
        .map(|(_, p)| *p)
        .fold(f64::NEG_INFINITY, f64::max);
    mine - (1.0 - BEST_WEIGHT) * others - BEST_WEIGHT * best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Settings, SidesTaken};

    /// Calls `check` with the seed and the view of every side chosen in 12
    /// games of six normal seats.
    fn at_each_side(mut check: impl FnMut(u64, &SeatView)) {
        for seed in 0..12u64 {
            let (mut game, _) = Game::start(Settings::new(6), 900 + seed).unwrap();
            while !game.is_over() {
                let seat = game.waiting_for()[0];
                let view = game.seat_view(seat);
                if view.choice == Some(Choice::Side) {
                    check(seed, &view);
                }
                game.apply(seat, &super::super::decide(&view).unwrap())
                    .unwrap();
            }
        }
    }

    #[test]
    fn a_side_margin_keeps_the_normal_ais_side_unless_the_other_is_clearly_better() {
        let budget = |side_margin| Budget {
            iterations: 4,
            time_cap: Duration::from_secs(600),
            side_margin,
            search_sides_from: 0.0,
            ..Budget::default()
        };
        let (mut sides, mut searched_differs) = (0, 0);
        at_each_side(|seed, view| {
            let belief = StyleBelief::from_view(view);
            let normal = Action::Side(plays::side(view, &Joins::observed(view)));
            let kept = decide(view, &belief, seed, &budget(1e9));
            assert_eq!(kept.as_ref(), Some(&normal));
            let searched = decide(view, &belief, seed, &budget(0.0));
            searched_differs += usize::from(searched.as_ref() != Some(&normal));
            sides += 1;
        });
        // Else the test could not tell the margin from no search at all.
        assert!(
            sides > 20 && searched_differs > 0,
            "{searched_differs} of {sides}"
        );
    }

    /// `view` with every other seat's tally of sides set to `taken`.
    fn with_tallies(view: &SeatView, taken: SidesTaken) -> SeatView {
        let mut view = view.clone();
        let me = view.seat;
        for s in view.public.seats.iter_mut().filter(|s| s.seat != me) {
            s.sides_taken = taken;
        }
        view
    }

    #[test]
    fn the_others_join_rate_starts_at_the_normal_levels_and_follows_their_sides() {
        let (game, _) = Game::start(Settings::new(6), 5).unwrap();
        let view = game.seat_view(Seat(0));
        assert!((others_join_rate(&view) - normal_joins()).abs() < 1e-9);
        // Five seats, each 3 prior sides at 0.72 and 1 hunt of 10.
        let homebodies = with_tallies(&view, SidesTaken { hunts: 1, dooms: 9 });
        let expected = (1.0 + 3.0 * 0.72) / 13.0;
        assert!((others_join_rate(&homebodies) - expected).abs() < 1e-9);
        // The seat's own tally is not the table's.
        let mut own = view.clone();
        own.public.seats[0].sides_taken = SidesTaken {
            hunts: 0,
            dooms: 20,
        };
        assert!((others_join_rate(&own) - normal_joins()).abs() < 1e-9);
    }

    #[test]
    fn a_table_that_stays_home_more_than_the_styles_gets_the_normal_ais_side() {
        let budget = Budget {
            iterations: 4,
            time_cap: Duration::from_secs(600),
            ..Budget::default()
        };
        let (mut sides, mut searched_differs) = (0, 0);
        at_each_side(|seed, view| {
            let home = with_tallies(view, SidesTaken { hunts: 2, dooms: 8 });
            let belief = StyleBelief::from_view(&home);
            let normal = Action::Side(plays::side(&home, &Joins::observed(&home)));
            assert_eq!(decide(&home, &belief, seed, &budget), Some(normal));
            // A table that joins as the styles do keeps the search.
            let joiners = with_tallies(view, SidesTaken { hunts: 8, dooms: 2 });
            let normal = Action::Side(plays::side(&joiners, &Joins::observed(&joiners)));
            searched_differs +=
                usize::from(decide(&joiners, &belief, seed, &budget) != Some(normal));
            sides += 1;
        });
        assert!(
            sides > 20 && searched_differs > 0,
            "{searched_differs} of {sides}"
        );
    }

    #[test]
    fn in_a_sides_rollouts_each_seat_believed_normal_takes_the_side_its_own_search_prefers() {
        let budget = Budget::default();
        let (mut searched, mut differs_from_heuristic) = (0, 0);
        at_each_side(|seed, view| {
            let n = view.public.seats.len();
            let easy = Seat(((view.seat.index() + 1) % n) as u8);
            let table: Vec<Style> = (0..n)
                .map(|s| match Seat(s as u8) {
                    me if me == view.seat => Style::Normal,
                    e if e == easy => Style::Easy,
                    _ => Style::Bold,
                })
                .collect();
            let mut rng = GameRng::from_seed_u64(seed);
            let Some(world) = determinize::sample(view, &table, false, false, &mut rng) else {
                return;
            };
            let due = world.waiting_for();
            let mut settled = world.clone();
            let mut replay = rng.clone();
            searched_sides(&mut settled, view.seat, &table, &budget, seed, &mut rng);
            let still_due = settled.waiting_for();
            // This seat's side and the easy seat's are left to be taken.
            assert!(still_due.contains(&view.seat));
            assert_eq!(still_due.contains(&easy), due.contains(&easy));
            let Some(&first) = due.iter().find(|s| **s != view.seat && **s != easy) else {
                return;
            };
            assert!(!still_due.contains(&first), "seat {first:?} took a side");
            let taken = settled.r.sides[first.index()].expect("a side");
            // The first searcher's own game is the first one dealt after.
            let mut own = table.clone();
            own[first.index()] = Style::Normal;
            let seen =
                determinize::sample(&world.seat_view(first), &own, false, false, &mut replay)
                    .expect("dealt as before");
            let score = |side| {
                let mut game = seen.clone();
                game.apply(first, &Action::Side(side)).unwrap();
                play_out(game, first, &own, &budget, seed ^ OWN_DICE, 0.0)
            };
            let other = match taken {
                Side::Hunt => Side::Doom,
                Side::Doom => Side::Hunt,
            };
            assert!(score(taken) >= score(other), "seed {seed}: {taken:?}");
            let heuristic = plays::side(
                &world.seat_view(first),
                &Joins::observed(&world.seat_view(first)),
            );
            differs_from_heuristic += usize::from(heuristic != taken);
            searched += 1;
        });
        // Else the search would be the heuristic by another name.
        assert!(
            searched > 20 && differs_from_heuristic > 0,
            "{differs_from_heuristic} of {searched}"
        );
    }

    /// A draft of four cards (a Bird, a double Seal, two Fish) between
    /// seat 1, picking first, and seat 2, two picks each. Seat 1 holds
    /// Deer, Fish and two Seals: the Bird makes a set (+2), and the double
    /// Seal a second pair whether or not it has the Bird (+1). Seat 2
    /// holds a Seal and a Fish: the double Seal or a Fish pairs it, the
    /// Bird does nothing for it.
    fn contested_draft() -> Game {
        use crate::engine::cards::{Animal, Mark};
        use crate::engine::scenario::Scenario;
        let card = |animal, mark| Card::Animal(animal, mark);
        let pot = vec![
            card(Animal::Bird, Mark::Plain),
            card(Animal::Seal, Mark::Double),
            card(Animal::Fish, Mark::Plain),
            card(Animal::Fish, Mark::Plain),
        ];
        let mut scenario = Scenario::new(5);
        scenario.piles[1] = vec![
            card(Animal::Deer, Mark::Plain),
            card(Animal::Seal, Mark::Plain),
            card(Animal::Fish, Mark::Plain),
            card(Animal::Seal, Mark::Plain),
        ];
        scenario.piles[2] = vec![
            card(Animal::Seal, Mark::Plain),
            card(Animal::Fish, Mark::Plain),
        ];
        scenario.deck_top = pot.clone();
        let (mut game, _) = scenario.start().unwrap();
        for _ in &pot {
            let drawn = game.deck.draw().unwrap();
            game.r.pot.push(drawn);
        }
        let doom = [Seat(1), Seat(2)];
        game.r.sides = (0..5)
            .map(|s| {
                Some(if doom.contains(&Seat(s)) {
                    Side::Doom
                } else {
                    Side::Hunt
                })
            })
            .collect();
        game.r.sides_revealed = true;
        game.r.hunt_leader = Some(Seat(0));
        game.r.doom_leader = Some(Seat(1));
        game.r.next_first = Some(Seat(1));
        game.phase = crate::engine::state::Phase::Pick {
            order: doom.to_vec(),
            each: 2,
            done: 0,
        };
        game
    }

    #[test]
    fn a_searched_pick_takes_the_contested_card_first_and_the_uncontested_one_after() {
        use crate::engine::cards::{Animal, Mark};
        let game = contested_draft();
        let view = game.seat_view(Seat(1));
        let Some(Choice::Pick { options }) = view.choice.clone() else {
            panic!("seat 1 picks first: {:?}", view.choice);
        };
        // Alone, the Bird is worth most: the normal pick takes it, and seat
        // 2 may then take the double Seal, leaving a Fish worth nothing.
        let bird = Card::Animal(Animal::Bird, Mark::Plain);
        let double_seal = Card::Animal(Animal::Seal, Mark::Double);
        assert_eq!(rewards::pick(&view, &options), bird);
        // Over the draft, the double Seal first: seat 2 then takes a Fish
        // (the Bird is nothing to it) and the Bird is still there.
        let budget = Budget {
            iterations: 8,
            time_cap: Duration::from_secs(600),
            ..Budget::default()
        };
        let belief = StyleBelief::from_view(&view);
        for seed in 0..4 {
            assert_eq!(
                decide(&view, &belief, seed, &budget),
                Some(Action::Pick(double_seal)),
                "seed {seed}"
            );
        }
        // Measuring what it is worth needs the normal pick when asked for.
        let heuristic = Budget {
            search_picks: false,
            ..budget
        };
        assert_eq!(
            decide(&view, &belief, 0, &heuristic),
            Some(Action::Pick(bird))
        );
    }

    #[test]
    fn a_seats_dice_do_not_depend_on_what_the_others_drew() {
        let first = |dice: &mut Dice, seat| dice.next(Seat(seat)).next_u32();
        // Seat 1 decides twice before seat 2 in one rollout, once in the other.
        let mut a = Dice::new(42, 6);
        let mut b = Dice::new(42, 6);
        first(&mut a, 1);
        first(&mut a, 1);
        first(&mut b, 1);
        assert_eq!(first(&mut a, 2), first(&mut b, 2));
        // A seat's second decision is not its first again, nor another seat's.
        let mut c = Dice::new(42, 6);
        let once = first(&mut c, 2);
        assert_ne!(first(&mut c, 2), once);
        assert_ne!(first(&mut Dice::new(42, 6), 3), once);
    }
}
