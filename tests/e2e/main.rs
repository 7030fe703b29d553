//! End-to-end tests: the real `nanuk` binary (poise, serenity's HTTP and
//! gateway clients, SQLite) against the Discord double on 127.0.0.1, each
//! test ending with no violation of Discord's contract.
//!
//! One test binary (linking is slow); one module per theme.

#[path = "../support/mod.rs"]
mod support;

mod harness;
mod players;

mod away;
mod clock;
mod faults;
mod games;
mod hints;
mod languages;
mod live;
mod load;
mod mine;
mod operator;
mod postgres;
mod practice;
mod processes;
mod quiet;
mod ratings;
mod rematch;
mod seats;
mod secrets;
mod setup;
mod sides;
mod spectators;
mod storage;
mod threads;
mod trust;
mod truth;
