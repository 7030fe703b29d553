//! Finishing the hunt: the days (rulebook: Finishing the Hunt; RULINGS.md:
//! The hunt).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

/// Seat 0 hunts `target` alone with `hand` (contributing all of it), seat 1
/// dooms, everyone else dooms too; the deck starts with `deck_top`.
fn lone_hunt(target: Boast, hand: Vec<Card>, deck_top: Vec<Card>) -> (Game, Vec<Event>) {
    let mut s = table(5);
    // A won hunt stays on view while its lone winner picks: picking card by
    // card is the first revision's rule (a sole winner now takes the pot).
    s.revision = Revision::FIRST;
    s.hands[0] = hand.clone();
    s.deck_top = deck_top;
    let (mut game, _) = s.start().unwrap();
    let events = hunt(&mut game, target, &[], &[(0, hand)]);
    (game, events)
}

#[test]
fn rulebook_example_four_seals_in_five_days_succeeds_after_all_five_days() {
    let mut s = table(5);
    s.hands[0] = vec![SEAL, INUKSUK, FISH];
    s.hands[2] = vec![SEAL, SEAL_N, DEER];
    s.deck_top = vec![DEER, SEAL, FISH_N, BIRD, DEER];
    let (mut game, _) = s.start().unwrap();
    let events = hunt(
        &mut game,
        b(4, Seal, 5),
        &[2],
        &[(2, vec![SEAL, SEAL_N]), (0, vec![SEAL, INUKSUK, FISH])],
    );
    assert_eq!(
        days(&events),
        vec![
            (1, DEER, None),
            (2, SEAL, None),
            (3, FISH_N, Some(NanukCheck::Cancelled)),
            (4, BIRD, None),
            (5, DEER, None),
        ],
        "the target is met on day 2, yet every day is drawn"
    );
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
}

#[test]
fn an_unprotected_nanuk_ends_the_hunt_at_once_even_with_the_target_met() {
    let (_, events) = lone_hunt(
        b(1, Seal, 5),
        vec![SEAL, BIRD, BIRD],
        vec![DEER, DEER_N, SEAL],
    );
    assert_eq!(
        days(&events),
        vec![(1, DEER, None), (2, DEER_N, Some(NanukCheck::Fatal))]
    );
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Nanuk { day: 2 }));
}

#[test]
fn each_inuksuk_cancels_only_one_nanuk() {
    let (_, events) = lone_hunt(
        b(1, Bird, 4),
        vec![INUKSUK, BIRD],
        vec![DEER_N, SEAL_N, BIRD],
    );
    assert_eq!(
        days(&events),
        vec![
            (1, DEER_N, Some(NanukCheck::Cancelled)),
            (2, SEAL_N, Some(NanukCheck::Fatal))
        ]
    );
}

#[test]
fn a_drawn_inuksuk_protects_later_days_only() {
    let (_, events) = lone_hunt(b(1, Bird, 3), vec![BIRD], vec![INUKSUK, FISH_N, DEER]);
    assert_eq!(
        days(&events),
        vec![
            (1, INUKSUK, None),
            (2, FISH_N, Some(NanukCheck::Cancelled)),
            (3, DEER, None)
        ]
    );
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
    let (_, events) = lone_hunt(b(1, Bird, 3), vec![BIRD], vec![FISH_N, INUKSUK, DEER]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Nanuk { day: 1 }));
}

#[test]
fn a_protected_nanuk_card_of_the_target_animal_counts() {
    let (_, events) = lone_hunt(b(2, Seal, 2), vec![SEAL, INUKSUK], vec![SEAL_N, DEER]);
    let last = events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::HuntEnded { counted, .. } => Some(*counted),
            _ => None,
        })
        .unwrap();
    assert_eq!(last, 2);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
}

#[test]
fn a_nanuk_in_the_contributed_cards_is_ignored() {
    // "Nanuks don't affect the hunt unless they are drawn from the deck."
    let (_, events) = lone_hunt(b(2, Seal, 1), vec![SEAL_N, DEER_N, SEAL], vec![BIRD]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
}

#[test]
fn doubles_count_two_and_other_animals_nothing() {
    let (_, events) = lone_hunt(b(5, Fish, 2), vec![FISH2, DEER2, FISH], vec![FISH2, SEAL2]);
    let counted: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::PoolRevealed { counted, .. } | Event::DayDrawn { counted, .. } => Some(*counted),
            _ => None,
        })
        .collect();
    assert_eq!(counted, vec![3, 5, 5]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
}

#[test]
fn too_few_animals_after_the_last_day_fails_the_hunt() {
    let (_, events) = lone_hunt(b(3, Deer, 2), vec![DEER], vec![DEER, SEAL, DEER]);
    assert_eq!(days(&events).len(), 2);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::TooFew));
}

#[test]
fn the_hunt_is_public_day_by_day() {
    let (game, _) = lone_hunt(b(1, Seal, 2), vec![SEAL, BIRD], vec![DEER, FISH]);
    let hunt = game.public_view().hunt.unwrap();
    assert_eq!(hunt.target, b(1, Seal, 2));
    assert_eq!(sorted(hunt.pool.clone()), sorted(vec![SEAL, BIRD]));
    assert_eq!(
        hunt.days.iter().map(|d| d.card).collect::<Vec<_>>(),
        vec![DEER, FISH]
    );
    assert_eq!(hunt.outcome, Some(HuntOutcome::Success));
}
