//! The load generator: the real `nanuk` binary against the Discord double,
//! with many tables (channels, spread over guilds) each playing games back
//! to back, every press paced by one global interactions-per-second pacer,
//! on a real SQLite file with durable commits.
//!
//! `benches/load.rs` runs it for the figures; an end-to-end test runs it
//! small, failing on any error or contract violation (never on timing).
//!
//! A run: the floors (a bare SQLite commit, a bare HTTP round trip to the
//! double), the bot started and idle (its RSS noted), a warm-up until every
//! table has a game running with its first decision shown (RSS again: the
//! per-game memory), then the measured window, then every interaction
//! settled and the double's violations, its non-2xx answers and the bot's
//! log collected.

mod figures;
mod floors;
mod pacer;
mod process;
mod prompts;
mod table;

pub use figures::{Errors, Report, Spread};

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::time::Instant;

use super::bot_process::BotProcess;
use super::double::*;
use pacer::Pacer;
use table::{Inbox, Seating, Stop, Table};

#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// The `nanuk` binary.
    pub bot: PathBuf,
    /// Tables, each with one game running at a time.
    pub tables: usize,
    pub tables_per_guild: usize,
    pub humans: usize,
    pub ai: usize,
    /// Interactions per second, over all tables.
    pub rate: f64,
    /// The measured window, after the warm-up.
    pub window: Duration,
    /// Keep measuring past the window until this many games have finished.
    pub min_games_finished: usize,
    /// The whole run (warm-up, window, games to finish) stops by then.
    pub max_time: Duration,
    /// Where the bot's database goes (a temporary directory inside it).
    pub dir: Option<PathBuf>,
    /// The bot's `RUST_LOG`.
    pub rust_log: String,
    /// Samples for each floor.
    pub floor_samples: usize,
    /// The double enforces Discord's rate limits (the bot then paces
    /// itself at `NANUK_GLOBAL_RATE`'s default); off, the bot may spend
    /// 10,000 requests/s, as a bot whose global limit Discord raised, and
    /// does not keep to per-channel limits (`NANUK_PACE_CHANNELS=off`).
    pub discord_limits: bool,
    /// Each table makes one decision every so long (uniformly between the
    /// two), as people do, instead of `rate` over all tables.
    pub human_pace: Option<(Duration, Duration)>,
    /// Each table plays one game and stops: the whole run is whole games,
    /// lobby to results (see `Report::rest_global_all`).
    pub one_game_each: bool,
    /// The bot's database is PostgreSQL: a throwaway server the run starts
    /// (durable: `fsync` on, as SQLite's `synchronous=FULL`), instead of a
    /// SQLite file. The floors stay SQLite's.
    pub postgres: bool,
    /// Bot processes on one token, process `i` running gateway shard `i`
    /// of `processes` (`NANUK_SHARDS=i-i/N`), all on one PostgreSQL
    /// database (more than 1 implies `postgres`); guilds are spread over
    /// the shards. Each takes `1/N` of the REST budget
    /// (`NANUK_GLOBAL_RATE`), as deployed without a shared proxy.
    pub processes: usize,
    /// Each request reaches the double up to this late (see
    /// `DoubleConfig::arrival_jitter`).
    pub arrival_jitter: Duration,
}

impl LoadConfig {
    pub fn new(bot: impl Into<PathBuf>) -> LoadConfig {
        LoadConfig {
            bot: bot.into(),
            tables: 1000,
            tables_per_guild: 20,
            humans: 4,
            ai: 1,
            rate: 200.0,
            window: Duration::from_secs(60),
            min_games_finished: 0,
            max_time: Duration::from_secs(600),
            dir: None,
            rust_log: "info".into(),
            floor_samples: 500,
            discord_limits: false,
            human_pace: None,
            one_game_each: false,
            postgres: false,
            processes: 1,
            arrival_jitter: Duration::ZERO,
        }
    }
}

/// What the tables share.
pub struct Run {
    double: Double,
    pacer: Pacer,
    human_pace: Option<(Duration, Duration)>,
    one_game_each: bool,
    stopping: AtomicBool,
    /// (when dispatched, dispatch to initial response on the double's clock)
    /// (when dispatched, dispatch to initial response, what was pressed)
    latencies: Mutex<Vec<(Instant, Duration, String)>>,
    next_prompts: Mutex<Vec<(Instant, Duration)>>,
    /// (when measured, how long the board lagged a prompt): see
    /// `Table::saw_board`.
    board_lags: Mutex<Vec<(Instant, Duration)>>,
    /// Lags over a second: the board's channel and when (double's clock).
    slow_boards: Mutex<Vec<(ChannelId, Duration, Duration)>>,
    errors: Mutex<Errors>,
    tables_running: AtomicUsize,
    /// Tables still playing (a stalled one stops).
    tables_alive: AtomicUsize,
    games_started: AtomicUsize,
    games_finished: AtomicUsize,
    presses_skipped: AtomicUsize,
}

impl Run {
    fn stopped(&self) -> bool {
        self.stopping.load(Ordering::Relaxed)
    }

    /// The caller's pacer slot, or `Stop::Done` once the run is over.
    async fn slot(&self) -> Result<(), Stop> {
        if self.stopped() {
            return Err(Stop::Done);
        }
        self.pacer.slot().await;
        if self.stopped() {
            return Err(Stop::Done);
        }
        Ok(())
    }

    /// A player's time to think before a decision, at human pace.
    async fn think(&self) {
        if let Some((least, most)) = self.human_pace {
            let secs = rand::random_range(least.as_secs_f64()..=most.as_secs_f64());
            tokio::time::sleep(Duration::from_secs_f64(secs)).await;
        }
    }

    fn latency(&self, dispatched: Instant, took: Duration, what: &str) {
        lock(&self.latencies).push((dispatched, took, what.to_string()));
    }

    fn next_prompt(&self, waited: Duration) {
        lock(&self.next_prompts).push((Instant::now(), waited));
    }

    fn board_lag(&self, lag: Duration, board: Option<(ChannelId, Duration)>) {
        lock(&self.board_lags).push((Instant::now(), lag));
        if let Some((channel, at)) = board.filter(|_| lag > Duration::from_secs(1)) {
            lock(&self.slow_boards).push((channel, at, lag));
        }
    }

    fn error(&self, note: impl FnOnce(&mut Errors)) {
        note(&mut lock(&self.errors));
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs the load and reports. Needs a multi-threaded tokio runtime.
pub async fn run(config: &LoadConfig) -> Report {
    let began = Instant::now();
    let processes = config.processes.max(1);
    let double = Double::start_with(DoubleConfig {
        rate_limits: config.discord_limits.then(RateLimitConfig::discord),
        shards: processes as u32,
        arrival_jitter: config.arrival_jitter,
        ..DoubleConfig::default()
    })
    .await;
    let seatings = seat_tables(&double, config);
    let all_users: Vec<UserId> = seatings.iter().flat_map(|s| s.users.clone()).collect();
    let guilds = config.tables.div_ceil(config.tables_per_guild.max(1));

    let base = config.dir.clone().unwrap_or_else(std::env::temp_dir);
    std::fs::create_dir_all(&base).expect("the load directory");
    let dir = tempfile::Builder::new()
        .prefix("nanuk-load-")
        .tempdir_in(&base)
        .expect("a temporary directory");

    let floor_sqlite_commit = floors::sqlite_commit(dir.path(), config.floor_samples).await;
    let floor_http_round_trip =
        floors::http_round_trip(&double.base_url(), config.floor_samples).await;
    let floor_service_act = floors::service_act(dir.path(), config.floor_samples).await;

    let db = dir.path().join("nanuk.db");
    // Held for the run: removed when dropped.
    let cluster = if config.postgres || processes > 1 {
        let cluster = super::postgres::PrivateCluster::start_durable_in(&std::env::temp_dir())
            .await
            .expect("PostgreSQL is not installed (initdb not found)");
        Some(cluster)
    } else {
        None
    };
    let url = match &cluster {
        Some(c) => c.url(),
        None => format!("sqlite://{}?mode=rwc", db.display()),
    };
    let mut bots = Vec::new();
    for shard in 0..processes {
        let mut env = double.bot_env(&url, None);
        // The bot's own board pacing, as deployed.
        env.retain(|(k, _)| k != "RUST_LOG" && k != "NANUK_BOARD_EVERY");
        env.push(("RUST_LOG".into(), config.rust_log.clone()));
        if !config.discord_limits {
            env.push(("NANUK_GLOBAL_RATE".into(), "10000".into()));
            env.push(("NANUK_PACE_CHANNELS".into(), "off".into()));
        } else if processes > 1 {
            // No shared proxy: each process its share of the token's budget.
            let share = nanuk::discord::delivery::DEFAULT_GLOBAL_RATE / processes as u32;
            env.push(("NANUK_GLOBAL_RATE".into(), share.max(1).to_string()));
        }
        if processes > 1 {
            env.push((
                "NANUK_SHARDS".into(),
                format!("{shard}-{shard}/{processes}"),
            ));
        }
        bots.push(BotProcess::spawn(&config.bot, &[], env).expect("start the bot"));
    }
    let pids: Vec<u32> = bots
        .iter()
        .map(|b| b.pid().expect("the bot runs"))
        .collect();
    let shards: Vec<u32> = (0..processes as u32).collect();
    double.wait_shards(&shards, processes as u32).await;
    double.wait_for_command("nanuk").await;
    // Let it digest the GUILD_CREATEs before calling it idle.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let idle = process::memory_of(&pids);
    let requests_at_start = double.requests().len();

    let run = std::sync::Arc::new(Run {
        double: double.clone(),
        pacer: Pacer::new(config.rate),
        human_pace: config.human_pace,
        one_game_each: config.one_game_each,
        stopping: AtomicBool::new(false),
        latencies: Mutex::default(),
        next_prompts: Mutex::default(),
        board_lags: Mutex::default(),
        slow_boards: Mutex::default(),
        errors: Mutex::default(),
        tables_running: AtomicUsize::new(0),
        tables_alive: AtomicUsize::new(config.tables),
        games_started: AtomicUsize::new(0),
        games_finished: AtomicUsize::new(0),
        presses_skipped: AtomicUsize::new(0),
    });
    let inboxes: std::sync::Arc<Vec<Inbox>> =
        std::sync::Arc::new((0..seatings.len()).map(|_| Inbox::default()).collect());
    let router = tokio::spawn(route_changes(
        double.watch_messages(),
        seatings.clone(),
        std::sync::Arc::clone(&inboxes),
    ));
    let mut tasks = tokio::task::JoinSet::new();
    for (i, seating) in seatings.into_iter().enumerate() {
        let run = std::sync::Arc::clone(&run);
        let inboxes = std::sync::Arc::clone(&inboxes);
        tasks.spawn(async move {
            let mut table = Table::new(&run, seating, &inboxes[i]);
            match table.play().await {
                Stop::Done => {}
                Stop::Stalled(why) => run.error(|e| {
                    e.stalled_tables += 1;
                    e.example(format!("stalled: {why}"));
                }),
            }
            run.tables_alive.fetch_sub(1, Ordering::Relaxed);
        });
    }

    // Warm-up: every table has a game running with its first decision
    // shown (the burst of game starts has been delivered).
    let deadline = began + config.max_time;
    while run.tables_running.load(Ordering::Relaxed) < config.tables
        && Instant::now() < deadline
        && run.tables_alive.load(Ordering::Relaxed) == config.tables
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let window_start = Instant::now();
    let (requests0, window_start_on_double) = (double.requests().len(), double.now());
    let loaded = process::memory_of(&pids);
    let (stop_sampler, sampler_stop) = tokio::sync::watch::channel(false);
    let sampler_dir = dir.path().to_owned();
    let sampler = tokio::spawn(async move {
        floors::sqlite_commits_until(&sampler_dir, Duration::from_millis(50), sampler_stop).await
    });
    let (bot_cpu0, own_cpu0) = (
        process::cpu_time_of(&pids),
        process::cpu_time(std::process::id()),
    );

    // The window, then as long as games still have to finish.
    tokio::time::sleep_until((window_start + config.window).min(deadline)).await;
    while run.games_finished.load(Ordering::Relaxed) < config.min_games_finished
        && Instant::now() < deadline
        && run.tables_alive.load(Ordering::Relaxed) > 0
        && bots.iter_mut().all(|b| b.is_running())
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let window_end = Instant::now();
    let window_end_on_double = double.now();
    let (bot_cpu1, own_cpu1) = (
        process::cpu_time_of(&pids),
        process::cpu_time(std::process::id()),
    );
    let end = process::memory_of(&pids);
    let _ = stop_sampler.send(true);
    let floor_sqlite_commit_under_load = sampler.await.expect("the commit sampler");

    run.stopping.store(true, Ordering::Relaxed);
    while tokio::time::timeout(Duration::from_secs(10), tasks.join_next())
        .await
        .is_ok_and(|joined| joined.is_some())
    {}
    tasks.abort_all();
    router.abort();
    double.settle_interactions().await;

    let mut report = Report {
        tables: config.tables,
        bots: format!(
            "{} process{} on {}",
            processes,
            if processes == 1 {
                ""
            } else {
                "es (one shard each)"
            },
            if cluster.is_some() {
                "PostgreSQL (fsync on)"
            } else {
                "SQLite (synchronous=FULL)"
            }
        ),
        guilds,
        humans_per_game: config.humans,
        ai_per_game: config.ai,
        target_rate: config.rate,
        warmup_s: (window_start - began).as_secs_f64(),
        window_s: (window_end - window_start).as_secs_f64(),
        games_started: run.games_started.load(Ordering::Relaxed),
        games_finished: run.games_finished.load(Ordering::Relaxed),
        presses_skipped: run.presses_skipped.load(Ordering::Relaxed),
        floor_sqlite_commit,
        floor_sqlite_commit_under_load,
        floor_http_round_trip,
        floor_service_act,
        bot_rss_idle_kib: idle.rss_kib,
        bot_rss_loaded_kib: loaded.rss_kib,
        bot_rss_end_kib: end.rss_kib,
        bot_peak_kib: process::memory_of(&pids).peak_kib.max(end.peak_kib),
        kib_per_game: (loaded.rss_kib as f64 - idle.rss_kib as f64) / config.tables.max(1) as f64,
        ..Report::default()
    };
    {
        let all = lock(&run.latencies);
        let in_window = |at: &Instant| *at >= window_start && *at < window_end;
        let mut window: Vec<Duration> = all
            .iter()
            .filter(|(at, ..)| in_window(at))
            .map(|(_, d, _)| *d)
            .collect();
        let mut whole: Vec<Duration> = all.iter().map(|(_, d, _)| *d).collect();
        let mut by_kind: std::collections::BTreeMap<&str, Vec<Duration>> = Default::default();
        for (_, d, what) in all.iter().filter(|(at, ..)| in_window(at)) {
            by_kind.entry(what).or_default().push(*d);
        }
        report.latency_by_kind = by_kind
            .into_iter()
            .map(|(what, mut times)| (what.to_string(), Spread::of(&mut times)))
            .collect();
        report.interactions = window.len();
        report.latency = Spread::of(&mut window);
        report.latency_all = Spread::of(&mut whole);
        if std::env::var_os("NANUK_LOAD_DEBUG").is_some() {
            let mut slow: Vec<(f64, f64)> = lock(&run.next_prompts)
                .iter()
                .filter(|(_, d)| *d > Duration::from_millis(300))
                .map(|(at, d)| ((*at - window_start).as_secs_f64(), d.as_secs_f64()))
                .collect();
            slow.sort_by(|a, b| a.0.total_cmp(&b.0));
            eprintln!("slow next prompts (s after window start, wait s): {slow:.2?}");
            prompts::report_unpressed(&double, &all_users);
            prompts::report_slow_boards(&double, &lock(&run.slow_boards));
        }
        let mut waits: Vec<Duration> = lock(&run.next_prompts)
            .iter()
            .filter(|(at, _)| in_window(at))
            .map(|(_, d)| *d)
            .collect();
        report.next_prompt = Spread::of(&mut waits);
        let mut lags: Vec<Duration> = lock(&run.board_lags)
            .iter()
            .filter(|(at, _)| in_window(at))
            .map(|(_, d)| *d)
            .collect();
        report.board_lag = Spread::of(&mut lags);
    }
    let window_s = report.window_s.max(1e-9);
    {
        let requests = double.requests();
        let in_window = requests[requests0.min(requests.len())..]
            .iter()
            .filter(|r| r.at >= window_start_on_double && r.at < window_end_on_double);
        for r in in_window {
            let exempt = r.path.starts_with("/api/v10/interactions/")
                || r.path.starts_with("/api/v10/webhooks/");
            if exempt {
                report.rest_exempt += 1;
            } else {
                report.rest_global += 1;
                *report
                    .rest_global_by_kind
                    .entry(request_kind(&double, r))
                    .or_default() += 1;
            }
            if r.status == 429 {
                report.rate_limited += 1;
            }
            if matches!(r.status, 401 | 403 | 429) {
                report.invalid_requests += 1;
            }
        }
        report.invalid_per_10_min = report.invalid_requests as f64 * 600.0 / window_s;
        // From the first lobby to the end (whole games with `one_game_each`).
        for r in &requests[requests_at_start.min(requests.len())..] {
            if r.path.starts_with("/api/v10/interactions/")
                || r.path.starts_with("/api/v10/webhooks/")
            {
                report.rest_exempt_all += 1;
            } else {
                report.rest_global_all += 1;
            }
        }
    }
    report.rate_held = report.interactions as f64 / window_s;
    let bot_cpu = (bot_cpu1 - bot_cpu0).as_secs_f64();
    report.bot_cores = bot_cpu / window_s;
    report.driver_cores = (own_cpu1 - own_cpu0).as_secs_f64() / window_s;
    report.bot_cpu_ms_per_interaction = bot_cpu * 1000.0 / report.interactions.max(1) as f64;

    report.errors = std::mem::take(&mut *lock(&run.errors));
    for served in double.served_errors() {
        report.errors.discord_errors += 1;
        report.errors.example(format!(
            "Discord error served: {} -> {} {} {}",
            served.request, served.status, served.code, served.message
        ));
    }
    for bot in &mut bots {
        if !bot.is_running() {
            report.errors.bot_exited += 1;
            report
                .errors
                .example("the bot exited during the run".into());
        }
    }
    let violations = double.violations();
    report.violations = violations.len();
    report.violation_examples = violations.iter().take(10).map(|v| v.to_string()).collect();
    let mut log = String::new();
    for bot in &mut bots {
        bot.kill();
        log += &bot.output();
    }
    drop(cluster);
    if let Some(keep) = std::env::var_os("NANUK_LOAD_KEEP_LOG") {
        // For diagnosis: the bot's whole log (e.g. with --rust-log debug).
        let _ = std::fs::write(keep, &log);
    }
    for line in log.lines() {
        if line.contains(" ERROR ") || line.contains("panicked") {
            report.errors.bot_log_errors += 1;
            report.errors.example(format!("bot log: {line}"));
        } else if line.contains(" WARN ") {
            report.bot_warnings += 1;
        }
    }
    report
}

/// Guilds, channels and players; each table's humans are members of its
/// guild, so the bot knows every name from its GUILD_CREATEs.
fn seat_tables(double: &Double, config: &LoadConfig) -> Vec<Seating> {
    let mut seatings = Vec::with_capacity(config.tables);
    let mut guild = None;
    let shards = config.processes.max(1) as u64;
    for t in 0..config.tables {
        if t % config.tables_per_guild.max(1) == 0 {
            let n = t / config.tables_per_guild.max(1);
            // A guild's shard comes from the time in its id: make guilds
            // until one falls on the next shard in turn (the others stay
            // empty), so the tables are spread over the processes.
            let made = loop {
                let g = double.create_guild(&format!("Load {n}"));
                if (g.0 >> 22) % shards == n as u64 % shards {
                    break g;
                }
                std::thread::sleep(Duration::from_millis(1));
            };
            guild = Some(made);
        }
        let guild = guild.expect("a guild");
        let channel = double.create_text_channel(guild, &format!("table-{t}"));
        let mut users = Vec::new();
        let mut names = Vec::new();
        for h in 0..config.humans {
            let name = format!("t{t}p{h}");
            let user = double.create_user(&name);
            double.add_member(guild, user);
            users.push(user);
            names.push(name);
        }
        seatings.push(Seating {
            guild,
            channel,
            users,
            names,
            ai: config.ai,
        });
    }
    seatings
}

/// Hands each message change to the table it concerns (by its channel or
/// the channel its thread is in, or by the player whose DM it is in).
async fn route_changes(
    mut changes: tokio::sync::mpsc::UnboundedReceiver<MessageChange>,
    seatings: Vec<Seating>,
    inboxes: std::sync::Arc<Vec<Inbox>>,
) {
    let mut by_channel = std::collections::HashMap::new();
    let mut by_user = std::collections::HashMap::new();
    for (i, s) in seatings.iter().enumerate() {
        by_channel.insert(s.channel, i);
        for u in &s.users {
            by_user.insert(*u, i);
        }
    }
    while let Some(change) = changes.recv().await {
        let table = match change.dm_of {
            Some(user) => by_user.get(&user),
            None => by_channel.get(&change.thread_of.unwrap_or(change.channel)),
        };
        if let Some(&i) = table {
            inboxes[i].push(change);
        }
    }
}

/// "POST dm message", "PATCH channel message", "POST users/@me/channels"...:
/// what a global-bound request did, for the report's breakdown.
fn request_kind(double: &Double, r: &RequestRecord) -> String {
    let method = r.method.as_str();
    let rest = r.path.trim_start_matches("/api/v10/");
    let parts: Vec<&str> = rest.split('/').collect();
    match parts.as_slice() {
        ["channels", _, "messages", _, "threads"] => format!("{method} thread"),
        ["channels", id, "messages", ..] => {
            let place = match id.parse::<u64>() {
                Ok(id) if double.guild_of(ChannelId(id)).is_none() => "dm",
                _ => "channel",
            };
            // A DM message by the decision its controls offer (the
            // verbs' meanings: src/discord/ids.rs).
            match (
                place,
                r.verbs.split(',').find(|v| !matches!(*v, "back" | "hand")),
            ) {
                ("dm", Some(verb)) if method == "POST" && !verb.is_empty() => {
                    format!("{method} {place} message [{verb}]")
                }
                _ => format!("{method} {place} message"),
            }
        }
        _ => {
            let shape: Vec<&str> = parts
                .iter()
                .map(|p| if p.parse::<u64>().is_ok() { "{id}" } else { p })
                .collect();
            format!("{method} {}", shape.join("/"))
        }
    }
}
