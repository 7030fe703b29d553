//! The `nanuk` binary: with no subcommand it runs the Discord bot; the
//! subcommands are maintenance tools.

mod cli;

use clap::Parser;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    dotenvy::dotenv().ok();
    nanuk::logs::hide(secrets().iter().map(String::as_str));
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
            let said = format!("{e:#}");
            eprintln!("nanuk: {}", nanuk::logs::redact(&said));
            ExitCode::FAILURE
        }
    }
}

fn log_filter() -> tracing_subscriber::EnvFilter {
    nanuk::logs::filter(&std::env::var("RUST_LOG").unwrap_or_default())
}

/// What no line this process writes may show: the token, and the password
/// of any database URL it was given (`DATABASE_URL`, `--database-url`,
/// `migrate-db --from/--to`, `PGPASSWORD`), in each of its spellings.
fn secrets() -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(token) = std::env::var("DISCORD_TOKEN") {
        out.push(token.trim().to_string());
    }
    if let Ok(password) = std::env::var("PGPASSWORD") {
        out.push(password);
    }
    let urls = std::env::var("DATABASE_URL")
        .into_iter()
        .chain(std::env::args());
    for url in urls.filter(|a| a.contains("://")) {
        // `--to=postgres://...` as well as `--to postgres://...`.
        let url = url
            .split_once('=')
            .filter(|(flag, _)| flag.starts_with("--"))
            .map_or(url.as_str(), |(_, u)| u);
        out.extend(nanuk::store::secrets(url));
    }
    out
}
