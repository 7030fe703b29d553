//! Whose language (issue 25): what Discord last said a player's client and
//! a server speak, and what `/nanuk language` chose. The service keeps the
//! codes as data; which catalogue a code maps to is the Discord layer's.

use super::GameService;
use super::error::{ServiceError, ServiceResult};
use super::types::Actor;
use crate::store::{LanguageScope, StoredLanguage};

/// The stored languages of some players and of their server.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Languages {
    /// Per player (only those with a stored row).
    pub users: Vec<(u64, StoredLanguage)>,
    /// The server's, if it has a row.
    pub server: Option<StoredLanguage>,
}

impl GameService {
    /// The stored languages of `users` and of `guild`.
    pub async fn languages(&self, users: &[u64], guild: Option<u64>) -> ServiceResult<Languages> {
        let rows = self.inner.store.languages(users, guild).await?;
        let mut out = Languages::default();
        for (scope, id, language) in rows {
            match scope {
                LanguageScope::User => out.users.push((id, language)),
                LanguageScope::Server if Some(id) == guild => out.server = Some(language),
                LanguageScope::Server => {}
            }
        }
        Ok(out)
    }

    /// Notes the locale Discord gave in an interaction (a player's client,
    /// or a server's `guild_locale`). The caller writes only changes.
    pub async fn note_seen_language(
        &self,
        scope: LanguageScope,
        id: u64,
        code: &str,
    ) -> ServiceResult<()> {
        self.inner
            .store
            .set_seen_language(scope, id, code, self.now())
            .await
            .map_err(ServiceError::from_write)
    }

    /// `/nanuk language`: a player's own choice (`None`: follow their
    /// Discord app again).
    pub async fn choose_language(&self, user: u64, code: Option<&str>) -> ServiceResult<()> {
        self.inner
            .store
            .set_chosen_language(LanguageScope::User, user, code, self.now())
            .await
            .map_err(ServiceError::from_write)?;
        tracing::info!(user, code, "player language chosen");
        Ok(())
    }

    /// `/nanuk language` for a whole server (Manage Server only; `None`:
    /// follow the server's own locale again). Running games change at
    /// their next redraw; nothing pending is lost.
    pub async fn choose_server_language(
        &self,
        guild: u64,
        actor: &Actor,
        code: Option<&str>,
    ) -> ServiceResult<()> {
        if !actor.is_admin {
            return Err(ServiceError::NotAdmin);
        }
        self.inner
            .store
            .set_chosen_language(LanguageScope::Server, guild, code, self.now())
            .await
            .map_err(ServiceError::from_write)?;
        tracing::info!(guild, code, "server language chosen");
        Ok(())
    }
}
