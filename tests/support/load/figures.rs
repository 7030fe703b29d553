//! What a load run reports, printed as a table or as one JSON object.

use std::fmt::Write as _;
use std::time::Duration;

use serde::Serialize;

/// A latency distribution, in milliseconds.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Spread {
    pub n: usize,
    pub p50_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    pub mean_ms: f64,
}

impl Spread {
    /// Sorts `times` and takes its percentiles (nearest rank).
    pub fn of(times: &mut [Duration]) -> Spread {
        if times.is_empty() {
            return Spread::default();
        }
        times.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let at = |q: f64| {
            let rank = ((q * times.len() as f64).ceil() as usize).clamp(1, times.len());
            ms(times[rank - 1])
        };
        let total: Duration = times.iter().sum();
        Spread {
            n: times.len(),
            p50_ms: at(0.50),
            p90_ms: at(0.90),
            p99_ms: at(0.99),
            max_ms: ms(times[times.len() - 1]),
            mean_ms: ms(total) / times.len() as f64,
        }
    }
}

/// Everything that went wrong; all must be 0.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Errors {
    /// The bot answered a legal press with a sentence instead of acting
    /// (or answered with the wrong kind of response).
    pub refused: usize,
    /// No initial response within Discord's 3 s (plus a margin).
    pub unanswered: usize,
    /// Non-2xx answers the double gave the bot (none are injected here).
    pub discord_errors: usize,
    /// ERROR lines and panics in the bot's log.
    pub bot_log_errors: usize,
    /// Tables that waited too long for the bot's next prompt.
    pub stalled_tables: usize,
    /// The bot process exited during the run.
    pub bot_exited: usize,
    /// A few examples, for diagnosis.
    pub examples: Vec<String>,
}

impl Errors {
    pub fn total(&self) -> usize {
        self.refused
            + self.unanswered
            + self.discord_errors
            + self.bot_log_errors
            + self.stalled_tables
            + self.bot_exited
    }

    pub fn example(&mut self, what: String) {
        if self.examples.len() < 10 {
            self.examples.push(what);
        }
    }
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    pub tables: usize,
    /// The bot's database and processes ("SQLite, 1 process", ...).
    pub bots: String,
    pub guilds: usize,
    pub humans_per_game: usize,
    pub ai_per_game: usize,
    pub target_rate: f64,
    /// The measured window (all tables had a running game at its start).
    pub window_s: f64,
    pub warmup_s: f64,
    /// Interactions dispatched in the window, and per second.
    pub interactions: usize,
    pub rate_held: f64,
    /// Dispatch to the bot's initial response, in the window.
    pub latency: Spread,
    /// Over the whole run (warm-up with its lobbies included).
    pub latency_all: Spread,
    /// The window's latency by what was pressed.
    pub latency_by_kind: std::collections::BTreeMap<String, Spread>,
    /// How long a table waited, after its own press was answered, until
    /// the bot showed it its next decision (delivery of DMs and the board;
    /// 0 when another player of the table already had one).
    pub next_prompt: Spread,
    /// How long after a decision's prompt appeared the board first showed
    /// the game at that decision or later (0 if it already did): the
    /// board's staleness, from the version its buttons carry.
    pub board_lag: Spread,
    pub games_started: usize,
    pub games_finished: usize,
    /// Presses not sent because the message changed under the player
    /// (they read it again); not errors.
    pub presses_skipped: usize,
    pub errors: Errors,
    pub violations: usize,
    pub violation_examples: Vec<String>,
    pub bot_warnings: usize,
    pub bot_peak_kib: u64,
    pub bot_rss_idle_kib: u64,
    pub bot_rss_loaded_kib: u64,
    pub bot_rss_end_kib: u64,
    /// (RSS with every table's game running - RSS idle) / tables.
    pub kib_per_game: f64,
    /// The bot's user + system CPU time in the window, per interaction.
    pub bot_cpu_ms_per_interaction: f64,
    /// The bot's share of one core in the window.
    pub bot_cores: f64,
    /// The load generator and the double (this process), same window.
    pub driver_cores: f64,
    pub floor_sqlite_commit: Spread,
    /// The same commit, one every 50 ms during the window.
    pub floor_sqlite_commit_under_load: Spread,
    pub floor_http_round_trip: Spread,
    /// `GameService::act` alone, in the generator's process, before the
    /// load: the durable action path without Discord.
    pub floor_service_act: Spread,
    /// REST requests the bot made in the window that count against the
    /// token's global limit, and those exempt from it (interaction
    /// callbacks and webhooks).
    pub rest_global: usize,
    pub rest_exempt: usize,
    /// The global-bound requests by kind ("POST dm message", "PATCH
    /// channel message", ...).
    pub rest_global_by_kind: std::collections::BTreeMap<String, usize>,
    /// The same over the whole run from the first lobby on (with
    /// `one_game_each`, whole games: lobby, play, results), against
    /// `latency_all.n` interactions.
    pub rest_global_all: usize,
    pub rest_exempt_all: usize,
    /// 429s answered in the window.
    pub rate_limited: usize,
    /// 401, 403 and 429 answers in the window, and that rate over 10
    /// minutes (Discord bans past 10,000).
    pub invalid_requests: usize,
    pub invalid_per_10_min: f64,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.errors.total() == 0 && self.violations == 0
    }

    pub fn table(&self) -> String {
        let mut out = String::new();
        let w = &mut out;
        let spread = |s: &Spread| {
            format!(
                "p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2} ms  (n {})",
                s.p50_ms, s.p90_ms, s.p99_ms, s.max_ms, s.n
            )
        };
        let ratio = |a: f64, b: f64| if b > 0.0 { a / b } else { 0.0 };
        let floor = self.floor_sqlite_commit.p50_ms;
        let _ = writeln!(
            w,
            "games: {} tables in {} guilds, {} humans + {} AI seats each; {} started, {} finished",
            self.tables,
            self.guilds,
            self.humans_per_game,
            self.ai_per_game,
            self.games_started,
            self.games_finished
        );
        if !self.bots.is_empty() {
            let _ = writeln!(w, "bot: {}", self.bots);
        }
        let _ = writeln!(
            w,
            "window: {:.1} s after a {:.1} s warm-up",
            self.window_s, self.warmup_s
        );
        let _ = writeln!(w, "| figure | value |\n| --- | --- |");
        let mut row = |k: &str, v: String| {
            let _ = writeln!(w, "| {k} | {v} |");
        };
        row(
            "interactions/s held (target)",
            format!(
                "{:.1} ({:.0}); {} in the window",
                self.rate_held, self.target_rate, self.interactions
            ),
        );
        row(
            "latency, dispatch to initial response",
            spread(&self.latency),
        );
        for (what, s) in &self.latency_by_kind {
            row(&format!("latency: {what}"), spread(s));
        }
        row("latency, whole run", spread(&self.latency_all));
        row(
            "latency / bare SQLite commit",
            format!(
                "p50 {:.1}x  p99 {:.1}x",
                ratio(self.latency.p50_ms, floor),
                ratio(self.latency.p99_ms, self.floor_sqlite_commit.p99_ms)
            ),
        );
        row("time to the next prompt", spread(&self.next_prompt));
        row("board lag behind a prompt", spread(&self.board_lag));
        let per = |n: usize| ratio(n as f64, self.interactions as f64);
        row(
            "REST calls per interaction",
            format!(
                "{:.2} global-bound + {:.2} exempt ({} + {} in the window)",
                per(self.rest_global),
                per(self.rest_exempt),
                self.rest_global,
                self.rest_exempt
            ),
        );
        let per_all = |n: usize| ratio(n as f64, self.latency_all.n as f64);
        row(
            "REST calls per interaction, whole run",
            format!(
                "{:.2} global-bound + {:.2} exempt ({} + {} for {} interactions)",
                per_all(self.rest_global_all),
                per_all(self.rest_exempt_all),
                self.rest_global_all,
                self.rest_exempt_all,
                self.latency_all.n
            ),
        );
        for (kind, n) in &self.rest_global_by_kind {
            row(
                &format!("  global-bound: {kind}"),
                format!("{:.2} per interaction ({n})", per(*n)),
            );
        }
        row(
            "429s; invalid requests per 10 minutes",
            format!(
                "{}; {:.0} ({} in the window)",
                self.rate_limited, self.invalid_per_10_min, self.invalid_requests
            ),
        );
        row(
            "errors (must be 0)",
            format!(
                "{} (refused {}, unanswered {}, Discord errors {}, bot log errors {}, stalled tables {}, bot exited {})",
                self.errors.total(),
                self.errors.refused,
                self.errors.unanswered,
                self.errors.discord_errors,
                self.errors.bot_log_errors,
                self.errors.stalled_tables,
                self.errors.bot_exited
            ),
        );
        row(
            "contract violations (must be 0)",
            self.violations.to_string(),
        );
        row("bot log warnings", self.bot_warnings.to_string());
        row(
            "presses skipped (message changed)",
            self.presses_skipped.to_string(),
        );
        row(
            "bot memory",
            format!(
                "peak (VmHWM) {:.1} MiB; RSS idle {:.1} MiB, with the games {:.1} MiB, at the end {:.1} MiB",
                self.bot_peak_kib as f64 / 1024.0,
                self.bot_rss_idle_kib as f64 / 1024.0,
                self.bot_rss_loaded_kib as f64 / 1024.0,
                self.bot_rss_end_kib as f64 / 1024.0
            ),
        );
        row(
            "memory per active game",
            format!("{:.1} KiB", self.kib_per_game),
        );
        row(
            "bot CPU per interaction",
            format!(
                "{:.2} ms ({:.2} cores busy; driver + double {:.2} cores)",
                self.bot_cpu_ms_per_interaction, self.bot_cores, self.driver_cores
            ),
        );
        row(
            "floor: bare SQLite commit (WAL, synchronous=FULL)",
            spread(&self.floor_sqlite_commit),
        );
        row(
            "floor: the same commit during the window",
            spread(&self.floor_sqlite_commit_under_load),
        );
        row(
            "floor: bare HTTP round trip to the double",
            spread(&self.floor_http_round_trip),
        );
        row(
            "durable action path alone (GameService::act, no load)",
            format!(
                "{}; p50 {:.1}x a bare commit",
                spread(&self.floor_service_act),
                ratio(self.floor_service_act.p50_ms, floor)
            ),
        );
        for e in &self.errors.examples {
            let _ = writeln!(out, "error: {e}");
        }
        for v in &self.violation_examples {
            let _ = writeln!(out, "violation: {v}");
        }
        out
    }
}
