//! Several bot processes on one token: two processes, each running one of
//! two gateway shards, share one PostgreSQL database and together run the
//! games of servers on both shards. Every DM press arrives at shard 0's
//! process, whichever server its game is in.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::harness::{Table, parse_id, redrawn_or_acknowledged};
use crate::players::{Players, Style};
use crate::support::bot_process::BotProcess;
use crate::support::double::*;
use nanuk::service::GameStatus;

/// Whether a game's final scores (with its record) are posted.
fn over(t: &Table) -> bool {
    t.game_messages()
        .iter()
        .any(|m| m.attachments.iter().any(|a| a.filename.ends_with(".json")))
}

/// Both groups of players play, a move each in turn, until `until` holds
/// or both games are over; panics after `within`.
async fn play_both(
    what: &str,
    players: &mut [&mut Players<'_>; 2],
    tables: &[Table; 2],
    within: Duration,
    until: impl Fn(&[&mut Players<'_>; 2]) -> bool,
) {
    let deadline = Instant::now() + within;
    let done = |p: &[&mut Players<'_>; 2]| until(p) || (over(&tables[0]) && over(&tables[1]));
    while !done(players) {
        assert!(
            Instant::now() < deadline,
            "timed out playing until {what}; tallies: {:?} / {:?}\n{}\n{}\n{}",
            players[0].tally,
            players[1].tally,
            players[0].shown(),
            players[1].shown(),
            tables[0].d.diagnostics()
        );
        let mut moved = false;
        for p in players.iter_mut() {
            moved |= p.step().await;
        }
        if !moved {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

/// Presses made on DMs (every decision press but board picks).
fn dm_presses(p: &Players<'_>, t: &Table) -> usize {
    let all: usize = t.players.iter().map(|u| p.tally.total(*u)).sum();
    all - p.tally.board_picks
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_two_shards_share_one_postgresql_and_survive_a_kill() {
    // Component presses are logged at debug: which process got which.
    let logs = [("RUST_LOG", "info,nanuk::discord::components=debug")];
    let Some(tables) = Table::on_two_shards(3, &logs).await else {
        return;
    };
    let [a, b] = &tables;
    assert_eq!((a.d.shard_of(a.guild), a.d.shard_of(b.guild)), (0, 1));
    assert!(
        a.bot()
            .output()
            .contains("running gateway shards 0 to 0 of 2"),
        "{}",
        a.bot().output()
    );
    assert!(
        b.bot()
            .output()
            .contains("running gateway shards 1 to 1 of 2")
    );

    // A third process whose shards overlap, or that counts differently,
    // is refused while the two run.
    for (shards, says) in [
        (
            "1-1/2",
            "NANUK_SHARDS=1-1/2: shard 1 is already run by another bot process",
        ),
        (
            "0-0/4",
            "counts 4 shards but another bot process on this database counts 2",
        ),
    ] {
        let mut env = a.d.bot_env(&a.db_url, None);
        env.push(("NANUK_SHARDS".into(), shards.into()));
        let mut third = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).unwrap();
        let status = third
            .wait_exit(Duration::from_secs(20))
            .expect("the third process exits");
        assert!(!status.success());
        assert!(third.output().contains(says), "{}", third.output());
    }

    // A game in each server: its lobby and commands go to its shard's process.
    let mut games = [0; 2];
    for (i, t) in tables.iter().enumerate() {
        let lobby = t.open_lobby(&[("seasons", json!(1))]).await;
        games[i] = t.fill_and_start(&lobby, 2).await;
        t.log(&format!(
            "game {} started in the server on shard {i}",
            games[i]
        ));
    }
    let mut pa = Players::new(a, games[0], Style::default());
    let mut pb = Players::new(b, games[1], Style::default());
    let mut both = [&mut pa, &mut pb];

    play_both(
        "a few moves in both games",
        &mut both,
        &tables,
        Duration::from_secs(120),
        |p| dm_presses(p[0], a) >= 2 && dm_presses(p[1], b) >= 2,
    )
    .await;
    assert!(
        !over(b),
        "the game on shard 1 is still on when its process dies"
    );

    // Shard 1's process dies mid-game. Its game goes on by DM presses
    // (shard 0's process gets them) and the other process takes over its
    // outbox and deadline leases; picks too are made in DMs.
    b.log("kill -9 the process of shard 1");
    b.kill_bot();
    let killed_at = b.d.requests().len();
    let before = dm_presses(both[1], b);
    // Posts and edits in the DMs of the game on shard 1 since the kill: the
    // live process delivers that game's outbox now.
    let delivered_since_kill = || {
        let dms: Vec<ChannelId> = b
            .players
            .iter()
            .filter_map(|u| b.d.dm_channel(*u))
            .collect();
        b.d.requests()[killed_at..]
            .iter()
            .filter(|r| r.status == 200)
            .filter(|r| {
                dms.iter()
                    .any(|c| r.path.contains(&format!("/channels/{c}/messages")))
            })
            .count()
    };
    play_both(
        "DM presses and deliveries in the game on shard 1 while its process is down",
        &mut both,
        &tables,
        Duration::from_secs(150),
        |p| dm_presses(p[1], b) >= before + 4 && delivered_since_kill() >= 2,
    )
    .await;
    let while_down = dm_presses(both[1], b) - before;
    b.log(&format!(
        "{while_down} DM presses ({} `/nanuk hand`) and {} DM deliveries while shard 1 was down",
        both[1].tally.hand_commands.values().sum::<usize>(),
        delivered_since_kill()
    ));
    assert!(
        while_down > 0,
        "the game on shard 1 went on without its process"
    );
    assert!(
        delivered_since_kill() > 0,
        "the live process delivered its DMs"
    );

    b.log("restart the process of shard 1");
    b.start_bot();
    b.d.wait_shards(&[0, 1], 3).await;
    play_both(
        "both games over",
        &mut both,
        &tables,
        Duration::from_secs(240),
        |_| false,
    )
    .await;
    b.log("both games over");
    for p in &both {
        assert!(p.tally.refusals.is_empty(), "{:?}", p.tally.refusals);
    }

    for (t, game) in tables.iter().zip(games) {
        let (_, record) = t.final_record(Duration::from_secs(10)).await;
        assert_eq!(record.status, GameStatus::Over, "game {game}");
    }

    // Every acknowledged decision press is an action in the database.
    let mut conn = {
        use sqlx::{ConnectOptions, postgres::PgConnectOptions};
        a.db_url
            .parse::<PgConnectOptions>()
            .expect("the bots' URL")
            .connect()
            .await
            .expect("connect")
    };
    for game in games {
        let (count, last): (i64, i64) =
            sqlx::query_as("SELECT COUNT(*), MAX(seq) FROM actions WHERE game_id = $1")
                .bind(game)
                .fetch_one(&mut conn)
                .await
                .expect("count");
        assert!(count > 0);
        assert_eq!(count, last, "game {game}'s log has no gap");
    }
    let logged: Vec<(i64, Option<i64>)> =
        sqlx::query_as("SELECT game_id, interaction_id FROM actions")
            .fetch_all(&mut conn)
            .await
            .expect("actions");
    let logged: std::collections::HashSet<(i64, u64)> = logged
        .into_iter()
        .filter_map(|(g, i)| Some((g, i? as u64)))
        .collect();
    let mut acknowledged = [0, 0];
    let mut on_dms = [0, 0];
    for rec in a.d.interactions() {
        let InteractionKind::Component { custom_id, .. } = &rec.kind else {
            continue;
        };
        let Some(c) = parse_id(custom_id) else {
            continue;
        };
        // Builder menus (bb, ba, ...) only shape a boast; these act.
        let acts = ["b", "doom", "s", "a", "c", "p"].contains(&c.verb.as_str());
        let acked = rec
            .initial
            .as_ref()
            .is_some_and(|i| redrawn_or_acknowledged(i.kind));
        if !(acts && acked) {
            continue;
        }
        let i = games
            .iter()
            .position(|g| *g == c.game)
            .expect("one of the games");
        acknowledged[i] += 1;
        on_dms[i] += usize::from(rec.guild.is_none());
        assert!(
            logged.contains(&(c.game, rec.id.0)),
            "the acknowledged press {custom_id} (interaction {}) is not in the log",
            rec.id
        );
    }
    b.log(&format!(
        "acknowledged decisions: {acknowledged:?}, of which on DMs {on_dms:?}"
    ));
    assert!(on_dms[1] > 0, "DM presses for the game on shard 1");

    // Those DM presses reached shard 0's process, never shard 1's.
    let tag = format!("control=nk:{}:", games[1]);
    assert!(
        a.bot().output().contains(&tag),
        "shard 0's process acted for the game on shard 1"
    );
    let b_out = b.bot().output();
    let b_dm_presses =
        a.d.interactions()
            .iter()
            .filter(|r| r.guild.is_none())
            .filter(|r| b_out.contains(&format!("interaction={}", r.id)))
            .count();
    assert_eq!(b_dm_presses, 0, "shard 1's process got no DM event");
    assert_eq!(b.bot().starts(), 2);

    // Nothing posted twice: each message nonce once per channel (games'
    // channels and threads, every player's DMs).
    let mut channels: Vec<Vec<Message>> = tables.iter().map(Table::game_messages).collect();
    for t in &tables {
        channels.extend(t.players.iter().map(|u| t.d.dm_messages(*u)));
    }
    let with_nonce = channels
        .iter()
        .flatten()
        .filter(|m| m.nonce.is_some())
        .count();
    assert!(
        with_nonce > 20,
        "the outbox's posts carry nonces ({with_nonce})"
    );
    for messages in channels {
        let mut seen: HashMap<(ChannelId, String), MessageId> = HashMap::new();
        for m in &messages {
            let Some(nonce) = &m.nonce else { continue };
            if let Some(first) = seen.insert((m.channel, nonce.to_string()), m.id) {
                panic!(
                    "nonce {nonce} posted twice in {:?}: {first:?} and {:?}",
                    m.channel, m.id
                );
            }
        }
    }

    // The two processes' games replay to their stored states.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["--database-url", &a.db_url, "verify"])
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk verify");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("2 games checked, 0 differ"), "{stdout}");
    a.d.assert_no_violations().await;
}

/// A process that would run part of the shards on a SQLite file, or a
/// range that does not fit its count, stops at once with one sentence.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_that_cannot_work_stops_the_bot_with_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("n.db").display());
    for (shards, says) in [
        ("1-1/2", "NANUK_SHARDS=1-1/2 runs only some of the 2 shards"),
        ("0-2/2", "NANUK_SHARDS must be <first>-<last>/<count>"),
    ] {
        let env = vec![
            (
                "DISCORD_TOKEN".to_string(),
                "secret.token.value".to_string(),
            ),
            ("DATABASE_URL".to_string(), url.clone()),
            ("NANUK_SHARDS".to_string(), shards.to_string()),
        ];
        let mut bot =
            crate::support::bot_process::BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env)
                .unwrap();
        let status = bot
            .wait_exit(Duration::from_secs(10))
            .expect("the bot exits");
        assert!(!status.success());
        let output = bot.output();
        assert!(output.contains(says), "{output}");
        assert!(!output.contains("secret.token.value"), "{output}");
        assert!(!output.contains("panicked"), "{output}");
    }
}
