//! `nanuk crash-worker` (hidden): plays games through the service on a
//! database and prints `ACK <game> <interaction>` after every acknowledged
//! (committed) action. The crash test kills it at random points, restarts
//! it, and checks that every acknowledged action is still stored. It
//! resumes whatever it finds and prints `DONE` when every game is over.

use nanuk::engine::Action;
use nanuk::engine::SidesRule;
use nanuk::service::{
    Actor, Controller, GameId, GameOptions, GameService, GameStatus, ServiceError,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Games to play (in channels 1000, 1001, ...).
    #[arg(long, default_value_t = 4)]
    pub games: u64,
    /// Human seats per game (plus one AI seat).
    #[arg(long, default_value_t = 5)]
    pub humans: u64,
    /// Seasons per game.
    #[arg(long, default_value_t = 1)]
    pub seasons: u8,
}

const GUILD: u64 = 1;

fn channel(g: u64) -> u64 {
    1000 + g
}

fn user(g: u64, k: u64) -> Actor {
    let id = g * 100 + k + 1;
    Actor::new(id, format!("P{id}"))
}

pub async fn run(database_url: &str, args: Args) -> anyhow::Result<ExitCode> {
    let service = super::open_service(database_url).await?;
    let mut rng = StdRng::from_os_rng();
    for g in 0..args.games {
        set_up(&service, g, &args).await?;
    }
    loop {
        let mut running: Vec<GameId> = Vec::new();
        for g in 0..args.games {
            if let Some(info) = service.game_in_channel(channel(g)).await? {
                running.push(info.id);
            }
        }
        if running.is_empty() {
            println!("DONE");
            return Ok(ExitCode::SUCCESS);
        }
        for id in running {
            let table = service.table(id).await?;
            for s in table.seats.iter().filter(|s| s.waiting) {
                let (Some(user), Controller::Human) = (s.user, s.controller) else {
                    continue;
                };
                let pv = service.player_view(id, user).await?;
                let Some(choice) = pv.view.as_ref().and_then(|v| v.choice.clone()) else {
                    continue;
                };
                let action: Action = match choice.nth(rng.random_range(0..choice.len())) {
                    Some(a) => a,
                    None => continue,
                };
                let interaction: u64 = rng.random::<u64>() >> 1;
                match service
                    .act(id, user, action, Some(pv.token()), Some(interaction))
                    .await
                {
                    Ok(outcome) => println!("ACK {id} {interaction} {}", outcome.version),
                    Err(ServiceError::Stale { .. } | ServiceError::GameOver) => {}
                    Err(e) => return Err(e.into()),
                }
            }
        }
    }
}

/// Opens, fills and starts game `g` unless that has been done (resumes a
/// half-done set-up after a kill).
async fn set_up(service: &GameService, g: u64, args: &Args) -> anyhow::Result<()> {
    let games = service.games_in_channel(channel(g)).await?;
    let id = match games.last() {
        Some((_, GameStatus::Running | GameStatus::Over | GameStatus::Cancelled)) => return Ok(()),
        Some((id, GameStatus::Lobby)) => *id,
        None => {
            let options = GameOptions {
                sides: if g.is_multiple_of(2) {
                    SidesRule::Secret
                } else {
                    SidesRule::Sequential
                },
                seasons: args.seasons,
                ..GameOptions::default()
            };
            service
                .create_lobby(GUILD, channel(g), &user(g, 0), options)
                .await?
                .game
        }
    };
    let table = service.table(id).await?;
    for k in 1..args.humans {
        let actor = user(g, k);
        if !table.seats.iter().any(|s| s.user == Some(actor.user)) {
            service.join(id, &actor).await?;
        }
    }
    if !table.seats.iter().any(|s| s.controller == Controller::Ai) {
        service.add_ai(id, &user(g, 0)).await?;
    }
    service.start(id, &user(g, 0)).await?;
    Ok(())
}
