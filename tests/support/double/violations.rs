//! What the bot did that real Discord would reject or that breaks Discord's
//! rules for bots. Every end-to-end test ends by asserting there are none.

use std::fmt;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ViolationKind {
    /// A JSON body that fails the operation's schema in Discord's OpenAPI description.
    Schema,
    /// A limit real Discord enforces that the schema does not express.
    DiscordLimit,
    /// Missing or wrong `Authorization` header, or a wrong gateway token.
    Unauthorized,
    /// A route the double does not serve (Discord's answer would be 404 too, or the
    /// double lacks the endpoint; either way a test should notice).
    UnknownRoute,
    /// A callback for an interaction id the double never dispatched.
    UnknownInteraction,
    /// A second initial response to one interaction.
    DuplicateResponse,
    /// An initial response after Discord's 3 seconds.
    LateResponse,
    /// An interaction that never got an initial response.
    Unanswered,
    /// A callback type that is invalid for the interaction (e.g. 7 for a slash command).
    WrongCallbackType,
    /// A webhook/follow-up call with a token the double never issued.
    UnknownWebhookToken,
    /// A follow-up or `@original` call before the interaction was acknowledged.
    FollowupBeforeResponse,
    /// Editing a message that never existed, or one the bot cannot edit.
    UnknownMessage,
    /// Posting to or reading a channel that does not exist.
    UnknownChannel,
    /// Naming a user that does not exist.
    UnknownUser,
    /// A thread action on a channel that cannot have one (a DM, a thread).
    WrongChannelType,
    /// A gateway protocol error (unexpected opcode, bad payload).
    Gateway,
    /// A payload the double itself produced failed to parse as serenity's model:
    /// a bug in the double, reported so it cannot hide as a quiet bot failure.
    DoubleBug,
}

#[derive(Clone, Debug)]
pub struct Violation {
    pub kind: ViolationKind,
    /// `METHOD /path` of the offending request, or `gateway`.
    pub request: String,
    pub detail: String,
    /// On the double's clock.
    pub at: Duration,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[{:?}] {} at {:.3}s: {}",
            self.kind,
            self.request,
            self.at.as_secs_f64(),
            self.detail
        )
    }
}

/// One thing wrong with a request body, at a JSON pointer into it.
#[derive(Clone, Debug)]
pub struct Problem {
    pub at: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}",
            if self.at.is_empty() { "/" } else { &self.at },
            self.message
        )
    }
}
