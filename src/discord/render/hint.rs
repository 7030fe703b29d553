//! The private answer to `/nanuk hint`.

use super::cards;
use crate::engine::Action;
use crate::engine::ai::Hint;

/// What the strong AI would do, and the chance it sees, in one message.
pub fn hint(hint: &Hint) -> String {
    let (what, about) = match &hint.action {
        Action::Boast(b) => (format!("boast **{}**", cards::boast(b)), "that boast"),
        Action::Doom => (
            "**doom** the standing boast".to_string(),
            "the standing boast",
        ),
        Action::Side(side) => (format!("choose **{}**", cards::side(*side)), "the hunt"),
        Action::Ante(card) => (format!("ante **{}**", cards::card(*card)), "the hunt"),
        Action::Contribute(cs) => (format!("contribute **{}**", cards::list(cs)), "the hunt"),
        Action::Pick(card) => (format!("take **{}**", cards::card(*card)), ""),
    };
    let mut text = format!("💡 In your place the strong AI would {what}.");
    if let Some(p) = hint.hunt_chance {
        text += &format!(
            "\nIt gives {about} a **{:.0} %** chance of succeeding.",
            (p * 100.0).clamp(0.0, 100.0)
        );
    }
    text += "\n-# Worked out from what you can see, like any player: advice, not a promise.";
    text
}
