//! `nanuk verify`

use std::process::ExitCode;

pub async fn run(database_url: &str) -> anyhow::Result<ExitCode> {
    let service = super::open_service(database_url).await?;
    let report = service.verify_all().await?;
    for (game, reason) in &report.failed {
        println!("game {game}: {reason}");
    }
    println!(
        "{} games checked, {} differ",
        report.checked,
        report.failed.len()
    );
    Ok(if report.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
