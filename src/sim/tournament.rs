//! Tournaments between AI levels: a lineup of levels, one per seat, whose
//! seats rotate through the table's positions game by game, so that no
//! level keeps a lucky position. Besides our levels, a lineup may hold the
//! test styles (`ai::Style`: reckless, cautious, noisy), which are never
//! offered in Discord.

use super::behaviour::{Behaviour, Row, Watcher};
use super::{DecisionTimes, derive_seed};
use crate::engine::ai::{self, AiLevel, Budget, Style, StyleBelief};
use crate::engine::{Action, Game, Seat, SeatView, Settings};
use serde::{Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::time::Instant;

/// Who plays a seat of a lineup: one of our levels, or a test style.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entrant {
    Level(AiLevel),
    Style(Style),
}

impl Entrant {
    pub fn name(self) -> &'static str {
        match self {
            Entrant::Level(level) => level.name(),
            Entrant::Style(style) => style.name(),
        }
    }

    /// This entrant's action for the seat whose view this is; a strong
    /// seat believes `belief` (its own, kept over the game) of the others.
    pub fn decide(
        self,
        view: &SeatView,
        belief: Option<&StyleBelief>,
        budget: &Budget,
    ) -> Option<Action> {
        match (self, belief) {
            (Entrant::Level(AiLevel::Strong), Some(belief)) => {
                ai::decide_strong(view, belief, budget)
            }
            (Entrant::Level(level), _) => ai::decide_with(level, view, budget),
            (Entrant::Style(style), _) => ai::decide_style(style, view),
        }
    }
}

impl From<AiLevel> for Entrant {
    fn from(level: AiLevel) -> Entrant {
        Entrant::Level(level)
    }
}

impl fmt::Display for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Entrant {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A lineup entry that names neither a level nor a test style.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown player {0:?}: use easy, normal or strong, or a test style (reckless, cautious, noisy)"
)]
pub struct UnknownEntrant(pub String);

impl FromStr for Entrant {
    type Err = UnknownEntrant;

    /// Our levels' names first ("easy" and "normal" are levels, not styles).
    fn from_str(s: &str) -> Result<Entrant, UnknownEntrant> {
        s.parse::<AiLevel>()
            .map(Entrant::Level)
            .or_else(|_| s.parse::<Style>().map(Entrant::Style))
            .map_err(|_| UnknownEntrant(s.to_string()))
    }
}

/// One level's results over the tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelResult {
    pub level: Entrant,
    /// Seats this level holds in the lineup.
    pub seats: u8,
    /// The share of all games this level won, ties counted 1/k among k
    /// winners (its seats together).
    pub win_share: f64,
    /// 95 % interval of `win_share` (normal approximation over games).
    pub win_share_ci95: [f64; 2],
    /// What `win_share` would be if every seat were equal: seats / table.
    pub fair_share: f64,
    /// Average final total of one of its seats.
    pub avg_score: f64,
    pub decisions: u64,
    pub decision_mean_us: f64,
    pub decision_p50_us: f64,
    pub decision_p99_us: f64,
    pub decision_max_us: f64,
    /// Rounds this level opened, and the share of them opened with its
    /// most frequent (count, days): variety, as a player sees it.
    pub opening_boasts: u64,
    pub top_opening: String,
    pub top_opening_share: f64,
    /// How it played: roles, their success, cards won.
    pub behaviour: Behaviour,
}

/// Everything `nanuk simulate --lineup` reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tournament {
    pub games: u32,
    pub seats: u8,
    pub seasons: u8,
    pub seed: u64,
    pub strong_iterations: u32,
    pub strong_time_cap_ms: u64,
    pub lineup: Vec<LevelResult>,
    pub seconds: f64,
}

/// Plays `games` games of `lineup` (one level per seat); in game `g` the
/// lineup's entry `k` sits at seat `(k + g) mod seats`.
pub fn tournament(
    settings: Settings,
    lineup: &[Entrant],
    games: u32,
    seed: u64,
    budget: &Budget,
) -> Tournament {
    let n = lineup.len();
    assert_eq!(n, settings.seats as usize, "one level per seat");
    let mut levels: Vec<Entrant> = Vec::new();
    for level in lineup {
        if !levels.contains(level) {
            levels.push(*level);
        }
    }
    let mut share_sum = vec![0.0; levels.len()];
    let mut share_sq = vec![0.0; levels.len()];
    let mut score_sum = vec![0u64; levels.len()];
    let mut times: Vec<DecisionTimes> = vec![DecisionTimes::default(); levels.len()];
    let mut openings: Vec<BTreeMap<(u8, u8), u64>> = vec![BTreeMap::new(); levels.len()];
    let mut behaviour = vec![Behaviour::default(); levels.len()];
    let mut events = Vec::new();
    let which = |level: Entrant| levels.iter().position(|l| *l == level).expect("listed");
    let clock = Instant::now();
    for g in 0..u64::from(games) {
        let mut at_seat = vec![Entrant::Level(AiLevel::Normal); n];
        for (k, level) in lineup.iter().enumerate() {
            at_seat[(k + g as usize) % n] = *level;
        }
        let (mut game, _) = Game::start(settings, derive_seed(seed, 4, g)).expect("valid settings");
        let mut watcher = Watcher::default();
        // What each strong seat has seen of the others' play, from its own
        // views only.
        let mut beliefs: Vec<Option<StyleBelief>> = (0..n)
            .map(|s| {
                (at_seat[s] == Entrant::Level(AiLevel::Strong))
                    .then(|| StyleBelief::new(Seat(s as u8), n))
            })
            .collect();
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let level = at_seat[seat.index()];
            let view = game.seat_view(seat);
            let started = Instant::now();
            let action = level
                .decide(&view, beliefs[seat.index()].as_ref(), budget)
                .expect("a waited-on seat acts");
            times[which(level)].record(started.elapsed());
            if let (Action::Boast(b), true) = (&action, view.public.boasts.is_empty()) {
                *openings[which(level)].entry((b.count, b.days)).or_insert(0) += 1;
            }
            events.clear();
            game.apply_into(seat, &action, &mut events)
                .expect("the AI acts legally");
            for e in &events {
                watcher.event(e, &mut behaviour, |s| which(at_seat[s.index()]));
            }
            for (s, belief) in beliefs.iter_mut().enumerate() {
                if let Some(belief) = belief {
                    belief.observe(&game.seat_view(Seat(s as u8)));
                }
            }
        }
        let winners = game.winners().expect("the game is over");
        let mut won = vec![0.0; levels.len()];
        for w in &winners {
            won[which(at_seat[w.index()])] += 1.0 / winners.len() as f64;
        }
        for (i, x) in won.iter().enumerate() {
            share_sum[i] += x;
            share_sq[i] += x * x;
        }
        for (s, total) in game.totals().into_iter().enumerate() {
            score_sum[which(at_seat[Seat(s as u8).index()])] += u64::from(total);
        }
    }
    let games_f = f64::from(games.max(1));
    let lineup = levels
        .iter()
        .enumerate()
        .map(|(i, &level)| {
            let seats = lineup.iter().filter(|l| **l == level).count();
            let mean = share_sum[i] / games_f;
            let var = (share_sq[i] / games_f - mean * mean).max(0.0);
            let half = 1.96 * (var / games_f).sqrt();
            let t = &times[i];
            let opening_boasts: u64 = openings[i].values().sum();
            let (top, most) = openings[i]
                .iter()
                .max_by_key(|(_, n)| **n)
                .map_or(((0, 0), 0), |(k, n)| (*k, *n));
            LevelResult {
                level,
                seats: seats as u8,
                win_share: mean,
                win_share_ci95: [(mean - half).max(0.0), (mean + half).min(1.0)],
                fair_share: seats as f64 / n as f64,
                avg_score: score_sum[i] as f64 / (games_f * seats as f64),
                decisions: t.count,
                decision_mean_us: t.mean_us(),
                decision_p50_us: t.quantile_us(0.5),
                decision_p99_us: t.quantile_us(0.99),
                decision_max_us: t.slowest.as_secs_f64() * 1e6,
                opening_boasts,
                top_opening: format!("{} in {} days", top.0, top.1),
                top_opening_share: most as f64 / opening_boasts.max(1) as f64,
                behaviour: behaviour[i].clone(),
            }
        })
        .collect();
    Tournament {
        games,
        seats: settings.seats,
        seasons: settings.seasons,
        seed,
        strong_iterations: budget.iterations,
        strong_time_cap_ms: budget.time_cap.as_millis() as u64,
        lineup,
        seconds: clock.elapsed().as_secs_f64(),
    }
}

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "nanuk simulate: tournament of {} games, {} seats (seats rotate), {} season(s), seed {}",
            self.games, self.seats, self.seasons, self.seed
        )?;
        writeln!(
            f,
            "strong AI: {} sampled deals per decision, capped at {} ms; {:.1} s",
            self.strong_iterations, self.strong_time_cap_ms, self.seconds
        )?;
        writeln!(
            f,
            "\n{:<7} {:>5}  {:>9}  {:>17}  {:>10}  {:>9}  {:>9} {:>9} {:>9} {:>9}",
            "level",
            "seats",
            "win share",
            "95 % interval",
            "fair share",
            "avg score",
            "mean µs",
            "p50 µs",
            "p99 µs",
            "max µs"
        )?;
        for r in &self.lineup {
            writeln!(
                f,
                "{:<8} {:>5}  {:>8.1}%  {:>7.1}% - {:>5.1}%  {:>9.1}%  {:>9.2}  {:>9.0} {:>9.0} {:>9.0} {:>9.0}",
                r.level.name(),
                r.seats,
                100.0 * r.win_share,
                100.0 * r.win_share_ci95[0],
                100.0 * r.win_share_ci95[1],
                100.0 * r.fair_share,
                r.avg_score,
                r.decision_mean_us,
                r.decision_p50_us,
                r.decision_p99_us,
                r.decision_max_us
            )?;
        }
        writeln!(f)?;
        for r in &self.lineup {
            writeln!(
                f,
                "{:<8} most frequent opening: {} in {:.1}% of its {} opening boasts",
                r.level.name(),
                r.top_opening,
                100.0 * r.top_opening_share,
                r.opening_boasts
            )?;
        }
        writeln!(
            f,
            "\nhow each level played (share of its rounds; in brackets, the share that side won):"
        )?;
        writeln!(f, "{}", Behaviour::header())?;
        for r in &self.lineup {
            writeln!(f, "{}", Row(r.level.name(), &r.behaviour))?;
        }
        Ok(())
    }
}
