//! `/nanuk games`: every running game a player sits in, across servers,
//! with what each waits for; the games waiting on the player first.

use super::{colour, escape};
use crate::discord::screen::{Embed, Screen};
use crate::discord::text::{Locale, t};
use crate::engine::PhaseView;
use crate::service::TableView;
use crate::service::{GameId, GameStatus};

/// One game in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    pub id: GameId,
    /// "#nanuk in Arctic Club".
    pub place: String,
    /// What the game waits for, from this player's side.
    pub waits: Waits,
    /// The game waits on this player.
    pub on_you: bool,
    /// The board (or lobby, or channel) to jump to.
    pub link: String,
}

/// What a game waits for, from one player's side. `None` for a name: the
/// player themselves ("your boast"); else whose ("Bilal's boast").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waits {
    /// A lobby: `true` when the player hosts it (they start it).
    Start {
        hosting: bool,
    },
    Nothing,
    Boast(Option<String>),
    /// The secret Hunt-or-Doom choices: the player's own, or everyone's.
    Sides {
        mine: bool,
    },
    Antes {
        mine: bool,
    },
    /// A contribution: the player's, the hunt leader's, or a named one's.
    Contribution(Option<String>),
    HuntLeaderContribution,
    Pick(Option<String>),
    Over,
}

impl Waits {
    /// Whether it is the player's own decision.
    pub fn is_mine(&self) -> bool {
        matches!(
            self,
            Waits::Start { hosting: true }
                | Waits::Boast(None)
                | Waits::Sides { mine: true }
                | Waits::Antes { mine: true }
                | Waits::Contribution(None)
                | Waits::Pick(None)
        )
    }

    /// "your boast", "Bilal's boast", "the Doomers' antes"...
    pub fn text(&self, l: Locale) -> String {
        match self {
            Waits::Start { hosting: true } => t!(l, "waits-start-you"),
            Waits::Start { hosting: false } => t!(l, "waits-start-host"),
            Waits::Nothing => t!(l, "waits-nothing"),
            Waits::Boast(None) => t!(l, "waits-your-boast"),
            Waits::Boast(Some(name)) => t!(l, "waits-boast", name = name.as_str()),
            Waits::Sides { mine: true } => t!(l, "waits-your-side"),
            Waits::Sides { mine: false } => t!(l, "waits-sides"),
            Waits::Antes { mine: true } => t!(l, "waits-your-ante"),
            Waits::Antes { mine: false } => t!(l, "waits-antes"),
            Waits::Contribution(None) => t!(l, "waits-your-contribution"),
            Waits::HuntLeaderContribution => t!(l, "waits-hunt-leader-contribution"),
            Waits::Contribution(Some(name)) => {
                t!(l, "waits-contribution", name = name.as_str())
            }
            Waits::Pick(None) => t!(l, "waits-your-pick"),
            Waits::Pick(Some(name)) => t!(l, "waits-pick", name = name.as_str()),
            Waits::Over => t!(l, "waits-over"),
        }
    }
}

/// What a game waits for, from `user`'s side, and whether it waits on
/// them.
pub fn waits_for(table: &TableView, user: u64) -> (Waits, bool) {
    let mine = table.seats.iter().find(|s| s.user == Some(user));
    let on_you = mine.is_some_and(|s| s.waiting);
    if table.info.status == GameStatus::Lobby {
        let hosting = table.info.host == Some(user);
        return (Waits::Start { hosting }, hosting);
    }
    let Some(public) = table.public.as_ref() else {
        return (Waits::Nothing, false);
    };
    let name = |seat: crate::engine::Seat| escape(table.name(seat));
    let is_me = |seat: crate::engine::Seat| mine.is_some_and(|s| s.seat == seat);
    let whose = |seat| (!is_me(seat)).then(|| name(seat));
    let waits = match &public.phase {
        PhaseView::Boasting { turn } => Waits::Boast(whose(*turn)),
        PhaseView::ChoosingSides { .. } => Waits::Sides { mine: on_you },
        PhaseView::Anteing => Waits::Antes { mine: on_you },
        PhaseView::Contributing { turn } if !is_me(*turn) && public.hunt_leader == Some(*turn) => {
            Waits::HuntLeaderContribution
        }
        PhaseView::Contributing { turn } => Waits::Contribution(whose(*turn)),
        PhaseView::Picking { turn } => Waits::Pick(whose(*turn)),
        PhaseView::Over => Waits::Over,
    };
    (waits, on_you)
}

/// The reminder a player gets by DM: every game waiting on them, in one
/// message (`None` if none is).
pub fn reminder(l: Locale, lines: &[GameLine]) -> Option<String> {
    let waiting: Vec<&GameLine> = lines.iter().filter(|l| l.on_you).collect();
    if waiting.is_empty() {
        return None;
    }
    let head = t!(l, "reminder-head", count = waiting.len());
    let games = waiting
        .iter()
        .map(|g| {
            t!(
                l,
                "reminder-game",
                game = g.id.0,
                place = escape(&g.place),
                waits = g.waits.text(l),
                link = g.link.as_str()
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    Some(super::clip(
        &format!("{head}\n{games}\n{}", t!(l, "reminder-foot")),
        crate::discord::screen::limits::CONTENT,
    ))
}

/// The list, games waiting on the player first (otherwise in the given
/// order, oldest first).
pub fn my_games(l: Locale, lines: &[GameLine]) -> Screen {
    if lines.is_empty() {
        return Screen {
            content: t!(l, "games-none"),
            ..Screen::default()
        };
    }
    let mut sorted: Vec<&GameLine> = lines.iter().collect();
    sorted.sort_by_key(|g| !g.on_you);
    let waiting = sorted.iter().filter(|g| g.on_you).count();
    let text = sorted
        .iter()
        .map(|g| {
            let waits = g.waits.text(l);
            if g.on_you {
                t!(
                    l,
                    "games-line-on-you",
                    game = g.id.0,
                    place = escape(&g.place),
                    waits = waits,
                    link = g.link.as_str()
                )
            } else {
                t!(
                    l,
                    "games-line",
                    game = g.id.0,
                    place = escape(&g.place),
                    waits = waits,
                    link = g.link.as_str()
                )
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new(t!(l, "games-title"), colour::BOARD)
                .description(text)
                .footer(t!(l, "games-footer", count = waiting)),
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
            waits: Waits::Boast((!on_you).then(|| "Bilal".to_string())),
            on_you,
            link: format!("https://discord.com/channels/1/{id}/9"),
        }
    }

    #[test]
    fn games_waiting_on_the_player_come_first_in_their_order() {
        let l = Locale::SOURCE;
        let screen = my_games(
            l,
            &[line(1, false), line(2, true), line(3, false), line(4, true)],
        );
        screen.check().expect("fits");
        let text = screen.embed.expect("an embed").description;
        // Each game's line holds its link: their order is the list's.
        let at = |id: i64| text.find(&format!("/1/{id}/9")).expect("listed");
        assert!(at(2) < at(4) && at(4) < at(1) && at(1) < at(3), "{text}");
        assert!(text.contains(&Waits::Boast(None).text(l)));
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
            assert!(on_me, "{mine:?}");
            assert!(mine.is_mine(), "{mine:?}");
            if let Some(other) = (0..5u8).find(|i| !waiting.contains(&crate::engine::Seat(*i))) {
                let (theirs, on_them) = waits_for(&table, 100 + u64::from(other));
                assert!(!on_them);
                assert!(!theirs.is_mine(), "{theirs:?}");
                let public = table.public.as_ref().expect("running");
                match public.phase {
                    PhaseView::Boasting { turn } => {
                        assert_eq!(theirs, Waits::Boast(Some(names[turn.index()].to_string())))
                    }
                    PhaseView::Contributing { turn } if public.hunt_leader == Some(turn) => {
                        assert_eq!(theirs, Waits::HuntLeaderContribution)
                    }
                    PhaseView::ChoosingSides { .. } => {
                        assert_eq!(mine, Waits::Sides { mine: true })
                    }
                    _ => {}
                }
                seen.insert(format!("{:?}", std::mem::discriminant(&theirs)));
            }
            let action = game.legal(seat).and_then(|c| c.nth(0)).expect("a move");
            game.apply(seat, &action).expect("legal");
        }
        let boast = format!("{:?}", std::mem::discriminant(&Waits::Boast(None)));
        assert!(seen.contains(&boast), "{seen:?}");
    }

    #[test]
    fn no_games_is_one_sentence_saying_how_to_start() {
        let screen = my_games(Locale::SOURCE, &[]);
        assert!(screen.embed.is_none());
        assert!(screen.content.contains("/nanuk start"));
    }
}
