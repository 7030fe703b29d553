//! Away mode (`/nanuk away`): a player away from every game they sit in.
//! While away, an AI at each game's stand-in level makes their decisions at
//! once and nothing waits on them; back (by `off`, by the time ending, or
//! by pressing any control of a game), they take every seat back at once.
//!
//! The time away is stored per user (`away`) and, for the boards, on each
//! seat it covers (`seats.away_until`). Marking and taking back go game by
//! game, each in its own commit: a crash between two leaves the rest to
//! the next `off` or to the sweep of ended times, which is idempotent.

use super::cache::Loaded;
use super::delivery::{Delivery, PlayedWhileAway};
use super::error::{BadOption, ServiceError, ServiceResult};
use super::turn::settle;
use super::{GameService, Step, loaded, on_current_state};
use crate::store::{Controller, GameId, GameStatus, StandInReason};

/// The longest time away at once.
pub const MAX_AWAY_SECS: u64 = 30 * 86_400;
/// The shortest: anything less is a pause, not an absence.
pub const MIN_AWAY_SECS: u64 = 3600;

/// What `/nanuk away` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AwayStarted {
    /// When it ends (ms).
    pub until: i64,
    /// The running games an AI now plays for them.
    pub games: Vec<GameId>,
}

impl GameService {
    /// `user` is away for `secs` seconds (an hour to 30 days), in every
    /// game they sit in now and in any that starts before they are back.
    /// Saying it again while away changes the end, not the start.
    pub async fn go_away(&self, user: u64, secs: u64) -> ServiceResult<AwayStarted> {
        if !(MIN_AWAY_SECS..=MAX_AWAY_SECS).contains(&secs) {
            return Err(ServiceError::BadOptions(BadOption::AwayTime {
                min_hours: MIN_AWAY_SECS / 3600,
                max_days: MAX_AWAY_SECS / 86_400,
            }));
        }
        let now = self.now();
        let until = now + secs as i64 * 1000;
        self.inner
            .store
            .set_away(user, now, until)
            .await
            .map_err(ServiceError::from_write)?;
        let mut games = Vec::new();
        for id in self.inner.store.active_games_of(user).await? {
            if on_current_state!(self, self.mark_away_once(id, user, until))? {
                games.push(id);
            }
        }
        tracing::info!(user, games = games.len(), "player away");
        Ok(AwayStarted { until, games })
    }

    /// Until when `user` is away (ms), if they are.
    pub async fn away_until(&self, user: u64) -> ServiceResult<Option<i64>> {
        let now = self.now();
        Ok(self
            .inner
            .store
            .away(user)
            .await?
            .map(|(_, until)| until)
            .filter(|&until| until > now))
    }

    /// `user` is back: every seat an AI played because they were away is
    /// theirs again. Returns what was played for them per game (`None` if
    /// they were not away).
    pub async fn come_back(&self, user: u64) -> ServiceResult<Option<Vec<PlayedWhileAway>>> {
        let Some(since) = self
            .inner
            .store
            .clear_away(user)
            .await
            .map_err(ServiceError::from_write)?
        else {
            return Ok(None);
        };
        let mut played = Vec::new();
        for id in self.inner.store.away_games_of(user, since).await? {
            if let Some(p) = on_current_state!(self, self.take_back_once(id, user, since))? {
                played.push(p);
            }
        }
        tracing::info!(user, games = played.len(), "player back");
        if let Some(first) = played.first() {
            // One DM for all games, through the outbox of one of them.
            on_current_state!(self, self.tell_back_once(first.game, user, &played))?;
        }
        Ok(Some(played))
    }

    async fn tell_back_once(
        &self,
        id: GameId,
        user: u64,
        played: &[PlayedWhileAway],
    ) -> ServiceResult<()> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        let Some(seat) = l
            .seats
            .iter()
            .find(|s| s.user == Some(user))
            .map(|s| s.seat)
        else {
            return Ok(());
        };
        let mut step = Step::new(l.clone());
        step.bump = false;
        step.outbox.push(Delivery::Back {
            seat,
            games: played.to_vec(),
        });
        self.commit(&mut guard, step).await?;
        Ok(())
    }

    /// A player who starts or joins a game is present: if they were away,
    /// they are back first (everywhere).
    pub(super) async fn present(&self, user: u64) -> ServiceResult<()> {
        if self.inner.store.away(user).await?.is_some() {
            self.come_back(user).await?;
        }
        Ok(())
    }

    /// Players whose time away has ended, brought back; each with what was
    /// played for them (for the one DM that tells them).
    pub async fn end_due_absences(&self) -> ServiceResult<Vec<(u64, Vec<PlayedWhileAway>)>> {
        let mut out = Vec::new();
        for user in self.inner.store.away_ended(self.now()).await? {
            // Another process may have brought them back meanwhile.
            if let Some(played) = self.come_back(user).await? {
                out.push((user, played));
            }
        }
        Ok(out)
    }

    /// Hands `user`'s seat in game `id` to the AI while they are away;
    /// whether the game is one they play in (running, seat still theirs).
    async fn mark_away_once(&self, id: GameId, user: u64, until: i64) -> ServiceResult<bool> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        let Some(i) = playing_seat(l, user) else {
            return Ok(false);
        };
        let mut next = l.clone();
        next.seats[i].controller = Controller::StandIn(StandInReason::Away);
        next.seats[i].away_until = Some(until);
        next.seats[i].stood_in = true;
        let (step, _) = settle(
            l,
            next,
            Vec::new(),
            Vec::new(),
            Vec::new(),
            &[i],
            self.now(),
        )?;
        self.commit(&mut guard, step).await?;
        Ok(true)
    }

    /// Gives `user` their seat in game `id` back if an AI played it because
    /// they were away; what it played since `since`.
    async fn take_back_once(
        &self,
        id: GameId,
        user: u64,
        since: i64,
    ) -> ServiceResult<Option<PlayedWhileAway>> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        let Some(i) = l.seats.iter().position(|s| {
            s.user == Some(user) && s.controller == Controller::StandIn(StandInReason::Away)
        }) else {
            return Ok(None);
        };
        let decisions = self
            .inner
            .store
            .stand_in_decisions(id, l.seats[i].seat.0, since)
            .await?;
        let played = PlayedWhileAway {
            game: id,
            guild: l.game.guild,
            channel: l.game.channel,
            decisions,
            over: l.game.status != GameStatus::Running,
        };
        let mut next = l.clone();
        next.seats[i].away_until = None;
        if l.game.status == GameStatus::Running {
            next.seats[i].controller = Controller::Human;
            let (step, _) = settle(
                l,
                next,
                Vec::new(),
                Vec::new(),
                vec![Delivery::Board],
                &[i],
                self.now(),
            )?;
            self.commit(&mut guard, step).await?;
        }
        Ok(Some(played))
    }
}

/// The seat `user` plays themselves (or an AI only until they act again)
/// in a running game.
fn playing_seat(l: &Loaded, user: u64) -> Option<usize> {
    if l.game.status != GameStatus::Running {
        return None;
    }
    l.seats.iter().position(|s| {
        s.user == Some(user)
            && matches!(
                s.controller,
                Controller::Human | Controller::StandIn(StandInReason::TimedOut)
            )
    })
}
