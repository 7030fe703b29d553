//! A finished table to draw without a database: a game of first-legal
//! moves, for the tests, the bench and `examples/pictures.rs`.

use crate::engine::{Game, Seat, Settings, SidesRule};
use crate::service::{Controller, GameId, GameOptions, GameStatus};
use crate::service::{GameInfo, SeatInfo, TableView};

/// The game played to its end by always taking the first legal move.
pub fn finished_game(seats: u8, seasons: u8, seed: u64) -> Game {
    let settings = Settings {
        seats,
        seasons,
        sides: SidesRule::Secret,
    };
    let (mut game, _) = Game::start(settings, seed).expect("valid sample settings");
    while let Some(&seat) = game.waiting_for().first() {
        let action = game.legal(seat).and_then(|c| c.nth(0)).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    game
}

/// The table of `game` with these seat names; the last seat is an AI.
pub fn table(game: &Game, names: &[&str]) -> TableView {
    let info = GameInfo {
        id: GameId(42),
        guild: 1,
        channel: 2,
        host: Some(100),
        opened_by: 100,
        status: GameStatus::Over,
        options: GameOptions::default(),
        version: 9,
        created_at: 0,
        started_at: Some(0),
        finished_at: Some(1),
    };
    let last = names.len().saturating_sub(1);
    let seats = names
        .iter()
        .enumerate()
        .map(|(i, name)| SeatInfo {
            seat: Seat(i as u8),
            user: (i != last).then_some(100 + i as u64),
            name: (*name).to_string(),
            controller: if i == last {
                Controller::Ai
            } else {
                Controller::Human
            },
            stood_in: false,
            token: 1,
            waiting: false,
            ai_level: None,
            away_until: None,
        })
        .collect();
    TableView {
        info,
        seats,
        public: Some(game.public_view()),
        clocks: Vec::new(),
    }
}

/// The events of every hunt revealed in a first-legal-moves game: each
/// move's events that hold a reveal (the last contribution draws the days).
pub fn hunts(seats: u8, seed: u64) -> Vec<Vec<crate::engine::Event>> {
    let settings = Settings {
        seats,
        seasons: 1,
        sides: SidesRule::Secret,
    };
    let (mut game, _) = Game::start(settings, seed).expect("valid sample settings");
    let mut hunts = Vec::new();
    while let Some(&seat) = game.waiting_for().first() {
        let action = game.legal(seat).and_then(|c| c.nth(0)).expect("a move");
        let events = game.apply(seat, &action).expect("legal");
        if events
            .iter()
            .any(|e| matches!(e, crate::engine::Event::PoolRevealed { .. }))
        {
            hunts.push(events);
        }
    }
    hunts
}
