//! `nanuk simulate`: AI-vs-AI and AI-vs-random games, with the figures a
//! game designer wants.

use clap::value_parser;
use nanuk::engine::SidesRule;
use nanuk::engine::seat::{MAX_SEASONS, MAX_SEATS, MIN_SEATS};
use nanuk::sim;
use std::io::{self, Write};
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Games in each batch (AI vs AI, then 1 AI vs random seats).
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Seats at the table, 5 to 8.
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
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
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
    // A reader that went away (`| head`) is not an error.
    match io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        result => result?,
    }
    Ok(ExitCode::SUCCESS)
}
