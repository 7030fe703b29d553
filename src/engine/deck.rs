//! The draw deck: face-down cards on top of face-up discards.

use super::cards::Card;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Deck {
    /// Front is the top of the deck.
    cards: VecDeque<Card>,
    /// How many cards at the bottom are face up (discards).
    face_up: usize,
}

impl Deck {
    pub fn face_down(cards: Vec<Card>) -> Deck {
        Deck {
            cards: cards.into(),
            face_up: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn face_down_len(&self) -> usize {
        self.cards.len() - self.face_up
    }

    /// Takes the top card if it is face down; `None` means a face-up card
    /// (or nothing) is on top: Winter is near, or the deal ends the game.
    pub fn draw(&mut self) -> Option<Card> {
        if self.face_down_len() == 0 {
            return None;
        }
        self.cards.pop_front()
    }

    /// Face up to the very bottom.
    pub fn discard(&mut self, cards: impl IntoIterator<Item = Card>) {
        for card in cards {
            self.cards.push_back(card);
            self.face_up += 1;
        }
    }

    pub fn take_all(&mut self) -> Vec<Card> {
        self.face_up = 0;
        self.cards.drain(..).collect()
    }

    /// The face-up discards at the bottom, top first.
    pub fn face_up(&self) -> impl Iterator<Item = &Card> {
        self.cards.iter().skip(self.face_down_len())
    }

    pub fn cards(&self) -> impl Iterator<Item = &Card> {
        self.cards.iter()
    }
}
