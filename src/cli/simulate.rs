//! `nanuk simulate`: AI-vs-AI and AI-vs-random games, with the figures a
//! game designer wants; with `--lineup`, a tournament between AI levels.

use anyhow::bail;
use clap::value_parser;
use nanuk::engine::ai::Budget;
use nanuk::engine::seat::{MAX_SEASONS, MAX_SEATS, MIN_SEATS};
use nanuk::engine::{Settings, SidesRule};
use nanuk::sim;
use std::io::{self, Write};
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Games in each batch (AI vs AI, then 1 AI vs random seats).
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Seats at the table, 5 to 8 (with `--lineup`: one per level listed).
    #[arg(long, default_value_t = 6, value_parser = value_parser!(u8).range(i64::from(MIN_SEATS)..=i64::from(MAX_SEATS)))]
    seats: u8,
    /// Seed of the whole run: the same seed gives the same figures.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seasons per game (season scores add up).
    #[arg(long, default_value_t = 1, value_parser = value_parser!(u8).range(1..=i64::from(MAX_SEASONS)))]
    seasons: u8,
    /// Use the optional rule: sides chosen in turn, in public.
    #[arg(long)]
    sequential: bool,
    /// Print the figures as one JSON object.
    #[arg(long)]
    json: bool,
    /// A tournament instead: one AI level per seat, comma-separated
    /// (easy, normal, strong), e.g. strong,normal,normal,normal,normal,normal.
    /// Test styles, never offered in Discord, may sit too: reckless,
    /// cautious, noisy (normal with a share of random moves), bold
    /// (normal that raises where it would narrowly doom).
    /// The seats rotate through the table's positions game by game.
    #[arg(long, value_delimiter = ',')]
    lineup: Option<Vec<sim::Entrant>>,
    /// A round robin instead: each of `--entrants` alone against
    /// `--seats` - 1 seats of each other, `--games` games per pairing; prints
    /// the table of win shares with 95 % intervals.
    #[arg(long, conflicts_with = "lineup")]
    round_robin: bool,
    /// The levels and test styles of `--round-robin`.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "strong,normal,easy,reckless,cautious,noisy"
    )]
    entrants: Vec<sim::Entrant>,
    /// The strong AI's sampled deals per decision.
    #[arg(long, default_value_t = Budget::default().iterations)]
    strong_iterations: u32,
    /// The strong AI takes the normal AI's boast or doom instead of
    /// searching it.
    #[arg(long)]
    strong_heuristic_boasts: bool,
    /// Raises the strong AI weighs at a boasting turn (besides doom).
    #[arg(long, default_value_t = Budget::default().boast_candidates)]
    strong_boast_candidates: usize,
    /// The strong AI takes the normal AI's side instead of searching it
    /// (for measuring what the search of each decision is worth).
    #[arg(long)]
    strong_heuristic_sides: bool,
    /// The strong AI takes the normal AI's contribution instead of
    /// searching it.
    #[arg(long)]
    strong_heuristic_contributions: bool,
    /// The strong AI takes the normal AI's reward pick instead of
    /// searching it.
    #[arg(long)]
    strong_heuristic_picks: bool,
    /// The strong AI's rollouts play a seat it believes plays the normal
    /// level as the normal level, not the bolder stand-in (for measuring
    /// what the stand-in is worth).
    #[arg(long)]
    strong_plain_normal: bool,
    /// Points of margin per sampled deal by which the strong AI's searched
    /// side must beat the normal AI's side to be taken.
    #[arg(long, default_value_t = Budget::default().side_margin)]
    strong_side_margin: f64,
    /// The strong AI expects every other seat to join hunts at even odds,
    /// as the normal AI does, instead of reading each seat's sides so far.
    #[arg(long)]
    strong_even_joins: bool,
    /// Experiment (off by default): the strong AI's sampled games fit each
    /// other seat's side to how often the seat has joined hunts so far.
    #[arg(long)]
    strong_fit_sides: bool,
    /// Experiment (off by default): the strong AI's sampled games redeal a
    /// seat's hand until its modelled style would have taken its side.
    #[arg(long)]
    strong_consistent_hands: bool,
    /// The strong AI searches its side only while the other seats have
    /// joined at least this share of their hunts so far (0: always).
    #[arg(long, default_value_t = Budget::default().search_sides_from)]
    strong_search_sides_from: f64,
    /// Experiment (off by default): in the rollouts of the strong AI's
    /// side, each other seat believed normal searches its own side.
    #[arg(long)]
    strong_others_search_sides: bool,
    /// The strong AI's wall-clock cap per decision, in milliseconds.
    #[arg(long, default_value_t = Budget::default().time_cap.as_millis() as u64)]
    strong_cap_ms: u64,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if let Some(lineup) = &args.lineup {
        return run_tournament(&args, lineup);
    }
    if args.round_robin {
        return run_round_robin(&args);
    }
    let config = sim::Config {
        games: args.games,
        seats: args.seats,
        seed: args.seed,
        seasons: args.seasons,
        sides: if args.sequential {
            SidesRule::Sequential
        } else {
            SidesRule::Secret
        },
    };
    let report = sim::run(&config);
    let text = if args.json {
        format!("{}\n", serde_json::to_string(&report)?)
    } else {
        report.to_string()
    };
    print(&text)
}

fn run_tournament(args: &Args, lineup: &[sim::Entrant]) -> anyhow::Result<ExitCode> {
    let seats = lineup.len();
    if !(usize::from(MIN_SEATS)..=usize::from(MAX_SEATS)).contains(&seats) {
        bail!("a lineup names one level per seat: {MIN_SEATS} to {MAX_SEATS} levels, not {seats}");
    }
    let report = sim::tournament(
        settings(args, seats as u8),
        lineup,
        args.games,
        args.seed,
        &budget(args),
    );
    let text = if args.json {
        format!("{}\n", serde_json::to_string(&report)?)
    } else {
        report.to_string()
    };
    print(&text)
}

fn run_round_robin(args: &Args) -> anyhow::Result<ExitCode> {
    if args.entrants.len() < 2 {
        bail!("a round robin needs at least two entrants");
    }
    let report = sim::round_robin(
        settings(args, args.seats),
        &args.entrants,
        args.games,
        args.seed,
        &budget(args),
    );
    let text = if args.json {
        format!("{}\n", serde_json::to_string(&report)?)
    } else {
        report.to_string()
    };
    print(&text)
}

fn settings(args: &Args, seats: u8) -> Settings {
    Settings {
        seats,
        seasons: args.seasons,
        sides: if args.sequential {
            SidesRule::Sequential
        } else {
            SidesRule::Secret
        },
    }
}

fn budget(args: &Args) -> Budget {
    Budget {
        iterations: args.strong_iterations,
        time_cap: std::time::Duration::from_millis(args.strong_cap_ms),
        boast_candidates: args.strong_boast_candidates,
        search_boasts: !args.strong_heuristic_boasts,
        search_sides: !args.strong_heuristic_sides,
        search_contributions: !args.strong_heuristic_contributions,
        search_picks: !args.strong_heuristic_picks,
        bold_normal: !args.strong_plain_normal,
        side_margin: args.strong_side_margin,
        observed_joins: !args.strong_even_joins,
        fit_sides: args.strong_fit_sides,
        consistent_hands: args.strong_consistent_hands,
        search_sides_from: args.strong_search_sides_from,
        others_search_sides: args.strong_others_search_sides,
    }
}

fn print(text: &str) -> anyhow::Result<ExitCode> {
    // A reader that went away (`| head`) is not an error.
    match io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        result => result?,
    }
    Ok(ExitCode::SUCCESS)
}
