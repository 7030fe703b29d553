//! Screens for `/nanuk rules`, `/nanuk history`, `/nanuk stats` and
//! `/nanuk leaderboard`.

use super::{colour, escape};
use crate::discord::screen::{Button, Embed, Row, Screen, Style};
use crate::service::{
    GameSummary, Ladder, LeaderboardPage, PlayerRating, PlayerStats, Season, SeasonStarted,
};

/// The rules in short. Checked against the rulebook and RULINGS.md.
pub const RULES: &str = "\
**Nanuk** is played by 5 to 8. You hold 3 cards: Deer, Seal, Fish, Bird (some are doubles ×2, some carry a Nanuk 🐻‍❄️) and a few Inuksuks 🗿. Every round is a hunt; at its start the wind decides whether play goes clockwise or counter-clockwise:
**1. Boasting.** The first player boasts *N animals in D days* (1 to 12 days). In the wind's direction each player must raise or cry **DOOMED!**; nobody passes. A raise has no fewer animals and no fewer days and more of at least one; the animal may change only when the count goes up.
**2. Sides.** Who dooms is the Doom Leader; the last boaster is the Hunt Leader and their boast is the target. Everyone else secretly chooses Hunt or Doom; the choices are revealed together. (Optional rule: in turn and in public, starting after the Doom Leader.)
**3. Planning.** Each Doomer antes one card face down. Each Hunter gives at least one card face down, the Hunt Leader last. The cards are shuffled and shown: target animals count (a double counts 2), each Inuksuk is one protection.
**4. The hunt.** One card is drawn per day. Target animals count; an Inuksuk adds a protection; a Nanuk card uses one up, and with none left the hunt fails at once. After the last day the hunt succeeds if enough animals were counted.
**5. Rewards.** The pot (the Hunters' cards, the days' cards and the antes) goes to the Hunters on success, else to the Doomers. Starting with their leader, in the wind's direction, each takes one card per pass while there is one for each; leftovers are discarded face up under the deck. Hands are dealt back up to 3, and the winning leader starts the next round.
**The end.** Discards lie face up under the deck. When a face-up card comes up during a hunt, Winter is near: hands and discards are shuffled into a new deck to finish that hunt, the last one. A face-up card coming up while dealing (or lying on top after the deal) ends the game at once.
**Scoring.** A set of Deer, Seal, Fish and Bird scores 3; a pair of one animal (or two Inuksuks) scores 1. A double counts as two cards; an Inuksuk stands for any animal. The most Nanuk cards score 2 more (tied: 1 each). Highest total wins; longer games add up their seasons.";

pub fn rules() -> Screen {
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new("Nanuk in short", colour::BOARD)
                .description(RULES)
                .footer("Nanuk by Brett Myers and Mark Goadrich (Steve Jackson Games)"),
        ),
        rows: Vec::new(),
    }
}

/// A server's recent games: when, where, the winners and every score.
pub fn history(games: &[GameSummary]) -> Screen {
    if games.is_empty() {
        return Screen {
            content: "No Nanuk game has finished in this server yet.".to_string(),
            ..Screen::default()
        };
    }
    let mut embed = Embed::new("Recent Nanuk games", colour::OVER);
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
            format!("Game #{}", g.id),
            format!(
                "<t:{}:d> in <#{}> · 🏆 {}\n{}",
                g.finished_at / 1000,
                g.channel,
                winners.join(", "),
                scores.join(" · ")
            ),
            false,
        );
    }
    let embed = embed
        .footer("🤖 after a name: an AI played for them at some point")
        .fit();
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

/// A player's figures in this server.
pub fn stats(
    name: &str,
    s: &PlayerStats,
    rating: Option<&PlayerRating>,
    season: Option<(&Season, Option<&PlayerRating>)>,
) -> Screen {
    let mut text = if s.games == 0 {
        format!(
            "{} has not finished a Nanuk game in this server yet.",
            escape(name)
        )
    } else {
        let mut text = format!(
            "**{}**: {} {}, {} {}, average score {:.1}.",
            escape(name),
            s.games,
            plural(s.games, "game"),
            s.wins,
            plural(s.wins, "win"),
            s.average_score
        );
        if s.stood_in_games > 0 {
            text.push_str(&format!(
                "\n🤖 An AI stood in for them in {} of these {} ({} {}).",
                s.stood_in_games,
                plural(s.games, "game"),
                s.stood_in_wins,
                plural(s.stood_in_wins, "win"),
            ));
        }
        text
    };
    if let Some(r) = rating {
        text.push_str(&format!("\n📈 Rating {}.", rating_line(r)));
    }
    // Once a server has seasons, the season open now has its own figure.
    if let Some((season, r)) = season.filter(|(s, _)| s.number > 0) {
        let line = match r {
            Some(r) => format!("\n🏁 {}: rating {}.", season_title(season), rating_line(r)),
            None => format!(
                "\n🏁 {}: no rated game yet this season.",
                season_title(season)
            ),
        };
        text.push_str(&line);
    }
    Screen {
        content: String::new(),
        embed: Some(Embed::new("Nanuk stats", colour::OVER).description(text)),
        rows: Vec::new(),
    }
}

/// "**27.6** ± 8.1 (leaderboard score 3.4, from 3 rated games)"
fn rating_line(r: &PlayerRating) -> String {
    format!(
        "**{:.1}** ± {:.1} (leaderboard score {:.1}, from {} rated {})",
        r.rating.mu,
        r.rating.sigma,
        r.rating.conservative(),
        r.games,
        plural(r.games, "game"),
    )
}

/// "Season 2: Spring", "Season 2", or season 0's "Before season 1".
fn season_title(s: &Season) -> String {
    match (s.number, s.name.as_str()) {
        (0, _) => "Before season 1".to_string(),
        (n, "") => format!("Season {n}"),
        (n, name) => format!("Season {n}: {}", escape(name)),
    }
}

fn plural(n: u64, word: &str) -> String {
    if n == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

/// The id prefix of the leaderboard's paging buttons:
/// `nkboard:{page}:{dir}:{ladder}`, the ladder `a` (all time) or `s{n}`
/// (season n). Buttons drawn before seasons have no ladder: all time.
pub const LEADERBOARD_ID: &str = "nkboard";

/// Said on every leaderboard page (the rule of issue 15).
pub const STAND_IN_RULE: &str = "Games a stand-in finished count for a player only if they made at least half of their decisions.";

/// One page of this server's leaderboard, with Previous/Next buttons.
pub fn leaderboard(p: &LeaderboardPage) -> Screen {
    let text = if p.rows.is_empty() {
        "Nobody is rated in this server yet: finish a game with at least two players.".to_string()
    } else {
        p.rows
            .iter()
            .map(|(place, user, r)| {
                format!(
                    "**{place}.** <@{user}> **{:.1}** (rating {:.1} ± {:.1}, {} {})",
                    r.rating.conservative(),
                    r.rating.mu,
                    r.rating.sigma,
                    r.games,
                    plural(r.games, "game"),
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    // A server without seasons has one ladder: no need to name it.
    let title = match &p.season {
        None if p.latest_season == 0 => "Nanuk leaderboard".to_string(),
        None => "Nanuk leaderboard · all time".to_string(),
        Some(_) if p.latest_season == 0 => "Nanuk leaderboard".to_string(),
        Some(s) => format!("Nanuk leaderboard · {}", season_title(s)),
    };
    let ladder = match &p.season {
        None => "a".to_string(),
        Some(s) => format!("s{}", s.number),
    };
    let embed = Embed::new(title, colour::OVER)
        .description(format!(
            "Ranked by rating − 3 × uncertainty.\n{text}\n\n*{STAND_IN_RULE}*"
        ))
        .footer(format!("Page {} of {}", p.page + 1, p.pages));
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows: vec![Row::Buttons(vec![
            Button::new(
                format!(
                    "{LEADERBOARD_ID}:{}:prev:{ladder}",
                    p.page.saturating_sub(1)
                ),
                "Previous",
                Style::Secondary,
            )
            .disabled(p.page == 0),
            Button::new(
                format!("{LEADERBOARD_ID}:{}:next:{ladder}", p.page + 1),
                "Next",
                Style::Secondary,
            )
            .disabled(p.page + 1 >= p.pages),
        ])],
    }
}

/// Said in the channel where `/nanuk season start` was used: the new
/// season, and the closed one's final leaderboard (paged as any other).
pub fn season_started(s: &SeasonStarted) -> Screen {
    let mut screen = leaderboard(&s.final_board);
    screen.content = format!(
        "🏁 **{}** starts now: everyone's season rating starts afresh; all-time ratings go on.",
        season_title(&s.opened),
    );
    if let Some(embed) = &mut screen.embed {
        embed.title = format!("Final leaderboard · {}", season_title(&s.closed));
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
    fn the_info_screens_fit_discords_limits() {
        rules().check().unwrap();
        history(&[]).check().unwrap();
        stats("Alice", &PlayerStats::default(), None, None)
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
        let screen = stats("Al*ce", &s, Some(&r), Some((&spring, Some(&r))));
        screen.check().unwrap();
        let text = &screen.embed.as_ref().unwrap().description;
        assert!(
            text.contains("Al\\*ce**: 3 games, 1 win, average score 7.2"),
            "{text}"
        );
        assert!(text.contains("in 1 of these games (0 wins)"), "{text}");
        assert!(text.contains("Rating **27.6** ± 8.1"), "{text}");
        assert!(text.contains("Season 2: Spring: rating **27.6**"), "{text}");
        // Season 0 (a server without seasons) adds nothing.
        let before = Season {
            number: 0,
            name: String::new(),
            started_at: 0,
        };
        let plain = stats("Al*ce", &s, Some(&r), Some((&before, None)));
        assert_eq!(plain, stats("Al*ce", &s, Some(&r), None));
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
        let screen = leaderboard(&page);
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
        assert!(text.contains("**11.** <@1011> **24.0**"), "{text}");
        assert!(text.contains(STAND_IN_RULE), "{text}");
        let last = leaderboard(&LeaderboardPage {
            page: 2,
            pages: 3,
            rows: vec![],
            season: None,
            latest_season: 4,
        });
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
