//! Engine benchmarks: applying actions, whole random-play and AI games,
//! scoring a pile, one AI decision. Run with `cargo bench --bench engine`.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use nanuk::engine::scoring::score_pile;
use nanuk::engine::{Action, Card, Game, GameRng, Seat, SeatView, Settings, ai};
use nanuk::sim::{Player, play, random_action};
use std::hint::black_box;

const SIX: Settings = Settings {
    seats: 6,
    seasons: 1,
    sides: nanuk::engine::SidesRule::Secret,
};

/// The actions of one random-play game.
fn random_game_actions(seed: u64) -> Vec<(Seat, Action)> {
    let (mut game, _) = Game::start(SIX, seed).expect("valid");
    let mut rng = GameRng::from_seed_u64(!seed);
    let mut actions = Vec::new();
    while !game.is_over() {
        let seat = game.waiting_for()[0];
        let action = random_action(&game, seat, &mut rng).expect("due");
        game.apply(seat, &action).expect("legal");
        actions.push((seat, action));
    }
    actions
}

fn apply_actions(c: &mut Criterion) {
    let actions = random_game_actions(7);
    let mut group = c.benchmark_group("apply");
    group.throughput(Throughput::Elements(actions.len() as u64));
    group.bench_function("random_game_replay_6_seats", |b| {
        b.iter(|| {
            let (mut game, _) = Game::start(SIX, 7).expect("valid");
            let mut events = Vec::new();
            for (seat, action) in &actions {
                events.clear();
                game.apply_into(*seat, action, &mut events).expect("legal");
            }
            black_box(game)
        })
    });
    group.finish();
}

fn whole_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_6_seats");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    let random = [Player::Random; 6];
    group.bench_function("random_play", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = GameRng::from_seed_u64(!seed);
            black_box(play(SIX, seed, &random, &mut rng, |_| {}))
        })
    });
    let ais = [Player::Ai; 6];
    group.bench_function("ai_play", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = GameRng::from_seed_u64(!seed);
            black_box(play(SIX, seed, &ais, &mut rng, |_| {}))
        })
    });
    group.finish();
}

/// Score piles as they end AI games: 0 to ~40 cards.
fn end_piles() -> Vec<Vec<Card>> {
    let ais = [Player::Ai; 6];
    let mut rng = GameRng::from_seed_u64(0);
    let mut piles = Vec::new();
    for seed in 0..20 {
        let game = play(SIX, seed, &ais, &mut rng, |_| {});
        piles.extend(game.public_view().seats.into_iter().map(|s| s.pile));
    }
    piles
}

fn scoring(c: &mut Criterion) {
    let piles = end_piles();
    let cards: usize = piles.iter().map(Vec::len).sum();
    let mut group = c.benchmark_group("scoring");
    group.throughput(Throughput::Elements(piles.len() as u64));
    group.bench_function(
        format!(
            "score_pile_{}_piles_avg_{}_cards",
            piles.len(),
            cards / piles.len()
        ),
        |b| {
            b.iter(|| {
                for pile in &piles {
                    black_box(score_pile(black_box(pile)));
                }
            })
        },
    );
    group.finish();
}

/// Every view an AI seat decided from in a few AI games, by kind.
fn ai_views() -> Vec<(&'static str, Vec<SeatView>)> {
    let mut kinds: Vec<(&'static str, Vec<SeatView>)> =
        ["boast", "side", "ante", "contribute", "pick"]
            .into_iter()
            .map(|k| (k, Vec::new()))
            .collect();
    for seed in 0..10 {
        let (mut game, _) = Game::start(SIX, seed).expect("valid");
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let view = game.seat_view(seat);
            let action = ai::decide(&view).expect("due");
            let kind = match action {
                Action::Boast(_) | Action::Doom => 0,
                Action::Side(_) => 1,
                Action::Ante(_) => 2,
                Action::Contribute(_) => 3,
                Action::Pick(_) => 4,
            };
            kinds[kind].1.push(view);
            game.apply(seat, &action).expect("legal");
        }
    }
    kinds
}

fn ai_decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("ai_decide");
    for (kind, views) in ai_views() {
        group.throughput(Throughput::Elements(views.len() as u64));
        group.bench_function(format!("{kind}_{}_views", views.len()), |b| {
            b.iter_batched_ref(
                || (),
                |_| {
                    for view in &views {
                        black_box(ai::decide(black_box(view)));
                    }
                },
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, apply_actions, whole_games, scoring, ai_decisions);
criterion_main!(benches);
