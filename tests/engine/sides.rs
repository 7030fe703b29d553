//! Choosing sides (rulebook: Choosing Sides, Optional Rule; RULINGS.md).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

#[test]
fn the_leaders_are_committed_and_cannot_choose() {
    let (mut game, _) = table(5).start().unwrap();
    doom_at(&mut game, 0, b(1, Deer, 2));
    assert_eq!(
        refused(&mut game, 0, Action::Side(Side::Doom)),
        ActionError::AlreadyChose
    );
    assert_eq!(
        refused(&mut game, 1, Action::Side(Side::Hunt)),
        ActionError::AlreadyChose
    );
    assert_eq!(game.waiting_for(), vec![Seat(2), Seat(3), Seat(4)]);
}

#[test]
fn secret_sides_are_chosen_in_any_order_and_hidden_until_all_are_in() {
    let (mut game, _) = table(6).start().unwrap();
    doom_at(&mut game, 0, b(1, Deer, 2));
    let mut events = play(&mut game, 4, Action::Side(Side::Hunt));
    events.extend(play(&mut game, 2, Action::Side(Side::Doom)));
    // Nothing public tells which side seat 4 or 2 took.
    assert_eq!(
        events,
        vec![
            Event::SideChosen { seat: Seat(4) },
            Event::SideChosen { seat: Seat(2) }
        ]
    );
    let public = game.public_view();
    assert_eq!(public.seats[4].side, SideView::Secret);
    assert_eq!(public.seats[2].side, SideView::Secret);
    assert_eq!(public.seats[3].side, SideView::Undecided);
    // Seat 4 sees its own choice, seat 3 does not see it.
    assert_eq!(game.seat_view(Seat(4)).side, Some(Side::Hunt));
    assert_eq!(
        game.seat_view(Seat(3)).public.seats[4].side,
        SideView::Secret
    );
    // A choice is binding.
    assert_eq!(
        refused(&mut game, 4, Action::Side(Side::Doom)),
        ActionError::AlreadyChose
    );
    play(&mut game, 5, Action::Side(Side::Hunt));
    let events = play(&mut game, 3, Action::Side(Side::Doom));
    assert_eq!(
        events,
        vec![
            Event::SideChosen { seat: Seat(3) },
            Event::SidesRevealed {
                sides: vec![
                    (Seat(0), Side::Hunt),
                    (Seat(1), Side::Doom),
                    (Seat(2), Side::Doom),
                    (Seat(3), Side::Doom),
                    (Seat(4), Side::Hunt),
                    (Seat(5), Side::Hunt),
                ]
            }
        ]
    );
    assert_eq!(
        game.public_view().seats[4].side,
        SideView::Known(Side::Hunt)
    );
}

#[test]
fn sequential_sides_go_from_the_doom_leader_in_wind_order_skipping_the_hunt_leader() {
    for (wind, hl, dl, order) in [
        (Wind::Clockwise, 3u8, 4u8, [0u8, 1, 2]),
        (Wind::CounterClockwise, 3, 2, [1, 0, 4]),
    ] {
        let mut s = table(5);
        s.settings.sides = SidesRule::Sequential;
        s.wind = wind;
        s.first_player = Seat(hl);
        let (mut game, _) = s.start().unwrap();
        play(&mut game, hl, boast(1, Deer, 2));
        play(&mut game, dl, Action::Doom);
        for (i, &seat) in order.iter().enumerate() {
            assert_eq!(game.waiting_for(), vec![Seat(seat)], "{wind:?} #{i}");
            let later = order[(i + 1) % 3];
            if i < 2 {
                assert!(matches!(
                    refused(&mut game, later, Action::Side(Side::Hunt)),
                    ActionError::NotYourTurn { .. }
                ));
            }
            let side = if i == 1 { Side::Doom } else { Side::Hunt };
            let events = play(&mut game, seat, Action::Side(side));
            // Public at once.
            assert_eq!(
                events[0],
                Event::SideDeclared {
                    seat: Seat(seat),
                    side
                }
            );
            assert_eq!(
                game.public_view().seats[seat as usize].side,
                SideView::Known(side)
            );
        }
        assert_eq!(game.public_view().phase, PhaseView::Anteing);
    }
}

#[test]
fn each_doomer_antes_exactly_one_card_face_down() {
    let mut s = table(5);
    s.hands[1] = vec![DEER, SEAL, FISH];
    s.hands[3] = vec![INUKSUK, BIRD, BIRD];
    let (mut game, _) = s.start().unwrap();
    doom_at(&mut game, 0, b(1, Deer, 2));
    choose_sides(&mut game, &[2, 4], Side::Doom);
    // Doomers: 1 (leader) and 3.
    assert_eq!(game.waiting_for(), vec![Seat(1), Seat(3)]);
    // Hunters do not ante.
    assert!(matches!(
        refused(&mut game, 2, Action::Ante(BIRD)),
        ActionError::NotYourTurn { .. }
    ));
    // Only a card in hand.
    assert_eq!(
        refused(&mut game, 1, Action::Ante(INUKSUK)),
        ActionError::CardNotInHand(INUKSUK)
    );
    let events = play(&mut game, 3, Action::Ante(INUKSUK));
    assert_eq!(events, vec![Event::Anted { seat: Seat(3) }]);
    assert_eq!(
        refused(&mut game, 3, Action::Ante(BIRD)),
        ActionError::AlreadyDone
    );
    // Nobody else can tell what was anted.
    let view = game.seat_view(Seat(1));
    assert!(view.public.seats[3].anted);
    assert!(view.public.antes.is_empty());
    assert_eq!(game.seat_view(Seat(3)).ante, Some(INUKSUK));
    assert_eq!(game.seat_view(Seat(3)).hand, vec![BIRD, BIRD]);
    play(&mut game, 1, Action::Ante(SEAL));
    assert!(matches!(
        game.public_view().phase,
        PhaseView::Contributing { .. }
    ));
}

#[test]
fn sides_stay_shown_until_the_next_round() {
    // "Players should leave their tokens out, showing whether they are
    // Hunters or Doomers, until the beginning of the next round."
    let mut s = table(5);
    s.hands[1] = vec![DEER, BIRD, BIRD]; // the Doom Leader antes a Deer: two kinds to pick from
    s.deck_top = vec![BIRD, DEER, SEAL];
    let (mut game, _) = s.start().unwrap();
    hunt(&mut game, b(1, Bird, 1), &[2], &[]);
    // Picking: every side is still on show.
    assert!(matches!(
        game.public_view().phase,
        PhaseView::Picking { .. }
    ));
    let sides: Vec<SideView> = game.public_view().seats.iter().map(|s| s.side).collect();
    assert!(
        sides.iter().all(|s| matches!(s, SideView::Known(_))),
        "{sides:?}"
    );
    pick_all(&mut game);
    // A new round: everyone undecided again.
    assert_eq!(game.public_view().round, 2);
    assert!(
        game.public_view()
            .seats
            .iter()
            .all(|s| s.side == SideView::Undecided)
    );
}

#[test]
fn each_seats_sides_are_tallied_once_revealed_leaders_aside() {
    let (mut game, _) = table(6).start().unwrap();
    doom_at(&mut game, 0, b(1, Deer, 2));
    play(&mut game, 2, Action::Side(Side::Hunt));
    play(&mut game, 3, Action::Side(Side::Doom));
    play(&mut game, 4, Action::Side(Side::Hunt));
    // A secret side is not in the tally before everyone has chosen.
    let tally = |game: &Game| -> Vec<(u16, u16)> {
        game.public_view()
            .seats
            .iter()
            .map(|s| (s.sides_taken.hunts, s.sides_taken.dooms))
            .collect()
    };
    assert_eq!(tally(&game), vec![(0, 0); 6]);
    play(&mut game, 5, Action::Side(Side::Doom));
    // The leaders (seats 0 and 1) chose nothing and count nothing.
    assert_eq!(
        tally(&game),
        vec![(0, 0), (0, 0), (1, 0), (0, 1), (1, 0), (0, 1)]
    );
    // Every seat's view shows the same public tally.
    assert_eq!(
        game.seat_view(Seat(3)).public.seats[5].sides_taken,
        SidesTaken { hunts: 0, dooms: 1 }
    );
}

#[test]
fn a_game_stored_before_the_tally_counts_sides_from_then_on() {
    let (mut game, _) = table(5).start().unwrap();
    let mut json: serde_json::Value = serde_json::to_value(&game).unwrap();
    json.as_object_mut().unwrap().remove("sides_taken").unwrap();
    game = serde_json::from_value(json).unwrap();
    assert!(
        game.public_view()
            .seats
            .iter()
            .all(|s| s.sides_taken == SidesTaken::default())
    );
    doom_at(&mut game, 0, b(1, Deer, 2));
    choose_sides(&mut game, &[2, 3], Side::Doom);
    let seats = game.public_view().seats;
    assert_eq!(seats[2].sides_taken, SidesTaken { hunts: 1, dooms: 0 });
    assert_eq!(seats[4].sides_taken, SidesTaken { hunts: 0, dooms: 1 });
}
