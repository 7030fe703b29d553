//! Boasting (rulebook: Boasting; RULINGS.md: Boasting).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

#[test]
fn rulebook_examples_of_raises() {
    // "A boast of 1 Fish in 4 days is better than a boast of 1 Fish in 3 days"
    assert!(b(1, Fish, 4).beats(&b(1, Fish, 3)));
    // "A boast of 2 Seals in 4 days is better than a boast of 1 Seal in 4 days"
    assert!(b(2, Seal, 4).beats(&b(1, Seal, 4)));
    // "A boast of 2 Birds in 4 days is better than a boast of 1 Seal in 4 days"
    assert!(b(2, Bird, 4).beats(&b(1, Seal, 4)));
    // "a player may respond to '2 Deer in 4 days' by saying '6 Fish in 7 days'"
    assert!(b(6, Fish, 7).beats(&b(2, Deer, 4)));
    // Raising both.
    assert!(b(3, Seal, 5).beats(&b(2, Seal, 4)));
}

#[test]
fn the_animal_changes_only_with_a_higher_count() {
    // "You may not change the type of animal unless you raise the number."
    assert!(!b(1, Fish, 5).beats(&b(1, Seal, 4)));
    assert!(b(2, Fish, 4).beats(&b(1, Seal, 4)));
}

#[test]
fn a_raise_never_lowers_count_or_days_and_must_raise_one() {
    assert!(!b(3, Deer, 3).beats(&b(2, Deer, 4)), "fewer days");
    assert!(!b(1, Deer, 9).beats(&b(2, Deer, 4)), "fewer animals");
    assert!(!b(2, Deer, 4).beats(&b(2, Deer, 4)), "the same boast");
}

#[test]
fn the_minimum_first_boast_is_one_animal_in_one_day() {
    let (mut game, _) = table(5).start().unwrap();
    assert_eq!(
        refused(&mut game, 0, boast(0, Deer, 1)),
        ActionError::BadBoast(BoastError::ZeroCount)
    );
    assert_eq!(
        refused(&mut game, 0, boast(1, Deer, 0)),
        ActionError::BadBoast(BoastError::DaysOutOfRange)
    );
    play(&mut game, 0, boast(1, Deer, 1));
}

#[test]
fn days_are_capped_at_twelve() {
    assert_eq!(MAX_DAYS, 12);
    let (mut game, _) = table(5).start().unwrap();
    assert_eq!(
        refused(&mut game, 0, boast(1, Deer, 13)),
        ActionError::BadBoast(BoastError::DaysOutOfRange)
    );
    play(&mut game, 0, boast(1, Deer, 12));
    // At 12 days only a higher count raises.
    assert!(matches!(
        refused(&mut game, 1, boast(1, Deer, 12)),
        ActionError::BoastTooLow { .. }
    ));
    play(&mut game, 1, boast(2, Deer, 12));
    let raises = Boast::lowest_raises(Some(&b(2, Deer, 12)));
    assert!(raises.iter().all(|r| r.days == 12 && r.count == 3));
}

#[test]
fn counts_are_capped_at_what_the_deck_holds() {
    // 18 plain + 3 Nanuk + 3 doubles counting two: 27 of one animal at most.
    assert_eq!(MAX_COUNT, 27);
    let (mut game, _) = table(5).start().unwrap();
    assert_eq!(
        refused(&mut game, 0, boast(28, Deer, 12)),
        ActionError::BadBoast(BoastError::CountTooHigh)
    );
    play(&mut game, 0, boast(27, Deer, 12));
    // Nothing beats 27 in 12 days: the next player must doom.
    let choice = game.legal(Seat(1)).unwrap();
    assert_eq!(choice.actions(), vec![Action::Doom]);
}

#[test]
fn the_first_player_must_boast() {
    let (mut game, _) = table(5).start().unwrap();
    assert_eq!(
        refused(&mut game, 0, Action::Doom),
        ActionError::NothingToDoom
    );
    let choice = game.legal(Seat(0)).unwrap();
    assert!(!choice.actions().contains(&Action::Doom));
}

#[test]
fn a_boast_that_does_not_raise_is_refused() {
    let (mut game, _) = table(5).start().unwrap();
    play(&mut game, 0, boast(2, Deer, 4));
    assert_eq!(
        refused(&mut game, 1, boast(1, Seal, 4)),
        ActionError::BoastTooLow {
            boast: b(1, Seal, 4),
            standing: b(2, Deer, 4)
        }
    );
    play(&mut game, 1, boast(6, Fish, 7));
}

#[test]
fn each_player_raises_or_dooms_there_is_no_passing() {
    let (mut game, _) = table(5).start().unwrap();
    play(&mut game, 0, boast(1, Deer, 1));
    let actions = game.legal_actions(Seat(1));
    assert!(actions.contains(&Action::Doom));
    assert!(
        actions
            .iter()
            .all(|a| matches!(a, Action::Doom | Action::Boast(_))),
        "only boasts and the doom"
    );
    assert!(matches!(
        refused(&mut game, 1, Action::Side(Side::Hunt)),
        ActionError::WrongPhase { .. }
    ));
}

#[test]
fn boasting_goes_round_in_the_winds_direction_any_number_of_times() {
    for (wind, expected) in [
        (Wind::Clockwise, [2u8, 3, 4, 0, 1, 2, 3]),
        (Wind::CounterClockwise, [2, 1, 0, 4, 3, 2, 1]),
    ] {
        let mut s = table(5);
        s.wind = wind;
        s.first_player = Seat(2);
        let (mut game, _) = s.start().unwrap();
        for (i, &seat) in expected.iter().enumerate() {
            assert_eq!(game.waiting_for(), vec![Seat(seat)], "{wind:?} boast {i}");
            // Only the seat in turn may boast.
            let other = (seat + 1) % 5;
            assert!(matches!(
                refused(&mut game, other, boast(20, Bird, 12)),
                ActionError::NotYourTurn { .. }
            ));
            play(&mut game, seat, boast(1 + i as u8, Deer, 1));
        }
    }
}

#[test]
fn the_doom_makes_the_leaders_and_the_last_boast_the_target() {
    let (mut game, _) = table(5).start().unwrap();
    play(&mut game, 0, boast(1, Deer, 3));
    play(&mut game, 1, boast(2, Seal, 3));
    let events = play(&mut game, 2, Action::Doom);
    assert_eq!(
        events[0],
        Event::Doomed {
            doom_leader: Seat(2),
            hunt_leader: Seat(1),
            target: b(2, Seal, 3)
        }
    );
    let view = game.public_view();
    assert_eq!(view.hunt_leader, Some(Seat(1)));
    assert_eq!(view.doom_leader, Some(Seat(2)));
    assert_eq!(view.hunt.unwrap().target, b(2, Seal, 3));
    assert_eq!(view.seats[1].side, SideView::Known(Side::Hunt));
    assert_eq!(view.seats[2].side, SideView::Known(Side::Doom));
    assert!(matches!(view.phase, PhaseView::ChoosingSides { .. }));
}

#[test]
fn the_boast_space_lists_exactly_the_legal_raises() {
    let all: Vec<Boast> = Animal::ALL
        .into_iter()
        .flat_map(|a| (1..=MAX_COUNT).flat_map(move |c| (1..=MAX_DAYS).map(move |d| b(c, a, d))))
        .collect();
    let standings = [
        None,
        Some(b(1, Deer, 1)),
        Some(b(5, Seal, 7)),
        Some(b(26, Fish, 12)),
        Some(b(27, Bird, 11)),
        Some(b(27, Bird, 12)),
    ];
    for standing in standings {
        let space = BoastSpace { standing };
        let expected: Vec<Boast> = all
            .iter()
            .copied()
            .filter(|x| standing.is_none_or(|s| x.beats(&s)))
            .collect();
        let listed: Vec<Boast> = space.iter().collect();
        assert_eq!(listed.len(), space.len(), "{standing:?}");
        let mut a = listed.clone();
        let mut e = expected.clone();
        a.sort_by_key(|x| (x.animal, x.count, x.days));
        e.sort_by_key(|x| (x.animal, x.count, x.days));
        assert_eq!(a, e, "{standing:?}");
        assert!(space.nth(space.len()).is_none());
        assert!(listed.iter().all(|x| space.contains(x)));
    }
}

#[test]
fn lowest_raises_are_legal_and_minimal() {
    let standing = b(3, Seal, 5);
    let raises = Boast::lowest_raises(Some(&standing));
    assert_eq!(
        raises,
        vec![
            b(3, Seal, 6),
            b(4, Deer, 5),
            b(4, Seal, 5),
            b(4, Fish, 5),
            b(4, Bird, 5)
        ]
    );
    assert!(raises.iter().all(|r| r.beats(&standing)));
    assert_eq!(Boast::lowest_raises(None).len(), 4);
}
