//! The lobby: who has joined, the game's options, and the buttons to join,
//! leave, add or remove AI seats, start and cancel.

use super::{colour, escape};
use crate::discord::ids::{Control, ControlId};
use crate::discord::screen::{Button, Embed, Row, Screen, Style};
use crate::discord::text::{Locale, t, words};
use crate::engine::SidesRule;
use crate::engine::ai::AiLevel;
use crate::engine::seat::{MAX_SEATS, MIN_SEATS};
use crate::service::{Controller, GameStatus};
use crate::service::{GameInfo, TableView};

/// "2 days", "2 hours", "90 minutes", "45 seconds".
pub fn duration(l: Locale, secs: u64) -> String {
    words::duration(l, secs)
}

/// The seat's name with a robot (and the level it plays at) for AI seats.
pub fn seat_label(l: Locale, name: &str, controller: Controller, level: Option<AiLevel>) -> String {
    let name = escape(name);
    match controller {
        Controller::Human => name,
        Controller::Ai => match level {
            Some(level) => t!(
                l,
                "name-ai-level",
                name = name,
                level = words::level(l, level)
            ),
            None => t!(l, "name-ai", name = name),
        },
        Controller::StandIn(_) => t!(l, "name-stand-in", name = name),
    }
}

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

pub fn lobby(l: Locale, table: &TableView, played_in: PlayedIn) -> Screen {
    let info = &table.info;
    let options = &info.options;
    let mut lines = vec![host_line(l, info)];
    lines.push(t!(
        l,
        "lobby-seasons-sides",
        seasons = options.seasons,
        sides = match options.sides {
            SidesRule::Secret => "secret",
            SidesRule::Sequential => "sequential",
        }
    ));
    // A game clock takes the place of the turn timeout and the reminders.
    match (options.clock, options.turn_timeout_secs) {
        (Some(clock), _) => lines.push(super::clock::lobby_line(l, clock)),
        (None, Some(s)) => lines.push(t!(l, "lobby-turn-timeout", duration = duration(l, s))),
        (None, None) => lines.push(t!(l, "lobby-turn-timeout-none")),
    }
    if options.stand_in_level != AiLevel::Normal {
        lines.push(t!(
            l,
            "lobby-stand-in-level",
            level = words::level(l, options.stand_in_level)
        ));
    }
    if let Some(s) = options.reminder_secs.filter(|_| options.clock.is_none()) {
        lines.push(t!(l, "lobby-reminders", duration = duration(l, s)));
    }
    if options.hints {
        lines.push(t!(l, "lobby-hints"));
    }
    let seats = if table.seats.is_empty() {
        t!(l, "lobby-no-seats")
    } else {
        table
            .seats
            .iter()
            .map(|s| {
                format!(
                    "{}. {}",
                    s.seat.0 + 1,
                    seat_label(l, &s.name, s.controller, s.ai_level)
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
                t!(l, "lobby-ready")
            } else if n < MIN_SEATS as usize {
                t!(l, "lobby-more-needed", count = MIN_SEATS as usize - n)
            } else {
                t!(l, "lobby-full")
            };
            let has_ai = table.seats.iter().any(|s| s.controller == Controller::Ai);
            let full = n >= MAX_SEATS as usize;
            // One button per AI level; "Add AI" is the normal level.
            let add = |level: AiLevel, label: String| {
                Button::new(id(Control::AddAi(level)), label, Style::Secondary).disabled(full)
            };
            let rows = vec![
                Row::Buttons(vec![
                    Button::new(id(Control::Join), t!(l, "lobby-join"), Style::Success)
                        .disabled(full),
                    Button::new(id(Control::Leave), t!(l, "lobby-leave"), Style::Secondary),
                    Button::new(
                        id(Control::RemoveAi),
                        t!(l, "lobby-remove-ai"),
                        Style::Secondary,
                    )
                    .disabled(!has_ai),
                ]),
                Row::Buttons(vec![
                    add(AiLevel::Easy, t!(l, "lobby-add-easy-ai")),
                    add(AiLevel::Normal, t!(l, "lobby-add-ai")),
                    add(AiLevel::Strong, t!(l, "lobby-add-strong-ai")),
                ]),
                Row::Buttons(vec![
                    Button::new(id(Control::Start), t!(l, "lobby-start"), Style::Primary)
                        .disabled(!ready),
                    Button::new(id(Control::Cancel), t!(l, "lobby-cancel"), Style::Danger),
                ]),
            ];
            (t!(l, "lobby-title-gathering"), status, rows)
        }
        GameStatus::Running => (
            t!(l, "lobby-title-on"),
            // The same words for a thread as when the press on Start redraws
            // the lobby (before the thread exists): no edit just for a link,
            // Discord shows the thread under this message.
            match played_in {
                PlayedIn::Thread(_) | PlayedIn::Unknown => t!(l, "lobby-on-in-thread"),
                PlayedIn::Here => t!(l, "lobby-on-here"),
                PlayedIn::HereNoThreads => t!(l, "lobby-on-here-no-threads"),
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
            let status = match words::list(l, &winners) {
                None => t!(l, "lobby-finished"),
                Some(names) => t!(
                    l,
                    "lobby-finished-won",
                    winners = names,
                    count = winners.len()
                ),
            };
            (t!(l, "lobby-title-finished"), status, Vec::new())
        }
        GameStatus::Cancelled => (
            t!(l, "lobby-title-cancelled"),
            if info.started_at.is_none()
                && !table
                    .seats
                    .iter()
                    .any(|s| s.controller == Controller::Human)
            {
                t!(l, "lobby-everyone-left")
            } else {
                t!(l, "refusal-cancelled")
            },
            Vec::new(),
        ),
    };
    let status = match (info.status, played_in) {
        (GameStatus::Over | GameStatus::Cancelled, PlayedIn::Thread(thread)) => {
            format!(
                "{status}\n{}",
                t!(l, "lobby-thread-link", thread = thread.to_string())
            )
        }
        _ => status,
    };
    let embed = Embed::new(title, colour::LOBBY)
        .description(lines.join("\n"))
        .field(
            t!(l, "lobby-seats", count = n, max = MAX_SEATS),
            seats,
            false,
        )
        .field(t!(l, "lobby-status"), status, false)
        .footer(t!(l, "footer-game", game = info.id.0));
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows,
    }
}

/// Who hosts: the opener, the next human still seated once the opener gave
/// their seat up, or nobody once no human holds a seat.
pub fn host_line(l: Locale, info: &GameInfo) -> String {
    match info.host {
        Some(host) if host == info.opened_by => t!(l, "lobby-host", host = host.to_string()),
        Some(host) => t!(
            l,
            "lobby-host-passed-on",
            host = host.to_string(),
            opener = info.opened_by.to_string()
        ),
        None => t!(l, "lobby-host-nobody"),
    }
}

#[cfg(test)]
mod tests {
    use super::duration;
    use crate::discord::text::{Locale, t};

    /// The unit is the largest whole one (the wording is the catalogue's).
    #[test]
    fn durations_read_in_the_largest_whole_unit() {
        let l = Locale::SOURCE;
        assert_eq!(duration(l, 7 * 86_400), t!(l, "duration-days", count = 7));
        assert_eq!(duration(l, 86_400), t!(l, "duration-days", count = 1));
        assert_eq!(duration(l, 36 * 3600), t!(l, "duration-hours", count = 36));
        assert_eq!(duration(l, 5400), t!(l, "duration-minutes", count = 90));
        assert_eq!(duration(l, 45), t!(l, "duration-seconds", count = 45));
    }
}
