//! `nanuk migrate-db --from sqlite://... --to postgres://...`

use nanuk::store::{BackendKind, Store, StoreError, redact};
use sqlx::sqlite::SqliteConnectOptions;
use std::process::ExitCode;
use std::str::FromStr;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The SQLite database to copy (left unchanged, apart from its schema
    /// being brought up to date).
    #[arg(long)]
    pub from: String,
    /// The PostgreSQL database to copy into: it must exist and hold no
    /// games (its tables are created or brought up to date on open).
    #[arg(long)]
    pub to: String,
}

pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    if BackendKind::of_url(&args.from) != BackendKind::Sqlite
        || BackendKind::of_url(&args.to) != BackendKind::Postgres
    {
        anyhow::bail!(
            "migrate-db copies a SQLite database into PostgreSQL: give --from sqlite://... and --to postgres://..."
        );
    }
    // Opening a SQLite URL creates the file: a mistyped path must not
    // "migrate" a new, empty database.
    let path = SqliteConnectOptions::from_str(&args.from)
        .map_err(|_| anyhow::anyhow!("--from is not a SQLite URL: {}", redact(&args.from)))?
        .get_filename()
        .to_path_buf();
    if !path.is_file() {
        anyhow::bail!("There is no SQLite database at {}.", path.display());
    }
    println!("copying {} into {}", redact(&args.from), redact(&args.to));
    let source = open(&args.from).await?;
    let target = open(&args.to).await?;
    let copied = source.copy_into(&target).await.map_err(sentence)?;
    for (table, rows) in &copied {
        println!("{table}: {rows} rows");
    }
    source.close().await;
    target.close().await;
    println!("checking every game on the target:");
    super::verify::run(&args.to).await
}

async fn open(url: &str) -> anyhow::Result<Store> {
    Store::open(url).await.map_err(sentence)
}

/// A refusal's sentence as it is; other errors with what they are.
fn sentence(e: StoreError) -> anyhow::Error {
    match e {
        StoreError::Unusable(sentence) => anyhow::anyhow!(sentence),
        e => anyhow::anyhow!("the copy failed, nothing was written to the target: {e}"),
    }
}
