//! What goes wrong at a real table: presses that come too late or from the
//! wrong person, closed DMs, a crash mid-game, a player who stops answering.

use crate::support::words::{en, en_start, en_with, hand_title, says};
use std::time::Duration;

use serde_json::json;

use crate::harness::{
    Control, Table, controls, game_of, is_board, parse_id, redrawn_or_acknowledged,
};
use crate::players::{Players, Style};
use crate::support::double::*;
use nanuk::store::{ActorKind, Controller, StandInReason};

/// Waits for a private answer to `press` and returns its text.
async fn private_answer(press: &Interaction) -> Message {
    // A message in the answer, or (slow work) an acknowledgement and the
    // message as its follow-up.
    let kind = press.initial_response().await.kind;
    assert!(
        matches!(kind, CallbackKind::Message | CallbackKind::DeferredUpdate),
        "answered with a message: {kind:?}"
    );
    let answer = press.reply().await;
    assert!(answer.ephemeral(), "only the presser sees it");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_and_foreign_presses_get_a_private_sentence_and_change_nothing() {
    let t = Table::new(5).await;
    let stranger = t.d.create_user("Stranger");
    t.d.add_member(t.guild, stranger);
    let lobby = t.open_lobby(&[]).await;

    // In the lobby: only the host (or a manager) may start or add seats.
    let press = t.d.click(stranger, &lobby, verb("ai+")).await;
    let answer = private_answer(&press).await;
    assert!(
        says(&answer.content, "refusal-not-host"),
        "{}",
        answer.content
    );
    let press = t.d.click(stranger, &lobby, verb("leave")).await;
    assert_eq!(
        private_answer(&press).await.content,
        "You are not in this lobby."
    );
    // The host adds an AI seat and removes it again.
    t.d.click(t.players[0], &lobby, verb("ai+"))
        .await
        .initial_response()
        .await;
    t.d.wait_for("the AI seat", |d| {
        d.message(lobby.id)?.contains("🤖 AI 1").then_some(())
    })
    .await;
    t.d.click(t.players[0], &lobby, verb("ai-"))
        .await
        .initial_response()
        .await;
    t.d.wait_for("the AI seat to go", |d| {
        (!d.message(lobby.id)?.contains("AI 1")).then_some(())
    })
    .await;
    let before = t.d.history(lobby.id).len();
    let game = t.fill_and_start(&lobby, 0).await;
    assert!(t.d.history(lobby.id).len() > before);

    // A second game in the same channel: told where the running one is.
    let again = t.d.slash(t.players[1], t.channel, "nanuk start", &[]).await;
    let answer = again.reply().await;
    assert!(answer.ephemeral());
    assert!(
        answer
            .content
            .contains(&format!("already has a game (#{game})")),
        "{}",
        answer.content
    );
    assert!(
        answer.content.contains("https://discord.com/channels/"),
        "{}",
        answer.content
    );

    // A spectator asking for a hand.
    let board = t.board().await;
    let press = t.d.click(stranger, &board, verb("hand")).await;
    let answer = private_answer(&press).await;
    assert_eq!(answer.content, "You are not playing in this game.");

    // The first boaster's prompt, and someone boasting out of turn.
    let (boaster, prompt) = t.first_boast_prompt().await;
    let other = *t.players.iter().find(|p| **p != boaster).unwrap();
    let out_of_turn =
        t.d.slash(
            other,
            t.channel,
            "nanuk boast",
            &[
                ("count", json!(2)),
                ("animal", json!("Deer")),
                ("days", json!(4)),
            ],
        )
        .await;
    let answer = out_of_turn.reply().await;
    assert!(answer.ephemeral());
    assert!(
        says(&answer.content, "refusal-not-your-turn"),
        "{}",
        answer.content
    );

    // The boaster also opens their hand in the channel (a private copy)...
    let private_hand =
        t.d.slash(boaster, t.channel, "nanuk hand", &[])
            .await
            .reply()
            .await;
    assert!(private_hand.ephemeral());
    // ...and boasts from the DM.
    let quick = controls(&prompt)
        .into_iter()
        .find(|c| c.verb == "b")
        .unwrap();
    let press =
        t.d.click(
            boaster,
            &prompt,
            ButtonRef::CustomIdPrefix(quick.id.clone()),
        )
        .await;
    assert!(redrawn_or_acknowledged(press.initial_response().await.kind));
    let boasted = t
        .board_showing("the board to show the boast", |b| {
            b.contains(&en("board-standing"))
        })
        .await;
    // ...then presses the same (now old) button again: out of date, nothing changes.
    t.d.wait_for("the boaster's DM to be redrawn", |d| {
        let m = d.message(prompt.id)?;
        (m.edits > prompt.edits).then_some(())
    })
    .await;
    let board = boasted;
    let (board_edits, messages) = (t.d.history(board.id).len(), t.game_messages().len());
    let stale =
        t.d.click_stale(
            boaster,
            &prompt,
            ButtonRef::CustomIdPrefix(quick.id.clone()),
        )
        .await;
    let answer = private_answer(&stale).await;
    assert!(answer.content == en("refusal-stale"), "{}", answer.content);
    assert!(
        answer.contains(&hand_title()),
        "the current hand comes with it: {}",
        answer.text()
    );
    assert!(
        controls(&answer).iter().all(|c| c.verb != "b"),
        "and it has no boast to make"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        t.d.history(board.id).len(),
        board_edits,
        "the board did not change"
    );
    assert_eq!(t.game_messages().len(), messages, "nothing was announced");
    assert_eq!(t.boasts_on_board(), 1, "one boast: {}", board.text());
    // The private copy's button is out of date too: it is redrawn in place.
    let private_boast = controls(&private_hand)
        .into_iter()
        .find(|c| c.verb == "b")
        .unwrap();
    let press =
        t.d.click(
            boaster,
            &private_hand,
            ButtonRef::CustomIdPrefix(private_boast.id),
        )
        .await;
    assert_eq!(
        press.initial_response().await.kind,
        CallbackKind::UpdateMessage
    );
    let redrawn = press.reply().await;
    assert!(redrawn.content == en("refusal-stale"), "{}", redrawn.text());
    assert!(controls(&redrawn).iter().all(|c| c.verb != "b"));
    assert_eq!(t.game_messages().len(), messages, "still nothing new");

    // A pick is its picker's own prompt, in their DM: the board (which
    // anyone can press) carries no pick menu.
    let mut players = Players::new(&t, game, Style::default());
    players.taken(boaster, quick.token);
    let picker = |p: &Players<'_>| {
        t.players.iter().copied().find(|u| {
            p.pending_dm(*u)
                .is_some_and(|(_, ctls)| ctls.iter().any(|c| c.verb == "p"))
        })
    };
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while picker(&players).is_none() {
        assert!(std::time::Instant::now() < deadline, "no pick prompt");
        if !players.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
    let board = t.game_messages().into_iter().rev().find(is_board).unwrap();
    assert!(
        !board
            .selects()
            .iter()
            .any(|s| parse_id(&s.custom_id).is_some_and(|c| c.verb == "p")),
        "no pick menu on the board"
    );

    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_plays_the_whole_game_with_nanuk_hand() {
    let t = Table::new(5).await;
    let closed = t.players[4];
    t.d.set_dms_open(closed, false);
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    // Told in the channel, since a DM cannot reach them.
    let mention = format!("<@{closed}>");
    let note = t
        .wait_in_game("the note about closed DMs", |m| {
            m.content.contains(&mention) && says(&m.content, "notice-dms-closed")
        })
        .await;
    assert!(!note.ephemeral());

    // Picks are made on the board, by everyone.
    let mut players = Players::new(&t, game, Style::default());
    players.closed_dms = vec![closed];
    players.play_to_end(Duration::from_secs(240)).await;

    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    let seat = record
        .seats
        .iter()
        .find(|s| s.user == Some(closed.0))
        .unwrap();
    let own = record
        .log
        .iter()
        .filter(|e| e.seat == Some(seat.seat) && e.by == Some(ActorKind::Player))
        .count();
    assert!(own > 0, "the player acted");
    assert!(!seat.stood_in, "no AI had to stand in");
    // Never silence: after the note about their DMs, decisions that wait
    // on them are mentions in the game's thread (one they already made in
    // the same `/nanuk hand` answer, which shows the next decision in
    // place, needs none).
    let mentions = t
        .game_messages()
        .iter()
        .filter(|m| {
            m.content.contains(&mention)
                && m.content.starts_with(&en_start("notice-your-turn-here"))
        })
        .count();
    assert!(
        mentions * 2 >= own,
        "{mentions} turn mentions for {own} decisions"
    );
    assert!(
        players
            .tally
            .hand_commands
            .get(&closed)
            .copied()
            .unwrap_or(0)
            > 0
    );
    assert!(
        t.d.dm_messages(closed).is_empty(),
        "no DM ever reached them"
    );
    assert!(t.d.served_errors().iter().any(|e| e.code == 50007));
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_survives_a_crash_and_finishes_with_the_old_buttons() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let mut players = Players::new(&t, game, Style::default());
    players
        .play_until("round 2", Duration::from_secs(60), |t| {
            t.game_messages().iter().any(|m| {
                is_board(m)
                    && m.embeds[0]["title"]
                        .as_str()
                        .is_some_and(|t| t.ends_with("round 2"))
            })
        })
        .await;
    // A prompt nobody has answered yet, as its player sees it, with a
    // button (a pick's prompt has only its menu).
    let pressable = |c: &Control| matches!(c.verb.as_str(), "b" | "doom" | "s" | "a" | "c");
    // The board says "round 2" through the round's picks too, whose
    // prompts have only a menu: the players move on, one decision at a
    // time, until a prompt with a button waits.
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    let (user, prompt, ctls) = loop {
        let found =
            t.d.try_wait_for(Duration::from_secs(2), |_| {
                t.players.iter().find_map(|&u| {
                    players
                        .pending_dm(u)
                        .filter(|(_, c)| c.iter().any(pressable))
                        .map(|(m, c)| (u, m, c))
                })
            })
            .await;
        if let Some(found) = found {
            break found;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no prompt with a button to press:\n{}",
            players.shown()
        );
        players.step().await;
    };
    t.log("killing the bot");
    t.kill_bot();
    let killed_at = t.d.now();
    t.start_bot();
    t.d.wait_identified(2).await;
    t.log("restarted");

    // The button pressed as shown before the crash works.
    let control = ctls
        .iter()
        .find(|c| pressable(c))
        .expect("a button to press");
    let press =
        t.d.click_stale(user, &prompt, ButtonRef::CustomIdPrefix(control.id.clone()))
            .await;
    let kind = press.initial_response().await.kind;
    assert!(
        redrawn_or_acknowledged(kind),
        "the old button works after the restart: {kind:?}"
    );
    assert!(prompt.created_at < killed_at);
    players.taken(user, control.token);

    players.play_to_end(Duration::from_secs(240)).await;
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.game.0, game);
    assert!(record.result.is_some());
    assert_eq!(t.d.gateway_stats().identifies, 2);
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    // Each player's hand is kept after the crash: the latest hand message
    // of each DM conversation was shown after the restart, and every
    // earlier one was settled (no controls left on it).
    for &p in &t.players {
        let hands: Vec<_> =
            t.d.dm_messages(p)
                .into_iter()
                .filter(|m| m.contains(&hand_title()))
                .collect();
        let (latest, earlier) = hands.split_last().expect("a hand message");
        assert!(
            latest.at > killed_at,
            "{}'s hand was shown after the crash",
            t.name(p)
        );
        for old in earlier {
            assert!(
                controls(old).is_empty(),
                "{}'s earlier prompt keeps no controls: {}",
                t.name(p),
                old.text()
            );
        }
    }
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_timeout_hands_the_seat_to_the_ai() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[("turn_timeout", json!("5 minutes"))]).await;
    assert!(
        lobby.contains(&en_with(
            "lobby-turn-timeout",
            &[(
                "duration",
                en_with("duration-minutes", &[("count", 5.into())]).into()
            )]
        )),
        "{}",
        lobby.text()
    );
    let game = t.fill_and_start(&lobby, 0).await;

    // The first boaster does not answer. Time passes while the bot is
    // down: their timeout falls due (moved into the past in the database).
    let (sleeper, _) = t.first_boast_prompt().await;
    let name = t.name(sleeper);
    t.kill_bot();
    let moved = t
        .sql("UPDATE deadlines SET due_at = 0 WHERE kind = 'timeout'")
        .await;
    assert_eq!(moved, 1, "one seat is waited on, with one timeout");
    t.start_bot();
    t.d.wait_identified(2).await;

    // The AI boasts for them, and the board says so.
    t.board_showing("the AI's boast for the sleeper", |b| {
        b.contains(&format!("by **{name}**"))
    })
    .await;
    t.d.wait_for("the board's note", |d| {
        let board = d
            .messages_with_threads(t.channel)
            .into_iter()
            .rev()
            .find(is_board)?;
        board
            .contains(&format!("The AI plays for {name} (out of time)"))
            .then_some(())
    })
    .await;

    let mut players = Players::new(&t, game, Style::default());
    players.absent = vec![sleeper];
    players.play_to_end(Duration::from_secs(240)).await;
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    let seat = record
        .seats
        .iter()
        .find(|s| s.user == Some(sleeper.0))
        .unwrap();
    assert!(seat.stood_in);
    assert_eq!(
        seat.controller,
        Controller::StandIn(StandInReason::TimedOut)
    );
    assert!(
        record
            .log
            .iter()
            .any(|e| e.seat == Some(seat.seat) && e.by == Some(ActorKind::StandIn))
    );
    assert_eq!(
        players.tally.total(sleeper),
        0,
        "the sleeper never pressed anything"
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_database_is_slow_answers_are_deferred_in_time() {
    let t = Table::new(5).await;
    let second = t.d.create_text_channel(t.guild, "second-table");
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 0).await;
    let boaster = t.first_boast_prompt().await.0;
    let hand =
        t.d.slash(boaster, t.channel, "nanuk hand", &[])
            .await
            .reply()
            .await;
    let quick = controls(&hand).into_iter().find(|c| c.verb == "b").unwrap();

    // Something holds the database's write lock for 2.5 s: every change
    // waits for it (reads do not).
    use sqlx::Executor;
    let mut lock = t.lock_writes().await;
    let locked_at = std::time::Instant::now();

    let press =
        t.d.click(boaster, &hand, ButtonRef::CustomIdPrefix(quick.id.clone()))
            .await;
    let start = t.d.slash(t.players[1], second, "nanuk start", &[]).await;
    let pressed = press.initial_response().await;
    assert_eq!(
        pressed.kind,
        CallbackKind::DeferredUpdate,
        "deferred, in time"
    );
    assert!(
        pressed.after >= Duration::from_millis(1400) && pressed.after < Duration::from_secs(3),
        "{pressed:?}"
    );
    let started = start.initial_response().await;
    assert_eq!(started.kind, CallbackKind::DeferredMessage);
    assert!(
        started.ephemeral,
        "deferred privately, as the answer will be"
    );

    tokio::time::sleep(Duration::from_millis(2500).saturating_sub(locked_at.elapsed())).await;
    lock.execute("ROLLBACK").await.unwrap();

    // Then the work finishes: the private hand is redrawn, the lobby opens.
    let redrawn = press.reply().await;
    assert!(redrawn.ephemeral());
    assert!(
        controls(&redrawn).iter().all(|c| c.verb != "b"),
        "{}",
        redrawn.text()
    );
    let opened = start.reply().await;
    assert!(
        says(&opened.content, "command-lobby-opened"),
        "{}",
        opened.content
    );
    t.board_showing("the boast", |b| b.contains(&en("board-standing")))
        .await;
    t.d.wait_for_message(second, "the second lobby", |m| {
        m.contains(&en("lobby-title-gathering"))
    })
    .await;
    t.d.assert_no_violations().await;
}

/// The first player asked to boast, and their DM with the prompt.
async fn first_boaster(t: &Table) -> (UserId, Message) {
    t.first_boast_prompt().await
}

/// Restarts the bot with every deadline of `kind` already due, as if the
/// time had passed while it was down.
async fn let_time_pass(t: &Table, kind: &str) {
    t.kill_bot();
    let moved = t
        .sql(&format!(
            "UPDATE deadlines SET due_at = 0 WHERE kind = '{kind}'"
        ))
        .await;
    assert_eq!(moved, 1, "one seat is waited on, with one {kind}");
    t.start_bot();
    t.d.wait_identified(2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_whose_turn_timed_out_takes_their_seat_back() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[("turn_timeout", json!("5 minutes"))]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let (sleeper, _) = first_boaster(&t).await;
    let name = t.name(sleeper);
    let_time_pass(&t, "timeout").await;

    // The AI moves for them at once, so their DM offers the seat back.
    let dm =
        t.d.wait_for_dm(sleeper, "the take-back button", |m| {
            controls(m).iter().any(|c| c.verb == "back")
        })
        .await;
    assert!(dm.contains(&en("hand-timed-out")), "{}", dm.text());
    let press = t.d.click(sleeper, &dm, verb("back")).await;
    assert_eq!(
        press.initial_response().await.kind,
        CallbackKind::DeferredUpdate
    );
    t.wait_in_game("the welcome back", |m| {
        m.contains(&format!("**{name}** is back"))
    })
    .await;
    t.d.wait_for("the board without the stand-in note", |d| {
        let board = d
            .messages_with_threads(t.channel)
            .into_iter()
            .rev()
            .find(is_board)?;
        (!board.contains(&format!("The AI plays for {name}"))).then_some(())
    })
    .await;
    t.d.wait_for("the DM without the button", |d| {
        let latest = d.message(dm.id)?;
        controls(&latest)
            .iter()
            .all(|c| c.verb != "back")
            .then_some(())
    })
    .await;

    // From now on they play their own seat.
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    let seat = record
        .seats
        .iter()
        .find(|s| s.user == Some(sleeper.0))
        .unwrap();
    assert_eq!(seat.controller, Controller::Human);
    assert!(seat.stood_in, "the AI did play for them once");
    assert!(players.tally.total(sleeper) > 0, "they played again");
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_waited_on_in_two_games_gets_one_reminder_by_dm_listing_both() {
    let t = Table::new(5).await;
    let reminders = [("reminders", json!("5 minutes"))];
    let lobby = t.open_lobby(&reminders).await;
    assert!(
        lobby.contains(&en_with(
            "lobby-reminders",
            &[(
                "duration",
                en_with("duration-minutes", &[("count", 5.into())]).into()
            )]
        )),
        "{}",
        lobby.text()
    );
    let first = t.fill_and_start(&lobby, 0).await;
    let (sleeper, prompt) = first_boaster(&t).await;
    // A second game in another channel: the sleeper and four AI seats, so
    // it waits on the sleeper at once.
    let other = t.d.create_text_channel(t.guild, "nanuk-2");
    let opened = t.d.slash(sleeper, other, "nanuk start", &reminders).await;
    assert!(says(&opened.reply().await.text(), "command-lobby-opened"));
    let lobby2 =
        t.d.wait_for_message(other, "the second lobby", |m| {
            m.buttons()
                .iter()
                .any(|b| b.label.as_deref() == Some("Start"))
        })
        .await;
    for _ in 0..4 {
        t.d.click(sleeper, &lobby2, verb("ai+"))
            .await
            .initial_response()
            .await;
    }
    t.d.wait_for("the second lobby full", |d| {
        d.message(lobby2.id)?
            .contains(&en_with(
                "lobby-seats",
                &[("count", 5.into()), ("max", 8.into())],
            ))
            .then_some(())
    })
    .await;
    let lobby2 = t.d.message(lobby2.id).unwrap();
    t.d.click(sleeper, &lobby2, verb("start"))
        .await
        .initial_response()
        .await;
    let second = game_of(&lobby2);
    t.d.wait_for_dm(sleeper, "the second game's prompt", |m| {
        controls(m).iter().any(|c| c.game == second)
    })
    .await;

    // Both reminders fall due while the bot is down.
    t.kill_bot();
    let moved = t
        .sql("UPDATE deadlines SET due_at = 0 WHERE kind = 'reminder'")
        .await;
    assert_eq!(moved, 2, "the sleeper is waited on in both games");
    t.start_bot();
    t.d.wait_identified(2).await;
    let reminder =
        t.d.wait_for_dm(sleeper, "the reminder", |m| m.contains("⏰"))
            .await;
    assert!(
        reminder.contains(&en_with("reminder-head", &[("count", 2.into())])),
        "{}",
        reminder.text()
    );
    for game in [first, second] {
        assert!(
            reminder.contains(&format!("Game #{game}")),
            "{}",
            reminder.text()
        );
    }
    assert!(
        reminder.contains(&en("waits-your-boast")),
        "{}",
        reminder.text()
    );
    // One reminder, not one per game, and none in the channels.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let reminders_seen =
        t.d.dm_messages(sleeper)
            .iter()
            .filter(|m| m.contains("⏰"))
            .count();
    assert_eq!(reminders_seen, 1);
    for channel in [t.channel, other] {
        assert!(
            t.d.messages_with_threads(channel)
                .iter()
                .all(|m| !m.contains("⏰")),
            "no reminder in the channel"
        );
    }
    // A reminder is only a reminder: the prompt is still theirs to answer.
    let still = t.d.message(prompt.id).unwrap();
    assert!(controls(&still).iter().any(|c| c.verb == "b"));
    t.d.assert_no_violations().await;
}
