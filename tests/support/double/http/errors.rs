//! Discord's error answers the double gives, by name.

/// An HTTP status with Discord's JSON error code and message.
#[derive(Clone, Copy, Debug)]
pub struct DiscordError {
    pub status: u16,
    pub code: u64,
    pub message: &'static str,
}

const fn e(status: u16, code: u64, message: &'static str) -> DiscordError {
    DiscordError {
        status,
        code,
        message,
    }
}

pub const NOT_FOUND: DiscordError = e(404, 0, "404: Not Found");
pub const METHOD_NOT_ALLOWED: DiscordError = e(405, 0, "405: Method Not Allowed");
pub const UNAUTHORIZED: DiscordError = e(401, 0, "401: Unauthorized");
pub const UNKNOWN_APPLICATION: DiscordError = e(404, 10002, "Unknown Application");
pub const UNKNOWN_CHANNEL: DiscordError = e(404, 10003, "Unknown Channel");
pub const UNKNOWN_GUILD: DiscordError = e(404, 10004, "Unknown Guild");
pub const UNKNOWN_MEMBER: DiscordError = e(404, 10007, "Unknown Member");
pub const UNKNOWN_MESSAGE: DiscordError = e(404, 10008, "Unknown Message");
pub const UNKNOWN_USER: DiscordError = e(404, 10013, "Unknown User");
pub const UNKNOWN_WEBHOOK: DiscordError = e(404, 10015, "Unknown Webhook");
pub const UNKNOWN_INTERACTION: DiscordError = e(404, 10062, "Unknown interaction");
pub const UNKNOWN_COMMAND: DiscordError = e(404, 10063, "Unknown application command");
pub const OLD_MESSAGE_EDITS: DiscordError = e(
    400,
    30046,
    "Maximum number of edits to messages older than 1 hour reached. Try again later.",
);
pub const ALREADY_ACKNOWLEDGED: DiscordError =
    e(400, 40060, "Interaction has already been acknowledged.");
pub const NOT_AUTHOR: DiscordError =
    e(403, 50005, "Cannot edit a message authored by another user");
pub const CANNOT_ACT_ON_DM: DiscordError = e(400, 50003, "Cannot execute action on a DM channel");
pub const EMPTY_MESSAGE: DiscordError = e(400, 50006, "Cannot send an empty message");
pub const CANNOT_MESSAGE_USER: DiscordError = e(403, 50007, "Cannot send messages to this user");
pub const MISSING_PERMISSIONS: DiscordError = e(403, 50013, "Missing Permissions");
pub const WRONG_CHANNEL_TYPE: DiscordError =
    e(400, 50024, "Cannot execute action on this channel type");
pub const INVALID_WEBHOOK_TOKEN: DiscordError = e(401, 50027, "Invalid Webhook Token");
pub const INVALID_FORM_BODY: DiscordError = e(400, 50035, "Invalid Form Body");
pub const THREAD_ARCHIVED: DiscordError = e(400, 50083, "Thread is archived");
pub const THREAD_ALREADY_CREATED: DiscordError = e(
    400,
    160004,
    "A thread has already been created for this message",
);
pub const INVALID_JSON: DiscordError = e(400, 50109, "The request body contains invalid JSON.");
