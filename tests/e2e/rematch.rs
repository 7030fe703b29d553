//! "Rematch" on the final results: one new lobby in the same channel with
//! the same settings and AI seats, the other players invited by mention.

use crate::support::words::{en, en_with, says};
use std::time::Duration;

use serde_json::json;

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::support::double::CallbackKind;
use crate::support::double::verb;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematch_opens_one_lobby_with_the_same_settings_and_invites_the_players() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[("hints", json!(true))]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    let (results, _) = t.final_record(Duration::from_secs(10)).await;

    let press = t.d.click(t.players[1], &results, verb("again")).await;
    // A message in the answer, or (slow work) an acknowledgement and the
    // message as its follow-up.
    let kind = press.initial_response().await.kind;
    assert!(
        matches!(kind, CallbackKind::Message | CallbackKind::DeferredUpdate),
        "{kind:?}"
    );
    let said = press.reply().await;
    assert!(!said.ephemeral(), "the channel is told");
    for p in [t.players[0], t.players[2]] {
        assert!(said.contains(&format!("<@{}>", p.0)), "{}", said.text());
    }
    assert!(
        !said.contains(&format!("<@{}> opened", t.players[0].0)),
        "{}",
        said.text()
    );

    // The new lobby: the presser hosts, the AI seats are back, the same
    // options; nobody else is seated without pressing Join.
    let new_lobby =
        t.d.wait_for_message(t.channel, "the rematch lobby", |m| {
            m.created_at > results.created_at
                && m.buttons()
                    .iter()
                    .any(|b| b.label.as_deref() == Some("Join"))
        })
        .await;
    assert!(
        new_lobby.contains(&en("lobby-hints")),
        "{}",
        new_lobby.text()
    );
    assert!(
        new_lobby.contains(&format!("Host: <@{}>", t.players[1].0)),
        "{}",
        new_lobby.text()
    );
    assert!(
        new_lobby.contains("AI 1") && new_lobby.contains("AI 2"),
        "{}",
        new_lobby.text()
    );
    assert!(
        !new_lobby.contains(&t.names[0]) && !new_lobby.contains(&t.names[2]),
        "{}",
        new_lobby.text()
    );

    // A second press says where it is and opens nothing.
    let again = t.d.click(t.players[2], &results, verb("again")).await;
    let answer = again.reply().await;
    assert!(answer.ephemeral());
    assert!(
        says(&answer.text(), "rematch-already-open-link")
            || says(&answer.text(), "rematch-already-open"),
        "{}",
        answer.text()
    );
    let lobbies = t
        .game_messages()
        .into_iter()
        .filter(|m| {
            m.buttons()
                .iter()
                .any(|b| b.label.as_deref() == Some("Join"))
        })
        .count();
    assert_eq!(lobbies, 1, "one new lobby");
    t.d.assert_no_violations().await;
}

/// A rematch where the bot may no longer post: a sentence, and nothing
/// half-made (no lobby in the database that would keep the channel busy
/// without a message): once the permission is back, the rematch opens.
/// `/nanuk start` is refused the same way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_or_a_start_where_the_bot_may_not_post_is_refused_and_makes_nothing() {
    use crate::support::double::perms;
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    let (results, _) = t.final_record(Duration::from_secs(10)).await;

    t.d.deny_bot(t.guild, perms::SEND_MESSAGES);
    let press = t.d.click(t.players[1], &results, verb("again")).await;
    let said = press.reply().await;
    assert!(said.ephemeral());
    assert!(
        said.text()
            == en_with(
                "access-cannot-host",
                &[
                    ("doing", "rematch".into()),
                    (
                        "names",
                        format!("**{}**", en("permission-send-messages")).into()
                    ),
                    ("count", 1.into()),
                ]
            ),
        "{}",
        said.text()
    );
    let start = t.d.slash(t.players[2], t.channel, "nanuk start", &[]).await;
    let said = start.reply().await;
    assert!(said.ephemeral());
    assert!(
        said.text()
            == en_with(
                "access-cannot-host",
                &[
                    ("doing", "lobby".into()),
                    (
                        "names",
                        format!("**{}**", en("permission-send-messages")).into()
                    ),
                    ("count", 1.into()),
                ]
            ),
        "{}",
        said.text()
    );

    t.d.allow_bot(t.guild, perms::SEND_MESSAGES);
    let press = t.d.click(t.players[1], &results, verb("again")).await;
    let said = press.reply().await;
    assert!(!said.ephemeral(), "opened: {}", said.text());
    t.d.wait_for_message(t.channel, "the rematch lobby", |m| {
        m.created_at > results.created_at
            && m.buttons()
                .iter()
                .any(|b| b.label.as_deref() == Some("Join"))
    })
    .await;
    t.d.assert_no_violations().await;
}
