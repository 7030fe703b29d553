//! The text layer: every word a player sees comes from here, out of the
//! Fluent catalogues in `locales/<locale>/*.ftl` (embedded in the binary by
//! [`catalogue`]). Nothing else in the bot holds player-facing text, and no
//! logic reads text rendered here.
//!
//! Messages are looked up with [`t!`]: `t!(l, "lobby-title", game = id)`,
//! always with a literal key and named variables, so the completeness test
//! (`text::tests`) can find every use in the source and check it against
//! every catalogue. A key a locale lacks falls back to `en-US` (logged once);
//! a key `en-US` lacks, or a variable a message needs and was not given,
//! never shows as `{ $var }` or a raw key.

mod catalogue;
pub mod refusal;
pub mod slash;
pub mod words;

#[cfg(test)]
mod tests;

pub use fluent_bundle::FluentValue;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, concurrent::FluentBundle};
use std::collections::HashSet;
use std::sync::{LazyLock, Mutex};

/// A language the bot speaks. Discord's locale codes map onto these
/// ([`Locale::from_discord`]); any other falls back to [`Locale::SOURCE`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    /// `en-US`: the source catalogue every other is checked against.
    #[default]
    EnUs,
    Fr,
    De,
    /// Spanish as spoken in Spain (Discord's `es-ES`; Latin American
    /// clients send `es-419`, which reads it too).
    EsEs,
    PtBr,
}

impl Locale {
    /// The catalogue every key exists in, and the fallback of every other.
    pub const SOURCE: Locale = Locale::EnUs;
    /// Every locale with a catalogue.
    pub const ALL: &'static [Locale] = &[
        Locale::EnUs,
        Locale::Fr,
        Locale::De,
        Locale::EsEs,
        Locale::PtBr,
    ];

    /// The locale's code, as Discord and the `locales/` folders spell it.
    pub fn code(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::Fr => "fr",
            Locale::De => "de",
            Locale::EsEs => "es-ES",
            Locale::PtBr => "pt-BR",
        }
    }

    /// Discord's `locale` / `guild_locale` of an interaction: a locale the
    /// bot speaks, else [`Locale::SOURCE`] (silently: most of Discord's
    /// locales have no catalogue yet).
    pub fn from_discord(code: &str) -> Locale {
        Locale::speaking(code).unwrap_or(Locale::SOURCE)
    }

    /// The locale a Discord code reads in, if the bot speaks it: the code
    /// itself, or its language's catalogue (`en-GB` reads `en-US`,
    /// `es-419` reads `es-ES`, `fr-CA` reads `fr`).
    pub fn speaking(code: &str) -> Option<Locale> {
        let exact = Locale::ALL
            .iter()
            .copied()
            .find(|l| l.code().eq_ignore_ascii_case(code));
        exact.or_else(|| {
            let language = code.split('-').next()?;
            Locale::ALL.iter().copied().find(|l| {
                l.code()
                    .split('-')
                    .next()
                    .is_some_and(|own| own.eq_ignore_ascii_case(language))
            })
        })
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The parsed catalogues, one bundle per locale, built on first use.
static BUNDLES: LazyLock<Vec<(Locale, Bundle)>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|&l| (l, catalogue::bundle(l)))
        .collect()
});

fn bundle(l: Locale) -> &'static Bundle {
    let bundles = &*BUNDLES;
    bundles
        .iter()
        .find(|(b, _)| *b == l)
        .or_else(|| bundles.iter().find(|(b, _)| *b == Locale::SOURCE))
        .map(|(_, b)| b)
        .expect("the source catalogue is always built")
}

/// Message arguments: what [`t!`] fills in.
pub type Args<'a> = FluentArgs<'a>;

/// Looks a message up, formats it, and falls back when it cannot: to
/// `en-US` when the locale lacks the key, to an empty value for a variable
/// the caller did not pass. Use [`t!`], which the completeness test sees.
pub fn message(l: Locale, key: &str, args: Option<&Args<'_>>) -> String {
    if let Some(text) = format(l, key, args) {
        return text;
    }
    if l != Locale::SOURCE {
        warn_once(l, key, "missing; shown in en-US");
        if let Some(text) = format(Locale::SOURCE, key, args) {
            return text;
        }
    }
    warn_once(Locale::SOURCE, key, "missing from the source catalogue");
    // Never the raw key: a player would read it as the bot's words.
    "…".to_string()
}

/// `None` when the locale has no such message (or it has no value).
fn format(l: Locale, key: &str, args: Option<&Args<'_>>) -> Option<String> {
    let bundle = bundle(l);
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if errors.is_empty() {
        return Some(text.into_owned());
    }
    warn_once(l, key, &format!("formatting failed: {errors:?}"));
    // Variables the caller did not pass read as nothing rather than
    // `{$name}`; any other fault (a missing reference) is not shown.
    let mut filled = Args::new();
    if let Some(args) = args {
        for (name, value) in args.iter() {
            filled.set(name.to_string(), value.clone());
        }
    }
    let mut only_variables = true;
    for e in &errors {
        match e {
            FluentError::ResolverError(fluent_bundle::resolver::ResolverError::Reference(
                fluent_bundle::resolver::errors::ReferenceKind::Variable { id },
            )) => filled.set(id.clone(), ""),
            _ => only_variables = false,
        }
    }
    if !only_variables {
        return None;
    }
    let mut again = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&filled), &mut again);
    again.is_empty().then(|| text.into_owned())
}

/// A message's value (`attribute: None`) or one of its attributes, in
/// `l` only (no fallback): `None` when `l` lacks it.
pub(crate) fn format_attribute(l: Locale, key: &str, attribute: Option<&str>) -> Option<String> {
    let Some(attribute) = attribute else {
        return format(l, key, None);
    };
    let bundle = bundle(l);
    let pattern = bundle.get_message(key)?.get_attribute(attribute)?.value();
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Each fault is logged once per process: a missing key would otherwise
/// log on every screen drawn.
fn warn_once(l: Locale, key: &str, what: &str) {
    static SEEN: LazyLock<Mutex<HashSet<(Locale, String)>>> =
        LazyLock::new(|| Mutex::new(HashSet::new()));
    let first = SEEN
        .lock()
        .map(|mut seen| seen.insert((l, key.to_string())))
        .unwrap_or(false);
    if first {
        tracing::warn!(locale = l.code(), key, "text: {what}");
    }
}

/// A message in the given locale: `t!(l, "key")` or
/// `t!(l, "key", name = value, ...)`. The key must be a literal (the
/// completeness test reads every use from the source).
macro_rules! t {
    ($l:expr, $key:literal $(,)?) => {
        $crate::discord::text::message($l, $key, None)
    };
    ($l:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::discord::text::Args::new();
        $( args.set(stringify!($name), $crate::discord::text::FluentValue::from($value)); )+
        $crate::discord::text::message($l, $key, Some(&args))
    }};
}
pub(crate) use t;
