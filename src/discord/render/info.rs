//! Screens for `/nanuk rules`, `/nanuk history`, `/nanuk stats` and
//! `/nanuk leaderboard`.

use super::{colour, escape};
use crate::discord::screen::{Button, Embed, Row, Screen, Style};
use crate::discord::text::{Locale, t, words};
use crate::service::{
    GameSummary, Ladder, LeaderboardPage, PlayerRating, PlayerStats, Season, SeasonStarted,
};

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

/// One decimal, for ratings and averages, with the locale's decimal mark
/// ("24.5", "24,5"). fluent-bundle formats numbers without a locale's
/// separators, so the mark is the catalogue's.
fn decimal(l: Locale, x: f64) -> String {
    format!("{x:.1}").replace('.', &t!(l, "decimal-mark"))
}

/// A player's figures in this server.
pub fn stats(
    l: Locale,
    name: &str,
    s: &PlayerStats,
    rating: Option<&PlayerRating>,
    season: Option<(&Season, Option<&PlayerRating>)>,
) -> Screen {
    let mut text = if s.games == 0 {
        t!(l, "stats-none", name = escape(name))
    } else {
        let mut text = t!(
            l,
            "stats-line",
            name = escape(name),
            games = s.games,
            wins = s.wins,
            average = decimal(l, s.average_score)
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
        text.push_str(&t!(l, "stats-rating", rating = rating_line(l, r)));
    }
    // Once a server has seasons, the season open now has its own figure.
    if let Some((season, r)) = season.filter(|(s, _)| s.number > 0) {
        text.push('\n');
        text.push_str(&match r {
            Some(r) => t!(
                l,
                "stats-season-rating",
                season = season_title(l, season),
                rating = rating_line(l, r)
            ),
            None => t!(l, "stats-season-none", season = season_title(l, season)),
        });
    }
    Screen {
        content: String::new(),
        embed: Some(Embed::new(t!(l, "stats-title"), colour::OVER).description(text)),
        rows: Vec::new(),
    }
}

/// "**27.6** ± 8.1 (leaderboard score 3.4, from 3 rated games)"
fn rating_line(l: Locale, r: &PlayerRating) -> String {
    t!(
        l,
        "rating-line",
        rating = decimal(l, r.rating.mu),
        sigma = decimal(l, r.rating.sigma),
        score = decimal(l, r.rating.conservative()),
        games = r.games
    )
}

/// "Season 2: Spring", "Season 2", or season 0's "Before season 1".
fn season_title(l: Locale, s: &Season) -> String {
    match (s.number, s.name.as_str()) {
        (0, _) => t!(l, "season-before-first"),
        (n, "") => t!(l, "season-title", season = n),
        (n, name) => t!(l, "season-title-named", season = n, name = escape(name)),
    }
}

/// The id prefix of the leaderboard's paging buttons:
/// `nkboard:{page}:{dir}:{ladder}`, the ladder `a` (all time) or `s{n}`
/// (season n). Buttons drawn before seasons have no ladder: all time.
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
                    score = decimal(l, r.rating.conservative()),
                    rating = decimal(l, r.rating.mu),
                    sigma = decimal(l, r.rating.sigma),
                    games = r.games
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    // A server without seasons has one ladder: no need to name it.
    let title = match &p.season {
        None if p.latest_season == 0 => t!(l, "leaderboard-title"),
        None => t!(l, "leaderboard-title-all-time"),
        Some(_) if p.latest_season == 0 => t!(l, "leaderboard-title"),
        Some(s) => t!(l, "leaderboard-title-season", season = season_title(l, s)),
    };
    let ladder = match &p.season {
        None => "a".to_string(),
        Some(s) => format!("s{}", s.number),
    };
    let embed = Embed::new(title, colour::OVER)
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
                format!(
                    "{LEADERBOARD_ID}:{}:prev:{ladder}",
                    p.page.saturating_sub(1)
                ),
                t!(l, "leaderboard-previous"),
                Style::Secondary,
            )
            .disabled(p.page == 0),
            Button::new(
                format!("{LEADERBOARD_ID}:{}:next:{ladder}", p.page + 1),
                t!(l, "leaderboard-next"),
                Style::Secondary,
            )
            .disabled(p.page + 1 >= p.pages),
        ])],
    }
}

/// Said in the channel where `/nanuk season start` was used: the new
/// season, and the closed one's final leaderboard (paged as any other).
pub fn season_started(l: Locale, s: &SeasonStarted) -> Screen {
    let mut screen = leaderboard(l, &s.final_board);
    screen.content = t!(l, "season-started", season = season_title(l, &s.opened));
    if let Some(embed) = &mut screen.embed {
        embed.title = t!(l, "leaderboard-final", season = season_title(l, &s.closed));
    }
    screen
}

/// The page and ladder a leaderboard button asks for.
pub fn leaderboard_page(custom_id: &str) -> Option<(u64, Ladder)> {
    let mut parts = custom_id.split(':');
    (parts.next()? == LEADERBOARD_ID).then_some(())?;
    let page = parts.next()?.parse().ok()?;
    let _direction = parts.next();
    let ladder = match parts.next() {
        None | Some("a") => Ladder::AllTime,
        Some(season) => Ladder::Season(season.strip_prefix('s')?.parse().ok()?),
    };
    Some((page, ladder))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_use_the_languages_mark() {
        assert_eq!(decimal(Locale::SOURCE, 24.04), "24.0");
        assert_eq!(decimal(Locale::Fr, 24.04), "24,0");
        assert_eq!(decimal(Locale::De, 27.66), "27,7");
    }

    #[test]
    fn the_info_screens_fit_discords_limits() {
        for &l in Locale::ALL {
            rules(l).check().unwrap();
            history(l, &[]).check().unwrap();
        }
        let l = Locale::SOURCE;
        stats(l, "Alice", &PlayerStats::default(), None, None)
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
        let spring = Season {
            number: 2,
            name: "Spring".into(),
            started_at: 1,
        };
        let screen = stats(l, "Al*ce", &s, Some(&r), Some((&spring, Some(&r))));
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
        let season = t!(
            l,
            "stats-season-rating",
            season = season_title(l, &spring),
            rating = rating_line(l, &r)
        );
        assert!(text.contains(&season), "{text}");
        // Season 0 (a server without seasons) adds nothing.
        let before = Season {
            number: 0,
            name: String::new(),
            started_at: 0,
        };
        let plain = stats(l, "Al*ce", &s, Some(&r), Some((&before, None)));
        assert_eq!(plain, stats(l, "Al*ce", &s, Some(&r), None));
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
            season: Some(Season {
                number: 3,
                name: "Autumn".into(),
                started_at: 1,
            }),
            latest_season: 4,
        };
        let l = Locale::SOURCE;
        let screen = leaderboard(l, &page);
        screen.check().unwrap();
        let Row::Buttons(buttons) = &screen.rows[0] else {
            panic!("paging buttons")
        };
        let pages: Vec<_> = buttons.iter().map(|b| leaderboard_page(&b.id)).collect();
        // The buttons page the same season's ladder.
        let autumn = Ladder::Season(3);
        assert_eq!(pages, [Some((0, autumn)), Some((2, autumn))]);
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
                season: None,
                latest_season: 4,
            },
        );
        let Row::Buttons(buttons) = &last.rows[0] else {
            panic!("paging buttons")
        };
        assert_eq!((buttons[0].disabled, buttons[1].disabled), (false, true));
        assert_eq!(leaderboard_page(&buttons[0].id), Some((1, Ladder::AllTime)));
        // Buttons drawn before seasons existed page all time.
        assert_eq!(
            leaderboard_page("nkboard:4:next"),
            Some((4, Ladder::AllTime))
        );
        assert_eq!(leaderboard_page("nkboard:4:next:x9"), None);
        assert_eq!(leaderboard_page("nk:1:2:join"), None);
    }
}
