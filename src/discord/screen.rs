//! What the bot shows, as plain data: a message's text, its embed and its
//! controls. Rendering produces a [`Screen`]; `convert.rs` turns it into
//! serenity builders at the edge. Plain data can be checked against
//! Discord's limits in tests, and one screen serves a new message, an edit
//! and an interaction response alike.

use serde::Serialize;

/// Discord's limits (https://discord.com/developers/docs/resources/message).
pub mod limits {
    pub const CONTENT: usize = 2000;
    pub const EMBED_TITLE: usize = 256;
    pub const EMBED_DESCRIPTION: usize = 4096;
    pub const EMBED_FIELDS: usize = 25;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const FOOTER: usize = 2048;
    pub const EMBED_TOTAL: usize = 6000;
    pub const ROWS: usize = 5;
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const SELECT_OPTIONS: usize = 25;
    pub const CUSTOM_ID: usize = 100;
    pub const BUTTON_LABEL: usize = 80;
    pub const OPTION_LABEL: usize = 100;
    pub const OPTION_DESCRIPTION: usize = 100;
    pub const PLACEHOLDER: usize = 150;
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Screen {
    pub content: String,
    pub embed: Option<Embed>,
    pub rows: Vec<Row>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub colour: u32,
    pub fields: Vec<Field>,
    pub footer: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
    pub min: u8,
    pub max: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: String,
    pub default: bool,
}

impl Button {
    pub fn new(id: impl Into<String>, label: impl Into<String>, style: Style) -> Button {
        Button {
            id: id.into(),
            label: clip(&label.into(), limits::BUTTON_LABEL),
            style,
            disabled: false,
        }
    }

    pub fn disabled(mut self, disabled: bool) -> Button {
        self.disabled = disabled;
        self
    }
}

impl SelectOption {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> SelectOption {
        SelectOption {
            label: clip(&label.into(), limits::OPTION_LABEL),
            value: value.into(),
            description: String::new(),
            default: false,
        }
    }

    pub fn description(mut self, text: impl Into<String>) -> SelectOption {
        self.description = clip(&text.into(), limits::OPTION_DESCRIPTION);
        self
    }

    pub fn default(mut self, default: bool) -> SelectOption {
        self.default = default;
        self
    }
}

impl Embed {
    pub fn new(title: impl Into<String>, colour: u32) -> Embed {
        Embed {
            title: clip(&title.into(), limits::EMBED_TITLE),
            colour,
            ..Embed::default()
        }
    }

    pub fn description(mut self, text: impl Into<String>) -> Embed {
        self.description = clip(&text.into(), limits::EMBED_DESCRIPTION);
        self
    }

    /// Adds a field, clipped to Discord's sizes; empty values show as "-"
    /// because Discord rejects empty field values.
    pub fn field(
        mut self,
        name: impl Into<String>,
        value: impl Into<String>,
        inline: bool,
    ) -> Embed {
        if self.fields.len() >= limits::EMBED_FIELDS {
            return self;
        }
        let value = value.into();
        let value = if value.trim().is_empty() {
            "-".to_string()
        } else {
            value
        };
        self.fields.push(Field {
            name: clip(&name.into(), limits::FIELD_NAME),
            value: clip(&value, limits::FIELD_VALUE),
            inline,
        });
        self
    }

    pub fn footer(mut self, text: impl Into<String>) -> Embed {
        self.footer = clip(&text.into(), limits::FOOTER);
        self
    }

    /// Characters Discord counts towards the 6000 total.
    pub fn total_chars(&self) -> usize {
        let n = |s: &str| s.chars().count();
        n(&self.title)
            + n(&self.description)
            + n(&self.footer)
            + self
                .fields
                .iter()
                .map(|f| n(&f.name) + n(&f.value))
                .sum::<usize>()
    }

    /// Trims the longest fields until the embed fits the total limit.
    pub fn fit(mut self) -> Embed {
        while self.total_chars() > limits::EMBED_TOTAL {
            let over = self.total_chars() - limits::EMBED_TOTAL;
            let Some(longest) = self
                .fields
                .iter_mut()
                .max_by_key(|f| f.value.chars().count())
            else {
                self.description = clip(
                    &self.description,
                    self.description.chars().count().saturating_sub(over),
                );
                break;
            };
            let keep = longest.value.chars().count().saturating_sub(over).max(1);
            longest.value = clip(&longest.value, keep);
        }
        self
    }
}

/// Shortens `text` to at most `max` characters, ending with "…" when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A limit a screen breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LimitError(pub String);

impl Screen {
    /// Checks every Discord limit the rendering is responsible for.
    pub fn check(&self) -> Result<(), LimitError> {
        let fail = |what: String| Err(LimitError(what));
        let n = |s: &str| s.chars().count();
        if n(&self.content) > limits::CONTENT {
            return fail(format!("content has {} characters", n(&self.content)));
        }
        if self.content.is_empty() && self.embed.is_none() {
            return fail("a message needs content or an embed".into());
        }
        if let Some(e) = &self.embed {
            if n(&e.title) > limits::EMBED_TITLE
                || n(&e.description) > limits::EMBED_DESCRIPTION
                || n(&e.footer) > limits::FOOTER
            {
                return fail("embed title, description or footer too long".into());
            }
            if e.fields.len() > limits::EMBED_FIELDS {
                return fail(format!("{} embed fields", e.fields.len()));
            }
            for f in &e.fields {
                if n(&f.name) > limits::FIELD_NAME || n(&f.value) > limits::FIELD_VALUE {
                    return fail(format!("field {:?} too long", f.name));
                }
                if f.name.trim().is_empty() || f.value.trim().is_empty() {
                    return fail(format!("empty field {:?}", f.name));
                }
            }
            if e.total_chars() > limits::EMBED_TOTAL {
                return fail(format!("embed has {} characters", e.total_chars()));
            }
        }
        if self.rows.len() > limits::ROWS {
            return fail(format!("{} component rows", self.rows.len()));
        }
        let mut ids = std::collections::HashSet::new();
        for row in &self.rows {
            let row_ids: Vec<&str> = match row {
                Row::Buttons(buttons) => {
                    if buttons.is_empty() || buttons.len() > limits::BUTTONS_PER_ROW {
                        return fail(format!("{} buttons in a row", buttons.len()));
                    }
                    if buttons
                        .iter()
                        .any(|b| b.label.is_empty() || n(&b.label) > limits::BUTTON_LABEL)
                    {
                        return fail("button label empty or too long".into());
                    }
                    buttons.iter().map(|b| b.id.as_str()).collect()
                }
                Row::Select(s) => {
                    if s.options.is_empty() || s.options.len() > limits::SELECT_OPTIONS {
                        return fail(format!("{} select options", s.options.len()));
                    }
                    if s.min > s.max || usize::from(s.max) > s.options.len() {
                        return fail("select min/max out of range".into());
                    }
                    if n(&s.placeholder) > limits::PLACEHOLDER {
                        return fail("placeholder too long".into());
                    }
                    let mut values = std::collections::HashSet::new();
                    for o in &s.options {
                        if !values.insert(&o.value) {
                            return fail(format!("duplicate option value {:?}", o.value));
                        }
                        if o.label.is_empty() || n(&o.label) > limits::OPTION_LABEL {
                            return fail("option label empty or too long".into());
                        }
                    }
                    vec![s.id.as_str()]
                }
            };
            for id in row_ids {
                if id.is_empty() || n(id) > limits::CUSTOM_ID {
                    return fail(format!("custom_id {id:?} has {} characters", n(id)));
                }
                if !ids.insert(id) {
                    return fail(format!("duplicate custom_id {id:?}"));
                }
            }
        }
        Ok(())
    }
}
