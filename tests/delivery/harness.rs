//! The delivery tests' fixture, a `Rig`: a real game service on a
//! temporary SQLite file and its delivery worker in the test's own process,
//! with the real serenity HTTP client and the Discord double checking every
//! request; no bot process and no gateway (that is the e2e `Table`). The
//! test moves the clock and drains the outbox itself. Plus what the tests
//! read back.

use crate::support::double::{
    ChannelId, Double, DoubleConfig, GuildId, Message, MessageId, UserId,
};
use crate::support::words::en_start;
use nanuk::discord::delivery::{Deliverer, Pacing};
use nanuk::discord::places::Places;
use nanuk::discord::screen::Screen;
use nanuk::engine::{Event, Seat};
use nanuk::service::{
    Actor, GameId, GameOptions, GameService, ManualClock, MessageSlot, Outcome, TableView,
};
use nanuk::store::Store;
use sqlx::sqlite::SqliteConnectOptions;
use std::sync::Arc;

/// 2026-01-01T00:00:00Z
pub const T0: i64 = 1_767_225_600_000;
pub const SERVER: &str = "Arctic Club";
pub const CHANNEL: &str = "nanuk";
/// How a DM names the game.
pub const LOCATION: &str = "#nanuk in Arctic Club";

/// The double with one server, one channel and players P0, P1, ...; the
/// game service and its delivery worker.
pub struct Rig {
    pub d: Double,
    pub svc: GameService,
    pub clock: ManualClock,
    pub dir: tempfile::TempDir,
    pub http: Arc<serenity::http::Http>,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// Players P0, P1, ... (P0 hosts).
    pub users: Vec<UserId>,
    pub deliverer: Deliverer,
    pub pacing: Pacing,
}

impl Rig {
    /// A server with one channel and `players` members, on a double with
    /// Discord's rate limits and a worker pacing itself as on Discord.
    pub async fn new(players: usize) -> Rig {
        Rig::with(players, DoubleConfig::default(), every_board()).await
    }

    /// For tests that check what is shown, not how fast: no rate limits on
    /// the double, and the worker assumes no per-channel limits.
    pub async fn unpaced(players: usize) -> Rig {
        let pacing = Pacing {
            per_channel: false,
            ..every_board()
        };
        Rig::with(players, DoubleConfig::without_rate_limits(), pacing).await
    }

    pub async fn with(players: usize, config: DoubleConfig, pacing: Pacing) -> Rig {
        let d = Double::start_with(config).await;
        let guild = d.create_guild(SERVER);
        let channel = d.create_text_channel(guild, CHANNEL);
        let users: Vec<UserId> = (0..players)
            .map(|n| {
                let u = d.create_user(&format!("P{n}"));
                d.add_member(guild, u);
                u
            })
            .collect();
        let dir = tempfile::tempdir().expect("temp dir");
        let opts = SqliteConnectOptions::new()
            .filename(dir.path().join("nanuk.db"))
            .create_if_missing(true);
        let store = Store::open_with(opts).await.expect("store opens");
        let clock = ManualClock::new(T0);
        let svc = GameService::new(store, Arc::new(clock.clone()), 64);
        let http = Arc::new(d.serenity_http());
        let deliverer = Deliverer::with_pacing(
            Arc::clone(&http),
            svc.clone(),
            Places::new(Arc::clone(&http), None),
            pacing,
        );
        Rig {
            d,
            svc,
            clock,
            dir,
            http,
            guild,
            channel,
            users,
            deliverer,
            pacing,
        }
    }

    /// A new worker on the same database and Discord, with nothing in
    /// memory: the bot after a restart.
    pub fn restarted_deliverer(&self) -> Deliverer {
        Deliverer::with_pacing(
            Arc::clone(&self.http),
            self.svc.clone(),
            Places::new(Arc::clone(&self.http), None),
            self.pacing,
        )
    }

    /// Player `n`'s DM hand: their latest DM showing a hand (reminders are
    /// DMs too). Every earlier one (a prompt kept as a record once
    /// answered) must offer no controls.
    pub fn dm_hand(&self, n: usize) -> Message {
        let dms: Vec<Message> = self
            .d
            .dm_messages(self.users[n])
            .into_iter()
            // Reminders and the end's DM are notices, not the hand.
            .filter(|m| {
                !m.content.starts_with('⏰')
                    && !m
                        .content
                        .starts_with(&crate::support::words::en_start("notice-game-over"))
            })
            .collect();
        let (latest, earlier) = dms.split_last().expect("a DM");
        for old in earlier {
            assert!(
                old.components.is_empty(),
                "P{n}'s earlier DM keeps no controls: {}",
                old.text()
            );
        }
        latest.clone()
    }

    pub fn actor(&self, n: usize) -> Actor {
        crate::support::players::player(self.users[n].0, n as u64)
    }

    pub fn user(&self, n: usize) -> u64 {
        self.users[n].0
    }

    /// A lobby in the channel with players P0..P`humans` and `ais` AI seats.
    pub async fn lobby(&self, humans: usize, ais: usize, options: GameOptions) -> GameId {
        let game = self
            .svc
            .create_lobby(self.guild.0, self.channel.0, &self.actor(0), options)
            .await
            .expect("lobby")
            .game;
        for n in 1..humans {
            self.svc.join(game, &self.actor(n)).await.expect("join");
        }
        for _ in 0..ais {
            self.svc.add_ai(game, &self.actor(0)).await.expect("add ai");
        }
        game
    }

    /// A started game; returns it and the start's outcome.
    pub async fn started(
        &self,
        humans: usize,
        ais: usize,
        options: GameOptions,
    ) -> (GameId, Outcome) {
        let game = self.lobby(humans, ais, options).await;
        let outcome = self.svc.start(game, &self.actor(0)).await.expect("start");
        (game, outcome)
    }

    /// One human decision (the first legal action of the first waited-on
    /// human), or `None` when no human is waited on.
    pub async fn play_one(&self, game: GameId) -> Option<Outcome> {
        let (user, token, action) = crate::support::players::human_move(&self.svc, game).await?;
        Some(
            self.svc
                .act(game, user, action, Some(token), None)
                .await
                .expect("a legal action is accepted"),
        )
    }

    /// Delivers everything; returns how many rows were handled.
    pub async fn drain(&self) -> usize {
        self.deliverer.drain().await.expect("drain")
    }

    pub async fn pending(&self) -> usize {
        self.svc
            .pending_deliveries(10_000)
            .await
            .expect("outbox")
            .len()
    }

    pub async fn remembered(&self, game: GameId, slot: MessageSlot) -> Option<MessageId> {
        self.svc
            .message(game, slot)
            .await
            .expect("messages")
            .map(|m| MessageId(m.message))
    }

    pub async fn board(&self, game: GameId) -> Message {
        let id = self
            .remembered(game, MessageSlot::Board)
            .await
            .expect("a board is remembered");
        self.d.message(id).expect("the board exists")
    }

    /// The messages of the channel and the game's thread that are plain
    /// text (announcements and notices), oldest first.
    pub fn texts(&self) -> Vec<String> {
        self.d
            .messages_with_threads(self.channel)
            .into_iter()
            .filter(|m| m.embeds.is_empty())
            .map(|m| m.content)
            .collect()
    }

    /// Messages that show a board (running games' embeds).
    /// The channel's texts but the mentions of whose pick it is (those are
    /// notifications; `turns.rs` checks them).
    pub fn story(&self) -> Vec<String> {
        self.texts()
            .into_iter()
            .filter(|m| !m.starts_with(&en_start("notice-your-pick")))
            .collect()
    }

    pub fn boards(&self) -> Vec<Message> {
        self.d
            .messages_with_threads(self.channel)
            .into_iter()
            .filter(|m| {
                title(m).starts_with(&en_start("board-title"))
                    || title(m).starts_with(&en_start("board-title-seasons"))
            })
            .collect()
    }

    /// Sets both clocks forward: the service's and Discord's.
    pub fn advance(&self, secs: u64) {
        self.clock.advance_secs(secs);
        self.d.advance_clock(std::time::Duration::from_secs(secs));
    }

    /// A connection to the database, to simulate a crash's leftovers.
    pub async fn db(&self) -> sqlx::SqlitePool {
        let opts = SqliteConnectOptions::new().filename(self.dir.path().join("nanuk.db"));
        sqlx::SqlitePool::connect_with(opts)
            .await
            .expect("database opens")
    }
}

pub fn title(m: &Message) -> String {
    m.embeds
        .first()
        .and_then(|e| e["title"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// A screen's text as the double's `Message::text` shows it.
pub fn screen_text(screen: &Screen) -> String {
    let mut lines = vec![screen.content.clone()];
    if let Some(e) = &screen.embed {
        lines.push(e.title.clone());
        lines.push(e.description.clone());
        for f in &e.fields {
            lines.push(f.name.clone());
            lines.push(f.value.clone());
        }
        lines.push(e.footer.clone());
    }
    lines.retain(|l| !l.is_empty());
    lines.join("\n")
}

/// The announcement lines the channel should show for these outcomes
/// (only a hunt's story and a season's end or start make a post).
pub fn announced(table: &TableView, events: &[Event]) -> Vec<String> {
    use nanuk::discord::render::announce;
    if !announce::worth_a_post(events) {
        return Vec::new();
    }
    let names = nanuk::discord::render::Names::from_seats(
        nanuk::discord::text::Locale::SOURCE,
        &table.seats,
    );
    announce::lines(nanuk::discord::text::Locale::SOURCE, &names, events)
}

/// The worker's default pacing, but every board change drawn at once:
/// these tests check what is shown, and `drain` never holds a board
/// anyway (the e2e tests check the hold).
fn every_board() -> Pacing {
    Pacing {
        board_every: std::time::Duration::ZERO,
        ..Pacing::default()
    }
}

/// Every human seat of a table.
pub fn humans(table: &TableView) -> Vec<(Seat, u64)> {
    table
        .seats
        .iter()
        .filter_map(|s| s.user.map(|u| (s.seat, u)))
        .collect()
}
