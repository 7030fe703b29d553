//! The Discord double's own tests: it catches what Discord would reject,
//! behaves like Discord where the bot must cope, and a real serenity client
//! (and a small poise bot) run against it.
//!
//! One test binary; one module per feature of the double. What the modules
//! share is in `harness.rs`; the double itself is in `tests/support/double`.

#[path = "../support/mod.rs"]
mod support;

mod harness;
mod tiny_bot;

mod faults;
mod gateway;
mod http;
mod interactions;
mod messages;
mod poise_bot;
mod rate_limits;
mod schema;
mod shards;
mod threads;
mod tools;
