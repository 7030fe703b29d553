//! The end of the game, the winner, and longer games (rulebook: Winning the
//! Game, Longer Games; RULINGS.md: Scoring).

use crate::common::*;
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
