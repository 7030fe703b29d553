//! Input an attacker or a broken client sends: controls copied to another
//! server or message, interactions delivered twice, options that do not
//! match the command, a host who walks away; and the token in the logs.

use crate::support::words::{en, hand_title, says};
use std::time::Duration;

use serde_json::json;

use crate::harness::{Table, controls, game_of};
use crate::support::bot_process::BotProcess;
use crate::support::double::*;

/// The private sentence answering `press` (an ephemeral message).
async fn private_sentence(press: &Interaction) -> String {
    let initial = press.initial_response().await;
    assert_eq!(initial.kind, CallbackKind::Message, "{press:?}");
    assert!(initial.ephemeral, "only the presser sees it: {press:?}");
    press.reply().await.content
}

/// The game's seats in the database (`Table::sql` counts the rows a
/// statement touches; this one changes nothing).
async fn seats(t: &Table, game: i64) -> u64 {
    t.sql(&format!(
        "UPDATE seats SET seat = seat WHERE game_id = {game}"
    ))
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn controls_act_only_on_the_message_and_server_they_were_issued_in() {
    // Commands registered globally, so they work in the second server too.
    let t = Table::with_commands(5, false).await;
    let lobby = t.open_lobby(&[]).await;
    let game = game_of(&lobby);

    // Mallory manages another server with the bot and opens a lobby there.
    let elsewhere = t.d.create_guild("Elsewhere");
    let their_channel = t.d.create_text_channel(elsewhere, "games");
    let mallory = t.d.create_user("Mallory");
    t.d.add_manager(elsewhere, mallory);
    t.d.add_member(t.guild, mallory);
    let theirs =
        t.d.slash(mallory, their_channel, "nanuk start", &[])
            .await
            .reply()
            .await;
    assert!(
        says(&theirs.text(), "command-lobby-opened"),
        "{}",
        theirs.text()
    );
    let their_lobby =
        t.d.wait_for_message(their_channel, "the other server's lobby", |m| {
            !m.buttons().is_empty()
        })
        .await;

    // From there, controls naming our game: join, add an AI, cancel.
    let lobby_edits = t.d.history(lobby.id).len();
    let seats_before = seats(&t, game).await;
    for verb in ["join", "ai+", "start", "cancel"] {
        let press =
            t.d.press_forged(mallory, &their_lobby, &format!("nk:{game}:0:{verb}"), None)
                .await;
        let said = private_sentence(&press).await;
        assert!(
            said.contains(&format!("belongs to Nanuk game #{game}")),
            "{verb}: {said}"
        );
    }
    // Another channel of the same server, with its own lobby: our game's
    // controls do nothing there either.
    let other_channel = t.d.create_text_channel(t.guild, "other");
    t.d.slash(t.players[1], other_channel, "nanuk start", &[])
        .await
        .reply()
        .await;
    let other_lobby =
        t.d.wait_for_message(other_channel, "the other channel's lobby", |m| {
            !m.buttons().is_empty()
        })
        .await;
    let press =
        t.d.press_forged(
            t.players[2],
            &other_lobby,
            &format!("nk:{game}:0:join"),
            None,
        )
        .await;
    let said = private_sentence(&press).await;
    assert!(says(&said, "press-elsewhere"), "{said}");

    // The host's own lobby controls pressed in our server by Mallory, who
    // manages the other server only: not the host, no Manage Server here.
    let press =
        t.d.press_forged(mallory, &lobby, &format!("nk:{game}:0:cancel"), None)
            .await;
    assert!(says(&private_sentence(&press).await, "refusal-not-host"));

    // A hand-only control (the boast builder) pressed on the public lobby.
    let press =
        t.d.press_forged(
            t.players[0],
            &lobby,
            &format!("nk:{game}:0:ba:2:deer:4"),
            Some(&["seal"]),
        )
        .await;
    let said = private_sentence(&press).await;
    assert_eq!(said, en("press-hand-only"));

    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        t.d.history(lobby.id).len(),
        lobby_edits,
        "the lobby never changed"
    );
    assert_eq!(seats(&t, game).await, seats_before, "nobody joined");

    // The game starts; hand controls pressed on the public board answer
    // privately and never redraw the board with someone's hand.
    t.fill_and_start(&lobby, 0).await;
    let board = t.board().await;
    let (player, hand) = t.wait_prompt("a DM prompt", None, |_| true).await;
    let edits = t.d.history(board.id).len();
    let token = controls(&hand)[0].token;
    for (custom_id, values) in [
        (format!("nk:{game}:{token}:cm"), Some(&["0"][..])),
        (
            format!("nk:{game}:{token}:ba:2:deer:4"),
            Some(&["seal"][..]),
        ),
        (format!("nk:{game}:{token}:doom"), None),
        (format!("nk:{game}:{token}:s:hunt"), None),
    ] {
        let press = t.d.press_forged(player, &board, &custom_id, values).await;
        let said = private_sentence(&press).await;
        assert!(said == en("press-hand-only"), "{custom_id}: {said}");
        assert!(
            !said.contains(&hand_title()),
            "no hand in the answer: {said}"
        );
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    // Nothing else redraws the board meanwhile (the game waits for a human),
    // and no version of it ever showed a hand.
    let history = t.d.history(board.id);
    assert_eq!(
        history.len(),
        edits,
        "the board was never redrawn by those presses"
    );
    assert!(history.iter().all(|v| !v.contains(&hand_title())));
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_delivered_twice_acts_once() {
    let t = Table::new(2).await;
    let lobby = t.open_lobby(&[]).await;
    let game = game_of(&lobby);

    let add = t.d.click(t.players[0], &lobby, verb("ai+")).await;
    add.initial_response().await;
    t.d.redeliver(&add);
    let join = t.d.click(t.players[1], &lobby, verb("join")).await;
    join.initial_response().await;
    t.d.redeliver(&join);
    t.d.wait_for("the lobby with the AI seat and Bilal", |d| {
        let m = d.message(lobby.id)?;
        (m.contains("AI 1") && m.contains("Bilal")).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let shown = t.d.message(lobby.id).unwrap();
    assert!(!shown.contains("AI 2"), "one AI seat: {}", shown.text());
    assert_eq!(seats(&t, game).await, 3, "host, one AI, Bilal");
    assert!(
        join.followups().is_empty() && add.followups().is_empty(),
        "the second delivery is not answered again"
    );

    // A slash command too: `/nanuk leave` delivered twice answers once.
    let leave = t.d.slash(t.players[1], t.channel, "nanuk leave", &[]).await;
    leave.reply().await;
    t.d.redeliver(&leave);
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(seats(&t, game).await, 2);
    assert!(leave.followups().is_empty(), "no second answer");
    // Answering a delivery twice would be a DuplicateResponse violation.
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_who_leaves_passes_host_powers_on() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let (host, next, third) = (t.players[0], t.players[1], t.players[2]);
    for p in [next, third] {
        t.d.click(p, &lobby, verb("join"))
            .await
            .initial_response()
            .await;
    }
    t.d.click(host, &lobby, verb("leave"))
        .await
        .initial_response()
        .await;
    let passed =
        t.d.wait_for("the lobby naming the new host", |d| {
            let m = d.message(lobby.id)?;
            m.contains(&format!("Host: <@{next}>")).then_some(m)
        })
        .await;
    assert!(
        passed.contains(&format!("<@{host}> opened the lobby and left")),
        "{}",
        passed.text()
    );
    // The old host has no powers left; the new one has them.
    let press = t.d.click(host, &lobby, verb("ai+")).await;
    assert!(says(&private_sentence(&press).await, "refusal-not-host"));
    let press = t.d.click(third, &lobby, verb("ai+")).await;
    assert!(says(&private_sentence(&press).await, "refusal-not-host"));
    let press = t.d.click(next, &lobby, verb("ai+")).await;
    assert_eq!(
        press.initial_response().await.kind,
        CallbackKind::UpdateMessage
    );
    t.d.wait_for("the AI seat", |d| {
        d.message(lobby.id)?.contains("AI 1").then_some(())
    })
    .await;

    // When the last human leaves, the lobby ends.
    for p in [next, third] {
        t.d.click(p, &lobby, verb("leave"))
            .await
            .initial_response()
            .await;
    }
    let closed =
        t.d.wait_for("the lobby to close", |d| {
            let m = d.message(lobby.id)?;
            m.buttons().is_empty().then_some(m)
        })
        .await;
    assert!(
        closed.contains(&en("lobby-everyone-left")),
        "{}",
        closed.text()
    );
    let status = t
        .sql(&format!(
            "UPDATE games SET status = status WHERE id = {} AND status = 'cancelled'",
            game_of(&lobby)
        ))
        .await;
    assert_eq!(status, 1, "the game is cancelled");
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_that_do_not_match_the_command_get_a_sentence() {
    let t = Table::new(1).await;
    let cases = [
        (
            "out of range",
            json!([{"name": "count", "type": 4, "value": 300},
                   {"name": "animal", "type": 4, "value": 0},
                   {"name": "days", "type": 4, "value": 3}]),
            "out of the range",
        ),
        (
            "wrong type",
            json!([{"name": "count", "type": 3, "value": "many"},
                   {"name": "animal", "type": 4, "value": 0},
                   {"name": "days", "type": 4, "value": 3}]),
            "wrong kind of value",
        ),
        (
            "missing",
            json!([{"name": "count", "type": 4, "value": 2},
                   {"name": "animal", "type": 4, "value": 0}]),
            "is missing",
        ),
        (
            "no such choice",
            json!([{"name": "count", "type": 4, "value": 2},
                   {"name": "animal", "type": 4, "value": 9},
                   {"name": "days", "type": 4, "value": 3}]),
            "out of the range",
        ),
        (
            "in the type's range but not the rules'",
            json!([{"name": "count", "type": 4, "value": 99},
                   {"name": "animal", "type": 4, "value": 0},
                   {"name": "days", "type": 4, "value": 3}]),
            "That is not a boast",
        ),
    ];
    for (what, options, expected) in cases {
        let sent =
            t.d.slash_raw(t.players[0], t.channel, "nanuk boast", options)
                .await;
        let said = private_sentence(&sent).await;
        assert!(said.contains(expected), "{what}: {said}");
    }
    t.d.assert_no_violations().await;
}

/// The token at every log level, through IDENTIFY, RESUME and play.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_log_level_prints_the_token() {
    for level in [
        "error",
        "warn",
        "info",
        "debug",
        "trace",
        "trace,serenity=trace",
        "trace,tungstenite=trace,tokio_tungstenite=trace",
    ] {
        let d = Double::start().await;
        let guild = d.create_guild("Arctic Club");
        let channel = d.create_text_channel(guild, "nanuk");
        let user = d.create_user("Aput");
        d.add_member(guild, user);
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("n.db").display());
        let mut env = d.bot_env(&url, Some(guild));
        env.retain(|(k, _)| k != "RUST_LOG");
        env.push(("RUST_LOG".into(), level.into()));
        let mut bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).unwrap();
        d.wait_identified(1).await;
        d.wait_for_command("nanuk").await;
        d.slash(user, channel, "nanuk rules", &[])
            .await
            .reply()
            .await;
        // A resumable drop: the bot sends RESUME with the token.
        d.drop_gateway(GatewayDrop::Close(4000));
        d.wait_for("a RESUME", |d| {
            (d.gateway_stats().resumes >= 1).then_some(())
        })
        .await;
        d.slash(user, channel, "nanuk rules", &[])
            .await
            .reply()
            .await;
        bot.kill();
        let output = bot.output();
        let token = d.token();
        let hex: String = token.bytes().map(|b| format!("{b:02x}")).collect();
        assert!(
            !output.contains(token),
            "RUST_LOG={level} printed the token"
        );
        assert!(
            !output.contains(&hex),
            "RUST_LOG={level} printed the token in hex"
        );
        // The search ran over real logs of that level.
        let marker = match level {
            "error" | "warn" => None,
            "info" => Some(" INFO "),
            "debug" => Some(" DEBUG "),
            _ => Some(" TRACE "),
        };
        if let Some(marker) = marker {
            assert!(
                output.contains(marker),
                "RUST_LOG={level} logged:\n{output}"
            );
        }
        d.assert_no_violations().await;
    }
}

/// A command with an option it does not have (a stale or forged client)
/// is refused with a sentence and never applied: no lobby is opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_with_an_unknown_option_is_refused_not_applied() {
    let t = Table::new(1).await;
    let sent =
        t.d.slash_raw(
            t.players[0],
            t.channel,
            "nanuk start",
            json!([{"name": "seasons", "type": 4, "value": 2},
                   {"name": "jackpot", "type": 4, "value": 3}]),
        )
        .await;
    let said = private_sentence(&sent).await;
    assert!(said.contains("jackpot"), "names the option: {said}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        t.sql("UPDATE games SET status = status").await,
        0,
        "no lobby was opened"
    );
    assert!(
        t.d.channel_messages(t.channel)
            .iter()
            .all(Message::ephemeral),
        "nothing posted for the channel"
    );
    // The same command without it opens the lobby.
    let sent =
        t.d.slash_raw(
            t.players[0],
            t.channel,
            "nanuk start",
            json!([{"name": "seasons", "type": 4, "value": 2}]),
        )
        .await;
    sent.reply().await;
    assert_eq!(t.sql("UPDATE games SET status = status").await, 1);
    t.d.assert_no_violations().await;
}

/// The commands are offered in servers and in the bot's own DM, to a
/// server install only; `/nanuk practice` sent from anywhere else (a group
/// DM, through a forged or misconfigured client) stores nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn practice_is_played_only_in_the_players_own_dm() {
    let t = Table::with_commands(1, false).await;
    let nanuk =
        t.d.commands(None)
            .into_iter()
            .find(|c| c["name"] == "nanuk")
            .expect("registered");
    assert_eq!(nanuk["contexts"], json!([0, 1]), "guild and bot DM");
    assert_eq!(nanuk["integration_types"], json!([0]), "server installs");

    let dm = t.d.open_dm(t.players[0]);
    let group = |payload: &mut serde_json::Value| {
        payload["channel"]["type"] = json!(3);
        payload["context"] = json!(2);
    };
    let sent =
        t.d.slash_raw_with(t.players[0], dm, "nanuk practice", json!([]), &group)
            .await;
    let said = private_sentence(&sent).await;
    assert_eq!(said, en("practice-own-dm-only"));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        t.sql("UPDATE games SET status = status").await,
        0,
        "no game stored"
    );
    // From the player's own DM it starts.
    t.d.slash(t.players[0], dm, "nanuk practice", &[])
        .await
        .reply()
        .await;
    assert_eq!(t.sql("UPDATE games SET status = status").await, 1);
    t.d.assert_no_violations().await;
}
