//! Screens for `/nanuk rules`, `/nanuk history`, `/nanuk stats` and
//! `/nanuk leaderboard`.

use super::{colour, escape};
use crate::discord::screen::{Button, Embed, Row, Screen, Style};
use crate::discord::text::{Locale, t, words};
use crate::service::{GameSummary, LeaderboardPage, PlayerRating, PlayerStats};

/// The rules in short (the catalogue's `rules`, checked against the
/// rulebook and RULINGS.md).
pub fn rules(l: Locale) -> Screen {
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new(t!(l, "rules-title"), colour::BOARD)
                .description(
                    [
                        t!(l, "rules-intro"),
                        t!(l, "rules-boasting"),
                        t!(l, "rules-sides"),
                        t!(l, "rules-planning"),
                        t!(l, "rules-hunt"),
                        t!(l, "rules-rewards"),
                        t!(l, "rules-end"),
                        t!(l, "rules-scoring"),
                    ]
                    .join("\n"),
                )
                .footer(t!(l, "rules-footer")),
        ),
        rows: Vec::new(),
    }
}

/// A server's recent games: when, where, the winners and every score.
pub fn history(l: Locale, games: &[GameSummary]) -> Screen {
    if games.is_empty() {
        return Screen {
            content: t!(l, "history-none"),
            ..Screen::default()
        };
    }
    let mut embed = Embed::new(t!(l, "history-title"), colour::OVER);
    for g in games {
        let winners: Vec<String> = g
            .winners()
            .iter()
            .map(|s| seat_name(&s.name, s.stood_in))
            .collect();
        let scores: Vec<String> = g
            .seats
            .iter()
            .map(|s| format!("{} {}", seat_name(&s.name, s.stood_in), s.score))
            .collect();
        embed = embed.field(
            t!(l, "history-game", game = g.id.0),
            t!(
                l,
                "history-line",
                time = (g.finished_at / 1000).to_string(),
                channel = g.channel.to_string(),
                winners = words::people(l, &winners),
                scores = scores.join(" · ")
            ),
            false,
        );
    }
    let embed = embed.footer(t!(l, "history-footer")).fit();
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows: Vec::new(),
    }
}

fn seat_name(name: &str, stood_in: bool) -> String {
    if stood_in {
        format!("{} 🤖", escape(name))
    } else {
        escape(name)
    }
}

/// One decimal, for ratings and averages. (Decimal separators by locale
/// are step 2's.)
fn decimal(x: f64) -> String {
    format!("{x:.1}")
}

/// A player's figures in this server.
pub fn stats(l: Locale, name: &str, s: &PlayerStats, rating: Option<&PlayerRating>) -> Screen {
    let mut text = if s.games == 0 {
        t!(l, "stats-none", name = escape(name))
    } else {
        let mut text = t!(
            l,
            "stats-line",
            name = escape(name),
            games = s.games,
            wins = s.wins,
            average = decimal(s.average_score)
        );
        if s.stood_in_games > 0 {
            text.push('\n');
            text.push_str(&t!(
                l,
                "stats-stood-in",
                stood_in = s.stood_in_games,
                games = s.games,
                wins = s.stood_in_wins
            ));
        }
        text
    };
    if let Some(r) = rating {
        text.push('\n');
        text.push_str(&t!(
            l,
            "stats-rating",
            rating = decimal(r.rating.mu),
            sigma = decimal(r.rating.sigma),
            score = decimal(r.rating.conservative()),
            games = r.games
        ));
    }
    Screen {
        content: String::new(),
        embed: Some(Embed::new(t!(l, "stats-title"), colour::OVER).description(text)),
        rows: Vec::new(),
    }
}

/// The id prefix of the leaderboard's paging buttons: `nkboard:{page}:{dir}`.
pub const LEADERBOARD_ID: &str = "nkboard";

/// One page of this server's leaderboard, with Previous/Next buttons.
pub fn leaderboard(l: Locale, p: &LeaderboardPage) -> Screen {
    let text = if p.rows.is_empty() {
        t!(l, "leaderboard-none")
    } else {
        p.rows
            .iter()
            .map(|(place, user, r)| {
                t!(
                    l,
                    "leaderboard-row",
                    place = *place,
                    user = user.to_string(),
                    score = decimal(r.rating.conservative()),
                    rating = decimal(r.rating.mu),
                    sigma = decimal(r.rating.sigma),
                    games = r.games
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let embed = Embed::new(t!(l, "leaderboard-title"), colour::OVER)
        .description(format!(
            "{}\n{text}\n\n*{}*",
            t!(l, "leaderboard-ranked-by"),
            t!(l, "leaderboard-stand-in-rule")
        ))
        .footer(t!(
            l,
            "leaderboard-page",
            page = p.page + 1,
            pages = p.pages
        ));
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows: vec![Row::Buttons(vec![
            Button::new(
                format!("{LEADERBOARD_ID}:{}:prev", p.page.saturating_sub(1)),
                t!(l, "leaderboard-previous"),
                Style::Secondary,
            )
            .disabled(p.page == 0),
            Button::new(
                format!("{LEADERBOARD_ID}:{}:next", p.page + 1),
                t!(l, "leaderboard-next"),
                Style::Secondary,
            )
            .disabled(p.page + 1 >= p.pages),
        ])],
    }
}

/// The page a leaderboard button asks for.
pub fn leaderboard_page(custom_id: &str) -> Option<u64> {
    let mut parts = custom_id.split(':');
    (parts.next()? == LEADERBOARD_ID).then_some(())?;
    parts.next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_info_screens_fit_discords_limits() {
        let l = Locale::SOURCE;
        rules(l).check().unwrap();
        history(l, &[]).check().unwrap();
        stats(l, "Alice", &PlayerStats::default(), None)
            .check()
            .unwrap();
        let s = PlayerStats {
            games: 3,
            wins: 1,
            average_score: 7.25,
            stood_in_games: 1,
            stood_in_wins: 0,
        };
        let r = PlayerRating {
            rating: crate::rating::Rating {
                mu: 27.64,
                sigma: 8.07,
            },
            games: 3,
        };
        let screen = stats(l, "Al*ce", &s, Some(&r));
        screen.check().unwrap();
        let text = &screen.embed.as_ref().unwrap().description;
        // The figures, as the catalogue words them (the name escaped, the
        // average and the rating to one decimal).
        let line = t!(
            l,
            "stats-line",
            name = "Al\\*ce",
            games = 3,
            wins = 1,
            average = "7.2"
        );
        assert!(text.contains(&line), "{text}");
        let stood_in = t!(l, "stats-stood-in", stood_in = 1, games = 3, wins = 0);
        assert!(text.contains(&stood_in), "{text}");
        assert!(text.contains("27.6") && text.contains("8.1"), "{text}");
    }

    #[test]
    fn leaderboard_pages_fit_and_page_with_their_buttons() {
        let r = PlayerRating {
            rating: crate::rating::Rating {
                mu: 30.0,
                sigma: 2.0,
            },
            games: 4,
        };
        let page = LeaderboardPage {
            page: 1,
            pages: 3,
            rows: (11..=20).map(|n| (n, 1000 + n, r)).collect(),
        };
        let l = Locale::SOURCE;
        let screen = leaderboard(l, &page);
        screen.check().unwrap();
        let Row::Buttons(buttons) = &screen.rows[0] else {
            panic!("paging buttons")
        };
        let pages: Vec<_> = buttons.iter().map(|b| leaderboard_page(&b.id)).collect();
        assert_eq!(pages, [Some(0), Some(2)]);
        assert!(buttons.iter().all(|b| !b.disabled));
        let text = &screen.embed.as_ref().unwrap().description;
        assert!(text.contains("<@1011>") && text.contains("24.0"), "{text}");
        assert!(text.contains(&t!(l, "leaderboard-stand-in-rule")), "{text}");
        let last = leaderboard(
            l,
            &LeaderboardPage {
                page: 2,
                pages: 3,
                rows: vec![],
            },
        );
        let Row::Buttons(buttons) = &last.rows[0] else {
            panic!("paging buttons")
        };
        assert_eq!((buttons[0].disabled, buttons[1].disabled), (false, true));
        assert_eq!(leaderboard_page("nk:1:2:join"), None);
    }
}
