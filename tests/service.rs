//! Integration tests of the game service against real databases: a SQLite
//! file and a throwaway PostgreSQL server (see `support/postgres.rs`).
//! One test binary; the submodules are in `tests/service/`.

mod support;

mod service {
    pub mod harness;

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
