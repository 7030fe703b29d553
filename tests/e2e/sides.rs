//! Choosing sides: the secret vote through DM buttons, and the optional
//! sequential rule.

use crate::support::words::{en_start, en_with, says, says_with};
use std::time::Duration;

use serde_json::json;

use crate::harness::{Control, Table, controls, redrawn_or_acknowledged};
use crate::players::{Players, Style};
use crate::support::double::*;

/// Players whose DM shows Hunt/Doom buttons now, with those buttons.
fn side_prompts(t: &Table, game: i64) -> Vec<(UserId, Message, Vec<Control>)> {
    t.players
        .iter()
        .filter_map(|&u| {
            let m =
                t.d.dm_messages(u)
                    .into_iter()
                    .rev()
                    .find(|m| controls(m).iter().any(|c| c.game == game && c.verb == "s"))?;
            let ctls = controls(&m).into_iter().filter(|c| c.verb == "s").collect();
            Some((u, m, ctls))
        })
        .collect()
}

/// Waits until three players' DMs show Hunt/Doom buttons; returns them.
async fn three_side_prompts(t: &Table, game: i64) -> Vec<(UserId, Message, Vec<Control>)> {
    t.d.wait_for("three Hunt/Doom prompts", |_| {
        let p = side_prompts(t, game);
        (p.len() == 3).then_some(p)
    })
    .await
}

/// The players play everything but the Hunt-or-Doom choices, which each
/// test makes itself.
fn sides_left_to_the_test() -> Style {
    Style {
        leave_alone: &["s"],
        ..Style::default()
    }
}

async fn choose(t: &Table, user: UserId, message: &Message, ctls: &[Control], side: &str) -> u64 {
    let button = ctls
        .iter()
        .find(|c| c.args == [side])
        .expect("a button for the side");
    let press =
        t.d.click(user, message, ButtonRef::CustomIdPrefix(button.id.clone()))
            .await;
    let kind = press.initial_response().await.kind;
    assert!(
        redrawn_or_acknowledged(kind),
        "a side chosen in a DM redraws the DM in the answer: {kind:?}"
    );
    // Once redrawn, the choice is committed (a slow answer is acknowledged
    // first and redrawn after).
    press.reply().await;
    button.token
}

/// Everything a player other than `except` can read now: the channel and
/// every other player's DMs and ephemeral replies.
fn seen_by_others(t: &Table, except: UserId) -> String {
    let mut text: Vec<String> = t.game_messages().iter().map(Message::text).collect();
    for &p in t.players.iter().filter(|p| **p != except) {
        text.extend(t.d.dm_messages(p).iter().map(Message::text));
        text.extend(t.d.ephemeral_messages(p).iter().map(Message::text));
    }
    text.join("\n")
}

/// No line anyone else can read ties `name` to a side.
fn side_hidden(t: &Table, user: UserId, name: &str) -> bool {
    let bold = format!("**{name}**");
    seen_by_others(t, user)
        .lines()
        .filter(|l| l.contains(&bold) || l.contains(&format!("{name},")) || l.ends_with(name))
        .all(|l| !l.contains("⚔️") && !l.contains("💀") && !l.contains("Hunters:"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hunt_or_doom_vote_is_secret_until_everyone_has_chosen() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let mut players = Players::new(&t, game, sides_left_to_the_test());
    players
        .play_until("the first Hunt/Doom prompt", Duration::from_secs(30), |t| {
            !side_prompts(t, game).is_empty()
        })
        .await;
    // Everyone but the two leaders decides at once.
    let prompts = three_side_prompts(&t, game).await;
    let name = |u: UserId| t.names[t.players.iter().position(|p| *p == u).unwrap()].clone();
    let sides = ["hunt", "doom", "hunt"];
    for (i, (user, message, ctls)) in prompts.iter().enumerate() {
        let token = choose(&t, *user, message, ctls, sides[i]).await;
        players.taken(*user, token);
        if i == 2 {
            break;
        }
        // The chooser sees their own choice...
        let own =
            t.d.wait_for_dm(*user, "the chooser's redrawn hand", |m| {
                m.contains(&en_start("hand-your-side")) && controls(m).iter().all(|c| c.verb != "s")
            })
            .await;
        let shown = if sides[i] == "hunt" {
            "⚔️ Hunt"
        } else {
            "💀 Doom"
        };
        assert!(
            own.contains(&format!("Your side: {shown}")),
            "{}",
            own.text()
        );
        // ...the table sees only that they have chosen...
        let chosen = format!("**{}** 🂠3 · ✉️ chosen", name(*user));
        t.d.wait_for("the board to show the choice as made", |_| {
            t.board_field("Table (in the wind's order)")
                .contains(&chosen)
                .then_some(())
        })
        .await;
        // ...and nobody else can read which side anyone took.
        for (other, _, _) in &prompts[..=i] {
            assert!(
                side_hidden(&t, *other, &name(*other)),
                "{} leaked:\n{}",
                name(*other),
                seen_by_others(&t, *other)
            );
        }
        assert!(!says(&seen_by_others(&t, *user), "story-sides-revealed"));
    }
    // The last choice reveals all of them together, on the board.
    let (a, b, c) = (name(prompts[0].0), name(prompts[1].0), name(prompts[2].0));
    t.d.wait_for("the board to show the sides", |_| {
        let table = t.board_field("Table (in the wind's order)");
        (table.contains(&format!("**{a}** 🂠3 · ⚔️ Hunt"))
            && table.contains(&format!("**{b}** 🂠3 · 💀 Doom"))
            && table.contains(&format!("**{c}** 🂠3 · ⚔️ Hunt")))
        .then_some(())
    })
    .await;
    assert!(
        !side_hidden(&t, prompts[0].0, &a),
        "the check above can fail: after the reveal the side shows"
    );
    // The game goes on from there.
    players
        .play_until(
            "the hunt to begin",
            Duration::from_secs(30),
            Table::hunt_has_begun,
        )
        .await;
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_sequential_rule_sides_are_chosen_in_turn_and_in_public() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[("sequential_sides", json!(true))]).await;
    assert!(
        lobby.contains(&en_with(
            "lobby-seasons-sides",
            &[("seasons", 1.into()), ("sides", "sequential".into())]
        )),
        "{}",
        lobby.text()
    );
    let game = t.fill_and_start(&lobby, 0).await;
    let mut players = Players::new(&t, game, sides_left_to_the_test());
    players
        .play_until("the first Hunt/Doom prompt", Duration::from_secs(30), |t| {
            !side_prompts(t, game).is_empty()
        })
        .await;
    let name = |u: UserId| t.names[t.players.iter().position(|p| *p == u).unwrap()].clone();
    // The DM prompts go before the board: wait for it to name the leaders.
    t.d.wait_for("the board to name both leaders", |_| {
        let leaders = t.board_field("Leaders");
        (leaders.contains("Hunt:") && leaders.contains("Doom:")).then_some(())
    })
    .await;

    // Who should choose, in order: from the Doom Leader on in the wind's
    // direction, skipping both leaders.
    let order: Vec<String> = t
        .board_field("Table (in the wind's order)")
        .lines()
        .map(|l| l.split("**").nth(1).expect("a bold name").to_string())
        .collect();
    let leaders = t.board_field("Leaders");
    let leader = |side: &str| {
        leaders
            .lines()
            .find(|l| l.contains(side))
            .and_then(|l| l.split("**").nth(1))
            .expect("a leader")
            .to_string()
    };
    let (hunt_leader, doom_leader) = (leader("Hunt:"), leader("Doom:"));
    let from = order.iter().position(|n| *n == doom_leader).unwrap();
    let expected: Vec<String> = (1..order.len())
        .map(|k| order[(from + k) % order.len()].clone())
        .filter(|n| *n != hunt_leader)
        .collect();
    assert_eq!(expected.len(), 3);

    let mut seen = Vec::new();
    for (k, side) in ["doom", "hunt", "hunt"].into_iter().enumerate() {
        // One prompt at a time.
        let prompts =
            t.d.wait_for("the next Hunt/Doom prompt", |_| {
                let p = side_prompts(&t, game);
                (p.len() == 1 && !seen.contains(&name(p[0].0))).then_some(p)
            })
            .await;
        let (user, message, ctls) = &prompts[0];
        seen.push(name(*user));
        assert!(
            says_with(
                &message.text(),
                "prompt-side",
                &[("sides", "sequential".into())]
            ) && !message.text().contains(&public_at_once("secret"))
                && message.text().contains(&public_at_once("sequential")),
            "{}",
            message.text()
        );
        let token = choose(&t, *user, message, ctls, side).await;
        players.taken(*user, token);
        // The board shows the choice at once.
        let shown = if side == "hunt" {
            "⚔️ Hunt"
        } else {
            "💀 Doom"
        };
        if k < 2 {
            let board_line = format!("**{}** 🂠3 · {shown}", name(*user));
            t.d.wait_for("the board to show it", |_| {
                t.board_field("Table (in the wind's order)")
                    .contains(&board_line)
                    .then_some(())
            })
            .await;
        }
    }
    assert_eq!(
        seen, expected,
        "sides are chosen after the Doom Leader in the wind's order"
    );
    players
        .play_until(
            "the hunt to begin",
            Duration::from_secs(30),
            Table::hunt_has_begun,
        )
        .await;
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_one_a_secret_choice_waits_for_is_told_so_once() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[("reminders", json!("1 hour"))]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let mut players = Players::new(&t, game, sides_left_to_the_test());
    players
        .play_until("the first Hunt/Doom prompt", Duration::from_secs(30), |t| {
            !side_prompts(t, game).is_empty()
        })
        .await;
    let prompts = three_side_prompts(&t, game).await;
    for (user, message, ctls) in &prompts[..2] {
        let token = choose(&t, *user, message, ctls, "hunt").await;
        players.taken(*user, token);
    }
    let last = prompts[2].0;
    // The few minutes pass while the bot is down.
    t.kill_bot();
    let moved = t
        .sql("UPDATE deadlines SET due_at = 0 WHERE kind = 'last_one'")
        .await;
    assert_eq!(moved, 1, "one last-one deadline, for the last chooser");
    t.start_bot();
    t.d.wait_identified(2).await;
    let told = t
        .wait_in_game("the last-one notice", |m| is_last_one(&m.text()))
        .await;
    assert!(told.contains(&format!("<@{}>", last.0)), "{}", told.text());
    let mention = format!("<@{}>", last.0);
    assert!(
        ["dm", "hand"].iter().any(|place| told.text()
            == en_with(
                "notice-reminder",
                &[
                    ("mention", mention.as_str().into()),
                    ("decision", "side".into()),
                    ("last", "yes".into()),
                    ("place", (*place).into()),
                ]
            )),
        "{}",
        told.text()
    );
    // Once; and the usual reminder (an hour away) has not come.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let notices = t
        .game_messages()
        .iter()
        .filter(|m| is_last_one(&m.text()) || m.text().starts_with(&en_start("notice-reminder")))
        .count();
    assert_eq!(notices, 1);
    assert!(t.d.dm_messages(last).iter().all(|m| !m.contains("⏰")));
    t.d.assert_no_violations().await;
}

/// A channel reminder that says its player is the last one the hunt
/// waits for.
fn is_last_one(text: &str) -> bool {
    ["dm", "hand", "board"].iter().any(|place| {
        let marker = "\u{2}";
        let shape = crate::support::words::en_with(
            "notice-reminder",
            &[
                ("mention", marker.into()),
                ("decision", "side".into()),
                ("last", "yes".into()),
                ("place", (*place).into()),
            ],
        );
        let (before, after) = shape.split_once(marker).expect("the mention");
        text.starts_with(before) && text.ends_with(after)
    })
}

/// The side prompt's last sentence for this sides rule.
fn public_at_once(sides: &str) -> String {
    let prompt = crate::support::words::en_with(
        "prompt-side",
        &[
            ("leader", "\u{2}".into()),
            ("target", "\u{2}".into()),
            ("sides", sides.into()),
        ],
    );
    prompt
        .rsplit('\u{2}')
        .next()
        .unwrap_or_default()
        .to_string()
}
