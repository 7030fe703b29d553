//! One table: a channel and its human players playing games back to back,
//! lobby to final scores. The players read what the bot shows them (their
//! DM hands and the board's pick menu) and press what is legal, one press
//! at a time per table, each waiting for a slot of the global pacer.
//!
//! A table never re-reads whole channels: the double tells it which of its
//! messages changed (see `Inbox`), and it keeps a snapshot of the board
//! and of each player's DM hand.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::Notify;
use tokio::time::Instant;

use super::Run;
use crate::support::controls::{
    Control, Plain, Press, board_pick_menu, board_picker, controls, is_board, is_decision,
    plain_choice,
};
use crate::support::double::*;

/// A table waiting this long for its next decision has stalled.
pub const STALL: Duration = Duration::from_secs(30);
/// Discord's 3 s, plus a margin for a loaded machine.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// Who sits where.
#[derive(Clone, Debug)]
pub struct Seating {
    pub guild: GuildId,
    pub channel: ChannelId,
    /// Humans, host first.
    pub users: Vec<UserId>,
    pub names: Vec<String>,
    pub ai: usize,
}

/// Messages of this table that changed, filled by the run's router.
#[derive(Default)]
pub struct Inbox {
    /// With when each change arrived: a table busy thinking reads them
    /// later, but times what the bot showed by their arrival.
    changed: Mutex<Vec<(MessageChange, Instant)>>,
    notify: Notify,
}

impl Inbox {
    pub fn push(&self, change: MessageChange) {
        self.changed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((change, Instant::now()));
        self.notify.notify_one();
    }

    fn take(&self) -> Vec<(MessageChange, Instant)> {
        std::mem::take(&mut *self.changed.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

pub struct Table<'r> {
    run: &'r Run,
    seating: Seating,
    inbox: &'r Inbox,
    /// Games this table has opened (so an old lobby is not taken for new).
    played: HashSet<i64>,
    game: Option<i64>,
    lobby: Option<Message>,
    board: Option<Message>,
    hands: HashMap<UserId, Message>,
    over: bool,
    /// Decision tokens each player has acted on.
    acted: HashMap<UserId, HashSet<u64>>,
    /// When the table's last press was answered.
    last_answer: Option<Instant>,
    /// Counted in `tables_running` (the warm-up ends when all are).
    shown_first_decision: bool,
    /// Prompts whose state the board has not shown yet: (decision token,
    /// when the prompt appeared). The token is the game version that
    /// started the decision.
    board_behind: Vec<(u64, Instant)>,
    /// Decision tokens already counted in `board_behind`.
    prompts_seen: HashSet<u64>,
}

/// Why a table stopped playing.
pub enum Stop {
    /// The run is over.
    Done,
    /// The bot never showed what the table waited for.
    Stalled(String),
}

impl<'r> Table<'r> {
    pub fn new(run: &'r Run, seating: Seating, inbox: &'r Inbox) -> Self {
        Table {
            run,
            seating,
            inbox,
            played: HashSet::new(),
            game: None,
            lobby: None,
            board: None,
            hands: HashMap::new(),
            over: false,
            acted: HashMap::new(),
            last_answer: None,
            shown_first_decision: false,
            board_behind: Vec::new(),
            prompts_seen: HashSet::new(),
        }
    }

    fn d(&self) -> &Double {
        &self.run.double
    }

    /// Plays games until the run stops (or the table stalls).
    pub async fn play(&mut self) -> Stop {
        loop {
            if let Err(stop) = self.open_game().await {
                return stop;
            }
            self.run.games_started.fetch_add(1, ORDER);
            if let Err(stop) = self.play_game().await {
                return stop;
            }
            self.run.games_finished.fetch_add(1, ORDER);
            if self.run.one_game_each {
                return Stop::Done;
            }
        }
    }

    /// `/nanuk start`, everyone joins, AI seats are added, the host starts.
    async fn open_game(&mut self) -> Result<(), Stop> {
        self.game = None;
        self.lobby = None;
        self.board = None;
        self.hands.clear();
        self.over = false;
        self.acted.clear();
        let host = self.seating.users[0];
        self.run.slot().await?;
        let start = self
            .d()
            .try_slash(host, self.seating.channel, "nanuk start", &[])
            .await
            .map_err(|e| Stop::Stalled(format!("/nanuk start: {e}")))?;
        self.answered(&start, CallbackKind::Message, "/nanuk start")
            .await;
        let lobby = self.wait_until("the lobby", |t| t.lobby.clone()).await?;
        let game = self.game.expect("a lobby names its game");
        self.played.insert(game);
        for &user in &self.seating.users.clone()[1..] {
            self.lobby_press(user, &lobby, "Join").await?;
        }
        for _ in 0..self.seating.ai {
            self.lobby_press(host, &lobby, "Add AI").await?;
        }
        // Start is enabled once the bot has redrawn the lobby with every seat.
        let ready = |t: &Self| {
            t.lobby
                .clone()
                .filter(|l| l.button("Start").is_some_and(|b| !b.disabled))
        };
        let lobby = self.wait_until("an enabled Start button", ready).await?;
        self.lobby_press(host, &lobby, "Start").await
    }

    async fn lobby_press(
        &mut self,
        user: UserId,
        lobby: &Message,
        label: &str,
    ) -> Result<(), Stop> {
        // Joining, adding a seat and starting are decisions too, taken at
        // the table's pace: a server's games start when their players
        // have gathered, not all in the same second.
        self.run.think().await;
        self.run.slot().await?;
        match self
            .d()
            .try_click(user, lobby, ButtonRef::Label(label.into()), false)
        {
            Ok(press) => {
                self.answered(&press, CallbackKind::UpdateMessage, label)
                    .await;
                Ok(())
            }
            Err(e) => Err(Stop::Stalled(format!("lobby button {label:?}: {e}"))),
        }
    }

    /// Makes every decision the bot offers until the final scores are out.
    async fn play_game(&mut self) -> Result<(), Stop> {
        let mut waiting_since = Instant::now();
        loop {
            self.absorb();
            if self.over {
                return Ok(());
            }
            if self.run.stopped() {
                return Err(Stop::Done);
            }
            if self.next_press().is_none() {
                if waiting_since.elapsed() > STALL {
                    return Err(Stop::Stalled(format!(
                        "game {:?} in channel {}: no decision shown for {STALL:?} ({})",
                        self.game,
                        self.seating.channel,
                        self.seen()
                    )));
                }
                let _ = tokio::time::timeout(Duration::from_secs(1), self.inbox.notify.notified())
                    .await;
                continue;
            }
            if let Some(answered) = self.last_answer.take() {
                self.run.next_prompt(answered.elapsed());
            }
            if !self.shown_first_decision {
                // Warmed up: a game is running and its first decision shown.
                self.shown_first_decision = true;
                self.run.tables_running.fetch_add(1, ORDER);
            }
            self.run.think().await;
            self.run.slot().await?;
            // Read again: the bot may have redrawn the message meanwhile.
            self.absorb();
            let Some((user, message, press)) = self.next_press() else {
                continue;
            };
            self.send(user, &message, &press).await;
            waiting_since = Instant::now();
        }
    }

    /// What the table sees, for a stall's report: the board's first
    /// line and controls, each hand's decision controls, what was pressed.
    fn seen(&self) -> String {
        let ctls = |m: &Message| {
            controls(m)
                .iter()
                .filter(|c| Some(c.game) == self.game)
                .map(|c| format!("{}@{}", c.verb, c.token))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let board = self.board.as_ref().map_or("no board".to_string(), |b| {
            let title = b.text().lines().next().unwrap_or_default().to_string();
            format!("board {:?}: {title} [{}]", b.id, ctls(b))
        });
        let hands: Vec<String> = self
            .hands
            .iter()
            .map(|(u, m)| format!("{}: [{}]", u.0, ctls(m)))
            .collect();
        let acted: Vec<String> = self
            .acted
            .iter()
            .map(|(u, t)| format!("{}: {:?}", u.0, t))
            .collect();
        format!("{board}; hands {hands:?}; acted {acted:?}")
    }

    /// Presses a decision control, as found on `message`.
    async fn send(&mut self, user: UserId, message: &Message, press: &Press) {
        let control = press.control();
        let sent = match press {
            Press::Click(c) => self.d().try_click(
                user,
                message,
                ButtonRef::CustomIdPrefix(c.id.clone()),
                false,
            ),
            Press::Select(c, value) => self.d().try_select(
                user,
                message,
                MenuRef::CustomIdPrefix(c.id.clone()),
                &[value],
            ),
        };
        self.acted.entry(user).or_default().insert(control.token);
        match sent {
            Ok(interaction) => {
                // A press on a hand (ephemeral, or the player's DM) or a
                // pick on the board is answered by redrawing that message
                // (an acknowledgement when slow; see `expected`).
                let in_dm = self.d().guild_of(message.channel).is_none();
                let on_board = crate::support::controls::is_board(message);
                let expected = if message.ephemeral() || in_dm || on_board {
                    CallbackKind::UpdateMessage
                } else {
                    CallbackKind::DeferredUpdate
                };
                self.answered(&interaction, expected, &control.verb).await;
                self.last_answer = Some(Instant::now());
            }
            // The bot redrew the message between the read and the press:
            // the player reads it again.
            Err(_) => {
                self.run.presses_skipped.fetch_add(1, ORDER);
            }
        }
    }

    /// Waits for the initial response and records it.
    async fn answered(&self, interaction: &Interaction, expected: CallbackKind, what: &str) {
        let dispatched = Instant::now();
        match interaction.answered_within(ANSWER_WITHIN).await {
            Some(initial) => {
                self.run.latency(dispatched, initial.after, what);
                // A redraw may come as an acknowledgement when the work was
                // slow or the bot did not know the message yet; it is then
                // redrawn by the worker.
                let acknowledged = expected == CallbackKind::UpdateMessage
                    && initial.kind == CallbackKind::DeferredUpdate;
                if initial.kind != expected && !acknowledged {
                    let text = interaction
                        .record()
                        .original
                        .and_then(|m| self.d().message(m))
                        .map(|m| m.text())
                        .unwrap_or_default();
                    self.run.error(|e| {
                        e.refused += 1;
                        e.example(format!(
                            "{what}: {:?} instead of {expected:?}: {text}",
                            initial.kind
                        ));
                    });
                }
            }
            None => self.run.error(|e| {
                e.unanswered += 1;
                e.example(format!("{what}: no initial response to {interaction:?}"));
            }),
        }
    }

    /// Waits (on the table's inbox) until `found` returns something.
    async fn wait_until<T>(
        &mut self,
        what: &str,
        found: impl Fn(&Self) -> Option<T>,
    ) -> Result<T, Stop> {
        let since = Instant::now();
        loop {
            self.absorb();
            if let Some(value) = found(self) {
                return Ok(value);
            }
            if self.run.stopped() {
                return Err(Stop::Done);
            }
            if since.elapsed() > STALL {
                return Err(Stop::Stalled(format!(
                    "channel {}: {what} did not appear within {STALL:?}",
                    self.seating.channel
                )));
            }
            let _ =
                tokio::time::timeout(Duration::from_secs(1), self.inbox.notify.notified()).await;
        }
    }

    /// Reads the messages that changed since the last look.
    fn absorb(&mut self) {
        let mut changes = self.inbox.take();
        // In order of arrival; a message changed twice is read once (as it
        // is now), at its first change's time.
        changes.sort_by_key(|(_, at)| *at);
        let mut read = HashSet::new();
        for (change, at) in changes {
            if !read.insert(change.message) {
                continue;
            }
            let Some(m) = self.d().message(change.message) else {
                continue;
            };
            match change.dm_of {
                Some(user) => self.saw_dm(user, m, at),
                None => self.saw_in_channel(m, at),
            }
        }
    }

    fn saw_dm(&mut self, user: UserId, m: Message, at: Instant) {
        let ours = |m: &Message| {
            controls(m)
                .iter()
                .any(|c| Some(c.game) == self.game && is_decision(c))
        };
        let newer = self.hands.get(&user).is_none_or(|h| h.id <= m.id);
        if m.deleted {
            if self.hands.get(&user).is_some_and(|h| h.id == m.id) {
                self.hands.remove(&user);
            }
        } else if newer && (ours(&m) || self.hands.get(&user).is_some_and(|h| h.id == m.id)) {
            let tokens: Vec<u64> = controls(&m)
                .iter()
                .filter(|c| Some(c.game) == self.game && is_decision(c))
                .map(|c| c.token)
                .collect();
            for token in tokens {
                if self.prompts_seen.insert(token) {
                    self.board_behind.push((token, at));
                    self.saw_board_version(at);
                }
            }
            self.hands.insert(user, m);
        }
    }

    fn saw_in_channel(&mut self, m: Message, at: Instant) {
        if m.deleted || m.visible_to.is_some() {
            return;
        }
        if self.lobby.as_ref().is_some_and(|l| l.id == m.id) {
            self.lobby = Some(m);
            return;
        }
        if let Some(game) = self.game {
            let record = format!("nanuk-game-{game}.json");
            if m.attachments.iter().any(|a| a.filename == record) {
                self.over = true;
            }
            let of_game = controls(&m).iter().any(|c| c.game == game);
            let ours = of_game || self.board.as_ref().is_some_and(|b| b.id == m.id);
            let newer = self.board.as_ref().is_none_or(|b| b.id <= m.id);
            if is_board(&m) && ours && newer {
                self.board = Some(m);
                self.saw_board_version(at);
            }
            return;
        }
        let lobby_of = controls(&m)
            .into_iter()
            .find(|c| c.verb == "join" && !self.played.contains(&c.game));
        if let Some(c) = lobby_of {
            self.game = Some(c.game);
            self.lobby = Some(m);
        }
    }

    /// The board shows the game at the version its buttons carry: every
    /// prompt of that version or older is on it now.
    fn saw_board_version(&mut self, now: Instant) {
        let Some(version) = self.board.as_ref().and_then(|b| {
            controls(b)
                .iter()
                .filter(|c| Some(c.game) == self.game && c.verb == "hand")
                .map(|c| c.token)
                .max()
        }) else {
            return;
        };
        let run = self.run;
        let board = self.board.as_ref().map(|b| (b.channel, self.d().now()));
        self.board_behind.retain(|(token, at)| {
            let shown = *token <= version;
            if shown {
                run.board_lag(now.saturating_duration_since(*at), board);
            }
            !shown
        });
    }

    /// The next decision anyone at the table can make: a pick on the
    /// board first, then each player's DM hand.
    fn next_press(&self) -> Option<(UserId, Message, Press)> {
        let game = self.game?;
        let fresh = |user: UserId, c: &Control| {
            c.game == game
                && is_decision(c)
                && !self.acted.get(&user).is_some_and(|s| s.contains(&c.token))
        };
        if let Some(board) = &self.board
            && let Some(menu) = board_pick_menu(board, game)
            && let Some(i) = board_picker(&menu, &self.seating.names)
        {
            let user = self.seating.users[i];
            let control = crate::support::controls::parse_id(&menu.custom_id)?;
            if fresh(user, &control)
                && let Some(option) = menu.options.first()
            {
                let press = Press::Select(control, option.value.clone());
                return Some((user, board.clone(), press));
            }
        }
        for (i, &user) in self.seating.users.iter().enumerate() {
            let Some(hand) = self.hands.get(&user) else {
                continue;
            };
            let ctls: Vec<Control> = controls(hand)
                .into_iter()
                .filter(|c| fresh(user, c))
                .collect();
            let Some(first) = ctls.first() else { continue };
            let plain = Plain {
                raise_until_days: 2,
                hunt: !(i as u64 + first.token).is_multiple_of(3),
            };
            if let Some(press) = plain_choice(hand, &ctls, plain) {
                return Some((user, hand.clone(), press));
            }
        }
        None
    }
}

const ORDER: std::sync::atomic::Ordering = std::sync::atomic::Ordering::Relaxed;
