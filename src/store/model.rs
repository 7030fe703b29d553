//! The plain data the store keeps and hands back. The service re-exports
//! what the Discord layer needs.

use crate::engine::ai::AiLevel;
use crate::engine::{Action, Game, Seat, SidesRule};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A game's id: what `/nanuk export` and every button name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for GameId {
    type Err = std::num::ParseIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim().trim_start_matches('#').parse().map(GameId)
    }
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    Lobby,
    Running,
    Over,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Running => "running",
            GameStatus::Over => "over",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<GameStatus> {
        [
            GameStatus::Lobby,
            GameStatus::Running,
            GameStatus::Over,
            GameStatus::Cancelled,
        ]
        .into_iter()
        .find(|g| g.as_str() == s)
    }

    /// Lobby or running: the channel is taken.
    pub fn is_open(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Running)
    }
}

/// Why an AI plays a human's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StandInReason {
    /// The turn timeout ran out. The player takes the seat back by acting.
    TimedOut,
    /// The player left (`/nanuk leave`).
    Left,
    /// The host or an admin kicked the player.
    Kicked,
    /// The host or an admin had an AI take the seat.
    Replaced,
    /// The player said they are away (`/nanuk away`). They take the seat
    /// back by coming back (`off`, the time ending, or any press).
    Away,
}

impl StandInReason {
    /// The seat is still its player's: the AI plays only until they are
    /// back (timed out, away); left, kicked or replaced seats are not.
    pub fn keeps_seat(self) -> bool {
        matches!(self, StandInReason::TimedOut | StandInReason::Away)
    }
}

/// Who makes a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Controller {
    Human,
    /// An AI seat from the lobby.
    Ai,
    /// An AI standing in for the human in this seat.
    StandIn(StandInReason),
}

impl Controller {
    pub fn as_str(self) -> &'static str {
        match self {
            Controller::Human => "human",
            Controller::Ai => "ai",
            Controller::StandIn(StandInReason::TimedOut) => "timed_out",
            Controller::StandIn(StandInReason::Left) => "left",
            Controller::StandIn(StandInReason::Kicked) => "kicked",
            Controller::StandIn(StandInReason::Replaced) => "replaced",
            Controller::StandIn(StandInReason::Away) => "away",
        }
    }

    pub fn parse(s: &str) -> Option<Controller> {
        Some(match s {
            "human" => Controller::Human,
            "ai" => Controller::Ai,
            "timed_out" => Controller::StandIn(StandInReason::TimedOut),
            "left" => Controller::StandIn(StandInReason::Left),
            "kicked" => Controller::StandIn(StandInReason::Kicked),
            "replaced" => Controller::StandIn(StandInReason::Replaced),
            "away" => Controller::StandIn(StandInReason::Away),
            _ => return None,
        })
    }

    /// The AI makes this seat's decisions.
    pub fn is_ai(self) -> bool {
        !matches!(self, Controller::Human)
    }

    /// A human's seat that is still theirs: played by them, or by an AI
    /// only until they are back (see [`StandInReason::keeps_seat`]).
    pub fn held_by_player(self) -> bool {
        match self {
            Controller::Human => true,
            Controller::StandIn(reason) => reason.keeps_seat(),
            Controller::Ai => false,
        }
    }
}

/// What the host chose when opening the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    /// Seasons to play (1 to 10).
    pub seasons: u8,
    pub sides: SidesRule,
    /// After this many seconds on one decision an AI acts for the player.
    pub turn_timeout_secs: Option<u64>,
    /// After this many seconds on one decision the player is reminded.
    pub reminder_secs: Option<u64>,
    /// The level an AI plays at when it stands in for a player who timed
    /// out or left (games stored before this option play normal).
    #[serde(default)]
    pub stand_in_level: AiLevel,
    /// Players may ask `/nanuk hint` for the strong AI's advice (off by
    /// default; games stored before this option have none).
    #[serde(default)]
    pub hints: bool,
    /// Solo practice (`/nanuk practice`): one player and AI seats, played
    /// in that player's DM with the bot, never rated. Such a game belongs
    /// to no server: its guild is [`NO_GUILD`].
    #[serde(default)]
    pub practice: bool,
    /// A chess-style clock for slow games (issue 29); `None`: no clock
    /// (games stored before clocks have none).
    #[serde(default)]
    pub clock: Option<ClockOptions>,
}

/// A game clock: every player has a time bank that runs only while the
/// game waits for them, and gains the increment with each decision they
/// make. An empty bank is a turn timeout (an AI plays for them until they
/// take the seat back), and the bank then holds one increment again. With
/// a clock, the bank's end replaces the per-decision turn timeout, and its
/// reminder (a quarter of the bank left) the repeated reminders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockOptions {
    /// Each player's bank at the start, in seconds.
    pub bank_secs: u64,
    /// Added to a player's bank for each decision they make, in seconds.
    pub increment_secs: u64,
}

impl ClockOptions {
    pub fn bank_ms(self) -> i64 {
        i64::try_from(self.bank_secs.saturating_mul(1000)).unwrap_or(i64::MAX)
    }

    pub fn increment_ms(self) -> i64 {
        i64::try_from(self.increment_secs.saturating_mul(1000)).unwrap_or(i64::MAX)
    }
}

/// A server's defaults for the lobbies opened in it (`/nanuk settings`).
/// Each `None` is the bot's own default; `/nanuk start` options override
/// them per lobby. Stored as JSON: new fields need no migration.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LobbyDefaults {
    pub seasons: Option<u8>,
    pub sides: Option<SidesRule>,
    /// Seconds; `Some(0)`: never.
    pub turn_timeout_secs: Option<u64>,
    /// Seconds; `Some(0)`: never.
    pub reminder_secs: Option<u64>,
    pub stand_in_level: Option<AiLevel>,
    pub hints: Option<bool>,
    /// AI seats a new lobby opens with (0 to 7).
    pub ai_seats: Option<u8>,
    pub ai_level: Option<AiLevel>,
    /// The game clock's bank, seconds; `Some(0)`: no clock.
    pub clock_bank_secs: Option<u64>,
    /// The game clock's increment per decision, seconds (`Some(0)`: none).
    pub clock_increment_secs: Option<u64>,
}

impl LobbyDefaults {
    /// Each field of `over` that is set, else this one's.
    pub fn overridden_by(&self, over: &LobbyDefaults) -> LobbyDefaults {
        LobbyDefaults {
            seasons: over.seasons.or(self.seasons),
            sides: over.sides.or(self.sides),
            turn_timeout_secs: over.turn_timeout_secs.or(self.turn_timeout_secs),
            reminder_secs: over.reminder_secs.or(self.reminder_secs),
            stand_in_level: over.stand_in_level.or(self.stand_in_level),
            hints: over.hints.or(self.hints),
            ai_seats: over.ai_seats.or(self.ai_seats),
            ai_level: over.ai_level.or(self.ai_level),
            clock_bank_secs: over.clock_bank_secs.or(self.clock_bank_secs),
            clock_increment_secs: over.clock_increment_secs.or(self.clock_increment_secs),
        }
    }
}

/// The guild of a game played in a DM (solo practice): Discord's snowflakes
/// are never 0. A game there counts for no server's ratings or history.
pub const NO_GUILD: u64 = 0;

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            seasons: 1,
            sides: SidesRule::Secret,
            turn_timeout_secs: None,
            reminder_secs: None,
            stand_in_level: AiLevel::Normal,
            hints: false,
            practice: false,
            clock: None,
        }
    }
}

/// One game as stored.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: GameId,
    pub guild: u64,
    pub channel: u64,
    pub host: u64,
    pub status: GameStatus,
    pub options: GameOptions,
    pub seed: Option<u64>,
    pub version: u64,
    pub action_count: u64,
    /// The engine state, once started.
    pub state: Option<Game>,
    pub created_at: i64,
    pub updated_at: i64,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
}

/// One seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub seat: Seat,
    /// `None` for an AI seat.
    pub user: Option<u64>,
    pub name: String,
    pub controller: Controller,
    pub stood_in: bool,
    pub token: u64,
    pub final_score: Option<u32>,
    pub winner: Option<bool>,
    /// The level an AI seat plays at; `None` for a human's seat (and for AI
    /// seats stored before levels, which play normal).
    pub ai_level: Option<AiLevel>,
    /// While the seat's player is away: until when (ms), as they said.
    pub away_until: Option<i64>,
    /// With a game clock, the player's time bank (ms) as of
    /// `waiting_since` (or as it stands while the clock is stopped);
    /// `None` without a clock, and for AI seats.
    pub bank_ms: Option<i64>,
    /// Since when (ms) the player's clock runs: the game waits for their
    /// decision. The bank runs out at `waiting_since + bank_ms`.
    pub waiting_since: Option<i64>,
}

impl StoredSeat {
    /// The level this seat's AI plays at when it is an AI seat.
    pub fn level(&self) -> AiLevel {
        self.ai_level.unwrap_or_default()
    }
}

/// Who took a logged action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActorKind {
    /// The seat's own player.
    Player,
    /// An AI seat.
    Ai,
    /// An AI standing in for the seat's player.
    StandIn,
}

impl ActorKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ActorKind::Player => "player",
            ActorKind::Ai => "ai",
            ActorKind::StandIn => "stand_in",
        }
    }

    pub fn parse(s: &str) -> Option<ActorKind> {
        [ActorKind::Player, ActorKind::Ai, ActorKind::StandIn]
            .into_iter()
            .find(|a| a.as_str() == s)
    }
}

/// One row of a game's action log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedAction {
    pub seq: u64,
    pub seat: Seat,
    pub actor: ActorKind,
    pub user: Option<u64>,
    pub action: Action,
    pub interaction: Option<u64>,
    pub version: u64,
    pub at: i64,
}

/// An undelivered (or delivered) outbox row; `payload` is the service's
/// JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub game: GameId,
    pub version: u64,
    pub payload: String,
    pub created_at: i64,
}

/// A Discord message the bot must find again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageSlot {
    Lobby,
    Board,
    /// A seat's DM showing their hand.
    Hand(Seat),
    /// A seat's DM asking for a decision.
    Prompt(Seat),
    /// The channel notice telling a seat's player that their DMs are
    /// closed (posted once per game and seat).
    DmNotice(Seat),
    /// Where a started game is played: `channel` is its thread (or the
    /// lobby's channel when it has none); `message` says which (the
    /// thread's id, or why there is no thread; see
    /// `discord::delivery::stage`). Not a message, but found the same way.
    Stage,
}

impl MessageSlot {
    pub fn key(self) -> String {
        match self {
            MessageSlot::Lobby => "lobby".into(),
            MessageSlot::Board => "board".into(),
            MessageSlot::Hand(s) => format!("hand:{}", s.0),
            MessageSlot::Prompt(s) => format!("prompt:{}", s.0),
            MessageSlot::DmNotice(s) => format!("dm_notice:{}", s.0),
            MessageSlot::Stage => "stage".into(),
        }
    }
}

/// Where a remembered message is, and when it was posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredMessage {
    pub channel: u64,
    pub message: u64,
    /// Unix milliseconds; Discord refuses edits to old messages, so the bot
    /// re-posts instead of editing when this is over an hour ago.
    pub created_at: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlineKind {
    Reminder,
    Timeout,
    /// "You are the last one": a secret choice the table waits on this
    /// seat alone for.
    LastOne,
    /// A slow (strong) AI decision is due for this seat: due at once,
    /// played after the commit that made it due, off the interaction path.
    AiMove,
}

impl DeadlineKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DeadlineKind::Reminder => "reminder",
            DeadlineKind::Timeout => "timeout",
            DeadlineKind::LastOne => "last_one",
            DeadlineKind::AiMove => "ai_move",
        }
    }

    pub fn parse(s: &str) -> Option<DeadlineKind> {
        match s {
            "reminder" => Some(DeadlineKind::Reminder),
            "timeout" => Some(DeadlineKind::Timeout),
            "last_one" => Some(DeadlineKind::LastOne),
            "ai_move" => Some(DeadlineKind::AiMove),
            _ => None,
        }
    }
}

/// A pending reminder, turn timeout or AI move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    pub game: GameId,
    pub seat: Seat,
    pub kind: DeadlineKind,
    pub due_at: i64,
    pub token: u64,
}

/// One player's row in a finished game, for history and stats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedSeat {
    pub seat: Seat,
    pub user: Option<u64>,
    pub name: String,
    pub score: u32,
    pub winner: bool,
    pub stood_in: bool,
}

/// A finished game, for history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    pub id: GameId,
    pub channel: u64,
    pub finished_at: i64,
    pub seats: Vec<FinishedSeat>,
}

/// One player's figures over a guild's finished games.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerTotals {
    pub games: u64,
    pub wins: u64,
    pub total_score: u64,
    /// Games in which an AI stood in for the player at some point.
    pub stood_in_games: u64,
    pub stood_in_wins: u64,
}

/// Whose language a stored language is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LanguageScope {
    /// A player: their DMs, reminders and private answers.
    User,
    /// A server: its games' public surfaces.
    Server,
}

impl LanguageScope {
    /// The `languages.scope` column's value.
    pub fn key(self) -> &'static str {
        match self {
            LanguageScope::User => "user",
            LanguageScope::Server => "server",
        }
    }

    pub fn from_key(key: &str) -> Option<LanguageScope> {
        match key {
            "user" => Some(LanguageScope::User),
            "server" => Some(LanguageScope::Server),
            _ => None,
        }
    }
}

/// A player's or a server's language as stored: Discord's locale codes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoredLanguage {
    /// What Discord said last (an interaction's `locale` or `guild_locale`).
    pub seen: Option<String>,
    /// What `/nanuk language` set; `None` follows `seen`.
    pub chosen: Option<String>,
}
