//! Card and choice labels with clear symbols: the animal's emoji, "×2" for
//! a double, a polar bear for a Nanuk card, a stone figure for an Inuksuk.

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

/// "🦌 Deer", "🦌×2 Double Deer", "🦌🐻‍❄️ Deer (Nanuk)", "🗿 Inuksuk".
pub fn card(card: Card) -> String {
    match card {
        Card::Animal(a, Mark::Plain) => format!("{} {}", animal_emoji(a), a),
        Card::Animal(a, Mark::Double) => format!("{}×2 Double {}", animal_emoji(a), a),
        Card::Animal(a, Mark::Nanuk) => format!("{}{NANUK} {} (Nanuk)", animal_emoji(a), a),
        Card::Inuksuk => "🗿 Inuksuk".to_string(),
    }
}

/// A short symbol for a card: "🦌", "🦌×2", "🦌🐻‍❄️", "🗿".
pub fn symbol(card: Card) -> String {
    match card {
        Card::Animal(a, Mark::Plain) => animal_emoji(a).to_string(),
        Card::Animal(a, Mark::Double) => format!("{}×2", animal_emoji(a)),
        Card::Animal(a, Mark::Nanuk) => format!("{}{NANUK}", animal_emoji(a)),
        Card::Inuksuk => "🗿".to_string(),
    }
}

/// Cards grouped by kind, in a fixed order: "🦌 Deer ×2, 🗿 Inuksuk".
pub fn list(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "nothing".to_string();
    }
    grouped(cards)
        .into_iter()
        .map(|(c, n)| {
            if n == 1 {
                card(c)
            } else {
                format!("{} ×{n}", card(c))
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

pub fn boast(b: &Boast) -> String {
    format!("{} {b}", animal_emoji(b.animal))
}

pub fn side(side: Side) -> String {
    match side {
        Side::Hunt => format!("{HUNT} Hunt"),
        Side::Doom => format!("{DOOM} Doom"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_mark_doubles_and_nanuks() {
        assert_eq!(
            card(Card::Animal(Animal::Seal, Mark::Double)),
            "🦭×2 Double Seal"
        );
        assert_eq!(
            card(Card::Animal(Animal::Fish, Mark::Nanuk)),
            "🐟🐻‍❄️ Fish (Nanuk)"
        );
        let deer = Card::Animal(Animal::Deer, Mark::Plain);
        assert_eq!(list(&[Card::Inuksuk, deer, deer]), "🦌 Deer ×2, 🗿 Inuksuk");
        assert_eq!(compact(&[Card::Inuksuk, deer, deer]), "🦌·2 🗿");
    }
}
