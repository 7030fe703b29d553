//! The game clock through Discord (issue 29): `/nanuk start` with a clock,
//! the lobby saying so, and the board showing every player's bank, the
//! running ones as a countdown.

use serde_json::json;

use crate::harness::{Table, is_board};
use crate::players::{Players, Style};
use crate::support::words::{en, en_start, en_with};
use std::time::Duration;

/// Long enough for a slow machine running the whole suite.
const PATIENCE: Duration = Duration::from_secs(60);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_shows_each_players_time_bank() {
    let t = Table::new(3).await;
    let lobby = t
        .open_lobby(&[
            ("clock", json!("3 days")),
            ("clock_increment", json!("1 hour")),
        ])
        .await;
    let duration = |key: &str, count: u64| en_with(key, &[("count", count.into())]);
    assert!(
        lobby.contains(&en_with(
            "clock-lobby",
            &[
                ("bank", duration("duration-days", 3).into()),
                ("increment", duration("duration-hours", 1).into()),
            ]
        )),
        "{}",
        lobby.text()
    );
    let game = t.fill_and_start(&lobby, 2).await;

    // Every player's bank is on the board; those the game waits for count
    // down (a Discord timestamp), the others say what is left.
    let line_of = |m: &crate::support::double::Message| {
        m.text()
            .lines()
            .find(|l| l.starts_with(&en_start("clock-board")))
            .map(str::to_string)
    };
    let names = |line: &str| t.players.iter().all(|p| line.contains(&t.name(*p)));
    let stopped = en_with(
        "clock-short-days",
        &[("days", 3.into()), ("hours", 0.into())],
    );
    let first =
        t.d.wait_for_within("the board with the time banks", PATIENCE, |d| {
            d.messages_with_threads(t.channel)
                .into_iter()
                .rev()
                .find(is_board)
                .and_then(|m| line_of(&m))
                .filter(|l| names(l) && l.contains(":R>"))
        })
        .await;

    // A player decides: their clock stops (3 days, less the seconds spent,
    // plus the hour), and the board says what is left.
    let mut p = Players::new(&t, game, Style::default());
    let start = std::time::Instant::now();
    while !p.step().await {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no decision to make"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(p.tally.refusals.is_empty(), "{:?}", p.tally.refusals);
    // The prompt it was made from said when the player's clock runs out.
    let (_, prompt, _) = p.tally.prompts.first().expect("a DM prompt");
    let clock_line = prompt
        .lines()
        .find(|l| l.starts_with(&en_start("clock-prompt")))
        .unwrap_or_else(|| panic!("the prompt shows the clock: {prompt}"));
    assert!(
        clock_line.contains(":R>"),
        "a counting-down time: {clock_line}"
    );
    t.d.wait_for_within("the board redrawn with the banks", PATIENCE, |d| {
        d.messages_with_threads(t.channel)
            .into_iter()
            .rev()
            .find(is_board)
            .and_then(|m| line_of(&m))
            // The decider's clock stopped; unless the AI seats' moves
            // that followed started a choice for everyone at once, its bank
            // shows what is left.
            .filter(|l| {
                *l != first && names(l) && (l.contains(&stopped) || l.matches(":R>").count() == 3)
            })
    })
    .await;

    // A running game's clock cannot be changed.
    let refused =
        t.d.slash(
            t.players[0],
            t.channel,
            "nanuk clock",
            &[("bank", json!("1 day"))],
        )
        .await
        .reply()
        .await;
    assert!(
        refused.ephemeral() && refused.contains(&en("refusal-already-started")),
        "{}",
        refused.text()
    );
    t.d.assert_no_violations().await;
}
