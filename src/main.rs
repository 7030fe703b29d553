//! The `nanuk` binary: with no subcommand it runs the Discord bot; the
//! subcommands are maintenance tools.

mod cli;

use clap::Parser;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    dotenvy::dotenv().ok();
    if let Ok(token) = std::env::var("DISCORD_TOKEN") {
        nanuk::logs::hide(token.trim());
    }
    tracing_subscriber::fmt()
        .with_env_filter(log_filter())
        .with_writer(nanuk::logs::RedactingStderr)
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

fn log_filter() -> tracing_subscriber::EnvFilter {
    nanuk::logs::filter(&std::env::var("RUST_LOG").unwrap_or_default())
}
