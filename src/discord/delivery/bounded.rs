//! Per-process maps that only save calls: each is bounded, and past its
//! bound simply emptied (everything in them can be read again).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Mutex, MutexGuard};

/// Past this many entries a map is emptied.
pub const LIMIT: usize = 20_000;

/// Locks a std mutex, recovering from a poisoned one (every value these
/// maps hold stays valid whatever panicked).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Inserts into a map, emptying it first if it is full.
pub fn insert<K: Eq + Hash, V>(map: &Mutex<HashMap<K, V>>, key: K, value: V) {
    let mut map = lock(map);
    if map.len() >= LIMIT {
        map.clear();
    }
    map.insert(key, value);
}
