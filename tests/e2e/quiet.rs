//! Playing within Discord's budget: a press on a DM prompt is answered by
//! redrawing that message in the interaction callback (free of the global
//! rate limit), a game's board is redrawn at most once per interval, and
//! the channel gets the story of each hunt rather than a post per click.

use crate::support::words::{en, en_start, hand_title};
use crate::support::words::{says, tells_a_hunts_end};
use std::time::Duration;

use crate::harness::{Table, controls};
use crate::support::double::*;

/// Presses the first quick boast on `prompt` and returns the interaction.
async fn quick_boast(t: &Table, user: UserId, prompt: &Message) -> Interaction {
    let quick = controls(prompt)
        .into_iter()
        .find(|c| c.verb == "b")
        .expect("a quick boast");
    t.d.click(user, prompt, ButtonRef::CustomIdPrefix(quick.id))
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_on_a_dm_prompt_redraws_it_in_the_answer_and_nothing_else_touches_that_dm() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 0).await;
    let (boaster, prompt) = t.first_boast_prompt().await;
    // A player reads before pressing; the bot has noted its message by then.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let dm = t.d.dm_channel(boaster).expect("the boaster's DM");
    let before = t.d.requests().len();

    let press = quick_boast(&t, boaster, &prompt).await;
    // Redrawn in the callback, or (slow work on a loaded machine)
    // acknowledged and redrawn through the interaction's webhook: either
    // way outside the DM channel's and the token's budgets.
    let kind = press.initial_response().await.kind;
    assert!(
        matches!(
            kind,
            CallbackKind::UpdateMessage | CallbackKind::DeferredUpdate
        ),
        "the press is answered by redrawing the prompt: {kind:?}"
    );
    let redrawn = press.reply().await;
    assert_eq!(redrawn.id, prompt.id, "the prompt itself is redrawn");
    assert!(
        controls(&redrawn).is_empty(),
        "the answered prompt keeps no controls: {}",
        redrawn.text()
    );
    assert!(redrawn.contains(&hand_title()), "{}", redrawn.text());

    // The next boaster gets their prompt as a new DM; the board follows.
    t.wait_prompt("the next boaster's prompt", Some(boaster), |c| {
        c.verb == "b" || c.verb == "doom"
    })
    .await;
    t.board_showing("the board to show the boast", |b| {
        b.contains(&en("board-standing"))
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let dm_path = format!("/channels/{}/", dm.0);
    let on_the_dm: Vec<String> = t.d.requests()[before..]
        .iter()
        .filter(|r| r.path.contains(&dm_path))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        on_the_dm.is_empty(),
        "no edit, delete or post on the presser's DM besides the answer: {on_the_dm:?}"
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_is_redrawn_at_each_change_within_its_channels_limit() {
    // The token's budget is free here: the board follows every decision,
    // limited only by its channel's bucket (5 writes per 5 s).
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 0).await;
    let board = t.board().await;

    let (first, prompt) = t.first_boast_prompt().await;
    quick_boast(&t, first, &prompt)
        .await
        .initial_response()
        .await;
    t.board_showing("the board to show the first boast", |_| {
        t.boasts_on_board() == 1
    })
    .await;
    let (second, prompt) = t
        .wait_prompt("the second boast prompt", Some(first), |c| c.verb == "b")
        .await;
    quick_boast(&t, second, &prompt)
        .await
        .initial_response()
        .await;
    t.board_showing("the board to show both boasts", |_| {
        t.boasts_on_board() == 2
    })
    .await;
    let versions = t.d.history(board.id);
    assert!(versions.len() >= 3, "posted, then redrawn for each boast");
    for six in versions.windows(6) {
        assert!(
            six[5].at - six[0].at >= Duration::from_secs(5) - Duration::from_millis(100),
            "at most 5 writes per 5 s on the board's channel: {:?} .. {:?}",
            six[0].at,
            six[5].at
        );
    }
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_channel_gets_the_story_of_each_hunt_not_a_post_per_click() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = crate::players::Players::new(&t, game, crate::players::Style::default());
    players
        .play_until("the first hunt's end", Duration::from_secs(120), |t| {
            t.game_messages()
                .iter()
                .any(|m| tells_a_hunts_end(&m.text()))
        })
        .await;
    let posts: Vec<String> = t.game_messages().iter().map(|m| m.text()).collect();
    // A new round's start may close the story that ends the last one.
    let ends_a_round =
        |p: &String| tells_a_hunts_end(p) || p.contains(&en_start("story-picks-ended"));
    assert!(
        posts
            .iter()
            .all(|p| !says(p, "story-round-started") || ends_a_round(p)),
        "a round's start is told only with the end of the one before: {posts:#?}"
    );
    for key in [
        "story-boasted",
        "story-doomed",
        "story-side-declared",
        "story-sides-revealed",
    ] {
        assert!(
            posts.iter().all(|p| !says(p, key)),
            "nothing per click ({key:?}) is posted: {posts:#?}"
        );
    }
    // The story: the post that tells how the hunt ended.
    let story = posts
        .iter()
        .find(|p| tells_a_hunts_end(p))
        .expect("the hunt's story");
    assert!(
        says(&story.to_string(), "story-pool-revealed"),
        "the story tells the hunt from its pool: {story}"
    );
    t.d.assert_no_violations().await;
}
