//! Typed snowflakes, so a test cannot pass a channel where a user is meant.

use std::fmt;

/// Discord's epoch (2015-01-01T00:00:00Z) in Unix milliseconds.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

macro_rules! snowflake {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u64);

        impl $name {
            /// The id as Discord writes it in JSON: a decimal string.
            pub fn json(self) -> serde_json::Value {
                serde_json::Value::String(self.0.to_string())
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    )*};
}

snowflake! {
    /// A user (a player, a guild owner or the bot itself).
    UserId,
    /// A guild ("server").
    GuildId,
    /// A guild text channel or a DM channel.
    ChannelId,
    /// A message in a channel (ephemeral ones included).
    MessageId,
    /// An interaction the double dispatched.
    InteractionId,
    /// A guild role.
    RoleId,
    /// A registered application command.
    CommandId,
    /// An uploaded attachment.
    AttachmentId,
}

/// Hands out snowflakes whose timestamp part follows the double's clock and
/// which strictly increase, as Discord's do.
#[derive(Debug, Default)]
pub struct Snowflakes {
    last: u64,
}

impl Snowflakes {
    pub fn next(&mut self, unix_ms: u64) -> u64 {
        let from_time = unix_ms.saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.last = from_time.max(self.last + 1);
        self.last
    }
}
