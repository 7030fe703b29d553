//! The lobby: who has joined, the game's options, and the buttons to join,
//! leave, add or remove AI seats, start and cancel.

use super::{colour, escape};
use crate::discord::ids::{Control, ControlId};
use crate::discord::screen::{Button, Embed, Row, Screen, Style};
use crate::engine::SidesRule;
use crate::engine::ai::AiLevel;
use crate::engine::seat::{MAX_SEATS, MIN_SEATS};
use crate::service::{GameInfo, TableView};
use crate::store::{Controller, GameStatus};

/// "2 days", "2 hours", "90 minutes", "45 seconds".
pub fn duration(secs: u64) -> String {
    let plural = |n: u64, unit: &str| {
        if n == 1 {
            format!("1 {unit}")
        } else {
            format!("{n} {unit}s")
        }
    };
    if secs >= 86_400 && secs.is_multiple_of(86_400) {
        plural(secs / 86_400, "day")
    } else if secs >= 3600 && secs.is_multiple_of(3600) {
        plural(secs / 3600, "hour")
    } else if secs >= 60 && secs.is_multiple_of(60) {
        plural(secs / 60, "minute")
    } else {
        plural(secs, "second")
    }
}

/// The seat's name with a robot (and the level it plays at) for AI seats.
pub fn seat_label(name: &str, controller: Controller, level: Option<AiLevel>) -> String {
    match controller {
        Controller::Human => escape(name),
        Controller::Ai => match level {
            Some(level) => format!("🤖 {} ({level})", escape(name)),
            None => format!("🤖 {}", escape(name)),
        },
        Controller::StandIn(_) => format!("{} (🤖 AI playing)", escape(name)),
    }
}

/// A running game's status in its lobby when it is played in a thread.
const ON_IN_THREAD: &str = "The game is on in the thread of this message: its board and story are there, hands go out by DM.";

/// Where a started game is played, as the lobby says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayedIn {
    /// Not started, or not known where this is drawn.
    Unknown,
    /// Its thread, opened on the lobby message.
    Thread(u64),
    /// This channel.
    Here,
    /// This channel, because the bot may not open threads here.
    HereNoThreads,
}

pub fn lobby(table: &TableView, played_in: PlayedIn) -> Screen {
    let info = &table.info;
    let options = &info.options;
    let mut lines = vec![host_line(info)];
    lines.push(format!(
        "Seasons: {} · sides: {}",
        options.seasons,
        match options.sides {
            SidesRule::Secret => "secret, revealed together",
            SidesRule::Sequential => "in turn, in public (optional rule)",
        }
    ));
    lines.push(match options.turn_timeout_secs {
        Some(s) => format!("Turn timeout: {} (then an AI plays that seat)", duration(s)),
        None => "Turn timeout: none".to_string(),
    });
    if options.stand_in_level != AiLevel::Normal {
        lines.push(format!(
            "An AI standing in for a player plays at the {} level",
            options.stand_in_level
        ));
    }
    if let Some(s) = options.reminder_secs {
        lines.push(format!("Reminders after {}", duration(s)));
    }
    if options.hints {
        lines.push("Hints allowed: `/nanuk hint` shows what the strong AI would do".to_string());
    }
    let seats = if table.seats.is_empty() {
        "Nobody yet: press **Join**.".to_string()
    } else {
        table
            .seats
            .iter()
            .map(|s| {
                format!(
                    "{}. {}",
                    s.seat.0 + 1,
                    seat_label(&s.name, s.controller, s.ai_level)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let n = table.seats.len();
    let (title, status, rows) = match info.status {
        GameStatus::Lobby => {
            let id = |c| ControlId::new(info.id, 0, c).to_string();
            let ready = (MIN_SEATS as usize..=MAX_SEATS as usize).contains(&n);
            let status = if ready {
                "Ready: the host (or someone with Manage Server) can start.".to_string()
            } else if n < MIN_SEATS as usize {
                format!(
                    "{} more needed to start (players or AI seats).",
                    MIN_SEATS as usize - n
                )
            } else {
                "The table is full.".to_string()
            };
            let has_ai = table.seats.iter().any(|s| s.controller == Controller::Ai);
            let full = n >= MAX_SEATS as usize;
            // One button per AI level; "Add AI" is the normal level.
            let add = |level: AiLevel, label: &str| {
                Button::new(id(Control::AddAi(level)), label, Style::Secondary).disabled(full)
            };
            let rows = vec![
                Row::Buttons(vec![
                    Button::new(id(Control::Join), "Join", Style::Success).disabled(full),
                    Button::new(id(Control::Leave), "Leave", Style::Secondary),
                    Button::new(id(Control::RemoveAi), "Remove AI", Style::Secondary)
                        .disabled(!has_ai),
                ]),
                Row::Buttons(vec![
                    add(AiLevel::Easy, "Add easy AI"),
                    add(AiLevel::Normal, "Add AI"),
                    add(AiLevel::Strong, "Add strong AI"),
                ]),
                Row::Buttons(vec![
                    Button::new(id(Control::Start), "Start", Style::Primary).disabled(!ready),
                    Button::new(id(Control::Cancel), "Cancel", Style::Danger),
                ]),
            ];
            ("Nanuk: a new game is gathering", status, rows)
        }
        GameStatus::Running => (
            "Nanuk: the game is on",
            // The same words for a thread as when the press on Start redraws
            // the lobby (before the thread exists): no edit just for a link,
            // Discord shows the thread under this message.
            match played_in {
                PlayedIn::Thread(_) | PlayedIn::Unknown => ON_IN_THREAD.to_string(),
                PlayedIn::Here => {
                    "The game has started: the board is below and hands go out by DM.".to_string()
                }
                PlayedIn::HereNoThreads => "The game has started: the board is below and hands go out by DM. I may not open threads in this channel, so the game is played here.".to_string(),
            },
            Vec::new(),
        ),
        GameStatus::Over => {
            let winners: Vec<String> = table
                .public
                .as_ref()
                .and_then(|p| p.winners.clone())
                .unwrap_or_default()
                .iter()
                .filter_map(|w| table.seats.get(w.index()))
                .map(|s| format!("**{}**", super::escape(&s.name)))
                .collect();
            let status = match winners.as_slice() {
                [] => "The game is finished; the final scores are below.".to_string(),
                [one] => format!("The game is finished: {one} won. The final scores are below."),
                many => format!(
                    "The game is finished: {} share the win. The final scores are below.",
                    many.join(", ")
                ),
            };
            ("Nanuk: finished", status, Vec::new())
        }
        GameStatus::Cancelled => (
            "Nanuk: cancelled",
            if info.started_at.is_none()
                && !table
                    .seats
                    .iter()
                    .any(|s| s.controller == Controller::Human)
            {
                "Every player left the lobby, so it closed.".to_string()
            } else {
                "This game was cancelled.".to_string()
            },
            Vec::new(),
        ),
    };
    let status = match (info.status, played_in) {
        (GameStatus::Over | GameStatus::Cancelled, PlayedIn::Thread(thread)) => {
            format!("{status}\nThe game's board and story: <#{thread}>.")
        }
        _ => status,
    };
    let embed = Embed::new(title, colour::LOBBY)
        .description(lines.join("\n"))
        .field(format!("Seats ({n}/{MAX_SEATS})"), seats, false)
        .field("Status", status, false)
        .footer(format!("game #{}", info.id));
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows,
    }
}

/// Who hosts: the opener, the next human still seated once the opener gave
/// their seat up, or nobody once no human holds a seat.
pub fn host_line(info: &GameInfo) -> String {
    match info.host {
        Some(host) if host == info.opened_by => format!("Host: <@{host}>"),
        Some(host) => format!(
            "Host: <@{host}> (<@{}> opened the lobby and left, so host powers passed on)",
            info.opened_by
        ),
        None => "Host: nobody (every player left; only someone with Manage Server can act for this game)".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::duration;

    #[test]
    fn durations_read_in_the_largest_whole_unit() {
        assert_eq!(duration(7 * 86_400), "7 days");
        assert_eq!(duration(86_400), "1 day");
        assert_eq!(duration(36 * 3600), "36 hours");
        assert_eq!(duration(5400), "90 minutes");
        assert_eq!(duration(45), "45 seconds");
    }
}
