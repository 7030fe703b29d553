//! A table for one end-to-end test: the Discord double with a server, a
//! channel and players, the real `nanuk` binary on its own SQLite file, and
//! helpers for the lobby.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::support::bot_process::BotProcess;
pub use crate::support::controls::{Control, controls, is_board, parse_id};
use crate::support::double::*;

pub struct Table {
    pub d: Double,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// The human players, host first.
    pub players: Vec<UserId>,
    pub names: Vec<String>,
    bot: std::sync::Mutex<BotProcess>,
    pub db_path: std::path::PathBuf,
    /// The bot's `DATABASE_URL`.
    pub db_url: String,
    pub started: Instant,
    _dir: tempfile::TempDir,
}

pub const NAMES: [&str; 8] = [
    "Aput", "Bilal", "Cora", "Dmitri", "Eyota", "Freya", "Gus", "Hana",
];

impl Table {
    /// A server "Arctic Club" with #nanuk, `humans` members, and the bot
    /// running against it (commands registered in the server).
    pub async fn new(humans: usize) -> Table {
        Table::with_commands(humans, true).await
    }

    /// As [`Table::new`]; `in_server: false` registers the commands
    /// globally (no `NANUK_DEV_GUILD_ID`), so they also work in DMs.
    pub async fn with_commands(humans: usize, in_server: bool) -> Table {
        Table::build(humans, in_server, None, None, &[]).await
    }

    /// As [`Table::new`], the bot on a fresh database of the test binary's
    /// PostgreSQL server (`None` when PostgreSQL is not installed and `CI`
    /// is not set).
    pub async fn on_postgres(humans: usize) -> Option<Table> {
        let options = crate::support::postgres::fresh_database().await?;
        let cluster = crate::support::postgres::cluster()?;
        let url = cluster.url(options.get_database().expect("a database"));
        Some(Table::build(humans, true, None, Some(url), &[]).await)
    }

    /// As [`Table::new`], the bot on the database at `url` (e.g. a
    /// PostgreSQL server of the test's own, which it may stop and start).
    pub async fn on_url(humans: usize, url: String) -> Table {
        Table::build(humans, true, None, Some(url), &[]).await
    }

    /// Two tables on one double with 2 gateway shards and one fresh
    /// PostgreSQL database: a server on shard 0 with its own bot process
    /// (`NANUK_SHARDS=0-0/2`) and a server on shard 1 with another
    /// (`1-1/2`), `humans` players each, commands registered globally.
    /// `settings` go to both processes. `None` without PostgreSQL (see
    /// [`Table::on_postgres`]).
    pub async fn on_two_shards(humans: usize, settings: &[(&str, &str)]) -> Option<[Table; 2]> {
        let options = crate::support::postgres::fresh_database().await?;
        let cluster = crate::support::postgres::cluster()?;
        let url = cluster.url(options.get_database().expect("a database"));
        let started = Instant::now();
        let d = Double::start_with(DoubleConfig {
            shards: 2,
            ..DoubleConfig::default()
        })
        .await;
        // A guild's shard comes from the time in its id: make guilds until
        // each shard has one (the others stay empty).
        let mut guilds: [Option<GuildId>; 2] = [None, None];
        while guilds.iter().any(Option::is_none) {
            let g = d.create_guild("Arctic Club");
            let slot = &mut guilds[((g.0 >> 22) % 2) as usize];
            *slot = slot.or(Some(g));
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        let mut tables = Vec::new();
        for (shard, guild) in guilds.into_iter().enumerate() {
            let guild = guild.expect("a guild per shard");
            let channel = d.create_text_channel(guild, "nanuk");
            let mut players = Vec::new();
            let mut names = Vec::new();
            for name in NAMES.iter().skip(shard * humans).take(humans) {
                let user = d.create_user(name);
                d.add_member(guild, user);
                players.push(user);
                names.push((*name).to_string());
            }
            let mut env = d.bot_env(&url, None);
            env.retain(|(k, _)| !settings.iter().any(|(name, _)| name == k));
            env.extend(settings.iter().map(|(k, v)| (k.to_string(), v.to_string())));
            env.push(("NANUK_SHARDS".into(), format!("{shard}-{shard}/2")));
            let bot =
                BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).expect("start the bot");
            let dir = tempfile::Builder::new()
                .prefix("nanuk-e2e-")
                .tempdir()
                .expect("temp dir");
            tables.push(Table {
                d: d.clone(),
                guild,
                channel,
                players,
                names,
                bot: std::sync::Mutex::new(bot),
                db_path: dir.path().join("unused.db"),
                db_url: url.clone(),
                started,
                _dir: dir,
            });
        }
        d.wait_shards(&[0, 1], 2).await;
        d.wait_for_command("nanuk").await;
        tables.try_into().ok()
    }

    /// As [`Table::new`], with the database file in `db_dir` (a small
    /// file system of its own, for storage faults).
    pub async fn with_db_in(humans: usize, db_dir: &std::path::Path) -> Table {
        Table::build(humans, true, Some(db_dir), None, &[]).await
    }

    /// As [`Table::with_db_in`], with these settings for the bot.
    pub async fn with_db_in_and_settings(
        humans: usize,
        db_dir: &std::path::Path,
        settings: &[(&str, &str)],
    ) -> Table {
        Table::build(humans, true, Some(db_dir), None, settings).await
    }

    /// As [`Table::new`], with these settings for the bot (each replaces
    /// the test default of the same name).
    pub async fn with_settings(humans: usize, settings: &[(&str, &str)]) -> Table {
        Table::build(humans, true, None, None, settings).await
    }

    async fn build(
        humans: usize,
        in_server: bool,
        db_dir: Option<&std::path::Path>,
        db_url: Option<String>,
        settings: &[(&str, &str)],
    ) -> Table {
        let started = Instant::now();
        let d = Double::start().await;
        let guild = d.create_guild("Arctic Club");
        let channel = d.create_text_channel(guild, "nanuk");
        let mut players = Vec::new();
        let mut names = Vec::new();
        for name in NAMES.iter().take(humans) {
            let user = d.create_user(name);
            d.add_member(guild, user);
            players.push(user);
            names.push((*name).to_string());
        }
        let dir = tempfile::Builder::new()
            .prefix("nanuk-e2e-")
            .tempdir()
            .expect("temp dir");
        let db_path = db_dir.unwrap_or(dir.path()).join("nanuk.db");
        let url = db_url.unwrap_or_else(|| format!("sqlite://{}?mode=rwc", db_path.display()));
        let mut env = d.bot_env(&url, in_server.then_some(guild));
        env.retain(|(k, _)| !settings.iter().any(|(name, _)| name == k));
        env.extend(settings.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).expect("start the bot");
        d.wait_identified(1).await;
        d.wait_for_command("nanuk").await;
        Table {
            d,
            guild,
            channel,
            players,
            names,
            bot: std::sync::Mutex::new(bot),
            db_path,
            db_url: url,
            started,
            _dir: dir,
        }
    }

    /// The player's name.
    /// With `NANUK_E2E_TRANSCRIPT=<dir>`, writes the game as `user` saw it
    /// to `<dir>/<name>.txt` (read it as a player would).
    pub fn keep_transcript(&self, user: UserId, name: &str) {
        if let Some(dir) = std::env::var_os("NANUK_E2E_TRANSCRIPT") {
            let path = std::path::Path::new(&dir).join(format!("{name}.txt"));
            std::fs::create_dir_all(&dir).expect("the transcript folder");
            std::fs::write(&path, self.d.transcript(user, self.channel)).expect("a transcript");
        }
    }

    pub fn name(&self, user: UserId) -> String {
        let i = self
            .players
            .iter()
            .position(|p| *p == user)
            .expect("a player");
        self.names[i].clone()
    }

    /// Kills the bot like a crash (SIGKILL).
    pub fn kill_bot(&self) {
        self.bot.lock().expect("bot lock").kill();
    }

    /// Starts the bot again (same database, same double).
    pub fn start_bot(&self) {
        self.bot
            .lock()
            .expect("bot lock")
            .restart()
            .expect("restart the bot");
    }

    /// The bot's process, e.g. for its output or to stop it.
    pub fn bot(&self) -> std::sync::MutexGuard<'_, BotProcess> {
        self.bot.lock().expect("bot lock")
    }

    /// The host (first player) runs `/nanuk start` with `options`; returns
    /// the lobby message the bot posts.
    pub async fn open_lobby(&self, options: &[(&str, Value)]) -> Message {
        let start = self
            .d
            .slash(self.players[0], self.channel, "nanuk start", options)
            .await;
        let reply = start.reply().await;
        assert!(reply.ephemeral(), "the host's confirmation is private");
        assert!(
            crate::support::words::says(&reply.text(), "command-lobby-opened"),
            "{}",
            reply.text()
        );
        self.lobby().await
    }

    /// The lobby message (the one with a Join button).
    pub async fn lobby(&self) -> Message {
        self.d
            .wait_for_message(self.channel, "the lobby message", |m| {
                m.buttons()
                    .iter()
                    .any(|b| b.custom_id.as_deref().is_some_and(|c| c.ends_with(":join")))
            })
            .await
    }

    /// Every other player joins; `ai` AI seats are added; the host starts.
    /// Returns the game's id.
    pub async fn fill_and_start(&self, lobby: &Message, ai: usize) -> i64 {
        for &p in &self.players[1..] {
            let join = self.d.click(p, lobby, verb("join")).await;
            let kind = join.initial_response().await.kind;
            assert!(
                redrawn_or_acknowledged(kind),
                "a lobby button redraws the lobby in its answer (or, pressed the moment the lobby was posted, is acknowledged and the bot redraws it): {kind:?}"
            );
        }
        for _ in 0..ai {
            let add = self.d.click(self.players[0], lobby, verb("ai+")).await;
            add.initial_response().await;
        }
        let seats = self.players.len() + ai;
        self.d
            .wait_for("the lobby to show every seat", |d| {
                let m = d.message(lobby.id)?;
                m.contains(&crate::support::words::en_with(
                    "lobby-seats",
                    &[("count", seats.into()), ("max", 8.into())],
                ))
                .then_some(())
            })
            .await;
        let start = self.d.click(self.players[0], lobby, verb("start")).await;
        let kind = start.initial_response().await.kind;
        assert!(redrawn_or_acknowledged(kind), "{kind:?}");
        game_of(lobby)
    }

    /// Waits until the game's latest board satisfies `shows`; returns it.
    pub async fn board_showing(&self, what: &str, shows: impl Fn(&Message) -> bool) -> Message {
        self.d
            .wait_for(what, |d| {
                let board = d
                    .messages_with_threads(self.channel)
                    .into_iter()
                    .rev()
                    .find(is_board)?;
                shows(&board).then_some(board)
            })
            .await
    }

    /// A field of the latest board ("" if it has none).
    pub fn board_field(&self, name: &str) -> String {
        let Some(board) = self.game_messages().into_iter().rev().find(is_board) else {
            return String::new();
        };
        board.embeds[0]["fields"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|f| f["name"] == name)
            .and_then(|f| f["value"].as_str())
            .unwrap_or_default()
            .to_string()
    }

    /// The boasts of this round the latest board lists.
    pub fn boasts_on_board(&self) -> usize {
        let standing = self.board_field("Standing boast");
        match standing.split_once("\n-# ") {
            _ if standing.is_empty() => 0,
            Some((_, history)) => history.matches(" → ").count() + 1,
            None => 1,
        }
    }

    /// The board (the channel message with a "My hand" button or the
    /// game's round title), once posted.
    pub async fn board(&self) -> Message {
        self.d
            .wait_for("the board", |d| {
                d.messages_with_threads(self.channel)
                    .into_iter()
                    .find(is_board)
            })
            .await
    }

    /// The messages of the game's channel and its thread, in order.
    pub fn game_messages(&self) -> Vec<Message> {
        self.d.messages_with_threads(self.channel)
    }

    /// The first message of the game's channel or thread that satisfies
    /// `pred`, once posted.
    pub async fn wait_in_game(&self, what: &str, pred: impl Fn(&Message) -> bool) -> Message {
        self.d
            .wait_for(what, |d| {
                d.messages_with_threads(self.channel)
                    .into_iter()
                    .find(|m| pred(m))
            })
            .await
    }

    /// Whether a hunt has begun: the game's story has revealed the
    /// Hunters' cards (`story-pool-revealed`).
    pub fn hunt_has_begun(&self) -> bool {
        let reveal = crate::support::words::en_start("story-pool-revealed");
        self.game_messages().iter().any(|m| m.contains(&reveal))
    }

    /// The game record attached to the final scores, once posted.
    pub async fn final_record(&self, within: Duration) -> (Message, nanuk::service::GameRecord) {
        let message = self
            .d
            .wait_for_within("the final scores with the record", within, |d| {
                d.channel_messages(self.channel)
                    .into_iter()
                    .find(|m| m.attachments.iter().any(|a| a.filename.ends_with(".json")))
            })
            .await;
        let file = message
            .attachments
            .iter()
            .find(|a| a.filename.ends_with(".json"))
            .expect("a JSON attachment");
        let record = serde_json::from_slice(&file.bytes).expect("the attachment is a game record");
        (message, record)
    }

    /// The newest DM of a player (but `except`) with a control `wanted`
    /// accepts, and whose it is (the first such player, host first).
    pub fn prompt_where(
        &self,
        except: Option<UserId>,
        wanted: impl Fn(&Control) -> bool,
    ) -> Option<(UserId, Message)> {
        self.players
            .iter()
            .filter(|&&p| Some(p) != except)
            .find_map(|&p| {
                let m = self
                    .d
                    .dm_messages(p)
                    .into_iter()
                    .rev()
                    .find(|m| controls(m).iter().any(&wanted))?;
                Some((p, m))
            })
    }

    /// Waits for a player's prompt: a DM of a player (but `except`) with a
    /// control `wanted` accepts; returns whose and the DM. `what` names it
    /// in the timeout's message.
    pub async fn wait_prompt(
        &self,
        what: &str,
        except: Option<UserId>,
        wanted: impl Fn(&Control) -> bool,
    ) -> (UserId, Message) {
        self.d
            .wait_for(what, |_| self.prompt_where(except, &wanted))
            .await
    }

    /// The first player asked to boast, and their DM with the prompt.
    pub async fn first_boast_prompt(&self) -> (UserId, Message) {
        self.wait_prompt("the first boast prompt", None, |c| c.verb == "b")
            .await
    }

    /// Takes the database's write lock, as something else writing would:
    /// every change the bot makes waits until the returned connection
    /// rolls back (`ROLLBACK`); reads do not.
    pub async fn lock_writes(&self) -> sqlx::SqliteConnection {
        use sqlx::{ConnectOptions, Executor};
        let mut lock = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&self.db_path)
            .connect()
            .await
            .expect("open the bot's database");
        lock.execute("BEGIN IMMEDIATE")
            .await
            .expect("take the write lock");
        lock
    }

    /// SQL on the bot's database (e.g. to move a deadline while the bot is
    /// stopped).
    pub async fn sql(&self, statement: &str) -> u64 {
        use sqlx::ConnectOptions;
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&self.db_path)
            .connect()
            .await
            .expect("open the bot's database");
        sqlx::query(statement)
            .execute(&mut conn)
            .await
            .expect("run SQL")
            .rows_affected()
    }

    pub fn log(&self, what: &str) {
        eprintln!("[{:>6.1}s] {what}", self.started.elapsed().as_secs_f64());
    }
}

/// How a press that changed the game on a message the bot keeps (the
/// lobby, a DM hand) may be answered: by redrawing that message, or (when
/// the work was slow, or the bot did not know the message yet) by an
/// acknowledgement, the bot then redrawing it. A refusal is a message.
pub fn redrawn_or_acknowledged(kind: CallbackKind) -> bool {
    matches!(
        kind,
        CallbackKind::UpdateMessage | CallbackKind::DeferredUpdate
    )
}

/// The game id in a message's controls (`nk:{game}:...`).
pub fn game_of(message: &Message) -> i64 {
    message
        .buttons()
        .iter()
        .filter_map(|b| b.custom_id.clone())
        .chain(message.selects().into_iter().map(|s| s.custom_id))
        .find_map(|id| parse_id(&id).map(|c| c.game))
        .expect("a Nanuk control on the message")
}
