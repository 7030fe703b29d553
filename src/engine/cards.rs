//! The 100 cards of Nanuk. Cards of the same kind are interchangeable for
//! every rule, so the engine deals in card *kinds* only: there is no card
//! identity that could tie a contributed card to the seat that played it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The four animals hunted in Nanuk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Animal {
    Deer,
    Seal,
    Fish,
    Bird,
}

impl Animal {
    pub const ALL: [Animal; 4] = [Animal::Deer, Animal::Seal, Animal::Fish, Animal::Bird];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The English name, for logs and tools (players read
    /// `discord::text::words::animal`).
    pub fn name(self) -> &'static str {
        match self {
            Animal::Deer => "Deer",
            Animal::Seal => "Seal",
            Animal::Fish => "Fish",
            Animal::Bird => "Bird",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Animal::Deer => "deer",
            Animal::Seal => "seal",
            Animal::Fish => "fish",
            Animal::Bird => "bird",
        }
    }

    pub fn from_code(code: &str) -> Option<Animal> {
        Animal::ALL.into_iter().find(|a| a.code() == code)
    }
}

impl fmt::Display for Animal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What sets an animal card apart from a plain one. The rulings say no card
/// is both double and Nanuk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    Plain,
    /// Counts as two animals on a hunt and as two cards when scoring.
    Double,
    /// Bears in the corners: dooms a hunt when drawn unprotected, and counts
    /// for the Nanuk bonus.
    Nanuk,
}

/// A card kind. Serialized as a short code such as `"seal-nanuk"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Card {
    Animal(Animal, Mark),
    Inuksuk,
}

/// How many cards of each kind the deck holds. The one place to correct the
/// composition (RULINGS.md: 24 of each animal, of which 3 doubles and 3
/// Nanuk cards, and 4 Inuksuks).
pub const COMPOSITION: [(Card, u8); 13] = [
    (Card::Animal(Animal::Deer, Mark::Plain), 18),
    (Card::Animal(Animal::Deer, Mark::Double), 3),
    (Card::Animal(Animal::Deer, Mark::Nanuk), 3),
    (Card::Animal(Animal::Seal, Mark::Plain), 18),
    (Card::Animal(Animal::Seal, Mark::Double), 3),
    (Card::Animal(Animal::Seal, Mark::Nanuk), 3),
    (Card::Animal(Animal::Fish, Mark::Plain), 18),
    (Card::Animal(Animal::Fish, Mark::Double), 3),
    (Card::Animal(Animal::Fish, Mark::Nanuk), 3),
    (Card::Animal(Animal::Bird, Mark::Plain), 18),
    (Card::Animal(Animal::Bird, Mark::Double), 3),
    (Card::Animal(Animal::Bird, Mark::Nanuk), 3),
    (Card::Inuksuk, 4),
];

/// Number of card kinds; `Card::index` is below this.
pub const KINDS: usize = COMPOSITION.len();

/// Total number of cards in the deck.
pub const DECK_SIZE: usize = {
    let mut total = 0;
    let mut i = 0;
    while i < COMPOSITION.len() {
        total += COMPOSITION[i].1 as usize;
        i += 1;
    }
    total
};

/// The most animals of one kind the whole deck can put on a hunt (doubles
/// count two). No boast above it can ever succeed, so it caps boasts.
pub const MAX_ANIMALS_OF_ONE_KIND: u8 = {
    let mut best = 0u8;
    let mut a = 0;
    while a < 4 {
        let mut units = 0u8;
        let mut i = 0;
        while i < COMPOSITION.len() {
            if let Card::Animal(animal, mark) = COMPOSITION[i].0
                && animal as usize == a
            {
                let per_card = if matches!(mark, Mark::Double) { 2 } else { 1 };
                units += COMPOSITION[i].1 * per_card;
            }
            i += 1;
        }
        if units > best {
            best = units;
        }
        a += 1;
    }
    best
};

impl Card {
    /// Every kind, in composition order.
    pub const ALL: [Card; KINDS] = {
        let mut all = [Card::Inuksuk; KINDS];
        let mut i = 0;
        while i < KINDS {
            all[i] = COMPOSITION[i].0;
            i += 1;
        }
        all
    };

    /// Position of this kind in [`COMPOSITION`].
    pub fn index(self) -> usize {
        match self {
            Card::Animal(a, m) => a.index() * 3 + m as usize,
            Card::Inuksuk => 12,
        }
    }

    pub fn animal(self) -> Option<Animal> {
        match self {
            Card::Animal(a, _) => Some(a),
            Card::Inuksuk => None,
        }
    }

    pub fn is_double(self) -> bool {
        matches!(self, Card::Animal(_, Mark::Double))
    }

    pub fn is_nanuk(self) -> bool {
        matches!(self, Card::Animal(_, Mark::Nanuk))
    }

    pub fn is_inuksuk(self) -> bool {
        matches!(self, Card::Inuksuk)
    }

    /// How many `animal`s this card counts as on a hunt for that animal.
    pub fn counts_for(self, animal: Animal) -> u8 {
        match self {
            Card::Animal(a, Mark::Double) if a == animal => 2,
            Card::Animal(a, _) if a == animal => 1,
            _ => 0,
        }
    }

    /// Short stable code used in saved games, records and button ids.
    pub fn code(self) -> &'static str {
        const CODES: [&str; KINDS] = [
            "deer",
            "deer-double",
            "deer-nanuk",
            "seal",
            "seal-double",
            "seal-nanuk",
            "fish",
            "fish-double",
            "fish-nanuk",
            "bird",
            "bird-double",
            "bird-nanuk",
            "inuksuk",
        ];
        CODES[self.index()]
    }

    pub fn from_code(code: &str) -> Option<Card> {
        Card::ALL.into_iter().find(|c| c.code() == code)
    }

    /// Human name: "Deer", "Double Seal", "Fish (Nanuk)", "Inuksuk".
    pub fn name(self) -> String {
        match self {
            Card::Animal(a, Mark::Plain) => a.name().to_string(),
            Card::Animal(a, Mark::Double) => format!("Double {a}"),
            Card::Animal(a, Mark::Nanuk) => format!("{a} (Nanuk)"),
            Card::Inuksuk => "Inuksuk".to_string(),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Card::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown card `{code}`")))
    }
}

/// All 100 cards in composition order (unshuffled).
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::with_capacity(DECK_SIZE);
    for (card, n) in COMPOSITION {
        deck.extend(std::iter::repeat_n(card, n as usize));
    }
    deck
}

/// Cards counted by kind: index with [`Card::index`].
pub type Census = [u16; KINDS];

/// Adds `cards` to a census.
pub fn tally(census: &mut Census, cards: &[Card]) {
    for c in cards {
        census[c.index()] += 1;
    }
}

/// The census of the full deck.
pub fn full_census() -> Census {
    let mut census = [0; KINDS];
    for (card, n) in COMPOSITION {
        census[card.index()] = n as u16;
    }
    census
}
