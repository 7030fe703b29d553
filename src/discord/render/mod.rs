//! Views into screens: the public board, each player's hand and prompt, the
//! lobby, the announcements and the final scores. Pure functions of engine
//! views and names; no Discord calls.

pub mod announce;
pub mod board;
pub mod cards;
pub mod hand;
pub mod lobby;

use crate::engine::Seat;

/// Colours of the embeds.
pub mod colour {
    pub const BOARD: u32 = 0x3b82f6;
    pub const HAND: u32 = 0x10b981;
    pub const LOBBY: u32 = 0xf59e0b;
    pub const OVER: u32 = 0x8b5cf6;
    pub const DOOM: u32 = 0xdc2626;
}

/// How to name each seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// Display name per seat.
    pub names: Vec<String>,
    /// The Discord user behind each human seat (AI seats: `None`).
    pub users: Vec<Option<u64>>,
}

impl Names {
    /// The name as typed, for places that are not markdown (menu labels).
    pub fn raw(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| seat.to_string())
    }

    /// The name for markdown text, its markdown characters escaped.
    pub fn plain(&self, seat: Seat) -> String {
        escape(&self.raw(seat))
    }

    pub fn bold(&self, seat: Seat) -> String {
        format!("**{}**", self.plain(seat))
    }

    /// A mention that pings a human; AI seats are just named.
    pub fn mention(&self, seat: Seat) -> String {
        match self.users.get(seat.index()).copied().flatten() {
            Some(user) => format!("<@{user}>"),
            None => self.bold(seat),
        }
    }

    pub fn list(&self, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|s| self.plain(*s))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Escapes Discord markdown in user-chosen names.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '*' | '_' | '~' | '`' | '|' | '>' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests;
