//! Starting and stopping the bot, and the commands as registered.

use crate::support::words::{en, en_with, says};
use std::time::Duration;

use serde_json::json;

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::support::bot_process::BotProcess;
use crate::support::double::*;

fn with(mut env: Vec<(String, String)>, key: &str, value: &str) -> Vec<(String, String)> {
    env.retain(|(k, _)| k != key);
    env.push((key.to_string(), value.to_string()));
    env
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_token_the_bot_says_so_and_exits() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("n.db").display());
    let env = vec![
        ("DISCORD_TOKEN".to_string(), String::new()),
        ("DATABASE_URL".to_string(), url),
    ];
    let mut bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).unwrap();
    let status = bot
        .wait_exit(Duration::from_secs(10))
        .expect("the bot exits");
    assert!(!status.success());
    let output = bot.output();
    assert!(output.contains("DISCORD_TOKEN is not set"), "{output}");
    assert!(!output.contains("panicked"), "{output}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_one_sentence_and_is_never_printed() {
    let d = Double::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("n.db").display());
    let secret = "MTIzNDU2Nzg5.wrong.NotTheRealTokenAtAll";
    let env = with(d.bot_env(&url, None), "DISCORD_TOKEN", secret);
    let mut bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).unwrap();
    let status = bot
        .wait_exit(Duration::from_secs(15))
        .expect("the bot exits");
    assert!(!status.success());
    let output = bot.output();
    assert!(
        output.contains("Discord rejected DISCORD_TOKEN"),
        "{output}"
    );
    assert!(
        !output.contains("NotTheRealToken"),
        "the token is never printed:\n{output}"
    );
    assert!(!output.contains("panicked"), "{output}");
    // The double saw one unauthorized call (the check) and nothing after it.
    let violations = d.take_violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert_eq!(violations[0].kind, ViolationKind::Unauthorized);
    assert!(
        violations[0].request.ends_with("/users/@me"),
        "{}",
        violations[0].request
    );
    assert_eq!(d.gateway_stats().identifies, 0, "it never connected");
    d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    let t = Table::new(1).await;
    let output = t.bot().output();
    assert!(
        output.contains("permissions=309237763072&scope=bot%20applications.commands"),
        "{output}"
    );
    assert!(!output.contains(t.d.token()), "the token is never printed");
    let pid = t.bot().pid().expect("running");
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let status = t
        .bot()
        .wait_exit(Duration::from_secs(15))
        .expect("the bot stops");
    assert!(status.success(), "{status}\n{}", t.bot().output());
    assert!(t.bot().output().contains("stopped"));
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn global_commands_work_in_the_channel_and_in_dms() {
    let t = Table::with_commands(2, false).await;
    let (host, guest) = (t.players[0], t.players[1]);
    let registered = t.d.commands(None);
    let nanuk = registered
        .iter()
        .find(|c| c["name"] == "nanuk")
        .expect("registered globally");
    let subcommands: Vec<&str> = nanuk["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        subcommands,
        [
            "start",
            "clock",
            "practice",
            "status",
            "hand",
            "hint",
            "boast",
            "doom",
            "rules",
            "leave",
            "away",
            "kick",
            "cancel",
            "settings",
            "language",
            "history",
            "stats",
            "leaderboard",
            "season",
            "games"
        ]
    );
    assert!(t.d.commands(Some(t.guild)).is_empty());

    let rules =
        t.d.slash(guest, t.channel, "nanuk rules", &[])
            .await
            .reply()
            .await;
    assert!(
        rules.ephemeral()
            && rules.contains(&en("rules-boasting"))
            && rules.contains(&en("rules-scoring")),
        "{}",
        rules.text()
    );
    let nothing =
        t.d.slash(guest, t.channel, "nanuk status", &[])
            .await
            .reply()
            .await;
    assert!(
        nothing.content == en("command-no-game-here"),
        "{}",
        nothing.content
    );

    let dm = t.d.open_dm(host);
    let answer = t.d.slash(host, dm, "nanuk start", &[]).await.reply().await;
    assert!(
        says(&answer.content, "command-server-only"),
        "{}",
        answer.content
    );
    let answer = t.d.slash(host, dm, "nanuk hand", &[]).await.reply().await;
    assert_eq!(answer.content, en("command-no-games"));

    let lobby = t
        .open_lobby(&[
            ("turn_timeout", json!("1 day")),
            ("reminders", json!("1 hour")),
        ])
        .await;
    assert!(
        lobby.contains(&en_with(
            "lobby-turn-timeout",
            &[(
                "duration",
                en_with("duration-days", &[("count", 1.into())]).into()
            )]
        )) && lobby.contains(&en_with(
            "lobby-reminders",
            &[(
                "duration",
                en_with("duration-hours", &[("count", 1.into())]).into()
            )]
        )),
        "{}",
        lobby.text()
    );
    let game = t.fill_and_start(&lobby, 3).await;
    t.board().await;

    // In a DM, the player's only game is the one.
    let hand = t.d.slash(host, dm, "nanuk hand", &[]).await.reply().await;
    assert!(hand.ephemeral());
    assert!(
        hand.contains(&en_with(
            "hand-your-hand",
            &[(
                "location",
                en_with(
                    "place-channel-in-server",
                    &[
                        ("channel", "nanuk".into()),
                        ("server", "Arctic Club".into())
                    ]
                )
                .into()
            )]
        )),
        "{}",
        hand.text()
    );
    let status =
        t.d.slash(guest, t.channel, "nanuk status", &[])
            .await
            .reply()
            .await;
    // The board itself is re-posted for the table; the answer is the
    // asker's own.
    assert!(status.ephemeral());
    assert!(
        says(&status.content, "command-board-again") && says(&status.content, "command-waits-for"),
        "{}",
        status.content
    );

    // Only the host (or a manager) may kick or cancel.
    let kick =
        t.d.slash(guest, t.channel, "nanuk kick", &[("player", json!(host.0))])
            .await
            .reply()
            .await;
    assert!(says(&kick.content, "refusal-not-host"), "{}", kick.content);
    let leave =
        t.d.slash(guest, t.channel, "nanuk leave", &[])
            .await
            .reply()
            .await;
    assert_eq!(
        leave.content,
        format!("You left game #{game}: an AI plays your seat from now on.")
    );
    let again =
        t.d.slash(guest, t.channel, "nanuk leave", &[])
            .await
            .reply()
            .await;
    assert_eq!(
        again.content,
        "You left this game and an AI plays your seat now; you can still watch its board."
    );
    let cancel =
        t.d.slash(host, t.channel, "nanuk cancel", &[])
            .await
            .reply()
            .await;
    assert_eq!(cancel.content, format!("Game #{game} is cancelled."));
    let history =
        t.d.slash(host, t.channel, "nanuk history", &[])
            .await
            .reply()
            .await;
    assert!(history.content == en("history-none"), "{}", history.text());
    t.d.assert_no_violations().await;
}

/// `/nanuk hand` used in a DM answers privately there, and a decision
/// pressed on that hand acts and redraws it in the answer, as in the
/// channel (the DM hand the worker keeps is another message). A player
/// whose server's bot process is down picks a reward this way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_shown_by_command_in_a_dm_is_played_in_place() {
    let t = Table::with_commands(2, false).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 3).await;
    let mut players = Players::new(&t, game, Style::default());
    let user = players.wait_pending_dm("a decision in a player's DM").await;
    let dm = t.d.open_dm(user);
    assert!(
        players.play_by_command_in(user, dm).await,
        "a decision on the hand"
    );
    assert!(players.tally.total(user) > 0);
    // Each press was answered by redrawing the hand it was made on.
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}
