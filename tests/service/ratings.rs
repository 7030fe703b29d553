//! Ratings: updated in the commit that ends a game, and rebuilt from the
//! stored games exactly.

use super::harness::*;
use nanuk::engine::AiLevel;
use nanuk::rating::{self, SeatFacts, Subject};
use std::collections::HashMap;
use std::process::Command;

on_both! {
async fn a_finished_game_updates_every_rating_once(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = started(&svc, 3, 2).await;
    play_to_end(&svc, id).await;

    // What the crate gives for this game's scores, from nothing.
    let game = &svc.history(GUILD, 5).await.unwrap()[0];
    assert_eq!(game.id, id);
    let facts: Vec<SeatFacts> = game
        .seats
        .iter()
        .map(|s| SeatFacts {
            user: s.user,
            level: AiLevel::Normal,
            score: s.score,
            own_decisions: 1,
            stand_in_decisions: 0,
        })
        .collect();
    let expected = rating::update(&rating::participants(&facts).unwrap(), &HashMap::new());
    assert_eq!(expected.len(), 4);
    for (subject, r) in &expected {
        let stored = svc.store().rating_of(GUILD, nanuk::store::RatingScope::AllTime, *subject).await.unwrap().unwrap();
        assert_eq!((stored.rating, stored.games), (*r, 1), "{subject:?}");
    }
    let me = svc.rating(GUILD, player(0).user).await.unwrap().unwrap();
    assert_eq!(me.rating, expected[&Subject::User(player(0).user)]);
    // Another server's ratings are its own.
    assert_eq!(svc.rating(GUILD + 1, player(0).user).await.unwrap(), None);
}
}

on_both! {
async fn games_with_fewer_than_two_humans_are_not_rated(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = started(&svc, 1, 4).await;
    play_to_end(&svc, id).await;
    assert!(svc.store().all_ratings().await.unwrap().is_empty());
}
}

on_both! {
async fn a_seat_a_stand_in_mostly_played_does_not_count_for_its_player(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = started(&svc, 5, 0).await;
    // Kicked before their first decision: the stand-in made all of them.
    svc.kick(id, &player(0), player(2).user).await.unwrap();
    play_to_end(&svc, id).await;
    assert_eq!(svc.rating(GUILD, player(2).user).await.unwrap(), None);
    assert!(svc.rating(GUILD, player(0).user).await.unwrap().is_some());
    assert!(svc.rating(GUILD, player(1).user).await.unwrap().is_some());
}
}

on_both! {
async fn rebuilding_gives_exactly_the_stored_ratings(db: TestDb) {
    let (svc, clock) = db.service().await;
    // Games in two channels and two orders of players, so order matters.
    for (n, (humans, ais)) in [(3, 2), (5, 0), (2, 3), (4, 1)].into_iter().enumerate() {
        let id = started_in(&svc, CHANNEL + n as u64, humans, ais, Default::default()).await;
        play_to_end(&svc, id).await;
        clock.advance_secs(60);
    }
    let stored = svc.store().all_ratings().await.unwrap();
    assert!(stored.iter().any(|(_, r)| r.games == 4), "{stored:?}");

    assert_eq!(svc.rebuild_ratings().await.unwrap(), 4);
    assert_eq!(svc.store().all_ratings().await.unwrap(), stored);

    // And through the command line, on a restarted store.
    db.execute("UPDATE ratings SET mu = 0", &[]).await;
    let out = Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["--database-url", &db.url(), "ratings", "rebuild"])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "ratings rebuilt from 4 rated games"
    );
    assert_eq!(db.store().await.all_ratings().await.unwrap(), stored);
}
}

on_both! {
async fn ai_seats_are_rated_by_their_level(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), Default::default())
        .await
        .unwrap()
        .game;
    for n in 1..3 {
        svc.join(id, &player(n)).await.unwrap();
    }
    svc.add_ai_at(id, &player(0), AiLevel::Easy).await.unwrap();
    svc.add_ai_at(id, &player(0), AiLevel::Normal).await.unwrap();
    svc.start(id, &player(0)).await.unwrap();
    play_to_end(&svc, id).await;
    for level in [AiLevel::Easy, AiLevel::Normal] {
        let stored = svc.store().rating_of(GUILD, nanuk::store::RatingScope::AllTime, Subject::Ai(level)).await.unwrap();
        assert_eq!(stored.map(|s| s.games), Some(1), "{level:?}");
    }
    let strong = svc.store().rating_of(GUILD, nanuk::store::RatingScope::AllTime, Subject::Ai(AiLevel::Strong)).await.unwrap();
    assert_eq!(strong, None, "no strong seat played");
}
}

on_both! {
async fn seasons_keep_their_own_ladders_and_rebuild_to_the_same(db: TestDb) {
    use nanuk::service::{Actor, Ladder, ServiceError};
    let (svc, clock) = db.service().await;
    let admin = Actor::new(9_999, "Mod").admin();
    // Before any season: season 0 is all time.
    let first = started(&svc, 3, 2).await;
    play_to_end(&svc, first).await;
    let all = svc.leaderboard(GUILD, 0).await.unwrap();
    let current = svc.leaderboard_of(GUILD, Ladder::Current, 0).await.unwrap();
    assert_eq!((current.rows.clone(), current.latest_season), (all.rows.clone(), 0));
    assert_eq!(all.rows.len(), 3);
    assert!(matches!(
        svc.leaderboard_of(GUILD, Ladder::Season(1), 0).await,
        Err(ServiceError::NoSuchSeason { asked: 1, latest: 0 })
    ));

    // Only Manage Server starts a season.
    assert!(matches!(
        svc.start_season(GUILD, &player(0), "Spring").await,
        Err(ServiceError::NotAdmin)
    ));
    // A game running across the start counts for the season it ends in.
    let across = started_in(&svc, CHANNEL + 1, 2, 3, Default::default()).await;
    clock.advance_secs(60);
    let started = svc.start_season(GUILD, &admin, "Spring").await.unwrap();
    assert_eq!((started.closed.number, started.opened.number), (0, 1));
    assert_eq!(started.opened.name, "Spring");
    assert_eq!(started.final_board.rows, all.rows, "season 0's final leaderboard");
    assert_eq!(started.final_board.season.as_ref().map(|s| s.number), Some(0));
    assert!(svc.leaderboard_of(GUILD, Ladder::Current, 0).await.unwrap().rows.is_empty());
    clock.advance_secs(60);
    play_to_end(&svc, across).await;
    let spring = svc.leaderboard_of(GUILD, Ladder::Season(1), 0).await.unwrap();
    assert_eq!(spring.rows.len(), 2, "only the game that ended in it");
    // In a fresh season everyone starts again: a player's season rating
    // differs from their all-time one, which kept counting.
    let p0_all = svc.rating(GUILD, player(0).user).await.unwrap().unwrap();
    let p0_spring = svc
        .rating_in(GUILD, Ladder::Season(1), player(0).user)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((p0_all.games, p0_spring.games), (2, 1));
    assert_ne!(p0_all.rating, p0_spring.rating);
    // Season 0 is closed as it was.
    let zero = svc.leaderboard_of(GUILD, Ladder::Season(0), 0).await.unwrap();
    assert_eq!((zero.rows, zero.latest_season), (all.rows, 1));
    assert!(matches!(
        svc.leaderboard_of(GUILD, Ladder::Season(2), 0).await,
        Err(ServiceError::NoSuchSeason { asked: 2, latest: 1 })
    ));
    // Another server has no season.
    assert_eq!(svc.seasons(GUILD + 1).await.unwrap().len(), 1);
    assert_eq!(svc.seasons(GUILD).await.unwrap().len(), 2);

    // A rebuild gives the same figures, season by season.
    let before = (
        svc.store().all_ratings().await.unwrap(),
        svc.store().all_season_ratings().await.unwrap(),
    );
    svc.rebuild_ratings().await.unwrap();
    let after = (
        svc.store().all_ratings().await.unwrap(),
        svc.store().all_season_ratings().await.unwrap(),
    );
    assert_eq!(before, after);
    assert!(before.1.iter().any(|(_, season, _)| *season == 1));
}
}
