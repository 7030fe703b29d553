//! `nanuk ratings rebuild`

use clap::Subcommand;
use std::process::ExitCode;

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Recompute every rating from the stored games, in the order they
    /// finished, and replace the stored ratings with the result.
    Rebuild,
}

pub async fn run(database_url: &str, command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Rebuild => {
            let service = super::open_service(database_url).await?;
            let rated = service.rebuild_ratings().await?;
            println!("ratings rebuilt from {rated} rated games");
            Ok(ExitCode::SUCCESS)
        }
    }
}
