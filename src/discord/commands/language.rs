//! `/nanuk language`: the language the bot speaks to a player (their DMs,
//! reminders and private answers), or, with `server` (Manage Server), a
//! server's games' public language. Without a value it says which apply.

use super::refused;
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, actor, locale_of};
use crate::discord::languages;
use crate::discord::text::{Locale, t, words};
use crate::service::{LanguageScope, ServiceError};
use poise::serenity_prelude as serenity;

/// What the `language` option may say.
enum Wanted {
    /// Follow the Discord app (or the server's own locale) again.
    Auto,
    Speak(Locale),
}

/// The value typed or picked: a code the bot speaks (`fr`, `pt-BR`,
/// `es-419`), a language's own name (`Deutsch`), or `auto`.
fn wanted(value: &str) -> Option<Wanted> {
    let value = value.trim();
    if value.eq_ignore_ascii_case("auto") {
        return Some(Wanted::Auto);
    }
    Locale::speaking(value)
        .or_else(|| {
            Locale::ALL
                .iter()
                .copied()
                .find(|l| own_name(*l).eq_ignore_ascii_case(value))
        })
        .map(Wanted::Speak)
}

/// A language under its own name (the same in every catalogue).
fn own_name(l: Locale) -> String {
    t!(Locale::SOURCE, "language-own-name", code = l.code())
}

/// The list of languages offered, for autocomplete: auto first, then each
/// language by its own name (the value sent is its code).
async fn offered(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let l = locale_of(ctx);
    let partial = partial.to_lowercase();
    let auto = (t!(l, "slash-choice-language-auto"), "auto");
    let choices = std::iter::once(auto)
        .chain(Locale::ALL.iter().map(|&x| (own_name(x), x.code())))
        .filter(|(name, code)| {
            partial.is_empty()
                || name.to_lowercase().contains(&partial)
                || code.to_lowercase().contains(&partial)
        })
        .map(|(name, code)| serenity::AutocompleteChoice::new(name, code))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[poise::command(slash_command)]
pub async fn language(
    ctx: Ctx<'_>,
    #[autocomplete = "offered"] language: Option<String>,
    #[rename = "server"] server_wide: Option<bool>,
) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let user = ctx.author().id.get();
        let guild_locale = match ctx {
            poise::Context::Application(a) => a.interaction.guild_locale.clone(),
            poise::Context::Prefix(_) => None,
        };
        let app_locale = ctx.locale().unwrap_or("").to_string();
        let Some(value) = language else {
            let (you, chosen) = languages::player_choice(user, &app_locale);
            let (server_name, set) = match ctx.guild_id() {
                Some(g) => {
                    let (s, set) = languages::server_choice(g.get(), guild_locale.as_deref());
                    (own_name(s), set)
                }
                None => ("none".to_string(), false),
            };
            return Ok(Reply::private(t!(
                l,
                "language-now",
                you = own_name(you),
                chosen = yes_no(chosen),
                server = server_name,
                set = yes_no(set)
            )));
        };
        let Some(wanted) = wanted(&value) else {
            let names: Vec<String> = Locale::ALL.iter().map(|x| own_name(*x)).collect();
            let offered = words::list(l, &names).unwrap_or_default();
            return Ok(Reply::private(t!(
                l,
                "language-not-offered",
                value = value,
                offered = offered
            )));
        };
        let code = match wanted {
            Wanted::Auto => None,
            Wanted::Speak(x) => Some(x.code()),
        };
        let service = &ctx.data().service;
        if server_wide.unwrap_or(false) {
            let Some(guild) = ctx.guild_id().map(|g| g.get()) else {
                return Ok(Reply::private(t!(l, "language-server-only")));
            };
            let who = actor(ctx.author(), ctx.author_member().await.as_deref());
            return Ok(
                match service.choose_server_language(guild, &who, code).await {
                    Ok(()) => {
                        languages::chosen(LanguageScope::Server, guild, code);
                        let now = languages::server_locale(guild, guild_locale.as_deref());
                        let key = match code {
                            Some(_) => t!(l, "language-set-server", language = own_name(now)),
                            None => t!(l, "language-auto-server", language = own_name(now)),
                        };
                        Reply::private(key)
                    }
                    Err(ServiceError::NotAdmin) => {
                        Reply::private(t!(l, "language-server-needs-manage"))
                    }
                    Err(e) => refused(l, e),
                },
            );
        }
        Ok(match service.choose_language(user, code).await {
            Ok(()) => {
                languages::chosen(LanguageScope::User, user, code);
                // Said in the language now in force.
                let (now, _) = languages::player_choice(user, &app_locale);
                match code {
                    Some(_) => {
                        Reply::private(t!(now, "language-set-you", language = own_name(now)))
                    }
                    None => Reply::private(t!(now, "language-auto-you", language = own_name(now))),
                }
            }
            Err(e) => refused(l, e),
        })
    })
    .await
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}
