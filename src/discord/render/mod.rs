//! Views into screens: the public board, each player's hand and prompt, the
//! lobby, the announcements and the final scores. Pure functions of engine
//! views and names; no Discord calls.

pub mod announce;
pub mod board;
pub mod cards;
pub mod clock;
pub mod dm;
pub mod games;
pub mod hand;
pub mod hint;
pub mod info;
pub mod lobby;
pub mod notices;
pub mod picture;
pub mod recap;
pub mod results;
pub mod settings;

use super::ids::{Control, ControlId};
use super::screen::{self, Button, Embed, Row, Screen, Style, clip};
use super::text::{Locale, t, words};
use crate::engine::{Boast, Card, Seat};
use crate::service::{Controller, StandInReason};
use crate::service::{NO_GUILD, PlayerView, SeatInfo, TableView};
use board::{BoardContext, board};
use hand::{HandContext, hand};

/// Colours of the embeds.
pub mod colour {
    pub const BOARD: u32 = 0x3b82f6;
    pub const HAND: u32 = 0x10b981;
    pub const LOBBY: u32 = 0xf59e0b;
    pub const OVER: u32 = 0x8b5cf6;
    pub const DOOM: u32 = 0xdc2626;
}

/// How to name each seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// Display name per seat.
    pub names: Vec<String>,
    /// The Discord user behind each human seat (AI seats: `None`).
    pub users: Vec<Option<u64>>,
}

impl Names {
    /// Names and users from the service's seats; AI seats get a robot and
    /// their level.
    pub fn from_seats(l: Locale, seats: &[SeatInfo]) -> Names {
        Names {
            names: seats
                .iter()
                .map(|s| match s.controller {
                    Controller::Ai => match s.ai_level {
                        Some(level) => t!(
                            l,
                            "name-ai-level",
                            name = s.name.as_str(),
                            level = words::level(l, level)
                        ),
                        None => t!(l, "name-ai", name = s.name.as_str()),
                    },
                    _ => s.name.clone(),
                })
                .collect(),
            users: seats
                .iter()
                .map(|s| match s.controller {
                    Controller::Human => s.user,
                    _ => None,
                })
                .collect(),
        }
    }

    /// The name as typed, for places that are not markdown (menu labels).
    /// A seat without a name (never, for a stored game) shows its number.
    pub fn raw(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("#{}", seat.0 + 1))
    }

    /// The name for markdown text, its markdown characters escaped.
    pub fn plain(&self, seat: Seat) -> String {
        escape(&self.raw(seat))
    }

    pub fn bold(&self, seat: Seat) -> String {
        format!("**{}**", self.plain(seat))
    }

    /// A mention that pings a human; AI seats are just named.
    pub fn mention(&self, seat: Seat) -> String {
        match self.users.get(seat.index()).copied().flatten() {
            Some(user) => format!("<@{user}>"),
            None => self.bold(seat),
        }
    }

    /// "Alice, Bob and Carol" (or the locale's "nobody").
    pub fn list(&self, l: Locale, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|s| self.plain(*s)).collect();
        words::people(l, &names)
    }
}

/// A link to a message, for "the game is here".
pub fn message_link(guild: u64, channel: u64, message: u64) -> String {
    format!("{}/{message}", channel_link(guild, channel))
}

/// A link to a channel; a DM's (a practice game's, whose guild is
/// [`NO_GUILD`]) is under `@me`.
pub fn channel_link(guild: u64, channel: u64) -> String {
    if guild == NO_GUILD {
        format!("https://discord.com/channels/@me/{channel}")
    } else {
        format!("https://discord.com/channels/{guild}/{channel}")
    }
}

/// Escapes Discord markdown in user-chosen names.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '*' | '_' | '~' | '`' | '|' | '>' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests;

/// A date and time as Discord shows it to each reader, in their own
/// language and time zone ("28 November 2026 19:05").
pub fn date(ms: i64) -> String {
    format!("<t:{}:f>", ms.div_euclid(1000))
}

/// Lines for the board about seats an AI plays for a person.
pub fn stand_in_notes(l: Locale, seats: &[SeatInfo]) -> Vec<String> {
    seats
        .iter()
        .filter_map(|s| {
            let name = escape(&s.name);
            match s.controller {
                Controller::StandIn(StandInReason::TimedOut) => {
                    Some(t!(l, "note-stand-in-timed-out", name = name))
                }
                Controller::StandIn(StandInReason::Left) => {
                    Some(t!(l, "note-stand-in-left", name = name))
                }
                Controller::StandIn(StandInReason::Kicked | StandInReason::Replaced) => {
                    Some(t!(l, "note-stand-in-replaced", name = name))
                }
                Controller::StandIn(StandInReason::Away) => Some(match s.away_until {
                    Some(until) => t!(l, "note-stand-in-away", name = name, until = date(until)),
                    None => t!(l, "note-stand-in-away-open", name = name),
                }),
                _ => None,
            }
        })
        .collect()
}

/// The public board of a running (or finished) game; `None` in the lobby.
pub fn table_board(l: Locale, table: &TableView) -> Option<Screen> {
    let public = table.public.as_ref()?;
    let names = Names::from_seats(l, &table.seats);
    let mut notes = stand_in_notes(l, &table.seats);
    notes.extend(clock::board_line(l, table));
    if table.info.host != Some(table.info.opened_by) && !table.info.is_practice() {
        // Host powers (cancel, kick) passed on: the table sees to whom.
        notes.push(lobby::host_line(l, &table.info));
    }
    let pick_token = public
        .picking
        .as_ref()
        .and_then(|p| table.seats.get(p.turn.index()))
        .map_or(0, |s| s.token);
    let ctx = BoardContext {
        l,
        game: table.info.id,
        names: &names,
        pick_token,
        version: table.info.version,
        notes: &notes,
        practice: table.info.is_practice(),
    };
    Some(board(&ctx, public))
}

/// A player's hand screen (DM or ephemeral). `location` names the game for
/// players in several ("#nanuk in Arctic Club"); the drafts are what the
/// boast builder and the contribution menu hold.
pub fn player_hand(
    l: Locale,
    player: &PlayerView,
    location: &str,
    board: Option<&str>,
    draft: Option<Boast>,
    contribution: Option<Vec<Card>>,
) -> Screen {
    let names = Names::from_seats(l, &player.seats);
    let Some(view) = &player.view else {
        return Screen {
            content: String::new(),
            embed: Some(
                Embed::new(t!(l, "hand-title", location = location), colour::HAND)
                    .description(t!(l, "hand-not-started"))
                    .footer(t!(l, "footer-game", game = player.info.id.0)),
            ),
            rows: Vec::new(),
        };
    };
    let ctx = HandContext {
        l,
        game: player.info.id,
        names: &names,
        token: player.token(),
        location,
        board,
        draft,
        contribution,
        recap: &player.recap,
        clock: player.clock,
    };
    let mut screen = hand(&ctx, view);
    let comeback = match player.seat.controller {
        Controller::StandIn(StandInReason::TimedOut) => {
            Some((t!(l, "hand-timed-out"), t!(l, "button-reclaim")))
        }
        Controller::StandIn(StandInReason::Away) => Some((
            match player.seat.away_until {
                Some(until) => t!(l, "hand-away", until = date(until)),
                None => t!(l, "hand-away-open"),
            },
            t!(l, "button-back"),
        )),
        _ => None,
    };
    if let Some((why, label)) = comeback {
        // The AI moves at once for a stand-in, so this button (not a
        // prompt) is how the player comes back.
        if let Some(embed) = screen.embed.as_mut() {
            embed.description = clip(
                &format!("{why}\n{}", embed.description),
                screen::limits::EMBED_DESCRIPTION,
            );
        }
        screen.rows.insert(
            0,
            Row::Buttons(vec![Button::new(
                ControlId::new(player.info.id, 0, Control::Reclaim).to_string(),
                label,
                Style::Primary,
            )]),
        );
        screen.rows.truncate(screen::limits::ROWS);
    }
    screen
}
