//! Rewards of hunting and of doomsaying, discards (rulebook: Rewards of
//! Hunting, Rewards of Doomsaying, Discards; RULINGS.md: Rewards).

use crate::harness::*;
use nanuk::engine::Animal::*;
use nanuk::engine::*;

fn pot_of(events: &[Event]) -> (Vec<Seat>, u8, Vec<Card>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::PicksBegin { order, each, pot } => Some((order.clone(), *each, pot.clone())),
            _ => None,
        })
        .expect("the picks begin")
}

#[test]
fn rulebook_example_six_hunters_and_thirteen_cards_two_picks_each_and_one_discard() {
    // 8 seats: seat 0 leads the hunt, seat 1 dooms, seat 5 dooms too; six
    // Hunters give one card each, five days are drawn, two antes: 13 cards.
    let mut s = table(8);
    for (i, hand) in s.hands.iter_mut().enumerate() {
        *hand = vec![if i % 2 == 0 { DEER } else { FISH }, SEAL, SEAL];
    }
    s.deck_top = vec![BIRD, SEAL2, FISH, DEER, SEAL];
    let (mut game, _) = s.start().unwrap();
    let mut events = hunt(&mut game, b(1, Seal, 5), &[2, 3, 4, 6, 7], &[]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Success));
    let (order, each, pot) = pot_of(&events);
    assert_eq!(pot.len(), 13);
    assert_eq!(each, 2);
    // The Hunt Leader first, then the Hunters in the wind's direction.
    assert_eq!(order, [0, 2, 3, 4, 6, 7].map(Seat).to_vec());
    events.extend(pick_all(&mut game));
    let picked: Vec<u8> = picks(&events).iter().map(|p| p.0).collect();
    assert_eq!(
        picked,
        vec![0, 2, 3, 4, 6, 7, 0, 2, 3, 4, 6, 7],
        "twice around"
    );
    // The picks are summed up once they are all made: who took what.
    let summed: Vec<(Seat, Card)> = events
        .iter()
        .find_map(|e| match e {
            Event::PicksEnded { picks } => Some(picks.clone()),
            _ => None,
        })
        .expect("the picks end");
    let each: Vec<(u8, Card)> = picks(&events).iter().map(|p| (p.0, p.1)).collect();
    assert_eq!(
        summed.iter().map(|(s, c)| (s.0, *c)).collect::<Vec<_>>(),
        each
    );
    let discarded: Vec<Card> = events
        .iter()
        .find_map(|e| match e {
            Event::Discarded { cards } => Some(cards.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(discarded.len(), 1);
}

#[test]
fn the_pot_is_the_contributions_the_days_and_the_antes() {
    let mut s = table(5);
    s.hands[0] = vec![SEAL, DEER, FISH];
    s.hands[1] = vec![INUKSUK, BIRD, BIRD];
    s.hands[2] = vec![SEAL2, BIRD, BIRD];
    s.deck_top = vec![DEER2, FISH];
    let (mut game, _) = s.start().unwrap();
    let events = hunt(
        &mut game,
        b(1, Seal, 2),
        &[2],
        &[(2, vec![SEAL2]), (0, vec![SEAL, DEER])],
    );
    let antes = events
        .iter()
        .find_map(|e| match e {
            Event::AntesRevealed { antes } => Some(antes.clone()),
            _ => None,
        })
        .expect("antes are revealed once the hunt is over");
    assert_eq!(
        antes,
        vec![(Seat(1), INUKSUK), (Seat(3), BIRD), (Seat(4), BIRD)]
    );
    assert_eq!(
        game.public_view().antes,
        antes,
        "each ante shown by its Doomer"
    );
    let (_, _, pot) = pot_of(&events);
    assert_eq!(
        sorted(pot),
        sorted(vec![SEAL2, SEAL, DEER, DEER2, FISH, INUKSUK, BIRD, BIRD])
    );
}

#[test]
fn a_failed_hunt_goes_to_the_doomers_from_the_doom_leader_in_wind_order() {
    let mut s = table(6);
    s.wind = Wind::CounterClockwise;
    s.first_player = Seat(3);
    s.deck_top = vec![SEAL_N];
    let (mut game, _) = s.start().unwrap();
    play(&mut game, 3, boast(1, Bird, 1));
    play(&mut game, 2, Action::Doom);
    // Seats 0 and 4 doom with the leader; 1 and 5 hunt with seat 3.
    choose_sides(&mut game, &[1, 5], Side::Doom);
    ante_all(&mut game);
    let events = contribute_all(&mut game, &[]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::Nanuk { day: 1 }));
    let (order, each, pot) = pot_of(&events);
    // Counter-clockwise from seat 2: 2, 1, 0, 5, 4, 3 - Doomers only.
    assert_eq!(order, vec![Seat(2), Seat(0), Seat(4)]);
    // 3 contributions + 1 day + 3 antes = 7 cards: 2 each, 1 left over.
    assert_eq!((pot.len(), each), (7, 2));
}

#[test]
fn a_new_pass_starts_only_while_the_pot_holds_a_card_for_every_winner() {
    // Four Hunters give two cards each, two days, one ante: 11 cards. Two
    // passes take 8; the 3 left cannot go round 4 Hunters.
    let mut s = table(5);
    s.deck_top = vec![DEER, SEAL];
    let (mut game, _) = s.start().unwrap();
    let two_birds = || vec![BIRD, BIRD];
    let mut events = hunt(
        &mut game,
        b(1, Bird, 2),
        &[2, 3, 4],
        &[
            (0, two_birds()),
            (2, two_birds()),
            (3, two_birds()),
            (4, two_birds()),
        ],
    );
    let (order, each, pot) = pot_of(&events);
    assert_eq!((order.len(), each, pot.len()), (4, 2, 11));
    events.extend(pick_all(&mut game));
    assert_eq!(picks(&events).len(), 8);
    let discarded = events.iter().find_map(|e| match e {
        Event::Discarded { cards } => Some(cards.len()),
        _ => None,
    });
    assert_eq!(discarded, Some(3));
}

#[test]
fn leftovers_go_face_up_to_the_bottom_of_the_deck() {
    let mut s = table(5);
    for (i, hand) in s.hands.iter_mut().enumerate() {
        *hand = vec![[DEER, SEAL, FISH, BIRD, INUKSUK][i]];
    }
    s.deck_top = vec![BIRD, SEAL];
    let (mut game, _) = s.start().unwrap();
    // Seats 0 and 2 hunt 1 Bird in 2 days: 2 cards + 2 days + 3 antes = 7
    // cards for 2 Hunters: 3 each and 1 left over.
    let mut events = hunt(&mut game, b(1, Bird, 2), &[2], &[]);
    let (order, each, pot) = pot_of(&events);
    assert_eq!((order.len(), each, pot.len()), (2, 3, 7));
    events.extend(pick_all(&mut game));
    let discarded = events
        .iter()
        .find_map(|e| match e {
            Event::Discarded { cards } => Some(cards.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(discarded.len(), 1);
    // After the deal the discard is the bottom card of the deck, face up.
    let deck = game.deck_cards();
    assert_eq!(deck.last(), discarded.last());
    assert!(game.face_down_count() < deck.len());
}

#[test]
fn each_pick_is_the_pickers_own_choice_from_the_pot() {
    let mut s = table(5);
    // A sole winner: picking card by card is the first revision's rule
    // (a sole winner now takes the pot at once).
    s.revision = Revision::FIRST;
    s.hands[0] = vec![SEAL, DEER, FISH];
    s.deck_top = vec![INUKSUK];
    let (mut game, _) = s.start().unwrap();
    hunt(
        &mut game,
        b(1, Seal, 1),
        &[],
        &[(0, vec![SEAL, DEER, FISH])],
    );
    assert_eq!(game.waiting_for(), vec![Seat(0)]);
    let choice = game.legal(Seat(0)).unwrap();
    assert_eq!(
        sorted(match choice {
            Choice::Pick { options } => options,
            other => panic!("{other:?}"),
        }),
        sorted(vec![SEAL, DEER, FISH, INUKSUK, BIRD])
    );
    assert_eq!(
        refused(&mut game, 0, Action::Pick(FISH_N)),
        ActionError::CardNotInPot(FISH_N)
    );
    assert!(matches!(
        refused(&mut game, 1, Action::Pick(SEAL)),
        ActionError::NotYourTurn { .. }
    ));
    let events = play(&mut game, 0, Action::Pick(INUKSUK));
    assert_eq!(
        events[0],
        Event::Picked {
            seat: Seat(0),
            card: INUKSUK,
            forced: false
        }
    );
    assert_eq!(game.public_view().seats[0].pile, vec![INUKSUK]);
}

#[test]
fn when_only_one_kind_is_left_the_pick_is_made_for_the_picker() {
    let mut s = table(5);
    s.deck_top = vec![BIRD];
    let (mut game, _) = s.start().unwrap();
    let events = hunt(&mut game, b(1, Bird, 1), &[], &[]);
    let all = picks(&events);
    assert_eq!(all.len(), 6);
    assert!(
        all.iter()
            .all(|&(seat, card, forced)| seat == 0 && card == BIRD && forced)
    );
}

/// Two Doomers win 1 Bird hunted in 1 day against a lone Hunt Leader who
/// gave mixed cards; `doomers` are the seats on the Doom side besides the
/// Doom Leader (seat 1).
fn doomed_hunt(revision: Revision, doomers: &[u8]) -> (Game, Vec<Event>) {
    let mut s = table(5);
    s.revision = revision;
    for hand in &mut s.hands {
        *hand = vec![DEER, SEAL, FISH];
    }
    s.deck_top = vec![DEER];
    let (mut game, _) = s.start().unwrap();
    let mut events = play(&mut game, 0, boast(1, Bird, 1));
    events.extend(play(&mut game, 1, Action::Doom));
    let hunters: Vec<u8> = (2..5).filter(|i| !doomers.contains(i)).collect();
    events.extend(choose_sides(&mut game, &hunters, Side::Doom));
    events.extend(ante_all(&mut game));
    events.extend(contribute_all(&mut game, &[(0, vec![DEER, SEAL, FISH])]));
    (game, events)
}

#[test]
fn a_sole_winner_takes_the_whole_pot_at_once() {
    // Everyone else hunts: the Doom Leader alone shares the pot.
    let (game, events) = doomed_hunt(Revision::CURRENT, &[]);
    assert_eq!(hunt_outcome(&events), Some(HuntOutcome::TooFew));
    let (order, _, pot) = pot_of(&events);
    assert_eq!(order, vec![Seat(1)]);
    assert!(pot.iter().any(|c| *c != pot[0]), "a mixed pot: {pot:?}");
    let all = picks(&events);
    assert_eq!(all.len(), pot.len(), "every card is taken");
    assert!(all.iter().all(|&(seat, _, forced)| seat == 1 && forced));
    assert_eq!(
        sorted(game.public_view().seats[1].pile.clone()),
        sorted(pot)
    );
    assert!(
        !matches!(game.public_view().phase, PhaseView::Picking { .. }),
        "nobody is asked to pick"
    );
}

#[test]
fn several_winners_still_pick_by_hand() {
    let (game, events) = doomed_hunt(Revision::CURRENT, &[2]);
    let (order, _, _) = pot_of(&events);
    assert_eq!(order.len(), 2);
    assert!(picks(&events).is_empty());
    assert!(matches!(
        game.public_view().phase,
        PhaseView::Picking { turn: Seat(1) }
    ));
}

#[test]
fn a_game_stored_before_the_whole_pot_ruling_still_picks_card_by_card() {
    let (game, events) = doomed_hunt(Revision::FIRST, &[]);
    assert!(picks(&events).is_empty(), "its log holds every pick");
    assert!(matches!(
        game.public_view().phase,
        PhaseView::Picking { turn: Seat(1) }
    ));
    // And it replays under its own revision, not the current one.
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back.revision(), Revision::FIRST);
}
