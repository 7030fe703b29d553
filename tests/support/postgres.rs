//! A throwaway PostgreSQL server for tests: `initdb` into a temporary
//! directory, `pg_ctl start` on a free 127.0.0.1 port (its unix socket in
//! that directory too), one per test binary, stopped and removed when the
//! binary exits. Each test gets a fresh database of its own.
//!
//! PostgreSQL refuses to run as root, so when the tests run as root the
//! server runs as the `postgres` OS user (Debian's package creates it) and
//! the directory is theirs. Without PostgreSQL installed the tests that
//! need it are skipped, unless `CI` is set (`.ci/run` installs it).
//!
//! Also compiled alone inside the library's unit tests
//! (`src/store/postgres.rs`; see `support/mod.rs`): keep it free of
//! `crate::`, `super::` and `nanuk::` paths.

use sqlx::ConnectOptions;
use sqlx::postgres::PgConnectOptions;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

pub struct Cluster {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    /// Run the server's commands as this user (when the tests are root).
    as_user: Option<&'static str>,
    /// `fsync=off` unless set (a benchmark's server must be durable).
    durable: bool,
}

static CLUSTER: OnceLock<Option<Cluster>> = OnceLock::new();
static DATABASES: AtomicU32 = AtomicU32::new(0);

/// The binary's cluster, started on first use; `None` (after saying so)
/// when PostgreSQL is not installed and `CI` is not set.
pub fn cluster() -> Option<&'static Cluster> {
    CLUSTER
        .get_or_init(|| {
            let Some(bin) = bin_dir() else {
                assert!(
                    std::env::var_os("CI").is_none(),
                    "PostgreSQL is not installed (initdb not found): apt-get install -y postgresql"
                );
                eprintln!("PostgreSQL is not installed (initdb not found): skipping its tests");
                return None;
            };
            let cluster = Cluster::start(bin);
            // SAFETY: registers a plain `extern "C"` function once.
            unsafe { libc::atexit(stop_at_exit) };
            Some(cluster)
        })
        .as_ref()
}

/// Connect options for a new, empty database on the binary's cluster.
pub async fn fresh_database() -> Option<PgConnectOptions> {
    let cluster = cluster()?;
    let name = format!(
        "nanuk_test_{}",
        DATABASES.fetch_add(1, Ordering::Relaxed) + 1
    );
    let mut admin = cluster.options("postgres").connect().await.expect("admin");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("create database");
    sqlx::Connection::close(admin).await.ok();
    Some(cluster.options(&name))
}

impl Cluster {
    fn start(bin: PathBuf) -> Cluster {
        let cluster = Cluster::init(bin, &std::env::temp_dir());
        cluster.start_server();
        cluster
    }

    /// `initdb` into a new directory under `parent`, on a free port.
    fn init(bin: PathBuf, parent: &Path) -> Cluster {
        let dir = parent.join(format!(
            "nanuk-pg-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos()
        ));
        std::fs::create_dir_all(&dir).expect("cluster dir");
        // SAFETY: geteuid has no preconditions.
        let as_user = (unsafe { libc::geteuid() } == 0).then_some("postgres");
        if let Some(user) = as_user {
            run(Command::new("chown").arg(user).arg(&dir), "chown");
        }
        let port = free_port();
        let cluster = Cluster {
            dir,
            bin,
            port,
            as_user,
            durable: false,
        };
        let data = cluster.dir.join("data");
        cluster.run_tool(
            "initdb",
            &[
                "-D",
                path(&data),
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-sync",
            ],
        );
        cluster
    }

    /// `pg_ctl start` on the cluster's port, waiting until it accepts
    /// connections.
    fn start_server(&self) {
        // fsync off: a test server's durability is not under test, and
        // the machine's two cores are shared.
        let server_options = format!(
            "-c listen_addresses=127.0.0.1 -p {} -k {} -c fsync={} -c max_connections=300",
            self.port,
            path(&self.dir),
            if self.durable { "on" } else { "off" }
        );
        self.run_tool(
            "pg_ctl",
            &[
                "-D",
                path(&self.dir.join("data")),
                "-l",
                path(&self.dir.join("server.log")),
                "-w",
                "-o",
                &server_options,
                "start",
            ],
        );
    }

    pub fn options(&self, database: &str) -> PgConnectOptions {
        PgConnectOptions::new()
            .host("127.0.0.1")
            .port(self.port)
            .username("postgres")
            .database(database)
    }

    /// `postgres://` URL of `database` (for the bot binary).
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    fn command(&self, tool: &str) -> Command {
        let exe = self.bin.join(tool);
        match self.as_user {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(exe);
                c
            }
            None => Command::new(exe),
        }
    }

    fn run_tool(&self, tool: &str, args: &[&str]) {
        run(self.command(tool).args(args).current_dir(&self.dir), tool);
    }

    /// Stops the server like a crash (`-m immediate`: no shutdown
    /// checkpoint, every connection cut at once).
    fn crash(&self) {
        let _ = self
            .command("pg_ctl")
            .args([
                "-D",
                path(&self.dir.join("data")),
                "-m",
                "immediate",
                "-w",
                "stop",
            ])
            .current_dir(&self.dir)
            .output();
    }

    fn stop(&self) {
        self.crash();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A cluster of one test's own (its own directory and port), which the
/// test may crash and start again; stopped and removed when dropped.
pub struct PrivateCluster {
    cluster: Cluster,
}

/// The database [`PrivateCluster`] makes for the bot.
pub const PRIVATE_DATABASE: &str = "nanuk";

impl PrivateCluster {
    /// Started, with an empty database [`PRIVATE_DATABASE`]; `None` (after
    /// saying so) without PostgreSQL, as [`cluster`]. The cluster's
    /// directory goes under `parent` (e.g. a small file system of its own).
    pub async fn start_in(parent: &Path) -> Option<PrivateCluster> {
        PrivateCluster::start_with(parent, false).await
    }

    /// As [`PrivateCluster::start_in`], with PostgreSQL's default
    /// durability (`fsync=on`, `synchronous_commit=on`): for benchmarks.
    pub async fn start_durable_in(parent: &Path) -> Option<PrivateCluster> {
        PrivateCluster::start_with(parent, true).await
    }

    async fn start_with(parent: &Path, durable: bool) -> Option<PrivateCluster> {
        let Some(bin) = bin_dir() else {
            assert!(
                std::env::var_os("CI").is_none(),
                "PostgreSQL is not installed (initdb not found): apt-get install -y postgresql"
            );
            eprintln!("PostgreSQL is not installed (initdb not found): skipping its tests");
            return None;
        };
        let mut cluster = Cluster::init(bin, parent);
        cluster.durable = durable;
        let private = PrivateCluster { cluster };
        private.cluster.start_server();
        let mut admin = private
            .cluster
            .options("postgres")
            .connect()
            .await
            .expect("admin");
        sqlx::query(&format!("CREATE DATABASE {PRIVATE_DATABASE}"))
            .execute(&mut admin)
            .await
            .expect("create database");
        sqlx::Connection::close(admin).await.ok();
        Some(private)
    }

    /// As [`PrivateCluster::start_in`], in the temporary directory.
    pub async fn start() -> Option<PrivateCluster> {
        PrivateCluster::start_in(&std::env::temp_dir()).await
    }

    /// The `postgres://` URL of the bot's database.
    pub fn url(&self) -> String {
        self.cluster.url(PRIVATE_DATABASE)
    }

    pub fn options(&self) -> PgConnectOptions {
        self.cluster.options(PRIVATE_DATABASE)
    }

    /// Connect options for `database` (`postgres` is the admin's).
    pub fn options_for(&self, database: &str) -> PgConnectOptions {
        self.cluster.options(database)
    }

    /// The `postgres://` URL of `database`.
    pub fn url_for(&self, database: &str) -> String {
        self.cluster.url(database)
    }

    /// The server dies (`pg_ctl stop -m immediate`): connections are cut,
    /// nothing is accepted until [`PrivateCluster::restart`].
    pub fn crash(&self) {
        self.cluster.crash();
    }

    /// The server starts again on the same port (after crash recovery).
    pub fn restart(&self) {
        self.cluster.start_server();
    }

    /// The server's log so far, for a failure's message.
    pub fn server_log(&self) -> String {
        std::fs::read_to_string(self.cluster.dir.join("server.log")).unwrap_or_default()
    }
}

impl Drop for PrivateCluster {
    fn drop(&mut self) {
        self.cluster.stop();
    }
}

extern "C" fn stop_at_exit() {
    if let Some(Some(cluster)) = CLUSTER.get() {
        cluster.stop();
    }
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what} does not run: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn path(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// A port nobody listens on now (the kernel's pick, released at once).
fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().expect("addr").port()
}

/// Debian's newest `/usr/lib/postgresql/N/bin`, or `initdb` on the PATH.
fn bin_dir() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let v = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((v, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .find(|p| p.join("initdb").exists() && p.join("pg_ctl").exists())
    })
}
