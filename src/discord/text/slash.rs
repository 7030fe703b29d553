//! The slash commands' words: each command's, option's and choice's name
//! and description in every locale, out of `slash.ftl`. The code declares
//! commands by their en-US names and choices by keys (`#[name =
//! "minutes-5"]`); [`localize`] fills in the descriptions and choice names
//! Discord shows by default (en-US) and the localizations of every other
//! catalogue, before the commands are registered.

use super::{Locale, format_attribute};
use std::borrow::Cow;

/// Discord locales that read another's catalogue, and so get its
/// localizations too: Latin American Spanish reads Spain's.
const ALSO: &[(&str, Locale)] = &[("es-419", Locale::EsEs)];

/// The catalogue key of a command (`path` is its names below `/nanuk`,
/// joined by `-`; empty for `/nanuk` itself).
pub fn command_key(path: &str) -> String {
    if path.is_empty() {
        "slash-nanuk".to_string()
    } else {
        format!("slash-{path}")
    }
}

/// The catalogue key of a choice declared as `#[name = "<name>"]`.
pub fn choice_key(name: &str) -> String {
    format!("slash-choice-{name}")
}

/// A command as a player of `l` types it: `` `/nanuk season start` `` for
/// `qualified` = "nanuk season start", each name in `l` (en-US's where `l`
/// lacks one).
pub fn mention(l: Locale, qualified: &str) -> String {
    let mut typed = vec!["/nanuk".to_string()];
    let mut path = String::new();
    for name in qualified.split(' ').skip(1) {
        if !path.is_empty() {
            path.push('-');
        }
        path.push_str(name);
        let key = command_key(&path);
        typed.push(
            format_attribute(l, &key, None)
                .or_else(|| format_attribute(Locale::SOURCE, &key, None))
                .unwrap_or_else(|| name.to_string()),
        );
    }
    format!("`{}`", typed.join(" "))
}

/// A message's value (`attribute: None`) or attribute, in `l`, without
/// falling back to another locale; a missing one logs once.
fn text(l: Locale, key: &str, attribute: Option<&str>) -> Option<String> {
    let text = format_attribute(l, key, attribute);
    if text.is_none() {
        super::warn_once(l, key, "slash command text missing");
    }
    text
}

/// Every locale but the default, under each Discord code it serves.
fn localized() -> impl Iterator<Item = (&'static str, Locale)> {
    Locale::ALL
        .iter()
        .filter(|l| **l != Locale::SOURCE)
        .map(|l| (l.code(), *l))
        .chain(ALSO.iter().copied())
}

type Pairs = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

fn localizations(key: &str, attribute: Option<&str>) -> Pairs {
    localized()
        .filter_map(|(code, l)| Some((Cow::Borrowed(code), Cow::Owned(text(l, key, attribute)?))))
        .collect::<Vec<_>>()
        .into()
}

/// Fills in every command's words from the catalogues.
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>]) {
    for c in commands {
        // `/nanuk` itself is not translated: the game's name stays.
        localize_command(c, "");
    }
}

fn localize_command<U, E>(c: &mut poise::Command<U, E>, path: &str) {
    let key = command_key(path);
    c.description = text(Locale::SOURCE, &key, Some("description")).map(Cow::Owned);
    c.description_localizations = localizations(&key, Some("description"));
    if !path.is_empty() {
        c.name_localizations = localizations(&key, None);
    }
    for p in &mut c.parameters {
        let key = format!("{key}-{}", p.name);
        p.description = text(Locale::SOURCE, &key, Some("description")).map(Cow::Owned);
        p.description_localizations = localizations(&key, Some("description"));
        p.name_localizations = localizations(&key, None);
        let mut choices = p.choices.to_vec();
        for choice in &mut choices {
            let key = choice_key(&choice.name);
            if let Some(name) = text(Locale::SOURCE, &key, None) {
                choice.name = Cow::Owned(name);
            }
            choice.localizations = localizations(&key, None);
        }
        p.choices = choices.into();
    }
    for sub in &mut c.subcommands {
        let path = if path.is_empty() {
            sub.name.to_string()
        } else {
            format!("{path}-{}", sub.name)
        };
        localize_command(sub, &path);
    }
}
