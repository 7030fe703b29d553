//! Component ids: `nk:{game}:{token}:{verb}[:{args}]`.
//!
//! Everything a control needs is in its id (which game, which decision it
//! was drawn for, what it does) and in the database, so a button keeps
//! working after a restart and an old one can be told apart from a current
//! one. The acting seat is never in the id: it comes from who pressed.

use crate::engine::ai::AiLevel;
use crate::engine::{Animal, Boast, Card, Side};
use crate::service::GameId;
use std::fmt;

/// What a control does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    Join,
    Leave,
    /// Add an AI seat that plays at this level.
    AddAi(AiLevel),
    RemoveAi,
    Start,
    Cancel,
    /// Show the presser their hand and choices, privately.
    ShowHand,
    /// Take one's seat back from the AI that stood in after a timeout.
    Reclaim,
    /// Make this boast (a quick-raise button).
    Boast(Boast),
    /// Make the boast built with the menus (its own verb so that it never
    /// shares an id with a quick-raise button for the same boast).
    BoastBuilt(Boast),
    /// A boast-builder menu: the chosen value replaces one part of `draft`.
    Draft(DraftPart, Boast),
    Doom,
    Side(Side),
    Ante(Card),
    /// The contribution menu (values are [`card_value`]s).
    ContributeMenu,
    /// Contribute these cards.
    Contribute(Vec<Card>),
    /// The pick menu (values are card codes).
    Pick,
    /// A finished game's "Rematch": a new lobby with the same settings.
    Rematch,
    /// "Follow" on the board: the game's big moments by DM (`true`), or
    /// "Unfollow" (`false`).
    Follow(bool),
}

/// Which part of a boast a builder menu sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftPart {
    Animal,
    Count,
    Days,
}

/// A parsed component id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlId {
    pub game: GameId,
    /// The decision token the control was drawn for (0 where none applies).
    pub token: u64,
    pub control: Control,
}

/// A component id fit for logs: `nk:{game}:{token}:{verb}`, never its
/// arguments (a side, an ante, contributed cards are secret until the
/// reveal); an id that is not ours shows only that.
pub fn loggable(id: &str) -> String {
    let mut parts = id.splitn(5, ':');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some("nk"), Some(game), Some(token), Some(verb)) => format!("nk:{game}:{token}:{verb}"),
        _ => format!("(not ours, {} characters)", id.chars().count()),
    }
}

impl ControlId {
    pub fn new(game: GameId, token: u64, control: Control) -> ControlId {
        ControlId {
            game,
            token,
            control,
        }
    }

    pub fn parse(id: &str) -> Option<ControlId> {
        let mut parts = id.split(':');
        if parts.next()? != "nk" {
            return None;
        }
        let game = GameId(parts.next()?.parse().ok()?);
        let token = parts.next()?.parse().ok()?;
        let verb = parts.next()?;
        let args: Vec<&str> = parts.collect();
        let boast = |c: &str, a: &str, d: &str| -> Option<Boast> {
            Boast::new(c.parse().ok()?, Animal::from_code(a)?, d.parse().ok()?).ok()
        };
        let control = match (verb, args.as_slice()) {
            ("join", []) => Control::Join,
            ("leave", []) => Control::Leave,
            // Buttons from before levels add a normal AI.
            ("ai+", []) => Control::AddAi(AiLevel::Normal),
            ("ai+", [level]) => Control::AddAi(level.parse().ok()?),
            ("ai-", []) => Control::RemoveAi,
            ("start", []) => Control::Start,
            ("cancel", []) => Control::Cancel,
            ("hand", []) => Control::ShowHand,
            ("back", []) => Control::Reclaim,
            ("b", [c, a, d]) => Control::Boast(boast(c, a, d)?),
            ("bb", [c, a, d]) => Control::BoastBuilt(boast(c, a, d)?),
            ("ba", [c, a, d]) => Control::Draft(DraftPart::Animal, boast(c, a, d)?),
            ("bc", [c, a, d]) => Control::Draft(DraftPart::Count, boast(c, a, d)?),
            ("bd", [c, a, d]) => Control::Draft(DraftPart::Days, boast(c, a, d)?),
            ("doom", []) => Control::Doom,
            ("s", ["hunt"]) => Control::Side(Side::Hunt),
            ("s", ["doom"]) => Control::Side(Side::Doom),
            ("a", [card]) => Control::Ante(Card::from_code(card)?),
            ("cm", []) => Control::ContributeMenu,
            ("c", [cards]) => Control::Contribute(
                cards
                    .split(',')
                    .map(Card::from_code)
                    .collect::<Option<Vec<_>>>()
                    .filter(|c| !c.is_empty())?,
            ),
            ("p", []) => Control::Pick,
            ("again", []) => Control::Rematch,
            ("follow", []) => Control::Follow(true),
            ("unfollow", []) => Control::Follow(false),
            _ => return None,
        };
        Some(ControlId {
            game,
            token,
            control,
        })
    }
}

impl fmt::Display for ControlId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nk:{}:{}:", self.game.0, self.token)?;
        let boast = |f: &mut fmt::Formatter<'_>, verb: &str, b: &Boast| {
            write!(f, "{verb}:{}:{}:{}", b.count, b.animal.code(), b.days)
        };
        match &self.control {
            Control::Join => f.write_str("join"),
            Control::Leave => f.write_str("leave"),
            Control::AddAi(AiLevel::Normal) => f.write_str("ai+"),
            Control::AddAi(level) => write!(f, "ai+:{level}"),
            Control::RemoveAi => f.write_str("ai-"),
            Control::Start => f.write_str("start"),
            Control::Cancel => f.write_str("cancel"),
            Control::ShowHand => f.write_str("hand"),
            Control::Reclaim => f.write_str("back"),
            Control::Boast(b) => boast(f, "b", b),
            Control::BoastBuilt(b) => boast(f, "bb", b),
            Control::Draft(DraftPart::Animal, b) => boast(f, "ba", b),
            Control::Draft(DraftPart::Count, b) => boast(f, "bc", b),
            Control::Draft(DraftPart::Days, b) => boast(f, "bd", b),
            Control::Doom => f.write_str("doom"),
            Control::Side(Side::Hunt) => f.write_str("s:hunt"),
            Control::Side(Side::Doom) => f.write_str("s:doom"),
            Control::Ante(card) => write!(f, "a:{}", card.code()),
            Control::ContributeMenu => f.write_str("cm"),
            Control::Contribute(cards) => {
                let codes: Vec<&str> = cards.iter().map(|c| c.code()).collect();
                write!(f, "c:{}", codes.join(","))
            }
            Control::Pick => f.write_str("p"),
            Control::Rematch => f.write_str("again"),
            Control::Follow(true) => f.write_str("follow"),
            Control::Follow(false) => f.write_str("unfollow"),
        }
    }
}

/// A menu option's value for the `i`th card of a hand: unique even when a
/// hand holds two cards of one kind.
pub fn card_value(card: Card, i: usize) -> String {
    format!("{}#{i}", card.code())
}

/// The card named by a [`card_value`].
pub fn parse_card_value(value: &str) -> Option<Card> {
    Card::from_code(value.split('#').next()?)
}

/// Applies a builder menu's chosen `value` to the draft boast.
pub fn apply_draft(part: DraftPart, draft: Boast, value: &str) -> Option<Boast> {
    let mut next = draft;
    match part {
        DraftPart::Animal => next.animal = Animal::from_code(value)?,
        DraftPart::Count => next.count = value.parse().ok()?,
        DraftPart::Days => next.days = value.parse().ok()?,
    }
    next.validate().ok()?;
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Mark;

    #[test]
    fn every_control_round_trips_and_fits_discords_limit() {
        let b = Boast {
            count: 27,
            animal: Animal::Bird,
            days: 12,
        };
        let seal_n = Card::Animal(Animal::Seal, Mark::Nanuk);
        let controls = [
            Control::Join,
            Control::Leave,
            Control::AddAi(AiLevel::Easy),
            Control::AddAi(AiLevel::Normal),
            Control::AddAi(AiLevel::Strong),
            Control::RemoveAi,
            Control::Start,
            Control::Cancel,
            Control::ShowHand,
            Control::Reclaim,
            Control::Boast(b),
            Control::BoastBuilt(b),
            Control::Draft(DraftPart::Animal, b),
            Control::Draft(DraftPart::Count, b),
            Control::Draft(DraftPart::Days, b),
            Control::Doom,
            Control::Side(Side::Hunt),
            Control::Side(Side::Doom),
            Control::Ante(Card::Inuksuk),
            Control::ContributeMenu,
            Control::Contribute(vec![
                seal_n,
                seal_n,
                Card::Animal(Animal::Bird, Mark::Double),
            ]),
            Control::Pick,
        ];
        for control in controls {
            let id = ControlId::new(GameId(i64::MAX), u64::MAX, control);
            let text = id.to_string();
            assert!(text.len() <= 100, "{text} is {} long", text.len());
            assert_eq!(ControlId::parse(&text), Some(id), "{text}");
        }
    }

    #[test]
    fn foreign_or_damaged_ids_are_not_ours() {
        for id in [
            "",
            "join",
            "nk:1:2",
            "nk:x:2:join",
            "nk:1:2:fly",
            "nk:1:2:b:0:deer:3",
            "nk:1:2:b:3:walrus:3",
            "nk:1:2:c:",
            "nk:1:2:join:extra",
        ] {
            assert_eq!(ControlId::parse(id), None, "{id}");
        }
    }

    #[test]
    fn drafts_change_one_part_and_stay_valid() {
        let draft = Boast {
            count: 2,
            animal: Animal::Deer,
            days: 3,
        };
        assert_eq!(
            apply_draft(DraftPart::Animal, draft, "seal").map(|b| b.animal),
            Some(Animal::Seal)
        );
        assert_eq!(apply_draft(DraftPart::Days, draft, "13"), None);
        assert_eq!(apply_draft(DraftPart::Count, draft, "0"), None);
        assert_eq!(
            parse_card_value(&card_value(Card::Inuksuk, 2)),
            Some(Card::Inuksuk)
        );
    }
}
