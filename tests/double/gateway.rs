//! The gateway: a bot resumes after drops, and identifies again after an
//! invalid session.

use std::time::{Duration, Instant};

use crate::harness::table_with_players;
use crate::support::double::*;
use crate::tiny_bot;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_gateway_drops() {
    let started = Instant::now();
    let d = Double::start().await;
    let (table, alice, _) = table_with_players(&d, "Nanuk Club");
    tiny_bot::run(&d).await;
    d.wait_for_command("nanuk").await;
    let lobby_works = || async {
        d.slash(alice, table, "nanuk start", &[])
            .await
            .reply()
            .await
    };
    lobby_works().await;

    d.drop_gateway(GatewayDrop::Close(4000));
    d.wait_for("a RESUME after close 4000", |d| {
        (d.gateway_stats().resumes == 1).then_some(())
    })
    .await;
    lobby_works().await;

    // An interaction dispatched while the connection is down is replayed on RESUME.
    d.hold_gateway();
    d.drop_gateway(GatewayDrop::Abort);
    d.wait_for("the aborted connection to be gone", |d| {
        (!d.gateway_stats().live).then_some(())
    })
    .await;
    let pending = d.slash(alice, table, "nanuk start", &[]).await;
    d.release_gateway();
    d.wait_for("a RESUME after the abort", |d| {
        (d.gateway_stats().resumes == 2).then_some(())
    })
    .await;
    assert!(pending.reply().await.contains("seasons=1"));
    assert_eq!(
        d.gateway_stats().replayed,
        1,
        "the interaction came through the RESUME replay"
    );

    d.drop_gateway(GatewayDrop::Reconnect);
    d.wait_for("a RESUME after opcode 7", |d| {
        (d.gateway_stats().resumes == 3).then_some(())
    })
    .await;
    lobby_works().await;

    assert_eq!(
        d.gateway_stats().identifies,
        1,
        "every drop was resumed, none re-identified"
    );
    d.assert_no_violations().await;
    eprintln!("three drops and resumes in {:?}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invalid_session_makes_the_bot_identify_again() {
    let started = Instant::now();
    let d = Double::start().await;
    let (table, alice, _) = table_with_players(&d, "Nanuk Club");
    tiny_bot::run(&d).await;
    d.wait_for_command("nanuk").await;
    d.drop_gateway(GatewayDrop::InvalidSession { resumable: false });
    // serenity waits 5 s between shard boots, so allow for that.
    let within = Duration::from_secs(15);
    d.wait_for_within("a second IDENTIFY", within, |d| {
        (d.gateway_stats().identifies == 2).then_some(())
    })
    .await;
    assert!(
        d.slash(alice, table, "nanuk start", &[])
            .await
            .reply()
            .await
            .contains("seasons=1")
    );
    d.assert_no_violations().await;
    eprintln!("re-identified and answered in {:?}", started.elapsed());
}
