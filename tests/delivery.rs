//! The delivery worker against the Discord double: a real game service on
//! a temporary SQLite file, serenity's own HTTP client, and every request
//! checked against Discord's API description. One test binary; the
//! submodules are in `tests/delivery/`.

mod support;

mod delivery {
    pub mod harness;

    mod crash;
    mod dms;
    mod end;
    mod faults;
    mod lobby;
    mod notices;
    mod old_messages;
    mod pacing;
    mod play;
    mod turns;
    mod worker;
}
