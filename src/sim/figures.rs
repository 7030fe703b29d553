//! The figures of a batch of games: what is counted while it plays, and
//! how it is shown.

use crate::engine::{EndReason, Event, Game, HuntOutcome};
use serde::Serialize;
use std::fmt;
use std::time::Duration;

/// How long AI seats took to decide (view building included), in wall
/// time: a decision during which the process was descheduled looks slow,
/// so the 99.9th percentile is the figure to read, not the slowest.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecisionTimes {
    pub count: u64,
    pub total: Duration,
    pub slowest: Duration,
    /// Decisions per whole microsecond taken; the last bucket holds all
    /// from `HISTOGRAM_US` on.
    per_micro: Vec<u64>,
}

// Strong AI decisions take tens of milliseconds: 200 ms of buckets.
const HISTOGRAM_US: usize = 200_000;

impl DecisionTimes {
    pub(super) fn record(&mut self, took: Duration) {
        if self.per_micro.is_empty() {
            self.per_micro = vec![0; HISTOGRAM_US + 1];
        }
        self.count += 1;
        self.total += took;
        self.slowest = self.slowest.max(took);
        let micros = (took.as_micros() as usize).min(HISTOGRAM_US);
        self.per_micro[micros] += 1;
    }

    pub fn mean_us(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.total.as_secs_f64() * 1e6 / self.count as f64
        }
    }

    /// The time (rounded up to a whole microsecond) within which the
    /// fraction `q` of the decisions were made.
    pub fn quantile_us(&self, q: f64) -> f64 {
        let wanted = (q * self.count as f64).ceil() as u64;
        let mut seen = 0;
        for (micros, n) in self.per_micro.iter().enumerate() {
            seen += n;
            if seen >= wanted && seen > 0 {
                return (micros + 1) as f64;
            }
        }
        0.0
    }
}

/// Counts kept while a batch plays.
#[derive(Clone, Debug, Default)]
pub(super) struct Tally {
    games: u64,
    rounds: u64,
    hunts: u64,
    successes: u64,
    nanuk_failures: u64,
    too_few: u64,
    unfinished: u64,
    seasons: u64,
    winter_hunt: u64,
    winter_unfinished: u64,
    face_up_while_dealing: u64,
    face_up_after_deal: u64,
    score_sum: u64,
    seat_games: u64,
    winning_score_sum: u64,
    pub(super) decisions: DecisionTimes,
}

impl Tally {
    pub(super) fn event(&mut self, event: &Event) {
        match event {
            Event::HuntEnded { outcome, .. } => {
                self.hunts += 1;
                match outcome {
                    HuntOutcome::Success => self.successes += 1,
                    HuntOutcome::Nanuk { .. } => self.nanuk_failures += 1,
                    HuntOutcome::TooFew => self.too_few += 1,
                    HuntOutcome::Unfinished => self.unfinished += 1,
                }
            }
            Event::SeasonEnded { reason, .. } => {
                self.seasons += 1;
                match reason {
                    EndReason::WinterHunt => self.winter_hunt += 1,
                    EndReason::WinterUnfinished => self.winter_unfinished += 1,
                    EndReason::FaceUpWhileDealing => self.face_up_while_dealing += 1,
                    EndReason::FaceUpAfterDeal => self.face_up_after_deal += 1,
                }
            }
            _ => {}
        }
    }

    pub(super) fn game(&mut self, game: &Game) {
        let totals = game.totals();
        self.games += 1;
        self.rounds += u64::from(game.round());
        self.score_sum += totals.iter().map(|&t| u64::from(t)).sum::<u64>();
        self.seat_games += totals.len() as u64;
        self.winning_score_sum += u64::from(totals.iter().copied().max().unwrap_or(0));
    }

    pub(super) fn figures(&self, seconds: f64) -> Figures {
        let per = |n: u64, d: u64| if d == 0 { 0.0 } else { n as f64 / d as f64 };
        Figures {
            games: self.games,
            seconds,
            games_per_second: if seconds > 0.0 {
                self.games as f64 / seconds
            } else {
                0.0
            },
            rounds_per_game: per(self.rounds, self.games),
            hunts: self.hunts,
            hunt_success_rate: per(self.successes, self.hunts),
            hunt_nanuk_rate: per(self.nanuk_failures, self.hunts),
            hunt_too_few_rate: per(self.too_few, self.hunts),
            hunt_unfinished_rate: per(self.unfinished, self.hunts),
            average_score: per(self.score_sum, self.seat_games),
            average_winning_score: per(self.winning_score_sum, self.games),
            ai_decisions: self.decisions.count,
            ai_decision_mean_us: self.decisions.mean_us(),
            ai_decision_p999_us: self.decisions.quantile_us(0.999),
            ai_decision_slowest_us: self.decisions.slowest.as_secs_f64() * 1e6,
            season_ends: SeasonEnds {
                seasons: self.seasons,
                winter: per(self.winter_hunt + self.winter_unfinished, self.seasons),
                winter_unfinished: per(self.winter_unfinished, self.seasons),
                face_up_in_deal: per(
                    self.face_up_while_dealing + self.face_up_after_deal,
                    self.seasons,
                ),
            },
        }
    }
}

/// Figures of one batch of games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    /// Rounds (hunts begun) per game, all seasons together.
    pub rounds_per_game: f64,
    pub hunts: u64,
    pub hunt_success_rate: f64,
    /// Failed on an unprotected Nanuk.
    pub hunt_nanuk_rate: f64,
    /// Every day drawn, too few animals.
    pub hunt_too_few_rate: f64,
    /// Winter's reshuffled deck ran out before the last day.
    pub hunt_unfinished_rate: f64,
    /// Per seat per game (season totals added up).
    pub average_score: f64,
    /// The best total of each game.
    pub average_winning_score: f64,
    /// AI decisions made, and their wall time in microseconds: mean, 99.9th
    /// percentile, slowest (which includes any descheduling).
    pub ai_decisions: u64,
    pub ai_decision_mean_us: f64,
    pub ai_decision_p999_us: f64,
    pub ai_decision_slowest_us: f64,
    pub season_ends: SeasonEnds,
}

/// How seasons end, as shares of all seasons played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeasonEnds {
    pub seasons: u64,
    /// Winter is near came during a hunt (unfinished hunts included).
    pub winter: f64,
    pub winter_unfinished: f64,
    /// A face-up card came up in the deal after a hunt (or lay on top).
    pub face_up_in_deal: f64,
}

pub(super) fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

impl fmt::Display for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "  games               {} in {:.2} s ({:.0} games/s)",
            self.games, self.seconds, self.games_per_second
        )?;
        writeln!(f, "  rounds per game     {:.2}", self.rounds_per_game)?;
        writeln!(
            f,
            "  hunts               {} : {} succeed, {} fail to Nanuk, {} too few, {} unfinished",
            self.hunts,
            pct(self.hunt_success_rate),
            pct(self.hunt_nanuk_rate),
            pct(self.hunt_too_few_rate),
            pct(self.hunt_unfinished_rate)
        )?;
        writeln!(
            f,
            "  scores              {:.2} average per seat, {:.2} average winning",
            self.average_score, self.average_winning_score
        )?;
        writeln!(
            f,
            "  AI decisions        {} : {:.1} µs mean, 99.9% within {:.0} µs, slowest {:.0} µs (wall time)",
            self.ai_decisions,
            self.ai_decision_mean_us,
            self.ai_decision_p999_us,
            self.ai_decision_slowest_us
        )?;
        let ends = &self.season_ends;
        writeln!(
            f,
            "  seasons ended by    Winter is near {} (unfinished hunt {}), face-up card in the deal {}",
            pct(ends.winter),
            pct(ends.winter_unfinished),
            pct(ends.face_up_in_deal)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_quantiles_come_from_the_histogram() {
        let mut times = DecisionTimes::default();
        assert_eq!(times.quantile_us(0.999), 0.0);
        for micros in [3u64, 3, 3, 7, 500_000] {
            times.record(Duration::from_micros(micros));
        }
        assert_eq!(times.count, 5);
        assert_eq!(times.quantile_us(0.5), 4.0);
        assert_eq!(times.quantile_us(0.8), 8.0);
        // Beyond the histogram: the last bucket.
        assert_eq!(times.quantile_us(1.0), (HISTOGRAM_US + 1) as f64);
        assert_eq!(times.slowest, Duration::from_micros(500_000));
        assert!((times.mean_us() - 100_003.2).abs() < 1e-9);
    }
}
