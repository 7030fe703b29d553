//! A game is played in a public thread opened on its lobby message: the
//! channel keeps the lobby (kept up to date to the end) and the results.
//! Without permission to open threads the game is played in the channel,
//! as the lobby says; an archived thread is reopened, a deleted one sends
//! the game back to the channel.

use crate::support::words::tells_a_hunts_end;
use crate::support::words::{en, says, says_with};
use std::time::Duration;

use crate::harness::{Table, parse_id};
use crate::players::{Players, Style};
use crate::support::controls::is_board;
use crate::support::double::*;

/// The game's thread, once the bot opened it on `lobby`.
async fn thread_of(t: &Table, lobby: &Message) -> ChannelId {
    t.d.wait_for("the game's thread", |d| d.thread_of(lobby.id))
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_in_its_thread_and_the_channel_keeps_the_lobby_and_the_results() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let thread = thread_of(&t, &lobby).await;
    let view = t.d.thread(thread).expect("a live thread");
    assert_eq!(view.name, format!("Nanuk game #{game}"));
    assert_eq!(view.parent, t.channel);
    t.d.wait_for_message(thread, "the board in the thread", is_board)
        .await;
    t.d.wait_for_message(t.channel, "the lobby pointing to the thread", |m| {
        m.id == lobby.id && m.contains(&en("lobby-on-in-thread"))
    })
    .await;

    // Commands work in the thread; a new game is opened in the channel.
    let status =
        t.d.slash(t.players[1], thread, "nanuk status", &[])
            .await
            .reply()
            .await;
    assert!(
        says(&status.text(), "command-board-again"),
        "{}",
        status.text()
    );
    let start =
        t.d.slash(t.players[1], thread, "nanuk start", &[])
            .await
            .reply()
            .await;
    assert!(
        start
            .text()
            .contains(&format!("This thread is where game #{game} is played")),
        "{}",
        start.text()
    );

    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(600)).await;
    let (results, _) = t.final_record(Duration::from_secs(30)).await;
    assert_eq!(results.channel, t.channel, "the results go to the channel");
    let finished =
        t.d.wait_for_message(t.channel, "the lobby saying the game is finished", |m| {
            m.id == lobby.id
                && ([1, 2]
                    .iter()
                    .any(|n| says_with(&m.text(), "lobby-finished-won", &[("count", (*n).into())]))
                    || m.contains(&en("lobby-finished")))
        })
        .await;
    assert!(
        finished.contains(&format!("<#{thread}>")),
        "{}",
        finished.text()
    );

    // The channel holds the lobby and the results, nothing else; every
    // hunt's story is in the thread.
    let in_channel: Vec<MessageId> =
        t.d.channel_messages(t.channel)
            .iter()
            .map(|m| m.id)
            .collect();
    assert_eq!(in_channel, vec![lobby.id, results.id]);
    let stories =
        t.d.channel_messages(thread)
            .iter()
            .filter(|m| tells_a_hunts_end(&m.text()))
            .count();
    assert!(stories >= 1, "the hunts' stories are in the thread");
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_permission_to_open_threads_the_game_is_played_in_the_channel() {
    let t = Table::new(3).await;
    t.d.deny_bot(t.guild, perms::CREATE_PUBLIC_THREADS);
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let said =
        t.d.wait_for_message(t.channel, "the lobby saying so", |m| {
            m.id == lobby.id && m.contains(&en("lobby-on-here"))
        })
        .await;
    t.d.wait_for_message(t.channel, "the board in the channel", is_board)
        .await;
    let said = t.d.message(said.id).expect("the lobby");
    assert!(
        said.contains(&en("lobby-on-here-no-threads")),
        "said once, in the lobby: {}",
        said.text()
    );
    assert!(t.d.threads_in(t.channel).is_empty());

    // The game goes on there: the first boasts show on the channel's board.
    let mut players = Players::new(&t, game, Style::default());
    players
        .play_until("a boast on the board", Duration::from_secs(60), |t| {
            t.boasts_on_board() >= 1
        })
        .await;
    assert!(t.d.threads_in(t.channel).is_empty());
    // The Start press said so (its app_permissions): no thread call was
    // made to be refused.
    let refused: Vec<_> =
        t.d.served_errors()
            .into_iter()
            .filter(|e| e.request.contains("/threads"))
            .collect();
    assert!(refused.is_empty(), "{refused:?}");
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_is_reopened_and_a_deleted_one_sends_the_game_to_the_channel() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let thread = thread_of(&t, &lobby).await;
    t.d.wait_for_message(thread, "the board in the thread", is_board)
        .await;

    // Archived (by a moderator, or a week without a post): the board's
    // next edit reopens it.
    t.d.archive_thread(thread);
    assert!(t.d.thread(thread).unwrap().archived);
    // (An AI seat may have boasted before: the board shows that already.
    // Compared as text: a later round may hold fewer boasts than this one.)
    let before = t.board_field("Standing boast");
    let mut players = Players::new(&t, game, Style::default());
    players
        .play_until("a new boast on the board", Duration::from_secs(60), |t| {
            t.board_field("Standing boast") != before
        })
        .await;
    assert!(!t.d.thread(thread).unwrap().archived, "reopened");

    // Deleted: a fresh board in the channel, and the game goes on there.
    t.d.delete_channel(thread);
    players
        .play_until("a board in the channel", Duration::from_secs(120), |t| {
            t.d.channel_messages(t.channel).iter().any(is_board)
        })
        .await;
    let boasts = t.boasts_on_board();
    players
        .play_until(
            "the game going on in the channel",
            Duration::from_secs(120),
            |t| {
                t.boasts_on_board() != boasts
                    || t.d
                        .channel_messages(t.channel)
                        .iter()
                        .any(|m| tells_a_hunts_end(&m.text()))
            },
        )
        .await;
    t.d.wait_for_message(t.channel, "the lobby pointing to the channel", |m| {
        m.id == lobby.id
            && (m.contains(&en("lobby-on-here")) || m.contains(&en("lobby-on-here-no-threads")))
    })
    .await;
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn picks_come_to_the_pickers_dm_and_the_thread_gets_no_message_per_pick() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let thread = thread_of(&t, &lobby).await;
    let mut players = Players::new(&t, game, Style::default());
    let picks =
        |p: &Players<'_>| -> usize { t.players.iter().map(|&u| p.tally.count(u, "p")).sum() };
    let deadline = std::time::Instant::now() + Duration::from_secs(300);
    while picks(&players) < 4 {
        assert!(
            std::time::Instant::now() < deadline,
            "no picks made: {:?}",
            players.tally
        );
        if !players.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let thread_messages = t.d.channel_messages(thread);
    assert!(
        !thread_messages.iter().any(|m| {
            says(&m.content, "notice-your-pick") || says(&m.content, "notice-your-turn-here")
        }),
        "no pick is told in the thread"
    );
    let pick_menu = |m: &Message| {
        m.selects()
            .iter()
            .any(|s| parse_id(&s.custom_id).is_some_and(|c| c.verb == "p"))
    };
    assert!(
        !thread_messages.iter().any(pick_menu),
        "the board has no pick menu"
    );
    // The players press whatever menu they are shown, board first: every
    // pick was pressed on a DM, none with `/nanuk hand`.
    assert_eq!(players.tally.board_picks, 0);
    assert!(players.tally.hand_commands.is_empty());
    t.d.assert_no_violations().await;
}
