//! The AI player: legal, blind to hidden state, and sensible.

mod support;

use nanuk::engine::{
    Action, Animal, Boast, Card, Choice, Game, GameRng, Mark, Seat, SeatView, Settings, Side,
    SidesRule, ai,
};
use nanuk::sim;
use support::cards::{BIRD, DEER, DEER2, FISH, SEAL};

/// Games per seat count in the strong opening check (each round's opening
/// is searched once; the rest is played by the normal level).
const STRONG_OPENING_GAMES: u64 = 30;

/// Is `action` one of the actions `choice` offers?
fn offered(choice: &Choice, action: &Action) -> bool {
    match (choice, action) {
        (Choice::Boast { space, .. }, Action::Boast(b)) => space.contains(b),
        (Choice::Boast { may_doom, .. }, Action::Doom) => *may_doom,
        _ => choice.actions().contains(action),
    }
}

/// The first seat the game waits for.
fn due(game: &Game) -> Seat {
    game.waiting_for()[0]
}

#[test]
fn the_ai_always_acts_legally() {
    let mut games = 0;
    let mut ai_actions = 0;
    for seats in 5..=8u8 {
        for sides in [SidesRule::Secret, SidesRule::Sequential] {
            for seasons in 1..=3u8 {
                let settings = Settings {
                    seats,
                    seasons,
                    sides,
                };
                // 1000+ games: mostly one or two AI seats among random
                // ones (cheap, and random seats make odd situations).
                for g in 0..44u64 {
                    let seed = u64::from(seats) << 32 | (g << 8) | u64::from(seasons);
                    let mut rng = GameRng::from_seed_u64(seed ^ 0xA1);
                    let ai_seats = if g % 11 == 0 {
                        seats
                    } else {
                        1 + (g % 2) as u8
                    };
                    let (mut game, _) = Game::start(settings, seed).unwrap();
                    while !game.is_over() {
                        let seat = due(&game);
                        let is_ai = (seat.0 + g as u8) % seats < ai_seats;
                        let action = if is_ai {
                            let view = game.seat_view(seat);
                            let action = ai::decide(&view).expect("a due seat decides");
                            let choice = view.choice.as_ref().unwrap();
                            assert!(offered(choice, &action), "{action:?} not in {choice:?}");
                            ai_actions += 1;
                            action
                        } else {
                            sim::random_action(&game, seat, &mut rng).unwrap()
                        };
                        game.apply(seat, &action)
                            .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
                    }
                    games += 1;
                }
            }
        }
    }
    assert!(
        games >= 1000 && ai_actions > 50_000,
        "{games} games, {ai_actions} AI actions"
    );
}

#[test]
fn the_ai_has_nothing_to_say_when_not_due() {
    let (game, _) = Game::start(Settings::new(6), 3).unwrap();
    let idle = (0..6).map(Seat).find(|&s| !game.is_waiting_for(s)).unwrap();
    assert_eq!(ai::decide(&game.seat_view(idle)), None);
}

/// A copy of `game` in which one card of another seat's hand is swapped
/// with a face-down deck card of another kind: the hidden state differs,
/// `seat`'s view does not.
fn with_other_hidden_cards(game: &Game, seat: Seat) -> Option<Game> {
    let mut json = serde_json::to_value(game).unwrap();
    let face_down = {
        let deck = &json["deck"];
        deck["cards"].as_array().unwrap().len() - deck["face_up"].as_u64().unwrap() as usize
    };
    let hands = json["hands"].as_array().unwrap().clone();
    for (other, hand) in hands.iter().enumerate() {
        if other == seat.index() || hand.as_array().unwrap().is_empty() {
            continue;
        }
        let held = hand[0].clone();
        let swap = (0..face_down).find(|&i| json["deck"]["cards"][i] != held)?;
        let drawn = json["deck"]["cards"][swap].clone();
        json["deck"]["cards"][swap] = held;
        json["hands"][other][0] = drawn;
        return Some(serde_json::from_value(json).unwrap());
    }
    None
}

#[test]
fn the_ai_decides_from_its_view_alone() {
    let mut compared = 0;
    for seed in 0..6 {
        let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
        while !game.is_over() {
            let seat = due(&game);
            let view = game.seat_view(seat);
            let action = ai::decide(&view).unwrap();
            if let Some(twin) = with_other_hidden_cards(&game, seat) {
                assert_ne!(twin, game, "the hidden state must differ");
                let twin_view = twin.seat_view(seat);
                assert_eq!(twin_view, view, "the seat's view must not");
                assert_eq!(ai::decide(&twin_view).as_ref(), Some(&action));
                compared += 1;
            }
            game.apply(seat, &action).unwrap();
        }
    }
    assert!(compared > 500, "only {compared} decisions compared");
}

#[test]
fn the_ai_dooms_an_impossible_boast() {
    let (mut game, _) = Game::start(Settings::new(6), 11).unwrap();
    let opener = due(&game);
    let impossible = Boast::new(27, Animal::Deer, 1).unwrap();
    game.apply(opener, &Action::Boast(impossible)).unwrap();
    let next = due(&game);
    assert_eq!(ai::decide(&game.seat_view(next)), Some(Action::Doom));
    assert!(ai::boast_success_chance(&game.seat_view(next), &impossible) < 1e-9);
}

#[test]
fn the_ai_raises_a_boast_its_hand_supports_rather_than_dooming_it() {
    // Over many deals: when the standing boast is "1 X in 1 day" and the
    // seat holds two or more X, dooming would bet on a likely success
    // failing, so it raises.
    let mut checked = 0;
    for seed in 0..200 {
        let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
        let opener = due(&game);
        let next = game.public_view().wind.next(opener, 6);
        let hand = game.seat_view(next).hand;
        let Some(animal) = Animal::ALL
            .into_iter()
            .find(|&a| hand.iter().map(|c| c.counts_for(a)).sum::<u8>() >= 2)
        else {
            continue;
        };
        let easy = Boast::new(1, animal, 1).unwrap();
        game.apply(opener, &Action::Boast(easy)).unwrap();
        let action = ai::decide(&game.seat_view(next)).unwrap();
        assert!(
            matches!(action, Action::Boast(_)),
            "seed {seed}: {action:?}"
        );
        checked += 1;
    }
    assert!(checked > 20);
}

#[test]
fn the_ai_opens_with_a_modest_boast() {
    // Modest in animals: never more than its hand nearly covers, at odds it
    // rates fair. (It picks long hunts: their pots are big, and AI-vs-AI
    // tournaments favour them; see `plays::RISK_APPETITE`.)
    for seed in 0..200 {
        let (game, _) = Game::start(Settings::new(6), seed).unwrap();
        let view = game.seat_view(due(&game));
        let Some(Action::Boast(boast)) = ai::decide(&view) else {
            panic!("the opener must boast");
        };
        let held: u8 = view.hand.iter().map(|c| c.counts_for(boast.animal)).sum();
        assert!(
            boast.count <= held.max(1) && boast.count <= 3,
            "seed {seed}: {boast} with {:?}",
            view.hand
        );
        assert!(
            ai::boast_success_chance(&view, &boast) >= 0.25,
            "seed {seed}: {boast}"
        );
    }
}

/// A view of some seat in the given phase, from an AI game.
fn view_where(seed: u64, wanted: impl Fn(&Choice) -> bool) -> SeatView {
    let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
    loop {
        let seat = due(&game);
        let view = game.seat_view(seat);
        if wanted(view.choice.as_ref().unwrap()) {
            return view;
        }
        game.apply(seat, &ai::decide(&view).unwrap()).unwrap();
    }
}

#[test]
fn the_ai_picks_the_card_that_completes_a_set() {
    let mut view = view_where(1, |c| matches!(c, Choice::Pick { .. }));
    let me = view.seat.index();
    view.public.seats[me].pile = vec![DEER, SEAL, FISH, FISH];
    view.public.pot = vec![FISH, BIRD];
    view.choice = Some(Choice::Pick {
        options: vec![FISH, BIRD],
    });
    // Bird: a set (3) instead of a pair (1); another Fish adds nothing.
    assert_eq!(ai::decide(&view), Some(Action::Pick(BIRD)));
    assert!(ai::pick_value(&view, BIRD) > ai::pick_value(&view, FISH) + 1.0);

    // And the card that makes a pair over one that does nothing yet.
    view.public.seats[me].pile = vec![SEAL, SEAL, SEAL];
    view.public.pot = vec![DEER, SEAL];
    view.choice = Some(Choice::Pick {
        options: vec![DEER, SEAL],
    });
    assert_eq!(ai::decide(&view), Some(Action::Pick(SEAL)));
}

#[test]
fn the_ai_antes_the_card_that_helps_it_least() {
    let mut view = view_where(2, |c| matches!(c, Choice::Ante { .. }));
    for (hand, useless) in [
        (vec![DEER2, FISH, Card::Inuksuk], FISH),
        (vec![SEAL, SEAL, BIRD], BIRD),
        (vec![DEER, FISH, FISH], DEER),
    ] {
        let mut options = hand.clone();
        options.sort();
        options.dedup();
        view.hand = hand.clone();
        view.choice = Some(Choice::Ante { options });
        assert_eq!(ai::decide(&view), Some(Action::Ante(useless)), "{hand:?}");
    }
}

#[test]
fn a_hunter_puts_in_the_target_animals() {
    let mut view = view_where(4, |c| matches!(c, Choice::Contribute { .. }));
    let animal = view.public.hunt.as_ref().unwrap().target.animal;
    let target = Card::Animal(animal, Mark::Plain);
    let other = Card::Animal(
        Animal::ALL.into_iter().find(|&a| a != animal).unwrap(),
        Mark::Plain,
    );
    view.hand = vec![target, other, other];
    view.choice = Some(Choice::Contribute {
        hand: view.hand.clone(),
    });
    let Some(Action::Contribute(cards)) = ai::decide(&view) else {
        panic!("a Hunter contributes");
    };
    assert!(cards.contains(&target), "{cards:?}");
}

#[test]
fn a_seat_joins_a_hunt_it_can_make_and_dooms_one_it_cannot() {
    // Under the sequential rule: after "1 X in 1 day" was doomed, a seat
    // holding X joins; after "27 X in 12 days", nobody sane does.
    let settings = Settings {
        sides: SidesRule::Sequential,
        ..Settings::new(6)
    };
    let mut joined = 0;
    for seed in 0..40 {
        for (count, days) in [(1, 1), (27, 12)] {
            let (mut game, _) = Game::start(settings, seed).unwrap();
            let opener = due(&game);
            let (dooms, chooser) = {
                let wind = game.public_view().wind;
                let dooms = wind.next(opener, 6);
                (dooms, wind.next(dooms, 6))
            };
            let hand = game.seat_view(chooser).hand;
            let animal = hand.iter().find_map(|c| c.animal()).unwrap_or(Animal::Deer);
            let boast = Boast::new(count, animal, days).unwrap();
            game.apply(opener, &Action::Boast(boast)).unwrap();
            game.apply(dooms, &Action::Doom).unwrap();
            let side = ai::decide(&game.seat_view(chooser));
            if count == 27 {
                assert_eq!(side, Some(Action::Side(Side::Doom)), "seed {seed}");
            } else if side == Some(Action::Side(Side::Hunt)) {
                joined += 1;
            }
        }
    }
    assert!(joined >= 30, "joined only {joined} of 40 easy hunts");
}

#[test]
fn the_ai_beats_random_players() {
    let config = sim::Config {
        games: 60,
        seats: 6,
        seed: 5,
        seasons: 1,
        sides: SidesRule::Secret,
    };
    let result = sim::ai_vs_random(&config);
    // The simulator measures the real margin over 10,000+ games; a small
    // sample must still clear twice the fair one-sixth share.
    assert!(result.ai_win_share >= 1.0 / 3.0, "{result:?}");
    assert!(result.ai_average_score > result.random_average_score);
}

#[test]
fn simulations_are_determined_by_the_seed() {
    let config = sim::Config {
        games: 5,
        seats: 5,
        seed: 9,
        seasons: 2,
        sides: SidesRule::Sequential,
    };
    let strip = |mut f: sim::Figures| {
        f.seconds = 0.0;
        f.games_per_second = 0.0;
        f.ai_decision_mean_us = 0.0;
        f.ai_decision_p999_us = 0.0;
        f.ai_decision_slowest_us = 0.0;
        f
    };
    let a = sim::run(&config);
    let b = sim::run(&config);
    assert_eq!(strip(a.ai_vs_ai.clone()), strip(b.ai_vs_ai));
    assert_eq!(
        strip(a.ai_vs_random.figures.clone()),
        strip(b.ai_vs_random.figures)
    );
    assert_eq!(a.ai_vs_random.ai_win_share, b.ai_vs_random.ai_win_share);
    let other = sim::run(&sim::Config { seed: 10, ..config });
    assert_ne!(strip(a.ai_vs_ai), strip(other.ai_vs_ai));
}

// ----- levels -------------------------------------------------------------

use nanuk::engine::ai::{AiLevel, Budget};
use std::time::Duration;

/// A small strong budget for debug-built tests, with a cap no test run
/// reaches, so every decision depends on the view alone.
fn small_budget() -> Budget {
    Budget {
        iterations: 3,
        time_cap: Duration::from_secs(600),
        boast_candidates: 3,
        ..Budget::default()
    }
}

#[test]
fn levels_have_stable_names() {
    for (level, name) in [
        (AiLevel::Easy, "easy"),
        (AiLevel::Normal, "normal"),
        (AiLevel::Strong, "strong"),
    ] {
        assert_eq!(
            serde_json::to_string(&level).unwrap(),
            format!("\"{name}\"")
        );
        assert_eq!(
            serde_json::from_str::<AiLevel>(&format!("\"{name}\"")).unwrap(),
            level
        );
        assert_eq!(name.parse::<AiLevel>().unwrap(), level);
        assert_eq!(level.to_string(), name);
    }
    assert_eq!(AiLevel::default(), AiLevel::Normal);
    assert!("hard".parse::<AiLevel>().is_err());
}

#[test]
fn every_level_acts_legally() {
    let mut acted = [0u32; 3];
    for seed in 0..12u64 {
        let seats = 5 + (seed % 4) as u8;
        let settings = Settings {
            seats,
            seasons: 1 + (seed % 2) as u8,
            sides: if seed % 3 == 0 {
                SidesRule::Sequential
            } else {
                SidesRule::Secret
            },
        };
        let (mut game, _) = Game::start(settings, seed).unwrap();
        while !game.is_over() {
            let seat = due(&game);
            let level = AiLevel::ALL[(seat.index() + seed as usize) % 3];
            let view = game.seat_view(seat);
            let action = ai::decide_with(level, &view, &small_budget()).expect("due seats act");
            assert!(
                offered(view.choice.as_ref().unwrap(), &action),
                "{level}: {action:?}"
            );
            acted[level as usize] += 1;
            game.apply(seat, &action).unwrap();
        }
    }
    assert!(acted.iter().all(|&n| n > 100), "{acted:?}");
}

#[test]
fn the_strong_ai_decides_from_its_view_alone() {
    // Two states with the same view: the hidden cards (other hands, the
    // face-down deck, antes, contributions) and secret sides dealt anew.
    let mut compared = 0;
    let mut differ = 0;
    for seed in 0..3u64 {
        let settings = Settings {
            seats: 6,
            seasons: 1,
            sides: SidesRule::Secret,
        };
        let (mut game, _) = Game::start(settings, seed).unwrap();
        let mut step = 0u64;
        while !game.is_over() {
            let seat = due(&game);
            let view = game.seat_view(seat);
            if step.is_multiple_of(3) {
                let twin = game.redeal_hidden(Some(seat), seed * 1000 + step);
                if twin != game {
                    differ += 1;
                }
                assert_eq!(twin.seat_view(seat), view);
                let a = ai::decide_with(AiLevel::Strong, &view, &small_budget());
                let b = ai::decide_with(AiLevel::Strong, &twin.seat_view(seat), &small_budget());
                assert_eq!(a, b, "seed {seed} step {step}");
                compared += 1;
            }
            let action = ai::decide(&view).unwrap();
            game.apply(seat, &action).unwrap();
            step += 1;
        }
    }
    assert!(
        compared > 40 && differ > 30,
        "{compared} compared, {differ} differed"
    );
}

#[test]
fn the_strong_ai_believes_only_what_its_own_views_showed() {
    // A strong seat among a reckless, a cautious and normal seats keeps a
    // style belief built from its own views alone (the only inputs
    // `StyleBelief` takes are a seat's views and public moves, and the
    // search takes only the view and that belief). Redealing every hidden
    // card leaves the view, and so the belief and the decision, unchanged.
    let settings = Settings {
        seats: 6,
        seasons: 1,
        sides: SidesRule::Secret,
    };
    let styles = [
        None,
        Some(ai::Style::Reckless),
        Some(ai::Style::Cautious),
        None,
        None,
        None,
    ];
    let me = Seat(0);
    let (mut compared, mut differ) = (0, 0);
    for seed in 0..2u64 {
        let (mut game, _) = Game::start(settings, 40 + seed).unwrap();
        let mut belief = ai::StyleBelief::new(me, 6);
        let mut step = 0u64;
        while !game.is_over() {
            let seat = due(&game);
            let view = game.seat_view(seat);
            let action = if seat == me {
                let twin = game.redeal_hidden(Some(me), seed * 1000 + step);
                differ += usize::from(twin != game);
                let twin_view = twin.seat_view(me);
                assert_eq!(twin_view, view);
                let mut twin_belief = ai::StyleBelief::new(me, 6);
                twin_belief.clone_from(&belief);
                twin_belief.observe(&twin_view);
                belief.observe(&view);
                assert_eq!(twin_belief, belief);
                let a = ai::decide_strong(&view, &belief, &small_budget());
                let b = ai::decide_strong(&twin_view, &twin_belief, &small_budget());
                assert_eq!(a, b, "seed {seed} step {step}");
                compared += 1;
                a.unwrap()
            } else {
                match styles[seat.index()] {
                    Some(style) => ai::decide_style(style, &view).unwrap(),
                    None => ai::decide(&view).unwrap(),
                }
            };
            game.apply(seat, &action).unwrap();
            belief.observe(&game.seat_view(me));
            step += 1;
        }
        // What it saw moved its belief towards the true styles: the
        // reckless seat is read as reckless, and the cautious seat as
        // likelier cautious than a normal seat is.
        let chance = |seat: u8, style| {
            let k = ai::MODELLED.iter().position(|s| *s == style).unwrap();
            belief.odds(Seat(seat))[k]
        };
        assert!(chance(1, ai::Style::Reckless) > 0.5, "seed {seed}");
        assert!(
            chance(2, ai::Style::Cautious) > chance(3, ai::Style::Cautious),
            "seed {seed}"
        );
    }
    assert!(
        compared > 20 && differ > 10,
        "{compared} compared, {differ} differed"
    );
}

#[test]
fn the_strong_ai_weighs_what_it_cannot_see_by_sampling() {
    // Its decision moves with the seed of its samples on some views: it
    // really plays sampled deals out (a fixed rule would never move).
    let mut moved = 0;
    let mut views = 0;
    for seed in 0..40u64 {
        let (game, _) = Game::start(Settings::new(6), seed).unwrap();
        let view = game.seat_view(due(&game));
        let choices: std::collections::BTreeSet<String> = (0..4u64)
            .map(|s| {
                let action = ai::search_decide(&view, s, &small_budget()).unwrap();
                format!("{action:?}")
            })
            .collect();
        views += 1;
        moved += usize::from(choices.len() > 1);
    }
    assert!(
        moved > 0,
        "no opening decision of {views} depends on the samples"
    );
}

/// The (count, days) of every round's opening boast by `level` seats over
/// `games` games of six seats of that level.
fn openings(level: AiLevel, games: u64) -> std::collections::BTreeMap<(u8, u8), u32> {
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..games {
        let (mut game, _) = Game::start(Settings::new(6), 50_000 + seed).unwrap();
        while !game.is_over() {
            let seat = due(&game);
            let view = game.seat_view(seat);
            let action = ai::decide_at(level, &view).unwrap();
            if let (Action::Boast(b), true) = (&action, view.public.boasts.is_empty()) {
                *seen.entry((b.count, b.days)).or_insert(0) += 1;
            }
            game.apply(seat, &action).unwrap();
        }
    }
    seen
}

#[test]
fn no_opening_boast_is_chosen_in_more_than_two_fifths_of_games() {
    for level in [AiLevel::Easy, AiLevel::Normal] {
        let seen = openings(level, 1000);
        let total: u32 = seen.values().sum();
        let (top, most) = seen.iter().max_by_key(|(_, n)| **n).unwrap();
        assert!(total >= 1000, "{level}: {total} openings");
        assert!(
            f64::from(*most) <= 0.4 * f64::from(total),
            "{level}: {top:?} in {most} of {total} openings: {seen:?}"
        );
    }
}

/// The (count, days) the strong level chooses at each round's opening over
/// `games` games at `seats` seats played by the normal level: only the
/// openings are searched, which keeps the check affordable in debug.
fn strong_openings(seats: u8, games: u64) -> std::collections::BTreeMap<(u8, u8), u32> {
    // The default sample count with no wall-clock cap: a busy machine
    // must not change the figures.
    let budget = Budget {
        time_cap: Duration::from_secs(600),
        ..Budget::default()
    };
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..games {
        let (mut game, _) = Game::start(Settings::new(seats), 70_000 + seed).unwrap();
        while !game.is_over() {
            let seat = due(&game);
            let view = game.seat_view(seat);
            if view.public.boasts.is_empty()
                && let Some(Action::Boast(b)) = ai::decide_with(AiLevel::Strong, &view, &budget)
            {
                *seen.entry((b.count, b.days)).or_insert(0) += 1;
            }
            game.apply(seat, &ai::decide(&view).unwrap()).unwrap();
        }
    }
    seen
}

/// The target: no (count, days) in more than 40 % of a level's openings.
/// Strong searches each round's opening on tables of normal players, with
/// its full sample count (slow in debug: one test per seat count, so they
/// run side by side).
fn strong_openings_vary(seats: u8) {
    let seen = strong_openings(seats, STRONG_OPENING_GAMES);
    let total: u32 = seen.values().sum();
    let (top, most) = seen.iter().max_by_key(|(_, n)| **n).unwrap();
    assert!(
        u64::from(total) >= STRONG_OPENING_GAMES,
        "{seats} seats: {total} openings"
    );
    assert!(
        f64::from(*most) <= 0.4 * f64::from(total),
        "{seats} seats: {top:?} in {most} of {total} strong openings: {seen:?}"
    );
}

#[test]
fn the_strong_ai_varies_its_openings_at_five_seats() {
    strong_openings_vary(5);
}

#[test]
fn the_strong_ai_varies_its_openings_at_six_seats() {
    strong_openings_vary(6);
}

#[test]
fn the_strong_ai_varies_its_openings_at_eight_seats() {
    strong_openings_vary(8);
}

#[test]
fn ai_moves_are_stored_so_replays_do_not_depend_on_the_ai() {
    // A game of every level replays from its seed and action list alone,
    // with no AI consulted: an AI that changes cannot change a stored game.
    let settings = Settings::new(6);
    let (mut game, _) = Game::start(settings, 77).unwrap();
    let mut log = Vec::new();
    while !game.is_over() {
        let seat = due(&game);
        let level = AiLevel::ALL[seat.index() % 3];
        let action = ai::decide_with(level, &game.seat_view(seat), &small_budget()).unwrap();
        game.apply(seat, &action).unwrap();
        log.push((seat, action));
    }
    let (replayed, _) = Game::replay(settings, 77, &log).unwrap();
    assert_eq!(replayed, game);
}

// ----- `nanuk simulate --lineup` ---------------------------------------------

fn simulate(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .arg("simulate")
        .args(args)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk")
}

const LINEUP: &[&str] = &[
    "--lineup",
    "strong,normal,easy,normal,normal",
    "--games",
    "4",
    "--strong-iterations",
    "2",
    "--strong-cap-ms",
    "600000",
];

#[test]
fn a_tournament_prints_each_levels_figures_as_json() {
    let out = simulate(&[LINEUP, &["--json"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let lineup = json["lineup"].as_array().expect("a lineup array");
    let levels: Vec<&str> = lineup
        .iter()
        .map(|r| r["level"].as_str().unwrap())
        .collect();
    assert_eq!(levels, ["strong", "normal", "easy"]);
    let mut shares = 0.0;
    for r in lineup {
        let share = r["win_share"].as_f64().unwrap();
        let ci = r["win_share_ci95"].as_array().unwrap();
        let (lo, hi) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap());
        assert!((0.0..=1.0).contains(&share), "{r}");
        assert!(lo <= share && share <= hi && hi <= 1.0, "{r}");
        assert!(r["avg_score"].as_f64().unwrap() >= 0.0, "{r}");
        assert!(r["decision_p99_us"].as_f64().unwrap() >= 1.0, "{r}");
        shares += share;
    }
    // Every game's win is shared among the levels.
    assert!((shares - 1.0).abs() < 1e-9, "{json}");
    assert_eq!(lineup[0]["seats"], 1);
    assert_eq!(lineup[1]["seats"], 3);
    assert_eq!(json["games"], 4);
    assert_eq!(json["seats"], 5);

    // The same seed gives the same results (timings aside).
    let again = simulate(&[LINEUP, &["--json"]].concat());
    let again: serde_json::Value = serde_json::from_slice(&again.stdout).unwrap();
    for (a, b) in lineup.iter().zip(again["lineup"].as_array().unwrap()) {
        assert_eq!(a["win_share"], b["win_share"]);
        assert_eq!(a["avg_score"], b["avg_score"]);
        assert_eq!(a["top_opening"], b["top_opening"]);
    }
}

#[test]
fn a_tournament_prints_a_table_and_refuses_a_bad_lineup() {
    let out = simulate(LINEUP);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("tournament of 4 games, 5 seats"), "{text}");
    assert!(
        text.contains("win share") && text.contains("p99 µs"),
        "{text}"
    );
    for level in ["strong", "normal", "easy"] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(level) && l.contains('%')),
            "{level}: {text}"
        );
    }

    let out = simulate(&["--lineup", "strong,normal", "--games", "1"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("one level per seat"), "{err}");

    let out = simulate(&["--lineup", "strong,hard,normal,normal,normal"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("use easy, normal or strong"), "{err}");
}

#[test]
fn a_lineup_may_seat_the_test_styles() {
    let out = simulate(&[
        "--lineup",
        "strong,reckless,cautious,noisy,easy,normal",
        "--games",
        "3",
        "--strong-iterations",
        "2",
        "--strong-cap-ms",
        "600000",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = json["lineup"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["level"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["strong", "reckless", "cautious", "noisy", "easy", "normal"]
    );
    // The test styles are not levels a host can choose.
    for style in ["reckless", "cautious", "noisy"] {
        assert!(style.parse::<AiLevel>().is_err(), "{style}");
    }
}

#[test]
fn a_round_robin_pairs_every_entrant_with_every_other() {
    let args = [
        "--round-robin",
        "--entrants",
        "normal,easy,reckless",
        "--seats",
        "5",
        "--games",
        "3",
    ];
    let out = simulate(&[&args[..], &["--json"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pairings = json["pairings"].as_array().unwrap();
    let mut pairs: Vec<(&str, &str)> = pairings
        .iter()
        .map(|p| (p["alone"].as_str().unwrap(), p["table"].as_str().unwrap()))
        .collect();
    pairs.sort_unstable();
    assert_eq!(
        pairs,
        [
            ("easy", "normal"),
            ("easy", "reckless"),
            ("normal", "easy"),
            ("normal", "reckless"),
            ("reckless", "easy"),
            ("reckless", "normal"),
        ]
    );
    for p in pairings {
        let share = p["win_share"].as_f64().unwrap();
        let ci = p["win_share_ci95"].as_array().unwrap();
        assert!(ci[0].as_f64().unwrap() <= share && share <= ci[1].as_f64().unwrap());
        assert_eq!(p["games"], 3);
    }
    let text = String::from_utf8_lossy(&simulate(&args).stdout).to_string();
    assert!(text.contains("round robin, 5 seats"), "{text}");
    for name in ["normal", "easy", "reckless"] {
        assert!(
            text.lines().any(|l| l.starts_with(name) && l.contains('%')),
            "{name}: {text}"
        );
    }
}

// ----- hints -----------------------------------------------------------------

#[test]
fn a_hint_is_a_legal_move_made_from_the_players_view_alone() {
    let (mut game, _) = Game::start(Settings::new(5), 31).unwrap();
    let (mut hinted, mut with_chance, mut step) = (0, 0, 0u64);
    while !game.is_over() {
        let seat = due(&game);
        let view = game.seat_view(seat);
        if step.is_multiple_of(2) {
            let hint =
                ai::hint(&view, None, &small_budget()).expect("a seat that must act gets a hint");
            assert!(
                offered(view.choice.as_ref().unwrap(), &hint.action),
                "{hint:?}"
            );
            // The same view with every hidden card dealt anew: the same hint.
            let twin = game.redeal_hidden(Some(seat), 9_000 + step);
            assert_eq!(
                ai::hint(&twin.seat_view(seat), None, &small_budget()),
                Some(hint.clone())
            );
            match (&hint.action, hint.hunt_chance) {
                (Action::Pick(_), chance) => assert_eq!(chance, None),
                (_, Some(p)) => {
                    assert!((0.0..=1.0).contains(&p), "{p}");
                    with_chance += 1;
                }
                (action, None) => panic!("no chance given with {action:?}"),
            }
            hinted += 1;
        }
        game.apply(seat, &ai::decide(&view).unwrap()).unwrap();
        step += 1;
    }
    assert!(
        hinted > 20 && with_chance > 10,
        "{hinted} hints, {with_chance} with a chance"
    );
    // A seat with nothing to decide gets none.
    let (game, _) = Game::start(Settings::new(5), 31).unwrap();
    let idle = (0..5).map(Seat).find(|&s| s != due(&game)).unwrap();
    assert_eq!(ai::hint(&game.seat_view(idle), None, &small_budget()), None);
}

#[test]
fn a_hints_expected_count_is_worked_out_from_the_players_view_alone() {
    let (mut counted, mut above_held) = (0, 0);
    for seed in [31u64, 32, 33] {
        let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
        let mut step = 0u64;
        while !game.is_over() {
            let seat = due(&game);
            let view = game.seat_view(seat);
            step += 1;
            if step.is_multiple_of(3) {
                let hint = ai::hint(&view, None, &small_budget()).unwrap();
                // The chance, the hunt and the count come together.
                assert_eq!(hint.hunt_chance.is_some(), hint.expected_count.is_some());
                assert_eq!(hint.hunt.is_some(), hint.expected_count.is_some());
                if let (Some(hunt), Some(expected)) = (hint.hunt, hint.expected_count) {
                    counted += 1;
                    assert!((0.0..=f64::from(nanuk::engine::MAX_COUNT)).contains(&expected));
                    // Which hunt: the boast it would make, else the one in question.
                    match &hint.action {
                        Action::Boast(b) => {
                            assert_eq!(hunt, *b);
                            // Its own cards of the animal go in for sure.
                            let held: u8 = view.hand.iter().map(|c| c.counts_for(b.animal)).sum();
                            assert!(expected >= f64::from(held) - 1e-4, "{expected} < {held}");
                            above_held += usize::from(expected > f64::from(held) + 0.1);
                        }
                        Action::Doom => {
                            assert_eq!(Some(hunt), view.public.boasts.last().map(|(_, b)| *b))
                        }
                        _ => assert_eq!(Some(hunt), view.public.hunt.as_ref().map(|h| h.target)),
                    }
                    // The same view with every hidden card dealt anew: the same count.
                    let twin = game.redeal_hidden(Some(seat), 5_000 + step);
                    let again = ai::hint(&twin.seat_view(seat), None, &small_budget()).unwrap();
                    assert_eq!(again.expected_count, Some(expected));
                }
            }
            game.apply(seat, &ai::decide(&view).unwrap()).unwrap();
        }
    }
    assert!(counted > 20, "only {counted} hints had a hunt in question");
    // The count is the view's expectation, not just the cards held.
    assert!(above_held > 0);
}
