//! Storage faults under the service, on a real SQLite file in a
//! size-capped tmpfs: a write that did not commit is never reported done,
//! the store's write connection recovers by itself when writes succeed
//! again, and nothing acknowledged is lost.

use super::harness::{T0, next_move, started};
use crate::support::scratch_disk::ScratchDisk;
use nanuk::service::{GameId, GameService, ManualClock, ServiceError};
use nanuk::store::Store;
use sqlx::ConnectOptions;
use std::path::Path;
use std::sync::Arc;

/// The game's (version, action count, logged actions) as a connection of
/// its own reads them: the truth on disk, not the bot's pools.
async fn on_disk(db: &Path, id: GameId) -> (u64, u64, u64) {
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(db)
        .connect()
        .await
        .expect("open the database");
    let (version, count): (i64, i64) =
        sqlx::query_as("SELECT version, action_count FROM games WHERE id = $1")
            .bind(id.0)
            .fetch_one(&mut conn)
            .await
            .expect("the game row");
    let logged: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM actions WHERE game_id = $1")
        .bind(id.0)
        .fetch_one(&mut conn)
        .await
        .expect("count actions");
    (version as u64, count as u64, logged as u64)
}

async fn service_at(db: &Path) -> GameService {
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .expect("store opens");
    GameService::new(store, Arc::new(ManualClock::new(T0)), 64)
}

/// One human move: `Ok(version)` when the service said done.
async fn one_move(svc: &GameService, id: GameId) -> Result<u64, ServiceError> {
    let (user, token, action) = next_move(svc, id).await.expect("a move to play");
    svc.act(id, user, action, Some(token), None)
        .await
        .map(|o| o.version)
}

/// Every answer "done" is on disk at once; every refusal is the storage
/// sentence and leaves the disk as it was.
async fn checked_move(svc: &GameService, db: &Path, id: GameId) -> bool {
    let before = on_disk(db, id).await;
    match one_move(svc, id).await {
        Ok(version) => {
            let after = on_disk(db, id).await;
            assert_eq!(after.0, version, "acknowledged but not on disk");
            assert_eq!(after.1, after.2, "the log holds every counted action");
            assert!(after.1 > before.1);
            true
        }
        Err(e @ ServiceError::Unsaved(_)) => {
            // The player reads "nothing was saved".
            assert_eq!(
                nanuk::discord::text::refusal::refusal(nanuk::discord::text::Locale::SOURCE, &e),
                nanuk::discord::text::message(
                    nanuk::discord::text::Locale::SOURCE,
                    "refusal-unavailable",
                    None
                ),
            );
            assert_eq!(on_disk(db, id).await, before, "a refusal changed the disk");
            false
        }
        Err(e) => panic!("unexpected refusal: {e:?}"),
    }
}

#[tokio::test]
async fn a_full_disk_refuses_moves_and_play_resumes_when_space_comes_back() {
    let Some(disk) = ScratchDisk::mount(3 * 1024) else {
        return;
    };
    let db = disk.file("nanuk.db");
    let svc = service_at(&db).await;
    let id = started(&svc, 5, 0).await;
    for _ in 0..3 {
        assert!(checked_move(&svc, &db, id).await);
    }

    disk.fill();
    // SQLite reuses its log file, so a few small commits may still fit;
    // then one needs a new block and fails.
    let mut refused = 0;
    for _ in 0..400 {
        if !checked_move(&svc, &db, id).await {
            refused += 1;
            if refused == 5 {
                break;
            }
        }
    }
    assert_eq!(refused, 5, "the full disk never refused a move");
    assert!(svc.store().writes_failing());
    // What the service shows is what is on disk (the failed state is not
    // kept in memory).
    let table = svc.table(id).await.expect("table");
    assert_eq!(table.info.version, on_disk(&db, id).await.0);

    disk.free();
    // The very next move is saved: no restart, no waiting.
    assert!(
        checked_move(&svc, &db, id).await,
        "no recovery once space is back"
    );
    assert!(!svc.store().writes_failing());
    for _ in 0..20 {
        assert!(checked_move(&svc, &db, id).await);
    }
    let report = svc.verify_all().await.expect("verify");
    assert!(report.ok(), "{:?}", report.failed);
}

#[tokio::test]
async fn a_moved_database_file_refuses_moves_and_play_resumes_when_it_is_back() {
    let Some(disk) = ScratchDisk::mount(8 * 1024) else {
        return;
    };
    let db = disk.file("nanuk.db");
    let svc = service_at(&db).await;
    let id = started(&svc, 5, 0).await;
    assert!(checked_move(&svc, &db, id).await);
    let acknowledged = on_disk(&db, id).await;

    let (user, token, action) = next_move(&svc, id).await.expect("a move");
    let away = disk.file("moved.db");
    std::fs::rename(&db, &away).expect("move the file away");
    for i in 0..3 {
        let r = svc.act(id, user, action.clone(), Some(token), None).await;
        match r {
            Err(ServiceError::Unsaved(_)) => {}
            // After the first, the game is reloaded, which may need a new
            // read connection, and the file is not there to open.
            Err(ServiceError::Store(_)) if i > 0 => {}
            r => panic!("{r:?}"),
        }
    }
    assert!(!db.exists(), "an empty database was created in its place");
    std::fs::rename(&away, &db).expect("move the file back");
    assert_eq!(on_disk(&db, id).await, acknowledged);

    assert!(
        checked_move(&svc, &db, id).await,
        "no recovery once the file is back"
    );
    for _ in 0..5 {
        assert!(checked_move(&svc, &db, id).await);
    }
    let report = svc.verify_all().await.expect("verify");
    assert!(report.ok(), "{:?}", report.failed);
}

#[tokio::test]
async fn a_removed_database_file_refuses_every_move_and_is_not_recreated_empty() {
    let Some(disk) = ScratchDisk::mount(8 * 1024) else {
        return;
    };
    let db = disk.file("nanuk.db");
    let svc = service_at(&db).await;
    let id = started(&svc, 5, 0).await;
    assert!(checked_move(&svc, &db, id).await);

    let (user, token, action) = next_move(&svc, id).await.expect("a move");
    std::fs::remove_file(&db).expect("remove the database");
    let r = svc.act(id, user, action.clone(), Some(token), None).await;
    let Err(e @ ServiceError::Unsaved(_)) = r else {
        panic!("{r:?}")
    };
    // The player reads "nothing was saved".
    assert_eq!(
        nanuk::discord::text::refusal::refusal(nanuk::discord::text::Locale::SOURCE, &e),
        nanuk::discord::text::message(
            nanuk::discord::text::Locale::SOURCE,
            "refusal-unavailable",
            None
        ),
    );
    // The game is reloaded for the next try: from a read connection still
    // open on the removed file (then refused again), or a new one, which
    // cannot open it.
    for _ in 0..2 {
        let r = svc.act(id, user, action.clone(), Some(token), None).await;
        assert!(
            matches!(r, Err(ServiceError::Unsaved(_) | ServiceError::Store(_))),
            "{r:?}"
        );
    }
    assert!(svc.store().writes_failing());
    assert!(!db.exists(), "an empty database was created in its place");
}
