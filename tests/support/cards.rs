//! The cards by name, as the rules tests and the AI tests write hands and
//! decks: `DEER` is a plain Deer, `DEER2` a double Deer, `DEER_N` a Deer
//! with the Nanuk mark.

use nanuk::engine::{Animal, Card, Mark};

pub const DEER: Card = Card::Animal(Animal::Deer, Mark::Plain);
pub const SEAL: Card = Card::Animal(Animal::Seal, Mark::Plain);
pub const FISH: Card = Card::Animal(Animal::Fish, Mark::Plain);
pub const BIRD: Card = Card::Animal(Animal::Bird, Mark::Plain);
pub const DEER2: Card = Card::Animal(Animal::Deer, Mark::Double);
pub const SEAL2: Card = Card::Animal(Animal::Seal, Mark::Double);
pub const FISH2: Card = Card::Animal(Animal::Fish, Mark::Double);
pub const BIRD2: Card = Card::Animal(Animal::Bird, Mark::Double);
pub const DEER_N: Card = Card::Animal(Animal::Deer, Mark::Nanuk);
pub const SEAL_N: Card = Card::Animal(Animal::Seal, Mark::Nanuk);
pub const FISH_N: Card = Card::Animal(Animal::Fish, Mark::Nanuk);
pub const BIRD_N: Card = Card::Animal(Animal::Bird, Mark::Nanuk);
pub const INUKSUK: Card = Card::Inuksuk;
