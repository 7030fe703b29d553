//! Reading the bot's controls as a player does: the `nk:{game}:{token}:
//! {verb}[:args]` custom ids on a message, which of them make a decision,
//! and the plain choice a simple player makes among them. Shared by the
//! end-to-end players and the load generator.

use super::double::{Message, Select};
use super::words::en_with;

/// A parsed `nk:{game}:{token}:{verb}[:args]` custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Control {
    pub game: i64,
    pub token: u64,
    pub verb: String,
    pub args: Vec<String>,
    pub id: String,
}

pub fn parse_id(id: &str) -> Option<Control> {
    let mut parts = id.split(':');
    if parts.next()? != "nk" {
        return None;
    }
    Some(Control {
        game: parts.next()?.parse().ok()?,
        token: parts.next()?.parse().ok()?,
        verb: parts.next()?.to_string(),
        args: parts.map(str::to_string).collect(),
        id: id.to_string(),
    })
}

/// Every Nanuk control (button or menu) on a message that can be used.
pub fn controls(m: &Message) -> Vec<Control> {
    let buttons = m
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled)
        .filter_map(|b| b.custom_id);
    let menus = m
        .selects()
        .into_iter()
        .filter(|s| !s.disabled)
        .map(|s| s.custom_id);
    buttons
        .chain(menus)
        .filter_map(|id| parse_id(&id))
        .collect()
}

/// The board: the channel message titled with the game's round.
pub fn is_board(m: &Message) -> bool {
    m.embeds.iter().any(|e| {
        e["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Nanuk ·"))
    })
}

/// The board's pick menu for `game` (a practice game's board has one while
/// a pick is due), if the board shows one.
pub fn board_pick_menu(board: &Message, game: i64) -> Option<Select> {
    board
        .selects()
        .into_iter()
        .find(|s| parse_id(&s.custom_id).is_some_and(|c| c.verb == "p" && c.game == game))
}

/// Whose pick a board's pick menu offers: the index in `names` of the
/// player its placeholder names. The menu's custom id does not say (its
/// token is the picker's decision token, which names nobody), so the
/// placeholder is matched against the catalogue's `board-pick-placeholder`
/// rendered with each name, never read as English.
pub fn board_picker(menu: &Select, names: &[String]) -> Option<usize> {
    let placeholder = menu.placeholder.as_deref()?;
    names.iter().position(|name| {
        placeholder == en_with("board-pick-placeholder", &[("name", name.as_str().into())])
    })
}

/// Controls that make (or build) a game decision, as opposed to lobby
/// buttons and "My hand".
pub fn is_decision(c: &Control) -> bool {
    matches!(
        c.verb.as_str(),
        "b" | "bb" | "ba" | "bc" | "bd" | "doom" | "s" | "a" | "cm" | "c" | "p"
    )
}

/// What a simple player presses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    Click(Control),
    /// A select menu and the value chosen in it.
    Select(Control, String),
}

impl Press {
    pub fn control(&self) -> &Control {
        match self {
            Press::Click(c) | Press::Select(c, _) => c,
        }
    }
}

/// How a simple player decides.
#[derive(Clone, Copy, Debug)]
pub struct Plain {
    /// Keep raising (one more day) while the lowest raise has at most this
    /// many days, then cry DOOMED!.
    pub raise_until_days: u8,
    /// Hunt (else doom) when choosing a side.
    pub hunt: bool,
}

/// The plain decision among a message's decision controls `ctls`: the first
/// card of a pick menu, the side `plain.hunt` says, the first ante, the
/// widest contribution, a one-day raise while the days are few, else
/// DOOMED!. `None` if the controls hold no decision.
pub fn plain_choice(message: &Message, ctls: &[Control], plain: Plain) -> Option<Press> {
    let has = |verb: &str| ctls.iter().find(|c| c.verb == verb).cloned();
    if let Some(pick) = has("p") {
        let menu = message
            .selects()
            .into_iter()
            .find(|s| s.custom_id == pick.id)?;
        let value = menu.options.first()?.value.clone();
        return Some(Press::Select(pick, value));
    }
    if let Some(any_side) = has("s") {
        let side = if plain.hunt { "hunt" } else { "doom" };
        let chosen = ctls
            .iter()
            .find(|c| c.verb == "s" && c.args == [side])
            .cloned()
            .unwrap_or(any_side);
        return Some(Press::Click(chosen));
    }
    if let Some(ante) = has("a") {
        return Some(Press::Click(ante));
    }
    if has("cm").is_some() || has("c").is_some() {
        // "Contribute all" (or the only card): the widest contribution.
        let widest = ctls
            .iter()
            .filter(|c| c.verb == "c")
            .max_by_key(|c| c.args.first().map_or(0, |a| a.split(',').count()))
            .cloned()?;
        return Some(Press::Click(widest));
    }
    let raise = ctls.iter().find(|c| c.verb == "b").cloned();
    match (raise, has("doom")) {
        (Some(r), Some(doom)) => {
            let days: u8 = r.args.get(2)?.parse().ok()?;
            Some(Press::Click(if days <= plain.raise_until_days {
                r
            } else {
                doom
            }))
        }
        (Some(r), None) => Some(Press::Click(r)),
        (None, Some(doom)) => Some(Press::Click(doom)),
        (None, None) => None,
    }
}
