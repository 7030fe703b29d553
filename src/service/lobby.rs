//! Lobbies: open, join, leave, AI seats, start, cancel.

use super::cache::Loaded;
use super::delivery::Delivery;
use super::error::{BadOption, Delay, ServiceError, ServiceResult};
use super::turn::settle;
use super::types::{Actor, Outcome};
use super::{GameService, Guard, SeatWrite, Step, loaded, on_current_state};
use crate::engine::ai::AiLevel;
use crate::engine::seat::{MAX_SEASONS, MAX_SEATS, MIN_SEATS};
use crate::engine::{Game, Seat, Settings};
use crate::store::{
    ClockOptions, Controller, GameId, GameOptions, GameStatus, NewGame, StandInReason, StoreError,
    StoredSeat,
};

/// Shortest and longest accepted turn timeout or reminder delay.
pub const MIN_DELAY_SECS: u64 = 60;
pub const MAX_DELAY_SECS: u64 = 30 * 24 * 3600;

pub(super) fn validate(options: &GameOptions) -> ServiceResult<()> {
    if !(1..=MAX_SEASONS).contains(&options.seasons) {
        return Err(ServiceError::BadOptions(BadOption::Seasons {
            max: MAX_SEASONS,
        }));
    }
    for (what, secs) in [
        (Delay::TurnTimeout, options.turn_timeout_secs),
        (Delay::Reminder, options.reminder_secs),
    ] {
        if let Some(secs) = secs
            && !(MIN_DELAY_SECS..=MAX_DELAY_SECS).contains(&secs)
        {
            return Err(ServiceError::BadOptions(BadOption::Delay {
                what,
                min_secs: MIN_DELAY_SECS,
                max_secs: MAX_DELAY_SECS,
            }));
        }
    }
    if let Some(clock) = options.clock {
        for (what, secs, min_secs) in [
            (Delay::ClockBank, clock.bank_secs, MIN_DELAY_SECS),
            (Delay::ClockIncrement, clock.increment_secs, 0),
        ] {
            if !(min_secs..=MAX_DELAY_SECS).contains(&secs) {
                return Err(ServiceError::BadOptions(BadOption::Delay {
                    what,
                    min_secs,
                    max_secs: MAX_DELAY_SECS,
                }));
            }
        }
    }
    Ok(())
}

fn human_seat(index: usize, actor: &Actor) -> StoredSeat {
    StoredSeat {
        seat: Seat(index as u8),
        user: Some(actor.user),
        name: actor.name.clone(),
        controller: Controller::Human,
        stood_in: false,
        token: 0,
        final_score: None,
        winner: None,
        ai_level: None,
        away_until: None,
        bank_ms: None,
        waiting_since: None,
    }
}

/// An AI seat named "AI {number}".
fn ai_seat(index: usize, number: usize, level: AiLevel) -> StoredSeat {
    StoredSeat {
        seat: Seat(index as u8),
        user: None,
        name: format!("AI {number}"),
        controller: Controller::Ai,
        stood_in: false,
        token: 0,
        final_score: None,
        winner: None,
        ai_level: Some(level),
        away_until: None,
        bank_ms: None,
        waiting_since: None,
    }
}

/// Who holds host powers now. The host who opened the lobby keeps them
/// while seated; one who left passes them to the next human in join order
/// (seats keep join order, and the opener sits first while there). Derived,
/// not stored: a lobby's seats say it all, and once the game starts its
/// seats no longer change.
pub(super) fn host(l: &Loaded) -> Option<u64> {
    let holds = |user: u64| {
        l.seats
            .iter()
            .any(|s| s.user == Some(user) && holds_seat(s))
    };
    if l.game.status != GameStatus::Lobby && holds(l.game.host) {
        return Some(l.game.host);
    }
    let next = match l.game.status {
        GameStatus::Lobby => l
            .seats
            .iter()
            .find(|s| s.controller == Controller::Human && s.user.is_some()),
        _ => l.seats.iter().find(|s| s.user.is_some() && holds_seat(s)),
    };
    next.and_then(|s| s.user)
}

/// Does this seat's human still hold it? A seat handed to an AI for good
/// (left, kicked, replaced) gives up host powers with it; one an AI plays
/// only until its player acts again (timed out) does not.
pub(super) fn holds_seat(s: &StoredSeat) -> bool {
    s.controller.held_by_player()
}

pub(super) fn host_name(l: &Loaded) -> Option<String> {
    let host = host(l)?;
    l.seats
        .iter()
        .find(|s| s.user == Some(host))
        .map(|s| s.name.clone())
}

pub(super) fn require_host(l: &Loaded, actor: &Actor) -> ServiceResult<()> {
    if actor.is_admin || host(l) == Some(actor.user) {
        Ok(())
    } else {
        Err(ServiceError::NotHost { host: host_name(l) })
    }
}

/// Refuses unless the game is still a lobby.
pub(super) fn require_lobby(l: &Loaded) -> ServiceResult<()> {
    match l.game.status {
        GameStatus::Lobby => Ok(()),
        GameStatus::Running => Err(ServiceError::AlreadyStarted),
        GameStatus::Over => Err(ServiceError::GameOver),
        GameStatus::Cancelled => Err(ServiceError::Cancelled),
    }
}

fn renumber(seats: &mut [StoredSeat]) {
    for (i, s) in seats.iter_mut().enumerate() {
        s.seat = Seat(i as u8);
    }
}

/// A lobby change: seats rewritten, the lobby message redrawn.
fn lobby_step(next: Loaded) -> Step {
    let mut step = Step::new(next);
    step.seats = SeatWrite::All;
    step.outbox.push(Delivery::Lobby);
    step
}

pub(super) fn lobby_outcome(l: &Loaded) -> Outcome {
    Outcome {
        game: l.game.id,
        version: l.game.version,
        status: l.game.status,
        events: Vec::new(),
        waiting_for: Vec::new(),
    }
}

impl GameService {
    /// Opens a lobby in a channel with the host in the first seat. Refused
    /// with [`ServiceError::ChannelBusy`] (carrying that game's id) if the
    /// channel already has a lobby or running game.
    pub async fn create_lobby(
        &self,
        guild: u64,
        channel: u64,
        host: &Actor,
        options: GameOptions,
    ) -> ServiceResult<Outcome> {
        self.new_game(guild, channel, host, options, &[], Some(Delivery::Lobby))
            .await
    }

    /// Stores a new game in its lobby, in one commit: the host seated, AI
    /// seats at these levels (a rematch keeps the finished game's), and
    /// `show` in its outbox (the lobby message; none for a game that
    /// starts at once and never shows a lobby).
    pub(super) async fn new_game(
        &self,
        guild: u64,
        channel: u64,
        host: &Actor,
        options: GameOptions,
        ai: &[AiLevel],
        show: Option<Delivery>,
    ) -> ServiceResult<Outcome> {
        validate(&options)?;
        let store = &self.inner.store;
        if let Some(existing) = store.open_game_in_channel(channel).await? {
            return Err(ServiceError::ChannelBusy { existing });
        }
        let mut seats = vec![human_seat(0, host)];
        for (n, level) in ai.iter().enumerate() {
            seats.push(ai_seat(seats.len(), n + 1, *level));
        }
        let new = NewGame {
            guild,
            channel,
            host: host.user,
            options,
            seats,
            now: self.now(),
            outbox: show
                .iter()
                .map(|d| serde_json::to_string(d).expect("serializable"))
                .collect(),
        };
        let id = match store.create_game(&new).await {
            Ok(id) => id,
            Err(StoreError::ChannelTaken) => {
                let existing = store
                    .open_game_in_channel(channel)
                    .await?
                    .unwrap_or(GameId(0));
                return Err(ServiceError::ChannelBusy { existing });
            }
            Err(e) => return Err(ServiceError::from_write(e)),
        };
        tracing::info!(game = %id, guild, channel, host = host.user, "lobby opened");
        if show.is_some() {
            self.inner.outbox_ready.ready(id);
        }
        Ok(Outcome {
            game: id,
            version: 1,
            status: GameStatus::Lobby,
            events: Vec::new(),
            waiting_for: Vec::new(),
        })
    }

    /// Takes a seat in a lobby.
    pub async fn join(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        self.present(actor.user).await?;
        on_current_state!(self, self.join_once(id, actor))
    }

    async fn join_once(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_lobby(l)?;
        if l.seats.iter().any(|s| s.user == Some(actor.user)) {
            return Err(ServiceError::AlreadyJoined);
        }
        if l.seats.len() >= MAX_SEATS as usize {
            return Err(ServiceError::LobbyFull);
        }
        let mut next = l.clone();
        next.seats.push(human_seat(next.seats.len(), actor));
        let next = self.commit(&mut guard, lobby_step(next)).await?;
        Ok(lobby_outcome(&next))
    }

    /// Gives up a seat in a lobby (the seats after it move up).
    pub async fn leave(&self, id: GameId, user: u64) -> ServiceResult<Outcome> {
        on_current_state!(self, self.leave_once(id, user))
    }

    async fn leave_once(&self, id: GameId, user: u64) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_lobby(l)?;
        let Some(i) = l.seats.iter().position(|s| s.user == Some(user)) else {
            return Err(ServiceError::NotInLobby);
        };
        let mut next = l.clone();
        next.seats.remove(i);
        renumber(&mut next.seats);
        if !next.seats.iter().any(|s| s.controller == Controller::Human) {
            // Nobody is left to hold host powers: the lobby ends.
            next.game.status = GameStatus::Cancelled;
            next.game.finished_at = Some(self.now());
            let mut step = Step::new(next);
            step.seats = SeatWrite::All;
            step.outbox.push(Delivery::Cancelled);
            step.deadlines.clear_all = true;
            let next = self.commit(&mut guard, step).await?;
            tracing::info!(game = %id, "the last human left the lobby; it is closed");
            return Ok(lobby_outcome(&next));
        }
        let next = self.commit(&mut guard, lobby_step(next)).await?;
        Ok(lobby_outcome(&next))
    }

    /// Adds an AI seat at the normal level (host or admin).
    pub async fn add_ai(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        self.add_ai_at(id, actor, AiLevel::Normal).await
    }

    /// Adds an AI seat that plays at `level` (host or admin).
    pub async fn add_ai_at(
        &self,
        id: GameId,
        actor: &Actor,
        level: AiLevel,
    ) -> ServiceResult<Outcome> {
        on_current_state!(self, self.add_ai_at_once(id, actor, level))
    }

    async fn add_ai_at_once(
        &self,
        id: GameId,
        actor: &Actor,
        level: AiLevel,
    ) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_lobby(l)?;
        require_host(l, actor)?;
        if l.seats.len() >= MAX_SEATS as usize {
            return Err(ServiceError::LobbyFull);
        }
        let mut next = l.clone();
        let number = (1..)
            .find(|n| !next.seats.iter().any(|s| s.name == format!("AI {n}")))
            .expect("a free number");
        next.seats.push(ai_seat(next.seats.len(), number, level));
        let next = self.commit(&mut guard, lobby_step(next)).await?;
        Ok(lobby_outcome(&next))
    }

    /// Removes the last AI seat (host or admin).
    pub async fn remove_ai(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        on_current_state!(self, self.remove_ai_once(id, actor))
    }

    async fn remove_ai_once(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_lobby(l)?;
        require_host(l, actor)?;
        let Some(i) = l.seats.iter().rposition(|s| s.controller == Controller::Ai) else {
            return Err(ServiceError::NoAiSeat);
        };
        let mut next = l.clone();
        next.seats.remove(i);
        renumber(&mut next.seats);
        let next = self.commit(&mut guard, lobby_step(next)).await?;
        Ok(lobby_outcome(&next))
    }

    /// Sets or removes the lobby's game clock (host or admin). A game that
    /// has started keeps its options: refused with
    /// [`ServiceError::AlreadyStarted`].
    pub async fn set_clock(
        &self,
        id: GameId,
        actor: &Actor,
        clock: Option<ClockOptions>,
    ) -> ServiceResult<Outcome> {
        on_current_state!(self, self.set_clock_once(id, actor, clock))
    }

    async fn set_clock_once(
        &self,
        id: GameId,
        actor: &Actor,
        clock: Option<ClockOptions>,
    ) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_lobby(l)?;
        require_host(l, actor)?;
        let mut next = l.clone();
        next.game.options.clock = clock;
        validate(&next.game.options)?;
        let next = self.commit(&mut guard, lobby_step(next)).await?;
        tracing::info!(game = %id, clock = clock.is_some(), "lobby clock set");
        Ok(lobby_outcome(&next))
    }

    /// Starts the game (host or admin) with 5 to 8 seats in join order and
    /// a random seed. AI seats that are due move at once.
    pub async fn start(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        self.present(actor.user).await?;
        on_current_state!(self, self.start_once(id, actor))
    }

    async fn start_once(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_lobby(l)?;
        require_host(l, actor)?;
        // The lobby message then says the game started.
        self.begin(&mut guard, vec![Delivery::Lobby]).await
    }

    /// Starts the locked lobby's game with its seats in join order and a
    /// random seed; `lead` is shown before the board and hands.
    pub(super) async fn begin(
        &self,
        guard: &mut Guard,
        lead: Vec<Delivery>,
    ) -> ServiceResult<Outcome> {
        let l = loaded(guard);
        let id = l.game.id;
        let n = l.seats.len();
        if !(MIN_SEATS as usize..=MAX_SEATS as usize).contains(&n) {
            return Err(ServiceError::WrongSeatCount { seats: n });
        }
        let settings = Settings {
            seats: n as u8,
            seasons: l.game.options.seasons,
            sides: l.game.options.sides,
        };
        let seed: u64 = rand::random();
        let (game, events) = Game::start(settings, seed)
            .map_err(|e| ServiceError::BadOptions(BadOption::Setup(e)))?;
        let now = self.now();
        let mut next = l.clone();
        next.game.status = GameStatus::Running;
        next.game.seed = Some(seed);
        next.game.state = Some(game);
        next.game.started_at = Some(now);
        // A player away when the game starts is played for from the first
        // decision, as in their other games.
        for seat in next.seats.iter_mut() {
            if let (Some(user), Controller::Human) = (seat.user, seat.controller)
                && let Some((_, until)) = self.inner.store.away(user).await?
                && until > now
            {
                seat.controller = Controller::StandIn(StandInReason::Away);
                seat.away_until = Some(until);
                seat.stood_in = true;
            }
        }
        let all: Vec<usize> = (0..n).collect();
        let (step, outcome) = settle(l, next, Vec::new(), events, lead, &all, now)?;
        self.commit(guard, step).await?;
        tracing::info!(game = %id, seats = n, "game started");
        Ok(outcome)
    }

    /// Cancels a lobby or a running game (host or admin).
    pub async fn cancel(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        on_current_state!(self, self.cancel_once(id, actor))
    }

    async fn cancel_once(&self, id: GameId, actor: &Actor) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_host(l, actor)?;
        match l.game.status {
            GameStatus::Lobby | GameStatus::Running => {}
            GameStatus::Over => return Err(ServiceError::GameOver),
            GameStatus::Cancelled => return Err(ServiceError::Cancelled),
        }
        let mut next = l.clone();
        next.game.status = GameStatus::Cancelled;
        next.game.finished_at = Some(self.now());
        let mut step = Step::new(next);
        step.outbox.push(Delivery::Cancelled);
        step.deadlines.clear_all = true;
        let next = self.commit(&mut guard, step).await?;
        tracing::info!(game = %id, by = actor.user, "game cancelled");
        Ok(Outcome {
            waiting_for: Vec::new(),
            ..lobby_outcome(&next)
        })
    }
}
