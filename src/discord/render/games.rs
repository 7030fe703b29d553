//! `/nanuk games`: every running game a player sits in, across servers,
//! with what each waits for; the games waiting on the player first.

use super::{colour, escape};
use crate::discord::screen::{Embed, Screen};
use crate::engine::PhaseView;
use crate::service::TableView;
use crate::store::{GameId, GameStatus};

/// The answer when the player sits in no game.
pub const NONE: &str = "You are not in any Nanuk game right now: open one with `/nanuk start` in a server channel, press **Join** on a lobby there, or practise alone against AI players with `/nanuk practice`.";

/// One game in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    pub id: GameId,
    /// "#nanuk in Arctic Club".
    pub place: String,
    /// What the game waits for, from this player's side.
    pub waits: String,
    /// The game waits on this player.
    pub on_you: bool,
    /// The board (or lobby, or channel) to jump to.
    pub link: String,
}

/// What a game waits for, said to `user`: ("your boast", true),
/// ("Bilal's boast", false), ("the hunt leader's contribution", false)...
pub fn waits_for(table: &TableView, user: u64) -> (String, bool) {
    let mine = table.seats.iter().find(|s| s.user == Some(user));
    let on_you = mine.is_some_and(|s| s.waiting);
    if table.info.status == GameStatus::Lobby {
        let hosting = table.info.host == Some(user);
        let text = if hosting {
            "you to start it (lobby)".to_string()
        } else {
            "the host to start it (lobby)".to_string()
        };
        return (text, hosting);
    }
    let Some(public) = table.public.as_ref() else {
        return ("nothing".to_string(), false);
    };
    let name = |seat: crate::engine::Seat| escape(table.name(seat));
    let is_me = |seat: crate::engine::Seat| mine.is_some_and(|s| s.seat == seat);
    let text = match &public.phase {
        PhaseView::Boasting { turn } if is_me(*turn) => "your boast".to_string(),
        PhaseView::Boasting { turn } => format!("{}'s boast", name(*turn)),
        PhaseView::ChoosingSides { .. } if on_you => "your Hunt-or-Doom vote".to_string(),
        PhaseView::ChoosingSides { .. } => "the Hunt-or-Doom votes".to_string(),
        PhaseView::Anteing if on_you => "your ante".to_string(),
        PhaseView::Anteing => "the Doomers' antes".to_string(),
        PhaseView::Contributing { turn } if is_me(*turn) => {
            "your contribution to the hunt".to_string()
        }
        PhaseView::Contributing { turn } if public.hunt_leader == Some(*turn) => {
            "the hunt leader's contribution".to_string()
        }
        PhaseView::Contributing { turn } => format!("{}'s contribution", name(*turn)),
        PhaseView::Picking { turn } if is_me(*turn) => "your pick of the rewards".to_string(),
        PhaseView::Picking { turn } => format!("{}'s pick of the rewards", name(*turn)),
        PhaseView::Over => "nothing: it is over".to_string(),
    };
    (text, on_you)
}

/// The reminder a player gets by DM: every game waiting on them, in one
/// message (`None` if none is).
pub fn reminder(lines: &[GameLine]) -> Option<String> {
    let waiting: Vec<&GameLine> = lines.iter().filter(|l| l.on_you).collect();
    if waiting.is_empty() {
        return None;
    }
    let head = match waiting.len() {
        1 => "⏰ A Nanuk game is waiting for you:".to_string(),
        n => format!("⏰ {n} Nanuk games are waiting for you:"),
    };
    let games = waiting
        .iter()
        .map(|l| {
            format!(
                "👉 **Game #{}** · {} · {} · [board]({})",
                l.id,
                escape(&l.place),
                l.waits,
                l.link
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    Some(super::clip(
        &format!(
            "{head}\n{games}\nYour prompts are above in this conversation (or use `/nanuk hand` in the game's channel)."
        ),
        crate::discord::screen::limits::CONTENT,
    ))
}

/// The list, games waiting on the player first (otherwise in the given
/// order, oldest first).
pub fn my_games(lines: &[GameLine]) -> Screen {
    if lines.is_empty() {
        return Screen {
            content: NONE.to_string(),
            ..Screen::default()
        };
    }
    let mut sorted: Vec<&GameLine> = lines.iter().collect();
    sorted.sort_by_key(|l| !l.on_you);
    let waiting = sorted.iter().filter(|l| l.on_you).count();
    let text = sorted
        .iter()
        .map(|l| {
            let mark = if l.on_you { "👉 " } else { "" };
            let waits = if l.on_you {
                format!("**waits for {}**", l.waits)
            } else {
                format!("waits for {}", l.waits)
            };
            format!(
                "{mark}**Game #{}** · {} · {waits} · [board]({})",
                l.id,
                escape(&l.place),
                l.link
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let footer = match waiting {
        0 => "No game is waiting on you.".to_string(),
        1 => "1 game is waiting on you.".to_string(),
        n => format!("{n} games are waiting on you."),
    };
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new("Your Nanuk games", colour::BOARD)
                .description(text)
                .footer(footer),
        ),
        rows: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(id: i64, on_you: bool) -> GameLine {
        GameLine {
            id: GameId(id),
            place: format!("#g{id} in S"),
            waits: if on_you {
                "your boast"
            } else {
                "Bilal's boast"
            }
            .to_string(),
            on_you,
            link: format!("https://discord.com/channels/1/{id}/9"),
        }
    }

    #[test]
    fn games_waiting_on_the_player_come_first_in_their_order() {
        let screen = my_games(&[line(1, false), line(2, true), line(3, false), line(4, true)]);
        screen.check().expect("fits");
        let text = screen.embed.expect("an embed").description;
        let at = |id: i64| text.find(&format!("Game #{id}**")).expect("listed");
        assert!(at(2) < at(4) && at(4) < at(1) && at(1) < at(3), "{text}");
        assert!(text.contains("**waits for your boast**"));
    }

    /// Through a whole game: the awaited seat's player reads "your ...", a
    /// player not awaited reads who or what the game waits for.
    #[test]
    fn each_phase_is_said_from_the_players_side() {
        use crate::discord::render::picture::sample;
        use crate::engine::{Game, Settings, SidesRule};
        let names = ["Aput", "Bilal", "Cora", "Dmitri", "Eyota"];
        let settings = Settings {
            seats: 5,
            seasons: 1,
            sides: SidesRule::Secret,
        };
        let (mut game, _) = Game::start(settings, 5).expect("starts");
        let mut seen = std::collections::BTreeSet::new();
        while let Some(&seat) = game.waiting_for().first() {
            let mut table = sample::table(&game, &names);
            table.info.status = GameStatus::Running;
            let waiting = game.waiting_for();
            for s in &mut table.seats {
                s.waiting = waiting.contains(&s.seat);
                s.user = Some(100 + u64::from(s.seat.0));
            }
            let me = 100 + u64::from(seat.0);
            let (mine, on_me) = waits_for(&table, me);
            assert!(on_me, "{mine}");
            assert!(mine.starts_with("your "), "{mine}");
            if let Some(other) = (0..5u8).find(|i| !waiting.contains(&crate::engine::Seat(*i))) {
                let (theirs, on_them) = waits_for(&table, 100 + u64::from(other));
                assert!(!on_them);
                assert!(!theirs.starts_with("your "), "{theirs}");
                let public = table.public.as_ref().expect("running");
                match public.phase {
                    PhaseView::Boasting { turn } => {
                        assert_eq!(theirs, format!("{}'s boast", names[turn.index()]))
                    }
                    PhaseView::Contributing { turn } if public.hunt_leader == Some(turn) => {
                        assert_eq!(theirs, "the hunt leader's contribution")
                    }
                    PhaseView::ChoosingSides { .. } => {
                        assert_eq!(mine, "your Hunt-or-Doom vote")
                    }
                    _ => {}
                }
                seen.insert(theirs.split_whitespace().last().unwrap_or("").to_string());
            }
            let action = game.legal(seat).and_then(|c| c.nth(0)).expect("a move");
            game.apply(seat, &action).expect("legal");
        }
        assert!(seen.contains("boast"), "{seen:?}");
    }

    #[test]
    fn no_games_is_one_sentence_saying_how_to_start() {
        let screen = my_games(&[]);
        assert!(screen.embed.is_none());
        assert!(screen.content.contains("/nanuk start"));
    }
}
