//! Reminders come by DM (one listing every game waiting on the player);
//! "you are the last one", turn timeouts and returns are short channel
//! messages.

use super::harness::*;
use crate::support::words::{en, en_start, en_with};
use nanuk::engine::{Action, PhaseView};
use nanuk::service::{GameId, GameOptions};

fn options() -> GameOptions {
    GameOptions {
        reminder_secs: Some(60),
        turn_timeout_secs: Some(600),
        ..GameOptions::default()
    }
}

async fn waiting(t: &Rig, game: GameId) -> Vec<u64> {
    let table = t.svc.table(game).await.unwrap();
    table.waiting_for().iter().filter_map(|s| s.user).collect()
}

#[tokio::test]
async fn reminders_timeouts_and_returns_are_announced() {
    let t = Rig::new(5).await;
    let (game, _) = t.started(5, 0, options()).await;
    t.drain().await;

    // The first boaster is reminded by DM: which game, what it waits for.
    let first = waiting(&t, game).await;
    assert_eq!(first.len(), 1);
    let posts = t.texts().len();
    t.clock.advance_secs(61);
    assert_eq!(t.svc.fire_due().await.unwrap().len(), 1);
    t.drain().await;
    assert_eq!(t.texts().len(), posts, "nothing in the channel");
    let n = t.users.iter().position(|u| u.0 == first[0]).unwrap();
    let reminder = t.d.dm_messages(t.users[n]).last().unwrap().text();
    let head = en_with("reminder-head", &[("count", 1.into())]);
    assert!(reminder.starts_with(&head), "{reminder}");
    assert!(reminder.contains(&format!("#{game}")), "{reminder}");
    assert!(reminder.contains(&en("waits-your-boast")), "{reminder}");

    // Secret sides: the last one the hunt waits for is told so.
    loop {
        let table = t.svc.table(game).await.unwrap();
        let phase = &table.public.as_ref().unwrap().phase;
        if matches!(phase, PhaseView::ChoosingSides { next: None })
            && waiting(&t, game).await.len() == 1
        {
            break;
        }
        t.play_one(game).await.expect("a decision");
    }
    t.drain().await;
    let last = waiting(&t, game).await[0];
    t.clock.advance_secs(61);
    t.svc.fire_due().await.unwrap();
    t.drain().await;
    let reminder = t.texts().last().cloned().unwrap();
    // The channel's mention: what to decide, that they are the last one,
    // and where.
    let mention = format!("<@{last}>");
    let said = en_with(
        "notice-reminder",
        &[
            ("mention", mention.as_str().into()),
            ("decision", "side".into()),
            ("last", "yes".into()),
            ("place", "dm".into()),
        ],
    );
    assert_eq!(reminder, said);

    // Out of time: the AI plays the seat, the channel and the board say so.
    t.clock.advance_secs(600);
    t.svc.fire_due().await.unwrap();
    t.drain().await;
    let timed_out = t
        .texts()
        .into_iter()
        .find(|m| *m == en_with("notice-timed-out", &[("who", format!("<@{last}>").into())]))
        .expect("a timeout notice");
    assert!(timed_out.contains(&format!("<@{last}>")));
    let n = t.users.iter().position(|u| u.0 == last).unwrap();
    assert!(
        t.board(game)
            .await
            .contains(&format!("The AI plays for P{n}"))
    );
    // Their DM hand stays live so they can take the seat back.
    assert!(!t.dm_hand(n).components.is_empty());

    // Acting takes it back (even when the action itself is refused).
    let _ = t.svc.act(game, last, Action::Doom, None, None).await;
    t.drain().await;
    assert!(
        t.texts()
            .last()
            .unwrap()
            .contains(&format!("**P{n}** is back"))
    );
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_reminder_for_a_decision_already_made_is_not_posted() {
    let t = Rig::new(5).await;
    let (game, _) = t.started(5, 0, options()).await;
    t.drain().await;
    let before = t.texts().len();
    t.clock.advance_secs(61);
    assert_eq!(t.svc.fire_due().await.unwrap().len(), 1);
    // The player decides before the reminder goes out.
    let outcome = t.play_one(game).await.expect("a decision");
    t.drain().await;
    let table = t.svc.table(game).await.unwrap();
    let announced = announced(&table, &outcome.events).len();
    assert_eq!(t.texts().len(), before + usize::from(announced > 0));
    let reminder = en_start("notice-reminder");
    assert!(!t.texts().iter().any(|m| m.starts_with(&reminder)));
    for user in &t.users {
        assert!(
            t.d.dm_messages(*user)
                .iter()
                .all(|m| !m.content.starts_with('⏰')),
            "no reminder by DM either"
        );
    }
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}
