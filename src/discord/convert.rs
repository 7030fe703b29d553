//! Screens into serenity builders: the only place the two meet.

use super::screen::{Row, Screen, Style};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
    EditMessage,
};

pub fn embeds(screen: &Screen) -> Vec<CreateEmbed> {
    screen
        .embed
        .iter()
        .map(|e| {
            let mut embed = CreateEmbed::new().title(&e.title).colour(e.colour);
            if !e.description.is_empty() {
                embed = embed.description(&e.description);
            }
            for f in &e.fields {
                embed = embed.field(&f.name, &f.value, f.inline);
            }
            if !e.footer.is_empty() {
                embed = embed.footer(CreateEmbedFooter::new(&e.footer));
            }
            embed
        })
        .collect()
}

pub fn components(screen: &Screen) -> Vec<CreateActionRow> {
    screen
        .rows
        .iter()
        .map(|row| match row {
            Row::Buttons(buttons) => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        CreateButton::new(&b.id)
                            .label(&b.label)
                            .style(match b.style {
                                Style::Primary => ButtonStyle::Primary,
                                Style::Secondary => ButtonStyle::Secondary,
                                Style::Success => ButtonStyle::Success,
                                Style::Danger => ButtonStyle::Danger,
                            })
                            .disabled(b.disabled)
                    })
                    .collect(),
            ),
            Row::Select(s) => {
                let options = s
                    .options
                    .iter()
                    .map(|o| {
                        let mut option = CreateSelectMenuOption::new(&o.label, &o.value)
                            .default_selection(o.default);
                        if !o.description.is_empty() {
                            option = option.description(&o.description);
                        }
                        option
                    })
                    .collect();
                CreateActionRow::SelectMenu(
                    CreateSelectMenu::new(&s.id, CreateSelectMenuKind::String { options })
                        .placeholder(&s.placeholder)
                        .min_values(s.min)
                        .max_values(s.max),
                )
            }
        })
        .collect()
}

pub fn create_message(screen: &Screen) -> CreateMessage {
    let mut m = CreateMessage::new()
        .embeds(embeds(screen))
        .components(components(screen));
    if !screen.content.is_empty() {
        m = m.content(&screen.content);
    }
    m
}

/// An edit replaces everything: text, embeds and controls (empty lists
/// clear them).
pub fn edit_message(screen: &Screen) -> EditMessage {
    EditMessage::new()
        .content(&screen.content)
        .embeds(embeds(screen))
        .components(components(screen))
}

pub fn response(screen: &Screen) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new()
        .embeds(embeds(screen))
        .components(components(screen));
    if !screen.content.is_empty() {
        m = m.content(&screen.content);
    }
    m
}

/// A press answered by redrawing its message: like an edit, it replaces
/// the text too (an empty text clears a stale "🔔 Your turn" line).
pub fn update(screen: &Screen) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(&screen.content)
        .embeds(embeds(screen))
        .components(components(screen))
}

pub fn followup(screen: &Screen) -> CreateInteractionResponseFollowup {
    let mut m = CreateInteractionResponseFollowup::new()
        .embeds(embeds(screen))
        .components(components(screen));
    if !screen.content.is_empty() {
        m = m.content(&screen.content);
    }
    m
}

/// Fills a deferred response, or redraws the message a control is on
/// after a deferred update (`PATCH .../messages/@original`).
pub fn edit_response(screen: &Screen) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(&screen.content)
        .embeds(embeds(screen))
        .components(components(screen))
}

/// A slash command's reply through poise.
pub fn reply(screen: &Screen) -> poise::CreateReply {
    let mut r = poise::CreateReply::default().components(components(screen));
    for embed in embeds(screen) {
        r = r.embed(embed);
    }
    if !screen.content.is_empty() {
        r = r.content(&screen.content);
    }
    r
}
