//! Nanuk for Discord.
//!
//! Dependencies point one way: `discord` -> `service` -> `engine` and `store`.

pub mod engine;
pub mod service;
pub mod store;
