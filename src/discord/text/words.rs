//! Words many screens share: lists, cards, boasts, sides, levels,
//! durations. Grammar (plurals, "A, B and C") is the catalogue's, through
//! Fluent selectors; the symbols (emoji) are not words and stay in
//! `render::cards`.

use super::{Locale, t};
use crate::engine::ai::AiLevel;
use crate::engine::{Animal, Boast, Card, Mark, Side, Wind};

/// "A", "A and B", "A, B and C" in the locale's way; `None` for no items
/// (what an empty list means is the caller's to say).
pub fn list(l: Locale, items: &[String]) -> Option<String> {
    match items {
        [] => None,
        [one] => Some(one.clone()),
        [a, b] => Some(t!(l, "list-two", first = a.as_str(), second = b.as_str())),
        [first, middle @ .., last] => {
            let mut head = first.clone();
            for item in middle {
                head = t!(l, "list-middle", head = head, next = item.as_str());
            }
            Some(t!(l, "list-end", head = head, last = last.as_str()))
        }
    }
}

/// `list`, or the locale's "nobody" for no one.
pub fn people(l: Locale, names: &[String]) -> String {
    list(l, names).unwrap_or_else(|| t!(l, "list-nobody"))
}

/// An animal's name; `count` chooses the grammatical number.
pub fn animal(l: Locale, animal: Animal, count: u64) -> String {
    let kind = animal_code(animal);
    t!(l, "animal", kind = kind, count = count)
}

/// The animal as the catalogue's selector names it.
fn animal_code(animal: Animal) -> &'static str {
    match animal {
        Animal::Deer => "deer",
        Animal::Seal => "seal",
        Animal::Fish => "fish",
        Animal::Bird => "bird",
    }
}

/// A card's name without its symbol: "Deer", "Double Deer", "Deer (Nanuk)",
/// "Inuksuk".
pub fn card(l: Locale, card: Card) -> String {
    match card {
        Card::Animal(a, Mark::Plain) => t!(l, "card-plain", animal = animal(l, a, 1)),
        Card::Animal(a, Mark::Double) => t!(l, "card-double", animal = animal(l, a, 1)),
        Card::Animal(a, Mark::Nanuk) => t!(l, "card-nanuk", animal = animal(l, a, 1)),
        Card::Inuksuk => t!(l, "card-inuksuk"),
    }
}

/// "5 Fish in 2 days".
pub fn boast(l: Locale, b: &Boast) -> String {
    t!(
        l,
        "boast",
        count = u64::from(b.count),
        animals = animal(l, b.animal, u64::from(b.count)),
        days = u64::from(b.days)
    )
}

/// "Hunt" / "Doom".
pub fn side(l: Locale, side: Side) -> String {
    match side {
        Side::Hunt => t!(l, "side-hunt"),
        Side::Doom => t!(l, "side-doom"),
    }
}

/// "easy", "normal", "strong".
pub fn level(l: Locale, level: AiLevel) -> String {
    match level {
        AiLevel::Easy => t!(l, "level-easy"),
        AiLevel::Normal => t!(l, "level-normal"),
        AiLevel::Strong => t!(l, "level-strong"),
    }
}

/// "clockwise ↻".
pub fn wind(l: Locale, wind: Wind) -> String {
    match wind {
        Wind::Clockwise => t!(l, "wind-clockwise"),
        Wind::CounterClockwise => t!(l, "wind-counter-clockwise"),
    }
}

/// "seat 3" (seats count from 1 for people).
pub fn seat(l: Locale, seat: crate::engine::Seat) -> String {
    t!(l, "seat", number = u64::from(seat.0) + 1)
}

/// "2 days", "2 hours", "90 minutes", "45 seconds": the largest whole unit.
pub fn duration(l: Locale, secs: u64) -> String {
    if secs >= 86_400 && secs.is_multiple_of(86_400) {
        t!(l, "duration-days", count = secs / 86_400)
    } else if secs >= 3600 && secs.is_multiple_of(3600) {
        t!(l, "duration-hours", count = secs / 3600)
    } else if secs >= 60 && secs.is_multiple_of(60) {
        t!(l, "duration-minutes", count = secs / 60)
    } else {
        t!(l, "duration-seconds", count = secs)
    }
}

/// "2 sets, 3 pairs, Nanuk bonus 1 = 10 points".
pub fn score(l: Locale, s: &crate::engine::Score) -> String {
    t!(
        l,
        "score",
        sets = s.sets,
        pairs = s.pairs,
        bonus = s.nanuk_bonus,
        points = s.points()
    )
}
