//! Interaction callbacks and the interaction webhook (follow-ups, `@original`).

use serde_json::Value;

use super::super::ids::{InteractionId, MessageId};
use super::super::objects;
use super::super::violations::ViolationKind;
use super::super::world::{CallbackKind, InitialResponse, InteractionKind, World, flags};
use super::errors;
use super::payload::{self, NewMessage};
use super::{Call, Reply, parse_id, served_error, violation};

/// `POST /interactions/{id}/{token}/callback`: the one initial response.
pub fn callback(w: &mut World, call: &Call, id: &str, token: &str) -> Reply {
    let Some(rec) = parse_id(id)
        .map(InteractionId)
        .and_then(|i| w.interactions.get(&i))
    else {
        return violation(
            w,
            call,
            ViolationKind::UnknownInteraction,
            errors::UNKNOWN_INTERACTION,
            format!("interaction {id} was never dispatched"),
        );
    };
    let (iid, dispatched_at, kind) = (rec.id, rec.dispatched_at, rec.kind.clone());
    if rec.token != token {
        return violation(
            w,
            call,
            ViolationKind::UnknownWebhookToken,
            errors::INVALID_WEBHOOK_TOKEN,
            format!("token does not belong to interaction {id}"),
        );
    }
    if let Some(first) = &rec.initial {
        let detail = format!(
            "interaction {id} was already answered ({:?} after {:?})",
            first.kind, first.after
        );
        return violation(
            w,
            call,
            ViolationKind::DuplicateResponse,
            errors::ALREADY_ACKNOWLEDGED,
            detail,
        );
    }
    let after = w.now().saturating_sub(dispatched_at);
    if after > w.config.initial_response_deadline {
        w.interactions
            .get_mut(&iid)
            .expect("interaction exists")
            .rejected_late = true;
        w.interaction_answered(iid);
        let detail = format!(
            "initial response {after:?} after dispatch; Discord allows {:?}",
            w.config.initial_response_deadline
        );
        return violation(
            w,
            call,
            ViolationKind::LateResponse,
            errors::UNKNOWN_INTERACTION,
            detail,
        );
    }
    let body = call.json().cloned().unwrap_or(Value::Null);
    let response = CallbackKind::from_type(body["type"].as_u64().unwrap_or(0));
    let source = match &kind {
        InteractionKind::Component { message, .. } => Some(*message),
        InteractionKind::Command { .. } => None,
    };
    let valid = match response {
        CallbackKind::Message | CallbackKind::DeferredMessage | CallbackKind::Modal => true,
        CallbackKind::DeferredUpdate | CallbackKind::UpdateMessage => source.is_some(),
        CallbackKind::Autocomplete | CallbackKind::Other(_) => false,
    };
    if !valid {
        return violation(
            w,
            call,
            ViolationKind::WrongCallbackType,
            errors::INVALID_FORM_BODY,
            format!("callback type {} is not valid for {kind:?}", body["type"]),
        );
    }
    let data = &body["data"];
    let ephemeral = data["flags"]
        .as_u64()
        .is_some_and(|f| f & flags::EPHEMERAL != 0);
    let rec = &w.interactions[&iid];
    let (user, channel) = (rec.user, rec.channel);
    let new_message = |kind| NewMessage {
        channel,
        interaction: Some(iid),
        visible_to: ephemeral.then_some(user),
        kind,
        nonce: None,
    };
    let message_type = if source.is_some() { 0 } else { 20 };
    let original = match response {
        CallbackKind::Message => {
            if payload::is_empty_message(data, call) {
                return violation(
                    w,
                    call,
                    ViolationKind::DiscordLimit,
                    errors::EMPTY_MESSAGE,
                    "type 4 response without content, embeds, components or files".into(),
                );
            }
            let version = payload::next_version(w, call, data, None);
            Some(payload::insert(w, version, new_message(message_type)))
        }
        CallbackKind::DeferredMessage => {
            let mut version = payload::next_version(w, call, &Value::Null, None);
            version.flags = flags::LOADING | if ephemeral { flags::EPHEMERAL } else { 0 };
            Some(payload::insert(w, version, new_message(message_type)))
        }
        CallbackKind::UpdateMessage => {
            let source = source.expect("checked above");
            payload::edit(w, call, source, data);
            Some(source)
        }
        CallbackKind::DeferredUpdate => source,
        CallbackKind::Modal | CallbackKind::Autocomplete | CallbackKind::Other(_) => None,
    };
    let rec = w.interactions.get_mut(&iid).expect("interaction exists");
    rec.initial = Some(InitialResponse {
        kind: response,
        after,
        ephemeral,
    });
    rec.original = original;
    if response == CallbackKind::Modal {
        rec.modal = Some(data.clone());
    }
    w.interaction_answered(iid);
    Reply::no_content()
}

/// Resolves `/webhooks/{app}/{token}` to the interaction it belongs to.
fn webhook(w: &mut World, call: &Call, app: &str, token: &str) -> Result<InteractionId, Reply> {
    if parse_id(app) != Some(w.application_id) {
        return Err(violation(
            w,
            call,
            ViolationKind::UnknownWebhookToken,
            errors::UNKNOWN_WEBHOOK,
            format!("webhook id {app} is not the application's id"),
        ));
    }
    let Some(rec) = w.interaction_by_token(token) else {
        return Err(violation(
            w,
            call,
            ViolationKind::UnknownWebhookToken,
            errors::UNKNOWN_WEBHOOK,
            "the interaction token was never issued".into(),
        ));
    };
    let (id, age, answered) = (
        rec.id,
        w.now().saturating_sub(rec.dispatched_at),
        rec.initial.is_some(),
    );
    if age > w.config.token_lifetime {
        return Err(served_error(w, call, errors::INVALID_WEBHOOK_TOKEN));
    }
    if !answered {
        return Err(violation(
            w,
            call,
            ViolationKind::FollowupBeforeResponse,
            errors::UNKNOWN_WEBHOOK,
            format!("interaction {id} has no initial response yet"),
        ));
    }
    Ok(id)
}

/// `POST /webhooks/{app}/{token}`: a follow-up message. The first follow-up
/// after a deferred (type 5) response fills in the "thinking" message, as on
/// Discord.
pub fn followup(w: &mut World, call: &Call, app: &str, token: &str) -> Reply {
    let iid = match webhook(w, call, app, token) {
        Ok(id) => id,
        Err(reply) => return reply,
    };
    let body = call.json().cloned().unwrap_or(Value::Null);
    if payload::is_empty_message(&body, call) {
        return violation(
            w,
            call,
            ViolationKind::DiscordLimit,
            errors::EMPTY_MESSAGE,
            "follow-up without content, embeds, components or files".into(),
        );
    }
    let rec = &w.interactions[&iid];
    let loading = rec
        .original
        .filter(|m| w.messages[m].current().flags & flags::LOADING != 0);
    if let Some(original) = loading {
        payload::edit(w, call, original, &body);
        return Reply::ok(objects::message(w, &w.messages[&original]));
    }
    let (user, channel) = (rec.user, rec.channel);
    let ephemeral = body["flags"]
        .as_u64()
        .is_some_and(|f| f & flags::EPHEMERAL != 0);
    let version = payload::next_version(w, call, &body, None);
    let new = NewMessage {
        channel,
        interaction: Some(iid),
        visible_to: ephemeral.then_some(user),
        kind: 0,
        nonce: None,
    };
    let id = payload::insert(w, version, new);
    w.interactions
        .get_mut(&iid)
        .expect("interaction exists")
        .followups
        .push(id);
    Reply::ok(objects::message(w, &w.messages[&id]))
}

/// `GET/PATCH/DELETE /webhooks/{app}/{token}/messages/{@original | id}`.
pub fn webhook_message(w: &mut World, call: &Call, app: &str, token: &str, message: &str) -> Reply {
    let iid = match webhook(w, call, app, token) {
        Ok(id) => id,
        Err(reply) => return reply,
    };
    let rec = &w.interactions[&iid];
    let target = if message == "@original" {
        rec.original
    } else {
        parse_id(message)
            .map(MessageId)
            .filter(|m| rec.original == Some(*m) || rec.followups.contains(m))
    };
    let Some(id) = target else {
        return violation(
            w,
            call,
            ViolationKind::UnknownMessage,
            errors::UNKNOWN_MESSAGE,
            format!("message {message} is not a response of interaction {iid}"),
        );
    };
    if w.messages[&id].deleted {
        return served_error(w, call, errors::UNKNOWN_MESSAGE);
    }
    match call.method.as_str() {
        "GET" => Reply::ok(objects::message(w, &w.messages[&id])),
        "DELETE" => {
            w.messages.get_mut(&id).expect("message exists").deleted = true;
            w.message_changed(id);
            Reply::no_content()
        }
        _ => {
            let body = call.json().cloned().unwrap_or(Value::Null);
            payload::edit(w, call, id, &body);
            Reply::ok(objects::message(w, &w.messages[&id]))
        }
    }
}
