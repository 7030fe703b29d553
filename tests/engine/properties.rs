//! Invariants over thousands of random games with random legal actions:
//! every card accounted for, views that show only what a seat may know,
//! exact replay, and illegal actions refused without effect.

use nanuk::engine::cards::full_census;
use nanuk::engine::*;
use proptest::prelude::*;

/// A small deterministic source for the players' random choices (the
/// game's own chance stays inside the game).
struct Picker(u64);

impl Picker {
    fn below(&mut self, n: usize) -> usize {
        // SplitMix64.
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

fn settings() -> impl Strategy<Value = Settings> {
    (5u8..=8, 1u8..=2, any::<bool>()).prop_map(|(seats, seasons, sequential)| Settings {
        seats,
        seasons,
        sides: if sequential {
            SidesRule::Sequential
        } else {
            SidesRule::Secret
        },
    })
}

/// One random legal move: a random waiting seat, a uniform legal action.
fn random_move(game: &Game, picker: &mut Picker) -> (Seat, Action) {
    let waiting = game.waiting_for();
    assert!(
        !waiting.is_empty(),
        "a running game always waits for someone"
    );
    let seat = waiting[picker.below(waiting.len())];
    let choice = game.legal(seat).expect("a waited-on seat has a choice");
    let action = choice.nth(picker.below(choice.len())).expect("in range");
    (seat, action)
}

/// An arbitrary action, often illegal: any kind, any card, any boast.
fn junk_action(picker: &mut Picker) -> Action {
    let card = Card::ALL[picker.below(Card::ALL.len())];
    match picker.below(7) {
        0 => Action::Boast(Boast {
            count: picker.below(30) as u8,
            animal: Animal::ALL[picker.below(4)],
            days: picker.below(14) as u8,
        }),
        1 => Action::Doom,
        2 => Action::Side(if picker.below(2) == 0 {
            Side::Hunt
        } else {
            Side::Doom
        }),
        3 => Action::Ante(card),
        4 => Action::Contribute(
            (0..picker.below(4))
                .map(|_| Card::ALL[picker.below(13)])
                .collect(),
        ),
        5 => Action::Pick(card),
        _ => Action::Contribute(vec![card]),
    }
}

fn is_listed(game: &Game, seat: Seat, action: &Action) -> bool {
    let Some(choice) = game.legal(seat) else {
        return false;
    };
    match (action, &choice) {
        (Action::Boast(b), Choice::Boast { space, .. }) => space.contains(b),
        (Action::Contribute(cards), _) => {
            let mut sorted = cards.clone();
            sorted.sort();
            choice.actions().contains(&Action::Contribute(sorted))
        }
        _ => choice.actions().contains(action),
    }
}

/// Plays a whole random game, calling `check` before every move.
fn play_out(
    settings: Settings,
    seed: u64,
    moves_seed: u64,
    mut check: impl FnMut(&Game, &mut Picker),
) -> (Game, Vec<(Seat, Action)>, Vec<Event>) {
    let (mut game, mut events) = Game::start(settings, seed).unwrap();
    let mut picker = Picker(moves_seed);
    let mut log = Vec::new();
    while !game.is_over() {
        check(&game, &mut picker);
        let (seat, action) = random_move(&game, &mut picker);
        events.extend(
            game.apply(seat, &action)
                .expect("legal actions are accepted"),
        );
        log.push((seat, action));
        assert!(log.len() < 20_000, "games end");
    }
    check(&game, &mut picker);
    (game, log, events)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_card_is_accounted_for_after_every_action(
        settings in settings(), seed in any::<u64>(), moves in any::<u64>()
    ) {
        let full = full_census();
        play_out(settings, seed, moves, |game, _| {
            assert_eq!(game.census(), full, "cards lost or made up");
            let view = game.public_view();
            let in_hands: usize = view.seats.iter().map(|s| s.hand_size as usize).sum();
            assert!(in_hands <= settings.seats as usize * HAND_SIZE);
        });
    }

    #[test]
    fn seed_and_actions_replay_the_game_exactly(
        settings in settings(), seed in any::<u64>(), moves in any::<u64>()
    ) {
        let (game, log, events) = play_out(settings, seed, moves, |_, _| {});
        let (replayed, replayed_events) = Game::replay(settings, seed, &log).unwrap();
        prop_assert_eq!(&replayed, &game);
        prop_assert_eq!(replayed_events, events);
        // The stored form replays too.
        let json = serde_json::to_string(&game).unwrap();
        prop_assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), game);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn illegal_actions_are_refused_without_changing_anything(
        settings in settings(), seed in any::<u64>(), moves in any::<u64>()
    ) {
        play_out(settings, seed, moves, |game, picker| {
            for _ in 0..4 {
                let seat = Seat(picker.below(settings.seats as usize + 1) as u8);
                let action = junk_action(picker);
                let mut copy = game.clone();
                let result = copy.apply(seat, &action);
                if is_listed(game, seat, &action) {
                    assert!(result.is_ok(), "{seat:?} {action:?} is listed yet refused: {result:?}");
                } else {
                    assert!(result.is_err(), "{seat:?} {action:?} is not listed yet accepted");
                    assert_eq!(&copy, game, "a refused action changed the game");
                }
            }
            // Every listed action is accepted (a sample of large boast lists).
            for seat in game.waiting_for() {
                let choice = game.legal(seat).unwrap();
                for _ in 0..3 {
                    let action = choice.nth(picker.below(choice.len())).unwrap();
                    assert!(game.clone().apply(seat, &action).is_ok());
                }
            }
            // Nobody the game is not waiting for has a choice.
            for s in 0..settings.seats {
                let seat = Seat(s);
                assert_eq!(game.legal(seat).is_some(), game.waiting_for().contains(&seat));
            }
        });
    }

    #[test]
    fn a_view_shows_only_what_its_seat_may_know(
        settings in settings(), seed in any::<u64>(), moves in any::<u64>()
    ) {
        // Deal every card hidden from a seat anew (and re-choose others'
        // secret sides): its view must not change. Likewise the public view
        // when everything hidden from everyone is dealt anew.
        play_out(settings, seed, moves, |game, picker| {
            let seat = Seat(picker.below(settings.seats as usize) as u8);
            let k = picker.below(1 << 30) as u64;
            let view = game.seat_view(seat);
            let other = game.redeal_hidden(Some(seat), k);
            assert_eq!(other.census(), game.census());
            assert_eq!(other.seat_view(seat), view, "{seat:?} sees hidden information");
            assert_eq!(
                game.redeal_hidden(None, k).public_view(),
                game.public_view(),
                "the public view shows hidden information"
            );
        });
    }
}

/// Events that reveal what was hidden, by the rules, at that moment.
fn is_reveal(e: &Event) -> bool {
    matches!(
        e,
        Event::SidesRevealed { .. } | Event::PoolRevealed { .. } | Event::WinterIsNear { .. }
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn events_carry_nothing_hidden_until_a_reveal(
        settings in settings(), seed in any::<u64>(), moves in any::<u64>()
    ) {
        // The same action by the same seat, on a copy whose cards hidden
        // from that seat are dealt anew, gives the same events up to the
        // first reveal: events are built from public information only.
        play_out(settings, seed, moves, |game, picker| {
            if game.is_over() {
                return;
            }
            let (seat, action) = random_move(game, &mut Picker(picker.below(1 << 30) as u64));
            let mut original = game.clone();
            let mut redealt = game.redeal_hidden(Some(seat), picker.below(1 << 30) as u64);
            let a = original.apply(seat, &action).expect("legal");
            let b = redealt.apply(seat, &action).expect("the seat's own view is unchanged");
            let upto = |events: &[Event]| -> Vec<Event> {
                events.iter().take_while(|e| !is_reveal(e)).cloned().collect()
            };
            assert_eq!(upto(&a), upto(&b), "{seat:?} {action:?}");
        });
    }
}
