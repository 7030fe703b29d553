//! The Discord calls the worker makes, each retried while its failures are
//! transient (429, 5xx, connection errors).

use super::error::DeliveryError;
use crate::discord::convert;
use crate::discord::retry::retry;
use crate::discord::screen::Screen;
use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateMessage, EditMessage, Http, Message,
    MessageId, Nonce, UserId,
};

/// Tries per call: waits of 250 ms, 0.5 s and 1 s between them, so a step
/// gives up within about 2 s and the game is tried again on a later pass.
pub const ATTEMPTS: u32 = 4;

/// The nonce of one message a step posts: the step's first outbox id and
/// what the message is (`tag`), at most 25 characters as Discord requires.
/// With `enforce_nonce`, posting it again within a few minutes returns
/// the message already posted instead of a second one.
pub fn nonce(outbox_id: i64, tag: &str) -> Nonce {
    Nonce::String(format!("{outbox_id}:{tag}"))
}

/// A message for `screen` that pings exactly `pings` (user-chosen names
/// cannot ping anyone, `@everyone` included).
pub fn message(screen: &Screen, nonce: Nonce, pings: &[u64]) -> CreateMessage {
    convert::create_message(screen)
        .nonce(nonce)
        .enforce_nonce(true)
        .allowed_mentions(CreateAllowedMentions::new().users(pings.iter().map(|&u| UserId::new(u))))
}

/// A plain-text message.
pub fn text(content: &str, nonce: Nonce, pings: &[u64]) -> CreateMessage {
    let screen = Screen {
        content: content.to_string(),
        ..Screen::default()
    };
    message(&screen, nonce, pings)
}

pub fn with_file(message: CreateMessage, name: String, bytes: Vec<u8>) -> CreateMessage {
    message.add_file(CreateAttachment::bytes(bytes, name))
}

pub async fn post(
    http: &Http,
    channel: u64,
    message: &CreateMessage,
    what: &'static str,
) -> Result<Message, DeliveryError> {
    let channel = ChannelId::new(channel);
    retry(what, ATTEMPTS, || {
        let message = message.clone();
        async move { channel.send_message(http, message).await }
    })
    .await
    .map_err(|e| DeliveryError::discord(what, e))
}

pub async fn edit(
    http: &Http,
    channel: u64,
    message: u64,
    screen: &Screen,
    what: &'static str,
) -> Result<Message, DeliveryError> {
    let (channel, id) = (ChannelId::new(channel), MessageId::new(message));
    let edit: EditMessage = convert::edit_message(screen);
    retry(what, ATTEMPTS, || {
        let edit = edit.clone();
        async move { channel.edit_message(http, id, edit).await }
    })
    .await
    .map_err(|e| DeliveryError::discord(what, e))
}

pub async fn delete(
    http: &Http,
    channel: u64,
    message: u64,
    what: &'static str,
) -> Result<(), DeliveryError> {
    let (channel, id) = (ChannelId::new(channel), MessageId::new(message));
    retry(what, ATTEMPTS, || async move {
        channel.delete_message(http, id).await
    })
    .await
    .map_err(|e| DeliveryError::discord(what, e))
}

/// The bot's DM channel with `user` (Discord returns the same one every
/// time; it is created even when the user's DMs are closed).
pub async fn open_dm(http: &Http, user: u64) -> Result<u64, DeliveryError> {
    let user = UserId::new(user);
    retry("open a DM channel", ATTEMPTS, || async move {
        user.create_dm_channel(http).await
    })
    .await
    .map(|c| c.id.get())
    .map_err(|e| DeliveryError::discord("open a DM channel", e))
}
