//! The `nanuk` binary: with no subcommand it runs the Discord bot; the
//! subcommands are maintenance tools.

mod cli;

use clap::Parser;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    dotenvy::dotenv().ok();
    tracing_subscriber::fmt()
        .with_env_filter(log_filter())
        .with_writer(std::io::stderr)
        // Colours only on a terminal: not in log files or the journal.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let args = cli::Cli::parse();
    match cli::run(args).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("nanuk: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `RUST_LOG` (default `info`), but serenity only at `warn` unless
/// `RUST_LOG` names serenity itself: serenity 0.12 `#[instrument]`s its HTTP
/// calls and gateway event handling at INFO with every argument
/// Debug-formatted (request bodies byte by byte, whole events), which under
/// load cost more CPU than the calls themselves.
fn log_filter() -> tracing_subscriber::EnvFilter {
    let wanted = std::env::var("RUST_LOG").unwrap_or_default();
    let filter = tracing_subscriber::EnvFilter::try_new(&wanted)
        .ok()
        .filter(|_| !wanted.trim().is_empty())
        .unwrap_or_else(|| "info".into());
    if wanted.contains("serenity") {
        return filter;
    }
    filter.add_directive("serenity=warn".parse().expect("a valid log directive"))
}
