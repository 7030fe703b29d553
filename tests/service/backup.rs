//! `nanuk backup` and `nanuk restore` (issue 28) on real SQLite files:
//! a checked copy of a live database, and every refusal leaving nothing
//! changed and nothing behind.

use super::harness::*;
use crate::support::scratch_disk::ScratchDisk;
use nanuk::store::FileLock;
use sqlx::ConnectOptions;
use std::path::{Path, PathBuf};
use std::process::Command;

fn nanuk(url: &str, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .arg("--database-url")
        .arg(url)
        .args(args)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn url_of(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read the directory")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Players' actions in a database file, read on a connection of our own.
async fn actions_in(db: &Path) -> i64 {
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(db)
        .connect()
        .await
        .expect("open");
    let n = sqlx::query_scalar("SELECT COUNT(*) FROM actions")
        .fetch_one(&mut conn)
        .await
        .expect("count");
    sqlx::Connection::close(conn).await.ok();
    n
}

/// A SQLite database with a finished and a running game; returns its
/// path (the service is closed, as a stopped bot's).
async fn database_with_games(db: &TestDb) -> PathBuf {
    let (svc, _clock) = db.service().await;
    let done = started(&svc, 4, 1).await;
    play_to_end(&svc, done).await;
    let running = started_in(&svc, CHANNEL + 1, 5, 0, Default::default()).await;
    for _ in 0..6 {
        play_one(&svc, running).await.expect("a move");
    }
    svc.store().close().await;
    let TestDb::Sqlite(opts, _) = db else {
        unreachable!()
    };
    opts.get_filename().to_path_buf()
}

#[tokio::test]
async fn a_backup_is_checked_never_overwrites_and_postgresql_is_sent_to_pg_dump() {
    let db = TestDb::sqlite();
    let path = database_with_games(&db).await;
    let out_dir = tempfile::tempdir().unwrap();
    let backup = out_dir.path().join("nanuk-backup.db");

    let (ok, stdout, stderr) = nanuk(&db.url(), &["backup", backup.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("backup written to"), "{stdout}");
    assert!(stdout.contains("2 games checked, 0 differ"), "{stdout}");
    assert_eq!(
        names_in(out_dir.path()),
        ["nanuk-backup.db"],
        "nothing else left"
    );
    assert_eq!(actions_in(&backup).await, actions_in(&path).await);

    // An existing file is never replaced.
    let before = std::fs::read(&backup).unwrap();
    let (ok, _, stderr) = nanuk(&db.url(), &["backup", backup.to_str().unwrap()]);
    assert!(!ok);
    assert!(stderr.contains("already exists"), "{stderr}");
    assert_eq!(std::fs::read(&backup).unwrap(), before);

    // A directory that is not there.
    let nowhere = out_dir.path().join("missing").join("b.db");
    let (ok, _, stderr) = nanuk(&db.url(), &["backup", nowhere.to_str().unwrap()]);
    assert!(!ok);
    assert!(stderr.contains("does not exist"), "{stderr}");

    // A mistyped database is not created to be backed up.
    let typo = out_dir.path().join("nanuk-typo.db");
    let other = out_dir.path().join("other.db");
    let (ok, _, stderr) = nanuk(&url_of(&typo), &["backup", other.to_str().unwrap()]);
    assert!(!ok);
    assert!(stderr.contains("There is no SQLite database"), "{stderr}");
    assert!(!typo.exists() && !other.exists());

    // The copy verifies as a database of its own.
    let (ok, stdout, stderr) = nanuk(&url_of(&backup), &["verify"]);
    assert!(ok, "{stdout}{stderr}");
    assert_eq!(stdout.trim(), "2 games checked, 0 differ");

    for args in [["backup", "/tmp/x.db"], ["restore", "/tmp/x.db"]] {
        let (ok, _, stderr) = nanuk("postgres://nanuk:pw@127.0.0.1:1/nanuk", &args);
        assert!(!ok);
        assert!(
            stderr.contains("pg_dump") || stderr.contains("pg_restore"),
            "{stderr}"
        );
        assert!(!stderr.contains("pw@"), "{stderr}");
    }
}

#[tokio::test]
async fn a_backup_on_a_short_or_read_only_disk_says_so_and_leaves_no_file() {
    let Some(disk) = ScratchDisk::mount(512) else {
        return;
    };
    let db = TestDb::sqlite();
    database_with_games(&db).await;
    let target = disk.file("nanuk-backup.db");
    let (ok, _, stderr) = nanuk(&db.url(), &["backup", target.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        stderr.contains("There is not enough free space in"),
        "{stderr}"
    );
    assert!(stderr.contains("the copy needs about"), "{stderr}");
    assert!(
        names_in(disk.path()).is_empty(),
        "{:?}",
        names_in(disk.path())
    );
    drop(disk);

    let Some(disk) = ScratchDisk::mount(8 * 1024) else {
        return;
    };
    disk.set_read_only(true);
    let target = disk.file("nanuk-backup.db");
    let (ok, _, stderr) = nanuk(&db.url(), &["backup", target.to_str().unwrap()]);
    disk.set_read_only(false);
    assert!(!ok);
    assert!(stderr.contains("Nothing can be written in"), "{stderr}");
    assert!(stderr.contains("Read-only file system"), "{stderr}");
    assert!(
        names_in(disk.path()).is_empty(),
        "{:?}",
        names_in(disk.path())
    );
}

#[tokio::test]
async fn a_restore_refuses_strangers_newer_schemas_and_a_running_bot_then_keeps_the_old_file_aside()
{
    let db = TestDb::sqlite();
    let path = database_with_games(&db).await;
    let dir = path.parent().unwrap().to_path_buf();
    let spare = tempfile::tempdir().unwrap();
    let backup = spare.path().join("backup.db");
    let (ok, _, stderr) = nanuk(&db.url(), &["backup", backup.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    let in_backup = actions_in(&backup).await;

    // More play after the backup: the database in place moves on.
    {
        let (svc, _clock) = db.service().await;
        let running = nanuk::service::GameId(2);
        for _ in 0..4 {
            play_one(&svc, running).await.expect("a move");
        }
        svc.store().close().await;
    }
    let in_place = actions_in(&path).await;
    assert!(in_place > in_backup);
    // The lock file a bot (or a restore) makes the first time it runs.
    drop(FileLock::try_take(&path).unwrap());
    let before = std::fs::read(&path).unwrap();
    let listing = names_in(&dir);

    let refused = |file: &Path, why: &str| {
        let (ok, _, stderr) = nanuk(&db.url(), &["restore", file.to_str().unwrap()]);
        assert!(!ok, "restored {}", file.display());
        assert!(stderr.contains(why), "{stderr}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "the database changed"
        );
        assert_eq!(names_in(&dir), listing, "files were left or moved");
        stderr
    };

    let text = spare.path().join("notes.txt");
    std::fs::write(&text, "not a database at all, just some words").unwrap();
    refused(&text, "is not a Nanuk database");

    let other = spare.path().join("other.db");
    {
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&other)
            .create_if_missing(true)
            .connect()
            .await
            .unwrap();
        sqlx::query("CREATE TABLE notes (body TEXT)")
            .execute(&mut conn)
            .await
            .unwrap();
        sqlx::Connection::close(conn).await.unwrap();
    }
    refused(&other, "is not a Nanuk database");

    let newer = spare.path().join("newer.db");
    std::fs::copy(&backup, &newer).unwrap();
    {
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&newer)
            .connect()
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (99991231000000, 'from the future', TRUE, x'00', 0)",
        )
        .execute(&mut conn)
        .await
        .unwrap();
        sqlx::Connection::close(conn).await.unwrap();
    }
    let said = refused(&newer, "written by a newer version of Nanuk");
    assert!(said.contains("schema 99991231000000"), "{said}");

    refused(&spare.path().join("absent.db"), "There is no file at");

    // A bot holds the database (its lock, as `nanuk` takes it at start).
    let held = FileLock::try_take(&path).unwrap().expect("free");
    refused(&backup, "A bot is running on");
    drop(held);

    let (ok, stdout, stderr) = nanuk(&db.url(), &["restore", backup.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("2 games checked, 0 differ"), "{stdout}");
    assert_eq!(actions_in(&path).await, in_backup, "the backup is in place");
    // What the restore wrote into its copy is in the file itself (not in
    // a log left beside the copy's old name): the restore's mark and the
    // running game's board and hands to draw again.
    {
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&path)
            .connect()
            .await
            .unwrap();
        let mark: i64 = sqlx::query_scalar("PRAGMA user_version")
            .fetch_one(&mut conn)
            .await
            .unwrap();
        assert!(mark > 1_700_000_000, "the restore's time: {mark}");
        let pending = "SELECT COUNT(*) FROM outbox WHERE game_id = 2 AND delivered_at IS NULL";
        let restored: i64 = sqlx::query_scalar(pending)
            .fetch_one(&mut conn)
            .await
            .unwrap();
        let mut of_backup = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&backup)
            .connect()
            .await
            .unwrap();
        let backed_up: i64 = sqlx::query_scalar(pending)
            .fetch_one(&mut of_backup)
            .await
            .unwrap();
        sqlx::Connection::close(of_backup).await.unwrap();
        assert!(
            restored > backed_up,
            "the running game's board and hands are drawn again: {restored} rows, {backed_up} in the backup"
        );
        sqlx::Connection::close(conn).await.unwrap();
    }
    let aside: Vec<String> = names_in(&dir)
        .into_iter()
        .filter(|n| n.starts_with("nanuk.db.before-restore-"))
        .collect();
    assert_eq!(aside.len(), 1, "{:?}", names_in(&dir));
    let aside = dir.join(&aside[0]);
    assert_eq!(actions_in(&aside).await, in_place, "the old file is whole");
    assert!(
        !names_in(&dir).iter().any(|n| n.contains("restoring")),
        "{:?}",
        names_in(&dir)
    );
    let (ok, stdout, stderr) = nanuk(&db.url(), &["verify"]);
    assert!(ok, "{stdout}{stderr}");
    assert_eq!(stdout.trim(), "2 games checked, 0 differ");
}

/// The decisions the game waits for, as each human's DM shows them:
/// (user, token, an action offered).
async fn buttons(
    svc: &nanuk::service::GameService,
    id: nanuk::service::GameId,
) -> Vec<(u64, u64, nanuk::engine::Action)> {
    let table = ai_played(svc, id).await;
    let mut out = Vec::new();
    for s in table.seats.iter().filter(|s| s.waiting) {
        let Some(user) = s.user else { continue };
        let pv = svc.player_view(id, user).await.expect("player view");
        if let Some(action) = pv
            .view
            .as_ref()
            .and_then(|v| v.choice.as_ref())
            .and_then(|c| c.nth(0))
        {
            out.push((user, pv.token(), action));
        }
    }
    out
}

/// Plays one decision with the last choice offered (not the first, as
/// `play_one` does): the restored game goes another way than the lost one.
async fn play_last(svc: &nanuk::service::GameService, id: nanuk::service::GameId) {
    let table = ai_played(svc, id).await;
    let s = table
        .seats
        .iter()
        .find(|s| s.waiting && s.user.is_some())
        .expect("a human to wait for");
    let user = s.user.unwrap();
    let pv = svc.player_view(id, user).await.expect("player view");
    let choice = pv
        .view
        .as_ref()
        .and_then(|v| v.choice.clone())
        .expect("a choice");
    let action = choice.nth(choice.len() - 1).expect("an action");
    svc.act(id, user, action, Some(pv.token()), None)
        .await
        .expect("a legal action is accepted");
}

/// Issue 28: decision tokens are game versions, so a restored game that
/// carried on from the backup's version handed out the tokens the lost
/// database had put on its DMs after the backup, for other decisions: a
/// button from the lost stretch then acted on a new decision (or a player
/// who had pressed it saw the new one as done).
#[tokio::test]
async fn after_a_restore_no_button_from_the_lost_stretch_carries_a_current_token() {
    let db = TestDb::sqlite();
    database_with_games(&db).await;
    let running = nanuk::service::GameId(2);
    let spare = tempfile::tempdir().unwrap();
    let backup = spare.path().join("backup.db");
    let (ok, _, stderr) = nanuk(&db.url(), &["backup", backup.to_str().unwrap()]);
    assert!(ok, "{stderr}");

    // The lost stretch: play after the backup, the buttons of every DM
    // drawn meanwhile noted (those the backup shows stay valid).
    let mut lost = Vec::new();
    {
        let (svc, _clock) = db.service().await;
        let at_backup: Vec<u64> = buttons(&svc, running).await.iter().map(|b| b.1).collect();
        for _ in 0..8 {
            play_one(&svc, running).await.expect("a move");
            lost.extend(
                buttons(&svc, running)
                    .await
                    .into_iter()
                    .filter(|b| !at_backup.contains(&b.1)),
            );
        }
        svc.store().close().await;
    }
    assert!(!lost.is_empty());
    // A lost button acts as current when its player's decision has its
    // token.
    let lost_tokens: std::collections::HashSet<(u64, u64)> =
        lost.iter().map(|b| (b.0, b.1)).collect();

    let (ok, _, stderr) = nanuk(&db.url(), &["restore", backup.to_str().unwrap()]);
    assert!(ok, "{stderr}");

    let (svc, _clock) = db.service().await;
    let mut shown = Vec::new();
    for _ in 0..8 {
        shown.extend(buttons(&svc, running).await);
        play_last(&svc, running).await;
    }
    shown.extend(buttons(&svc, running).await);
    let reused: Vec<_> = shown
        .iter()
        .filter(|b| lost_tokens.contains(&(b.0, b.1)))
        .collect();
    assert!(
        reused.is_empty(),
        "decisions of the restored game carry tokens the lost database showed: {reused:?}"
    );
    // Every button of the lost stretch is refused as stale.
    for (user, token, action) in lost {
        is(
            svc.act(running, user, action, Some(token), None).await,
            |e| matches!(e, nanuk::service::ServiceError::Stale { .. }),
        );
    }
}

#[tokio::test]
async fn periodic_backups_keep_the_newest_and_touch_no_other_file() {
    let db = TestDb::sqlite();
    let (svc, _clock) = db.service().await;
    let id = started(&svc, 4, 1).await;
    play_one(&svc, id).await.expect("a move");
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join("backups");
    std::fs::create_dir(&backups).unwrap();
    for other in ["notes.txt", "nanuk-manual.db", "nanuk-20200101T000000Z.txt"] {
        std::fs::write(backups.join(other), "keep me").unwrap();
    }
    let mut written = Vec::new();
    for _ in 0..3 {
        let report = svc.periodic_backup(&backups, 2).await.expect("a backup");
        assert_eq!(report.verified.checked, 1);
        written.push(
            report
                .path
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned(),
        );
        // Names are to the second.
        tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    }
    let mut expected = vec![
        "nanuk-20200101T000000Z.txt".to_string(),
        "nanuk-manual.db".into(),
        "notes.txt".into(),
    ];
    expected.extend(written[1..].iter().cloned());
    expected.sort();
    assert_eq!(
        names_in(&backups),
        expected,
        "the two newest and the others"
    );
    for name in &written[1..] {
        let (ok, stdout, stderr) = nanuk(&url_of(&backups.join(name)), &["verify"]);
        assert!(ok, "{stdout}{stderr}");
    }
}
