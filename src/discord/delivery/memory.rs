//! What the worker keeps in memory between passes. None of it is needed
//! for correctness after a restart (the outbox and the remembered messages
//! are in the database); it saves Discord calls and keeps one game's
//! deliveries in one task at a time. Every map is bounded.

use crate::discord::screen::Screen;
use crate::engine::Seat;
use crate::service::{GameId, MessageSlot, StoredMessage};
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Duration;
use tokio::time::Instant;

/// Past this many entries a cache is simply emptied (it only saves calls).
const CACHE_LIMIT: usize = 20_000;
/// Waits after consecutive failed passes of a game: 1 s doubling to 3 s,
/// each stretched or shortened by up to a quarter so that games stalled
/// together do not come back together. Short: a pass already retried its
/// calls (and waited out any 429), so Discord is back within seconds of
/// the last failure; a pass that got anything through starts again at 1 s.
const COOLDOWN_FIRST: Duration = Duration::from_secs(1);
const COOLDOWN_MAX: Duration = Duration::from_secs(3);
/// After Discord refuses a seat's DM (50007, DMs closed), that many of the
/// seat's hand updates go without a DM before one is tried again. Every
/// refusal is an invalid request, which Discord counts against the bot
/// (too many and its IP is blocked for a while), and closed DMs mostly
/// stay closed; the player was told to use `/nanuk hand` meanwhile.
pub const DM_RETRY_AFTER: u32 = 10;

/// How long a render waits for the answer to a press on its message. An
/// answer goes out within Discord's 3 s; past that the render goes on (at
/// worst the same screen is drawn twice).
pub const PRESS_ANSWER_WAIT: Duration = Duration::from_secs(3);

/// A player reminded (by one DM listing every game waiting on them) is
/// not reminded again for this long, whichever game's reminder falls due.
pub const REMINDER_GAP: Duration = Duration::from_secs(60 * 60);

#[derive(Default)]
pub struct Memory {
    /// One delivery task per game at a time (`run` and `drain` may overlap).
    /// Weak: a lock nobody holds is dropped and pruned.
    locks: Mutex<HashMap<GameId, Weak<tokio::sync::Mutex<()>>>>,
    /// One stage decision per game at a time (weak, as `locks`).
    stage_locks: Mutex<HashMap<GameId, Weak<tokio::sync::Mutex<()>>>>,
    /// Games whose last pass failed transiently, and until when background
    /// passes leave them alone.
    cooldown: Mutex<HashMap<GameId, Cooldown>>,
    /// What each slot's message shows now, so an unchanged render is not
    /// sent again.
    shown: Mutex<HashMap<(GameId, MessageSlot), Showing>>,
    /// Presses being answered in place, per game and message: each holds
    /// a read lock while it runs; the worker takes the write lock (waits
    /// for them) before it renders that message.
    presses: Mutex<HashMap<(GameId, PressOn), Weak<PressLock>>>,
    /// DM channel per user.
    dms: Mutex<HashMap<u64, u64>>,
    /// Users whose DM channel was asked to be opened ahead.
    dms_asked: Mutex<HashMap<u64, ()>>,
    /// The remembered message per slot (`None`: there is none), read
    /// through: the worker is the only writer of remembered messages, so
    /// each is read from the database once, not on every render.
    messages: Mutex<HashMap<(GameId, MessageSlot), Option<StoredMessage>>>,
    /// When each user was last reminded (one reminder lists all their games).
    reminded: Mutex<HashMap<u64, Instant>>,
    /// When the worker last drew each game's board (see `Pacing::board_every`).
    boards: Mutex<HashMap<GameId, Instant>>,
    /// Hand updates still to go without a DM, per seat refused one.
    dm_refused: Mutex<HashMap<(GameId, Seat), u32>>,
    /// Pick decisions (seat, decision token) whose picker was mentioned in
    /// a follow-up to the previous pick's answer.
    picks_told: Mutex<HashSet<(GameId, Seat, u64)>>,
}

/// Held for reading by each press being answered, for writing by the
/// worker before it renders.
type PressLock = tokio::sync::RwLock<()>;

/// A message the worker keeps that presses on it may redraw in their
/// answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PressOn {
    /// This user's DM hand.
    Dm(u64),
    /// The game's lobby message.
    Lobby,
    /// The game's board (a pick made with its menu).
    Board,
}

/// A message and what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Showing {
    message: u64,
    digest: u64,
    /// It offers controls (buttons or menus).
    live: bool,
    /// The decision token its controls were drawn for.
    decision: Option<u64>,
}

/// The decision token a screen's controls carry (none: it asks nothing).
fn decision_of(screen: &Screen) -> Option<u64> {
    use crate::discord::screen::Row;
    decision_of_ids(screen.rows.iter().flat_map(|row| match row {
        Row::Buttons(buttons) => buttons.iter().map(|b| b.id.as_str()).collect(),
        Row::Select(select) => vec![select.id.as_str()],
    }))
}

/// The decision token the controls were drawn for (0: not a decision's).
fn decision_of_ids<'a>(ids: impl IntoIterator<Item = &'a str>) -> Option<u64> {
    ids.into_iter()
        .filter_map(crate::discord::ids::ControlId::parse)
        .map(|id| id.token)
        .filter(|token| *token != 0)
        .max()
}

#[derive(Clone, Copy, Debug)]
struct Cooldown {
    until: Instant,
    failures: u32,
}

/// Locks a std mutex, recovering from a poisoned one (every value here
/// stays valid whatever panicked).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Inserts into a cache map, emptying it first if it is full.
fn insert_bounded<K: Eq + Hash, V>(map: &Mutex<HashMap<K, V>>, key: K, value: V) {
    let mut map = lock(map);
    if map.len() >= CACHE_LIMIT {
        map.clear();
    }
    map.insert(key, value);
}

pub fn digest(screen: &Screen) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    serde_json::to_string(screen)
        .unwrap_or_default()
        .hash(&mut hasher);
    hasher.finish()
}

/// The lock kept in `locks` for `game`, made if nobody holds one.
fn shared_lock(
    locks: &Mutex<HashMap<GameId, Weak<tokio::sync::Mutex<()>>>>,
    game: GameId,
) -> Arc<tokio::sync::Mutex<()>> {
    let mut locks = lock(locks);
    if let Some(existing) = locks.get(&game).and_then(Weak::upgrade) {
        return existing;
    }
    if locks.len() >= 1024 {
        locks.retain(|_, w| w.strong_count() > 0);
    }
    let fresh = Arc::new(tokio::sync::Mutex::new(()));
    locks.insert(game, Arc::downgrade(&fresh));
    fresh
}

impl Memory {
    /// The game's delivery lock (lock it with `.lock().await`).
    pub fn game_lock(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        shared_lock(&self.locks, game)
    }

    /// Held while the game's stage is decided (its lanes may ask at once;
    /// one thread must be opened, not two).
    pub fn stage_lock(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        shared_lock(&self.stage_locks, game)
    }

    pub fn cooling_down(&self, game: GameId, now: Instant) -> bool {
        lock(&self.cooldown)
            .get(&game)
            .is_some_and(|c| c.until > now)
    }

    /// When a cooling-down game may be tried again.
    pub fn cooldown_until(&self, game: GameId) -> Option<Instant> {
        lock(&self.cooldown).get(&game).map(|c| c.until)
    }

    /// The game's pass stopped on a transient failure; `progress`: it got
    /// something through first (Discord answers, so start over).
    pub fn stalled(&self, game: GameId, now: Instant, progress: bool) -> Duration {
        let mut cooldown = lock(&self.cooldown);
        let before = if progress {
            0
        } else {
            cooldown.get(&game).map_or(0, |c| c.failures)
        };
        let failures = before + 1;
        let wait = COOLDOWN_FIRST
            .saturating_mul(1 << (failures - 1).min(6))
            .min(COOLDOWN_MAX)
            .mul_f64(rand::random_range(0.75..1.25));
        cooldown.insert(
            game,
            Cooldown {
                until: now + wait,
                failures,
            },
        );
        wait
    }

    pub fn recovered(&self, game: GameId) {
        lock(&self.cooldown).remove(&game);
    }

    /// Does `message`, remembered in the slot, already show what `digest`
    /// was made from?
    pub fn shows(&self, game: GameId, slot: MessageSlot, message: u64, digest: u64) -> bool {
        lock(&self.shown)
            .get(&(game, slot))
            .is_some_and(|s| s.message == message && s.digest == digest)
    }

    /// `message` now shows `screen` (through the worker or an interaction
    /// answer).
    pub fn showing(&self, game: GameId, slot: MessageSlot, message: u64, screen: &Screen) {
        let showing = Showing {
            message,
            digest: digest(screen),
            live: !screen.rows.is_empty(),
            decision: decision_of(screen),
        };
        insert_bounded(&self.shown, (game, slot), showing);
    }

    /// Is what the slot's `message` shows known here (drawn by this
    /// process, or read back)?
    pub fn knows(&self, game: GameId, slot: MessageSlot, message: u64) -> bool {
        lock(&self.shown)
            .get(&(game, slot))
            .is_some_and(|s| s.message == message)
    }

    /// `message` was read back from Discord with these control ids: its
    /// decision is known, its exact look is not (the next render edits it).
    pub fn read_back<'a>(
        &self,
        game: GameId,
        slot: MessageSlot,
        message: u64,
        control_ids: impl IntoIterator<Item = &'a str>,
    ) {
        let ids: Vec<&str> = control_ids.into_iter().collect();
        let showing = Showing {
            message,
            digest: 0,
            live: !ids.is_empty(),
            decision: decision_of_ids(ids),
        };
        insert_bounded(&self.shown, (game, slot), showing);
    }

    /// Does the slot's remembered message show controls for decision
    /// `token` (posted by the worker, or drawn by a press's answer)? Then
    /// that decision's prompt is out, whatever else changed since.
    pub fn shows_decision(&self, game: GameId, slot: MessageSlot, token: u64) -> bool {
        let Some(Some(stored)) = self.message(game, slot) else {
            return false;
        };
        lock(&self.shown)
            .get(&(game, slot))
            .is_some_and(|s| s.message == stored.message && s.decision == Some(token))
    }

    /// Is `message` known to show no controls any more (a settled prompt
    /// that may stay as a record)?
    pub fn settled(&self, game: GameId, slot: MessageSlot, message: u64) -> bool {
        lock(&self.shown)
            .get(&(game, slot))
            .is_some_and(|s| s.message == message && !s.live)
    }

    /// Marks a press on `on` in `game` as being answered until the guard
    /// is dropped.
    pub async fn pressing(
        &self,
        game: GameId,
        on: PressOn,
    ) -> tokio::sync::OwnedRwLockReadGuard<()> {
        self.press_lock(game, on).read_owned().await
    }

    /// Waits (at most `limit`) until no press on `on` in `game` is being
    /// answered, so that what the answer showed is known here.
    pub async fn presses_answered(&self, game: GameId, on: PressOn, limit: Duration) {
        let lock = self.press_lock(game, on);
        if tokio::time::timeout(limit, lock.write()).await.is_err() {
            tracing::debug!(%game, ?on, "a press answer took too long; rendering anyway");
        }
    }

    fn press_lock(&self, game: GameId, on: PressOn) -> Arc<PressLock> {
        let mut presses = lock(&self.presses);
        if let Some(existing) = presses.get(&(game, on)).and_then(Weak::upgrade) {
            return existing;
        }
        if presses.len() >= 1024 {
            presses.retain(|_, w| w.strong_count() > 0);
        }
        let fresh = Arc::new(PressLock::new(()));
        presses.insert((game, on), Arc::downgrade(&fresh));
        fresh
    }

    pub fn forget_shown(&self, game: GameId, slot: MessageSlot) {
        lock(&self.shown).remove(&(game, slot));
    }

    /// Drops everything about a game that has ended.
    pub fn forget_game(&self, game: GameId) {
        lock(&self.shown).retain(|(g, _), _| *g != game);
        lock(&self.cooldown).remove(&game);
        lock(&self.dm_refused).retain(|(g, _), _| *g != game);
        lock(&self.messages).retain(|(g, _), _| *g != game);
        lock(&self.boards).remove(&game);
        lock(&self.picks_told).retain(|(g, _, _)| *g != game);
    }

    /// The seat was told of its pick (decision `token`) by a follow-up.
    pub fn pick_told(&self, game: GameId, seat: Seat, token: u64) {
        lock(&self.picks_told).insert((game, seat, token));
    }

    pub fn was_pick_told(&self, game: GameId, seat: Seat, token: u64) -> bool {
        lock(&self.picks_told).contains(&(game, seat, token))
    }

    /// Takes the turn to remind `user` at `now`: `false` if they were
    /// reminded (or are being reminded) less than [`REMINDER_GAP`] before.
    /// One check-and-set, so two games' reminders delivered at once send
    /// one DM.
    pub fn claim_reminder(&self, user: u64, now: Instant) -> bool {
        let mut reminded = lock(&self.reminded);
        if reminded
            .get(&user)
            .is_some_and(|at| now < *at + REMINDER_GAP)
        {
            return false;
        }
        if reminded.len() >= CACHE_LIMIT {
            reminded.clear();
        }
        reminded.insert(user, now);
        true
    }

    /// The reminder claimed at `at` did not go out: another may.
    pub fn unclaim_reminder(&self, user: u64, at: Instant) {
        let mut reminded = lock(&self.reminded);
        if reminded.get(&user) == Some(&at) {
            reminded.remove(&user);
        }
    }

    pub fn board_drawn(&self, game: GameId, at: Instant) {
        insert_bounded(&self.boards, game, at);
    }

    /// Until when the game's board waits if it is not to be drawn more
    /// than once per `every` (`None`: draw it now).
    pub fn board_held(&self, game: GameId, every: Duration, now: Instant) -> Option<Instant> {
        let until = *lock(&self.boards).get(&game)? + every;
        (until > now).then_some(until)
    }

    /// The slot's remembered message, if known here (`Some(None)`: known
    /// to have none).
    pub fn message(&self, game: GameId, slot: MessageSlot) -> Option<Option<StoredMessage>> {
        lock(&self.messages).get(&(game, slot)).copied()
    }

    /// What the database now holds for the slot.
    pub fn set_message(&self, game: GameId, slot: MessageSlot, message: Option<StoredMessage>) {
        insert_bounded(&self.messages, (game, slot), message);
    }

    /// Discord refused the seat's DM: leave the next [`DM_RETRY_AFTER`]
    /// hand updates out.
    pub fn dm_refused(&self, game: GameId, seat: Seat) {
        insert_bounded(&self.dm_refused, (game, seat), DM_RETRY_AFTER);
    }

    /// Should this hand update of the seat go without a DM? Counts down.
    pub fn skip_dm(&self, game: GameId, seat: Seat) -> bool {
        let mut refused = lock(&self.dm_refused);
        match refused.get_mut(&(game, seat)) {
            Some(left) if *left > 0 => {
                *left -= 1;
                true
            }
            Some(_) => {
                refused.remove(&(game, seat));
                false
            }
            None => false,
        }
    }

    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        lock(&self.dms).get(&user).copied()
    }

    pub fn set_dm_channel(&self, user: u64, channel: u64) {
        insert_bounded(&self.dms, user, channel);
    }

    /// Whether `user`'s DM channel was already asked to be opened ahead;
    /// marks it asked.
    pub fn dm_asked_ahead(&self, user: u64) -> bool {
        if lock(&self.dms_asked).contains_key(&user) {
            return true;
        }
        insert_bounded(&self.dms_asked, user, ());
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_dm_is_tried_again_after_some_updates_and_only_for_that_seat() {
        let memory = Memory::default();
        let (game, seat) = (GameId(1), Seat(2));
        assert!(!memory.skip_dm(game, seat));
        memory.dm_refused(game, seat);
        for _ in 0..DM_RETRY_AFTER {
            assert!(memory.skip_dm(game, seat));
            assert!(!memory.skip_dm(game, Seat(3)));
            assert!(!memory.skip_dm(GameId(2), seat));
        }
        assert!(!memory.skip_dm(game, seat), "tried again");
        memory.dm_refused(game, seat);
        memory.forget_game(game);
        assert!(!memory.skip_dm(game, seat));
    }

    #[test]
    fn a_hand_read_back_tells_which_decision_it_shows() {
        let memory = Memory::default();
        let (game, slot) = (GameId(1), MessageSlot::Hand(Seat(0)));
        let stored = StoredMessage {
            channel: 5,
            message: 77,
            created_at: 0,
        };
        memory.set_message(game, slot, Some(stored));
        assert!(!memory.knows(game, slot, 77));
        let ids = ["nk:1:42:s:hunt", "nk:1:42:s:doom", "nk:1:0:hand"];
        memory.read_back(game, slot, 77, ids);
        assert!(memory.knows(game, slot, 77));
        assert!(memory.shows_decision(game, slot, 42));
        assert!(
            !memory.shows_decision(game, slot, 43),
            "a newer decision is not shown"
        );
        assert!(
            !memory.shows(game, slot, 77, 0xdead),
            "its look is not known"
        );
        // A message with no controls shows no decision.
        memory.read_back(game, slot, 77, []);
        assert!(!memory.shows_decision(game, slot, 42));
    }

    #[test]
    fn remembered_messages_are_known_until_changed_or_the_game_ends() {
        let memory = Memory::default();
        let (game, slot) = (GameId(1), MessageSlot::Board);
        assert_eq!(
            memory.message(game, slot),
            None,
            "unknown: read the database"
        );
        memory.set_message(game, slot, None);
        assert_eq!(memory.message(game, slot), Some(None), "known to be none");
        let board = StoredMessage {
            channel: 5,
            message: 6,
            created_at: 7,
        };
        memory.set_message(game, slot, Some(board));
        assert_eq!(memory.message(game, slot), Some(Some(board)));
        assert_eq!(memory.message(GameId(2), slot), None);
        memory.forget_game(game);
        assert_eq!(memory.message(game, slot), None);
    }

    #[test]
    fn cooldowns_grow_and_end() {
        let memory = Memory::default();
        let game = GameId(1);
        let t0 = Instant::now();
        let about = |wait: Duration, base: u64| {
            let ms = wait.as_millis() as u64;
            assert!(
                (base * 750..=base * 1250).contains(&ms),
                "{wait:?} ~ {base} s"
            );
        };
        assert!(!memory.cooling_down(game, t0));
        about(memory.stalled(game, t0, false), 1);
        let second = memory.stalled(game, t0, false);
        about(second, 2);
        assert!(memory.cooling_down(game, t0 + second - Duration::from_millis(1)));
        assert!(!memory.cooling_down(game, t0 + second));
        for _ in 0..10 {
            about(memory.stalled(game, t0, false), 3);
        }
        about(memory.stalled(game, t0, true), 1);
        // Jittered: games stalled together come back apart.
        let waits: std::collections::HashSet<Duration> = (0..20)
            .map(|g| memory.stalled(GameId(100 + g), t0, false))
            .collect();
        assert!(waits.len() > 10);
        memory.recovered(game);
        assert!(!memory.cooling_down(game, t0));
    }

    #[tokio::test(start_paused = true)]
    async fn a_render_waits_for_the_answer_to_a_press_on_its_message_but_not_forever() {
        let memory = Arc::new(Memory::default());
        let (game, on) = (GameId(1), PressOn::Dm(7));
        let answering = memory.pressing(game, on).await;
        // Another message, or another game, does not wait.
        memory
            .presses_answered(game, PressOn::Lobby, Duration::from_secs(60))
            .await;
        memory
            .presses_answered(GameId(2), on, Duration::from_secs(60))
            .await;
        let waiter = {
            let memory = Arc::clone(&memory);
            tokio::spawn(async move {
                memory
                    .presses_answered(game, on, Duration::from_secs(60))
                    .await;
                Instant::now()
            })
        };
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert!(!waiter.is_finished(), "waits while the answer is going out");
        let released = Instant::now();
        drop(answering);
        assert!(waiter.await.unwrap() >= released);
        // An answer that never settles holds a render up to the limit only.
        let _stuck = memory.pressing(game, on).await;
        let t0 = Instant::now();
        memory
            .presses_answered(game, on, Duration::from_secs(3))
            .await;
        assert_eq!(t0.elapsed(), Duration::from_secs(3));
    }

    #[test]
    fn one_reminder_per_player_and_gap_even_when_two_games_ask_at_once() {
        let memory = Memory::default();
        let t0 = Instant::now();
        assert!(memory.claim_reminder(7, t0));
        assert!(
            !memory.claim_reminder(7, t0),
            "the other game's reminder adds nothing"
        );
        assert!(memory.claim_reminder(8, t0), "another player");
        assert!(!memory.claim_reminder(7, t0 + REMINDER_GAP - Duration::from_secs(1)));
        assert!(memory.claim_reminder(7, t0 + REMINDER_GAP));
        // A reminder that did not go out leaves the turn to the next one.
        let t1 = t0 + REMINDER_GAP;
        memory.unclaim_reminder(7, t1);
        assert!(memory.claim_reminder(7, t1));
    }

    #[test]
    fn a_board_drawn_lately_waits_out_the_interval() {
        let memory = Memory::default();
        let (game, every, t0) = (GameId(1), Duration::from_secs(20), Instant::now());
        assert_eq!(memory.board_held(game, every, t0), None, "never drawn: now");
        memory.board_drawn(game, t0);
        assert_eq!(
            memory.board_held(game, every, t0 + Duration::from_secs(5)),
            Some(t0 + every)
        );
        assert_eq!(memory.board_held(game, every, t0 + every), None);
        assert_eq!(memory.board_held(GameId(2), every, t0), None);
        assert_eq!(
            memory.board_held(game, Duration::ZERO, t0),
            None,
            "0: never held"
        );
        memory.forget_game(game);
        assert_eq!(memory.board_held(game, every, t0), None);
    }

    #[test]
    fn a_prompt_without_controls_is_settled() {
        let memory = Memory::default();
        let (game, slot) = (GameId(1), MessageSlot::Hand(Seat(0)));
        let mut screen = Screen::default();
        memory.showing(game, slot, 10, &screen);
        assert!(memory.settled(game, slot, 10));
        assert!(!memory.settled(game, slot, 11), "another message");
        screen
            .rows
            .push(crate::discord::screen::Row::Buttons(Vec::new()));
        memory.showing(game, slot, 10, &screen);
        assert!(!memory.settled(game, slot, 10), "it still offers controls");
        assert!(memory.shows(game, slot, 10, digest(&screen)));
    }

    #[test]
    fn one_lock_per_game_while_held() {
        let memory = Memory::default();
        let a = memory.game_lock(GameId(1));
        let b = memory.game_lock(GameId(1));
        assert!(Arc::ptr_eq(&a, &b));
        drop((a, b));
        let c = memory.game_lock(GameId(1));
        assert_eq!(Arc::strong_count(&c), 1, "a fresh lock once nobody held it");
    }
}
