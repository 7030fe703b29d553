//! `nanuk export GAME_ID [--out FILE]`

use anyhow::Context;
use nanuk::service::GameId;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game's id (as shown by the bot, e.g. 42).
    pub game: GameId,
    /// Write here instead of standard output.
    #[arg(long, short)]
    pub out: Option<PathBuf>,
}

pub async fn run(database_url: &str, args: Args) -> anyhow::Result<ExitCode> {
    let service = super::open_service(database_url).await?;
    let json = service.record_json(args.game).await?;
    match args.out {
        Some(path) => tokio::fs::write(&path, json + "\n")
            .await
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => println!("{json}"),
    }
    Ok(ExitCode::SUCCESS)
}
