//! The operator's numbers (issue 28): every metric's name, labels and
//! meaning in one place, recorded through the `metrics` facade where
//! things happen (the service, the store, the delivery, the gateway) and
//! rendered as Prometheus text by `metrics-exporter-prometheus` on
//! `NANUK_METRICS_ADDR` ([`http`]).
//!
//! A leaf: every layer may call it, it calls none of them. Until a
//! recorder is installed ([`install`], only when the listener is asked
//! for) every call here is a no-op costing a load and a branch.
//!
//! Labels are bounded sets named by the enums and `&'static str`s below:
//! never a user, a game, a channel or a message id.

pub mod http;

use metrics::{counter, gauge, histogram};
use std::time::Duration;

/// The metric names, as scraped.
pub mod names {
    /// Gauge: games by `state` (lobby, running, finished, cancelled) and
    /// `kind` (server, practice), counted in the database every
    /// [`super::CENSUS_EVERY`].
    pub const GAMES: &str = "nanuk_games";
    /// Counter: players' decisions (game actions) committed.
    pub const DECISIONS: &str = "nanuk_decisions_total";
    /// Histogram: how long an AI took to choose a move, by `level`.
    pub const AI_DECISION: &str = "nanuk_ai_decision_seconds";
    /// Counter: interactions answered, by `kind` (press, command) and
    /// `outcome` (done, refused, deferred).
    pub const INTERACTIONS: &str = "nanuk_interactions_total";
    /// Histogram: from receiving an interaction to its first answer
    /// (the result, or the deferral), by `kind` and `outcome`.
    pub const INTERACTION_ANSWER: &str = "nanuk_interaction_answer_seconds";
    /// Counter: the delivery's REST calls to Discord, by `route` (post,
    /// edit, delete, open_dm, read, thread) and `status` (2xx, 4xx, 5xx,
    /// 429_global, 429_user, 429_shared, unreachable).
    pub const REST_CALLS: &str = "nanuk_rest_calls_total";
    /// Gauge: calls waiting for the pacer, by `priority`.
    pub const PACER_QUEUE: &str = "nanuk_pacer_queue";
    /// Histogram: how long a call waited for the pacer, by `priority`.
    pub const PACER_WAIT: &str = "nanuk_pacer_wait_seconds";
    /// Gauge: outbox rows not yet delivered (database count).
    pub const OUTBOX_PENDING: &str = "nanuk_outbox_pending";
    /// Gauge: age of the oldest undelivered outbox row, 0 when none.
    pub const OUTBOX_OLDEST: &str = "nanuk_outbox_oldest_seconds";
    /// Counter: outbox rows this process marked delivered.
    pub const OUTBOX_DELIVERED: &str = "nanuk_outbox_delivered_total";
    /// Gauge: deadline rows (reminders, timeouts, AI moves) due now.
    pub const DEADLINES_DUE: &str = "nanuk_deadlines_due";
    /// Histogram: a game change's commit (waiting for the write
    /// connection included).
    pub const STORE_COMMIT: &str = "nanuk_store_commit_seconds";
    /// Counter: storage faults (failed writes, unreadable games).
    pub const STORAGE_FAULTS: &str = "nanuk_storage_faults_total";
    /// Gauge: gateway shards this process runs.
    pub const SHARDS: &str = "nanuk_gateway_shards";
    /// Gauge: of those, connected now.
    pub const SHARDS_CONNECTED: &str = "nanuk_gateway_shards_connected";
    /// Gauge: a shard's last heartbeat round trip, by `shard` (this
    /// process's configured shards: a bounded set).
    pub const SHARD_LATENCY: &str = "nanuk_gateway_latency_seconds";
    /// Counter: periodic and command-line backups, by `outcome` (ok,
    /// failed).
    pub const BACKUPS: &str = "nanuk_backups_total";
    /// Gauge: when the last backup that succeeded finished (unix seconds).
    pub const LAST_BACKUP: &str = "nanuk_last_backup_timestamp_seconds";
}

/// How often the database-wide gauges (games by state, outbox, due
/// deadlines) are counted: a few indexed reads, never on the scrape path.
pub const CENSUS_EVERY: Duration = Duration::from_secs(10);

/// Histogram buckets (seconds), from a fast commit to a slow answer.
const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// Installs the Prometheus recorder for this process and describes every
/// metric; returns the handle that renders them. Only the first call
/// installs; later ones return the same handle.
pub fn install() -> metrics_exporter_prometheus::PrometheusHandle {
    static HANDLE: std::sync::OnceLock<metrics_exporter_prometheus::PrometheusHandle> =
        std::sync::OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = metrics_exporter_prometheus::PrometheusBuilder::new()
                .set_buckets(BUCKETS)
                .expect("the buckets are not empty")
                .build_recorder();
            let handle = recorder.handle();
            if metrics::set_global_recorder(recorder).is_err() {
                tracing::warn!("a metrics recorder was already installed; /metrics may be empty");
            }
            describe();
            handle
        })
        .clone()
}

fn describe() {
    use metrics::{Unit, describe_counter, describe_gauge, describe_histogram};
    use names::*;
    describe_gauge!(GAMES, "Games by state and kind (server, practice)");
    describe_counter!(DECISIONS, "Players' decisions committed");
    describe_histogram!(AI_DECISION, Unit::Seconds, "AI decision time by level");
    describe_counter!(INTERACTIONS, "Interactions answered, by kind and outcome");
    describe_histogram!(
        INTERACTION_ANSWER,
        Unit::Seconds,
        "Time to an interaction's first answer"
    );
    describe_counter!(REST_CALLS, "Delivery REST calls by route kind and status");
    describe_gauge!(PACER_QUEUE, "Calls waiting for the pacer, by priority");
    describe_histogram!(PACER_WAIT, Unit::Seconds, "Pacer wait, by priority");
    describe_gauge!(OUTBOX_PENDING, "Outbox rows not yet delivered");
    describe_gauge!(
        OUTBOX_OLDEST,
        Unit::Seconds,
        "Age of the oldest undelivered outbox row"
    );
    describe_counter!(OUTBOX_DELIVERED, "Outbox rows delivered by this process");
    describe_gauge!(DEADLINES_DUE, "Deadline rows due now");
    describe_histogram!(STORE_COMMIT, Unit::Seconds, "Game commit latency");
    describe_counter!(STORAGE_FAULTS, "Storage faults (failed writes or reads)");
    describe_gauge!(SHARDS, "Gateway shards this process runs");
    describe_gauge!(SHARDS_CONNECTED, "Gateway shards connected");
    describe_gauge!(
        SHARD_LATENCY,
        Unit::Seconds,
        "Gateway heartbeat latency by shard"
    );
    describe_counter!(BACKUPS, "Database backups by outcome");
    describe_gauge!(
        LAST_BACKUP,
        Unit::Seconds,
        "When the last good backup finished"
    );
}

/// A player's decision was committed.
pub fn decision_committed() {
    counter!(names::DECISIONS).increment(1);
}

/// An AI at `level` (`AiLevel::name`) chose a move in `took`.
pub fn ai_decided(level: &'static str, took: Duration) {
    histogram!(names::AI_DECISION, "level" => level).record(took);
}

/// What kind of interaction was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InteractionKind {
    Press,
    Command,
}

/// How an interaction was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerOutcome {
    /// Answered with what was done (or shown).
    Done,
    /// Answered with a refusal (a private sentence).
    Refused,
    /// The work took long: the interaction was deferred first.
    Deferred,
}

impl AnswerOutcome {
    fn label(self) -> &'static str {
        match self {
            AnswerOutcome::Done => "done",
            AnswerOutcome::Refused => "refused",
            AnswerOutcome::Deferred => "deferred",
        }
    }
}

/// An interaction got its first answer `after` it arrived.
pub fn interaction_answered(kind: InteractionKind, outcome: AnswerOutcome, after: Duration) {
    let kind = match kind {
        InteractionKind::Press => "press",
        InteractionKind::Command => "command",
    };
    let outcome = outcome.label();
    counter!(names::INTERACTIONS, "kind" => kind, "outcome" => outcome).increment(1);
    histogram!(names::INTERACTION_ANSWER, "kind" => kind, "outcome" => outcome).record(after);
}

/// A REST call's answer, as counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestStatus {
    /// Any HTTP status (a 429 is [`RestStatus::Limited`]).
    Http(u16),
    /// A 429, by Discord's `X-RateLimit-Scope` (`global` when the body or
    /// `X-RateLimit-Global` says so).
    Limited(LimitScope),
    /// No answer (connection failed, timed out).
    Unreachable,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitScope {
    Global,
    User,
    Shared,
}

impl RestStatus {
    fn label(self) -> &'static str {
        match self {
            RestStatus::Http(200..=299) => "2xx",
            RestStatus::Http(400..=499) => "4xx",
            RestStatus::Http(500..=599) => "5xx",
            RestStatus::Http(_) => "other",
            RestStatus::Limited(LimitScope::Global) => "429_global",
            RestStatus::Limited(LimitScope::User) => "429_user",
            RestStatus::Limited(LimitScope::Shared) => "429_shared",
            RestStatus::Unreachable => "unreachable",
        }
    }
}

/// The delivery made a REST call on a route of this kind.
pub fn rest_call(route: &'static str, status: RestStatus) {
    counter!(names::REST_CALLS, "route" => route, "status" => status.label()).increment(1);
}

/// A call joined (`+1`) or left (`-1`) the pacer's queue at `priority`.
pub fn pacer_queued(priority: &'static str, change: f64) {
    gauge!(names::PACER_QUEUE, "priority" => priority).increment(change);
}

/// A call at `priority` waited `waited` for the pacer.
pub fn pacer_waited(priority: &'static str, waited: Duration) {
    histogram!(names::PACER_WAIT, "priority" => priority).record(waited);
}

/// The database-wide counts, read by the census task.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// (state, kind, count) for every combination seen; combinations not
    /// listed are 0.
    pub games: Vec<(&'static str, &'static str, u64)>,
    pub outbox_pending: u64,
    /// Age of the oldest undelivered row.
    pub outbox_oldest: Duration,
    pub deadlines_due: u64,
}

/// Every game state and kind, so a count that fell to zero shows 0.
pub const GAME_STATES: [&str; 4] = ["lobby", "running", "finished", "cancelled"];
pub const GAME_KINDS: [&str; 2] = ["server", "practice"];

/// Publishes a census.
pub fn census(c: &Census) {
    for state in GAME_STATES {
        for kind in GAME_KINDS {
            let n = c
                .games
                .iter()
                .find(|(s, k, _)| *s == state && *k == kind)
                .map_or(0, |g| g.2);
            gauge!(names::GAMES, "state" => state, "kind" => kind).set(n as f64);
        }
    }
    gauge!(names::OUTBOX_PENDING).set(c.outbox_pending as f64);
    gauge!(names::OUTBOX_OLDEST).set(c.outbox_oldest.as_secs_f64());
    gauge!(names::DEADLINES_DUE).set(c.deadlines_due as f64);
}

/// This process marked `n` outbox rows delivered.
pub fn outbox_delivered(n: usize) {
    counter!(names::OUTBOX_DELIVERED).increment(n as u64);
}

/// A game change committed (or failed to) in `took`.
pub fn store_commit(took: Duration) {
    histogram!(names::STORE_COMMIT).record(took);
}

/// A storage fault was met.
pub fn storage_fault() {
    counter!(names::STORAGE_FAULTS).increment(1);
}

/// The gateway as sampled: how many shards run here, which are connected,
/// and each one's heartbeat latency when known.
pub fn gateway(configured: u32, connected: u32, latencies: &[(u32, Option<Duration>)]) {
    gauge!(names::SHARDS).set(f64::from(configured));
    gauge!(names::SHARDS_CONNECTED).set(f64::from(connected));
    for (shard, latency) in latencies {
        if let Some(latency) = latency {
            gauge!(names::SHARD_LATENCY, "shard" => shard.to_string()).set(latency.as_secs_f64());
        }
    }
}

/// A backup ended; `at` is when (unix seconds) if it succeeded.
pub fn backup(succeeded_at: Option<u64>) {
    let outcome = if succeeded_at.is_some() {
        "ok"
    } else {
        "failed"
    };
    counter!(names::BACKUPS, "outcome" => outcome).increment(1);
    if let Some(at) = succeeded_at {
        gauge!(names::LAST_BACKUP).set(at as f64);
    }
}
