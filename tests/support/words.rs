//! What the bot says, read from its English catalogue: tests check a
//! message by its key (and variables), so a rewording in `locales/` breaks
//! no test.

use nanuk::discord::text::{Args, FluentValue, Locale, message};

/// The `en-US` message `key` without variables.
pub fn en(key: &str) -> String {
    message(Locale::SOURCE, key, None)
}

/// The `en-US` message `key` with these variables.
pub fn en_with<'a>(key: &str, vars: &[(&'a str, FluentValue<'a>)]) -> String {
    let mut args = Args::new();
    for (name, value) in vars {
        args.set(*name, value.clone());
    }
    message(Locale::SOURCE, key, Some(&args))
}

/// The `en-US` message's text before its first variable: what every
/// rendering of it starts with.
pub fn en_start(key: &str) -> String {
    en_prefix(key, &[])
}

/// What every DM hand's title starts with: a live prompt's ("Your hand",
/// its notification line naming the place) and any other hand's ("Your
/// hand · Nanuk in …").
pub fn hand_title() -> String {
    let short = en("hand-your-hand-prompt");
    assert!(
        en_start("hand-your-hand").starts_with(&short),
        "every hand's title starts alike"
    );
    short
}

/// Every variable name the catalogue uses (a superset is harmless).
const VARIABLES: &[&str] = &[
    "game",
    "name",
    "who",
    "waiting",
    "location",
    "count",
    "user",
    "mention",
    "decision",
    "last",
    "place",
    "link",
    "winners",
    "points",
    "text",
    "host",
    "old",
    "new",
    "mentions",
    "channel",
    "ai",
    "seats",
    "max",
    "min",
    "limit",
    "boast",
    "standing",
    "card",
    "cards",
    "side",
    "leader",
    "target",
    "sides",
    "day",
    "days",
    "counted",
    "protections",
    "nanuk",
    "animals",
    "antes",
    "each",
    "order",
    "forced",
    "season",
    "why",
    "first",
    "wind",
    "round",
    "hunters",
    "doomers",
    "doomer",
    "hunter",
    "thread",
    "opener",
    "level",
    "duration",
    "seasons",
    "time",
    "scores",
    "places",
    "sentence",
    "advice",
    "command",
    "option",
    "value",
    "what",
    "names",
    "drawn",
    "draws",
    "pot",
    "left",
    "stood_in",
    "wins",
    "games",
    "average",
    "rating",
    "sigma",
    "score",
    "page",
    "pages",
    "about",
    "percent",
    "expected",
    "waits",
    "server",
    "kind",
    "head",
    "next",
    "second",
    "number",
    "doing",
    "by",
    "boasts",
    "outcome",
    "took",
    "banks",
    "bank",
    "increment",
    "when",
    "hours",
    "minutes",
];

/// Whether `text` reads as the `en-US` message `key` with some values in
/// its variables (the default variant of each selector): every fixed part
/// of the message is there, in order.
pub fn says(text: &str, key: &str) -> bool {
    says_with(text, key, &[])
}

/// As [`says`], with these variables' values given.
pub fn says_with<'a>(text: &str, key: &str, vars: &[(&'a str, FluentValue<'a>)]) -> bool {
    let mut args = Args::new();
    for name in VARIABLES {
        match vars.iter().find(|(n, _)| n == name) {
            Some((_, value)) => args.set(*name, value.clone()),
            None => args.set(*name, "\u{1}"),
        }
    }
    let shape = message(Locale::SOURCE, key, Some(&args));
    let mut rest = text;
    for part in shape.split('\u{1}').filter(|p| !p.is_empty()) {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

/// Whether `text` tells how a hunt ended (its story's outcome line).
pub fn tells_a_hunts_end(text: &str) -> bool {
    says(text, "story-hunt-succeeds")
        || says(text, "story-hunt-doomed")
        || says(text, "story-hunt-fails")
        || text.contains(&en("story-hunt-unfinished"))
}

/// The `en-US` message `key` with these variables, up to the first
/// variable not given: what a rendering with those values starts with.
pub fn en_prefix<'a>(key: &str, vars: &[(&'a str, FluentValue<'a>)]) -> String {
    let mut args = Args::new();
    for name in VARIABLES {
        match vars.iter().find(|(n, _)| n == name) {
            Some((_, value)) => args.set(*name, value.clone()),
            None => args.set(*name, "\u{1}"),
        }
    }
    let text = message(Locale::SOURCE, key, Some(&args));
    text.split('\u{1}').next().unwrap_or_default().to_string()
}
