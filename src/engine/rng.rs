//! The game's only source of chance.
//!
//! ChaCha8's output stream is fixed by `rand_chacha` across versions, and the
//! sampling on top of it (bounded integers, shuffles, coin flips) is written
//! here rather than taken from `rand`, whose algorithms may change between
//! major versions. So a stored game replays identically after upgrades.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, Debug)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// Expands a 64-bit game seed into a ChaCha key with a fixed layout (not
    /// `seed_from_u64`, whose expansion is not part of `rand`'s stability
    /// promise).
    pub fn from_seed_u64(seed: u64) -> GameRng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(b"nanuk-v1");
        GameRng(ChaCha8Rng::from_seed(key))
    }

    pub fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    /// Uniform in `0..n` (Lemire's method with rejection). `n` must be > 0.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0)");
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u64::from(self.next_u32()) * u64::from(n);
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    pub fn coin(&mut self) -> bool {
        self.next_u32() & 1 == 1
    }

    /// Fisher-Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.0.get_seed() == other.0.get_seed() && self.0.get_word_pos() == other.0.get_word_pos()
    }
}

impl Eq for GameRng {}

/// Saved as the key and the position in the stream.
#[derive(Serialize, Deserialize)]
struct SavedRng {
    key: String,
    word_pos: String,
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let key: String = self
            .0
            .get_seed()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        SavedRng {
            key,
            word_pos: self.0.get_word_pos().to_string(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let saved = SavedRng::deserialize(d)?;
        if saved.key.len() != 64 {
            return Err(D::Error::custom("rng key must be 64 hex digits"));
        }
        let mut key = [0u8; 32];
        for (i, byte) in key.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&saved.key[2 * i..2 * i + 2], 16)
                .map_err(|_| D::Error::custom("rng key must be hex"))?;
        }
        let pos: u128 = saved
            .word_pos
            .parse()
            .map_err(|_| D::Error::custom("rng word_pos must be an integer"))?;
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_word_pos(pos);
        Ok(GameRng(rng))
    }
}
