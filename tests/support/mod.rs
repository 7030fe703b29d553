//! Test support shared by the integration-test binaries and the benches:
//! the Discord double, the bot process, PostgreSQL servers, scratch disks,
//! reading the bot's controls and words, the load generator, and the
//! fixtures every binary names the same way (cards, players).
//!
//! One way in: every test binary and bench declares the whole tree as its
//! crate's `support` module, and reaches it as `crate::support::...`:
//!
//! - `tests/<name>.rs`: `mod support;`
//! - `tests/<name>/main.rs`: `#[path = "../support/mod.rs"] mod support;`
//! - `benches/<name>.rs`: `#[path = "../tests/support/mod.rs"] mod support;`
//!
//! (`#[path]` only says where the same module is; the module is the same.)
//! A binary's own fixtures live next to its tests in `harness.rs`.
//!
//! The one exception is `postgres.rs`: the library's own unit tests
//! (`src/store/postgres.rs`) include that file alone, because a unit test
//! is compiled inside the `nanuk` crate, where this tree's `nanuk::` paths
//! and dev-dependencies (the double's axum server, jsonschema) do not
//! exist. So `postgres.rs` stays self-contained: std, sqlx and tokio only,
//! no `crate::` or `super::` paths.
//!
//! Each binary uses only part of the tree, so unused helpers and
//! re-exports are expected here.
#![allow(dead_code, unused_imports)]

pub mod bot_process;
pub mod cards;
pub mod controls;
pub mod double;
pub mod load;
pub mod players;
pub mod postgres;
pub mod scratch_disk;
pub mod words;
