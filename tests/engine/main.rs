//! The rules of Nanuk, one test per rule of the rulebook and RULINGS.md,
//! plus property tests over random games.

#[path = "../support/mod.rs"]
mod support;

mod harness;

mod boasting;
mod cards;
mod dealing;
mod hunt;
mod planning;
mod properties;
mod rewards;
mod scoring;
mod seasons;
mod sides;
mod winter;
