//! The private answer to `/nanuk hint`.

use super::cards;
use crate::discord::text::{Locale, t};
use crate::engine::Action;
use crate::engine::ai::Hint;

/// What the strong AI would do, and the chance it sees, in one message.
pub fn hint(l: Locale, hint: &Hint) -> String {
    // `about`: what the chance is of (the catalogue's selector).
    let (what, about) = match &hint.action {
        Action::Boast(b) => (t!(l, "hint-boast", boast = cards::boast(l, b)), "boast"),
        Action::Doom => (t!(l, "hint-doom"), "standing"),
        Action::Side(side) => (t!(l, "hint-side", side = cards::side(l, *side)), "hunt"),
        Action::Ante(card) => (t!(l, "hint-ante", card = cards::card(l, *card)), "hunt"),
        Action::Contribute(cs) => (t!(l, "hint-contribute", cards = cards::list(l, cs)), "hunt"),
        Action::Pick(card) => (t!(l, "hint-pick", card = cards::card(l, *card)), "hunt"),
    };
    let mut text = t!(l, "hint-would", what = what);
    if let Some(p) = hint.hunt_chance {
        text.push('\n');
        text.push_str(&t!(
            l,
            "hint-chance",
            about = about,
            percent = format!("{:.0}", (p * 100.0).clamp(0.0, 100.0))
        ));
    }
    text.push('\n');
    text.push_str(&t!(l, "hint-footnote"));
    text
}
