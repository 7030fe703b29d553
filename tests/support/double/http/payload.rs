//! Turning a message payload (create or edit) into a stored message version.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::super::ids::{AttachmentId, ChannelId, InteractionId, MessageId, UserId};
use super::super::world::{AttachmentRec, MessageRec, MessageVersion, World, flags};
use super::Call;

/// Flags a payload may set; LOADING and the like are Discord's to set.
const SETTABLE_FLAGS: u64 = (1 << 2) | flags::EPHEMERAL | (1 << 12) | flags::IS_COMPONENTS_V2;

/// Whether a create payload would make an empty message (Discord's 50006).
pub fn is_empty_message(payload: &Value, call: &Call) -> bool {
    let blank = |key: &str| match &payload[key] {
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        _ => true,
    };
    blank("content")
        && blank("embeds")
        && blank("components")
        && blank("poll")
        && call.files().is_empty()
}

/// The next version of a message: fields the payload names replace the old
/// ones (`null` clears), the rest are kept. `previous` is `None` on create.
pub fn next_version(
    world: &mut World,
    call: &Call,
    payload: &Value,
    previous: Option<&MessageVersion>,
) -> MessageVersion {
    let mut version = previous.cloned().unwrap_or(MessageVersion {
        content: String::new(),
        embeds: vec![],
        components: vec![],
        attachments: vec![],
        flags: 0,
        at: world.now(),
    });
    version.at = world.now();
    version.flags &= !flags::LOADING;
    if let Some(content) = payload.get("content") {
        version.content = content.as_str().unwrap_or_default().to_owned();
    }
    if let Some(embeds) = payload.get("embeds") {
        version.embeds = list(embeds).into_iter().map(embed).collect();
    }
    if let Some(components) = payload.get("components") {
        version.components = list(components).into_iter().map(strip_nulls).collect();
    }
    if let Some(f) = payload.get("flags").and_then(Value::as_u64) {
        // Ephemerality is fixed at creation; edits cannot change it.
        let keep = version.flags & flags::EPHEMERAL;
        version.flags = keep | (f & SETTABLE_FLAGS & !flags::EPHEMERAL);
        if previous.is_none() {
            version.flags |= f & flags::EPHEMERAL;
        }
    }
    version.attachments = attachments(world, call, payload, &version.attachments);
    version
}

fn list(v: &Value) -> Vec<Value> {
    v.as_array().cloned().unwrap_or_default()
}

/// An embed as Discord echoes it: no nulls, `type` filled in.
fn embed(e: Value) -> Value {
    let mut e = strip_nulls(e);
    if let Some(o) = e.as_object_mut() {
        o.entry("type").or_insert(json!("rich"));
    }
    e
}

pub fn strip_nulls(v: Value) -> Value {
    match v {
        Value::Object(o) => Value::Object(
            o.into_iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k, strip_nulls(v)))
                .collect::<Map<_, _>>(),
        ),
        Value::Array(a) => Value::Array(a.into_iter().map(strip_nulls).collect()),
        other => other,
    }
}

/// Discord's attachment rules: with an `attachments` list, it names the old
/// attachments to keep (by id) and describes new uploads (`id` = the `n` of
/// `files[n]`); without one, old attachments stay and uploads are added.
fn attachments(
    world: &mut World,
    call: &Call,
    payload: &Value,
    old: &[AttachmentRec],
) -> Vec<AttachmentRec> {
    let listed = payload.get("attachments").and_then(Value::as_array);
    let mut kept: Vec<AttachmentRec> = match listed {
        Some(list) => old
            .iter()
            .filter(|a| {
                list.iter()
                    .any(|e| e["id"].as_str() == Some(a.id.0.to_string().as_str()))
            })
            .cloned()
            .collect(),
        None => old.to_vec(),
    };
    for file in call.files() {
        let described = listed.into_iter().flatten().find(|e| {
            let id = &e["id"];
            file.index.is_some()
                && (id.as_u64() == file.index
                    || id.as_str() == file.index.map(|i| i.to_string()).as_deref())
        });
        let filename = described
            .and_then(|e| e["filename"].as_str())
            .unwrap_or(&file.filename)
            .to_owned();
        kept.push(AttachmentRec {
            id: AttachmentId(world.next_id()),
            filename,
            description: described
                .and_then(|e| e["description"].as_str())
                .map(str::to_owned),
            content_type: file.content_type.clone(),
            bytes: Arc::new(file.bytes.clone()),
        });
    }
    kept
}

/// Where and for whom a new message is stored.
pub struct NewMessage {
    pub channel: ChannelId,
    pub interaction: Option<InteractionId>,
    pub visible_to: Option<UserId>,
    pub kind: u8,
    pub nonce: Option<Value>,
}

pub fn insert(world: &mut World, version: MessageVersion, new: NewMessage) -> MessageId {
    let id = MessageId(world.next_id());
    let rec = MessageRec {
        id,
        channel: new.channel,
        author: world.bot,
        created_at: version.at,
        versions: vec![version],
        deleted: false,
        nonce: new.nonce,
        interaction: new.interaction,
        visible_to: new.visible_to,
        kind: new.kind,
    };
    world.insert_message(rec);
    id
}

/// Applies an edit payload to a stored message.
pub fn edit(world: &mut World, call: &Call, id: MessageId, payload: &Value) {
    let previous = world.messages[&id].current().clone();
    let version = next_version(world, call, payload, Some(&previous));
    world
        .messages
        .get_mut(&id)
        .expect("edited message exists")
        .versions
        .push(version);
    world.message_changed(id);
}
