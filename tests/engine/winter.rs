//! Winter is near (rulebook: Winter is Near; RULINGS.md: Deck, discards and
//! the end).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

#[test]
fn reaching_a_face_up_card_reshuffles_hands_and_discards_and_the_hunt_goes_on() {
    let mut s = table(5);
    s.hands[0] = vec![SEAL, BIRD, BIRD];
    s.deck_top = vec![DEER];
    s.face_up = vec![FISH_N];
    s.fill_face_down = false; // every other card is face up below
    let (mut game, _) = s.start().unwrap();
    let hands_before: usize = (0..5).map(|i| game.seat_view(Seat(i)).hand.len()).sum();
    let face_up = game.deck_cards().len() - 1;
    let events = hunt(&mut game, b(1, Seal, 3), &[], &[(0, vec![SEAL])]);
    // Hands after planning: 3 cards less (seat 0's Seal, four antes).
    let hands_in_play = hands_before - 5;
    assert!(events.contains(&Event::WinterIsNear {
        day: 2,
        reshuffled: (hands_in_play + face_up) as u8
    }));
    // Three days drawn all the same: day 1 before, days 2 and 3 after.
    assert_eq!(days(&events).len(), 3);
    assert_eq!(days(&events)[0].1, DEER);
    assert!(game.public_view().winter);
    // Every hand went into the new deck.
    for seat in 0..5 {
        assert!(game.seat_view(Seat(seat)).hand.is_empty());
    }
}

#[test]
fn after_the_winter_hunt_the_game_ends_without_dealing() {
    let mut s = table(5);
    s.hands[0] = vec![SEAL, BIRD, BIRD];
    s.deck_top = vec![DEER];
    s.fill_face_down = false;
    let (mut game, _) = s.start().unwrap();
    let mut events = hunt(&mut game, b(1, Seal, 2), &[], &[(0, vec![SEAL])]);
    events.extend(pick_all(&mut game));
    assert!(
        !picks(&events).is_empty(),
        "the winter hunt's rewards are shared"
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Dealt { .. })));
    assert_eq!(season_end(&events), Some(EndReason::WinterHunt));
    assert!(game.is_over());
}

#[test]
fn an_empty_deck_brings_winter_too() {
    let mut s = table(5);
    s.hands[0] = vec![SEAL, BIRD, BIRD];
    s.deck_top = vec![DEER];
    rest_into_pile(&mut s, 4);
    let (mut game, _) = s.start().unwrap();
    let events = hunt(&mut game, b(1, Seal, 3), &[], &[(0, vec![SEAL])]);
    // Left to reshuffle: seat 0's two Birds and the two Birds of each Doomer.
    assert!(events.contains(&Event::WinterIsNear {
        day: 2,
        reshuffled: 10
    }));
    assert_eq!(days(&events).len(), 3);
}

#[test]
fn if_the_reshuffled_deck_runs_out_the_game_ends_and_the_hunt_scores_nothing() {
    let mut s = table(5);
    for hand in &mut s.hands {
        *hand = vec![BIRD];
    }
    s.hands[0] = vec![SEAL];
    s.deck_top = vec![DEER];
    s.face_up = vec![FISH];
    rest_into_pile(&mut s, 4);
    let (mut game, _) = s.start().unwrap();
    let piles_before: Vec<Vec<Card>> = (0..5)
        .map(|i| game.public_view().seats[i].pile.clone())
        .collect();
    let events = hunt(&mut game, b(1, Seal, 4), &[], &[(0, vec![SEAL])]);
    assert!(events.contains(&Event::WinterIsNear {
        day: 2,
        reshuffled: 1
    }));
    assert_eq!(days(&events), vec![(1, DEER, None), (2, FISH, None)]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Unfinished));
    assert_eq!(season_end(&events), Some(EndReason::WinterUnfinished));
    assert!(
        picks(&events).is_empty(),
        "nobody takes the unfinished hunt's cards"
    );
    assert!(game.is_over());
    let view = game.public_view();
    for (i, before) in piles_before.iter().enumerate() {
        assert_eq!(&view.seats[i].pile, before);
    }
    assert_eq!(game.census(), nanuk::engine::cards::full_census());
}

#[test]
fn the_deck_size_shown_counts_face_up_discards_too() {
    // RULINGS.md: players may see the whole deck's size and every discard,
    // but the bot never states how many face-down cards are left.
    let mut s = table(5);
    s.deck_top = vec![DEER, SEAL];
    s.face_up = vec![FISH, BIRD_N, INUKSUK];
    s.fill_face_down = false;
    let (game, _) = s.start().unwrap();
    let view = game.public_view();
    assert_eq!(view.deck_size as usize, game.deck_cards().len());
    assert_ne!(view.deck_size as usize, game.face_down_count());
    // Nothing in any view is the face-down count (2 here), by name.
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("face_down"));
}
