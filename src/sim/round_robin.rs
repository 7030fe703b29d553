//! `nanuk simulate --round-robin`: every entrant (level or test style)
//! alone against a table of each other entrant, in rotating seats, and a
//! table of its win shares with 95 % intervals.

use super::tournament::{Entrant, tournament};
use crate::engine::Settings;
use crate::engine::ai::Budget;
use serde::Serialize;
use std::fmt;

/// One entrant alone against a table of another.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pairing {
    pub alone: Entrant,
    pub table: Entrant,
    pub games: u32,
    /// The lone seat's win share (ties 1/k), and its 95 % interval.
    pub win_share: f64,
    pub win_share_ci95: [f64; 2],
    /// The lone seat's decision time p99, in microseconds.
    pub decision_p99_us: f64,
}

/// Everything `--round-robin` reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRobin {
    pub seats: u8,
    pub games_per_pairing: u32,
    pub seed: u64,
    pub entrants: Vec<Entrant>,
    pub fair_share: f64,
    pub pairings: Vec<Pairing>,
    /// Per entrant: decision p99 (µs) over all its lone-seat games.
    pub decision_p99_us: Vec<(Entrant, f64)>,
    pub seconds: f64,
}

/// Plays `games` games of every entrant alone against a table of each
/// other entrant (`entrants.len() * (entrants.len() - 1)` lineups).
pub fn round_robin(
    settings: Settings,
    entrants: &[Entrant],
    games: u32,
    seed: u64,
    budget: &Budget,
) -> RoundRobin {
    let n = usize::from(settings.seats);
    let mut pairings = Vec::new();
    let mut seconds = 0.0;
    let mut p99: Vec<(Entrant, f64)> = entrants.iter().map(|e| (*e, 0.0)).collect();
    for (i, &alone) in entrants.iter().enumerate() {
        for &table in entrants.iter().filter(|t| **t != alone) {
            let mut lineup = vec![table; n];
            lineup[0] = alone;
            // The same deals for every pairing: differences are the players'.
            let t = tournament(settings, &lineup, games, seed, budget);
            seconds += t.seconds;
            let r = t
                .lineup
                .iter()
                .find(|r| r.level == alone)
                .expect("the lone entrant has a result");
            p99[i].1 = p99[i].1.max(r.decision_p99_us);
            pairings.push(Pairing {
                alone,
                table,
                games,
                win_share: r.win_share,
                win_share_ci95: r.win_share_ci95,
                decision_p99_us: r.decision_p99_us,
            });
        }
    }
    RoundRobin {
        seats: settings.seats,
        games_per_pairing: games,
        seed,
        entrants: entrants.to_vec(),
        fair_share: 1.0 / n as f64,
        pairings,
        decision_p99_us: p99,
        seconds,
    }
}

impl fmt::Display for RoundRobin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "nanuk simulate: round robin, {} seats, {} games per pairing (seats rotate), seed {}; {:.1} s",
            self.seats, self.games_per_pairing, self.seed, self.seconds
        )?;
        writeln!(
            f,
            "win share of one seat (row) against {} of another (column), 95 % interval; fair share {:.1}%\n",
            self.seats - 1,
            100.0 * self.fair_share
        )?;
        write!(f, "{:<9}", "alone")?;
        for e in &self.entrants {
            write!(f, " {:>22}", e.name())?;
        }
        writeln!(f, " {:>12}", "p99 µs")?;
        for (alone, p99) in &self.decision_p99_us {
            write!(f, "{:<9}", alone.name())?;
            for table in &self.entrants {
                match self
                    .pairings
                    .iter()
                    .find(|p| p.alone == *alone && p.table == *table)
                {
                    Some(p) => write!(
                        f,
                        " {:>5.1}% ({:>5.1}-{:>5.1}%)",
                        100.0 * p.win_share,
                        100.0 * p.win_share_ci95[0],
                        100.0 * p.win_share_ci95[1]
                    )?,
                    None => write!(f, " {:>22}", "-")?,
                }
            }
            writeln!(f, " {p99:>12.0}")?;
        }
        Ok(())
    }
}
