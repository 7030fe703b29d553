//! Diagnosis (`NANUK_LOAD_DEBUG`): the DM prompts nobody pressed. A prompt
//! costs a REST call; one its player never pressed was either answered
//! from another message or made needless by the game moving on.

use std::collections::{BTreeMap, HashSet};
use std::time::Duration;

use super::super::double::{ChannelId, Double, InteractionKind, Message, UserId};

/// The verbs of a message's controls (`nk:game:token:verb...`).
fn verbs(m: &Message) -> Vec<String> {
    let text = serde_json::to_string(&m.components).unwrap_or_default();
    let mut out: Vec<String> = Vec::new();
    for id in text.split("\"custom_id\":\"").skip(1) {
        let id = id.split('"').next().unwrap_or_default();
        if let Some(verb) = id.strip_prefix("nk:").and_then(|r| r.split(':').nth(2))
            && !matches!(verb, "back" | "hand")
            && !out.iter().any(|v| v == verb)
        {
            out.push(verb.to_owned());
        }
    }
    out
}

/// Prints, by the decision first offered, how many DM prompts were posted
/// and how many of those no press ever came from, with a few examples
/// (each a player's DM messages around an unpressed prompt).
pub fn report_unpressed(double: &Double, users: &[UserId]) {
    let pressed: HashSet<u64> = double
        .interactions()
        .iter()
        .filter_map(|i| match &i.kind {
            InteractionKind::Component { message, .. } => Some(message.0),
            _ => None,
        })
        .collect();
    let mut posted: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut examples = Vec::new();
    for user in users {
        let dms = double.dm_messages(*user);
        for (i, m) in dms.iter().enumerate() {
            let Some(first) = double.history(m.id).into_iter().next() else {
                continue;
            };
            let Some(verb) = verbs(&first).into_iter().next() else {
                continue;
            };
            let entry = posted.entry(verb).or_default();
            entry.0 += 1;
            if !pressed.contains(&m.id.0) {
                entry.1 += 1;
                if examples.len() < 6 {
                    let around: Vec<String> = dms[i.saturating_sub(2)..(i + 3).min(dms.len())]
                        .iter()
                        .map(|d| {
                            let h = double.history(d.id);
                            let firsts = h.first().map(verbs).unwrap_or_default();
                            format!(
                                "{}{:.1}s first {:?} now {:?} edits {} pressed {}",
                                if d.id == m.id { "-> " } else { "   " },
                                d.created_at.as_secs_f64(),
                                firsts,
                                verbs(d),
                                d.edits,
                                pressed.contains(&d.id.0)
                            )
                        })
                        .collect();
                    examples.push(around.join("\n"));
                }
            }
        }
    }
    eprintln!("DM prompts by the decision first offered (posted, never pressed): {posted:?}");
    for e in examples {
        eprintln!("an unpressed prompt among its neighbours:\n{e}");
    }
}

/// Prints each board lag over a second with the calls made on its channel
/// meanwhile (double's clock): what the board waited behind.
pub fn report_slow_boards(double: &Double, slow: &[(ChannelId, Duration, Duration)]) {
    let requests = double.requests();
    for (channel, at, lag) in slow.iter().take(5) {
        let from = at.saturating_sub(*lag + Duration::from_secs(5));
        let needle = format!("/channels/{}/", channel.0);
        let calls: Vec<String> = requests
            .iter()
            .filter(|r| r.at >= from && r.at <= *at && r.path.contains(&needle))
            .map(|r| {
                format!(
                    "{:.2}s {} {} {}",
                    r.at.as_secs_f64(),
                    r.method,
                    r.status,
                    r.path
                )
            })
            .collect();
        eprintln!(
            "board {} lagged {:.2}s, seen at {:.2}s; its channel's calls from {:.2}s:\n  {}",
            channel.0,
            lag.as_secs_f64(),
            at.as_secs_f64(),
            from.as_secs_f64(),
            calls.join("\n  ")
        );
    }
}
