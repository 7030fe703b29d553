//! What every change to a running game has in common: AI seats that decide
//! quickly move, the decision tokens and deadlines follow who is waited on
//! (a strong AI's move due is a deadline due at once), and the outbox says
//! what to show.

use super::cache::Loaded;
use super::delivery::Delivery;
use super::error::{ServiceError, ServiceResult};
use super::types::{Outcome, SeatInfo};
use super::{SeatWrite, Step};
use crate::engine::{Action, Event, Game, PhaseView, PrivateView, Seat, SeatView, ai};
use crate::store::{ActorKind, Controller, Deadline, DeadlineKind, GameStatus, NewAction};

/// Safety stop for the AI loop: a game never needs this many moves in one
/// go (10 seasons of 8 AI seats take a few thousand).
const MAX_AI_MOVES: usize = 200_000;

/// What a seat sees privately; a change means its DM must be redrawn.
fn private_key(game: &Game, seat: Seat) -> PrivateView {
    game.private_view(seat)
}

/// How long the last player a secret choice waits for has before they are
/// told so (sooner if the game's reminders come sooner).
pub const LAST_ONE_AFTER_SECS: u64 = 180;

/// Is the game now in a secret choice (Hunt or Doom, antes) that waits on
/// one human seat alone, having waited on more before this change? Its
/// index, if so.
fn last_one(old: &Loaded, next: &Loaded) -> Option<usize> {
    let secret = |l: &Loaded| {
        let state = l.game.state.as_ref()?;
        let phase = state.public_view().phase;
        matches!(
            phase,
            PhaseView::ChoosingSides { next: None } | PhaseView::Anteing
        )
        .then(|| (phase, state.waiting_for()))
    };
    let (phase, waiting) = secret(next)?;
    let (was_phase, was_waiting) = secret(old)?;
    let [seat] = waiting[..] else { return None };
    let i = seat.index();
    (was_phase == phase && was_waiting.len() > 1 && deadline_due(next, i)).then_some(i)
}

/// A human decision with deadlines running.
fn deadline_due(l: &Loaded, i: usize) -> bool {
    l.seats[i].controller == Controller::Human && l.waits_for(l.seats[i].seat)
}

pub(super) fn seat_info(l: &Loaded, i: usize) -> SeatInfo {
    let s = &l.seats[i];
    SeatInfo {
        seat: s.seat,
        user: s.user,
        name: s.name.clone(),
        controller: s.controller,
        stood_in: s.stood_in,
        token: s.token,
        waiting: l.waits_for(s.seat),
        ai_level: (s.controller == Controller::Ai).then(|| s.level()),
        away_until: s.away_until,
    }
}

pub(super) fn seat_infos(l: &Loaded) -> Vec<SeatInfo> {
    (0..l.seats.len()).map(|i| seat_info(l, i)).collect()
}

/// Display names of the seats the game waits for (the text layer joins
/// them into a sentence).
pub(super) fn waiting_names(l: &Loaded, seats: &[Seat]) -> Vec<String> {
    seats
        .iter()
        .filter_map(|s| l.seats.get(s.index()))
        .map(|s| s.name.clone())
        .collect()
}

/// The engine refused: say it with names.
pub(super) fn rule_error(l: &Loaded, e: crate::engine::ActionError) -> ServiceError {
    use crate::engine::ActionError;
    match e {
        ActionError::NotYourTurn { waiting_for } => ServiceError::NotYourTurn {
            waiting: waiting_names(l, &waiting_for),
        },
        ActionError::GameOver => ServiceError::GameOver,
        e => ServiceError::Rule(e),
    }
}

/// The level seat `i` plays at when an AI plays it: an AI seat at its
/// own level, a stand-in at the game's.
pub(super) fn level_of(l: &Loaded, i: usize) -> ai::AiLevel {
    match l.seats[i].controller {
        Controller::Ai => l.seats[i].level(),
        _ => l.game.options.stand_in_level,
    }
}

/// A decision at this level may take long: the strong level searches for
/// up to its wall-clock cap (30 ms), easy and normal take microseconds.
/// Long ones are played after the commit that made them due, off the
/// interaction path (`thinking.rs`); quick ones inline.
pub(super) fn thinks_long(level: ai::AiLevel) -> bool {
    level == ai::AiLevel::Strong
}

/// Seat `i` is an AI (or stand-in) that thinks long, and the game waits
/// for it: its move is due in the background.
pub(super) fn ai_due(l: &Loaded, i: usize) -> bool {
    l.seats[i].controller.is_ai() && thinks_long(level_of(l, i)) && l.waits_for(l.seats[i].seat)
}

/// The log row of an AI move for seat `seat` (an AI seat or a stand-in).
pub(super) fn ai_action(l: &Loaded, seat: Seat, seq: u64, action: Action) -> NewAction {
    NewAction {
        seq,
        seat,
        actor: match l.seats[seat.index()].controller {
            Controller::Ai => ActorKind::Ai,
            _ => ActorKind::StandIn,
        },
        user: None,
        action,
        interaction: None,
    }
}

/// Plays every AI-controlled seat the game waits for whose level decides
/// quickly, until it waits only for humans and AIs that think long (or is
/// over). Each move is its own log row.
fn play_ai(
    next: &mut Loaded,
    events: &mut Vec<Event>,
    actions: &mut Vec<NewAction>,
) -> ServiceResult<()> {
    for _ in 0..MAX_AI_MOVES {
        let Some(game) = next.game.state.as_ref() else {
            return Ok(());
        };
        let Some(seat) = game.waiting_for().into_iter().find(|s| {
            next.seats[s.index()].controller.is_ai() && !thinks_long(level_of(next, s.index()))
        }) else {
            return Ok(());
        };
        let level = level_of(next, seat.index());
        let game = next.game.state.as_mut().expect("checked above");
        let view = game.seat_view(seat);
        let chosen = decide(level, &view, None);
        let action = play_one(game, &view, seat, chosen, events)?;
        next.game.action_count += 1;
        actions.push(ai_action(next, seat, next.game.action_count, action));
    }
    Err(ServiceError::Internal(
        "the AI does not finish its moves".into(),
    ))
}

/// The AI's choice at `level`, its time counted in the metrics. A strong
/// seat given its `belief` (what it has seen of the others over the game,
/// kept in the journal) decides with it; without, the strong level reads
/// only the view's round.
pub(super) fn decide(
    level: ai::AiLevel,
    view: &crate::engine::SeatView,
    belief: Option<&ai::StyleBelief>,
) -> Option<crate::engine::Action> {
    let started = std::time::Instant::now();
    let chosen = match belief {
        Some(belief) if level == ai::AiLevel::Strong => {
            ai::decide_strong(view, belief, &ai::Budget::default())
        }
        _ => ai::decide_at(level, view),
    };
    crate::telemetry::ai_decided(level.name(), started.elapsed());
    chosen
}

/// Plays the AI's `chosen` move, or the first legal one if the AI has none
/// or an illegal one (a bug there must not stall a game). A refused move
/// changes nothing, so trying it needs no copy of the game.
pub(super) fn play_one(
    game: &mut Game,
    view: &SeatView,
    seat: Seat,
    chosen: Option<Action>,
    events: &mut Vec<Event>,
) -> ServiceResult<Action> {
    if let Some(action) = chosen {
        match game.apply_into(seat, &action, events) {
            Ok(()) => return Ok(action),
            // The action's kind only: its card or side is secret.
            Err(_) => tracing::warn!(
                ?seat,
                action = action.verb(),
                "the AI chose an illegal action; playing the first legal one"
            ),
        }
    }
    let first = view
        .choice
        .as_ref()
        .and_then(|c| c.nth(0))
        .ok_or_else(|| ServiceError::Internal("an AI seat has nothing to do".into()))?;
    game.apply_into(seat, &first, events)
        .map_err(|_| ServiceError::Internal(format!("AI move refused: {}", first.verb())))?;
    Ok(first)
}

/// Finishes a change to a running game (or its start): quick AI moves,
/// tokens, final scores, deadlines (strong AI moves due), outbox. `lead` deliveries go first;
/// `seats_touched` are seats the caller changed.
pub(super) fn settle(
    old: &Loaded,
    mut next: Loaded,
    mut actions: Vec<NewAction>,
    mut events: Vec<Event>,
    lead: Vec<Delivery>,
    seats_touched: &[usize],
    now: i64,
) -> ServiceResult<(Step, Outcome)> {
    play_ai(&mut next, &mut events, &mut actions)?;
    let version = old.game.version + 1;
    next.game.version = version;
    let game = next
        .game
        .state
        .as_ref()
        .ok_or_else(|| ServiceError::Internal("settling a game that has not started".into()))?;

    let mut changed: Vec<usize> = seats_touched.to_vec();
    let mut redraw: Vec<usize> = Vec::new();
    for i in 0..next.seats.len() {
        let seat = next.seats[i].seat;
        let after = private_key(game, seat);
        let before = old
            .game
            .state
            .as_ref()
            .filter(|_| old.game.status == GameStatus::Running)
            .map(|g| private_key(g, seat));
        let acted = actions.iter().any(|a| a.seat == seat);
        if acted || before.as_ref() != Some(&after) {
            next.seats[i].token = version;
            changed.push(i);
            redraw.push(i);
        }
    }

    // The game clocks stop and start with the decisions.
    changed.extend(super::time_bank::settle_clocks(&mut next, &actions, now));
    let game = next
        .game
        .state
        .as_ref()
        .ok_or_else(|| ServiceError::Internal("settling a game that has not started".into()))?;

    let over = game.is_over();
    if over {
        next.game.status = GameStatus::Over;
        next.game.finished_at = Some(now);
        let totals = game.totals();
        let winners = game.winners().unwrap_or_default();
        for (i, s) in next.seats.iter_mut().enumerate() {
            s.final_score = Some(totals[i]);
            s.winner = Some(winners.contains(&s.seat));
            changed.push(i);
        }
    }

    // Deadlines follow human decisions: new decision, new deadlines.
    let mut step_deadlines = crate::store::DeadlineChange::default();
    if over {
        step_deadlines.clear_all = true;
    } else {
        let opts = next.game.options;
        for i in 0..next.seats.len() {
            let seat = next.seats[i].seat;
            let was = i < old.seats.len() && old.seats[i].seat == seat && deadline_due(old, i);
            let is = deadline_due(&next, i);
            let renewed = next.seats[i].token == version;
            if is && (renewed || !was) {
                // With a game clock, the bank's end and a quarter of it
                // left; else the per-decision delays.
                let (reminder_at, timeout_at) = match super::time_bank::due(&next, i) {
                    Some((out, quarter)) => (Some(quarter).filter(|q| *q > now), Some(out)),
                    None => (
                        opts.reminder_secs.map(|secs| now + secs as i64 * 1000),
                        opts.turn_timeout_secs.map(|secs| now + secs as i64 * 1000),
                    ),
                };
                for (kind, due_at) in [
                    (DeadlineKind::Reminder, reminder_at),
                    (DeadlineKind::Timeout, timeout_at),
                ] {
                    if let Some(due_at) = due_at {
                        step_deadlines.set.push(Deadline {
                            game: next.game.id,
                            seat,
                            kind,
                            due_at,
                            token: next.seats[i].token,
                        });
                    }
                }
            } else if was && !is {
                step_deadlines.clear.push((seat, None));
            }
            // A long AI decision newly due: a row due now, which the
            // service plays right after this commit (or, after a crash,
            // whichever process fires it first).
            let ai_was = i < old.seats.len() && old.seats[i].seat == seat && ai_due(old, i);
            let ai_is = ai_due(&next, i);
            if ai_is && (renewed || !ai_was) {
                step_deadlines.set.push(Deadline {
                    game: next.game.id,
                    seat,
                    kind: DeadlineKind::AiMove,
                    due_at: now,
                    token: next.seats[i].token,
                });
            } else if ai_was && !ai_is {
                step_deadlines
                    .clear
                    .push((seat, Some(DeadlineKind::AiMove)));
            }
        }
        if let (Some(secs), Some(i)) = (opts.reminder_secs, last_one(old, &next)) {
            step_deadlines.set.push(Deadline {
                game: next.game.id,
                seat: next.seats[i].seat,
                kind: DeadlineKind::LastOne,
                due_at: now + secs.min(LAST_ONE_AFTER_SECS) as i64 * 1000,
                token: next.seats[i].token,
            });
        }
    }

    let mut outbox = lead;
    if !events.is_empty() {
        outbox.push(Delivery::Announce {
            events: events.clone(),
        });
    }
    outbox.push(Delivery::Board);
    changed.sort_unstable();
    changed.dedup();
    for i in 0..next.seats.len() {
        let s = &next.seats[i];
        let reachable = s.user.is_some() && s.controller.held_by_player();
        if reachable && (redraw.contains(&i) || seats_touched.contains(&i)) {
            outbox.push(Delivery::Hand { seat: s.seat });
        }
    }
    if over {
        outbox.push(Delivery::GameOver);
    }

    let outcome = Outcome {
        game: next.game.id,
        version,
        status: next.game.status,
        events,
        waiting_for: seat_infos(&next)
            .into_iter()
            .filter(|s| s.waiting)
            .collect(),
    };
    let mut step = Step::new(next);
    step.seats = SeatWrite::Some(changed);
    step.actions = actions;
    step.outbox = outbox;
    step.deadlines = step_deadlines;
    Ok((step, outcome))
}
