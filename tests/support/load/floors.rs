//! The floors the bot's path is made of, measured in the same run so the
//! load figures read as ratios: one durable SQLite commit of one row (same
//! disk, same pragmas as the bot's store), and one HTTP round trip to the
//! Discord double on loopback.

use std::path::Path;
use std::str::FromStr;
use std::time::{Duration, Instant};

use sqlx::ConnectOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqliteSynchronous};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

use super::figures::Spread;

/// `samples` transactions, each inserting one row and committing, on a
/// fresh database in `dir` with WAL and `synchronous=FULL` (as the bot's
/// store opens it).
pub async fn sqlite_commit(dir: &Path, samples: usize) -> Spread {
    let mut conn = floor_database(&dir.join("floor.db")).await;
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        times.push(commit_one_row(&mut conn).await);
    }
    Spread::of(&mut times)
}

/// A database for a floor, opened with the bot's durability pragmas.
async fn floor_database(path: &Path) -> SqliteConnection {
    let mut conn = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
        .expect("a SQLite URL")
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .connect()
        .await
        .expect("open the floor database");
    sqlx::query("CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)")
        .execute(&mut conn)
        .await
        .expect("create the floor table");
    conn
}

/// One transaction inserting one row; how long it took to commit.
async fn commit_one_row(conn: &mut SqliteConnection) -> Duration {
    let t = Instant::now();
    let mut tx = sqlx::Connection::begin(conn).await.expect("begin");
    sqlx::query("INSERT INTO rows (payload) VALUES ('row')")
        .execute(&mut *tx)
        .await
        .expect("insert");
    tx.commit().await.expect("commit");
    t.elapsed()
}

/// `samples` keep-alive `GET /api/v10/gateway` round trips to the double
/// over one loopback connection (the cheapest request it serves).
pub async fn http_round_trip(base_url: &str, samples: usize) -> Spread {
    let addr = base_url.trim_start_matches("http://");
    let stream = TcpStream::connect(addr)
        .await
        .expect("connect to the double");
    stream.set_nodelay(true).expect("TCP_NODELAY");
    let mut stream = BufReader::new(stream);
    let request = format!("GET /api/v10/gateway HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let t = Instant::now();
        stream
            .get_mut()
            .write_all(request.as_bytes())
            .await
            .expect("send a request");
        read_response(&mut stream).await;
        times.push(t.elapsed());
    }
    Spread::of(&mut times)
}

/// Reads one response (status line, headers, `Content-Length` body).
async fn read_response(stream: &mut BufReader<TcpStream>) {
    let mut length = 0usize;
    let mut line = String::new();
    loop {
        line.clear();
        stream.read_line(&mut line).await.expect("read a header");
        let header = line.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().expect("a length");
        }
    }
    let mut body = vec![0; length];
    stream.read_exact(&mut body).await.expect("read the body");
}

/// For reports: a floor's median in milliseconds.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Commits one row every `every` until `stop`, on its own database in
/// `dir`: the disk's fsync cost while the bot is under load.
pub async fn sqlite_commits_until(
    dir: &Path,
    every: Duration,
    stop: tokio::sync::watch::Receiver<bool>,
) -> Spread {
    let mut conn = floor_database(&dir.join("floor-under-load.db")).await;
    let mut times = Vec::new();
    let mut tick = tokio::time::interval(every);
    while !*stop.borrow() {
        tick.tick().await;
        times.push(commit_one_row(&mut conn).await);
    }
    Spread::of(&mut times)
}

/// The durable action path alone, in this process: `GameService::act` on
/// a database in `dir` (load from the cache, apply, AI seats, one commit
/// with `synchronous=FULL`), over `samples` actions of 5-human games, each
/// move chosen outside the timed call.
pub async fn service_act(dir: &Path, samples: usize) -> Spread {
    use nanuk::service::{GameOptions, GameService};
    let url = format!("sqlite://{}?mode=rwc", dir.join("floor-act.db").display());
    let svc = GameService::open(&url).await.expect("open the service");
    let player = |game: u64, n: u64| crate::support::players::player(game * 10 + n + 1, n);
    let mut times = Vec::with_capacity(samples);
    let mut channel = 0;
    while times.len() < samples {
        channel += 1;
        let host = player(channel, 0);
        let game = svc
            .create_lobby(1, channel, &host, GameOptions::default())
            .await
            .expect("a lobby")
            .game;
        for n in 1..5 {
            svc.join(game, &player(channel, n)).await.expect("join");
        }
        svc.start(game, &host).await.expect("start");
        while times.len() < samples {
            // The move is chosen outside the timed call.
            let Some((user, token, action)) = crate::support::players::human_move(&svc, game).await
            else {
                break; // over
            };
            let t = Instant::now();
            svc.act(game, user, action, Some(token), None)
                .await
                .expect("a legal action");
            times.push(t.elapsed());
        }
    }
    Spread::of(&mut times)
}
