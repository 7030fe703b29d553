//! Every screen rendered from any state of random games fits Discord's
//! limits, with the longest names and every seat count.

use super::board::{BoardContext, board};
use super::hand::{HandContext, hand};
use super::{Names, announce};
use crate::discord::screen::Screen;
use crate::discord::text::{Locale, t};
use crate::engine::{Game, Seat, Settings, SidesRule};
use crate::service::LastAct;
use crate::service::journal::Journal;

fn names(seats: u8) -> Names {
    Names {
        // 32 characters (Discord's longest display name), markdown included.
        names: (0..seats)
            .map(|i| format!("**_~~Wolverine`|{i}|`Stormcaller~~_**")[..32].to_string())
            .collect(),
        users: (0..seats).map(|i| Some(u64::MAX - u64::from(i))).collect(),
    }
}

/// What the fallback shows for a message no catalogue has.
const MISSING: &str = "…";

/// A line of text: nothing unresolved, nothing missing, and in English
/// no "1 cards".
#[track_caller]
fn fits_text(l: Locale, text: &str, what: &str) {
    assert!(
        !text.contains("{$") && !text.contains("{ $"),
        "{what}: {text}"
    );
    assert!(
        text.trim() != MISSING,
        "{what} ({}): a missing message",
        l.code()
    );
    if l == Locale::SOURCE {
        plurals_right(text, what);
    }
}

#[track_caller]
fn fits_in(l: Locale, screen: &Screen, what: &str) {
    if let Err(e) = screen.check() {
        panic!("{what} breaks a Discord limit: {e}\n{screen:#?}");
    }
    let mut texts = vec![screen.content.clone()];
    if let Some(e) = &screen.embed {
        texts.extend([e.title.clone(), e.description.clone(), e.footer.clone()]);
        texts.extend(e.fields.iter().map(|f| format!("{}: {}", f.name, f.value)));
    }
    for row in &screen.rows {
        if let crate::discord::screen::Row::Select(s) = row {
            texts.extend(s.options.iter().map(|o| o.label.clone()));
        }
    }
    for text in &texts {
        fits_text(l, text, what);
    }
    // Nothing was cut to fit: a label clipped to its limit (ending "…")
    // is a translation too long for its place.
    use crate::discord::screen::{Row, limits};
    let cut = |text: &str, max: usize| text.chars().count() == max && text.ends_with('…');
    let mut short = Vec::new();
    if let Some(e) = &screen.embed {
        short.push((e.title.clone(), limits::EMBED_TITLE));
    }
    for row in &screen.rows {
        match row {
            Row::Buttons(buttons) => {
                short.extend(
                    buttons
                        .iter()
                        .map(|b| (b.label.clone(), limits::BUTTON_LABEL)),
                );
            }
            Row::Select(s) => {
                short.push((s.placeholder.clone(), limits::PLACEHOLDER));
                short.extend(
                    s.options
                        .iter()
                        .map(|o| (o.label.clone(), limits::OPTION_LABEL)),
                );
            }
        }
    }
    for (text, max) in short {
        assert!(
            !cut(&text, max),
            "{what} ({}): cut to fit: {text}",
            l.code()
        );
    }
}

/// No "1 animals", "1 cards"...: one of a thing is singular.
#[track_caller]
fn plurals_right(text: &str, what: &str) {
    for word in ["animal", "card", "day", "pick", "point", "season", "round"] {
        for (at, _) in text.match_indices(&format!("1 {word}s")) {
            let before = text[..at].chars().last();
            assert!(
                before.is_some_and(|c| c.is_ascii_digit()),
                "{what} says \"1 {word}s\": {text}"
            );
        }
    }
}

#[test]
fn every_screen_of_random_games_fits_discords_limits() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let mut screens = 0;
    for seed in 0..60u64 {
        let seats = 5 + (seed % 4) as u8;
        let settings = Settings {
            seats,
            seasons: 1 + (seed % 3) as u8,
            sides: if seed % 2 == 0 {
                SidesRule::Secret
            } else {
                SidesRule::Sequential
            },
        };
        // Every language plays every seat count and rule.
        let l = Locale::ALL[(seed / 4) as usize % Locale::ALL.len()];
        let names = names(seats);
        let (mut game, start) = Game::start(settings, seed).unwrap();
        let mut journal = Journal::new(seats.into(), &start);
        let notes = vec!["⏱️ The AI played for someone who timed out.".to_string()];
        loop {
            let ctx = BoardContext {
                l,
                game: crate::service::GameId(i64::MAX),
                names: &names,
                pick_token: u64::MAX,
                version: u64::MAX,
                notes: &notes,
                practice: false,
            };
            fits_in(l, &board(&ctx, &game.public_view()), "the board");
            for s in 0..seats {
                let view = game.seat_view(Seat(s));
                let ctx = HandContext {
                    l,
                    game: crate::service::GameId(i64::MAX),
                    names: &names,
                    token: u64::MAX,
                    location: "#a-very-long-channel-name-for-the-arctic in The Frozen North Hunting Society",
                    board: Some("https://discord.com/channels/1/2/3"),
                    draft: None,
                    contribution: view.choice.as_ref().map(|_| view.hand.clone()),
                    recap: &journal.recap(Seat(s)),
                    clock: None,
                };
                fits_in(l, &hand(&ctx, &view), "a hand");
                screens += 1;
            }
            if game.is_over() {
                break;
            }
            let waiting = game.waiting_for();
            let seat = waiting[next(waiting.len())];
            let choice = game.legal(seat).unwrap();
            let action = choice.nth(next(choice.len())).unwrap();
            let (season, round) = (game.public_view().season, game.public_view().round);
            let events = game.apply(seat, &action).unwrap();
            let by = crate::service::ActorKind::Player;
            let last = LastAct {
                action: action.clone(),
                by,
                season,
                round,
            };
            journal.note(seat, last, &events);
            for line in announce::lines(l, &names, &events) {
                assert!(line.chars().count() <= 2000, "{line}");
                fits_text(l, &line, "an announcement");
            }
        }
    }
    assert!(screens > 10_000, "{screens} screens checked");
}

#[test]
fn the_lobby_fits_and_start_waits_for_five_seats() {
    use crate::discord::screen::Row;
    use crate::service::{Controller, GameId, GameOptions, GameStatus};
    use crate::service::{GameInfo, SeatInfo, TableView};
    for n in 0..=8u8 {
        let table = TableView {
            info: GameInfo {
                id: GameId(i64::MAX),
                guild: u64::MAX,
                channel: u64::MAX,
                host: Some(u64::MAX),
                opened_by: u64::MAX,
                status: GameStatus::Lobby,
                options: GameOptions {
                    seasons: 10,
                    turn_timeout_secs: Some(86_400),
                    reminder_secs: Some(3_600),
                    ..GameOptions::default()
                },
                version: 1,
                created_at: 0,
                started_at: None,
                finished_at: None,
            },
            seats: (0..n)
                .map(|i| SeatInfo {
                    seat: Seat(i),
                    user: (i % 2 == 0).then_some(u64::from(i)),
                    name: names(8).names[i as usize].clone(),
                    controller: if i % 2 == 0 {
                        Controller::Human
                    } else {
                        Controller::Ai
                    },
                    stood_in: false,
                    token: 0,
                    waiting: false,
                    ai_level: None,
                    away_until: None,
                })
                .collect(),
            public: None,
            clocks: Vec::new(),
        };
        for &l in Locale::ALL {
            for at in [
                super::lobby::PlayedIn::Unknown,
                super::lobby::PlayedIn::Thread(u64::MAX),
                super::lobby::PlayedIn::HereNoThreads,
            ] {
                fits_in(l, &super::lobby::lobby(l, &table, at), "the lobby");
            }
        }
        let screen = super::lobby::lobby(Locale::SOURCE, &table, super::lobby::PlayedIn::Unknown);
        let start = screen
            .rows
            .iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b.clone(),
                Row::Select(_) => Vec::new(),
            })
            .find(|b| {
                crate::discord::ids::ControlId::parse(&b.id)
                    .is_some_and(|id| id.control == crate::discord::ids::Control::Start)
            })
            .unwrap();
        assert_eq!(start.disabled, n < 5, "{n} seats");
        if n == 5 {
            the_lobby_says_where_the_game_is_played(table);
        }
    }
}

/// After the start the lobby points to the game's thread, or says why the
/// game is played in the channel; after the end it still links the thread.
fn the_lobby_says_where_the_game_is_played(mut table: crate::service::TableView) {
    use super::lobby::{PlayedIn, lobby};
    use crate::service::GameStatus;
    let l = Locale::SOURCE;
    let says =
        |table: &crate::service::TableView, at: PlayedIn| format!("{:?}", lobby(l, table, at));
    table.info.status = GameStatus::Running;
    assert_eq!(
        says(&table, PlayedIn::Thread(42)),
        says(&table, PlayedIn::Unknown),
        "the lobby the press on Start draws needs no edit for the thread"
    );
    assert!(says(&table, PlayedIn::Thread(42)).contains(&t!(l, "lobby-on-in-thread")));
    let here = says(&table, PlayedIn::HereNoThreads);
    assert!(here.contains(&t!(l, "lobby-on-here-no-threads")), "{here}");
    assert!(says(&table, PlayedIn::Here).contains(&t!(l, "lobby-on-here")));
    table.info.status = GameStatus::Over;
    let link = t!(l, "lobby-thread-link", thread = "42");
    assert!(says(&table, PlayedIn::Thread(42)).contains(&link));
    assert!(!says(&table, PlayedIn::Here).contains("<#"));
}

/// The other screens and notices, in every language: settings, my games,
/// the rules and history, notices and reminders, cancelled and closed
/// hands: within Discord's limits, nothing missing or unresolved.
#[test]
fn the_other_screens_and_notices_fit_in_every_language() {
    use super::notices::{self, DecideIn};
    use crate::engine::{Card, Choice};
    use crate::service::{GameId, LobbyDefaults, StandInReason};
    let location = "#a-very-long-channel-name-for-the-arctic in The Frozen North Hunting Society";
    let choices = [
        Choice::Side,
        Choice::Ante {
            options: vec![Card::Inuksuk],
        },
        Choice::Pick {
            options: vec![Card::Inuksuk],
        },
    ];
    let game = GameId(i64::MAX);
    for &l in Locale::ALL {
        let screens = [
            super::settings::settings(l, &LobbyDefaults::default(), true),
            super::games::my_games(l, &[]),
            super::info::rules(l),
            super::info::history(l, &[]),
            notices::closed_hand(l, game, location, &notices::hand_cancelled(l)),
        ];
        for screen in &screens {
            fits_in(l, screen, "a screen");
        }
        let mut lines = vec![
            notices::cancelled(l, game, true),
            notices::cancelled(l, game, false),
            notices::practice_started(l, game, 8),
            notices::dms_closed(l, u64::MAX),
            notices::hand_given_up(l, StandInReason::Left),
            notices::following(l, game, true, true),
            notices::following(l, game, false, true),
            notices::rematch_opened(l, u64::MAX, game, game, &[u64::MAX; 7]),
        ];
        for choice in &choices {
            lines.push(notices::your_turn(l, location, choice));
            lines.push(notices::your_turn_here(l, u64::MAX, choice));
            for last in [true, false] {
                for at in [DecideIn::Dm, DecideIn::HandCommand] {
                    lines.push(notices::reminder(l, "<@1>", choice, last, at));
                }
            }
        }
        for line in lines {
            assert!(line.chars().count() <= 2000, "{line}");
            fits_text(l, &line, "a notice");
        }
    }
}
