//! The catalogues, embedded in the binary: the bot reads no file at run
//! time. A new locale adds its folder's files here (the completeness test
//! fails while a `.ftl` file in `locales/` is not listed).

use super::{Bundle, Locale};
use fluent_bundle::FluentResource;

/// One locale's files: (name, source).
pub(super) type Files = &'static [(&'static str, &'static str)];

macro_rules! ftl {
    ($locale:literal: $($file:literal),+ $(,)?) => {
        &[$(($file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $locale, "/", $file)))),+]
    };
}

/// A locale's files, the same names in every catalogue.
macro_rules! catalogue {
    ($locale:literal) => {
        ftl!($locale:
    "common.ftl",
    "refusals.ftl",
    "lobby.ftl",
    "board.ftl",
    "hand.ftl",
    "commands.ftl",
    "notices.ftl",
    "results.ftl",
    "story.ftl",
    "info.ftl",
    "presses.ftl",
    "settings.ftl",
    "pictures.ftl",
    "recap.ftl",
    "clock.ftl",
    "slash.ftl",
    "language.ftl",
        )
    };
}

const EN_US: Files = catalogue!("en-US");
const FR: Files = catalogue!("fr");
const DE: Files = catalogue!("de");
const ES_ES: Files = catalogue!("es-ES");
const PT_BR: Files = catalogue!("pt-BR");

/// The files of a locale's catalogue.
pub(super) fn files(l: Locale) -> Files {
    match l {
        Locale::EnUs => EN_US,
        Locale::Fr => FR,
        Locale::De => DE,
        Locale::EsEs => ES_ES,
        Locale::PtBr => PT_BR,
    }
}

/// A locale's bundle. A file that does not parse (the completeness test
/// fails on it first) keeps what did parse, with a log line.
pub(super) fn bundle(l: Locale) -> Bundle {
    let lang = l
        .code()
        .parse()
        .expect("locale codes are valid language tags");
    let mut bundle = Bundle::new_concurrent(vec![lang]);
    // Unicode isolation marks would end up in Discord's text and custom ids.
    bundle.set_use_isolating(false);
    for (name, source) in files(l) {
        let resource = match FluentResource::try_new((*source).to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::error!(
                    locale = l.code(),
                    file = name,
                    ?errors,
                    "text: catalogue does not parse"
                );
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(
                locale = l.code(),
                file = name,
                ?errors,
                "text: catalogue has duplicates"
            );
        }
    }
    bundle
}
