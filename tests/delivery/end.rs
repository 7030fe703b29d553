//! The end of a game: results with the record attached, a last board
//! without controls; a cancelled game leaves no live buttons anywhere.

use super::harness::*;
use crate::support::words::{en, en_with};
use nanuk::service::{GameOptions, MessageSlot};
use serde_json::Value;

/// Every object key anywhere in a JSON value.
fn keys(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                keys(v, out);
            }
        }
        Value::Array(list) => list.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn game_over_posts_the_results_with_the_record() {
    let t = Rig::new(2).await;
    let options = GameOptions {
        seasons: 2,
        ..GameOptions::default()
    };
    // The lobby is shown before the start, as in the channel.
    let game = t.lobby(2, 3, options).await;
    t.drain().await;
    t.svc.start(game, &t.actor(0)).await.expect("start");
    t.drain().await;
    for _ in 0..3 {
        t.play_one(game).await.expect("a decision");
    }
    t.svc
        .kick(game, &t.actor(0), t.user(1))
        .await
        .expect("the host kicks P1");
    let mut decisions = 0;
    while t.play_one(game).await.is_some() {
        decisions += 1;
        if decisions % 10 == 0 {
            t.drain().await;
        }
        assert!(decisions < 5_000);
    }
    t.drain().await;
    assert_eq!(t.pending().await, 0);
    let table = t.svc.table(game).await.unwrap();
    let public = table.public.as_ref().unwrap();
    assert_eq!(public.seasons.len(), 2);

    let texts = t.texts();
    assert_eq!(
        texts
            .iter()
            .filter(|m| **m == en_with("notice-kicked", &[("name", "**P1**".into())]))
            .count(),
        1
    );

    let messages = t.d.channel_messages(t.channel);
    let results = messages.last().expect("messages");
    assert_eq!(title(results), en("results-title"));
    assert!(
        results.contains(&en_with("results-totals", &[("seasons", 2.into())])),
        "{}",
        results.text()
    );
    assert!(
        results.contains("P1** 🤖"),
        "the stand-in is marked: {}",
        results.text()
    );
    let winners = public.winners.clone().unwrap();
    for w in &winners {
        assert!(results.text().contains(&table.seats[w.index()].name));
    }
    for s in &public.seasons[0].scores {
        assert!(
            results.contains(&nanuk::discord::text::words::score(
                nanuk::discord::text::Locale::SOURCE,
                &s.score
            )),
            "breakdown of {}",
            s.seat
        );
    }
    assert_eq!(
        messages
            .iter()
            .filter(|m| title(m) == en("results-title"))
            .count(),
        1
    );

    // The lobby message says the game is finished, with the winners.
    let lobby = t
        .remembered(game, MessageSlot::Lobby)
        .await
        .expect("a lobby message");
    let lobby = t.d.message(lobby).expect("the lobby exists");
    assert_eq!(title(&lobby), "Nanuk: finished", "{}", lobby.text());
    for w in &winners {
        let name = format!("**{}**", table.seats[w.index()].name);
        assert!(lobby.contains(&name), "{name} in {}", lobby.text());
    }
    assert!(
        lobby.components.is_empty(),
        "no controls on a finished lobby"
    );

    // The record: JSON, the game's, with no hands in it.
    // The record and the results picture.
    assert_eq!(results.attachments.len(), 2);
    let file = &results.attachments[0];
    assert_eq!(file.filename, format!("nanuk-game-{game}.json"));
    assert_eq!(
        results.attachments[1].filename,
        format!("nanuk-results-{game}.png")
    );
    assert!(results.attachments[1].bytes.starts_with(b"\x89PNG"));
    let record: Value = serde_json::from_str(&file.text()).expect("the record is JSON");
    assert_eq!(record["format"], "nanuk-game-record");
    assert_eq!(record["game"], game.0);
    let mut all = Vec::new();
    keys(&record, &mut all);
    assert!(
        !all.iter()
            .any(|k| k == "hand" || k == "hands" || k == "seed"),
        "no hands (nor the seed that would reveal them)"
    );
    let winners_json: Vec<u64> = record["result"]["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .collect();
    assert_eq!(
        winners_json,
        winners.iter().map(|s| u64::from(s.0)).collect::<Vec<_>>()
    );

    // Nothing left to press: the last board, and both DM hands.
    let board = t.board(game).await;
    assert!(board.components.is_empty(), "{:?}", board.components);
    assert!(board.contains(&en("status-over")));
    for n in 0..2 {
        let hand = t.dm_hand(n);
        assert!(hand.components.is_empty(), "P{n}'s DM keeps no controls");
    }
    assert!(t.dm_hand(1).contains(&en("hand-kicked")));
    // A whole game against Discord's rate limits: the worker paced itself.
    assert_eq!(t.d.count_429s(), 0, "{}", t.d.diagnostics());
    assert_eq!(t.d.invalid_requests(), 0);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_cancelled_game_keeps_no_live_buttons() {
    let t = Rig::new(3).await;
    let (game, _) = t.started(3, 2, GameOptions::default()).await;
    t.drain().await;
    t.play_one(game).await.expect("a decision");
    t.drain().await;
    assert!(!t.board(game).await.components.is_empty());
    t.svc.cancel(game, &t.actor(0)).await.expect("cancel");
    t.drain().await;
    assert_eq!(t.pending().await, 0);
    let closing = en_with("notice-cancelled", &[("game", game.0.into())]);
    assert_eq!(t.texts().last().unwrap(), &closing);
    let board = t.board(game).await;
    assert!(board.components.is_empty());
    assert!(board.contains(&en("board-cancelled")));
    for n in 0..3 {
        let dm = &t.dm_hand(n);
        assert!(dm.components.is_empty(), "P{n}'s DM");
        assert!(dm.contains(&en("refusal-cancelled")));
    }
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_cancelled_lobby_loses_its_buttons() {
    let t = Rig::new(2).await;
    let game = t.lobby(2, 0, GameOptions::default()).await;
    t.drain().await;
    t.svc.cancel(game, &t.actor(0)).await.expect("cancel");
    t.drain().await;
    let lobby =
        t.d.message(t.remembered(game, MessageSlot::Lobby).await.unwrap())
            .unwrap();
    assert!(lobby.buttons().is_empty());
    assert!(lobby.contains(&en("lobby-title-cancelled")));
    assert_eq!(
        t.boards().len(),
        0,
        "no board for a game that never started"
    );
    assert_eq!(
        t.d.channel_messages(t.channel).len(),
        2,
        "the lobby and the notice"
    );
    t.d.assert_no_violations().await;
}
