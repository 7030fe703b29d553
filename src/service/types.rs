//! Plain data in and out of the service.

use crate::engine::ai::AiLevel;
use crate::engine::{Event, PublicView, Seat, SeatView};
use crate::store::{Controller, GameId, GameOptions, GameStatus};

/// Who is asking: a Discord user, with their display name and whether they
/// have Manage Server in the game's guild.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub user: u64,
    pub name: String,
    pub is_admin: bool,
}

impl Actor {
    pub fn new(user: u64, name: impl Into<String>) -> Actor {
        Actor {
            user,
            name: name.into(),
            is_admin: false,
        }
    }

    pub fn admin(mut self) -> Actor {
        self.is_admin = true;
        self
    }
}

/// A game's identity and settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    pub id: GameId,
    pub guild: u64,
    pub channel: u64,
    /// Who holds host powers now (see `opened_by`): the opener while they
    /// hold their seat, else the next human still seated; `None` once no
    /// human holds a seat (only Manage Server acts for the game then).
    pub host: Option<u64>,
    /// Who opened the lobby; the host unless they left it.
    pub opened_by: u64,
    pub status: GameStatus,
    pub options: GameOptions,
    pub version: u64,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
}

impl GameInfo {
    /// A solo practice game, played in its player's DM.
    pub fn is_practice(&self) -> bool {
        self.options.practice
    }
}

/// One seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    pub seat: Seat,
    /// The Discord user (also while an AI stands in); `None` for an AI seat.
    pub user: Option<u64>,
    pub name: String,
    pub controller: Controller,
    /// An AI has played for this human at some point.
    pub stood_in: bool,
    /// The seat's decision token: buttons carry it back to `act`.
    pub token: u64,
    /// The game is waiting for this seat now.
    pub waiting: bool,
    /// The level an AI seat plays at (`None` for a human's seat).
    pub ai_level: Option<AiLevel>,
    /// Its player is away until then (ms); an AI plays for them.
    pub away_until: Option<i64>,
}

/// A seat's game clock (issue 29), as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatClock {
    pub seat: Seat,
    /// The time bank (ms) as of `running_since`, or as it stands.
    pub bank_ms: i64,
    /// Since when the clock runs (ms): the game waits for this player.
    pub running_since: Option<i64>,
}

impl SeatClock {
    /// When the bank runs out (ms), if the clock runs.
    pub fn runs_out_at(&self) -> Option<i64> {
        self.running_since.map(|since| since + self.bank_ms)
    }
}

/// What changed, returned after every committed change (the same things
/// are in the outbox for the delivery worker).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub game: GameId,
    pub version: u64,
    pub status: GameStatus,
    /// Public events, in order (AI moves included).
    pub events: Vec<Event>,
    /// The seats the game now waits for.
    pub waiting_for: Vec<SeatInfo>,
}

/// The table as the channel sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    pub info: GameInfo,
    pub seats: Vec<SeatInfo>,
    /// `None` while in the lobby.
    pub public: Option<PublicView>,
    /// Each player's game clock (empty without one).
    pub clocks: Vec<SeatClock>,
}

impl TableView {
    pub fn name(&self, seat: Seat) -> &str {
        self.seats
            .get(seat.index())
            .map_or("?", |s| s.name.as_str())
    }

    pub fn waiting_for(&self) -> Vec<&SeatInfo> {
        self.seats.iter().filter(|s| s.waiting).collect()
    }
}

/// One seat's private window: their hand, secret choices and what they may
/// do now, plus the game it belongs to (for DMs: guild and channel).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    pub info: GameInfo,
    pub seat: SeatInfo,
    /// Every seat (for names).
    pub seats: Vec<SeatInfo>,
    /// `None` while in the lobby.
    pub view: Option<SeatView>,
    /// The seat's last decision and what the table saw since (empty when
    /// the view was drawn without the game's journal).
    pub recap: super::journal::Recap,
    /// The seat's game clock, if the game has one.
    pub clock: Option<SeatClock>,
}

impl PlayerView {
    /// The token to put on this seat's buttons.
    pub fn token(&self) -> u64 {
        self.seat.token
    }
}

/// One finished game for `/nanuk history`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub id: GameId,
    pub channel: u64,
    pub finished_at: i64,
    /// Every seat with its final total, in seat order.
    pub seats: Vec<SummarySeat>,
}

impl GameSummary {
    pub fn winners(&self) -> Vec<&SummarySeat> {
        self.seats.iter().filter(|s| s.winner).collect()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummarySeat {
    pub seat: Seat,
    pub user: Option<u64>,
    pub name: String,
    pub score: u32,
    pub winner: bool,
    /// An AI stood in for this player at some point.
    pub stood_in: bool,
}

/// A player's figures in one guild for `/nanuk stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerStats {
    pub games: u64,
    pub wins: u64,
    /// Average final total per game (0 with no games).
    pub average_score: f64,
    /// Games in which an AI stood in for the player at some point (these
    /// are included in the figures above).
    pub stood_in_games: u64,
    pub stood_in_wins: u64,
}

/// A deadline that `fire_due` acted on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fired {
    pub game: GameId,
    pub seat: Seat,
    pub kind: crate::store::DeadlineKind,
}
