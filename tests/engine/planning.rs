//! Planning the hunt: contributions (rulebook: Planning the Hunt).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

#[test]
fn hunters_contribute_from_the_next_after_the_hunt_leader_who_goes_last() {
    for (wind, hl, dl, expected) in [
        (Wind::Clockwise, 2u8, 3u8, [4u8, 0, 2]),
        (Wind::CounterClockwise, 2, 1, [0, 4, 2]),
    ] {
        let mut s = table(5);
        s.wind = wind;
        s.first_player = Seat(hl);
        let (mut game, _) = s.start().unwrap();
        play(&mut game, hl, boast(1, Seal, 1));
        play(&mut game, dl, Action::Doom);
        // Hunters: the leader, 0 and 4; the other seat dooms.
        choose_sides(&mut game, &[0, 4], Side::Doom);
        ante_all(&mut game);
        for (i, &seat) in expected.iter().enumerate() {
            assert_eq!(contributor(&game), Some(seat), "{wind:?} #{i}");
            if i + 1 < expected.len() {
                let later = expected[i + 1];
                assert!(matches!(
                    refused(&mut game, later, Action::Contribute(vec![BIRD])),
                    ActionError::NotYourTurn { .. }
                ));
            }
            play(&mut game, seat, Action::Contribute(vec![BIRD]));
        }
        assert!(contributor(&game).is_none());
    }
}

#[test]
fn a_hunter_contributes_at_least_one_card_and_may_give_the_whole_hand() {
    let mut s = table(5);
    s.hands[2] = vec![SEAL, SEAL2, FISH];
    let (mut game, _) = s.start().unwrap();
    doom_at(&mut game, 0, b(1, Seal, 1));
    choose_sides(&mut game, &[2], Side::Doom);
    ante_all(&mut game);
    assert_eq!(contributor(&game), Some(2));
    assert_eq!(
        refused(&mut game, 2, Action::Contribute(vec![])),
        ActionError::EmptyContribution
    );
    assert_eq!(
        refused(&mut game, 2, Action::Contribute(vec![SEAL, SEAL])),
        ActionError::CardNotInHand(SEAL)
    );
    assert_eq!(
        refused(&mut game, 2, Action::Contribute(vec![INUKSUK])),
        ActionError::CardNotInHand(INUKSUK)
    );
    let events = play(&mut game, 2, Action::Contribute(vec![FISH, SEAL, SEAL2]));
    assert_eq!(
        events,
        vec![Event::Contributed {
            seat: Seat(2),
            count: 3
        }]
    );
    assert!(game.seat_view(Seat(2)).hand.is_empty());
}

#[test]
fn everyone_sees_how_many_cards_each_hunter_gave_but_not_which() {
    let mut s = table(5);
    s.hands[2] = vec![SEAL, SEAL2, INUKSUK];
    let (mut game, _) = s.start().unwrap();
    doom_at(&mut game, 0, b(1, Seal, 1));
    choose_sides(&mut game, &[2, 3], Side::Doom);
    ante_all(&mut game);
    play(&mut game, 2, Action::Contribute(vec![SEAL2, INUKSUK]));
    for seat in [0u8, 1, 3, 4] {
        let view = game.seat_view(Seat(seat));
        assert_eq!(view.public.seats[2].contributed, 2);
        assert!(
            view.contribution.is_empty(),
            "seat {seat} sees no contribution of its own"
        );
        let shown = format!("{view:?}");
        assert!(
            !shown.contains("Inuksuk"),
            "seat {seat} must not see seat 2's Inuksuk"
        );
    }
    assert_eq!(
        sorted(game.seat_view(Seat(2)).contribution),
        sorted(vec![SEAL2, INUKSUK])
    );
}

#[test]
fn the_pool_is_shuffled_so_its_order_says_nothing_of_who_gave_what() {
    // Seat 2 gives the only Inuksuk, always first in seat order; after the
    // shuffle it lands anywhere in the pool.
    let mut positions = [0u32; 4];
    for seed in 0..400 {
        let mut s = table(5);
        s.seed = seed;
        s.hands[2] = vec![INUKSUK, BIRD, BIRD];
        let (mut game, _) = s.start().unwrap();
        let events = hunt(
            &mut game,
            b(1, Seal, 1),
            &[2, 3, 4],
            &[
                (2, vec![INUKSUK]),
                (3, vec![BIRD]),
                (4, vec![BIRD]),
                (0, vec![BIRD]),
            ],
        );
        let pool = events
            .iter()
            .find_map(|e| match e {
                Event::PoolRevealed { cards, .. } => Some(cards.clone()),
                _ => None,
            })
            .unwrap();
        positions[pool.iter().position(|&c| c == INUKSUK).unwrap()] += 1;
    }
    for (i, &n) in positions.iter().enumerate() {
        assert!(
            (60..=140).contains(&n),
            "position {i}: {n} of 400 ({positions:?})"
        );
    }
}

#[test]
fn rulebook_example_four_seals_in_five_days_begins_with_three_seals_and_one_protection() {
    // "The Hunters' cards include two seals, one seal with a Nanuk, one
    // Inuksuk, and one fish. The three seals count toward the goal of 4 ...
    // The Inuksuk will cancel one drawn Nanuk."
    let mut s = table(5);
    s.hands[0] = vec![SEAL, INUKSUK, FISH];
    s.hands[2] = vec![SEAL, SEAL_N, DEER];
    let (mut game, _) = s.start().unwrap();
    let events = doom_at(&mut game, 0, b(4, Seal, 5));
    assert!(!events.is_empty());
    choose_sides(&mut game, &[2], Side::Doom);
    ante_all(&mut game);
    play(&mut game, 2, Action::Contribute(vec![SEAL, SEAL_N]));
    let events = play(&mut game, 0, Action::Contribute(vec![SEAL, INUKSUK, FISH]));
    // The round's header, then the pool.
    assert_eq!(
        events[1],
        Event::HuntBegins {
            round: 1,
            boasts: vec![(Seat(0), b(4, Seal, 5))],
            hunt_leader: Seat(0),
            doom_leader: Seat(1),
            hunters: vec![(Seat(0), 3), (Seat(2), 2)],
            doomers: vec![Seat(1), Seat(3), Seat(4)],
        }
    );
    match &events[2] {
        Event::PoolRevealed {
            cards,
            counted,
            protections,
        } => {
            assert_eq!(
                sorted(cards.clone()),
                sorted(vec![SEAL, SEAL, SEAL_N, INUKSUK, FISH])
            );
            assert_eq!(*counted, 3, "three seals, the Nanuk on one ignored");
            assert_eq!(*protections, 1);
        }
        other => panic!("expected the pool, got {other:?}"),
    }
}
