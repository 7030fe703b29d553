//! Integration tests of the game service against real databases: a SQLite
//! file and a throwaway PostgreSQL server (see `support/postgres.rs`).
//! One test binary; the submodules are in `tests/service/`.

#[allow(dead_code)] // Shared with the e2e tests, which use all of it.
#[path = "support/scratch_disk.rs"]
mod scratch_disk;

#[allow(dead_code)] // Shared with the e2e tests.
#[path = "support/postgres.rs"]
mod postgres;

mod service {
    pub mod support;

    mod away;
    mod backup;
    mod cli;
    mod clock;
    mod concurrency;
    mod crash;
    mod deadlines;
    mod dms;
    mod follow;
    mod hints;
    mod languages;
    mod lobby;
    mod migrate;
    mod outbox;
    mod play;
    mod practice;
    mod processes;
    mod ratings;
    mod record;
    mod rematch;
    mod reminders;
    mod resume;
    mod seats;
    mod settings;
    mod storage;
    mod thinking;
    mod trust;
}
