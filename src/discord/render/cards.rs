//! Card and choice labels with clear symbols: the animal's emoji, twice for
//! a double (so "×2" only ever counts copies), a polar bear for a Nanuk
//! card, a stone figure for an Inuksuk.

use crate::discord::text::{Locale, t, words};
use crate::engine::{Animal, Boast, Card, Mark, Side};

pub const NANUK: &str = "🐻‍❄️";
pub const HUNT: &str = "⚔️";
pub const DOOM: &str = "💀";

pub fn animal_emoji(animal: Animal) -> &'static str {
    match animal {
        Animal::Deer => "🦌",
        Animal::Seal => "🦭",
        Animal::Fish => "🐟",
        Animal::Bird => "🐦",
    }
}

/// "🦌 Deer", "🦌🦌 Double Deer", "🦌🐻‍❄️ Deer (Nanuk)", "🗿 Inuksuk":
/// the symbol and the name in the locale.
pub fn card(l: Locale, card: Card) -> String {
    format!("{} {}", symbol(card), words::card(l, card))
}

/// A short symbol for a card: "🦌", "🦌🦌", "🦌🐻‍❄️", "🗿".
pub fn symbol(card: Card) -> String {
    match card {
        Card::Animal(a, Mark::Plain) => animal_emoji(a).to_string(),
        Card::Animal(a, Mark::Double) => format!("{0}{0}", animal_emoji(a)),
        Card::Animal(a, Mark::Nanuk) => format!("{}{NANUK}", animal_emoji(a)),
        Card::Inuksuk => "🗿".to_string(),
    }
}

/// Cards grouped by kind, in a fixed order: "🦌 Deer ×2, 🗿 Inuksuk".
pub fn list(l: Locale, cards: &[Card]) -> String {
    if cards.is_empty() {
        return t!(l, "cards-none");
    }
    grouped(cards)
        .into_iter()
        .map(|(c, n)| {
            if n == 1 {
                card(l, c)
            } else {
                format!("{} ×{n}", card(l, c))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Cards grouped by kind as symbols: "🦌×3 🦭 🗿" (compact, for piles).
pub fn compact(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "-".to_string();
    }
    grouped(cards)
        .into_iter()
        .map(|(c, n)| {
            if n == 1 {
                symbol(c)
            } else {
                format!("{}·{n}", symbol(c))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// (kind, how many) in composition order.
pub fn grouped(cards: &[Card]) -> Vec<(Card, usize)> {
    Card::ALL
        .into_iter()
        .map(|k| (k, cards.iter().filter(|&&c| c == k).count()))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// "🐟 5 Fish in 2 days".
pub fn boast(l: Locale, b: &Boast) -> String {
    format!("{} {}", animal_emoji(b.animal), words::boast(l, b))
}

/// "⚔️ Hunt", "💀 Doom".
pub fn side(l: Locale, side: Side) -> String {
    let symbol = match side {
        Side::Hunt => HUNT,
        Side::Doom => DOOM,
    };
    format!("{symbol} {}", words::side(l, side))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Symbols mark doubles and Nanuks; the names are the catalogue's
    /// (the English one is checked where wording is the point).
    #[test]
    fn labels_mark_doubles_and_nanuks() {
        let l = Locale::SOURCE;
        assert_eq!(
            card(l, Card::Animal(Animal::Seal, Mark::Double)),
            "🦭🦭 Double Seal"
        );
        // "×n" only ever counts copies, even of a double.
        let double = Card::Animal(Animal::Deer, Mark::Double);
        assert_eq!(list(l, &[double, double]), "🦌🦌 Double Deer ×2");
        assert_eq!(compact(&[double, double]), "🦌🦌·2");
        assert_eq!(
            card(l, Card::Animal(Animal::Fish, Mark::Nanuk)),
            "🐟🐻‍❄️ Fish (Nanuk)"
        );
        let deer = Card::Animal(Animal::Deer, Mark::Plain);
        assert_eq!(
            list(l, &[Card::Inuksuk, deer, deer]),
            "🦌 Deer ×2, 🗿 Inuksuk"
        );
        assert_eq!(compact(&[Card::Inuksuk, deer, deer]), "🦌·2 🗿");
    }
}
