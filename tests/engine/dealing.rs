//! New cards and the next round (rulebook: New Cards, The Next Round).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

/// Seat 0 hunts 1 Bird in 1 day alone and wins (everything is Birds, so the
/// picks are forced); `deck_top` follows the day's card.
fn after_a_won_hunt(
    wind: Wind,
    contribute: Vec<Card>,
    deck_after: Vec<Card>,
    fill: bool,
) -> (Game, Vec<Event>) {
    let mut s = table(5);
    s.wind = wind;
    s.deck_top = std::iter::once(BIRD).chain(deck_after).collect();
    s.fill_face_down = fill;
    if !fill {
        s.face_up = vec![BIRD_N];
    }
    let (mut game, _) = s.start().unwrap();
    let mut events = doom_at_wind(&mut game, wind);
    events.extend(choose_sides(&mut game, &[], Side::Doom));
    events.extend(ante_all(&mut game));
    events.extend(contribute_all(&mut game, &[(0, contribute)]));
    (game, events)
}

/// Seat 0 boasts 1 Bird in 1 day, the next seat in the wind dooms.
fn doom_at_wind(game: &mut Game, wind: Wind) -> Vec<Event> {
    let next = wind.next(Seat(0), 5).0;
    let mut events = play(game, 0, boast(1, Bird, 1));
    events.extend(play(game, next, Action::Doom));
    events
}

#[test]
fn everyone_is_dealt_back_to_three_one_card_at_a_time_from_the_next_first_player() {
    let top = vec![DEER, SEAL, FISH, DEER2, SEAL2, FISH2, INUKSUK];
    // Seat 0 gave all three cards: it needs three, the others one each.
    let (game, events) =
        after_a_won_hunt(Wind::Clockwise, vec![BIRD, BIRD, BIRD], top.clone(), true);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
    let hand = |s: u8| game.seat_view(Seat(s)).hand;
    // First pass 0,1,2,3,4 then seat 0 twice more.
    assert_eq!(hand(0), vec![DEER, FISH2, INUKSUK]);
    assert_eq!(hand(1), vec![BIRD, BIRD, SEAL]);
    assert_eq!(hand(2), vec![BIRD, BIRD, FISH]);
    assert_eq!(hand(3), vec![BIRD, BIRD, DEER2]);
    assert_eq!(hand(4), vec![BIRD, BIRD, SEAL2]);

    let (game, _) = after_a_won_hunt(Wind::CounterClockwise, vec![BIRD], top, true);
    let hand = |s: u8| game.seat_view(Seat(s)).hand;
    // Counter-clockwise from seat 0: 0, 4, 3, 2, 1.
    assert_eq!(hand(0)[2], DEER);
    assert_eq!(hand(4)[2], SEAL);
    assert_eq!(hand(3)[2], FISH);
    assert_eq!(hand(2)[2], DEER2);
    assert_eq!(hand(1)[2], SEAL2);
}

#[test]
fn a_face_up_card_while_dealing_ends_the_game_and_the_dealt_cards_are_discarded() {
    // Five cards are needed; only three face-down cards remain.
    let (game, events) =
        after_a_won_hunt(Wind::Clockwise, vec![BIRD], vec![DEER, SEAL, FISH], false);
    assert_eq!(season_end(&events), Some(EndReason::FaceUpWhileDealing));
    assert!(game.is_over());
    for seat in 0..5 {
        assert_eq!(
            game.seat_view(Seat(seat)).hand,
            vec![BIRD, BIRD],
            "seat {seat}"
        );
    }
    assert_eq!(game.census(), nanuk::engine::cards::full_census());
}

#[test]
fn a_face_up_card_on_top_after_the_deal_ends_the_game() {
    let (game, events) = after_a_won_hunt(
        Wind::Clockwise,
        vec![BIRD],
        vec![DEER, SEAL, FISH, DEER, SEAL],
        false,
    );
    assert!(events.iter().any(|e| matches!(e, Event::Dealt { .. })));
    assert_eq!(season_end(&events), Some(EndReason::FaceUpAfterDeal));
    for seat in 0..5 {
        assert_eq!(
            game.seat_view(Seat(seat)).hand.len(),
            2,
            "dealt cards discarded"
        );
    }
}

#[test]
fn the_next_first_player_is_the_hunt_leader_after_a_success() {
    let (game, events) = after_a_won_hunt(Wind::Clockwise, vec![BIRD], vec![], true);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
    assert_eq!(game.public_view().first_player, Seat(0));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RoundStarted {
            round: 2,
            first_player: Seat(0),
            ..
        }
    )));
    assert_eq!(game.waiting_for(), vec![Seat(0)]);
}

#[test]
fn the_next_first_player_is_the_doom_leader_after_a_failure() {
    let mut s = table(5);
    s.deck_top = vec![DEER_N];
    let (mut game, _) = s.start().unwrap();
    let mut events = hunt(&mut game, b(1, Bird, 1), &[], &[]);
    events.extend(pick_all(&mut game));
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Nanuk { day: 1 }));
    assert_eq!(game.public_view().first_player, Seat(1));
    assert_eq!(game.waiting_for(), vec![Seat(1)]);
}

#[test]
fn a_deck_that_runs_out_exactly_at_the_end_of_a_deal_goes_on_to_winter() {
    // After the day's Bird, exactly the five cards this deal needs; every
    // other card sits in a score pile, so nothing at all is left after it.
    let mut s = table(5);
    s.deck_top = vec![BIRD, DEER, SEAL, FISH, DEER, SEAL];
    rest_into_pile(&mut s, 4);
    let (mut game, _) = s.start().unwrap();
    let mut events = doom_at_wind(&mut game, Wind::Clockwise);
    events.extend(choose_sides(&mut game, &[], Side::Doom));
    events.extend(ante_all(&mut game));
    events.extend(contribute_all(&mut game, &[(0, vec![BIRD])]));
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
    assert!(events.iter().any(|e| matches!(e, Event::Dealt { .. })));
    assert_eq!(season_end(&events), None, "an empty deck does not end it");
    assert!(!game.is_over());
    assert_eq!(game.deck_cards(), Vec::<Card>::new());
    let view = game.public_view();
    assert_eq!(view.round, 2);
    assert!(!view.winter);
    for seat in 0..5 {
        assert_eq!(game.seat_view(Seat(seat)).hand.len(), 3);
    }
    // The next hunt starts with Winter is near on its first day.
    let first = view.first_player.0;
    let mut events = play(&mut game, first, boast(1, Deer, 1));
    events.extend(play(
        &mut game,
        view.wind.next(Seat(first), 5).0,
        Action::Doom,
    ));
    events.extend(choose_sides(&mut game, &[], Side::Doom));
    events.extend(ante_all(&mut game));
    events.extend(contribute_all(&mut game, &[]));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::WinterIsNear { day: 1, .. })),
        "{events:?}"
    );
    assert_eq!(days(&events).len(), 1);
    assert!(game.public_view().winter);
}
