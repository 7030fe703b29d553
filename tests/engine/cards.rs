//! The deck (rulebook: The Cards; RULINGS.md: Cards).

use crate::harness::*;
use nanuk::engine::cards::{COMPOSITION, DECK_SIZE, full_deck};
use nanuk::engine::*;

#[test]
fn the_deck_holds_100_cards() {
    assert_eq!(DECK_SIZE, 100);
    assert_eq!(full_deck().len(), 100);
}

#[test]
fn twenty_four_of_each_animal_with_three_doubles_and_three_nanuks() {
    let deck = full_deck();
    for animal in Animal::ALL {
        let of = |mark: Mark| {
            deck.iter()
                .filter(|&&c| c == Card::Animal(animal, mark))
                .count()
        };
        assert_eq!(
            deck.iter().filter(|c| c.animal() == Some(animal)).count(),
            24,
            "{animal}"
        );
        assert_eq!(of(Mark::Double), 3, "{animal} doubles");
        assert_eq!(of(Mark::Nanuk), 3, "{animal} Nanuk cards");
    }
    assert_eq!(deck.iter().filter(|c| c.is_inuksuk()).count(), 4);
    assert_eq!(deck.iter().filter(|c| c.is_nanuk()).count(), 12);
}

#[test]
fn no_card_is_both_double_and_nanuk() {
    assert!(full_deck().iter().all(|c| !(c.is_double() && c.is_nanuk())));
}

#[test]
fn composition_is_one_table() {
    // Every kind appears once in the table, and the table is the deck.
    let mut kinds: Vec<Card> = COMPOSITION.iter().map(|(c, _)| *c).collect();
    kinds.dedup();
    assert_eq!(kinds.len(), COMPOSITION.len());
    for (i, card) in Card::ALL.into_iter().enumerate() {
        assert_eq!(card.index(), i);
    }
}

#[test]
fn a_double_counts_as_two_animals_and_a_nanuk_card_as_one() {
    assert_eq!(DEER2.counts_for(Animal::Deer), 2);
    assert_eq!(DEER.counts_for(Animal::Deer), 1);
    assert_eq!(
        DEER_N.counts_for(Animal::Deer),
        1,
        "a Nanuk card is still a Deer"
    );
    assert_eq!(DEER.counts_for(Animal::Seal), 0);
    assert_eq!(INUKSUK.counts_for(Animal::Seal), 0);
}

#[test]
fn card_codes_round_trip_through_serde() {
    for card in Card::ALL {
        let json = serde_json::to_string(&card).unwrap();
        assert_eq!(json, format!("\"{}\"", card.code()));
        assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
    }
    assert!(serde_json::from_str::<Card>("\"walrus\"").is_err());
}

#[test]
fn each_player_starts_with_three_cards() {
    for seats in 5..=8 {
        let (game, _) = Game::start(Settings::new(seats), 7).unwrap();
        for seat in 0..seats {
            assert_eq!(game.seat_view(Seat(seat)).hand.len(), 3);
        }
        assert_eq!(
            game.public_view().deck_size as usize,
            100 - 3 * seats as usize
        );
    }
}

#[test]
fn five_to_eight_players() {
    assert!(Game::start(Settings::new(4), 1).is_err());
    assert!(Game::start(Settings::new(9), 1).is_err());
    for seats in 5..=8 {
        assert!(Game::start(Settings::new(seats), 1).is_ok());
    }
}

#[test]
fn the_first_player_of_round_one_is_random() {
    let mut seen = [false; 6];
    for seed in 0..200 {
        let (game, _) = Game::start(Settings::new(6), seed).unwrap();
        seen[game.public_view().first_player.index()] = true;
    }
    assert!(
        seen.iter().all(|&s| s),
        "every seat is sometimes first: {seen:?}"
    );
}

#[test]
fn the_wind_is_flipped_at_random_every_round() {
    let mut clockwise = 0;
    let mut total = 0;
    let mut changed_between_rounds = false;
    for seed in 0..100 {
        let (game, events) = Game::start(Settings::new(5), seed).unwrap();
        let _ = game;
        for e in events {
            if let Event::RoundStarted { wind, .. } = e {
                total += 1;
                clockwise += usize::from(wind == Wind::Clockwise);
            }
        }
    }
    // A first-round wind per game: both directions, near half each.
    assert!((30..=70).contains(&clockwise), "{clockwise} of {total}");
    // And the wind is drawn again each round within one game.
    for seed in 0..20 {
        let mut game = Game::start(Settings::new(5), seed).unwrap().0;
        let mut winds = vec![game.public_view().wind];
        while !game.is_over() && winds.len() < 6 {
            let seat = game.waiting_for()[0];
            let action = game.legal(seat).unwrap().nth(0).unwrap();
            for e in game.apply(seat, &action).unwrap() {
                if let Event::RoundStarted { wind, .. } = e {
                    winds.push(wind);
                }
            }
        }
        changed_between_rounds |= winds.windows(2).any(|w| w[0] != w[1]);
    }
    assert!(changed_between_rounds);
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let (a, ea) = Game::start(Settings::new(6), 99).unwrap();
    let (b, eb) = Game::start(Settings::new(6), 99).unwrap();
    assert_eq!(a, b);
    assert_eq!(ea, eb);
    let (c, _) = Game::start(Settings::new(6), 100).unwrap();
    assert_ne!(a, c);
}

#[test]
fn the_state_survives_serde_exactly() {
    let mut game = Game::start(Settings::new(7), 3).unwrap().0;
    for _ in 0..40 {
        let seat = game.waiting_for()[0];
        let action = game.legal(seat).unwrap().nth(0).unwrap();
        game.apply(seat, &action).unwrap();
    }
    let json = serde_json::to_string(&game).unwrap();
    let mut back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    // ... and continues identically, RNG included.
    while !game.is_over() {
        let seat = game.waiting_for()[0];
        let action = game.legal(seat).unwrap().nth(0).unwrap();
        assert_eq!(game.apply(seat, &action), back.apply(seat, &action));
    }
    assert_eq!(back, game);
}
