//! The end of a game: final scores with each player's breakdown (sets,
//! pairs, Nanuk bonus), the winner(s), the season totals of longer games,
//! and marks for seats an AI played for a while. From the public view.

use super::cards::NANUK;
use super::{Names, colour};
use crate::discord::ids::{Control, ControlId};
use crate::discord::screen::{Button, Embed, Row, Screen, Style};
use crate::discord::text::{Locale, t, words};
use crate::engine::{EndReason, PublicView, SeasonResult, Seat};
use crate::service::TableView;

/// Marks a seat an AI stood in for at some point.
const STOOD_IN: &str = "🤖";
const TROPHY: &str = "🏆";

/// The results message of a finished game; `None` before it is over.
pub fn results(l: Locale, table: &TableView) -> Option<Screen> {
    let public = table.public.as_ref()?;
    let winners = public.winners.as_ref()?;
    let names = Names::from_seats(l, &table.seats);
    let stood_in: Vec<Seat> = table
        .seats
        .iter()
        .filter(|s| s.stood_in)
        .map(|s| s.seat)
        .collect();
    let name = |seat: Seat| {
        let mark = if stood_in.contains(&seat) {
            format!(" {STOOD_IN}")
        } else {
            String::new()
        };
        format!("{}{mark}", names.bold(seat))
    };

    let best = winners
        .first()
        .and_then(|w| public.totals.get(w.index()))
        .copied()
        .unwrap_or(0);
    let won: Vec<String> = winners.iter().map(|s| name(*s)).collect();
    let headline = match words::list(l, &won) {
        None => t!(l, "results-nobody-won"),
        Some(names) => format!(
            "{TROPHY} {}",
            t!(
                l,
                "results-won",
                winners = names,
                count = won.len(),
                points = best
            )
        ),
    };

    let mut embed = Embed::new(t!(l, "results-title"), colour::OVER).description(headline);
    let several = public.seasons.len() > 1;
    for result in &public.seasons {
        let title = if several {
            t!(
                l,
                "results-season",
                season = result.season,
                why = why(l, result.reason)
            )
        } else {
            t!(l, "results-scores", why = why(l, result.reason))
        };
        embed = embed.field(title, season_lines(l, result, &name, several), false);
    }
    if several {
        embed = embed.field(
            t!(l, "results-totals", seasons = public.seasons.len()),
            totals(public, winners, &name),
            false,
        );
    }
    let mut footer = t!(l, "results-footer", game = table.info.id.0);
    if !stood_in.is_empty() {
        footer.push_str(&format!(" · {STOOD_IN} {}", t!(l, "results-stood-in")));
    }
    Some(Screen {
        content: String::new(),
        embed: Some(embed.footer(footer).fit()),
        rows: vec![Row::Buttons(vec![Button::new(
            ControlId::new(table.info.id, 0, Control::Rematch).to_string(),
            if table.info.is_practice() {
                t!(l, "results-play-again")
            } else {
                t!(l, "results-rematch")
            },
            Style::Primary,
        )])],
    })
}

/// One line per seat, best first: "🏆 **Alice**: 2 sets, 1 pair, Nanuk
/// bonus 2 = 9 points · 🐻‍❄️×3".
fn season_lines(
    l: Locale,
    result: &SeasonResult,
    name: &impl Fn(Seat) -> String,
    several: bool,
) -> String {
    let mut scores = result.scores.clone();
    // Best first; seat order breaks ties so the list is stable.
    scores.sort_by_key(|s| (std::cmp::Reverse(s.score.points()), s.seat));
    scores
        .iter()
        .map(|s| {
            // With one season its winners are the game's; with several the
            // trophy goes to the totals and a season's best get a star.
            let mark = if !result.winners.contains(&s.seat) {
                ""
            } else if several {
                "⭐ "
            } else {
                "🏆 "
            };
            let nanuks = if s.nanuk_cards > 0 {
                format!(" · {NANUK}×{}", s.nanuk_cards)
            } else {
                String::new()
            };
            format!(
                "{mark}{}: {}{nanuks}",
                name(s.seat),
                words::score(l, &s.score)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// "🏆 **Alice**: **23** (7 + 9 + 7)", best first.
fn totals(public: &PublicView, winners: &[Seat], name: &impl Fn(Seat) -> String) -> String {
    let mut seats: Vec<Seat> = (0..public.totals.len()).map(|i| Seat(i as u8)).collect();
    seats.sort_by_key(|s| (std::cmp::Reverse(public.totals[s.index()]), *s));
    seats
        .iter()
        .map(|&seat| {
            let per_season = public
                .seasons
                .iter()
                .map(|r| {
                    r.scores
                        .iter()
                        .find(|s| s.seat == seat)
                        .map_or(0, |s| s.score.points())
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(" + ");
            let mark = if winners.contains(&seat) { "🏆 " } else { "" };
            format!(
                "{mark}{}: **{}** ({per_season})",
                name(seat),
                public.totals[seat.index()]
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn why(l: Locale, reason: EndReason) -> String {
    match reason {
        EndReason::WinterHunt | EndReason::WinterUnfinished => t!(l, "season-end-winter"),
        EndReason::FaceUpWhileDealing => t!(l, "season-end-face-up-deal"),
        EndReason::FaceUpAfterDeal => t!(l, "season-end-face-up-deck"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings, SidesRule};
    use crate::service::{Controller, GameId, GameOptions, GameStatus};
    use crate::service::{GameInfo, SeatInfo};

    /// A finished game of random legal moves.
    fn finished(seasons: u8, seed: u64) -> Game {
        let settings = Settings {
            seats: 5,
            seasons,
            sides: SidesRule::Secret,
        };
        let (mut game, _) = Game::start(settings, seed).expect("starts");
        while let Some(&seat) = game.waiting_for().first() {
            let action = game.legal(seat).and_then(|c| c.nth(0)).expect("a move");
            game.apply(seat, &action).expect("legal");
        }
        game
    }

    fn table(game: &Game, stood_in: &[u8]) -> TableView {
        let info = GameInfo {
            id: GameId(42),
            guild: 1,
            channel: 2,
            host: Some(100),
            opened_by: 100,
            status: GameStatus::Over,
            options: GameOptions::default(),
            version: 9,
            created_at: 0,
            started_at: Some(0),
            finished_at: Some(1),
        };
        let seats = (0..5u8)
            .map(|i| SeatInfo {
                seat: Seat(i),
                user: (i != 4).then_some(100 + u64::from(i)),
                name: format!("P{i}"),
                controller: if i == 4 {
                    Controller::Ai
                } else {
                    Controller::Human
                },
                stood_in: stood_in.contains(&i),
                token: 1,
                waiting: false,
                ai_level: None,
                away_until: None,
            })
            .collect();
        TableView {
            info,
            seats,
            public: Some(game.public_view()),
            clocks: Vec::new(),
        }
    }

    #[test]
    fn one_season_shows_breakdowns_and_the_winners() {
        let game = finished(1, 3);
        let l = Locale::SOURCE;
        let screen = results(l, &table(&game, &[2])).expect("the game is over");
        screen.check().expect("fits Discord's limits");
        let embed = screen.embed.expect("an embed");
        let view = game.public_view();
        let winners = view.winners.clone().expect("over");
        for w in &winners {
            assert!(embed.description.contains(&format!("**P{}**", w.0)));
        }
        assert_eq!(embed.fields.len(), 1, "no totals field for one season");
        let scores = &embed.fields[0].value;
        for s in &view.seasons[0].scores {
            assert!(
                scores.contains(&words::score(l, &s.score)),
                "{} missing from {scores}",
                s.score
            );
        }
        assert!(scores.contains("**P2** 🤖"), "stood-in mark: {scores}");
        assert!(embed.footer.contains("🤖"));
        assert!(embed.footer.contains("#42"));
    }

    #[test]
    fn several_seasons_add_totals() {
        let game = finished(3, 11);
        let view = game.public_view();
        for &l in Locale::ALL {
            let screen = results(l, &table(&game, &[0, 1, 2])).expect("over");
            screen.check().expect("fits in every language");
        }
        let screen = results(Locale::SOURCE, &table(&game, &[])).expect("over");
        screen.check().expect("fits");
        let embed = screen.embed.expect("an embed");
        assert_eq!(embed.fields.len(), view.seasons.len() + 1);
        let totals = &embed.fields.last().expect("totals").value;
        for (i, t) in view.totals.iter().enumerate() {
            assert!(totals.contains(&format!("P{i}**: **{t}**")), "{totals}");
        }
        assert!(!embed.footer.contains("🤖"));
    }

    #[test]
    fn nothing_before_the_end() {
        let settings = Settings {
            seats: 5,
            seasons: 1,
            sides: SidesRule::Secret,
        };
        let (game, _) = Game::start(settings, 1).expect("starts");
        assert!(results(Locale::SOURCE, &table(&game, &[])).is_none());
    }
}
