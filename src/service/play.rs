//! Playing: actions, and seats handed to the AI.

use super::cache::Loaded;
use super::delivery::Delivery;
use super::error::{ServiceError, ServiceResult};
use super::lobby::{holds_seat, lobby_outcome, require_host};
use super::lookup::{given_up, player_view};
use super::turn::{rule_error, settle};
use super::types::{Actor, Outcome};
use super::{GameService, Guard, Step, loaded, on_current_state};
use crate::engine::{Action, Seat};
use crate::store::{ActorKind, Controller, GameId, GameStatus, NewAction, StandInReason};

/// Refuses unless the game is running.
fn require_running(l: &Loaded) -> ServiceResult<()> {
    match l.game.status {
        GameStatus::Running => Ok(()),
        GameStatus::Lobby => Err(ServiceError::NotStarted),
        GameStatus::Over => Err(ServiceError::GameOver),
        GameStatus::Cancelled => Err(ServiceError::Cancelled),
    }
}

/// The seat a user plays (the acting seat always comes from the user, never
/// from a button).
fn seat_of(l: &Loaded, user: u64) -> ServiceResult<usize> {
    l.seats
        .iter()
        .position(|s| s.user == Some(user))
        .ok_or(ServiceError::NotInGame)
}

impl GameService {
    /// `user` takes `action` in game `id`.
    ///
    /// `token` is the decision token from the button (`None` for slash
    /// commands): if the seat's decision has moved on since, the action is
    /// refused with [`ServiceError::Stale`] and the current view.
    /// `interaction` is the Discord interaction id: one already applied is
    /// refused with [`ServiceError::Duplicate`] and changes nothing.
    ///
    /// A player whose seat an AI took over after a turn timeout takes it
    /// back by acting (committed even if the action itself is refused).
    pub async fn act(
        &self,
        id: GameId,
        user: u64,
        action: Action,
        token: Option<u64>,
        interaction: Option<u64>,
    ) -> ServiceResult<Outcome> {
        // A press while away brings the player back, in every game.
        if self.away_in(id, user).await? {
            self.come_back(user).await?;
        }
        on_current_state!(
            self,
            self.act_once(id, user, action.clone(), token, interaction)
        )
    }

    /// Does an AI play `user`'s seat in game `id` because they are away?
    pub(super) async fn away_in(&self, id: GameId, user: u64) -> ServiceResult<bool> {
        let guard = self.lock(id).await?;
        Ok(loaded(&guard).seats.iter().any(|s| {
            s.user == Some(user) && s.controller == Controller::StandIn(StandInReason::Away)
        }))
    }

    async fn act_once(
        &self,
        id: GameId,
        user: u64,
        action: Action,
        token: Option<u64>,
        interaction: Option<u64>,
    ) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        if let Some(interaction) = interaction
            && self.inner.store.interaction_seen(interaction).await?
        {
            return Err(ServiceError::Duplicate);
        }
        require_running(l)?;
        let i = seat_of(l, user)?;
        let now = self.now();
        let mut next = l.clone();
        let reclaimed = match next.seats[i].controller {
            Controller::Human => false,
            // Away: brought back just before (see `act`), unless they left
            // again since; the seat is theirs either way.
            Controller::StandIn(StandInReason::TimedOut | StandInReason::Away) => {
                next.seats[i].away_until = None;
                next.seats[i].controller = Controller::Human;
                true
            }
            _ => return Err(given_up(l, i)),
        };
        let seat = next.seats[i].seat;
        let lead = if reclaimed {
            vec![Delivery::SeatReclaimed { seat }]
        } else {
            Vec::new()
        };

        let refusal = if token.is_some_and(|t| t != next.seats[i].token) {
            Some(ServiceError::Stale {
                current: Box::new(player_view(&next, i)),
            })
        } else {
            let game = next.game.state.as_mut().expect("running games have state");
            match game.apply(seat, &action) {
                Ok(events) => {
                    next.game.action_count += 1;
                    let log = vec![NewAction {
                        seq: next.game.action_count,
                        seat,
                        actor: ActorKind::Player,
                        user: Some(user),
                        action,
                        interaction,
                    }];
                    let (step, outcome) = settle(l, next, log, events, lead, &[i], now)?;
                    self.commit(&mut guard, step).await?;
                    crate::telemetry::decision_committed();
                    return Ok(outcome);
                }
                Err(e) => Some(rule_error(l, e)),
            }
        };
        if reclaimed {
            // Keep the seat taken back, then say why the action was refused.
            let mut back = l.clone();
            back.seats[i].controller = Controller::Human;
            let (step, _) = settle(l, back, Vec::new(), Vec::new(), lead, &[i], now)?;
            let next = self.commit(&mut guard, step).await?;
            tracing::info!(game = %id, seat = seat.0, "player took their seat back");
            if let Some(ServiceError::Stale { .. }) = refusal {
                return Err(ServiceError::Stale {
                    current: Box::new(player_view(&next, i)),
                });
            }
        }
        Err(refusal.expect("refused"))
    }

    /// A player whose turn timed out takes their seat back from the AI
    /// (the "Take my seat back" button). Their next decision is theirs.
    pub async fn reclaim_seat(&self, id: GameId, user: u64) -> ServiceResult<Outcome> {
        // Away: back in every game, this one included.
        if self.away_in(id, user).await? {
            self.come_back(user).await?;
            let guard = self.lock(id).await?;
            return Ok(lobby_outcome(loaded(&guard)));
        }
        on_current_state!(self, self.reclaim_seat_once(id, user))
    }

    async fn reclaim_seat_once(&self, id: GameId, user: u64) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_running(l)?;
        let i = seat_of(l, user)?;
        match l.seats[i].controller {
            Controller::StandIn(StandInReason::TimedOut) => {}
            Controller::Human => return Err(ServiceError::SeatAlreadyYours),
            _ => return Err(given_up(l, i)),
        }
        let seat = l.seats[i].seat;
        let mut next = l.clone();
        next.seats[i].controller = Controller::Human;
        // `settle` redraws the touched seat's DM, which drops its "take
        // back" button even though the hand itself did not change.
        let lead = vec![Delivery::SeatReclaimed { seat }];
        let (step, outcome) = settle(l, next, Vec::new(), Vec::new(), lead, &[i], self.now())?;
        self.commit(&mut guard, step).await?;
        tracing::info!(game = %id, seat = seat.0, "player took their seat back");
        Ok(outcome)
    }

    /// Asks for the board to be posted afresh at the bottom of its channel
    /// (`/nanuk status`). Changes nothing in the game.
    pub async fn repost_board(&self, id: GameId) -> ServiceResult<()> {
        on_current_state!(self, self.repost_board_once(id))
    }

    async fn repost_board_once(&self, id: GameId) -> ServiceResult<()> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        require_running(l)?;
        let mut step = super::Step::new(l.clone());
        step.bump = false;
        step.outbox.push(Delivery::RepostBoard);
        self.commit(&mut guard, step).await?;
        Ok(())
    }

    /// The player leaves a game: in a lobby they give up their seat, in a
    /// running game an AI takes it for good.
    pub async fn leave_game(&self, id: GameId, user: u64) -> ServiceResult<Outcome> {
        {
            let guard = self.lock(id).await?;
            if loaded(&guard).game.status == GameStatus::Lobby {
                drop(guard);
                return self.leave(id, user).await;
            }
        }
        self.hand_to_ai(id, user, None, StandInReason::Left).await
    }

    /// The host (or an admin) removes a player: from a lobby their seat
    /// goes, in a running game an AI takes it.
    pub async fn kick(&self, id: GameId, actor: &Actor, target: u64) -> ServiceResult<Outcome> {
        {
            let guard = self.lock(id).await?;
            let l = loaded(&guard);
            require_host(l, actor)?;
            if l.game.status == GameStatus::Lobby {
                if !l.seats.iter().any(|s| s.user == Some(target)) {
                    return Err(ServiceError::PlayerNotInGame);
                }
                drop(guard);
                return self.leave(id, target).await;
            }
        }
        self.hand_to_ai(id, target, Some(actor), StandInReason::Kicked)
            .await
            .map_err(|e| match e {
                ServiceError::NotInGame => ServiceError::PlayerNotInGame,
                e => e,
            })
    }

    /// The host (or an admin) has an AI play this seat from now on.
    pub async fn replace_with_ai(
        &self,
        id: GameId,
        actor: &Actor,
        seat: Seat,
    ) -> ServiceResult<Outcome> {
        let user = {
            let guard = self.lock(id).await?;
            let l = loaded(&guard);
            require_host(l, actor)?;
            let s = l
                .seats
                .get(seat.index())
                .ok_or(ServiceError::PlayerNotInGame)?;
            s.user.ok_or(ServiceError::AlreadyAi)?
        };
        self.hand_to_ai(id, user, Some(actor), StandInReason::Replaced)
            .await
    }

    async fn hand_to_ai(
        &self,
        id: GameId,
        user: u64,
        by: Option<&Actor>,
        reason: StandInReason,
    ) -> ServiceResult<Outcome> {
        on_current_state!(self, self.hand_to_ai_once(id, user, by, reason))
    }

    async fn hand_to_ai_once(
        &self,
        id: GameId,
        user: u64,
        by: Option<&Actor>,
        reason: StandInReason,
    ) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        if let Some(actor) = by {
            require_host(l, actor)?;
        }
        require_running(l)?;
        let i = seat_of(l, user)?;
        match l.seats[i].controller {
            Controller::Human | Controller::StandIn(StandInReason::TimedOut) => {}
            _ => {
                return Err(if by.is_some() {
                    ServiceError::AlreadyAi
                } else {
                    given_up(l, i)
                });
            }
        }
        let mut next = l.clone();
        next.seats[i].controller = Controller::StandIn(reason);
        next.seats[i].stood_in = true;
        let seat = next.seats[i].seat;
        if !next.seats.iter().any(|s| s.user.is_some() && holds_seat(s)) {
            // Nobody is left to play for: the game ends here, quietly,
            // rather than the AI playing out (and the thread telling)
            // every remaining round for no one.
            return self.desert(&mut guard, next, seat, reason).await;
        }
        let (step, outcome) = settle(
            l,
            next,
            Vec::new(),
            Vec::new(),
            vec![Delivery::SeatReplaced { seat, reason }],
            &[i],
            self.now(),
        )?;
        self.commit(&mut guard, step).await?;
        tracing::info!(game = %id, seat = seat.0, ?reason, "an AI took a seat");
        Ok(outcome)
    }
}

impl GameService {
    /// The last human gave their seat up: the game is cancelled with one
    /// closing notice (their DM closed with it), no AI moves played.
    async fn desert(
        &self,
        guard: &mut Guard,
        mut next: Loaded,
        seat: Seat,
        reason: StandInReason,
    ) -> ServiceResult<Outcome> {
        next.game.status = GameStatus::Cancelled;
        next.game.finished_at = Some(self.now());
        let mut step = Step::new(next);
        step.outbox.push(Delivery::Hand { seat });
        step.outbox.push(Delivery::Cancelled);
        step.deadlines.clear_all = true;
        let next = self.commit(guard, step).await?;
        tracing::info!(game = %next.game.id, seat = seat.0, ?reason, "the last player gave up their seat; game cancelled");
        Ok(Outcome {
            waiting_for: Vec::new(),
            ..lobby_outcome(&next)
        })
    }
}
