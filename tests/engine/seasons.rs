//! The end of the game, the winner, and longer games (rulebook: Winning the
//! Game, Longer Games; RULINGS.md: Scoring).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

/// A table whose first round ends the season at the deal (a face-up card is
/// on top after it), with the given score piles.
fn one_round_season(seasons: u8, piles: Vec<Vec<Card>>, seed: u64) -> (Game, Vec<Event>) {
    let mut s = table(5);
    s.seed = seed;
    s.settings.seasons = seasons;
    s.piles = piles;
    // One day, then exactly the five cards of the deal, then face up.
    s.deck_top = vec![BIRD, DEER, DEER, DEER, DEER, DEER];
    s.fill_face_down = false;
    let (mut game, _) = s.start().unwrap();
    let mut events = hunt(&mut game, b(1, Bird, 1), &[], &[]);
    events.extend(pick_all(&mut game));
    (game, events)
}

#[test]
fn the_high_scorer_wins_and_equal_totals_share_the_win() {
    let mut piles = vec![Vec::new(); 5];
    piles[2] = vec![SEAL, SEAL, FISH, FISH, DEER2];
    piles[3] = vec![SEAL, SEAL, FISH, FISH, DEER2];
    piles[4] = vec![SEAL, SEAL];
    let (game, events) = one_round_season(1, piles, 1);
    assert!(game.is_over());
    let over = events
        .iter()
        .find_map(|e| match e {
            Event::GameOver { totals, winners } => Some((totals.clone(), winners.clone())),
            _ => None,
        })
        .unwrap();
    // Seat 0 won six Birds (3 pairs) on the hunt; seats 2 and 3 have 3 pairs.
    assert_eq!(over.0[2].1, 3);
    assert_eq!(over.0[3].1, 3);
    assert_eq!(over.0[0].1, 3);
    assert_eq!(over.1, vec![Seat(0), Seat(2), Seat(3)]);
    assert_eq!(game.winners(), Some(over.1));
}

#[test]
fn final_scores_carry_each_players_breakdown() {
    let mut piles = vec![Vec::new(); 5];
    piles[2] = vec![DEER_N, SEAL, FISH, BIRD, INUKSUK, SEAL];
    let (_, events) = one_round_season(1, piles, 1);
    let scores = events
        .iter()
        .find_map(|e| match e {
            Event::SeasonEnded { scores, .. } => Some(scores.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        scores[2].score,
        Score {
            sets: 1,
            pairs: 1,
            nanuk_bonus: 2
        }
    );
    assert_eq!(scores[2].nanuk_cards, 1);
}

#[test]
fn seasons_add_up_and_the_seasons_winner_goes_first_next() {
    let mut piles = vec![Vec::new(); 5];
    piles[3] = vec![DEER, SEAL, FISH, BIRD, DEER, DEER];
    let (game, events) = one_round_season(2, piles, 1);
    assert!(!game.is_over());
    assert!(events.contains(&Event::SeasonStarted {
        season: 2,
        first_player: Seat(3)
    }));
    let view = game.public_view();
    assert_eq!(view.season, 2);
    assert_eq!(view.first_player, Seat(3));
    assert_eq!(view.totals[3], 4);
    // A new season: every card back, new hands, empty piles.
    assert!(
        view.seats
            .iter()
            .all(|s| s.pile.is_empty() && s.hand_size == 3)
    );
    assert_eq!(view.deck_size as usize, 100 - 15);
    assert_eq!(game.census(), nanuk::engine::cards::full_census());
}

#[test]
fn a_tie_for_the_seasons_win_is_broken_at_random() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut piles = vec![Vec::new(); 5];
        piles[2] = vec![DEER, SEAL, FISH, BIRD, DEER, DEER];
        piles[4] = vec![DEER, SEAL, FISH, BIRD, DEER, DEER];
        let (game, _) = one_round_season(2, piles, seed);
        firsts.insert(game.public_view().first_player);
    }
    assert_eq!(firsts, [Seat(2), Seat(4)].into_iter().collect());
}

#[test]
fn after_the_last_season_the_game_is_over_and_refuses_actions() {
    let (mut game, events) = one_round_season(1, vec![Vec::new(); 5], 1);
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(game.waiting_for().is_empty());
    assert_eq!(
        refused(&mut game, 0, boast(1, Deer, 1)),
        ActionError::GameOver
    );
    assert_eq!(game.public_view().phase, PhaseView::Over);
}

/// Plays a whole game with every seat taking uniformly random legal
/// actions (the sim's random player), keeping every event.
fn random_game(settings: Settings, seed: u64) -> (Game, Vec<Event>) {
    let (mut game, mut events) = Game::start(settings, seed).unwrap();
    let mut rng = GameRng::from_seed_u64(seed ^ 0xABCD);
    while !game.is_over() {
        let seat = game.waiting_for()[0];
        let action = nanuk::sim::random_action(&game, seat, &mut rng).unwrap();
        events.extend(play(&mut game, seat.0, action));
    }
    (game, events)
}

#[test]
fn over_several_seasons_the_totals_add_up_and_the_total_decides_the_winner() {
    let mut last_season_winner_lost = 0;
    for seed in 0..60u64 {
        let settings = Settings {
            seats: 5 + (seed % 4) as u8,
            seasons: 3,
            sides: SidesRule::Secret,
        };
        let (game, events) = random_game(settings, seed);
        let results = game.season_results();
        assert_eq!(results.len(), 3);
        let n = settings.seats as usize;
        let mut sums = vec![0u32; n];
        for r in results {
            for s in &r.scores {
                sums[s.seat.index()] += s.score.points();
            }
        }
        assert_eq!(game.totals(), sums, "seed {seed}");
        assert_eq!(game.public_view().totals, sums, "seed {seed}");
        let best = *sums.iter().max().unwrap();
        let expected: Vec<Seat> = (0..n as u8)
            .map(Seat)
            .filter(|s| sums[s.index()] == best)
            .collect();
        let over = events
            .iter()
            .find_map(|e| match e {
                Event::GameOver { totals, winners } => Some((totals.clone(), winners.clone())),
                _ => None,
            })
            .expect("the game ends");
        assert_eq!(over.1, expected, "seed {seed}");
        assert_eq!(game.winners(), Some(expected.clone()));
        assert_eq!(
            over.0.iter().map(|&(_, t)| t).collect::<Vec<_>>(),
            sums,
            "seed {seed}"
        );
        if results[2].winners.iter().all(|w| !expected.contains(w)) {
            last_season_winner_lost += 1;
        }
    }
    // Not vacuous: in some games the last season's winner is not the
    // game's winner, so a winner by the last season alone is caught.
    assert!(last_season_winner_lost > 0);
}

#[test]
fn each_season_is_started_by_a_winner_of_the_one_before() {
    for seed in 0..60u64 {
        let settings = Settings {
            seats: 5 + (seed % 4) as u8,
            seasons: 3,
            sides: SidesRule::Sequential,
        };
        let (game, events) = random_game(settings, seed);
        let starts: Vec<(u8, Seat)> = events
            .iter()
            .filter_map(|e| match e {
                Event::SeasonStarted {
                    season,
                    first_player,
                } => Some((*season, *first_player)),
                _ => None,
            })
            .collect();
        assert_eq!(starts.len(), 3);
        for (season, first) in &starts[1..] {
            let before = &game.season_results()[*season as usize - 2];
            assert!(
                before.winners.contains(first),
                "seed {seed}: season {season} started by {first:?}, winners {:?}",
                before.winners
            );
        }
    }
}

#[test]
fn the_random_tie_break_is_the_same_for_the_same_seed() {
    for seed in 0..40 {
        let tied = || {
            let mut piles = vec![Vec::new(); 5];
            piles[1] = vec![DEER, SEAL, FISH, BIRD, DEER, DEER];
            piles[3] = vec![DEER, SEAL, FISH, BIRD, DEER, DEER];
            one_round_season(2, piles, seed).0
        };
        let (a, b) = (tied(), tied());
        assert_eq!(a.public_view().first_player, b.public_view().first_player);
        assert_eq!(a, b, "seed {seed}: the whole game state repeats");
    }
}

#[test]
fn a_new_season_after_a_winter_hunt_is_not_its_last_hunt() {
    let mut s = table(5);
    s.settings.seasons = 2;
    // The lone winner picks by hand (first revision), so the winter hunt's
    // state can be seen before the picks end the season.
    s.revision = Revision::FIRST;
    s.hands[0] = vec![SEAL, BIRD, BIRD];
    s.deck_top = vec![DEER];
    s.fill_face_down = false;
    let (mut game, _) = s.start().unwrap();
    let mut events = hunt(&mut game, b(1, Seal, 2), &[], &[(0, vec![SEAL])]);
    assert!(game.public_view().winter, "season 1 ends in winter");
    events.extend(pick_all(&mut game));
    assert_eq!(season_end(&events), Some(EndReason::WinterHunt));
    let view = game.public_view();
    assert_eq!(view.season, 2);
    assert!(!view.winter, "the Winter flag is reset for the new season");
    // And the rules act on it: the season's first hunt is followed by a
    // deal and a second round, not by the end of the game.
    let first = view.first_player.0;
    let wind = view.wind;
    let mut events = play(&mut game, first, boast(1, Bird, 1));
    events.extend(play(&mut game, wind.next(Seat(first), 5).0, Action::Doom));
    events.extend(choose_sides(&mut game, &[], Side::Doom));
    events.extend(ante_all(&mut game));
    events.extend(contribute_all(&mut game, &[]));
    events.extend(pick_all(&mut game));
    assert!(season_end(&events).is_none(), "{events:?}");
    assert!(!game.is_over());
    assert_eq!(game.public_view().round, 3);
}
