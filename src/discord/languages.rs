//! Whose language a screen is drawn in (issue 25): a player's DMs,
//! reminders and private answers in theirs; a game's public surfaces in
//! its server's (a practice game's: its player's).
//!
//! A player's language is what they chose with `/nanuk language`, else
//! their Discord app's (the `locale` of their last interaction); a
//! server's is what its managers chose, else its `guild_locale`. Both are
//! stored (the service's `languages`), so a DM sent outside any
//! interaction reads right, and kept here in a cache that rendering reads
//! synchronously. The worker warms it per batch; what this process writes
//! it sees at once, another process's change within [`FRESH_FOR`].

use crate::discord::text::Locale;
use crate::service::{GameInfo, GameService, LanguageScope, StoredLanguage};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

/// How long a stored language read is trusted before it is read again:
/// the delay before another process's `/nanuk language` shows here.
pub const FRESH_FOR: Duration = Duration::from_secs(60);

struct Entry {
    stored: StoredLanguage,
    read_at: Instant,
}

type Cache = HashMap<(LanguageScope, u64), Entry>;

static CACHE: LazyLock<Mutex<Cache>> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn with_cache<R>(f: impl FnOnce(&mut Cache) -> R) -> R {
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut cache)
}

fn stored(scope: LanguageScope, id: u64) -> Option<StoredLanguage> {
    with_cache(|c| c.get(&(scope, id)).map(|e| e.stored.clone()))
}

fn resolve(language: Option<&StoredLanguage>) -> Option<Locale> {
    let language = language?;
    language
        .chosen
        .as_deref()
        .or(language.seen.as_deref())
        .map(Locale::from_discord)
}

/// A player's language outside an interaction (their DM hand, reminders,
/// follow DMs): chosen, else their app's as last seen, else `en-US`.
pub fn player_locale(user: u64) -> Locale {
    resolve(stored(LanguageScope::User, user).as_ref()).unwrap_or(Locale::SOURCE)
}

/// The language of a private answer to an interaction: the player's
/// choice, else the app they use right now.
pub fn answer_locale(user: u64, interaction_locale: &str) -> Locale {
    stored(LanguageScope::User, user)
        .and_then(|l| l.chosen)
        .map_or_else(
            || Locale::from_discord(interaction_locale),
            |c| Locale::from_discord(&c),
        )
}

/// A server's language: its managers' choice, else its own locale as an
/// interaction gives it now (`guild_locale`), else as last seen.
pub fn server_locale(guild: u64, guild_locale: Option<&str>) -> Locale {
    let language = stored(LanguageScope::Server, guild);
    let chosen = language.as_ref().and_then(|l| l.chosen.as_deref());
    let seen = language.as_ref().and_then(|l| l.seen.as_deref());
    chosen
        .or(guild_locale)
        .or(seen)
        .map_or(Locale::SOURCE, Locale::from_discord)
}

/// The language of a game's public surfaces (lobby, board, thread,
/// story, results, pictures, mentions): its server's; a practice game,
/// played in a DM, speaks its player's.
pub fn public_locale(info: &GameInfo) -> Locale {
    if info.is_practice() {
        player_locale(info.opened_by)
    } else {
        server_locale(info.guild, None)
    }
}

/// Reads the stored languages of `users` and of `guild` that are not in
/// the cache or were read over [`FRESH_FOR`] ago. A failed read keeps what
/// the cache has (a screen in an older language beats no screen).
pub async fn warm(service: &GameService, users: &[u64], guild: Option<u64>) {
    let now = Instant::now();
    let stale = |scope, id| {
        with_cache(|c| {
            c.get(&(scope, id))
                .is_none_or(|e| now.duration_since(e.read_at) >= FRESH_FOR)
        })
    };
    let users: Vec<u64> = users
        .iter()
        .copied()
        .filter(|&u| stale(LanguageScope::User, u))
        .collect();
    let guild = guild.filter(|&g| stale(LanguageScope::Server, g));
    if users.is_empty() && guild.is_none() {
        return;
    }
    let read = match service.languages(&users, guild).await {
        Ok(read) => read,
        Err(e) => {
            tracing::warn!(error = %e, "could not read players' languages");
            return;
        }
    };
    with_cache(|c| {
        let mut found: HashMap<u64, StoredLanguage> = read.users.into_iter().collect();
        for u in users {
            let stored = found.remove(&u).unwrap_or_default();
            c.insert(
                (LanguageScope::User, u),
                Entry {
                    stored,
                    read_at: now,
                },
            );
        }
        if let Some(g) = guild {
            let stored = read.server.clone().unwrap_or_default();
            c.insert(
                (LanguageScope::Server, g),
                Entry {
                    stored,
                    read_at: now,
                },
            );
        }
    });
}

/// Notes what an interaction says of its user's app and its server's
/// locale; only a change is written (in the background: the answer does
/// not wait for it).
pub fn note_interaction(
    service: &GameService,
    user: u64,
    locale: &str,
    guild: Option<u64>,
    guild_locale: Option<&str>,
) {
    let mut seen = vec![(LanguageScope::User, user, locale.to_string())];
    if let (Some(g), Some(code)) = (guild, guild_locale) {
        seen.push((LanguageScope::Server, g, code.to_string()));
    }
    for (scope, id, code) in seen {
        let changed = with_cache(|c| {
            let entry = c.entry((scope, id)).or_insert_with(|| Entry {
                stored: StoredLanguage::default(),
                // Unread: the next warm reads the stored choice.
                read_at: Instant::now() - FRESH_FOR,
            });
            if entry.stored.seen.as_deref() == Some(code.as_str()) {
                return false;
            }
            entry.stored.seen = Some(code.clone());
            true
        });
        if changed {
            let service = service.clone();
            tokio::spawn(async move {
                if let Err(e) = service.note_seen_language(scope, id, &code).await {
                    tracing::warn!(error = %e, "could not store a language seen");
                }
            });
        }
    }
}

/// At an interaction's start: its user's (and server's) stored languages
/// read if the cache lacks them, and what it says of their app noted.
pub async fn meet(
    service: &GameService,
    user: u64,
    locale: &str,
    guild: Option<u64>,
    guild_locale: Option<&str>,
) {
    warm(service, &[user], guild).await;
    note_interaction(service, user, locale, guild, guild_locale);
}

/// After `/nanuk language`: this process draws in the new language at once.
pub fn chosen(scope: LanguageScope, id: u64, code: Option<&str>) {
    with_cache(|c| {
        let entry = c.entry((scope, id)).or_insert_with(|| Entry {
            stored: StoredLanguage::default(),
            read_at: Instant::now() - FRESH_FOR,
        });
        entry.stored.chosen = code.map(str::to_string);
    });
}

/// A player's language now, and whether they chose it (else it follows
/// the app they use, `interaction_locale`).
pub fn player_choice(user: u64, interaction_locale: &str) -> (Locale, bool) {
    let chosen = stored(LanguageScope::User, user).and_then(|l| l.chosen);
    match chosen {
        Some(code) => (Locale::from_discord(&code), true),
        None => (Locale::from_discord(interaction_locale), false),
    }
}

/// A server's language now, and whether its managers chose it.
pub fn server_choice(guild: u64, guild_locale: Option<&str>) -> (Locale, bool) {
    let chosen = stored(LanguageScope::Server, guild).and_then(|l| l.chosen);
    (server_locale(guild, guild_locale), chosen.is_some())
}
