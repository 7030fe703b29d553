//! `/nanuk practice`: a solo game against AI seats played in the player's
//! DM with the bot (board, prompts and results in one conversation),
//! resumed after a restart with the buttons shown before it, and "Play
//! again" at the end. Used in a server it answers privately there.

use crate::support::words::{en, says, says_with};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::harness::{Table, controls, is_board, parse_id, redrawn_or_acknowledged};
use crate::players::{Players, Style};
use crate::support::controls::{board_pick_menu, board_picker, is_decision};
use crate::support::double::verb;
use crate::support::double::*;
use nanuk::engine::{Event, Seat};

/// The game number in "Practice game #N starts".
fn practice_game(text: &str) -> i64 {
    let after = text
        .split("ractice game #")
        .nth(1)
        .unwrap_or_else(|| panic!("no game number in {text:?}"));
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().expect("a game number")
}

/// The results of `game` in the player's DM, once posted.
fn results_in_dm(t: &Table, user: UserId, game: i64) -> Option<Message> {
    t.d.dm_messages(user).into_iter().find(|m| {
        m.attachments
            .iter()
            .any(|a| a.filename == format!("nanuk-game-{game}.json"))
    })
}

/// The board of `game` in the player's DM (its footer names the game);
/// the newest, when one posted below has not yet replaced the old one.
fn board_in_dm(t: &Table, user: UserId, game: i64) -> Option<Message> {
    t.d.dm_messages(user).into_iter().rev().find(|m| {
        is_board(m) && m.contains(&format!("#{game}")) && !m.contains(&en("results-title"))
    })
}

/// A pick waiting on the board in the DM, made there (as a player
/// would, the menu being in front of them); the board is redrawn in the
/// answer. Returns whether it picked; counts in `below` the picks whose
/// board was the newest message of the DM (it comes down when a pick
/// starts; a player picking again has it redrawn in place).
async fn pick_on_board(
    t: &Table,
    p: &mut Players<'_>,
    user: UserId,
    game: i64,
    below: &mut usize,
) -> bool {
    let newest = || t.d.dm_messages(user).last().map(|m| m.id);
    let Some(mut board) = board_in_dm(t, user, game) else {
        return false;
    };
    // A person takes a moment to look (a board just posted is pressed
    // no sooner than a person could), and the board may be coming down.
    let start = Instant::now();
    let mut seen = Instant::now();
    loop {
        tokio::time::sleep(Duration::from_millis(25)).await;
        match board_in_dm(t, user, game) {
            Some(b) if b.id == board.id => board = b,
            Some(b) => (board, seen) = (b, Instant::now()),
            None => return false,
        }
        let looked = seen.elapsed() > Duration::from_millis(300);
        if (looked && newest() == Some(board.id)) || start.elapsed() > Duration::from_secs(2) {
            break;
        }
    }
    let Some(menu) = board_pick_menu(&board, game) else {
        return false;
    };
    assert_eq!(
        board_picker(&menu, &t.names),
        Some(0),
        "the menu names the player whose pick it is"
    );
    let control = parse_id(&menu.custom_id).expect("a control id");
    if p.has_acted(user, control.token) {
        return false;
    }
    let value = menu.options[0].value.clone();
    let press =
        t.d.select(
            user,
            &board,
            MenuRef::CustomIdPrefix(control.id.clone()),
            &[&value],
        )
        .await;
    // The answer redraws the board, or (when the work was slow, as on a
    // loaded machine right after a restart) acknowledges the press and then
    // redraws it: either way the board itself is edited.
    let kind = press.initial_response().await.kind;
    assert!(
        redrawn_or_acknowledged(kind),
        "the board is redrawn in the answer, not {kind:?}"
    );
    let redrawn = press.reply().await;
    assert_eq!(redrawn.id, board.id, "the answer redraws the board pressed");
    if newest() == Some(board.id) {
        *below += 1;
    }
    p.taken(user, control.token);
    p.tally.board_picks += 1;
    true
}

/// Plays until `done` holds (panics after `within`): picks on the DM's
/// board, every other decision from the newest DM that offers it.
async fn play(
    t: &Table,
    p: &mut Players<'_>,
    game: i64,
    what: &str,
    within: Duration,
    done: impl Fn(&Players) -> bool,
    below: &mut usize,
) {
    let me = t.players[0];
    let deadline = Instant::now() + within;
    while !done(p) {
        assert!(
            Instant::now() < deadline,
            "timed out playing until {what}; tally: {:?}",
            p.tally
        );
        if pick_on_board(t, p, me, game, below).await {
            continue;
        }
        if !p.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_game_is_played_in_the_dm_to_the_end_resumed_after_a_restart() {
    // Global commands, so that they work in DMs.
    let t = Table::with_commands(1, false).await;
    let me = t.players[0];
    let dm = t.d.open_dm(me);
    let answer =
        t.d.slash(
            me,
            dm,
            "nanuk practice",
            &[("seats", json!(6)), ("level", json!("easy"))],
        )
        .await
        .reply()
        .await;
    assert!(!answer.ephemeral(), "it stays in the conversation");
    assert!(
        says_with(&answer.text(), "practice-started", &[("ai", 5.into())]),
        "{}",
        answer.text()
    );
    let game = practice_game(&answer.text());

    // The board comes to the DM, without "My hand" or "Follow".
    let board =
        t.d.wait_for("the practice board in the DM", |d| {
            let _ = d;
            board_in_dm(&t, me, game)
        })
        .await;
    let buttons = board.buttons();
    assert!(
        verb("hand").find(&buttons).is_none() && verb("follow").find(&buttons).is_none(),
        "{buttons:?}"
    );

    // Hints are allowed in practice (the host of a server game decides).
    let prompt =
        t.d.wait_for_dm(me, "a first prompt", |m| {
            controls(m).iter().any(|c| c.game == game && is_decision(c))
        })
        .await;
    assert!(prompt.contains(&en("place-practice")), "{}", prompt.text());
    let hint = t.d.slash(me, dm, "nanuk hint", &[]).await.reply().await;
    assert!(says(&hint.text(), "hint-would"), "{}", hint.text());

    let style = Style {
        pick_on_board: false,
        ..Style::default()
    };
    let mut players = Players::new(&t, game, style);
    let mut below = 0;
    play(
        &t,
        &mut players,
        game,
        "a few decisions",
        Duration::from_secs(60),
        |p| p.tally.total(me) >= 4 && p.pending_dm(me).is_some(),
        &mut below,
    )
    .await;

    // A crash; the game goes on from the DM's buttons as shown before it:
    // the prompt shown then is still the one to press, and it works.
    // The last press's messages may still be arriving (its answer, then
    // the next prompt): the prompt to press after the crash is the one
    // left standing once they have.
    let (mut shown, _) = players.pending_dm(me).expect("a decision shown");
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let (now, _) = players.pending_dm(me).expect("a decision shown");
        if now.id == shown.id {
            break;
        }
        shown = now;
    }
    t.log("killing the bot mid-practice");
    t.kill_bot();
    let before = players.tally.total(me);
    t.start_bot();
    t.d.wait_identified(2).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (after, _) = players.pending_dm(me).expect("the decision still shown");
    assert_eq!(after.id, shown.id, "no second prompt for the same decision");
    assert!(
        players.step().await,
        "the prompt from before the restart is pressed"
    );
    assert_eq!(players.tally.total(me), before + 1);
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );

    play(
        &t,
        &mut players,
        game,
        "the results in the DM",
        Duration::from_secs(240),
        |_| results_in_dm(&t, me, game).is_some(),
        &mut below,
    )
    .await;
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    let results = results_in_dm(&t, me, game).expect("the results");
    let record: nanuk::service::GameRecord = serde_json::from_slice(
        &results
            .attachments
            .iter()
            .find(|a| a.filename.ends_with(".json"))
            .expect("the record")
            .bytes,
    )
    .expect("a game record");
    assert_eq!(record.seats.len(), 6);
    // The player's picks (those not forced) were made on the board in the
    // DM, or from the hand when its prompt came first.
    let picks = record
        .log
        .iter()
        .flat_map(|e| &e.events)
        .filter(|e| matches!(e, Event::Picked { seat, forced: false, .. } if *seat == Seat(0)))
        .count();
    let on_board = players.tally.board_picks;
    t.log(&format!(
        "{picks} picks ({on_board} on the board, {below} with the board come down), {} other decisions",
        players.tally.total(me)
    ));
    assert_eq!(on_board + players.tally.count(me, "p"), picks);
    // What the game cost against the global budget (every call but the
    // interaction callbacks), for docs/PERFORMANCE.md.
    let requests = t.d.requests();
    let in_dm = |method: &str| {
        requests
            .iter()
            .filter(|r| r.method == method && r.path.contains(&format!("/channels/{dm}/")))
            .count()
    };
    let decisions = players.tally.total(me) + on_board;
    t.log(&format!(
        "REST calls in the DM over the game: {} posts, {} edits, {} deletes, {} reads, for {decisions} decisions",
        in_dm("POST"),
        in_dm("PATCH"),
        in_dm("DELETE"),
        in_dm("GET")
    ));
    assert!(
        picks == 0 || on_board > 0,
        "the board's pick menu works in the DM"
    );
    // A pick starting brings the board down to the player; no mention
    // points up at it.
    assert!(
        picks == 0 || below > 0,
        "{below} of {on_board} picks had the board below"
    );
    assert!(
        !t.d.dm_messages(me)
            .iter()
            .any(|m| says(&m.text(), "notice-your-pick")),
        "no pick mention in practice"
    );
    assert!(
        results
            .attachments
            .iter()
            .any(|a| a.filename.ends_with(".png")),
        "the results picture"
    );
    // Nothing of it went to the server's channel.
    assert!(t.d.channel_messages(t.channel).is_empty());

    // "Play again": the next practice game starts below, same seats.
    let again = t.d.click(me, &results, verb("again")).await.reply().await;
    assert!(!again.ephemeral(), "{}", again.text());
    let next = practice_game(&again.text());
    assert_ne!(next, game);
    assert!(again.contains("5 AI players"), "{}", again.text());
    t.d.wait_for("the next practice board", |_| board_in_dm(&t, me, next))
        .await;
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn practice_from_a_server_is_answered_privately_and_played_in_the_dm() {
    let t = Table::with_commands(1, false).await;
    let me = t.players[0];

    // Closed DMs: said at once, and nothing is made.
    t.d.set_dms_open(me, false);
    let refused =
        t.d.slash(me, t.channel, "nanuk practice", &[])
            .await
            .reply()
            .await;
    assert!(refused.ephemeral());
    assert!(
        refused.text() == en("practice-dms-closed"),
        "{}",
        refused.text()
    );
    t.d.set_dms_open(me, true);
    let dm = t.d.open_dm(me);
    let none = t.d.slash(me, dm, "nanuk games", &[]).await.reply().await;
    assert!(
        none.text() == en("games-none"),
        "nothing was made: {}",
        none.text()
    );

    let answer =
        t.d.slash(me, t.channel, "nanuk practice", &[])
            .await
            .reply()
            .await;
    assert!(answer.ephemeral(), "answered privately in the server");
    assert!(
        answer.contains(&format!("https://discord.com/channels/@me/{dm}")),
        "{}",
        answer.text()
    );
    let game = practice_game(&answer.text());
    t.d.wait_for("the board in the DM", |_| board_in_dm(&t, me, game))
        .await;
    assert!(
        t.d.dm_messages(me)
            .iter()
            .any(|m| m.text() == en("practice-hello")),
        "the DM says what it is for"
    );
    assert!(
        t.d.channel_messages(t.channel).is_empty(),
        "nothing in the server"
    );

    // One practice game at a time.
    let twice =
        t.d.slash(me, t.channel, "nanuk practice", &[("seats", json!(8))])
            .await
            .reply()
            .await;
    assert!(
        twice.ephemeral() && twice.contains(&format!("practice game #{game} is still on")),
        "{}",
        twice.text()
    );

    // Listed among the player's games, and ended from the DM.
    let mine = t.d.slash(me, dm, "nanuk games", &[]).await.reply().await;
    assert!(
        mine.contains(&format!("#{game}")) && mine.contains(&en("place-practice")),
        "{}",
        mine.text()
    );
    let cancelled = t.d.slash(me, dm, "nanuk cancel", &[]).await.reply().await;
    assert!(
        cancelled.contains(&format!("Game #{game} is cancelled")),
        "{}",
        cancelled.text()
    );
    let answer =
        t.d.slash(me, dm, "nanuk practice", &[("level", json!("strong"))])
            .await
            .reply()
            .await;
    let next = practice_game(&answer.text());
    assert_ne!(next, game);
    t.d.wait_for("the next board", |_| board_in_dm(&t, me, next))
        .await;
    t.d.assert_no_violations().await;
}
