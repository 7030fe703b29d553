//! Secret choices stay out of the bot's log: a whole game played at
//! `RUST_LOG=trace` leaves no side, ante or contribution of any seat in it.

use std::time::Duration;

use crate::harness::Table;
use crate::players::{Players, Style};

/// Where a line shows a secret choice: a component id with its payload
/// (`nk:{game}:{token}:s:hunt`, `...:a:{card}`, `...:c:{cards}`) or an
/// action's Debug form.
fn secret_in(line: &str) -> Option<&'static str> {
    for debug in ["Side(Hunt)", "Side(Doom)", "Ante(", "Contribute("] {
        if line.contains(debug) {
            return Some(debug);
        }
    }
    let mut rest = line;
    while let Some(at) = rest.find("nk:") {
        let parts: Vec<&str> = rest[at..].splitn(6, ':').collect();
        if let [_, game, token, verb, args, ..] = parts.as_slice()
            && game.chars().all(|c| c.is_ascii_digit())
            && token.chars().all(|c| c.is_ascii_digit())
            && ["s", "a", "c"].contains(verb)
            && !args.is_empty()
        {
            return Some("a secret control's payload");
        }
        rest = &rest[at + 3..];
    }
    None
}

#[test]
fn the_scanner_finds_what_it_looks_for() {
    assert!(secret_in("control=nk:3:17:s:hunt user=9").is_some());
    assert!(secret_in("custom_id=nk:3:17:c:deer,seal2").is_some());
    assert!(secret_in("action=Ante(Seal)").is_some());
    assert!(secret_in("control=nk:3:17:s user=9").is_none());
    assert!(
        secret_in("control=nk:3:17:b:4:deer:2").is_none(),
        "boasts are public"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_at_trace_logs_no_secret_choice() {
    let t = Table::with_settings(2, &[("RUST_LOG", "trace")]).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 3).await;
    let style = Style {
        menu_contribution_once: true,
        ..Style::default()
    };
    let mut players = Players::new(&t, game, style);
    players.play_to_end(Duration::from_secs(240)).await;
    t.final_record(Duration::from_secs(10)).await;
    let secret_presses: usize = t
        .players
        .iter()
        .map(|&p| {
            ["s", "a", "c"]
                .iter()
                .map(|v| players.tally.count(p, v))
                .sum::<usize>()
        })
        .sum();
    assert!(secret_presses > 0, "the players made secret choices");
    let log = t.bot().output();
    // The search ran over a real trace log that logged the presses.
    assert!(log.contains(" TRACE "), "a trace log");
    assert!(
        log.contains("component press"),
        "presses are logged (their verb)"
    );
    for line in log.lines() {
        if let Some(what) = secret_in(line) {
            panic!("the log shows {what}: {line}");
        }
    }
    t.d.assert_no_violations().await;
}
