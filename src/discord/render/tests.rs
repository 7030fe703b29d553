//! Every screen rendered from any state of random games fits Discord's
//! limits, with the longest names and every seat count.

use super::board::{BoardContext, board};
use super::hand::{HandContext, hand};
use super::{Names, announce};
use crate::discord::screen::Screen;
use crate::engine::{Game, Seat, Settings, SidesRule};

fn names(seats: u8) -> Names {
    Names {
        // 32 characters (Discord's longest display name), markdown included.
        names: (0..seats)
            .map(|i| format!("**_~~Wolverine`|{i}|`Stormcaller~~_**")[..32].to_string())
            .collect(),
        users: (0..seats).map(|i| Some(u64::MAX - u64::from(i))).collect(),
    }
}

#[track_caller]
fn fits(screen: &Screen, what: &str) {
    if let Err(e) = screen.check() {
        panic!("{what} breaks a Discord limit: {e}\n{screen:#?}");
    }
}

#[test]
fn every_screen_of_random_games_fits_discords_limits() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let mut screens = 0;
    for seed in 0..60u64 {
        let seats = 5 + (seed % 4) as u8;
        let settings = Settings {
            seats,
            seasons: 1 + (seed % 3) as u8,
            sides: if seed % 2 == 0 {
                SidesRule::Secret
            } else {
                SidesRule::Sequential
            },
        };
        let names = names(seats);
        let (mut game, _) = Game::start(settings, seed).unwrap();
        let notes = vec!["⏱️ The AI played for someone who timed out.".to_string()];
        loop {
            let ctx = BoardContext {
                game: i64::MAX,
                names: &names,
                pick_token: u64::MAX,
                notes: &notes,
            };
            fits(&board(&ctx, &game.public_view()), "the board");
            for s in 0..seats {
                let view = game.seat_view(Seat(s));
                let ctx = HandContext {
                    game: i64::MAX,
                    names: &names,
                    token: u64::MAX,
                    location: "#a-very-long-channel-name-for-the-arctic in The Frozen North Hunting Society",
                    draft: None,
                    contribution: view.choice.as_ref().map(|_| view.hand.clone()),
                };
                fits(&hand(&ctx, &view), "a hand");
                screens += 1;
            }
            if game.is_over() {
                break;
            }
            let waiting = game.waiting_for();
            let seat = waiting[next(waiting.len())];
            let choice = game.legal(seat).unwrap();
            let action = choice.nth(next(choice.len())).unwrap();
            let events = game.apply(seat, &action).unwrap();
            for line in announce::lines(&names, &events) {
                assert!(line.chars().count() <= 2000, "{line}");
            }
        }
    }
    assert!(screens > 10_000, "{screens} screens checked");
}
