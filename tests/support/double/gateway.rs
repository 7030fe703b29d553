//! The gateway websocket: Hello, Identify/Resume, Ready, Guild Create,
//! heartbeat ACKs, dispatches on demand, zlib per-frame compression, and
//! dropping the connection on demand.

use std::io::Write;
use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use flate2::Compression;
use flate2::write::ZlibEncoder;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::Inner;
use super::objects;
use super::violations::ViolationKind;
use super::world::{LiveConnection, Outgoing, Session, World, guild_of_event};

/// `GUILDS` intent: without it Discord sends no GUILD_CREATE.
const INTENT_GUILDS: u64 = 1;

/// How to break the bot's gateway connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GatewayDrop {
    /// A close frame with this code; 4000 ("unknown error") is resumable.
    Close(u16),
    /// The TCP connection just goes away, without a close frame.
    Abort,
    /// Opcode 9: the session is invalid (`resumable: false` forces a new IDENTIFY).
    InvalidSession { resumable: bool },
    /// Opcode 7: Discord asks the client to reconnect and resume.
    Reconnect,
}

pub async fn upgrade(State(inner): State<Arc<Inner>>, ws: WebSocketUpgrade) -> Response {
    // While a test holds the gateway, new connections wait here (the client
    // sees a slow handshake), so it can act while the bot is disconnected.
    let mut open = inner.gateway_open.subscribe();
    // An error means the double is gone; answering then does not matter.
    let _ = open.wait_for(|open| *open).await;
    ws.on_upgrade(move |socket| connection(inner, socket))
}

/// Per-connection state the websocket task keeps.
struct Connection {
    id: u64,
    tx: mpsc::UnboundedSender<Outgoing>,
    session: Option<String>,
    compress: bool,
}

async fn connection(inner: Arc<Inner>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let id = inner.mutate(|w| {
        w.gateway.next_connection += 1;
        w.gateway.stats.connections += 1;
        w.gateway.next_connection
    });
    let mut conn = Connection {
        id,
        tx,
        session: None,
        compress: false,
    };
    let interval = inner.config.heartbeat_interval.as_millis() as u64;
    send(
        &conn,
        json!({ "op": 10, "s": null, "t": null, "d": { "heartbeat_interval": interval } }),
    );
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => inner.mutate(|w| on_payload(w, &mut conn, text.as_str())),
                Some(Ok(Message::Binary(_))) => inner.mutate(|w| {
                    w.violation(ViolationKind::Gateway, "gateway", "client sent a binary frame");
                }),
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => {} // ping/pong are handled by the library
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Frame(json)) => {
                    let message = if conn.compress {
                        Message::Binary(zlib(&json).into())
                    } else {
                        Message::Text(json.into())
                    };
                    if socket.send(message).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code, reason)) => {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                Some(Outgoing::Abort) | None => break,
            },
        }
    }
    // Dropping the socket closes TCP; forget this connection unless a newer
    // one (a RESUME) already took its session over.
    inner.mutate(|w| {
        if let Some(session) = conn
            .session
            .as_ref()
            .and_then(|s| w.gateway.sessions.get_mut(s))
            && session.connection.as_ref().is_some_and(|c| c.id == conn.id)
        {
            session.connection = None;
        }
        w.refresh_gateway_live();
    });
}

/// Each binary frame is one complete zlib stream, which is what serenity
/// decodes (it does not keep a shared zlib context across frames).
fn zlib(json: &str) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::fast());
    encoder
        .write_all(json.as_bytes())
        .expect("writing to a Vec cannot fail");
    encoder
        .finish()
        .expect("finishing a Vec encoder cannot fail")
}

fn send(conn: &Connection, payload: Value) {
    // A closed receiver means the connection task has ended; nothing to do.
    let _ = conn.tx.send(Outgoing::Frame(payload.to_string()));
}

fn on_payload(w: &mut World, conn: &mut Connection, text: &str) {
    let Ok(payload) = serde_json::from_str::<Value>(text) else {
        w.violation(
            ViolationKind::Gateway,
            "gateway",
            format!("payload is not JSON: {text}"),
        );
        return;
    };
    match payload["op"].as_u64() {
        Some(1) => send(conn, json!({ "op": 11, "s": null, "t": null, "d": null })),
        Some(2) => identify(w, conn, &payload["d"]),
        Some(6) => resume(w, conn, &payload["d"]),
        // Presence update, voice state, request guild members: accepted, not modelled.
        Some(3 | 4 | 8) => {}
        other => w.violation(
            ViolationKind::Gateway,
            "gateway",
            format!("unexpected opcode {other:?}: {text}"),
        ),
    }
}

fn token_ok(w: &World, token: &Value) -> bool {
    let token = token.as_str().unwrap_or_default();
    token.strip_prefix("Bot ").unwrap_or(token) == w.config.token
}

fn identify(w: &mut World, conn: &mut Connection, d: &Value) {
    if conn.session.is_some() {
        w.violation(
            ViolationKind::Gateway,
            "gateway",
            "IDENTIFY on an identified connection",
        );
        let _ = conn
            .tx
            .send(Outgoing::Close(4005, "Already authenticated.".into()));
        return;
    }
    if !token_ok(w, &d["token"]) {
        w.violation(
            ViolationKind::Unauthorized,
            "gateway",
            "IDENTIFY with a wrong token",
        );
        let _ = conn
            .tx
            .send(Outgoing::Close(4004, "Authentication failed.".into()));
        return;
    }
    // Sharding: `[id, count]`; Discord closes with 4010 on a shard id out
    // of the count.
    let shard = match &d["shard"] {
        Value::Null => (0, 1),
        v => match (v[0].as_u64(), v[1].as_u64()) {
            (Some(id), Some(count)) if id < count && count <= u64::from(u32::MAX) => {
                (id as u32, count as u32)
            }
            _ => {
                w.violation(
                    ViolationKind::Gateway,
                    "gateway",
                    format!("IDENTIFY with an invalid shard {v}"),
                );
                let _ = conn.tx.send(Outgoing::Close(4010, "Invalid shard.".into()));
                return;
            }
        },
    };
    let session_id = format!("{:016x}", w.next_id());
    let intents = d["intents"].as_u64().unwrap_or(0);
    conn.compress = d["compress"] == true;
    conn.session = Some(session_id.clone());
    let session = Session {
        id: session_id.clone(),
        seq: 0,
        backlog: Default::default(),
        compress: conn.compress,
        intents,
        shard,
        connection: Some(LiveConnection {
            id: conn.id,
            tx: conn.tx.clone(),
        }),
    };
    w.gateway.sessions.insert(session_id.clone(), session);
    if shard.1 != w.gateway.shard_count {
        // A new shard count (a restart with more shards): the sessions of
        // the old one get nothing more.
        w.gateway.current.clear();
        w.gateway.shard_count = shard.1;
    }
    w.gateway.current.insert(shard.0, session_id.clone());
    w.gateway.stats.identifies += 1;
    w.gateway.stats.intents = Some(intents);
    w.gateway.stats.compressed = Some(conn.compress);

    // Each shard hears of its own guilds only.
    let mine: Vec<_> = w
        .guilds
        .keys()
        .copied()
        .filter(|g| w.gateway.shard_of(Some(*g)) == shard.0)
        .collect();
    let gateway_url = format!("{}/gateway", w.base_url.replacen("http://", "ws://", 1));
    let guilds: Vec<Value> = mine
        .iter()
        .map(|g| json!({ "id": g.json(), "unavailable": true }))
        .collect();
    let ready = json!({
        "v": 10,
        "user": objects::current_user(w),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": gateway_url,
        "shard": [shard.0, shard.1],
        "application": { "id": w.application_id.to_string(), "flags": 0 },
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "user_settings": {},
        "session_type": "normal",
        "auth": {},
    });
    dispatch_checked_on(w, &session_id, "READY", ready);
    if intents & INTENT_GUILDS != 0 {
        let payloads: Vec<Value> = mine
            .iter()
            .map(|g| objects::guild_create(w, &w.guilds[g]))
            .collect();
        for guild in payloads {
            dispatch_checked_on(w, &session_id, "GUILD_CREATE", guild);
        }
    }
    w.refresh_gateway_live();
}

fn resume(w: &mut World, conn: &mut Connection, d: &Value) {
    if !token_ok(w, &d["token"]) {
        w.violation(
            ViolationKind::Unauthorized,
            "gateway",
            "RESUME with a wrong token",
        );
        let _ = conn
            .tx
            .send(Outgoing::Close(4004, "Authentication failed.".into()));
        return;
    }
    let session_id = d["session_id"].as_str().unwrap_or_default().to_owned();
    let Some(session) = w.gateway.sessions.get_mut(&session_id) else {
        send(conn, json!({ "op": 9, "s": null, "t": null, "d": false }));
        return;
    };
    if let Some(old) = session.connection.take() {
        let _ = old.tx.send(Outgoing::Abort);
    }
    session.connection = Some(LiveConnection {
        id: conn.id,
        tx: conn.tx.clone(),
    });
    conn.compress = session.compress;
    conn.session = Some(session_id);
    let after = d["seq"].as_u64().unwrap_or(0);
    let mut replayed = 0;
    for (_, frame) in session.backlog.iter().filter(|(seq, _)| *seq > after) {
        let _ = conn.tx.send(Outgoing::Frame(frame.clone()));
        replayed += 1;
    }
    w.gateway.stats.resumes += 1;
    w.gateway.stats.replayed += replayed;
    let shard = session.shard.0;
    let resumed = w.gateway.current.get(&shard) == conn.session.as_ref();
    if resumed {
        let session = conn.session.clone().expect("just set");
        dispatch_checked_on(w, &session, "RESUMED", json!({}));
    }
    w.refresh_gateway_live();
}

/// Dispatches to the shard of the event's guild (a DM event to shard 0)
/// after checking that serenity's model accepts the payload; a payload it
/// rejects would silently become an "unknown event" in the bot, so it is
/// reported as a bug of the double.
pub fn dispatch_checked(w: &mut World, event: &str, data: Value) -> Option<u64> {
    check(w, event, &data);
    let sent = w.dispatch(event, data);
    report(w, event, sent)
}

/// As `dispatch_checked`, on one session (READY, RESUMED).
fn dispatch_checked_on(w: &mut World, session: &str, event: &str, data: Value) -> Option<u64> {
    check(w, event, &data);
    let sent = w.dispatch_on(session, event, data);
    report(w, event, sent)
}

fn check(w: &mut World, event: &str, data: &Value) {
    if let Err(e) = objects::check_model(event, data) {
        w.violation(
            ViolationKind::DoubleBug,
            "gateway",
            format!("{event} does not parse as serenity's model: {e}"),
        );
    }
}

fn report(w: &mut World, event: &str, sent: Result<u64, String>) -> Option<u64> {
    match sent {
        Ok(seq) => Some(seq),
        Err(e) => {
            w.violation(
                ViolationKind::DoubleBug,
                "gateway",
                format!("cannot dispatch {event}: {e}"),
            );
            None
        }
    }
}

/// Dispatches a guild event (guilds, channels, threads) if the bot has a
/// session on the guild's shard that asked for the GUILDS intent; without
/// one there is nobody to tell, as on Discord (a later IDENTIFY gets the
/// state in GUILD_CREATE).
pub fn dispatch_guild_event(w: &mut World, event: &str, data: Value) {
    let wants = w
        .gateway
        .session_for(guild_of_event(event, &data))
        .is_some_and(|s| s.intents & INTENT_GUILDS != 0);
    if wants {
        dispatch_checked(w, event, data);
    }
}

/// Breaks the connection of the session of shard `shard` the way `how` says.
pub fn drop_connection(w: &mut World, shard: u32, how: GatewayDrop) -> Result<(), String> {
    let current = w
        .gateway
        .current
        .get(&shard)
        .cloned()
        .ok_or_else(|| format!("no gateway session on shard {shard}"))?;
    let session = w
        .gateway
        .sessions
        .get_mut(&current)
        .expect("current session exists");
    let conn = session
        .connection
        .as_ref()
        .ok_or("the gateway connection is already down")?;
    let out = match how {
        GatewayDrop::Close(code) => Outgoing::Close(code, "dropped by the test".into()),
        GatewayDrop::Abort => Outgoing::Abort,
        GatewayDrop::InvalidSession { resumable } => {
            Outgoing::Frame(json!({ "op": 9, "s": null, "t": null, "d": resumable }).to_string())
        }
        GatewayDrop::Reconnect => {
            Outgoing::Frame(json!({ "op": 7, "s": null, "t": null, "d": null }).to_string())
        }
    };
    conn.tx
        .send(out)
        .map_err(|_| "the connection task has ended".to_owned())?;
    if let GatewayDrop::InvalidSession { resumable: false } = how {
        // A non-resumable session is gone; the bot must IDENTIFY again.
        w.gateway.current.remove(&shard);
    }
    w.refresh_gateway_live();
    Ok(())
}
