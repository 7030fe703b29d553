//! Holds: a step, or a whole game, put off until an instant, and why.
//! Its rows stay pending and the game comes back to the worker then.
//! `schedule.rs` decides the holds of steps; this file keeps the state
//! they are decided from (when each board was drawn, which games cool
//! down after failures).

use super::bounded::{self, lock};
use crate::service::GameId;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// Waits after consecutive failed passes of a game: 1 s doubling to 3 s,
/// each stretched or shortened by up to a quarter so that games stalled
/// together do not come back together. Short: a pass already retried its
/// calls (and waited out any 429), so Discord is back within seconds of
/// the last failure; a pass that got anything through starts again at 1 s.
const COOLDOWN_FIRST: Duration = Duration::from_secs(1);
const COOLDOWN_MAX: Duration = Duration::from_secs(3);

/// Something put off until `until`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hold {
    pub until: Instant,
    pub why: Why,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The board waits for its channel's bucket to take an edit.
    BoardBucket,
    /// The global budget is pressed: the board keeps to one redraw per
    /// `Pacing::board_every`.
    BoardCadence,
    /// A DM hand that asks nothing waits for the seat's next prompt.
    QuietHand,
    /// Most of the global budget went out in the last second: a redraw
    /// that only buys freshness leaves the rest as headroom.
    Headroom,
    /// Calls queue for the global budget: what nobody waits for waits
    /// outside the queue.
    Busy,
    /// The pacer put a patient step's call off.
    PutOff,
    /// The game's last pass failed: it cools down.
    Cooldown,
}

impl Hold {
    pub fn new(until: Instant, why: Why) -> Hold {
        Hold { until, why }
    }

    /// The earlier of two holds.
    pub fn sooner(a: Option<Hold>, b: Option<Hold>) -> Option<Hold> {
        match (a, b) {
            (Some(a), Some(b)) => Some(if b.until < a.until { b } else { a }),
            (a, b) => a.or(b),
        }
    }
}

/// When the worker last drew each game's board.
#[derive(Default)]
pub struct Boards(Mutex<HashMap<GameId, Instant>>);

impl Boards {
    pub fn drawn(&self, game: GameId, at: Instant) {
        bounded::insert(&self.0, game, at);
    }

    /// Until when the game's board waits if it is not to be drawn more
    /// than once per `every` (`None`: draw it now).
    pub fn held(&self, game: GameId, every: Duration, now: Instant) -> Option<Instant> {
        let until = *lock(&self.0).get(&game)? + every;
        (until > now).then_some(until)
    }

    pub fn forget_game(&self, game: GameId) {
        lock(&self.0).remove(&game);
    }
}

#[derive(Clone, Copy, Debug)]
struct Cooldown {
    until: Instant,
    failures: u32,
}

/// Games whose last pass failed transiently, and until when background
/// passes leave them alone.
#[derive(Default)]
pub struct Cooldowns(Mutex<HashMap<GameId, Cooldown>>);

impl Cooldowns {
    pub fn cooling_down(&self, game: GameId, now: Instant) -> bool {
        lock(&self.0).get(&game).is_some_and(|c| c.until > now)
    }

    /// The game's pass stopped on a transient failure; `progress`: it got
    /// something through first (Discord answers, so start over).
    pub fn stalled(&self, game: GameId, now: Instant, progress: bool) -> Hold {
        let mut cooldown = lock(&self.0);
        let before = if progress {
            0
        } else {
            cooldown.get(&game).map_or(0, |c| c.failures)
        };
        let failures = before + 1;
        let wait = COOLDOWN_FIRST
            .saturating_mul(1 << (failures - 1).min(6))
            .min(COOLDOWN_MAX)
            .mul_f64(rand::random_range(0.75..1.25));
        let until = now + wait;
        cooldown.insert(game, Cooldown { until, failures });
        Hold::new(until, Why::Cooldown)
    }

    pub fn recovered(&self, game: GameId) {
        lock(&self.0).remove(&game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cooldowns_grow_and_end() {
        let cooldowns = Cooldowns::default();
        let game = GameId(1);
        let t0 = Instant::now();
        let about = |hold: Hold, base: u64| {
            assert_eq!(hold.why, Why::Cooldown);
            let ms = (hold.until - t0).as_millis() as u64;
            assert!(
                (base * 750..=base * 1250).contains(&ms),
                "{hold:?} ~ {base} s"
            );
        };
        assert!(!cooldowns.cooling_down(game, t0));
        about(cooldowns.stalled(game, t0, false), 1);
        let second = cooldowns.stalled(game, t0, false);
        about(second, 2);
        assert!(cooldowns.cooling_down(game, second.until - Duration::from_millis(1)));
        assert!(!cooldowns.cooling_down(game, second.until));
        for _ in 0..10 {
            about(cooldowns.stalled(game, t0, false), 3);
        }
        about(cooldowns.stalled(game, t0, true), 1);
        // Jittered: games stalled together come back apart.
        let waits: std::collections::HashSet<Instant> = (0..20)
            .map(|g| cooldowns.stalled(GameId(100 + g), t0, false).until)
            .collect();
        assert!(waits.len() > 10);
        cooldowns.recovered(game);
        assert!(!cooldowns.cooling_down(game, t0));
    }

    #[test]
    fn a_board_drawn_lately_waits_out_the_interval() {
        let boards = Boards::default();
        let (game, every, t0) = (GameId(1), Duration::from_secs(20), Instant::now());
        assert_eq!(boards.held(game, every, t0), None, "never drawn: now");
        boards.drawn(game, t0);
        assert_eq!(
            boards.held(game, every, t0 + Duration::from_secs(5)),
            Some(t0 + every)
        );
        assert_eq!(boards.held(game, every, t0 + every), None);
        assert_eq!(boards.held(GameId(2), every, t0), None);
        assert_eq!(boards.held(game, Duration::ZERO, t0), None, "0: never held");
        boards.forget_game(game);
        assert_eq!(boards.held(game, every, t0), None);
    }

    #[test]
    fn the_sooner_hold_wins() {
        let t0 = Instant::now();
        let a = Hold::new(t0 + Duration::from_secs(2), Why::Busy);
        let b = Hold::new(t0 + Duration::from_secs(1), Why::BoardBucket);
        assert_eq!(Hold::sooner(Some(a), Some(b)), Some(b));
        assert_eq!(Hold::sooner(Some(a), None), Some(a));
        assert_eq!(Hold::sooner(None, None), None);
    }
}
