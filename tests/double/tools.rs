//! The tests' own tools: the driver (the players' Discord client) refuses
//! what Discord's client would not send; the bot-process helper captures
//! output, kills and restarts.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::harness::*;
use crate::support::bot_process::BotProcess;

#[tokio::test]
async fn the_driver_refuses_what_discords_client_would_not_send() {
    let mut s = Setup::new().await;
    let stranger = s.d.create_user("stranger");
    let err =
        s.d.try_slash(stranger, s.table, "ping", &[])
            .await
            .expect_err("not a member");
    assert!(err.contains("not a member"), "{err}");
    let err =
        s.d.try_slash(s.alice, s.table, "nope", &[])
            .await
            .expect_err("unregistered");
    assert!(err.contains("no command \"nope\""), "{err}");
    let err =
        s.d.try_slash(s.alice, s.table, "ping", &[("x", json!(1))])
            .await
            .expect_err("no option");
    assert!(err.contains("no option \"x\""), "{err}");

    let i = s.ping().await;
    let row = json!([{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Go", "custom_id": "go" },
        { "type": 2, "style": 1, "label": "Off", "custom_id": "off", "disabled": true },
    ] }, { "type": 1, "components": [
        { "type": 3, "custom_id": "menu", "options": [{ "label": "A", "value": "a" }] },
    ] }]);
    s.respond(
        &i,
        json!({ "type": 4, "data": { "content": "x", "components": row } }),
    )
    .await
    .expect("reply");
    let m =
        s.d.wait_for_message(s.table, "the reply", |m| m.content == "x")
            .await;
    assert!(
        s.d.try_click(s.alice, &m, "Off".into(), false)
            .expect_err("disabled")
            .contains("disabled")
    );
    assert!(
        s.d.try_click(s.alice, &m, "Missing".into(), false)
            .expect_err("missing")
            .contains("\"Go\"")
    );
    assert!(
        s.d.try_select(s.alice, &m, 0.into(), &["b"])
            .expect_err("bad value")
            .contains("not an option")
    );
    assert!(
        s.d.try_select(s.alice, &m, 0.into(), &["a", "a"])
            .expect_err("too many")
            .contains("1..=1")
    );
    s.d.assert_no_violations().await;
}

// ---- the bot process helper and the missing-spec rule -------------------------------

#[test]
fn bot_process_captures_output_kills_and_restarts() {
    let script = "echo \"started $MARK in $PWD\"; echo complaint >&2; exec sleep 30";
    let env = vec![("MARK".to_owned(), "m-1".to_owned())];
    let mut bot = BotProcess::spawn("/bin/sh", &["-c", script], env).expect("spawn /bin/sh");
    let output_has = |bot: &BotProcess, needle: &str, times: usize| {
        let deadline = Instant::now() + Duration::from_secs(5);
        while bot.output().matches(needle).count() < times {
            assert!(
                Instant::now() < deadline,
                "no {needle:?} x{times} in:\n{}",
                bot.output()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    output_has(&bot, "started m-1 in ", 1);
    output_has(&bot, "complaint", 1);
    assert!(bot.output().contains(&format!(
        "in {}",
        bot.log_path().parent().expect("workdir").display()
    )));
    assert!(bot.is_running());
    let first = bot.pid();

    bot.kill();
    assert!(!bot.is_running());
    assert!(
        bot.output().contains("killed (signal: 9"),
        "{}",
        bot.output()
    );

    bot.restart().expect("restart");
    output_has(&bot, "started m-1 in ", 2);
    assert_eq!(bot.starts(), 2);
    assert_ne!(bot.pid(), first);
    assert!(bot.is_running());

    let mut quits = BotProcess::spawn("/bin/sh", &["-c", "exit 3"], vec![]).expect("spawn");
    assert_eq!(
        quits
            .wait_exit(Duration::from_secs(5))
            .and_then(|s| s.code()),
        Some(3)
    );
}
