//! Limits real Discord enforces on message payloads that its OpenAPI schema
//! does not express. Limits the schema does express (custom_id <= 100,
//! <= 25 select options, <= 5 components per row, embed field value <= 1024,
//! description <= 4096, <= 25 fields, webhook content <= 2000) are left to it.

use std::collections::HashSet;

use serde_json::Value;

use super::violations::Problem;
use super::world::flags;

/// Where a message payload goes; the schema's limits differ between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// `POST/PATCH /channels/{id}/messages`: the schema allows 4000 chars of
    /// content (the Nitro limit), a bot gets 2000.
    ChannelMessage,
    /// Interaction responses and webhooks: the schema has the 2000 limit.
    Interaction,
}

const MAX_CONTENT: usize = 2000;
const MAX_ACTION_ROWS: usize = 5;
const MAX_EMBED_TOTAL: usize = 6000;

/// Problems with a message payload (create or edit).
pub fn check_message(payload: &Value, surface: Surface) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut problem = |at: String, message: String| problems.push(Problem { at, message });
    if surface == Surface::ChannelMessage
        && let Some(content) = payload["content"].as_str()
    {
        let n = content.chars().count();
        if n > MAX_CONTENT {
            problem(
                "/content".into(),
                format!("content is {n} characters; a bot may send {MAX_CONTENT}"),
            );
        }
    }
    let v2 = payload["flags"]
        .as_u64()
        .is_some_and(|f| f & flags::IS_COMPONENTS_V2 != 0);
    if let (Some(rows), false) = (payload["components"].as_array(), v2) {
        check_action_rows(rows, &mut problem);
    }
    if let Some(embeds) = payload["embeds"].as_array() {
        let total: usize = embeds.iter().map(embed_chars).sum();
        if total > MAX_EMBED_TOTAL {
            problem(
                "/embeds".into(),
                format!(
                    "embeds hold {total} characters in total; Discord allows {MAX_EMBED_TOTAL}"
                ),
            );
        }
    }
    problems
}

fn check_action_rows(rows: &[Value], problem: &mut impl FnMut(String, String)) {
    if rows.len() > MAX_ACTION_ROWS {
        problem(
            "/components".into(),
            format!(
                "{} top-level components; without IS_COMPONENTS_V2 Discord allows {MAX_ACTION_ROWS} action rows",
                rows.len()
            ),
        );
    }
    let mut custom_ids = HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        if row["type"] != 1 {
            problem(
                format!("/components/{r}"),
                format!(
                    "type {}: without IS_COMPONENTS_V2 only action rows (1) are allowed at the top",
                    row["type"]
                ),
            );
            continue;
        }
        let items = row["components"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default();
        let selects = items.iter().filter(|c| is_select(c)).count();
        if selects > 0 && items.len() > 1 {
            problem(
                format!("/components/{r}"),
                "a select menu must be alone in its action row".into(),
            );
        }
        for (c, item) in items.iter().enumerate() {
            if let Some(id) = item["custom_id"].as_str()
                && !custom_ids.insert(id)
            {
                problem(
                    format!("/components/{r}/components/{c}/custom_id"),
                    format!("custom_id {id:?} is used twice in one message"),
                );
            }
        }
    }
}

fn is_select(component: &Value) -> bool {
    matches!(component["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8))
}

/// Characters Discord counts towards the 6000 limit: title, description,
/// field names and values, footer text and author name.
fn embed_chars(embed: &Value) -> usize {
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let fields: usize = embed["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| len(&f["name"]) + len(&f["value"]))
        .sum();
    len(&embed["title"])
        + len(&embed["description"])
        + fields
        + len(&embed["footer"]["text"])
        + len(&embed["author"]["name"])
}
