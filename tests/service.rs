//! Integration tests of the game service against real SQLite databases.
//! One test binary; the submodules are in `tests/service/`.

mod service {
    pub mod support;

    mod cli;
    mod concurrency;
    mod crash;
    mod deadlines;
    mod lobby;
    mod outbox;
    mod play;
    mod record;
    mod resume;
    mod seats;
}
