//! Why a delivery step failed, and whether it is worth trying again.

use super::rest::RestError;
use crate::discord::retry::{Failure, failure_of};
use crate::discord::screen::LimitError;
use crate::service::ServiceError;

#[derive(Debug, thiserror::Error)]
pub enum DeliveryError {
    /// Discord (or the way there) refused a call, after the retries.
    #[error("could not {what}: {source} ({failure:?})")]
    Discord {
        what: &'static str,
        failure: Failure,
        #[source]
        source: RestError,
    },
    #[error("the game service failed: {0}")]
    Service(#[from] ServiceError),
    /// A rendering bug: Discord would reject it, so it is not sent.
    #[error("{what} breaks a Discord limit: {source}")]
    Limit {
        what: &'static str,
        #[source]
        source: LimitError,
    },
}

impl DeliveryError {
    pub fn discord(what: &'static str, source: RestError) -> DeliveryError {
        let failure = match &source {
            RestError::Status { status, code, .. } => failure_of(*status, *code),
            RestError::Connection(_) => Failure::Transient,
            RestError::Decode(_) => Failure::Permanent,
            RestError::Deferred => Failure::Deferred,
        };
        DeliveryError::Discord {
            what,
            failure,
            source,
        }
    }

    /// How Discord refused, if it did.
    pub fn failure(&self) -> Option<Failure> {
        match self {
            DeliveryError::Discord { failure, .. } => Some(*failure),
            _ => None,
        }
    }

    /// Worth another pass later (the row stays pending): Discord was busy
    /// or unreachable, or the database failed. Everything else will fail
    /// the same way again, so the row is logged and marked delivered (given up).
    pub fn is_transient(&self) -> bool {
        match self {
            DeliveryError::Discord { failure, .. } => {
                matches!(failure, Failure::Transient | Failure::Deferred)
            }
            DeliveryError::Service(ServiceError::Store(_)) => true,
            _ => false,
        }
    }

    /// Discord's HTTP status and JSON code, for logs.
    pub fn discord_code(&self) -> Option<(u16, isize)> {
        match self {
            DeliveryError::Discord { source, .. } => source.status_and_code(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::GameId;

    #[test]
    fn only_busy_discord_and_database_trouble_are_retried() {
        let gone = DeliveryError::Service(ServiceError::NoSuchGame(GameId(1)));
        assert!(!gone.is_transient());
        let model = DeliveryError::discord("post", RestError::Decode("not a message".into()));
        assert_eq!(model.failure(), Some(Failure::Permanent));
        assert!(!model.is_transient());
        let busy = RestError::Status {
            status: 503,
            code: 0,
            message: String::new(),
        };
        assert!(DeliveryError::discord("post", busy).is_transient());
        let closed = RestError::Status {
            status: 403,
            code: 50007,
            message: String::new(),
        };
        let closed = DeliveryError::discord("post", closed);
        assert_eq!(closed.failure(), Some(Failure::DmClosed));
        assert_eq!(closed.discord_code(), Some((403, 50007)));
        let limit = DeliveryError::Limit {
            what: "the board",
            source: LimitError("too long".into()),
        };
        assert!(!limit.is_transient());
    }
}
