//! Ratings through Discord: a finished game changes them, and
//! `/nanuk leaderboard` pages through them.

use crate::support::words::{en, en_with};
use std::time::Duration;

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::support::double::{ButtonRef, CallbackKind};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_changes_the_ratings_shown_on_the_paged_leaderboard() {
    let t = Table::new(3).await;
    let before =
        t.d.slash(t.players[1], t.channel, "nanuk leaderboard", &[])
            .await
            .reply()
            .await;
    assert!(
        before.contains(&en("leaderboard-none")),
        "{}",
        before.text()
    );

    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    let result = record.result.expect("a result");

    // Every player's rating moved from the starting 25 ± 8.3.
    for (i, &p) in t.players.iter().enumerate() {
        let stats =
            t.d.slash(
                t.players[0],
                t.channel,
                "nanuk stats",
                &[("player", p.0.into())],
            )
            .await
            .reply()
            .await;
        assert!(stats.contains("📈 Rating **"), "{}", stats.text());
        assert!(!stats.contains("Rating **25.0** ± 8.3"), "{}", stats.text());
        assert!(
            stats.contains(&format!("**{}**: 1 game,", t.names[i])),
            "{}",
            stats.text()
        );
    }

    // Ten better players from elsewhere push ours to page 2.
    for n in 0..10 {
        t.sql(&format!(
            "INSERT INTO ratings (guild_id, subject, user_id, mu, sigma, games, updated_at) \
             VALUES ({}, 'user:{}', {}, 40.0, 1.0, 5, 0)",
            t.guild.0,
            900 + n,
            900 + n
        ))
        .await;
    }
    let first =
        t.d.slash(t.players[1], t.channel, "nanuk leaderboard", &[])
            .await
            .reply()
            .await;
    assert!(
        !first.ephemeral(),
        "the leaderboard is shared in the channel"
    );
    assert!(
        first.contains(&en_with(
            "leaderboard-page",
            &[("page", 1.into()), ("pages", 2.into())]
        )),
        "{}",
        first.text()
    );
    assert!(
        first.contains("<@900>") && first.contains("**10.** <@"),
        "{}",
        first.text()
    );
    assert!(
        !first.contains(&format!("<@{}>", t.players[0].0)),
        "{}",
        first.text()
    );
    assert!(
        first.contains(&en("leaderboard-stand-in-rule")),
        "{}",
        first.text()
    );

    let next =
        t.d.click(
            t.players[0],
            &first,
            ButtonRef::CustomIdPrefix("nkboard:1:".into()),
        )
        .await;
    assert_eq!(
        next.initial_response().await.kind,
        CallbackKind::UpdateMessage
    );
    let second = next.reply().await;
    assert!(
        second.contains(&en_with(
            "leaderboard-page",
            &[("page", 2.into()), ("pages", 2.into())]
        )),
        "{}",
        second.text()
    );
    // Our players come after the ten, the best scorer first.
    let score = |i: usize| result.totals[i].1;
    let best = (0..t.players.len()).max_by_key(|&i| score(i)).unwrap();
    let winner = t.players[best].0;
    let clear_winner = (0..t.players.len()).all(|i| i == best || score(i) < score(best));
    if clear_winner {
        assert!(
            second.contains(&crate::support::words::en_prefix(
                "leaderboard-row",
                &[("place", 11.into()), ("user", winner.to_string().into())]
            )),
            "{}",
            second.text()
        );
    }
    for &p in &t.players {
        assert!(second.contains(&format!("<@{}>", p.0)), "{}", second.text());
    }

    let back =
        t.d.click(
            t.players[0],
            &second,
            ButtonRef::CustomIdPrefix("nkboard:0:".into()),
        )
        .await;
    assert_eq!(
        back.initial_response().await.kind,
        CallbackKind::UpdateMessage
    );
    assert!(back.reply().await.contains(&en_with(
        "leaderboard-page",
        &[("page", 1.into()), ("pages", 2.into())]
    )));

    // The others leave: an old "Next" to page 2 shows the last page, 1.
    t.sql("DELETE FROM ratings WHERE user_id >= 900 AND user_id < 910")
        .await;
    let stale = t.d.click_stale(t.players[0], &first, "Next").await;
    let last = stale.reply().await;
    assert!(
        last.contains(&en_with(
            "leaderboard-page",
            &[("page", 1.into()), ("pages", 1.into())]
        )),
        "{}",
        last.text()
    );
    if clear_winner {
        assert!(
            last.contains(&format!("**1.** <@{winner}>")),
            "{}",
            last.text()
        );
    }
    seasons(&t, winner).await;
    t.d.assert_no_violations().await;
}

/// A manager closes season 0 (its final ladder is posted in the channel)
/// and opens season 1, where nobody is rated yet; the all-time ladder and
/// season 0's stay, and their buttons page their own ladder.
async fn seasons(t: &Table, someone: u64) {
    let player = t.players[0];
    let refused =
        t.d.slash(
            player,
            t.channel,
            "nanuk season start",
            &[("name", "Spring".into())],
        )
        .await
        .reply()
        .await;
    assert!(refused.ephemeral(), "a player may not start a season");
    let manager = t.d.create_user("Manager");
    t.d.add_member(t.guild, manager);
    t.d.add_manager(t.guild, manager);
    let started =
        t.d.slash(
            manager,
            t.channel,
            "nanuk season start",
            &[("name", "Spring".into())],
        )
        .await
        .reply()
        .await;
    assert!(
        !started.ephemeral(),
        "the new season is said in the channel"
    );
    assert!(
        started.contains("Spring") && started.contains(&format!("<@{someone}>")),
        "season 0's final ladder: {}",
        started.text()
    );

    let season = |options: Vec<(&'static str, serde_json::Value)>| async move {
        t.d.slash(player, t.channel, "nanuk leaderboard", &options)
            .await
            .reply()
            .await
    };
    let current = season(vec![]).await;
    assert!(
        current.contains("Spring") && !current.contains("<@"),
        "nobody is rated in the new season: {}",
        current.text()
    );
    let all_time = season(vec![("all_time", true.into())]).await;
    assert!(
        all_time.contains(&format!("<@{someone}>")),
        "{}",
        all_time.text()
    );
    let zero = season(vec![("season", 0.into())]).await;
    assert!(zero.contains(&format!("<@{someone}>")), "{}", zero.text());
    let missing = season(vec![("season", 7.into())]).await;
    assert!(
        missing.ephemeral() && !missing.contains("<@"),
        "{}",
        missing.text()
    );
    // Season 0's buttons page season 0, not the season open now.
    let ids: Vec<String> = zero
        .buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .collect();
    assert!(
        ids.len() == 2 && ids.iter().all(|id| id.ends_with(":s0")),
        "{ids:?}"
    );

    let stats =
        t.d.slash(
            player,
            t.channel,
            "nanuk stats",
            &[("player", someone.into())],
        )
        .await
        .reply()
        .await;
    assert!(
        stats.contains("📈") && stats.contains("🏁"),
        "all-time rating and the season's line: {}",
        stats.text()
    );
}
