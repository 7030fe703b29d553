//! How each entrant of a tournament played, counted from the public events:
//! the figures that say *why* one level beats another (who leads hunts and
//! how often those succeed, who dooms, who joins), not only that it does.

use crate::engine::{Event, HuntOutcome, Seat};
use serde::Serialize;
use std::fmt;

/// One entrant's play over a tournament, its seats together.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Behaviour {
    /// Rounds played by its seats (one per seat per round).
    pub rounds: u64,
    /// Rounds it opened, and of those the long ones (10 days or more).
    pub openings: u64,
    pub long_openings: u64,
    /// Sum of the opening boasts' counts and days (for their means).
    pub opening_count_sum: u64,
    pub opening_days_sum: u64,
    /// Raises over a standing boast.
    pub raises: u64,
    /// Hunts it led, and of those the ones that succeeded (hunts that
    /// Winter left unfinished count in neither).
    pub hunts_led: u64,
    pub hunts_led_won: u64,
    /// Hunts it declared doomed, and of those the ones that failed.
    pub dooms_led: u64,
    pub dooms_led_won: u64,
    /// Sides of its seats that led neither side: hunts joined and their
    /// successes, hunts stayed home from and their failures.
    pub joined: u64,
    pub joined_won: u64,
    pub stayed: u64,
    pub stayed_won: u64,
    /// Cards it put into hunts as a Hunter, and cards it took from pots.
    pub cards_given: u64,
    pub cards_won: u64,
    /// Cards taken from pots as hunt leader, doom leader, Hunter, Doomer.
    pub cards_won_as: [u64; 4],
}

/// The sides of the round being played, until its hunt ends.
#[derive(Default)]
struct Round {
    opened: bool,
    hunt_leader: Option<Seat>,
    doom_leader: Option<Seat>,
    hunters: Vec<Seat>,
    doomers: Vec<Seat>,
}

impl Round {
    /// 0 hunt leader, 1 doom leader, 2 Hunter, 3 Doomer.
    fn role(&self, seat: Seat) -> usize {
        if self.hunt_leader == Some(seat) {
            0
        } else if self.doom_leader == Some(seat) {
            1
        } else if self.hunters.contains(&seat) {
            2
        } else {
            3
        }
    }
}

/// Counts the events of one game into the behaviour of the entrant at
/// each seat.
#[derive(Default)]
pub(super) struct Watcher {
    round: Round,
}

impl Watcher {
    /// Reads one event into `tallies`, the entrant at `seat` counting
    /// into `tallies[which(seat)]`.
    pub(super) fn event(
        &mut self,
        event: &Event,
        tallies: &mut [Behaviour],
        which: impl Fn(Seat) -> usize,
    ) {
        match event {
            Event::RoundStarted { .. } => self.round = Round::default(),
            Event::Boasted { seat, boast } => {
                let b = &mut tallies[which(*seat)];
                if self.round.opened {
                    b.raises += 1;
                } else {
                    self.round.opened = true;
                    b.openings += 1;
                    b.long_openings += u64::from(boast.days >= 10);
                    b.opening_count_sum += u64::from(boast.count);
                    b.opening_days_sum += u64::from(boast.days);
                }
            }
            Event::HuntBegins {
                hunt_leader,
                doom_leader,
                hunters,
                doomers,
                ..
            } => {
                self.round.hunt_leader = Some(*hunt_leader);
                self.round.doom_leader = Some(*doom_leader);
                self.round.hunters = hunters.iter().map(|(s, _)| *s).collect();
                self.round.doomers = doomers.clone();
                for (seat, count) in hunters {
                    tallies[which(*seat)].cards_given += u64::from(*count);
                }
                for seat in self.round.hunters.iter().chain(&self.round.doomers) {
                    tallies[which(*seat)].rounds += 1;
                }
            }
            Event::HuntEnded { outcome, .. } => {
                if *outcome == HuntOutcome::Unfinished {
                    return;
                }
                let success = outcome.succeeded();
                let r = &self.round;
                if let Some(leader) = r.hunt_leader {
                    let b = &mut tallies[which(leader)];
                    b.hunts_led += 1;
                    b.hunts_led_won += u64::from(success);
                }
                if let Some(leader) = r.doom_leader {
                    let b = &mut tallies[which(leader)];
                    b.dooms_led += 1;
                    b.dooms_led_won += u64::from(!success);
                }
                let leaders = [r.hunt_leader, r.doom_leader];
                for seat in r.hunters.iter().filter(|s| !leaders.contains(&Some(**s))) {
                    let b = &mut tallies[which(*seat)];
                    b.joined += 1;
                    b.joined_won += u64::from(success);
                }
                for seat in r.doomers.iter().filter(|s| !leaders.contains(&Some(**s))) {
                    let b = &mut tallies[which(*seat)];
                    b.stayed += 1;
                    b.stayed_won += u64::from(!success);
                }
            }
            Event::Picked { seat, .. } => {
                let role = self.round.role(*seat);
                let b = &mut tallies[which(*seat)];
                b.cards_won += 1;
                b.cards_won_as[role] += 1;
            }
            _ => {}
        }
    }
}

fn share(n: u64, d: u64) -> f64 {
    if d == 0 { 0.0 } else { n as f64 / d as f64 }
}

impl Behaviour {
    /// Its header line, for a table of one row per entrant.
    pub fn header() -> String {
        format!(
            "{:<8} {:>7} {:>12} {:>12} {:>14} {:>14} {:>14} {:>14} {:>11}  {}",
            "level",
            "rounds",
            "opens long",
            "mean opening",
            "leads hunt",
            "dooms",
            "joins",
            "stays home",
            "cards/round",
            "cards per role taken (lead hunt, doom, join, stay home)"
        )
    }
}

/// One row: shares of its rounds, with the success of each role after it.
pub struct Row<'a>(pub &'a str, pub &'a Behaviour);

impl fmt::Display for Row<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (name, b) = (self.0, self.1);
        let role = |n: u64, won: u64| {
            format!(
                "{:>4.1}% ({:>3.0}%)",
                100.0 * share(n, b.rounds),
                100.0 * share(won, n)
            )
        };
        write!(
            f,
            "{:<8} {:>7} {:>11.1}% {:>5.1} in {:>4.1} {:>14} {:>14} {:>14} {:>14} {:>11.2}  {:.2} {:.2} {:.2} {:.2}",
            name,
            b.rounds,
            100.0 * share(b.long_openings, b.openings),
            share(b.opening_count_sum, b.openings),
            share(b.opening_days_sum, b.openings),
            role(b.hunts_led, b.hunts_led_won),
            role(b.dooms_led, b.dooms_led_won),
            role(b.joined, b.joined_won),
            role(b.stayed, b.stayed_won),
            share(b.cards_won, b.rounds),
            share(b.cards_won_as[0], b.hunts_led),
            share(b.cards_won_as[1], b.dooms_led),
            share(b.cards_won_as[2], b.joined),
            share(b.cards_won_as[3], b.stayed)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings, ai};

    #[test]
    fn every_round_gives_each_seat_one_role_and_the_pot_to_one_side() {
        let (mut game, events) = Game::start(Settings::new(6), 3).unwrap();
        let mut seats = vec![Behaviour::default(); 6];
        let mut watcher = Watcher::default();
        let mut all = events;
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let action = ai::decide(&game.seat_view(seat)).unwrap();
            all.extend(game.apply(seat, &action).unwrap());
        }
        for e in &all {
            watcher.event(e, &mut seats, Seat::index);
        }
        let ended = all
            .iter()
            .filter(|e| {
                matches!(e, Event::HuntEnded { outcome, .. } if *outcome != HuntOutcome::Unfinished)
            })
            .count() as u64;
        assert!(ended > 0);
        let sum = |f: fn(&Behaviour) -> u64| seats.iter().map(f).sum::<u64>();
        // One hunt leader and one doom leader per finished hunt.
        assert_eq!(sum(|b| b.hunts_led), ended);
        assert_eq!(sum(|b| b.dooms_led), ended);
        // Every seat either led, joined or stayed home in each finished hunt.
        assert_eq!(
            sum(|b| b.hunts_led + b.dooms_led + b.joined + b.stayed),
            6 * ended
        );
        // A hunt is won by the hunt leader or by the doom leader, never both.
        assert_eq!(sum(|b| b.hunts_led_won + b.dooms_led_won), ended);
        let picks = all
            .iter()
            .filter(|e| matches!(e, Event::Picked { .. }))
            .count() as u64;
        assert_eq!(sum(|b| b.cards_won), picks);
        assert!(sum(|b| b.openings) >= ended);
    }
}
