//! What tests read: snapshots of messages with helpers to find their text,
//! buttons and select menus.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

use super::ids::*;
use super::world::{MessageRec, flags};

/// A message as a user would see it at the moment of the snapshot.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: MessageId,
    pub channel: ChannelId,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    pub flags: u64,
    /// Ephemeral messages are seen by this user only.
    pub visible_to: Option<UserId>,
    /// A deferred response still showing "thinking...".
    pub loading: bool,
    /// How many times it was edited.
    pub edits: usize,
    pub deleted: bool,
    /// The interaction it answers (original response or follow-up).
    pub interaction: Option<InteractionId>,
    pub nonce: Option<Value>,
    /// When it was posted (this version's time is `at`), on the double's clock.
    pub created_at: Duration,
    pub at: Duration,
}

#[derive(Clone, Debug)]
pub struct Attachment {
    pub id: AttachmentId,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Arc<Vec<u8>>,
}

impl Attachment {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub row: usize,
    pub col: usize,
    pub label: Option<String>,
    pub custom_id: Option<String>,
    pub style: u64,
    pub disabled: bool,
    pub url: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub default: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Select {
    pub row: usize,
    pub kind: u64,
    pub custom_id: String,
    pub placeholder: Option<String>,
    pub options: Vec<SelectOption>,
    pub min_values: u64,
    pub max_values: u64,
    pub disabled: bool,
}

impl Message {
    /// The message as it was after `edits` edits.
    pub(super) fn version(rec: &MessageRec, edits: usize) -> Self {
        let version = &rec.versions[edits];
        Self {
            id: rec.id,
            channel: rec.channel,
            content: version.content.clone(),
            embeds: version.embeds.clone(),
            components: version.components.clone(),
            attachments: version
                .attachments
                .iter()
                .map(|a| Attachment {
                    id: a.id,
                    filename: a.filename.clone(),
                    content_type: a.content_type.clone(),
                    bytes: Arc::clone(&a.bytes),
                })
                .collect(),
            flags: version.flags,
            visible_to: rec.visible_to,
            loading: version.flags & flags::LOADING != 0,
            edits,
            deleted: rec.deleted,
            interaction: rec.interaction,
            nonce: rec.nonce.clone(),
            created_at: rec.created_at,
            at: version.at,
        }
    }

    pub(super) fn current(rec: &MessageRec) -> Self {
        Self::version(rec, rec.versions.len() - 1)
    }

    pub fn ephemeral(&self) -> bool {
        self.flags & flags::EPHEMERAL != 0
    }

    /// The content and every embed's title, description, fields, footer and
    /// author, one per line: what `contains` assertions want to search.
    pub fn text(&self) -> String {
        let mut lines = vec![self.content.clone()];
        for e in &self.embeds {
            let mut push = |v: &Value| {
                if let Some(s) = v.as_str() {
                    lines.push(s.to_owned());
                }
            };
            push(&e["author"]["name"]);
            push(&e["title"]);
            push(&e["description"]);
            for f in e["fields"].as_array().into_iter().flatten() {
                push(&f["name"]);
                push(&f["value"]);
            }
            push(&e["footer"]["text"]);
        }
        lines.retain(|l| !l.is_empty());
        lines.join("\n")
    }

    pub fn contains(&self, needle: &str) -> bool {
        self.text().contains(needle)
    }

    /// Buttons in reading order, with their row and column.
    pub fn buttons(&self) -> Vec<Button> {
        self.items()
            .filter(|(_, _, c)| c["type"] == 2)
            .map(|(row, col, c)| Button {
                row,
                col,
                label: c["label"].as_str().map(str::to_owned),
                custom_id: c["custom_id"].as_str().map(str::to_owned),
                style: c["style"].as_u64().unwrap_or(0),
                disabled: c["disabled"] == true,
                url: c["url"].as_str().map(str::to_owned),
            })
            .collect()
    }

    pub fn button(&self, label: &str) -> Option<Button> {
        self.buttons()
            .into_iter()
            .find(|b| b.label.as_deref() == Some(label))
    }

    pub fn button_labels(&self) -> Vec<String> {
        self.buttons().into_iter().filter_map(|b| b.label).collect()
    }

    /// Select menus in reading order.
    pub fn selects(&self) -> Vec<Select> {
        self.items()
            .filter(|(_, _, c)| matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8)))
            .map(|(row, _, c)| Select {
                row,
                kind: c["type"].as_u64().unwrap_or(3),
                custom_id: c["custom_id"].as_str().unwrap_or_default().to_owned(),
                placeholder: c["placeholder"].as_str().map(str::to_owned),
                options: c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| SelectOption {
                        label: o["label"].as_str().unwrap_or_default().to_owned(),
                        value: o["value"].as_str().unwrap_or_default().to_owned(),
                        description: o["description"].as_str().map(str::to_owned),
                        default: o["default"] == true,
                    })
                    .collect(),
                min_values: c["min_values"].as_u64().unwrap_or(1),
                max_values: c["max_values"].as_u64().unwrap_or(1),
                disabled: c["disabled"] == true,
            })
            .collect()
    }

    /// (row, column, component) for everything inside action rows.
    fn items(&self) -> impl Iterator<Item = (usize, usize, &Value)> {
        self.components.iter().enumerate().flat_map(|(row, r)| {
            r["components"]
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
                .map(move |(col, c)| (row, col, c))
        })
    }
}

/// Which button to press: by label, by (row, column), by custom_id prefix,
/// or by the verb of a Nanuk custom id (`nk:{game}:{token}:{verb}`), which
/// no change of wording or language moves.
#[derive(Clone, Debug)]
pub enum ButtonRef {
    Label(String),
    At { row: usize, col: usize },
    CustomIdPrefix(String),
    Verb(String),
}

/// The button whose Nanuk custom id has this verb ("join", "ai+:strong").
pub fn verb(verb: &str) -> ButtonRef {
    ButtonRef::Verb(verb.to_owned())
}

impl From<&str> for ButtonRef {
    fn from(label: &str) -> Self {
        Self::Label(label.to_owned())
    }
}

impl From<(usize, usize)> for ButtonRef {
    fn from((row, col): (usize, usize)) -> Self {
        Self::At { row, col }
    }
}

impl ButtonRef {
    pub fn find(&self, buttons: &[Button]) -> Option<Button> {
        buttons
            .iter()
            .find(|b| match self {
                Self::Label(l) => b.label.as_deref() == Some(l.as_str()),
                Self::At { row, col } => b.row == *row && b.col == *col,
                Self::CustomIdPrefix(p) => b
                    .custom_id
                    .as_deref()
                    .is_some_and(|id| id.starts_with(p.as_str())),
                Self::Verb(v) => b
                    .custom_id
                    .as_deref()
                    .is_some_and(|id| id.starts_with("nk:") && id.splitn(4, ':').nth(3) == Some(v)),
            })
            .cloned()
    }
}

/// Which select menu: by its index among the message's menus, or by
/// custom_id prefix.
#[derive(Clone, Debug)]
pub enum MenuRef {
    Index(usize),
    CustomIdPrefix(String),
}

impl From<usize> for MenuRef {
    fn from(index: usize) -> Self {
        Self::Index(index)
    }
}

impl From<&str> for MenuRef {
    fn from(prefix: &str) -> Self {
        Self::CustomIdPrefix(prefix.to_owned())
    }
}

impl MenuRef {
    pub fn find(&self, selects: &[Select]) -> Option<Select> {
        match self {
            Self::Index(i) => selects.get(*i).cloned(),
            Self::CustomIdPrefix(p) => selects
                .iter()
                .find(|s| s.custom_id.starts_with(p.as_str()))
                .cloned(),
        }
    }
}
