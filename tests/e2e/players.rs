//! Simple players for end-to-end games: each reads what the bot shows them
//! (their DM hand, the board's pick menu, or `/nanuk hand` when their DMs
//! are closed) and presses something legal, as a person would.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use crate::harness::{Control, Table, controls, is_board, parse_id, redrawn_or_acknowledged};
use crate::support::controls::{
    Plain, Press, board_pick_menu, board_picker, is_decision, plain_choice,
};
use crate::support::double::*;
use crate::support::words::en_with;

/// How the players play.
#[derive(Clone, Debug)]
pub struct Style {
    /// Keep raising (one more day) while the lowest raise has at most this
    /// many days, then cry DOOMED!.
    pub raise_until_days: u8,
    /// Make the game's first boast with the builder menus (animal, count,
    /// days) instead of a quick button.
    pub build_first_boast: bool,
    /// Contribute the first time with the contribution menu.
    pub menu_contribution_once: bool,
    /// Take a practice game's picks from the board's menu (the only game
    /// whose board has one), else through `/nanuk hand` in the DM.
    pub pick_on_board: bool,
    /// Who hunts: (player index, decision token) -> hunt?
    pub hunts: fn(usize, u64) -> bool,
    /// Verbs the players never press: the test presses them itself (a
    /// player stepping while the test waits would race it to the button).
    pub leave_alone: &'static [&'static str],
}

impl Default for Style {
    fn default() -> Self {
        Style {
            raise_until_days: 2,
            build_first_boast: false,
            menu_contribution_once: false,
            pick_on_board: true,
            hunts: |i, token| !(i as u64 + token).is_multiple_of(3),
            leave_alone: &[],
        }
    }
}

/// What the players did, for assertions.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Presses per player, by verb ("b", "doom", "s", "a", "c", "p", ...).
    pub presses: HashMap<UserId, HashMap<String, usize>>,
    /// `/nanuk hand` uses per player.
    pub hand_commands: HashMap<UserId, usize>,
    /// Picks made on the board's menu.
    pub board_picks: usize,
    /// Sentences the bot answered instead of acting (should stay empty in
    /// normal play).
    pub refusals: Vec<String>,
    /// Every DM prompt decided on, as the player saw it, with the verbs of
    /// its decision controls.
    pub prompts: Vec<(UserId, String, Vec<String>)>,
}

impl Tally {
    pub fn count(&self, user: UserId, verb: &str) -> usize {
        self.presses
            .get(&user)
            .and_then(|m| m.get(verb))
            .copied()
            .unwrap_or(0)
    }

    pub fn total(&self, user: UserId) -> usize {
        self.presses.get(&user).map_or(0, |m| m.values().sum())
    }
}

pub struct Players<'a> {
    t: &'a Table,
    game: i64,
    pub style: Style,
    /// Decision tokens each player has acted on.
    acted: HashMap<UserId, HashSet<u64>>,
    built_boast: bool,
    used_menu: bool,
    /// Players whose DMs are closed: they play through `/nanuk hand`.
    pub closed_dms: Vec<UserId>,
    /// Players who never answer.
    pub absent: Vec<UserId>,
    pub tally: Tally,
}

impl<'a> Players<'a> {
    pub fn new(t: &'a Table, game: i64, style: Style) -> Self {
        Players {
            t,
            game,
            style,
            acted: HashMap::new(),
            built_boast: false,
            used_menu: false,
            closed_dms: Vec::new(),
            absent: Vec::new(),
            tally: Tally::default(),
        }
    }

    fn index(&self, user: UserId) -> usize {
        self.t
            .players
            .iter()
            .position(|p| *p == user)
            .expect("a player")
    }

    fn fresh(&self, user: UserId, c: &Control) -> bool {
        !self.absent.contains(&user)
            && c.game == self.game
            && !self.acted.get(&user).is_some_and(|s| s.contains(&c.token))
    }

    /// What each player's newest DM and the board show, for a failure's
    /// message.
    pub fn shown(&self) -> String {
        let mut out = String::new();
        for &user in &self.t.players {
            let last = self.t.d.dm_messages(user).into_iter().last();
            let text = last.as_ref().map(|m| m.text()).unwrap_or_default();
            let ctls: Vec<String> = last
                .as_ref()
                .map(|m| controls(m).into_iter().map(|c| c.id).collect())
                .unwrap_or_default();
            let acted = self.acted.get(&user);
            out += &format!(
                "{}: newest DM {:?} controls {ctls:?} acted {acted:?}\n",
                self.t.name(user),
                text.chars().take(300).collect::<String>()
            );
        }
        if let Some(board) = self
            .t
            .d
            .messages_with_threads(self.t.channel)
            .into_iter()
            .rev()
            .find(is_board)
        {
            out += &format!(
                "board: {}",
                board.text().chars().take(600).collect::<String>()
            );
        }
        out
    }

    /// The player's newest DM carrying a decision they have not acted on.
    pub fn pending_dm(&self, user: UserId) -> Option<(Message, Vec<Control>)> {
        self.t.d.dm_messages(user).into_iter().rev().find_map(|m| {
            let ctls: Vec<Control> = controls(&m)
                .into_iter()
                .filter(|c| {
                    is_decision(c)
                        && !self.style.leave_alone.contains(&c.verb.as_str())
                        && self.fresh(user, c)
                })
                .collect();
            (!ctls.is_empty()).then_some((m, ctls))
        })
    }

    /// Waits for a player's DM decision they have not acted on; returns
    /// whose (the first such player, host first).
    pub async fn wait_pending_dm(&self, what: &str) -> UserId {
        self.t
            .d
            .wait_for(what, |_| {
                self.t
                    .players
                    .iter()
                    .copied()
                    .find(|&u| self.pending_dm(u).is_some())
            })
            .await
    }

    /// The board's pick menu, if a player has a pick there they have not made.
    fn pending_board_pick(&self) -> Option<(UserId, Message, Control)> {
        let board = self
            .t
            .d
            .messages_with_threads(self.t.channel)
            .into_iter()
            .rev()
            .find(is_board)?;
        let menu = board_pick_menu(&board, self.game)?;
        let user = self.t.players[board_picker(&menu, &self.t.names)?];
        let control = parse_id(&menu.custom_id)?;
        self.fresh(user, &control).then_some((user, board, control))
    }

    /// Plays until the final scores are posted (panics after `within`).
    /// Players whose DMs are closed play through `/nanuk hand` when nobody
    /// else has anything to do.
    pub async fn play_to_end(&mut self, within: Duration) {
        let deadline = Instant::now() + within;
        let mut idle_since = Instant::now();
        loop {
            if self
                .t
                .d
                .messages_with_threads(self.t.channel)
                .iter()
                .any(|m| m.attachments.iter().any(|a| a.filename.ends_with(".json")))
            {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the game did not finish within {within:?}; tally: {:?}\n{}\n{}",
                self.tally,
                self.shown(),
                self.t.d.diagnostics()
            );
            if self.step().await {
                idle_since = Instant::now();
                continue;
            }
            if idle_since.elapsed() > Duration::from_millis(400) {
                let mut moved = false;
                for user in self.closed_dms.clone() {
                    moved |= self.play_by_command(user).await;
                }
                if moved {
                    idle_since = Instant::now();
                    continue;
                }
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Plays until `until` holds (checked before every move); panics after
    /// `within`.
    pub async fn play_until(
        &mut self,
        what: &str,
        within: Duration,
        until: impl Fn(&Table) -> bool,
    ) {
        let deadline = Instant::now() + within;
        while !until(self.t) {
            assert!(
                Instant::now() < deadline,
                "timed out playing until {what}; tally: {:?}\n{}",
                self.tally,
                self.t.d.diagnostics()
            );
            if !self.step().await {
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
        }
    }

    /// Whether `user` has acted on the decision with this token.
    pub fn has_acted(&self, user: UserId, token: u64) -> bool {
        self.acted.get(&user).is_some_and(|s| s.contains(&token))
    }

    /// Marks a decision as taken by the test itself (so the players do not
    /// press it again).
    pub fn taken(&mut self, user: UserId, token: u64) {
        self.acted.entry(user).or_default().insert(token);
    }

    /// Lets the players press again what they were refused (the bot said
    /// "try again in a moment"). Decisions already taken have new tokens.
    pub fn try_again(&mut self) {
        self.acted.clear();
    }

    /// One move by whoever can make one. Returns whether anyone moved.
    pub async fn step(&mut self) -> bool {
        if !self.style.pick_on_board
            && let Some((user, _, control)) = self.pending_board_pick()
        {
            let dm = self.t.d.open_dm(user);
            self.play_by_command_in(user, dm).await;
            // Done (or, shown by a board not yet redrawn, done already).
            self.acted.entry(user).or_default().insert(control.token);
            return true;
        }
        if self.style.pick_on_board
            && let Some((user, board, control)) = self.pending_board_pick()
        {
            let menu = board
                .selects()
                .into_iter()
                .find(|s| s.custom_id == control.id)
                .expect("the menu");
            let value = menu.options[0].value.clone();
            let press = self
                .t
                .d
                .select(
                    user,
                    &board,
                    MenuRef::CustomIdPrefix(control.id.clone()),
                    &[&value],
                )
                .await;
            self.expect_redrawn(&press, user, "p").await;
            self.acted.entry(user).or_default().insert(control.token);
            self.tally.board_picks += 1;
            return true;
        }
        for user in self.t.players.clone() {
            if let Some((message, ctls)) = self.pending_dm(user) {
                self.decide(user, message, ctls).await;
                return true;
            }
        }
        false
    }

    /// Runs `/nanuk hand` for a player and plays what it shows, in place,
    /// until it shows nothing to decide. Returns whether they acted.
    pub async fn play_by_command(&mut self, user: UserId) -> bool {
        self.play_by_command_in(user, self.t.channel).await
    }

    /// As [`Players::play_by_command`], the command used in `channel` (the
    /// game's, or the player's DM).
    pub async fn play_by_command_in(&mut self, user: UserId, channel: ChannelId) -> bool {
        let hand = self.t.d.slash(user, channel, "nanuk hand", &[]).await;
        *self.tally.hand_commands.entry(user).or_default() += 1;
        let mut message = hand.reply().await;
        assert!(message.ephemeral(), "/nanuk hand is private");
        let mut moved = false;
        loop {
            let ctls: Vec<Control> = controls(&message)
                .into_iter()
                .filter(|c| is_decision(c) && self.fresh(user, c))
                .collect();
            if ctls.is_empty() {
                return moved;
            }
            match self.decide(user, message, ctls).await {
                Some(updated) => message = updated,
                None => return true,
            }
            moved = true;
        }
    }

    /// Makes the decision the controls offer. On an ephemeral hand returns
    /// the redrawn hand.
    async fn decide(
        &mut self,
        user: UserId,
        message: Message,
        ctls: Vec<Control>,
    ) -> Option<Message> {
        let has = |verb: &str| ctls.iter().any(|c| c.verb == verb);
        let token = ctls[0].token;
        if !message.ephemeral() {
            let verbs = ctls.iter().map(|c| c.verb.clone()).collect();
            self.tally.prompts.push((user, message.text(), verbs));
        }
        if has("cm") && self.style.menu_contribution_once && !self.used_menu {
            self.used_menu = true;
            return self.contribute_with_menu(user, message).await;
        }
        if has("ba") && !has("doom") && self.style.build_first_boast && !self.built_boast {
            self.built_boast = true;
            return self.build_boast(user, message).await;
        }
        let plain = Plain {
            raise_until_days: self.style.raise_until_days,
            hunt: (self.style.hunts)(self.index(user), token),
        };
        let (control, value) = match plain_choice(&message, &ctls, plain) {
            Some(Press::Click(c)) => (c, None),
            Some(Press::Select(c, v)) => (c, Some(v)),
            None => panic!("no decision among {ctls:?}"),
        };
        let press = match value {
            Some(v) => {
                self.t
                    .d
                    .select(
                        user,
                        &message,
                        MenuRef::CustomIdPrefix(control.id.clone()),
                        &[&v],
                    )
                    .await
            }
            None => {
                self.t
                    .d
                    .click(
                        user,
                        &message,
                        ButtonRef::CustomIdPrefix(control.id.clone()),
                    )
                    .await
            }
        };
        self.acted.entry(user).or_default().insert(control.token);
        if message.ephemeral() {
            let updated = self.expect_update(&press, user, &control.verb).await;
            Some(updated)
        } else {
            self.expect_redrawn(&press, user, &control.verb).await;
            None
        }
    }

    /// The boast builder: 2 Seals in 3 days chosen with the three menus
    /// (each redraws the hand in place), then "Boast ...".
    async fn build_boast(&mut self, user: UserId, mut message: Message) -> Option<Message> {
        // The builder is behind a button ("Other boast…") until opened.
        let opener = message
            .buttons()
            .into_iter()
            .filter_map(|b| b.custom_id)
            .find(|id| parse_id(id).is_some_and(|c| c.verb == "ba"));
        if let Some(id) = opener {
            let press = self
                .t
                .d
                .click(user, &message, ButtonRef::CustomIdPrefix(id))
                .await;
            assert_eq!(
                press.initial_response().await.kind,
                CallbackKind::UpdateMessage,
                "opening the builder redraws the hand in place"
            );
            message = press.reply().await;
            assert!(
                message
                    .selects()
                    .iter()
                    .any(|s| parse_id(&s.custom_id).is_some_and(|c| c.verb == "ba")),
                "the builder's menus are shown"
            );
        }
        for (verb, value) in [("ba", "seal"), ("bc", "2"), ("bd", "3")] {
            let menu = controls(&message)
                .into_iter()
                .find(|c| c.verb == verb)
                .expect("a builder menu");
            let press = self
                .t
                .d
                .select(
                    user,
                    &message,
                    MenuRef::CustomIdPrefix(menu.id.clone()),
                    &[value],
                )
                .await;
            assert_eq!(
                press.initial_response().await.kind,
                CallbackKind::UpdateMessage,
                "a builder menu redraws the hand in place"
            );
            message = press.reply().await;
        }
        let built = controls(&message)
            .into_iter()
            .find(|c| c.verb == "bb")
            .expect("the built boast's button");
        assert_eq!(
            built.args,
            ["2", "seal", "3"],
            "the draft holds every menu's choice"
        );
        let label = message
            .buttons()
            .into_iter()
            .find(|b| b.custom_id.as_deref() == Some(built.id.as_str()))
            .and_then(|b| b.label)
            .expect("a label");
        // "Boast 2 Seals in 3 days", from the catalogue.
        let seals = en_with("animal", &[("kind", "seal".into()), ("count", 2.into())]);
        let boast = en_with(
            "boast",
            &[
                ("count", 2.into()),
                ("animals", seals.into()),
                ("days", 3.into()),
            ],
        );
        assert_eq!(label, en_with("button-boast", &[("boast", boast.into())]));
        let press = self
            .t
            .d
            .click(user, &message, ButtonRef::CustomIdPrefix(built.id.clone()))
            .await;
        self.acted.entry(user).or_default().insert(built.token);
        if message.ephemeral() {
            Some(self.expect_update(&press, user, "bb").await)
        } else {
            self.expect_redrawn(&press, user, "bb").await;
            None
        }
    }

    /// The contribution menu: tick the first card (the hand is redrawn with
    /// a "Contribute ..." button for it), then press that button.
    async fn contribute_with_menu(&mut self, user: UserId, message: Message) -> Option<Message> {
        let menu = message
            .selects()
            .into_iter()
            .find(|s| parse_id(&s.custom_id).is_some_and(|c| c.verb == "cm"))
            .expect("the contribution menu");
        let first = menu.options[0].value.clone();
        let press = self
            .t
            .d
            .select(
                user,
                &message,
                MenuRef::CustomIdPrefix(menu.custom_id.clone()),
                &[&first],
            )
            .await;
        assert_eq!(
            press.initial_response().await.kind,
            CallbackKind::UpdateMessage
        );
        let redrawn = press.reply().await;
        let ticked = redrawn
            .selects()
            .into_iter()
            .find(|s| s.custom_id == menu.custom_id)
            .expect("the menu is still there");
        assert!(ticked.options[0].default, "the ticked card stays ticked");
        let card = first.split('#').next().expect("a card code").to_string();
        let contribute = controls(&redrawn)
            .into_iter()
            .find(|c| c.verb == "c" && c.args == [card.clone()])
            .unwrap_or_else(|| panic!("a button to contribute {card}"));
        let press = self
            .t
            .d
            .click(
                user,
                &redrawn,
                ButtonRef::CustomIdPrefix(contribute.id.clone()),
            )
            .await;
        self.acted.entry(user).or_default().insert(contribute.token);
        if redrawn.ephemeral() {
            Some(self.expect_update(&press, user, "c").await)
        } else {
            self.expect_redrawn(&press, user, "c").await;
            None
        }
    }

    /// A press on the player's DM hand: the answer redraws that message
    /// (or acknowledges the press, if the work was slow).
    async fn expect_redrawn(&mut self, press: &Interaction, user: UserId, verb: &str) {
        let initial = press.initial_response().await;
        self.count(user, verb);
        if !redrawn_or_acknowledged(initial.kind) {
            let text = press.reply().await.text();
            self.tally.refusals.push(format!("{verb}: {text}"));
        } else if initial.kind == CallbackKind::DeferredUpdate
            && let Some(text) = deferred_refusal(press).await
        {
            self.tally.refusals.push(format!("{verb}: {text}"));
        }
    }

    async fn expect_update(&mut self, press: &Interaction, user: UserId, verb: &str) -> Message {
        let initial = press.initial_response().await;
        self.count(user, verb);
        let message = press.reply().await;
        // Redrawn in the answer, or (slow work) acknowledged and then
        // redrawn in place; anything else answering it is a refusal.
        let redrawn = match initial.kind {
            CallbackKind::UpdateMessage => true,
            CallbackKind::DeferredUpdate => press.record().original == Some(message.id),
            _ => false,
        };
        if !redrawn {
            self.tally
                .refusals
                .push(format!("{verb}: {}", message.text()));
        }
        message
    }

    fn count(&mut self, user: UserId, verb: &str) {
        *self
            .tally
            .presses
            .entry(user)
            .or_default()
            .entry(verb.to_string())
            .or_default() += 1;
    }
}

/// A press the bot deferred (its work was slow, e.g. the database was
/// waited for) ends as an edit of its message (done), a follow-up saying
/// why not (refused), or nothing (done, nothing to redraw). Returns the
/// refusal's text.
async fn deferred_refusal(press: &Interaction) -> Option<String> {
    let dispatched_at = press.record().dispatched_at;
    let deadline = Instant::now() + Duration::from_secs(6);
    while Instant::now() < deadline {
        if let Some(followup) = press.followups().into_iter().next() {
            return Some(followup.text());
        }
        let rec = press.record();
        let edited = rec
            .original
            .and_then(|id| press.double().message(id))
            .is_some_and(|m| m.at > dispatched_at && m.edits > 0);
        if edited {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}
