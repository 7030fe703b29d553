//! Test support shared by the integration-test binaries.
//!
//! Each test binary declares `mod support;` and uses only part of it, so
//! unused helpers and re-exports are expected here.
#![allow(dead_code, unused_imports)]

pub mod bot_process;
pub mod controls;
pub mod double;
pub mod load;
pub mod postgres;
pub mod scratch_disk;
pub mod words;
