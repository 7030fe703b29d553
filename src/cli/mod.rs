//! Command-line interface: one module per subcommand.

mod backup;
mod crash_worker;
mod export;
mod migrate;
mod ratings;
mod simulate;
mod verify;

use clap::{Parser, Subcommand};
use nanuk::store::DEFAULT_DATABASE_URL;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "nanuk", version, about = "Nanuk for Discord")]
pub struct Cli {
    /// The database (created if missing).
    #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL, global = true)]
    pub database_url: String,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay every stored game from its seed and compare it with the
    /// stored state; exits non-zero if any differs.
    Verify,
    /// Write a game's JSON record (see docs/game-record.md).
    Export(export::Args),
    /// Player ratings: `nanuk ratings rebuild`.
    #[command(subcommand)]
    Ratings(ratings::Command),
    /// Copy a SQLite database into an empty PostgreSQL database (ids
    /// kept, one transaction), print the rows copied per table, then check
    /// every game on the target as `verify` does (non-zero exit if any
    /// differs). Stop the bot first: rows written during the copy would
    /// be left behind.
    MigrateDb(migrate::Args),
    /// Write a consistent copy of the live SQLite database to FILE (which
    /// must not exist) while the bot runs, flush it to disk and check it
    /// as `verify` does. For PostgreSQL, use pg_dump (docs/deploy.md).
    Backup(backup::BackupArgs),
    /// Put a backup in place of the SQLite database (stop the bot first):
    /// the backup is checked, and the database in place is kept aside as
    /// `<file>.before-restore-<time>`. Refuses files that are not Nanuk
    /// databases or come from a newer version.
    Restore(backup::RestoreArgs),
    /// Play AI-vs-AI and AI-vs-random games and print the figures.
    Simulate(simulate::Args),
    /// Test support: plays games through the service and prints each
    /// acknowledged action (the crash test kills it at random).
    #[command(hide = true)]
    CrashWorker(crash_worker::Args),
}

pub async fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        None => run_bot(&cli.database_url).await,
        Some(Command::Verify) => verify::run(&cli.database_url).await,
        Some(Command::Export(args)) => export::run(&cli.database_url, args).await,
        Some(Command::Ratings(cmd)) => ratings::run(&cli.database_url, cmd).await,
        Some(Command::MigrateDb(args)) => migrate::run(args).await,
        Some(Command::Backup(args)) => backup::backup(&cli.database_url, args).await,
        Some(Command::Restore(args)) => backup::restore(&cli.database_url, args).await,
        Some(Command::Simulate(args)) => simulate::run(args),
        Some(Command::CrashWorker(args)) => crash_worker::run(&cli.database_url, args).await,
    }
}

/// The game service on `database_url`, or the one sentence that says why
/// the database cannot be used (not a player's "try again").
async fn open_service(database_url: &str) -> anyhow::Result<nanuk::service::GameService> {
    use nanuk::service::{GameService, ServiceError};
    use nanuk::store::StoreError;
    match GameService::open(database_url).await {
        Ok(service) => Ok(service),
        Err(ServiceError::Store(StoreError::Unusable(sentence))) => anyhow::bail!(sentence),
        Err(e) => Err(e.into()),
    }
}

/// The Discord bot: settings from the environment (and `.env`), the
/// database from `--database-url` / `DATABASE_URL`.
async fn run_bot(database_url: &str) -> anyhow::Result<ExitCode> {
    let mut config = nanuk::config::Config::from_env()?;
    config.database_url = database_url.to_string();
    nanuk::discord::app::run(config).await?;
    Ok(ExitCode::SUCCESS)
}
