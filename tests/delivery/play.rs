//! A game played through the service with a delivery after every
//! decision: announcements in order, one board kept up to date, each
//! player's DM hand edited as it changes, and nothing private in public.

use super::harness::*;
use crate::support::words::en_start;
use nanuk::discord::render;
use nanuk::engine::{Card, Seat};
use nanuk::service::{GameOptions, MessageSlot};
use std::collections::HashMap;

/// A hand as the DM lists it ("• 🦌 Deer" lines): private to its seat.
fn hand_block(hand: &[Card]) -> Option<String> {
    (!hand.is_empty()).then(|| {
        hand.iter()
            .map(|c| {
                format!(
                    "• {}",
                    render::cards::card(nanuk::discord::text::Locale::SOURCE, *c)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// A DM's title, hand lines and prompt ("Now" up to "The table").
fn private_part(text: &str) -> Vec<&str> {
    let mut lines = text.lines();
    let mut out: Vec<&str> = lines.next().into_iter().collect();
    let mut prompt = false;
    for line in lines {
        match line {
            "Now" => prompt = true,
            "The table" => prompt = false,
            _ if prompt || line.starts_with("• ") => out.push(line),
            _ => {}
        }
    }
    out
}

fn control_ids(m: &crate::support::double::Message) -> Vec<String> {
    let mut ids: Vec<String> = m
        .buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .collect();
    ids.extend(m.selects().into_iter().map(|s| s.custom_id));
    ids.sort();
    ids
}

fn screen_ids(screen: &nanuk::discord::screen::Screen) -> Vec<String> {
    use nanuk::discord::screen::Row;
    let mut ids: Vec<String> = screen
        .rows
        .iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| b.id.clone()).collect::<Vec<_>>(),
            Row::Select(s) => vec![s.id.clone()],
        })
        .collect();
    ids.sort();
    ids
}

/// A hand's DM lines, sorted.
fn listed(hand: &[Card]) -> Vec<String> {
    let mut v: Vec<String> = hand
        .iter()
        .map(|c| {
            format!(
                "• {}",
                render::cards::card(nanuk::discord::text::Locale::SOURCE, *c)
            )
        })
        .collect();
    v.sort();
    v
}

#[tokio::test]
async fn a_game_shows_its_announcements_one_board_and_private_hands() {
    // Delivered after every decision: a measure of what is shown, not of
    // pacing (end.rs plays a whole game with Discord's limits on).
    let t = Rig::unpaced(3).await;
    let (game, start) = t.started(3, 2, GameOptions::default()).await;
    t.drain().await;
    let table = t.svc.table(game).await.expect("table");
    let humans = humans(&table);
    assert_eq!(humans.len(), 3);

    let mut expected_lines = announced(&table, &start.events);
    // Every text each seat's DM showed, to check no other seat's hand is
    // ever in it.
    let mut hands_seen: HashMap<Seat, Vec<Vec<Card>>> = HashMap::new();
    let mut decisions = 0;
    loop {
        // After each delivery the board and every DM show exactly what the
        // current views render: the board from the public view only (which
        // holds no hand), each DM from its own seat's view only.
        let table = t.svc.table(game).await.expect("table");
        let board = t.board(game).await;
        let want = render::table_board(nanuk::discord::text::Locale::SOURCE, &table)
            .expect("a running game has a board");
        assert_eq!(board.text(), screen_text(&want), "the board is current");
        assert_eq!(t.boards().len(), 1, "one board message");
        for &(seat, user) in &humans {
            let player = t.svc.seat_view(game, seat).await.expect("seat view");
            let n = t.users.iter().position(|u| u.0 == user).unwrap();
            let dms = [t.dm_hand(n)];
            // The hand, the prompt and the controls (which carry the
            // seat's token) are current. Public notes in the DM (the
            // "The table" field, "secret until everyone has chosen") are
            // only redrawn with the seat's own changes (the service writes
            // `Hand` rows for those), so they may lag.
            // What the worker draws (a waited-on player's hand opens with
            // their turn's notification; during picks every DM says the
            // menu is on the board).
            // The hand's last line links the board (a hand drawn before
            // the board was posted says the game's number until its next
            // change).
            let link = render::message_link(t.guild.0, board.channel.0, board.id.0);
            let link = dms[0].text().contains(&link).then_some(link.as_str());
            let l = nanuk::discord::text::Locale::SOURCE;
            let render::dm::DmHand::Live(want) = render::dm::dm_hand(l, &player, LOCATION, link)
            else {
                panic!("{seat} has a live hand");
            };
            assert_eq!(
                private_part(&dms[0].text()),
                private_part(&screen_text(&want)),
                "{seat}'s DM is current"
            );
            assert_eq!(control_ids(&dms[0]), screen_ids(&want), "{seat}'s controls");
            assert!(dms[0].text().contains(LOCATION), "the DM names the game");
            hands_seen
                .entry(seat)
                .or_default()
                .push(player.view.expect("started").hand);
        }
        // No seat's hand, as the DM lists it, is ever in the channel.
        let public: Vec<String> =
            t.d.channel_messages(t.channel)
                .iter()
                .flat_map(|m| t.d.history(m.id))
                .map(|m| m.text())
                .collect();
        for hands in hands_seen.values() {
            let block = hands.last().and_then(|h| hand_block(h));
            if let Some(block) = block {
                assert!(
                    public.iter().all(|text| !text.contains(&block)),
                    "a hand reached the channel:\n{block}"
                );
            }
        }

        let Some(outcome) = t.play_one(game).await else {
            break;
        };
        decisions += 1;
        expected_lines.extend(announced(&table, &outcome.events));
        t.drain().await;
        assert!(decisions < 2_000, "the game does not end");
    }
    assert!(
        decisions > 10,
        "a whole game was played ({decisions} decisions)"
    );

    // The announcements, in order and complete.
    let texts = t.story();
    let shown: Vec<&str> = texts.iter().flat_map(|m| m.lines()).collect();
    let expected: Vec<&str> = expected_lines.iter().map(String::as_str).collect();
    assert_eq!(shown, expected, "announcements in outbox order");

    // One board, edited many times; one live DM per player (each new
    // decision is a new DM; the earlier ones keep no controls), never
    // showing another seat's different hand.
    let board = t.board(game).await;
    assert!(t.d.history(board.id).len() > 10);
    for &(seat, user) in &humans {
        let n = t.users.iter().position(|u| u.0 == user).unwrap();
        let live = t.dm_hand(n);
        assert_eq!(
            t.remembered(game, MessageSlot::Hand(seat)).await,
            Some(live.id)
        );
        // Every version of every DM listed a hand this seat held (as
        // kinds: same-kind cards are interchangeable), never another one.
        let own: Vec<Vec<String>> = hands_seen[&seat].iter().map(|h| listed(h)).collect();
        let versions: Vec<_> =
            t.d.dm_messages(t.users[n])
                .iter()
                .filter(|m| !m.content.starts_with(&en_start("notice-game-over")))
                .flat_map(|m| t.d.history(m.id))
                .collect();
        assert!(!versions.is_empty());
        for v in &versions {
            let mut shown: Vec<String> = v
                .text()
                .lines()
                .filter(|l| l.starts_with("• "))
                .map(str::to_string)
                .collect();
            shown.sort();
            assert!(
                own.contains(&shown),
                "{seat}'s DM listed a hand it never held: {shown:?}"
            );
        }
    }
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_backlog_is_delivered_in_order_with_one_edit_per_message() {
    let t = Rig::new(5).await;
    let (game, start) = t.started(5, 0, GameOptions::default()).await;
    let table = t.svc.table(game).await.expect("table");
    let mut expected = announced(&table, &start.events);
    for _ in 0..12 {
        let outcome = t.play_one(game).await.expect("a decision");
        expected.extend(announced(&table, &outcome.events));
    }
    let pending = t.pending().await;
    assert!(pending > 30, "a backlog of {pending} rows");
    assert_eq!(t.drain().await, pending);
    let texts = t.story();
    let shown: Vec<&str> = texts.iter().flat_map(|m| m.lines()).collect();
    assert_eq!(
        shown,
        expected.iter().map(String::as_str).collect::<Vec<_>>()
    );
    let board = t.board(game).await;
    assert_eq!(
        t.d.history(board.id).len(),
        1,
        "one render of the latest board"
    );
    let want = render::table_board(
        nanuk::discord::text::Locale::SOURCE,
        &t.svc.table(game).await.unwrap(),
    )
    .unwrap();
    assert_eq!(board.text(), screen_text(&want));
    // The board comes after the announcements it sums up.
    // (Only a pick's mention may follow it: the menu is on the board.)
    let ids: Vec<_> =
        t.d.channel_messages(t.channel)
            .iter()
            .filter(|m| !m.content.starts_with(&en_start("notice-your-pick")))
            .map(|m| m.id)
            .collect();
    assert_eq!(ids.last(), Some(&board.id));
    for (n, user) in t.users.iter().enumerate() {
        let dms = t.d.dm_messages(*user);
        assert_eq!(dms.len(), 1, "P{n} has one DM");
        assert_eq!(t.d.history(dms[0].id).len(), 1, "P{n}'s DM: one render");
    }
    t.d.assert_no_violations().await;
}
