//! Whole games, lobby to final scores.

use crate::support::words::{en, en_start, en_with, says};
use std::time::Duration;

use serde_json::json;

use crate::harness::{Table, is_board};
use crate::players::{Players, Style};
use crate::support::double::{Message, UserId, verb};
use nanuk::service::GameStatus;
use nanuk::store::ActorKind;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_humans_play_a_whole_game_through_dms_and_the_board() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    t.log("game started");
    let board = t.board().await;
    assert!(says(&board.text(), "status-boasting"), "{}", board.text());

    let style = Style {
        build_first_boast: true,
        menu_contribution_once: true,
        ..Style::default()
    };
    let mut players = Players::new(&t, game, style);
    players.play_to_end(Duration::from_secs(240)).await;
    t.log("game over");

    let (scores, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.game.0, game);
    assert_eq!(record.status, GameStatus::Over);
    let result = record.result.as_ref().expect("a result");
    assert!(!result.winners.is_empty());
    assert_eq!(record.seats.len(), 5);
    the_end_reaches_everyone(&t, &scores, &result.winners).await;
    for (i, seat) in record.seats.iter().enumerate() {
        assert_eq!(seat.user, Some(t.players[i].0), "seats in join order");
        assert!(!seat.stood_in, "nobody was replaced");
        let own = record
            .log
            .iter()
            .filter(|e| e.seat == Some(seat.seat) && e.by == Some(ActorKind::Player))
            .count();
        assert!(own > 0, "{} acted through the bot", seat.name);
        assert!(players.tally.total(t.players[i]) > 0);
    }
    assert!(
        record.log.iter().all(|e| e.by != Some(ActorKind::Ai)),
        "no AI moved in an all-human game"
    );
    assert_eq!(players.tally.board_picks, 0, "the board has no pick menu");
    assert!(
        t.players.iter().any(|&p| players.tally.count(p, "p") > 0),
        "picks were made in DMs"
    );
    let used = |verb: &str| {
        t.players
            .iter()
            .map(|&p| players.tally.count(p, verb))
            .sum::<usize>()
    };
    assert_eq!(used("bb"), 1, "one boast was built with the menus");
    assert!(used("doom") > 0 && used("s") > 0 && used("c") > 0);
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    // Every winner is named in the final message.
    for w in &result.winners {
        assert!(scores.contains(&t.names[w.0 as usize]), "{}", scores.text());
    }
    assert!(t.game_messages().iter().any(is_board));
    t.log(&format!(
        "tally: {:?}",
        players
            .tally
            .presses
            .values()
            .map(|m| m.values().sum::<usize>())
            .collect::<Vec<_>>()
    ));
    prompts_are_self_contained(&t, &players.tally.prompts);
    recaps_match_the_record(&t, &players.tally.prompts, &record);
    the_story_tells_each_round(&t);
    no_wording_slips(&t);
    t.keep_transcript(t.players[1], "five_humans");
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_humans_and_two_ai_seats_play_to_the_end() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[("seasons", json!(2))]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    t.log("game over");

    let (scores, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.status, GameStatus::Over);
    assert_eq!(record.options.seasons, 2);
    // The results picture comes with the text: a PNG within the size limit.
    let picture = scores
        .attachments
        .iter()
        .find(|a| a.filename == format!("nanuk-results-{game}.png"))
        .expect("a results picture");
    assert!(
        picture.bytes.len() < 200 * 1024,
        "{} bytes",
        picture.bytes.len()
    );
    let decoder = png::Decoder::new(picture.bytes.as_slice());
    let info = decoder.read_info().expect("a valid PNG");
    let (width, height) = (info.info().width, info.info().height);
    assert_eq!(width, 1200, "drawn 1200 px wide, the seats in two columns");
    assert!(
        (300..=width).contains(&height),
        "{height} px high: landscape, readable in Discord's preview"
    );
    assert!(
        scores.contains(&en("results-title")),
        "the text stays: {}",
        scores.text()
    );
    // Every hunt's reveal comes as a picture too, on its story.
    let reveals: Vec<_> = t
        .game_messages()
        .into_iter()
        .filter(|m| m.contains(&en_start("story-pool-revealed")))
        .collect();
    assert!(!reveals.is_empty(), "hunts were revealed");
    for story in &reveals {
        let picture = story
            .attachments
            .iter()
            .find(|a| a.filename == format!("nanuk-hunt-{game}.png"))
            .unwrap_or_else(|| panic!("a hunt picture on {}", story.text()));
        assert!(picture.bytes.len() < 200 * 1024);
        let decoder = png::Decoder::new(picture.bytes.as_slice());
        let info = decoder.read_info().expect("a valid PNG");
        assert_eq!(info.info().width, 720);
    }
    let result = record.result.as_ref().expect("a result");
    assert_eq!(result.seasons.len(), 2, "two seasons were played");
    let ai: Vec<_> = record.seats.iter().filter(|s| s.user.is_none()).collect();
    assert_eq!(ai.len(), 2);
    assert_eq!((ai[0].name.as_str(), ai[1].name.as_str()), ("AI 1", "AI 2"));
    for seat in &record.seats {
        let by = if seat.user.is_some() {
            ActorKind::Player
        } else {
            ActorKind::Ai
        };
        assert!(
            record
                .log
                .iter()
                .any(|e| e.seat == Some(seat.seat) && e.by == Some(by)),
            "{} played ({by:?})",
            seat.name
        );
    }
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );

    // The server's history and a player's figures include the game.
    let history =
        t.d.slash(t.players[1], t.channel, "nanuk history", &[])
            .await
            .reply()
            .await;
    assert!(!history.ephemeral(), "history is shared in the channel");
    assert!(
        history.contains(&format!("Game #{game}")),
        "{}",
        history.text()
    );
    let winners: Vec<&str> = result
        .winners
        .iter()
        .map(|w| record.seats[w.0 as usize].name.as_str())
        .collect();
    assert!(
        winners.iter().all(|w| history.contains(w)),
        "{}",
        history.text()
    );
    let stats =
        t.d.slash(
            t.players[1],
            t.channel,
            "nanuk stats",
            &[("player", json!(t.players[0].0))],
        )
        .await
        .reply()
        .await;
    assert!(
        stats.contains(&format!("**{}**: 1 game,", t.names[0])),
        "{}",
        stats.text()
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn status_posts_the_board_again_at_the_bottom_and_says_who_is_awaited() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 0).await;
    let old = t.board().await;
    let asker = t.players[3];
    let answer =
        t.d.slash(asker, t.channel, "nanuk status", &[])
            .await
            .reply()
            .await;
    assert!(answer.ephemeral(), "the answer is for the asker only");
    assert!(
        says(&answer.text(), "command-waits-for") && says(&answer.text(), "command-board-again"),
        "{}",
        answer.text()
    );
    let new =
        t.d.wait_for("a fresh board", |d| {
            let board = d
                .messages_with_threads(t.channel)
                .into_iter()
                .rev()
                .find(is_board)?;
            (board.id != old.id).then_some(board)
        })
        .await;
    t.d.wait_for("the old board retired", |d| {
        d.messages_with_threads(t.channel)
            .iter()
            .all(|m| m.id != old.id)
            .then_some(())
    })
    .await;
    let last = t.game_messages().last().cloned().unwrap();
    assert_eq!(last.id, new.id, "the board is the newest message");
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_adds_ai_seats_of_each_level_and_the_board_names_them() {
    let t = Table::new(2).await;
    let lobby = t.open_lobby(&[]).await;
    t.d.click(t.players[1], &lobby, verb("join"))
        .await
        .initial_response()
        .await;
    for label in ["Add easy AI", "Add strong AI", "Add AI"] {
        t.d.click(t.players[0], &lobby, label)
            .await
            .initial_response()
            .await;
    }
    let shown =
        t.d.wait_for("the lobby to show three AI seats", |d| {
            let m = d.message(lobby.id)?;
            m.contains(&en_with(
                "lobby-seats",
                &[("count", 5.into()), ("max", 8.into())],
            ))
            .then_some(m)
        })
        .await;
    for seat in ["AI 1 (easy)", "AI 2 (strong)", "AI 3 (normal)"] {
        assert!(shown.contains(seat), "lobby lacks {seat}");
    }
    let game = crate::harness::game_of(&lobby);
    let stored = t
        .sql(&format!(
            "UPDATE seats SET seat = seat WHERE game_id = {game} AND ai_level = 'strong'"
        ))
        .await;
    assert_eq!(stored, 1, "one strong seat is stored");
    t.d.click(t.players[0], &lobby, verb("start"))
        .await
        .initial_response()
        .await;
    let board = t.board().await;
    let board =
        t.d.wait_for("the board to name the AI seats with their levels", |d| {
            let m = d.message(board.id)?;
            ["AI 1 (easy)", "AI 2 (strong)", "AI 3 (normal)"]
                .iter()
                .all(|s| m.contains(s))
                .then_some(m)
        })
        .await;
    assert!(board.contains("AI 2 (strong)"));
    t.d.assert_no_violations().await;
}

/// Strong AI moves are played by the bot after it answered the human's
/// press (docs/architecture.md, "AI moves"): a game with strong seats still
/// runs to its end, every AI seat playing its own moves, with no refusal
/// and every request in the spec.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_humans_and_three_strong_ai_seats_play_to_the_end() {
    let t = Table::new(2).await;
    let lobby = t.open_lobby(&[("seasons", json!(1))]).await;
    t.d.click(t.players[1], &lobby, verb("join"))
        .await
        .initial_response()
        .await;
    for _ in 0..3 {
        t.d.click(t.players[0], &lobby, verb("ai+:strong"))
            .await
            .initial_response()
            .await;
    }
    t.d.wait_for("the lobby to show three strong seats", |d| {
        let m = d.message(lobby.id)?;
        (m.contains(&en_with(
            "lobby-seats",
            &[("count", 5.into()), ("max", 8.into())],
        )) && m.contains("AI 3 (strong)"))
        .then_some(())
    })
    .await;
    let game = crate::harness::game_of(&lobby);
    t.d.click(t.players[0], &lobby, verb("start"))
        .await
        .initial_response()
        .await;
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;

    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.status, GameStatus::Over);
    let ai: Vec<_> = record.seats.iter().filter(|s| s.user.is_none()).collect();
    assert_eq!(ai.len(), 3);
    for seat in ai {
        assert!(
            record
                .log
                .iter()
                .any(|e| e.seat == Some(seat.seat) && e.by == Some(ActorKind::Ai)),
            "{} played",
            seat.name
        );
    }
    let stored = t
        .sql(&format!(
            "UPDATE seats SET seat = seat WHERE game_id = {game} AND ai_level = 'strong'"
        ))
        .await;
    assert_eq!(stored, 3, "three strong seats are stored");
    // Nothing is left due once the game is over.
    let due = t
        .sql(&format!("DELETE FROM deadlines WHERE game_id = {game}"))
        .await;
    assert_eq!(due, 0, "no deadline or AI move outlives the game");
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}

/// Each DM prompt carries the facts of its decision and, after the
/// player's first decision, what happened since (picks aside: between two
/// picks of one pot only other picks happen).
fn prompts_are_self_contained(t: &Table, prompts: &[(UserId, String, Vec<String>)]) {
    assert!(prompts.len() > 20, "{} prompts", prompts.len());
    let mut decided_before: Vec<UserId> = Vec::new();
    let place = en_with(
        "place-channel-in-server",
        &[
            ("channel", "nanuk".into()),
            ("server", "Arctic Club".into()),
        ],
    );
    for (user, text, verbs) in prompts {
        let has = |verb: &str| verbs.iter().any(|v| v == verb);
        assert_eq!(
            text.matches(place.as_str()).count(),
            1,
            "a prompt names where the game is played once, in its notification line: {text}"
        );
        let me = &t.names[t.players.iter().position(|p| p == user).unwrap()];
        if has("doom") {
            assert!(
                says(text, "fact-standing"),
                "a raise names the standing boast: {text}"
            );
            let standing = text.lines().find(|l| says(l, "fact-standing")).unwrap();
            assert!(
                t.names
                    .iter()
                    .any(|n| n != me && standing.contains(n.as_str())),
                "and who made it: {standing}"
            );
        }
        if has("s") || has("a") {
            assert!(
                text.contains(&en_start("fact-leaders")),
                "a side or ante prompt names both leaders: {text}"
            );
        }
        if has("c") || has("cm") {
            for key in ["fact-leaders", "fact-hunters", "fact-days"] {
                assert!(says(text, key), "a contribution prompt says {key}: {text}");
            }
        }
        if has("p") {
            for key in ["fact-pot", "fact-pick-order"] {
                assert!(
                    text.contains(&en_start(key)),
                    "a pick prompt says {key}: {text}"
                );
            }
        } else if decided_before.contains(user) {
            assert!(
                text.contains(&en("recap-title")),
                "a prompt after an earlier decision recaps what happened since: {text}"
            );
        }
        decided_before.push(*user);
    }
}

/// The results mention every player; each gets a DM of their own after
/// them (a new message: a notification); the game's last story line names
/// the winner.
async fn the_end_reaches_everyone(t: &Table, results: &Message, winners: &[nanuk::engine::Seat]) {
    for user in &t.players {
        assert!(
            results.content.contains(&format!("<@{}>", user.0)),
            "the results mention {user:?}: {}",
            results.content
        );
        let dm =
            t.d.wait_for("the end by DM", |d| {
                d.dm_messages(*user)
                    .into_iter()
                    .find(|m| m.content.starts_with(&en_start("notice-game-over")))
            })
            .await;
        assert!(dm.id > results.id, "posted after the results");
        let winner = &t.names[winners[0].0 as usize];
        assert!(
            dm.content.contains(winner.as_str()),
            "names the winner: {}",
            dm.content
        );
    }
    let last_story = t
        .game_messages()
        .into_iter()
        .filter(|m| !is_board(m) && m.id != results.id && m.channel != t.channel)
        .max_by_key(|m| m.id)
        .expect("a story");
    assert!(
        last_story.content.contains(&en_start("story-game-over")),
        "the thread's last message says who won: {}",
        last_story.content
    );
}

/// Each hunt's story opens with its round's header (boasts, leaders,
/// sides, cards given) and the picks are written down.
fn the_story_tells_each_round(t: &Table) {
    let stories: Vec<String> = t
        .game_messages()
        .iter()
        .filter(|m| !is_board(m))
        .map(|m| m.text())
        .collect();
    let hunts = stories
        .iter()
        .filter(|s| s.contains(&en_start("story-pool-revealed")))
        .count();
    let headers = stories
        .iter()
        .filter(|s| s.contains(&en_start("story-round-header")))
        .count();
    assert!(hunts > 0);
    assert_eq!(headers, hunts, "every hunt's story has its round's header");
    assert!(
        stories
            .iter()
            .any(|s| s.contains(&en_start("story-picks-ended"))
                || s.contains(&en_start("story-pot-taken"))),
        "who took what is written down"
    );
}

/// Slips the issue found in whole games' screens, on every message a
/// player of this game saw.
fn no_wording_slips(t: &Table) {
    let mut seen: Vec<Message> = t.game_messages();
    for user in &t.players {
        seen.extend(t.d.dm_messages(*user));
    }
    for m in seen {
        let text = m.text();
        for slip in ["!.", "**1** pts", "the game's channel"] {
            assert!(!text.contains(slip), "{slip:?} in: {text}");
        }
    }
}

/// Each prompt's recap against the public record: the k-th prompt a player
/// decided on is their k-th action in the log, and what the table did
/// between their previous action and it must be in the recap: every boast
/// of the round by others, in order, and who cried DOOMED! on whom.
fn recaps_match_the_record(
    t: &Table,
    prompts: &[(UserId, String, Vec<String>)],
    record: &nanuk::service::GameRecord,
) {
    use nanuk::discord::render::cards;
    use nanuk::discord::text::Locale;
    use nanuk::engine::Event;
    let l = Locale::SOURCE;
    let mut checked = 0;
    for (i, user) in t.players.iter().enumerate() {
        let own: Vec<usize> = record
            .log
            .iter()
            .enumerate()
            .filter(|(_, e)| {
                e.seat.map(|s| s.0 as usize) == Some(i) && e.by == Some(ActorKind::Player)
            })
            .map(|(k, _)| k)
            .collect();
        let mine: Vec<&String> = prompts
            .iter()
            .filter(|(u, _, _)| u == user)
            .map(|(_, text, _)| text)
            .collect();
        assert_eq!(
            mine.len(),
            own.len(),
            "one prompt per decision of {}",
            t.names[i]
        );
        for k in 1..own.len() {
            // The events after the previous decision (its own event first).
            let mut since: Vec<&Event> = record.log[own[k - 1]].events.iter().skip(1).collect();
            for entry in &record.log[own[k - 1] + 1..own[k]] {
                since.extend(entry.events.iter());
            }
            // This round's part: after the last new round in the range.
            let round_start = since
                .iter()
                .rposition(|e| matches!(e, Event::RoundStarted { .. }))
                .map_or(0, |p| p + 1);
            let this_round = &since[round_start..];
            let doom = this_round
                .iter()
                .rposition(|e| matches!(e, Event::Doomed { .. }));
            let boasts: Vec<String> = this_round[doom.map_or(0, |d| d + 1)..]
                .iter()
                .filter_map(|e| match e {
                    Event::Boasted { seat, boast } if seat.0 as usize != i => Some(format!(
                        "**{}** {}",
                        t.names[seat.0 as usize],
                        cards::boast(l, boast)
                    )),
                    _ => None,
                })
                .collect();
            let text = mine[k];
            if !boasts.is_empty() {
                let line = en_with("recap-boasts", &[("boasts", boasts.join(" → ").into())]);
                assert!(
                    text.contains(&line),
                    "the recap lists the boasts since: {line}\n{text}"
                );
                checked += 1;
            }
            if let Some(d) = doom
                && let Event::Doomed {
                    doom_leader,
                    hunt_leader,
                    target,
                } = this_round[d]
            {
                let line = en_with(
                    "recap-doomed",
                    &[
                        (
                            "doomer",
                            format!("**{}**", t.names[doom_leader.0 as usize]).into(),
                        ),
                        (
                            "hunter",
                            format!("**{}**", t.names[hunt_leader.0 as usize]).into(),
                        ),
                        ("target", cards::boast(l, target).into()),
                    ],
                );
                assert!(
                    text.contains(&line),
                    "the recap says who doomed: {line}\n{text}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 10, "{checked} recap lines checked");
}
