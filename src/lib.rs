//! Nanuk for Discord.
//!
//! Dependencies point one way: `discord` -> `service` -> `engine` and `store`;
//! `telemetry` (the operator's metrics) is a leaf every layer may use.

pub mod config;
pub mod discord;
pub mod engine;
pub mod logs;
pub mod rating;
pub mod service;
pub mod sim;
pub mod store;
pub mod telemetry;
