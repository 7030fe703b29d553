//! The game state machine: decisions come in as actions from seats, chance
//! comes from the seeded RNG in the state, and everything between two
//! decisions (reveals, hunt days, deals, new rounds) runs at once.

use super::action::{Action, Choice, Side, distinct_kinds};
use super::boast::{Boast, BoastSpace};
use super::cards::{Card, Census, full_deck, tally};
use super::deck::Deck;
use super::error::{ActionError, PhaseKind};
use super::event::{EndReason, Event, HuntOutcome, NanukCheck, SeatScore};
use super::rng::GameRng;
use super::scoring::{nanuk_cards, score_table};
use super::seat::{Seat, Settings, SetupError, SidesRule, SidesTaken, Wind};
use serde::{Deserialize, Serialize};

/// Cards in a full hand.
pub const HAND_SIZE: usize = 3;

/// A whole game of Nanuk. Its fields are private: adapters see it only
/// through views (`view.rs`), so hidden cards cannot leak by accident.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(super) settings: Settings,
    pub(super) seed: u64,
    pub(super) rng: GameRng,
    pub(super) season: u8,
    pub(super) round: u32,
    pub(super) first_player: Seat,
    pub(super) wind: Wind,
    pub(super) deck: Deck,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) piles: Vec<Vec<Card>>,
    pub(super) r: Round,
    pub(super) phase: Phase,
    /// Winter is near came during this round's hunt: the season ends after it.
    pub(super) winter: bool,
    pub(super) results: Vec<SeasonResult>,
    /// The rulings this game plays by (older stored games keep theirs).
    #[serde(default)]
    pub(super) revision: Revision,
    /// The sides each seat chose while leading neither side, over the game
    /// (public once revealed; empty in games stored before it was kept).
    #[serde(default)]
    pub(super) sides_taken: Vec<SidesTaken>,
}

/// Which revision of the bot's rulings a game plays by. A stored game keeps
/// the revision it started with, so its log replays exactly as it was played
/// even after a ruling that changes what a decision is (RULINGS.md).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Revision(pub u8);

impl Revision {
    /// Games stored before revisions: a sole winner picked the pot card by
    /// card.
    pub const FIRST: Revision = Revision(0);
    /// A sole winner takes the whole pot at once (nothing to choose).
    pub const WHOLE_POT: Revision = Revision(1);
    /// What a new game plays by.
    pub const CURRENT: Revision = Revision::WHOLE_POT;
}

/// What happened in one round, as far as the state needs to remember it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Round {
    pub boasts: Vec<(Seat, Boast)>,
    pub hunt_leader: Option<Seat>,
    pub doom_leader: Option<Seat>,
    /// Per seat. Secret under the default rule until all are in.
    pub sides: Vec<Option<Side>>,
    pub sides_revealed: bool,
    /// Per seat, face down until the hunt is resolved.
    pub antes: Vec<Option<Card>>,
    /// Who anted what, turned face up once the hunt is resolved (the cards
    /// themselves are then in the pot).
    pub revealed_antes: Vec<(Seat, Card)>,
    /// Per seat, face down until shuffled into the pool.
    pub contributions: Vec<Vec<Card>>,
    /// Per seat: how many cards they contributed (public).
    pub contributed: Vec<u8>,
    pub hunt: Option<Hunt>,
    pub pot: Vec<Card>,
    pub picks: Vec<(Seat, Card)>,
    /// Who starts the next round: the leader of the side that won.
    pub next_first: Option<Seat>,
}

/// A hunt in progress or done. All of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hunt {
    pub target: Boast,
    /// The contributed cards, shuffled.
    pub pool: Vec<Card>,
    pub days: Vec<DayDraw>,
    /// Target animals counted so far (a double counts two).
    pub counted: u8,
    /// Unused Inuksuk protections.
    pub protections: u8,
    /// The day on which Winter is near came, if it did.
    pub winter_day: Option<u8>,
    pub outcome: Option<HuntOutcome>,
}

/// One day of a hunt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayDraw {
    pub day: u8,
    pub card: Card,
    pub nanuk: Option<NanukCheck>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub(super) enum Phase {
    Boasting {
        turn: Seat,
    },
    /// `next` is set under the sequential rule.
    Sides {
        next: Option<Seat>,
    },
    Ante,
    Contribute {
        turn: Seat,
    },
    /// The winners pick in `order`, `each` cards apiece; `done` picks made.
    Pick {
        order: Vec<Seat>,
        each: u8,
        done: u16,
    },
    Over,
}

/// The end of one season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonResult {
    pub season: u8,
    pub reason: EndReason,
    pub scores: Vec<SeatScore>,
    pub winners: Vec<Seat>,
}

/// Why a stored action list does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index} ({seat:?}: {action:?}) is refused: {error}")]
    Refused {
        index: usize,
        seat: Seat,
        action: Action,
        error: ActionError,
    },
}

impl Game {
    /// Shuffles, picks the first player at random, deals and opens round 1.
    pub fn start(settings: Settings, seed: u64) -> Result<(Game, Vec<Event>), SetupError> {
        Game::start_as(settings, Revision::CURRENT, seed)
    }

    /// Starts a game under an older revision of the rulings (to replay a
    /// stored game's log).
    pub fn start_as(
        settings: Settings,
        revision: Revision,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        settings.validate()?;
        let n = settings.seats as usize;
        let mut game = Game {
            settings,
            seed,
            rng: GameRng::from_seed_u64(seed),
            season: 0,
            round: 0,
            first_player: Seat(0),
            wind: Wind::Clockwise,
            deck: Deck::face_down(full_deck()),
            hands: vec![Vec::with_capacity(HAND_SIZE); n],
            piles: vec![Vec::new(); n],
            sides_taken: vec![SidesTaken::default(); n],
            r: Round::default(),
            phase: Phase::Over,
            winter: false,
            results: Vec::new(),
            revision,
        };
        let first = Seat(game.rng.below(settings.seats.into()) as u8);
        let mut events = Vec::new();
        game.start_season(first, &mut events);
        Ok((game, events))
    }

    /// Rebuilds a game from its seed and every action taken.
    pub fn replay(
        settings: Settings,
        seed: u64,
        actions: &[(Seat, Action)],
    ) -> Result<(Game, Vec<Event>), ReplayError> {
        Game::replay_as(settings, Revision::CURRENT, seed, actions)
    }

    /// `replay` under the revision the game was played by.
    pub fn replay_as(
        settings: Settings,
        revision: Revision,
        seed: u64,
        actions: &[(Seat, Action)],
    ) -> Result<(Game, Vec<Event>), ReplayError> {
        let (mut game, mut events) = Game::start_as(settings, revision, seed)?;
        for (index, (seat, action)) in actions.iter().enumerate() {
            game.apply_into(*seat, action, &mut events)
                .map_err(|error| ReplayError::Refused {
                    index,
                    seat: *seat,
                    action: action.clone(),
                    error,
                })?;
        }
        Ok((game, events))
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn revision(&self) -> Revision {
        self.revision
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }

    pub fn season(&self) -> u8 {
        self.season
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// Finished seasons so far.
    pub fn season_results(&self) -> &[SeasonResult] {
        &self.results
    }

    fn seats(&self) -> u8 {
        self.settings.seats
    }

    /// Applies one seat's action. On error nothing has changed.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// As [`Game::apply`], appending the events to `events`.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.check(seat, action)?;
        self.perform(seat, action, events);
        Ok(())
    }

    // ----- who may act ---------------------------------------------------

    /// Does the game wait for `seat` now?
    pub fn is_waiting_for(&self, seat: Seat) -> bool {
        let i = seat.index();
        if i >= self.hands.len() {
            return false;
        }
        match &self.phase {
            Phase::Boasting { turn } | Phase::Contribute { turn } => *turn == seat,
            Phase::Sides { next: Some(next) } => *next == seat,
            Phase::Sides { next: None } => self.r.sides[i].is_none(),
            Phase::Ante => self.r.sides[i] == Some(Side::Doom) && self.r.antes[i].is_none(),
            Phase::Pick { order, done, .. } => order[*done as usize % order.len()] == seat,
            Phase::Over => false,
        }
    }

    /// Every seat the game is waiting for, in seat order.
    pub fn waiting_for(&self) -> Vec<Seat> {
        (0..self.seats())
            .map(Seat)
            .filter(|&s| self.is_waiting_for(s))
            .collect()
    }

    /// What `seat` may do now, or `None` if the game does not wait for it.
    pub fn legal(&self, seat: Seat) -> Option<Choice> {
        if !self.is_waiting_for(seat) {
            return None;
        }
        let hand = &self.hands[seat.index()];
        Some(match &self.phase {
            Phase::Boasting { .. } => {
                let standing = self.r.boasts.last().map(|(_, b)| *b);
                Choice::Boast {
                    space: BoastSpace { standing },
                    may_doom: standing.is_some(),
                }
            }
            Phase::Sides { .. } => Choice::Side,
            Phase::Ante => Choice::Ante {
                options: distinct_kinds(hand),
            },
            Phase::Contribute { .. } => Choice::Contribute { hand: hand.clone() },
            Phase::Pick { .. } => Choice::Pick {
                options: distinct_kinds(&self.r.pot),
            },
            Phase::Over => return None,
        })
    }

    /// Every legal action for `seat` now (empty if none).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat).map(|c| c.actions()).unwrap_or_default()
    }

    fn phase_kind(&self) -> PhaseKind {
        match self.phase {
            Phase::Boasting { .. } => PhaseKind::Boasting,
            Phase::Sides { .. } => PhaseKind::ChoosingSides,
            Phase::Ante => PhaseKind::Anteing,
            Phase::Contribute { .. } => PhaseKind::Contributing,
            Phase::Pick { .. } => PhaseKind::Picking,
            Phase::Over => PhaseKind::Over,
        }
    }

    /// Every reason `action` may be refused, checked without changing anything.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), ActionError> {
        if seat.0 >= self.seats() {
            return Err(ActionError::NoSuchSeat(seat));
        }
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        let i = seat.index();
        if !self.is_waiting_for(seat) {
            return Err(match self.phase {
                Phase::Sides { .. } if self.r.sides[i].is_some() => ActionError::AlreadyChose,
                Phase::Ante if self.r.antes[i].is_some() => ActionError::AlreadyDone,
                _ => ActionError::NotYourTurn {
                    waiting_for: self.waiting_for(),
                },
            });
        }
        let wrong = || ActionError::WrongPhase {
            now: self.phase_kind(),
        };
        let hand = &self.hands[i];
        match (&self.phase, action) {
            (Phase::Boasting { .. }, Action::Boast(boast)) => {
                boast.validate()?;
                match self.r.boasts.last() {
                    Some((_, standing)) if !boast.beats(standing) => {
                        Err(ActionError::BoastTooLow {
                            boast: *boast,
                            standing: *standing,
                        })
                    }
                    _ => Ok(()),
                }
            }
            (Phase::Boasting { .. }, Action::Doom) if self.r.boasts.is_empty() => {
                Err(ActionError::NothingToDoom)
            }
            (Phase::Boasting { .. }, Action::Doom) => Ok(()),
            (Phase::Sides { .. }, Action::Side(_)) => Ok(()),
            (Phase::Ante, Action::Ante(card)) if hand.contains(card) => Ok(()),
            (Phase::Ante, Action::Ante(card)) => Err(ActionError::CardNotInHand(*card)),
            (Phase::Contribute { .. }, Action::Contribute(cards)) => {
                if cards.is_empty() {
                    return Err(ActionError::EmptyContribution);
                }
                // The first card of which more copies are offered than held.
                let held = |card: &Card| hand.iter().filter(|c| *c == card).count();
                for (i, card) in cards.iter().enumerate() {
                    let offered = cards[..=i].iter().filter(|c| *c == card).count();
                    if offered > held(card) {
                        return Err(ActionError::CardNotInHand(*card));
                    }
                }
                Ok(())
            }
            (Phase::Pick { .. }, Action::Pick(card)) if self.r.pot.contains(card) => Ok(()),
            (Phase::Pick { .. }, Action::Pick(card)) => Err(ActionError::CardNotInPot(*card)),
            _ => Err(wrong()),
        }
    }

    // ----- applying checked actions --------------------------------------

    fn perform(&mut self, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
        match action {
            Action::Boast(boast) => {
                self.r.boasts.push((seat, *boast));
                ev.push(Event::Boasted {
                    seat,
                    boast: *boast,
                });
                self.phase = Phase::Boasting {
                    turn: self.wind.next(seat, self.seats()),
                };
            }
            Action::Doom => self.doom(seat, ev),
            Action::Side(side) => self.choose_side(seat, *side, ev),
            Action::Ante(card) => {
                take(&mut self.hands[seat.index()], *card);
                self.r.antes[seat.index()] = Some(*card);
                ev.push(Event::Anted { seat });
                if !(0..self.seats()).any(|s| self.is_waiting_for(Seat(s))) {
                    self.begin_contributions();
                }
            }
            Action::Contribute(cards) => {
                let hand = &mut self.hands[seat.index()];
                for card in cards {
                    take(hand, *card);
                }
                self.r.contributions[seat.index()] = cards.clone();
                self.r.contributed[seat.index()] = cards.len() as u8;
                ev.push(Event::Contributed {
                    seat,
                    count: cards.len() as u8,
                });
                if Some(seat) == self.r.hunt_leader {
                    self.run_hunt(ev);
                } else {
                    self.phase = Phase::Contribute {
                        turn: self.next_hunter(seat),
                    };
                }
            }
            Action::Pick(card) => self.pick(seat, *card, false, ev),
        }
    }

    fn doom(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let &(hunt_leader, target) = self.r.boasts.last().expect("checked: a boast stands");
        self.r.hunt_leader = Some(hunt_leader);
        self.r.doom_leader = Some(seat);
        self.r.sides[hunt_leader.index()] = Some(Side::Hunt);
        self.r.sides[seat.index()] = Some(Side::Doom);
        self.r.hunt = Some(Hunt {
            target,
            pool: Vec::new(),
            days: Vec::new(),
            counted: 0,
            protections: 0,
            winter_day: None,
            outcome: None,
        });
        ev.push(Event::Doomed {
            doom_leader: seat,
            hunt_leader,
            target,
        });
        let next = match self.settings.sides {
            SidesRule::Secret => None,
            SidesRule::Sequential => self.next_undecided(seat),
        };
        self.phase = Phase::Sides { next };
    }

    /// The next seat without a side after `from` in wind order.
    fn next_undecided(&self, from: Seat) -> Option<Seat> {
        self.wind
            .order(from, self.seats())
            .skip(1)
            .find(|s| self.r.sides[s.index()].is_none())
    }

    fn choose_side(&mut self, seat: Seat, side: Side, ev: &mut Vec<Event>) {
        self.r.sides[seat.index()] = Some(side);
        let next = match self.settings.sides {
            SidesRule::Secret => {
                ev.push(Event::SideChosen { seat });
                None
            }
            SidesRule::Sequential => {
                ev.push(Event::SideDeclared { seat, side });
                self.next_undecided(seat)
            }
        };
        if self.r.sides.iter().all(Option::is_some) {
            self.r.sides_revealed = true;
            self.tally_sides();
            ev.push(Event::SidesRevealed {
                sides: self
                    .r
                    .sides
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (Seat(i as u8), s.expect("all chosen")))
                    .collect(),
            });
            self.phase = Phase::Ante;
        } else {
            self.phase = Phase::Sides { next };
        }
    }

    /// Adds this round's sides, now public, to each non-leader's tally.
    fn tally_sides(&mut self) {
        let n = self.r.sides.len();
        if self.sides_taken.len() != n {
            // A game stored before the tally: count from here on.
            self.sides_taken = vec![SidesTaken::default(); n];
        }
        let leaders = [self.r.hunt_leader, self.r.doom_leader];
        for (i, side) in self.r.sides.iter().enumerate() {
            if leaders.contains(&Some(Seat(i as u8))) {
                continue;
            }
            let tally = &mut self.sides_taken[i];
            match side {
                Some(Side::Hunt) => tally.hunts += 1,
                Some(Side::Doom) => tally.dooms += 1,
                None => {}
            }
        }
    }

    fn begin_contributions(&mut self) {
        let leader = self.r.hunt_leader.expect("a hunt has a leader");
        self.phase = Phase::Contribute {
            turn: self.next_hunter(leader),
        };
    }

    /// The Hunter after `seat` in wind order; from the Hunt Leader's seat
    /// this goes round so that the Hunt Leader comes last.
    fn next_hunter(&self, seat: Seat) -> Seat {
        self.wind
            .order(self.wind.next(seat, self.seats()), self.seats())
            .find(|s| self.r.sides[s.index()] == Some(Side::Hunt))
            .expect("the Hunt Leader hunts")
    }

    // ----- the hunt -------------------------------------------------------

    fn run_hunt(&mut self, ev: &mut Vec<Event>) {
        // `pot` holds the cards themselves from here on; the hunt log keeps
        // copies for everyone to read.
        let mut pot: Vec<Card> = self
            .r
            .contributions
            .iter_mut()
            .flat_map(std::mem::take)
            .collect();
        self.rng.shuffle(&mut pot);
        let leaders = self.r.hunt_leader.zip(self.r.doom_leader);
        let (hunt_leader, doom_leader) = leaders.expect("both leaders are set once doomed");
        let in_order: Vec<Seat> = self.wind.order(hunt_leader, self.seats()).collect();
        let sides = &self.r.sides;
        ev.push(Event::HuntBegins {
            round: self.round,
            boasts: self.r.boasts.clone(),
            hunt_leader,
            doom_leader,
            hunters: in_order
                .iter()
                .filter(|s| sides[s.index()] == Some(Side::Hunt))
                .map(|s| (*s, self.r.contributed[s.index()]))
                .collect(),
            doomers: in_order
                .iter()
                .copied()
                .filter(|s| sides[s.index()] == Some(Side::Doom))
                .collect(),
        });
        let hunt = self.r.hunt.as_mut().expect("doomed round has a hunt");
        let target = hunt.target;
        hunt.pool = pot.clone();
        hunt.counted = pot.iter().map(|c| c.counts_for(target.animal)).sum();
        hunt.protections = pot.iter().filter(|c| c.is_inuksuk()).count() as u8;
        ev.push(Event::PoolRevealed {
            cards: pot.clone(),
            counted: hunt.counted,
            protections: hunt.protections,
        });

        let mut outcome = None;
        for day in 1..=target.days {
            let Some(card) = self.draw_for_hunt(day, ev) else {
                outcome = Some(HuntOutcome::Unfinished);
                break;
            };
            pot.push(card);
            let hunt = self.r.hunt.as_mut().expect("hunt");
            hunt.counted += card.counts_for(target.animal);
            if card.is_inuksuk() {
                hunt.protections += 1;
            }
            let nanuk = card.is_nanuk().then(|| {
                if hunt.protections > 0 {
                    hunt.protections -= 1;
                    NanukCheck::Cancelled
                } else {
                    NanukCheck::Fatal
                }
            });
            hunt.days.push(DayDraw { day, card, nanuk });
            ev.push(Event::DayDrawn {
                day,
                card,
                counted: hunt.counted,
                protections: hunt.protections,
                nanuk,
            });
            if nanuk == Some(NanukCheck::Fatal) {
                outcome = Some(HuntOutcome::Nanuk { day });
                break;
            }
        }
        let hunt = self.r.hunt.as_mut().expect("hunt");
        let outcome = outcome.unwrap_or(if hunt.counted >= target.count {
            HuntOutcome::Success
        } else {
            HuntOutcome::TooFew
        });
        hunt.outcome = Some(outcome);
        ev.push(Event::HuntEnded {
            outcome,
            target,
            counted: hunt.counted,
        });
        self.resolve_hunt(outcome, pot, ev);
    }

    /// The next card for a hunt day, bringing Winter when the face-down
    /// cards run out. `None`: even the reshuffled deck is used up.
    fn draw_for_hunt(&mut self, day: u8, ev: &mut Vec<Event>) -> Option<Card> {
        if let Some(card) = self.deck.draw() {
            return Some(card);
        }
        if self.winter {
            return None;
        }
        self.winter = true;
        let mut cards = self.deck.take_all();
        for hand in &mut self.hands {
            cards.append(hand);
        }
        self.rng.shuffle(&mut cards);
        ev.push(Event::WinterIsNear {
            day,
            reshuffled: cards.len() as u8,
        });
        if let Some(hunt) = self.r.hunt.as_mut() {
            hunt.winter_day = Some(day);
        }
        self.deck = Deck::face_down(cards);
        self.deck.draw()
    }

    fn resolve_hunt(&mut self, outcome: HuntOutcome, mut pot: Vec<Card>, ev: &mut Vec<Event>) {
        if outcome == HuntOutcome::Unfinished {
            // Nobody scores the unfinished hunt; its cards (antes included,
            // still face down) leave play at the bottom of the deck.
            pot.extend(self.r.antes.iter_mut().filter_map(Option::take));
            self.deck.discard(pot);
            self.end_season(EndReason::WinterUnfinished, ev);
            return;
        }
        let antes: Vec<(Seat, Card)> = self
            .r
            .antes
            .iter_mut()
            .enumerate()
            .filter_map(|(i, a)| a.take().map(|card| (Seat(i as u8), card)))
            .collect();
        self.r.revealed_antes = antes.clone();
        if !antes.is_empty() {
            ev.push(Event::AntesRevealed {
                antes: antes.clone(),
            });
        }
        pot.extend(antes.iter().map(|&(_, card)| card));
        self.r.pot = pot;

        let (leader, side) = if outcome.succeeded() {
            (self.r.hunt_leader, Side::Hunt)
        } else {
            (self.r.doom_leader, Side::Doom)
        };
        let leader = leader.expect("both leaders are set once doomed");
        self.r.next_first = Some(leader);
        let order: Vec<Seat> = self
            .wind
            .order(leader, self.seats())
            .filter(|s| self.r.sides[s.index()] == Some(side))
            .collect();
        let each = (self.r.pot.len() / order.len()) as u8;
        ev.push(Event::PicksBegin {
            order: order.clone(),
            each,
            pot: self.r.pot.clone(),
        });
        if each == 0 {
            self.finish_picks(ev);
        } else {
            self.phase = Phase::Pick {
                order,
                each,
                done: 0,
            };
            self.take_forced_picks(ev);
        }
    }

    /// When there is nothing to choose the card is taken for the picker:
    /// the pot holds a single kind, or (from `Revision::WHOLE_POT`) every
    /// card left goes to the same winner anyway, as for a sole winner.
    fn take_forced_picks(&mut self, ev: &mut Vec<Event>) {
        while let Phase::Pick { order, each, done } = &self.phase {
            let Some(&first) = self.r.pot.first() else {
                return;
            };
            let seat = order[*done as usize % order.len()];
            let left = *each as usize * order.len() - *done as usize;
            let one_winner_takes_all = self.revision >= Revision::WHOLE_POT
                && left >= self.r.pot.len()
                && (*done as usize..*done as usize + left).all(|k| order[k % order.len()] == seat);
            let card = if self.r.pot.iter().all(|&c| c == first) || one_winner_takes_all {
                first
            } else {
                return;
            };
            self.pick(seat, card, true, ev);
        }
    }

    fn pick(&mut self, seat: Seat, card: Card, forced: bool, ev: &mut Vec<Event>) {
        take(&mut self.r.pot, card);
        self.piles[seat.index()].push(card);
        self.r.picks.push((seat, card));
        ev.push(Event::Picked { seat, card, forced });
        let Phase::Pick { order, each, done } = &mut self.phase else {
            unreachable!("picks happen in the pick phase")
        };
        *done += 1;
        if *done as usize == *each as usize * order.len() {
            self.finish_picks(ev);
        } else if !forced {
            self.take_forced_picks(ev);
        }
    }

    fn finish_picks(&mut self, ev: &mut Vec<Event>) {
        if !self.r.picks.is_empty() {
            ev.push(Event::PicksEnded {
                picks: self.r.picks.clone(),
            });
        }
        let leftovers = std::mem::take(&mut self.r.pot);
        if !leftovers.is_empty() {
            ev.push(Event::Discarded {
                cards: leftovers.clone(),
            });
            self.deck.discard(leftovers);
        }
        if self.winter {
            self.end_season(EndReason::WinterHunt, ev);
        } else {
            self.deal(ev);
        }
    }

    // ----- dealing, rounds and seasons -------------------------------------

    /// Deals everyone back up to a full hand, one card at a time from the
    /// next first player in the wind's direction. A face-up card coming up
    /// during the deal, or lying on top after it, ends the season and the
    /// cards of this deal are discarded.
    fn deal(&mut self, ev: &mut Vec<Event>) {
        let first = self.r.next_first.unwrap_or(self.first_player);
        let n = self.seats();
        let before: Vec<usize> = self.hands.iter().map(Vec::len).collect();
        let mut interrupted = false;
        'deal: while self.hands.iter().any(|h| h.len() < HAND_SIZE) {
            for seat in self.wind.order(first, n) {
                if self.hands[seat.index()].len() >= HAND_SIZE {
                    continue;
                }
                match self.deck.draw() {
                    Some(card) => self.hands[seat.index()].push(card),
                    None => {
                        interrupted = true;
                        break 'deal;
                    }
                }
            }
        }
        let counts = self
            .wind
            .order(first, n)
            .map(|s| (s, (self.hands[s.index()].len() - before[s.index()]) as u8))
            .collect();
        ev.push(Event::Dealt { counts });
        let face_up_on_top = self.deck.face_down_len() == 0 && self.deck.len() > 0;
        if interrupted || face_up_on_top {
            for (hand, &keep) in self.hands.iter_mut().zip(&before) {
                let dealt: Vec<Card> = hand.drain(keep..).collect();
                self.deck.discard(dealt);
            }
            let reason = if interrupted {
                EndReason::FaceUpWhileDealing
            } else {
                EndReason::FaceUpAfterDeal
            };
            self.end_season(reason, ev);
            return;
        }
        self.first_player = first;
        self.start_round(ev);
    }

    fn start_round(&mut self, ev: &mut Vec<Event>) {
        let n = self.seats() as usize;
        self.round += 1;
        self.wind = if self.rng.coin() {
            Wind::Clockwise
        } else {
            Wind::CounterClockwise
        };
        self.r = Round {
            sides: vec![None; n],
            antes: vec![None; n],
            contributions: vec![Vec::new(); n],
            contributed: vec![0; n],
            ..Round::default()
        };
        self.phase = Phase::Boasting {
            turn: self.first_player,
        };
        ev.push(Event::RoundStarted {
            round: self.round,
            wind: self.wind,
            first_player: self.first_player,
        });
    }

    /// Gathers every card, shuffles and deals a new season.
    fn start_season(&mut self, first: Seat, ev: &mut Vec<Event>) {
        let mut cards = self.deck.take_all();
        for hand in &mut self.hands {
            cards.append(hand);
        }
        for pile in &mut self.piles {
            cards.append(pile);
        }
        cards.append(&mut self.r.pot);
        debug_assert_eq!(cards.len(), super::cards::DECK_SIZE);
        self.rng.shuffle(&mut cards);
        self.deck = Deck::face_down(cards);
        self.season += 1;
        self.winter = false;
        self.first_player = first;
        ev.push(Event::SeasonStarted {
            season: self.season,
            first_player: first,
        });
        let n = self.seats();
        for _ in 0..HAND_SIZE {
            for seat in Wind::Clockwise.order(first, n) {
                let card = self.deck.draw().expect("100 cards deal 8 hands");
                self.hands[seat.index()].push(card);
            }
        }
        ev.push(Event::Dealt {
            counts: Wind::Clockwise
                .order(first, n)
                .map(|s| (s, HAND_SIZE as u8))
                .collect(),
        });
        self.start_round(ev);
    }

    fn end_season(&mut self, reason: EndReason, ev: &mut Vec<Event>) {
        let table = score_table(&self.piles);
        let best = table.iter().map(|s| s.points()).max().unwrap_or(0);
        let winners: Vec<Seat> = (0..self.seats())
            .map(Seat)
            .filter(|s| table[s.index()].points() == best)
            .collect();
        let scores: Vec<SeatScore> = table
            .into_iter()
            .enumerate()
            .map(|(i, score)| SeatScore {
                seat: Seat(i as u8),
                score,
                nanuk_cards: nanuk_cards(&self.piles[i]),
            })
            .collect();
        ev.push(Event::SeasonEnded {
            season: self.season,
            reason,
            scores: scores.clone(),
            winners: winners.clone(),
        });
        self.results.push(SeasonResult {
            season: self.season,
            reason,
            scores,
            winners: winners.clone(),
        });
        if self.season < self.settings.seasons {
            // Ties for the season's win are broken at random.
            let first = winners[self.rng.below(winners.len() as u32) as usize];
            self.start_season(first, ev);
            return;
        }
        let totals = self.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        ev.push(Event::GameOver {
            totals: totals
                .iter()
                .enumerate()
                .map(|(i, &t)| (Seat(i as u8), t))
                .collect(),
            winners: (0..self.seats())
                .map(Seat)
                .filter(|s| totals[s.index()] == best)
                .collect(),
        });
        self.phase = Phase::Over;
    }

    /// Each seat's points summed over the finished seasons.
    pub fn totals(&self) -> Vec<u32> {
        let mut totals = vec![0u32; self.seats() as usize];
        for result in &self.results {
            for s in &result.scores {
                totals[s.seat.index()] += s.score.points();
            }
        }
        totals
    }

    /// The overall winners once the game is over.
    pub fn winners(&self) -> Option<Vec<Seat>> {
        if !self.is_over() {
            return None;
        }
        let totals = self.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        Some(
            (0..self.seats())
                .map(Seat)
                .filter(|s| totals[s.index()] == best)
                .collect(),
        )
    }

    /// How many cards of each kind are anywhere in the game: must always be
    /// the full deck's composition.
    pub fn census(&self) -> Census {
        let mut census = [0; super::cards::KINDS];
        let deck: Vec<Card> = self.deck.cards().copied().collect();
        tally(&mut census, &deck);
        for cards in self
            .hands
            .iter()
            .chain(&self.piles)
            .chain(&self.r.contributions)
        {
            tally(&mut census, cards);
        }
        tally(&mut census, &self.r.pot);
        let antes: Vec<Card> = self.r.antes.iter().flatten().copied().collect();
        tally(&mut census, &antes);
        census
    }
}

/// Removes one `card` from `cards` (checked beforehand).
fn take(cards: &mut Vec<Card>, card: Card) {
    let pos = cards
        .iter()
        .position(|&c| c == card)
        .expect("checked: the card is there");
    cards.remove(pos);
}
