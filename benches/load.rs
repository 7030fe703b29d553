//! The bot under load: the real `nanuk` binary (build it in release; this
//! bench target is) against the Discord double, many games at once at a
//! set rate of interactions. See `tests/support/load` for what a run does
//! and docs/PERFORMANCE.md ("Under load") for the figures.
//!
//! ```text
//! cargo bench --bench load -- --tables 1000 --rate 200 --window 60
//! cargo bench --bench load -- --tables 50 --human-pace 3-10 --discord-limits --window 60
//! ```
//!
//! Prints a table of figures (`--json`: one JSON object instead) and exits
//! non-zero if anything went wrong (errors or contract violations); the
//! timings are for reading, not for failing.
//!
//! For diagnosis: `NANUK_LOAD_KEEP_LOG=FILE` keeps the bot's log (with
//! `--rust-log info,nanuk::discord::answer=debug` it times every answer),
//! and `NANUK_LOAD_DEBUG=1` lists the window's slow next prompts by time.

#[path = "../tests/support/mod.rs"]
mod support;

use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use support::load::{LoadConfig, run};

#[derive(Parser, Debug)]
#[command(about = "Drive the real bot through the Discord double and report")]
struct Args {
    /// Games running at once (one per table, in its own channel).
    #[arg(long, env = "NANUK_LOAD_TABLES", default_value_t = 1000)]
    tables: usize,
    /// Tables per guild.
    #[arg(long, env = "NANUK_LOAD_TABLES_PER_GUILD", default_value_t = 20)]
    tables_per_guild: usize,
    /// Human seats per game.
    #[arg(long, env = "NANUK_LOAD_HUMANS", default_value_t = 4)]
    humans: usize,
    /// AI seats per game.
    #[arg(long, env = "NANUK_LOAD_AI", default_value_t = 1)]
    ai: usize,
    /// Interactions per second over all tables.
    #[arg(long, env = "NANUK_LOAD_RATE", default_value_t = 200.0)]
    rate: f64,
    /// Seconds measured once every table has a game running.
    #[arg(long, env = "NANUK_LOAD_WINDOW", default_value_t = 60)]
    window: u64,
    /// Upper bound on the whole run, in seconds.
    #[arg(long, env = "NANUK_LOAD_MAX_TIME", default_value_t = 900)]
    max_time: u64,
    /// Directory for the databases (default: the system's temporary one).
    #[arg(long, env = "NANUK_BENCH_DIR")]
    dir: Option<std::path::PathBuf>,
    /// The bot's RUST_LOG.
    #[arg(long, default_value = "info")]
    rust_log: String,
    /// The bot binary (default: the `nanuk` this bench was built with).
    #[arg(long, env = "NANUK_LOAD_BOT")]
    bot: Option<std::path::PathBuf>,
    /// The double enforces Discord's rate limits (and the bot keeps its
    /// default NANUK_GLOBAL_RATE); without it the bot may spend 10,000/s.
    #[arg(long)]
    discord_limits: bool,
    /// Human pace: each table makes one decision every MIN to MAX seconds
    /// (e.g. `3-10`) instead of --rate over all tables.
    #[arg(long, value_name = "MIN-MAX")]
    human_pace: Option<String>,
    /// The bot on a throwaway PostgreSQL server (durable) instead of SQLite.
    #[arg(long, env = "NANUK_LOAD_POSTGRES")]
    postgres: bool,
    /// Bot processes, process i running shard i of N, on one PostgreSQL
    /// (more than 1 implies --postgres); each takes 1/N of the REST budget.
    #[arg(long, env = "NANUK_LOAD_PROCESSES", default_value_t = 1)]
    processes: usize,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
    /// Passed by `cargo bench`; ignored.
    #[arg(long, hide = true)]
    bench: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let bot = args
        .bot
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_nanuk").into());
    let mut config = LoadConfig::new(bot);
    config.tables = args.tables;
    config.tables_per_guild = args.tables_per_guild;
    config.humans = args.humans;
    config.ai = args.ai;
    config.rate = args.rate;
    config.window = Duration::from_secs(args.window);
    config.max_time = Duration::from_secs(args.max_time);
    config.dir = args.dir;
    config.rust_log = args.rust_log;
    config.discord_limits = args.discord_limits;
    config.postgres = args.postgres;
    config.processes = args.processes;
    if let Some(pace) = &args.human_pace {
        let parsed = pace
            .split_once('-')
            .and_then(|(a, b)| Some((a.trim().parse::<f64>().ok()?, b.trim().parse::<f64>().ok()?)))
            .filter(|(a, b)| *a > 0.0 && a <= b);
        let Some((least, most)) = parsed else {
            eprintln!("--human-pace takes MIN-MAX seconds, e.g. 3-10, not {pace:?}");
            return ExitCode::FAILURE;
        };
        config.human_pace = Some((
            Duration::from_secs_f64(least),
            Duration::from_secs_f64(most),
        ));
        // The tables pace themselves; the shared pacer only spreads the
        // lobby presses.
        config.rate = config.rate.max(50.0);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let report = runtime.block_on(run(&config));
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).expect("the report serialises")
        );
    } else {
        print!("{}", report.table());
    }
    if report.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
