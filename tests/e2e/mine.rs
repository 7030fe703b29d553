//! `/nanuk games`: a player's running games across servers.

use crate::support::words::{en, en_with, says, says_with};
use std::time::Duration;

use serde_json::json;

use crate::harness::{Table, game_of};
use crate::support::double::*;

/// The player whose DM prompts them to boast in `game`, once there is one.
async fn boaster(t: &Table, game: i64) -> UserId {
    t.wait_prompt("a boast prompt", None, |c| c.verb == "b" && c.game == game)
        .await
        .0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_two_servers_are_listed_with_those_waiting_on_the_player_first() {
    // Global commands, so they work in DMs too.
    let t = Table::with_commands(5, false).await;
    let lobby = t.open_lobby(&[]).await;
    let first = t.fill_and_start(&lobby, 0).await;

    // A second server where the same five play another game.
    let bay = t.d.create_guild("Bay");
    let cove = t.d.create_text_channel(bay, "cove");
    for &p in &t.players {
        t.d.add_member(bay, p);
    }
    let reply =
        t.d.slash(t.players[0], cove, "nanuk start", &[])
            .await
            .reply()
            .await;
    assert!(
        says(&reply.text(), "command-lobby-opened"),
        "{}",
        reply.text()
    );
    let lobby2 =
        t.d.wait_for_message(cove, "the second lobby", |m| {
            m.buttons()
                .iter()
                .any(|b| b.custom_id.as_deref().is_some_and(|c| c.ends_with(":join")))
        })
        .await;
    for &p in &t.players[1..] {
        t.d.click(p, &lobby2, verb("join"))
            .await
            .initial_response()
            .await;
    }
    t.d.wait_for("the second lobby to fill", |d| {
        d.message(lobby2.id)?
            .contains(&en_with(
                "lobby-seats",
                &[("count", 5.into()), ("max", 8.into())],
            ))
            .then_some(())
    })
    .await;
    t.d.click(t.players[0], &lobby2, verb("start"))
        .await
        .initial_response()
        .await;
    let second = game_of(&lobby2);
    assert_ne!(first, second);
    // Its board, in its thread (the list links the board once there is one).
    t.d.wait_for("the second board", |d| {
        let thread = d.thread_of(lobby2.id)?;
        d.channel_messages(thread)
            .into_iter()
            .find(crate::support::controls::is_board)
    })
    .await;

    // Someone the second game waits on; if the first waits on them too,
    // they boast there so that only the second (the newer) waits on them.
    let user = boaster(&t, second).await;
    if boaster(&t, first).await == user {
        let boast =
            t.d.slash(
                user,
                t.channel,
                "nanuk boast",
                &[
                    ("count", json!(1)),
                    ("animal", json!("Deer")),
                    ("days", json!(1)),
                ],
            )
            .await
            .reply()
            .await;
        assert!(
            !says(&boast.content, "refusal-not-your-turn"),
            "{}",
            boast.text()
        );
    }

    // Asked in the first server's channel: private, both games, the one
    // waiting on the player first.
    // (The bot remembers a board a moment after Discord shows it: until
    // then the list links the lobby.)
    let board_place = t.d.thread_of(lobby2.id).expect("the second game's thread");
    let mut listed =
        t.d.slash(user, t.channel, "nanuk games", &[])
            .await
            .reply()
            .await;
    for _ in 0..20 {
        if listed.text().contains(&format!("/{}/", board_place.0)) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        listed =
            t.d.slash(user, t.channel, "nanuk games", &[])
                .await
                .reply()
                .await;
    }
    assert!(listed.ephemeral(), "the list is private in a server");
    let text = listed.text();
    let at = |id: i64| {
        text.find(&format!("Game #{id}**"))
            .unwrap_or_else(|| panic!("game #{id} missing: {text}"))
    };
    assert!(
        at(second) < at(first),
        "the game waiting on them first: {text}"
    );
    assert!(
        says_with(
            &text,
            "games-line-on-you",
            &[("waits", en("waits-your-boast").into())]
        ),
        "{text}"
    );
    assert!(
        says_with(
            &text,
            "place-channel-in-server",
            &[("server", "Bay".into())]
        ) && says_with(
            &text,
            "place-channel-in-server",
            &[("server", "Arctic Club".into())]
        ),
        "{text}"
    );
    assert!(
        says(&text, "waits-boast"),
        "the other waits on someone else: {text}"
    );
    assert!(
        text.contains(&format!(
            "https://discord.com/channels/{}/{}/",
            bay.0, board_place.0
        )),
        "a link to the second board, in its thread: {text}"
    );
    assert!(
        text.contains(&en_with("games-footer", &[("count", 1.into())])),
        "{text}"
    );

    // The same list in the bot's DM.
    let dm = t.d.dm_channel(user).expect("the bot has DMed the player");
    let in_dm = t.d.slash(user, dm, "nanuk games", &[]).await.reply().await;
    assert!(
        in_dm.contains(&format!("Game #{second}**")),
        "{}",
        in_dm.text()
    );
    assert!(
        in_dm.contains(&format!("Game #{first}**")),
        "{}",
        in_dm.text()
    );

    // Someone in no game gets one sentence saying how to start one.
    let newcomer = t.d.create_user("Newcomer");
    t.d.add_member(t.guild, newcomer);
    let none =
        t.d.slash(newcomer, t.channel, "nanuk games", &[])
            .await
            .reply()
            .await;
    assert!(none.ephemeral());
    assert_eq!(none.text(), en("games-none"));
    t.d.assert_no_violations().await;
}
