//! `/nanuk settings`: a server's defaults for new lobbies, each marked as
//! the server's own or the bot's.

use super::colour;
use super::lobby::duration;
use crate::discord::screen::{Embed, Screen};
use crate::engine::SidesRule;
use crate::service::LobbyDefaults;
use crate::service::settings::resolve;

pub fn settings(set: &LobbyDefaults, changed: bool) -> Screen {
    let (options, ai) = resolve(set);
    let whose = |is_set: bool| if is_set { "" } else { " *(bot default)*" };
    let never_or = |secs: Option<u64>| secs.map_or_else(|| "never".to_string(), duration);
    let lines = [
        format!(
            "**Seasons:** {}{}",
            options.seasons,
            whose(set.seasons.is_some())
        ),
        format!(
            "**Sides:** {}{}",
            match options.sides {
                SidesRule::Secret => "secret, revealed together",
                SidesRule::Sequential => "in turn, in public (optional rule)",
            },
            whose(set.sides.is_some())
        ),
        format!(
            "**Turn timeout:** {}{}",
            never_or(options.turn_timeout_secs),
            whose(set.turn_timeout_secs.is_some())
        ),
        format!(
            "**Reminders:** {}{}",
            never_or(options.reminder_secs),
            whose(set.reminder_secs.is_some())
        ),
        format!(
            "**Stand-in level:** {}{}",
            options.stand_in_level,
            whose(set.stand_in_level.is_some())
        ),
        format!(
            "**Hints:** {}{}",
            if options.hints { "on" } else { "off" },
            whose(set.hints.is_some())
        ),
        format!(
            "**AI seats in a new lobby:** {}{}",
            match ai.first() {
                Some(level) => format!("{} ({level})", ai.len()),
                None => "none".to_string(),
            },
            whose(set.ai_seats.is_some() || set.ai_level.is_some())
        ),
    ];
    let head = if changed {
        "Saved. New lobbies in this server start with these options; lobbies and games already open keep theirs."
    } else {
        "New lobbies in this server start with these options. `/nanuk start` options override them; Manage Server changes them with `/nanuk settings`."
    };
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new("Nanuk settings for this server", colour::LOBBY)
                .description(format!("{head}\n\n{}", lines.join("\n"))),
        ),
        rows: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::AiLevel;

    #[test]
    fn the_settings_screen_says_whose_each_value_is() {
        let none = settings(&LobbyDefaults::default(), false);
        none.check().unwrap();
        let text = &none.embed.as_ref().unwrap().description;
        assert_eq!(text.matches("*(bot default)*").count(), 7, "{text}");

        let set = LobbyDefaults {
            turn_timeout_secs: Some(86_400),
            reminder_secs: Some(0),
            ai_seats: Some(3),
            ai_level: Some(AiLevel::Strong),
            ..LobbyDefaults::default()
        };
        let screen = settings(&set, true);
        screen.check().unwrap();
        let text = &screen.embed.as_ref().unwrap().description;
        assert!(text.contains("**Turn timeout:** 1 day\n"), "{text}");
        assert!(text.contains("**Reminders:** never\n"), "{text}");
        assert!(
            text.contains("**AI seats in a new lobby:** 3 (strong)"),
            "{text}"
        );
        assert_eq!(text.matches("*(bot default)*").count(), 4, "{text}");
    }
}
