//! The game clock (issue 29): each player's time bank, kept in their seat
//! as (bank, running since), so that a clock is computed from stored times
//! and survives restarts exactly. Nothing here runs a timer: the bank's
//! end and its quarter-left reminder are the seat's `Timeout` and
//! `Reminder` deadline rows, placed when the clock starts running.
//!
//! A clock runs while the game waits for the seat's human decision (every
//! waiting seat at once during secret choices), and stops when the seat
//! decides, when the game stops waiting for it, or when an AI takes the
//! seat. Stopping charges the time spent; a decision the player made adds
//! the increment. While a clock runs its stored bank does not change, so
//! its deadlines stay where they were put.

use super::cache::Loaded;
use super::types::SeatClock;
use crate::store::{ActorKind, ClockOptions, Controller, NewAction};

/// The clock of seat `i` runs: a human decision the game waits for.
pub(super) fn runs(l: &Loaded, i: usize) -> bool {
    l.seats[i].controller == Controller::Human && l.waits_for(l.seats[i].seat)
}

/// Moves the clocks for a change settled at `now` (`next` holds the seats'
/// clocks as they were before it, and the game after it; `actions` are its
/// log rows); returns the seats whose clocks changed.
pub(super) fn settle_clocks(next: &mut Loaded, actions: &[NewAction], now: i64) -> Vec<usize> {
    let Some(clock) = next.game.options.clock else {
        return Vec::new();
    };
    let mut changed = Vec::new();
    for i in 0..next.seats.len() {
        let seat = next.seats[i].seat;
        if next.seats[i].user.is_none() {
            continue;
        }
        let before = (next.seats[i].bank_ms, next.seats[i].waiting_since);
        let decided = actions
            .iter()
            .any(|a| a.seat == seat && a.actor == ActorKind::Player);
        let was_running = next.seats[i].waiting_since.is_some();
        let running = runs(next, i);
        let s = &mut next.seats[i];
        // A game that starts: every player's bank is full.
        let mut bank = s.bank_ms.unwrap_or_else(|| clock.bank_ms());
        if was_running && (decided || !running) {
            let since = s.waiting_since.unwrap_or(now);
            bank = (bank - (now - since).max(0)).max(0);
            s.waiting_since = None;
        }
        if decided {
            bank = bank.saturating_add(clock.increment_ms());
        }
        s.bank_ms = Some(bank);
        if running && s.waiting_since.is_none() {
            s.waiting_since = Some(now);
        }
        if (s.bank_ms, s.waiting_since) != before {
            changed.push(i);
        }
    }
    changed
}

/// An empty bank: the turn timeout applies, and the bank holds one
/// increment again (its clock is stopped; an AI plays the seat).
pub(super) fn ran_out(next: &mut Loaded, i: usize, clock: ClockOptions) {
    next.seats[i].bank_ms = Some(clock.increment_ms());
    next.seats[i].waiting_since = None;
}

/// When seat `i`'s bank runs out, and when a quarter of it is left (its
/// reminder), if its clock runs (unix ms).
pub(super) fn due(l: &Loaded, i: usize) -> Option<(i64, i64)> {
    l.game.options.clock?;
    let s = &l.seats[i];
    let (bank, since) = (s.bank_ms?, s.waiting_since?);
    Some((since + bank, since + bank - bank / 4))
}

/// Every player's clock, for the board (empty without a game clock); a
/// seat given up for good (left, kicked, replaced) has none to show.
pub(super) fn clocks(l: &Loaded) -> Vec<SeatClock> {
    if l.game.options.clock.is_none() {
        return Vec::new();
    }
    l.seats
        .iter()
        .filter(|s| s.controller.held_by_player())
        .filter_map(|s| {
            Some(SeatClock {
                seat: s.seat,
                bank_ms: s.bank_ms?,
                running_since: s.waiting_since,
            })
        })
        .collect()
}
