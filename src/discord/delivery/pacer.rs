//! The one place that schedules the delivery's REST calls against
//! Discord's budgets, so that 429s stay near zero on their own, with or
//! without serenity's ratelimiter and behind any proxy:
//!
//! - the token's global limit (50/s on Discord; this process uses
//!   [`Pacing::global_rate`] of it, so several processes can share a token
//!   by each taking a share), as a sliding window that can never exceed a
//!   fixed window of the same size;
//! - per-channel buckets for posts and edits (5 per 5 s on Discord), also
//!   sliding, plus whatever Discord's `X-RateLimit-*` headers say: a bucket
//!   with `Remaining: 0` waits out its `Reset-After`, and a 429 blocks its
//!   route (or, with `global`, every route) for its `retry_after`;
//! - priorities: a call goes only when no more urgent call whose route is
//!   free is waiting for the global budget ([`Priority`]). A call whose own
//!   route is busy never holds up calls on other routes.
//!
//! Interaction answers are exempt from the global limit and do not come
//! through here.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::Notify;
use tokio::time::Instant;

use super::routes::{
    CHANNEL_LIMIT, CHANNEL_WINDOW, Heard, MAX_GLOBAL_RATE, Pacing, Priority, Route,
};
/// Added to every window and wait: the time a request takes to reach
/// Discord varies, and Discord's windows open when a request arrives.
const MARGIN: Duration = Duration::from_millis(150);
/// The same for the global window, smaller: the global rate is already
/// set below Discord's 50/s (45 by default), and 150 ms on a 1 s window
/// would cost another 13 % of the budget (45 calls per 1.15 s is 39/s).
const GLOBAL_MARGIN: Duration = Duration::from_millis(20);
/// Past this many remembered routes, idle ones are forgotten.
const ROUTES_KEPT: usize = 10_000;

#[derive(Debug, Default)]
struct RouteState {
    sent: VecDeque<Instant>,
    blocked_until: Option<Instant>,
}

#[derive(Debug)]
struct State {
    per_channel: bool,
    global_sent: VecDeque<Instant>,
    /// Every global-bound send of the last `HEADROOM_WINDOW`.
    lately_sent: VecDeque<Instant>,
    /// Freshness granted room in the last `GRANT_COUNTED` (its calls are
    /// counted in `lately_sent` once sent).
    headroom_taken: VecDeque<Instant>,
    global_blocked_until: Option<Instant>,
    routes: HashMap<Route, RouteState>,
    /// Calls waiting, by priority then arrival.
    waiting: BTreeMap<(Priority, u64), Route>,
    next_ticket: u64,
}

/// Sliding window: when the next send fits.
fn window_ready(sent: &VecDeque<Instant>, limit: usize, window: Duration, now: Instant) -> Instant {
    if sent.len() < limit {
        return now;
    }
    sent[sent.len() - limit] + window
}

fn forget_before(sent: &mut VecDeque<Instant>, since: Option<Instant>) {
    while since.is_some_and(|s| sent.front().is_some_and(|t| *t <= s)) {
        sent.pop_front();
    }
}

fn trim(sent: &mut VecDeque<Instant>, keep: usize) {
    while sent.len() > keep {
        sent.pop_front();
    }
}

impl State {
    fn route_ready(&self, route: Route, now: Instant) -> Instant {
        let Some(state) = self.routes.get(&route) else {
            return now;
        };
        let mut at = now;
        if let Some((limit, window)) = route.assumed().filter(|_| self.per_channel) {
            at = at.max(window_ready(&state.sent, limit, window + MARGIN, now));
        }
        if let Some(until) = state.blocked_until {
            at = at.max(until);
        }
        at
    }

    fn global_ready(&self, rate: usize, now: Instant) -> Instant {
        let at = window_ready(
            &self.global_sent,
            rate,
            Duration::from_secs(1) + GLOBAL_MARGIN,
            now,
        );
        self.global_blocked_until.map_or(at, |u| at.max(u))
    }

    fn take(&mut self, route: Route, rate: usize, now: Instant) {
        self.global_sent.push_back(now);
        trim(&mut self.global_sent, rate);
        self.lately_sent.push_back(now);
        forget_before(&mut self.lately_sent, now.checked_sub(HEADROOM_WINDOW));
        if self.routes.len() >= ROUTES_KEPT {
            self.routes.retain(|_, r| {
                r.blocked_until.is_some_and(|u| u > now)
                    || r.sent.back().is_some_and(|t| *t + CHANNEL_WINDOW > now)
            });
        }
        let state = self.routes.entry(route).or_default();
        state.sent.push_back(now);
        trim(&mut state.sent, CHANNEL_LIMIT);
    }
}

/// How far back `Pacer::take_headroom` looks.
const HEADROOM_WINDOW: Duration = Duration::from_secs(5);
/// How long a grant of `Pacer::take_headroom` counts as spent: about
/// until its call has gone and is counted as sent.
const GRANT_COUNTED: Duration = Duration::from_secs(1);

pub struct Pacer {
    rate: usize,
    state: Mutex<State>,
    changed: Notify,
}

/// Takes a waiting call off the list if it is dropped before its turn.
struct Ticket<'a> {
    pacer: &'a Pacer,
    key: (Priority, u64),
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        crate::telemetry::pacer_queued(self.key.0.label(), -1.0);
        let removed = self.pacer.lock().waiting.remove(&self.key).is_some();
        if removed {
            self.pacer.changed.notify_waiters();
        }
    }
}

impl Pacer {
    pub fn new(pacing: Pacing) -> Pacer {
        Pacer {
            rate: pacing.global_rate.clamp(1, MAX_GLOBAL_RATE) as usize,
            state: Mutex::new(State {
                per_channel: pacing.per_channel,
                global_sent: VecDeque::new(),
                lately_sent: VecDeque::new(),
                headroom_taken: VecDeque::new(),
                global_blocked_until: None,
                routes: HashMap::new(),
                waiting: BTreeMap::new(),
                next_ticket: 0,
            }),
            changed: Notify::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits until a call on `route` may go now, and counts it.
    pub async fn acquire(&self, route: Route, priority: Priority) {
        let queued = Instant::now();
        crate::telemetry::pacer_queued(priority.label(), 1.0);
        let ticket = {
            let mut state = self.lock();
            state.next_ticket += 1;
            let key = (priority, state.next_ticket);
            state.waiting.insert(key, route);
            Ticket { pacer: self, key }
        };
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            let wake = {
                let mut state = self.lock();
                let now = Instant::now();
                let route_at = state.route_ready(route, now);
                if route_at > now {
                    route_at
                } else {
                    let ahead = state
                        .waiting
                        .range(..ticket.key)
                        .any(|(_, r)| state.route_ready(*r, now) <= now);
                    let global_at = state.global_ready(self.rate, now);
                    if !ahead && global_at <= now {
                        state.take(route, self.rate, now);
                        state.waiting.remove(&ticket.key);
                        drop(state);
                        self.changed.notify_waiters();
                        crate::telemetry::pacer_waited(priority.label(), queued.elapsed());
                        return;
                    }
                    // Behind a more urgent call: it goes first and then
                    // wakes this one; the timer only guards against a
                    // missed wake-up.
                    if ahead {
                        global_at.max(now + Duration::from_millis(20))
                    } else {
                        global_at
                    }
                }
            };
            tokio::select! {
                () = &mut notified => {}
                () = tokio::time::sleep_until(wake) => {}
            }
        }
    }

    /// Prompts are queued for the global budget right now: work that can
    /// wait should let them go first. (Not merely "the budget is in use":
    /// at a steady two-thirds of it, that is true so often that boards
    /// would wait for a lull that never comes.)
    pub fn busy(&self) -> bool {
        let state = self.lock();
        let now = Instant::now();
        state
            .waiting
            .iter()
            .any(|((p, _), r)| *p == Priority::Prompt && state.route_ready(*r, now) <= now)
    }

    /// More than half of the global budget went out over the last second:
    /// what only buys freshness (a board's redraw at every turn) falls back
    /// to its slower cadence, keeping headroom for prompts and for arrival
    /// jitter.
    pub fn pressed(&self) -> bool {
        self.spent_last_second() * 2 > self.rate
    }

    /// A call that only buys freshness may go if less than three quarters
    /// of the global budget went out over the last `HEADROOM_WINDOW`; it
    /// is then counted at once, so that the boards and hands whose waits
    /// end together do not all find the same room. The quarter kept free
    /// is for bursts of prompts and for requests that arrive at Discord
    /// bunched (network jitter) rather than as they were sent. Averaged
    /// over seconds, so that freshness takes what the quarter leaves on
    /// average, not every lull of a busy second.
    pub fn take_headroom(&self) -> bool {
        let mut state = self.lock();
        let now = Instant::now();
        let since = now.checked_sub(HEADROOM_WINDOW);
        forget_before(&mut state.lately_sent, since);
        forget_before(&mut state.headroom_taken, now.checked_sub(GRANT_COUNTED));
        let budget = self.rate as f64 * HEADROOM_WINDOW.as_secs_f64();
        let spent = state.lately_sent.len() + state.headroom_taken.len();
        if spent as f64 >= budget * 0.75 {
            return false;
        }
        state.headroom_taken.push_back(now);
        true
    }

    fn spent_last_second(&self) -> usize {
        let state = self.lock();
        let since = Instant::now().checked_sub(Duration::from_secs(1));
        state
            .global_sent
            .iter()
            .filter(|t| since.is_none_or(|s| **t > s))
            .count()
    }

    /// When a call on `route` could go as far as its own bucket goes, if
    /// not now.
    pub fn route_ready(&self, route: Route) -> Option<Instant> {
        let now = Instant::now();
        let at = self.lock().route_ready(route, now);
        (at > now).then_some(at)
    }

    /// Books what Discord said in an answer on `route`.
    pub fn heard(&self, route: Route, heard: Heard) {
        let now = Instant::now();
        let mut state = self.lock();
        if let Some((wait, global)) = heard.limited {
            let until = now + wait + MARGIN;
            if global {
                state.global_blocked_until =
                    Some(until.max(state.global_blocked_until.unwrap_or(until)));
            } else {
                let r = state.routes.entry(route).or_default();
                r.blocked_until = Some(until.max(r.blocked_until.unwrap_or(until)));
            }
        } else if let (Some(0), Some(reset)) = (heard.remaining, heard.reset_after) {
            let until = now + reset + MARGIN;
            let r = state.routes.entry(route).or_default();
            r.blocked_until = Some(until.max(r.blocked_until.unwrap_or(until)));
        }
    }

    /// How many calls wait now.
    #[cfg(test)]
    pub fn waiting(&self) -> usize {
        self.lock().waiting.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::DEFAULT_GLOBAL_RATE;
    use std::sync::Arc;

    fn channel(c: u64) -> Route {
        Route::Edit { channel: c }
    }

    #[tokio::test(start_paused = true)]
    async fn a_channel_gets_5_edits_per_window_and_others_are_not_held_up() {
        let pacer = Pacer::new(Pacing::default());
        let t0 = Instant::now();
        for _ in 0..5 {
            pacer.acquire(channel(1), Priority::Board).await;
        }
        assert_eq!(Instant::now(), t0, "five go at once");
        pacer.acquire(channel(2), Priority::Board).await;
        assert_eq!(Instant::now(), t0, "another channel is free");
        pacer.acquire(channel(1), Priority::Board).await;
        assert!(Instant::now() >= t0 + CHANNEL_WINDOW, "the sixth waits");
    }

    #[tokio::test(start_paused = true)]
    async fn the_global_rate_is_kept_in_every_second() {
        let pacer = Pacer::new(Pacing {
            global_rate: 10,
            ..Pacing::default()
        });
        let t0 = Instant::now();
        for c in 0..25 {
            pacer.acquire(channel(c), Priority::Board).await;
        }
        let took = Instant::now() - t0;
        assert!(took >= Duration::from_secs(2), "{took:?}");
        assert!(took < Duration::from_secs(3), "{took:?}");
    }

    /// The budget is the rate set (45/s by default, below Discord's 50):
    /// no second margin on top of it that would waste a seventh of it.
    #[tokio::test(start_paused = true)]
    async fn the_pacer_uses_the_whole_rate_it_is_given() {
        let pacer = Pacer::new(Pacing::default());
        let t0 = Instant::now();
        for c in 0..(DEFAULT_GLOBAL_RATE as u64 * 10 + 1) {
            pacer.acquire(channel(c), Priority::Prompt).await;
        }
        let took = Instant::now() - t0;
        assert!(took >= Duration::from_secs(10), "{took:?}");
        assert!(took < Duration::from_millis(10_300), "{took:?}");
    }

    #[tokio::test(start_paused = true)]
    async fn a_429_blocks_its_route_for_retry_after_and_a_global_one_blocks_all() {
        let pacer = Pacer::new(Pacing::default());
        let t0 = Instant::now();
        let limited = |s, global| Heard {
            limited: Some((Duration::from_secs(s), global)),
            ..Heard::default()
        };
        pacer.heard(channel(1), limited(2, false));
        pacer.acquire(channel(2), Priority::Board).await;
        assert_eq!(Instant::now(), t0);
        pacer.acquire(channel(1), Priority::Board).await;
        assert!(Instant::now() >= t0 + Duration::from_secs(2));
        let t1 = Instant::now();
        pacer.heard(channel(3), limited(1, true));
        pacer.acquire(channel(4), Priority::Prompt).await;
        assert!(Instant::now() >= t1 + Duration::from_secs(1));
        // Remaining 0 waits out the bucket's reset.
        let t2 = Instant::now();
        let spent = Heard {
            remaining: Some(0),
            reset_after: Some(Duration::from_millis(700)),
            limited: None,
        };
        pacer.heard(Route::OpenDm, spent);
        pacer.acquire(Route::OpenDm, Priority::Prompt).await;
        assert!(Instant::now() >= t2 + Duration::from_millis(700));
    }

    #[tokio::test(start_paused = true)]
    async fn prompts_go_before_boards_when_the_budget_is_short() {
        let pacer = Arc::new(Pacer::new(Pacing {
            global_rate: 2,
            ..Pacing::default()
        }));
        pacer.acquire(channel(100), Priority::Board).await;
        pacer.acquire(channel(101), Priority::Board).await;
        // The budget is spent for a second: queue boards, then a prompt.
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut tasks = Vec::new();
        for (n, priority) in [
            (0, Priority::Follow),
            (1, Priority::Announce),
            (2, Priority::Board),
            (3, Priority::Prompt),
        ] {
            let (pacer, order) = (Arc::clone(&pacer), Arc::clone(&order));
            tasks.push(tokio::spawn(async move {
                pacer.acquire(channel(n), priority).await;
                order.lock().unwrap().push(n);
            }));
            tokio::task::yield_now().await;
        }
        for t in tasks {
            t.await.unwrap();
        }
        assert_eq!(*order.lock().unwrap(), vec![3, 2, 1, 0]);
        assert_eq!(pacer.waiting(), 0);
    }

    #[tokio::test(start_paused = true)]
    async fn the_pacer_is_busy_while_prompts_queue_not_boards() {
        let pacer = Arc::new(Pacer::new(Pacing {
            global_rate: 1,
            ..Pacing::default()
        }));
        pacer.acquire(channel(100), Priority::Board).await;
        assert!(!pacer.busy(), "a spent second alone is not busy");
        let queue = |n, priority| {
            let pacer = Arc::clone(&pacer);
            tokio::spawn(async move { pacer.acquire(channel(n), priority).await })
        };
        let board = queue(1, Priority::Board);
        tokio::task::yield_now().await;
        assert!(!pacer.busy(), "a board waiting can wait");
        let prompt = queue(2, Priority::Prompt);
        tokio::task::yield_now().await;
        assert!(pacer.busy(), "a prompt waits for the budget");
        prompt.await.unwrap();
        assert!(!pacer.busy(), "the prompt went");
        board.await.unwrap();
    }

    /// Half the second's budget spent presses it.
    #[tokio::test(start_paused = true)]
    async fn pressed_at_more_than_half_the_budget() {
        let pacer = Pacer::new(Pacing {
            global_rate: 20,
            ..Pacing::default()
        });
        for c in 0..10 {
            pacer.acquire(channel(c), Priority::Prompt).await;
        }
        assert!(!pacer.pressed(), "half is not more than half");
        pacer.acquire(channel(10), Priority::Prompt).await;
        assert!(pacer.pressed());
        tokio::time::advance(Duration::from_millis(1001)).await;
        assert!(!pacer.pressed(), "a second later");
    }

    /// Freshness gets room while less than three quarters of the last five
    /// seconds' budget went out, and each grant counts at once.
    #[tokio::test(start_paused = true)]
    async fn freshness_takes_room_up_to_three_quarters_of_five_seconds() {
        let pacer = Pacer::new(Pacing {
            global_rate: 20,
            ..Pacing::default()
        });
        // 14 a second for 5 s: 70 of the 100 the window allows.
        for second in 0..5u64 {
            for c in 0..14 {
                pacer
                    .acquire(channel(100 * second + c), Priority::Prompt)
                    .await;
            }
            if second < 4 {
                tokio::time::advance(Duration::from_secs(1)).await;
            }
        }
        let granted = (0..10).filter(|_| pacer.take_headroom()).count();
        assert_eq!(granted, 5, "room for 5 more, not one each");
        tokio::time::advance(Duration::from_millis(1500)).await;
        assert!(
            pacer.take_headroom(),
            "the grants and the oldest second left the window"
        );
    }
}
