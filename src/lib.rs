//! Nanuk for Discord.
//!
//! Dependencies point one way: `discord` -> `service` -> `engine` and `store`.

pub mod config;
pub mod discord;
pub mod engine;
pub mod logs;
pub mod rating;
pub mod service;
pub mod sim;
pub mod store;
