//! `nanuk backup <FILE>` and `nanuk restore <FILE>` (issue 28).

use nanuk::service::backup::{self, OpsError};
use nanuk::store::BackendKind;
use sqlx::sqlite::SqliteConnectOptions;
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;

#[derive(clap::Args, Debug)]
pub struct BackupArgs {
    /// Where to write the copy (must not exist).
    pub file: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct RestoreArgs {
    /// A backup written by `nanuk backup` (or any Nanuk SQLite database).
    pub file: PathBuf,
}

/// Writes a checked copy of the live database (the bot may run).
pub async fn backup(database_url: &str, args: BackupArgs) -> anyhow::Result<ExitCode> {
    if BackendKind::of_url(database_url) == BackendKind::Postgres {
        anyhow::bail!(
            "The database is PostgreSQL: back it up with pg_dump (docs/deploy.md shows the commands)."
        );
    }
    // Opening a SQLite URL creates the file: a mistyped path must not
    // back up a new, empty database.
    let database = sqlite_file(database_url)?;
    if !database.is_file() {
        anyhow::bail!("There is no SQLite database at {}.", database.display());
    }
    let service = super::open_service(database_url).await?;
    let report = service.backup(&args.file).await;
    service.store().close().await;
    let report = report.map_err(sentence)?;
    println!(
        "backup written to {} ({} bytes); {} games checked, {} differ",
        report.path.display(),
        report.bytes,
        report.verified.checked,
        report.verified.failed.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// Puts a backup in place of the database (the bot must be stopped).
pub async fn restore(database_url: &str, args: RestoreArgs) -> anyhow::Result<ExitCode> {
    if BackendKind::of_url(database_url) == BackendKind::Postgres {
        anyhow::bail!(
            "The database is PostgreSQL: restore a pg_dump file with pg_restore (docs/deploy.md shows the commands)."
        );
    }
    let database = sqlite_file(database_url)?;
    let report = backup::restore(&database, &args.file)
        .await
        .map_err(sentence)?;
    match &report.kept_aside {
        Some(aside) => println!(
            "the database that was in place is kept as {}",
            aside.display()
        ),
        None => println!("there was no database at {} before", database.display()),
    }
    println!(
        "restored {} to {}; {} games checked, {} differ",
        args.file.display(),
        database.display(),
        report.verified.checked,
        report.verified.failed.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// The SQLite file a URL names.
fn sqlite_file(database_url: &str) -> anyhow::Result<PathBuf> {
    let options = SqliteConnectOptions::from_str(database_url)
        .map_err(|_| anyhow::anyhow!("DATABASE_URL is not a SQLite URL"))?;
    Ok(options.get_filename().to_path_buf())
}

fn sentence(e: OpsError) -> anyhow::Error {
    anyhow::anyhow!(e.0)
}
