//! `/nanuk settings`: a server's defaults for new lobbies, each marked as
//! the server's own or the bot's.

use super::colour;
use super::lobby::duration;
use crate::discord::screen::{Embed, Screen};
use crate::discord::text::{Locale, t, words};
use crate::engine::SidesRule;
use crate::service::LobbyDefaults;
use crate::service::settings::resolve;

pub fn settings(l: Locale, set: &LobbyDefaults, changed: bool) -> Screen {
    let (options, ai) = resolve(set);
    // One line: its value, and whether it is the bot's default.
    let line = |what: &str, value: String, is_set: bool| {
        t!(
            l,
            "settings-line",
            what = what,
            value = value,
            whose = if is_set { "server" } else { "bot" }
        )
    };
    let never_or =
        |secs: Option<u64>| secs.map_or_else(|| t!(l, "settings-never"), |s| duration(l, s));
    let lines = [
        line(
            "seasons",
            options.seasons.to_string(),
            set.seasons.is_some(),
        ),
        line(
            "sides",
            t!(
                l,
                "settings-sides",
                sides = match options.sides {
                    SidesRule::Secret => "secret",
                    SidesRule::Sequential => "sequential",
                }
            ),
            set.sides.is_some(),
        ),
        line(
            "timeout",
            never_or(options.turn_timeout_secs),
            set.turn_timeout_secs.is_some(),
        ),
        line(
            "reminders",
            never_or(options.reminder_secs),
            set.reminder_secs.is_some(),
        ),
        line(
            "stand-in",
            words::level(l, options.stand_in_level),
            set.stand_in_level.is_some(),
        ),
        line(
            "hints",
            if options.hints {
                t!(l, "settings-on")
            } else {
                t!(l, "settings-off")
            },
            set.hints.is_some(),
        ),
        line(
            "ai",
            match ai.first() {
                Some(level) => t!(
                    l,
                    "settings-ai-seats",
                    count = ai.len(),
                    level = words::level(l, *level)
                ),
                None => t!(l, "settings-none"),
            },
            set.ai_seats.is_some() || set.ai_level.is_some(),
        ),
        super::clock::settings_line(l, options.clock, set.clock_bank_secs.is_some()),
    ];
    let head = if changed {
        t!(l, "settings-saved")
    } else {
        t!(l, "settings-shown")
    };
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new(t!(l, "settings-title"), colour::LOBBY)
                .description(format!("{head}\n\n{}", lines.join("\n"))),
        ),
        rows: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::AiLevel;

    /// Each value says whose it is; the wording is the catalogue's.
    #[test]
    fn the_settings_screen_says_whose_each_value_is() {
        let l = Locale::SOURCE;
        let bot = t!(l, "settings-bot-default");
        let none = settings(l, &LobbyDefaults::default(), false);
        none.check().unwrap();
        let text = &none.embed.as_ref().unwrap().description;
        assert_eq!(text.matches(bot.as_str()).count(), 8, "{text}");

        let set = LobbyDefaults {
            turn_timeout_secs: Some(86_400),
            reminder_secs: Some(0),
            ai_seats: Some(3),
            ai_level: Some(AiLevel::Strong),
            ..LobbyDefaults::default()
        };
        let screen = settings(l, &set, true);
        screen.check().unwrap();
        let text = &screen.embed.as_ref().unwrap().description;
        assert!(text.contains(&duration(l, 86_400)), "{text}");
        assert!(text.contains(&t!(l, "settings-never")), "{text}");
        let ai = t!(
            l,
            "settings-ai-seats",
            count = 3,
            level = words::level(l, AiLevel::Strong)
        );
        assert!(text.contains(&ai), "{text}");
        assert_eq!(text.matches(bot.as_str()).count(), 5, "{text}");

        // The server's clock, with the bot's increment.
        let set = LobbyDefaults {
            clock_bank_secs: Some(3 * 86_400),
            ..LobbyDefaults::default()
        };
        let text = settings(l, &set, true).embed.unwrap().description;
        let clock = t!(
            l,
            "clock-settings-value",
            bank = duration(l, 3 * 86_400),
            increment = duration(l, 12 * 3600)
        );
        assert!(text.contains(&clock), "{text}");
        assert_eq!(text.matches(bot.as_str()).count(), 7, "{text}");
    }
}
