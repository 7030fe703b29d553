//! Rendering cost per language: every board and every hand drawn along 8-seat
//! random games, in each catalogue, timed one by one (p50 / p99 / max per
//! language and screen, printed first), then criterion's estimate of one
//! mid-game board and hand per language. Run with
//! `cargo bench --bench render`. Figures go to docs/PERFORMANCE.md.

use criterion::Criterion;
use nanuk::discord::render::Names;
use nanuk::discord::render::board::{BoardContext, board};
use nanuk::discord::render::hand::{HandContext, hand};
use nanuk::discord::text::Locale;
use nanuk::engine::{Game, GameRng, Seat, Settings, SidesRule};
use nanuk::service::LastAct;
use nanuk::service::journal::Journal;
use nanuk::sim::random_action;
use std::hint::black_box;
use std::time::{Duration, Instant};

const GAMES: u64 = 12;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    percentiles();
    let mut c = Criterion::default().configure_from_args();
    criterion_per_language(&mut c);
    c.final_summary();
}

/// One mid-game state (a hunt under way) of an 8-seat game.
fn mid_game() -> Game {
    let settings = Settings {
        seats: 8,
        seasons: 1,
        sides: SidesRule::Secret,
    };
    let (mut game, _) = Game::start(settings, 3).expect("valid");
    let mut rng = GameRng::from_seed_u64(3);
    for _ in 0..40 {
        let seat = game.waiting_for()[0];
        let action = random_action(&game, seat, &mut rng).expect("due");
        game.apply(seat, &action).expect("legal");
    }
    game
}

fn names(seats: u8) -> Names {
    Names {
        names: (0..seats)
            .map(|i| format!("Stormcaller of the North {i:02}"))
            .collect(),
        users: (0..seats).map(|i| Some(1_000 + u64::from(i))).collect(),
    }
}

fn criterion_per_language(c: &mut Criterion) {
    let game = mid_game();
    let names = names(8);
    let notes: Vec<String> = Vec::new();
    let start = Game::start(
        Settings {
            seats: 8,
            seasons: 1,
            sides: SidesRule::Secret,
        },
        3,
    )
    .expect("valid")
    .1;
    let recap = Journal::new(8, &start).recap(Seat(0));
    let view = game.public_view();
    let own = game.seat_view(game.waiting_for()[0]);
    let mut group = c.benchmark_group("render");
    for &l in Locale::ALL {
        group.bench_function(format!("board_8_seats/{}", l.code()), |b| {
            let ctx = BoardContext {
                l,
                game: nanuk::store::GameId(1),
                names: &names,
                pick_token: 1,
                version: 1,
                notes: &notes,
                practice: false,
            };
            b.iter(|| black_box(board(&ctx, &view)))
        });
        group.bench_function(format!("hand/{}", l.code()), |b| {
            let ctx = HandContext {
                l,
                game: nanuk::store::GameId(1),
                names: &names,
                token: 1,
                location: "#nanuk in Arctic Club",
                board: Some("https://discord.com/channels/1/2/3"),
                draft: None,
                contribution: None,
                recap: &recap,
                clock: None,
            };
            b.iter(|| black_box(hand(&ctx, &own)))
        });
    }
    group.finish();
}

fn percentiles() {
    let seats = 8u8;
    let names = names(seats);
    let notes: Vec<String> = Vec::new();
    println!("language  screen  renders      p50      p99      max");
    for &l in Locale::ALL {
        let (mut boards, mut hands) = (Vec::new(), Vec::new());
        for seed in 0..GAMES {
            let settings = Settings {
                seats,
                seasons: 1,
                sides: SidesRule::Secret,
            };
            let (mut game, start) = Game::start(settings, seed).expect("valid");
            let mut journal = Journal::new(seats.into(), &start);
            let mut rng = GameRng::from_seed_u64(!seed);
            while !game.is_over() {
                let ctx = BoardContext {
                    l,
                    game: nanuk::store::GameId(1),
                    names: &names,
                    pick_token: 1,
                    version: 1,
                    notes: &notes,
                    practice: false,
                };
                let view = game.public_view();
                let t = Instant::now();
                black_box(board(&ctx, &view));
                boards.push(t.elapsed());
                let seat = game.waiting_for()[0];
                let own = game.seat_view(seat);
                let recap = journal.recap(seat);
                let ctx = HandContext {
                    l,
                    game: nanuk::store::GameId(1),
                    names: &names,
                    token: 1,
                    location: "#nanuk in Arctic Club",
                    board: Some("https://discord.com/channels/1/2/3"),
                    draft: None,
                    contribution: None,
                    recap: &recap,
                    clock: None,
                };
                let t = Instant::now();
                black_box(hand(&ctx, &own));
                hands.push(t.elapsed());
                let action = random_action(&game, seat, &mut rng).expect("due");
                let (season, round) = (view.season, view.round);
                let events = game.apply(seat, &action).expect("legal");
                let last = LastAct {
                    action,
                    by: nanuk::store::ActorKind::Player,
                    season,
                    round,
                };
                journal.note(seat, last, &events);
            }
        }
        for (what, mut times) in [("board", boards), ("hand", hands)] {
            times.sort();
            println!(
                "{:<9} {:<6} {:>8} {:>8.3?} {:>8.3?} {:>8.3?}",
                l.code(),
                what,
                times.len(),
                percentile(&times, 0.5),
                percentile(&times, 0.99),
                times[times.len() - 1]
            );
        }
    }
}
