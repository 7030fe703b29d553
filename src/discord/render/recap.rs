//! What makes a prompt self-contained: the record of the player's own last
//! decision, what the table did since (from the service's recap, public
//! events only), and the facts the decision at hand depends on (from the
//! seat's view). Never a hidden card of another seat, never who gave which
//! card.

use super::Names;
use super::cards;
use crate::discord::text::{Locale, t, words};
use crate::engine::{Action, Choice, Event, HuntOutcome, Seat, SeatView, Side, SideView};
use crate::service::ActorKind;
use crate::service::{LastAct, Recap};

/// Lines of recap a prompt shows at most: the latest ones.
const MAX_LINES: usize = 3;

/// "✅ You boasted **🦌 4 Deer in 1 day** · round 3".
pub fn record(l: Locale, last: &LastAct) -> String {
    let by = match last.by {
        ActorKind::Player => "player",
        ActorKind::Ai | ActorKind::StandIn => "ai",
    };
    let round = u64::from(last.round);
    match &last.action {
        Action::Boast(b) => t!(
            l,
            "record-boasted",
            by = by,
            boast = cards::boast(l, b),
            round = round
        ),
        Action::Doom => t!(l, "record-doomed", by = by, round = round),
        Action::Side(side) => t!(
            l,
            "record-side",
            by = by,
            side = cards::side(l, *side),
            round = round
        ),
        Action::Ante(card) => t!(
            l,
            "record-anted",
            by = by,
            card = cards::card(l, *card),
            round = round
        ),
        Action::Contribute(given) => t!(
            l,
            "record-gave",
            by = by,
            cards = cards::list(l, given),
            round = round
        ),
        Action::Pick(card) => t!(
            l,
            "record-picked",
            by = by,
            card = cards::card(l, *card),
            round = round
        ),
    }
}

/// A pot being shared: its winners, what the recap's seat took of it, and
/// whether the recap saw the picks begin (else what it took is unknown).
type Pot = (Vec<Seat>, Vec<crate::engine::Card>, bool);

/// What happened since the seat's last decision, at most `MAX_LINES`
/// lines, oldest first: the last hunt's end and who shared its pot, a
/// season's end, and this round's boasts, DOOMED! and sides.
pub fn since(l: Locale, names: &Names, me: Seat, recap: &Recap) -> Vec<String> {
    let mut lines = Vec::new();
    let mut boasts: Vec<String> = Vec::new();
    // The pot being shared: its winners and what `me` took of it.
    let mut pot: Option<Pot> = None;
    let pot_line = |pot: &mut Option<Pot>| {
        pot.take().map(|(winners, mine, _)| {
            let mut line = t!(l, "recap-pot", winners = names.list(l, &winners));
            if !mine.is_empty() {
                line.push(' ');
                line.push_str(&t!(l, "recap-you-took", cards = cards::list(l, &mine)));
            }
            line
        })
    };
    for event in &recap.since {
        match event {
            // Your own boast is the record's, not the recap's.
            Event::RoundStarted { .. } => boasts.clear(),
            Event::Boasted { seat, .. } if *seat == me => boasts.clear(),
            Event::Boasted { seat, boast } => {
                boasts.push(format!("{} {}", names.bold(*seat), cards::boast(l, boast)))
            }
            Event::Doomed {
                doom_leader,
                hunt_leader,
                target,
            } => {
                boasts.clear();
                lines.push(t!(
                    l,
                    "recap-doomed",
                    doomer = names.bold(*doom_leader),
                    hunter = names.bold(*hunt_leader),
                    target = cards::boast(l, target)
                ));
            }
            Event::SidesRevealed { sides } => lines.push(sides_line(l, names, sides)),
            Event::HuntEnded {
                outcome,
                target,
                counted,
            } => {
                let (key, day) = match outcome {
                    HuntOutcome::Success => ("success", 0),
                    HuntOutcome::Nanuk { day } => ("nanuk", *day),
                    HuntOutcome::TooFew => ("too-few", 0),
                    HuntOutcome::Unfinished => ("unfinished", 0),
                };
                lines.push(t!(
                    l,
                    "recap-hunt",
                    outcome = key,
                    target = cards::boast(l, target),
                    counted = u64::from(*counted),
                    day = u64::from(day)
                ));
            }
            Event::PicksBegin { order, .. } => pot = Some((order.clone(), Vec::new(), true)),
            Event::Picked { seat, card, .. } => {
                // Picks that began before the recap: its winners are the
                // pickers seen, and what `me` took before is not known here.
                let (winners, mine, whole) =
                    pot.get_or_insert_with(|| (Vec::new(), Vec::new(), false));
                if !winners.contains(seat) {
                    winners.push(*seat);
                }
                if *seat == me && *whole {
                    mine.push(*card);
                }
            }
            // The picks are over.
            Event::Discarded { .. } | Event::Dealt { .. } => lines.extend(pot_line(&mut pot)),
            Event::SeasonEnded {
                season, winners, ..
            } => {
                lines.extend(pot_line(&mut pot));
                lines.push(t!(
                    l,
                    "recap-season",
                    season = u64::from(*season),
                    winners = names.list(l, winners)
                ));
            }
            _ => {}
        }
    }
    if !boasts.is_empty() {
        lines.push(t!(l, "recap-boasts", boasts = boasts.join(" → ")));
    }
    let over = lines.len().saturating_sub(MAX_LINES);
    lines.drain(..over);
    lines
}

fn sides_line(l: Locale, names: &Names, sides: &[(Seat, Side)]) -> String {
    let of = |side: Side| -> Vec<String> {
        sides
            .iter()
            .filter(|(_, s)| *s == side)
            .map(|(seat, _)| names.bold(*seat))
            .collect()
    };
    t!(
        l,
        "recap-sides",
        hunters = words::people(l, &of(Side::Hunt)),
        doomers = words::people(l, &of(Side::Doom))
    )
}

/// The facts a decision depends on, beyond the prompt's own sentence.
pub fn facts(l: Locale, names: &Names, view: &SeatView, choice: &Choice) -> Vec<String> {
    let public = &view.public;
    let target = public.hunt.as_ref().map(|h| h.target);
    let leaders = || match (public.hunt_leader, public.doom_leader, target) {
        (Some(h), Some(d), Some(target)) => Some(t!(
            l,
            "fact-leaders",
            hunter = names.bold(h),
            doomer = names.bold(d),
            target = cards::boast(l, &target)
        )),
        _ => None,
    };
    match choice {
        Choice::Boast { .. } => public
            .standing()
            .map(|(who, standing)| {
                t!(
                    l,
                    "fact-standing",
                    standing = cards::boast(l, &standing),
                    who = names.bold(who)
                )
            })
            .into_iter()
            .collect(),
        Choice::Side | Choice::Ante { .. } => leaders().into_iter().collect(),
        Choice::Contribute { .. } => {
            let mut facts: Vec<String> = leaders().into_iter().collect();
            let hunters: Vec<_> = public
                .seats
                .iter()
                .filter(|s| s.side == SideView::Known(Side::Hunt))
                .collect();
            let listed: Vec<String> = hunters
                .iter()
                .map(|s| {
                    let name = if s.seat == view.seat {
                        t!(l, "fact-you")
                    } else {
                        names.bold(s.seat)
                    };
                    if s.contributed > 0 {
                        t!(
                            l,
                            "fact-hunter-gave",
                            name = name,
                            count = u64::from(s.contributed)
                        )
                    } else {
                        t!(l, "fact-hunter-to-come", name = name)
                    }
                })
                .collect();
            facts.push(t!(l, "fact-hunters", hunters = listed.join(", ")));
            if hunters
                .iter()
                .all(|s| s.seat == view.seat || s.contributed > 0)
            {
                facts.push(t!(l, "fact-you-give-last"));
            }
            if let Some(target) = target {
                facts.push(t!(l, "fact-days", days = u64::from(target.days)));
            }
            facts
        }
        Choice::Pick { .. } => {
            let mut facts = vec![t!(l, "fact-pot", cards = cards::list(l, &public.pot))];
            if let Some(picking) = &public.picking {
                let left = picks_left(view.seat, picking);
                facts.push(t!(
                    l,
                    "fact-pick-order",
                    order = names.list(l, &picking.order),
                    left = left
                ));
            }
            let pile = &public.seats[view.seat.index()].pile;
            facts.push(if pile.is_empty() {
                t!(l, "fact-your-pile-empty")
            } else {
                t!(l, "fact-your-pile", cards = cards::list(l, pile))
            });
            facts
        }
    }
}

/// How many of the picks still to make (this one included) are `seat`'s.
fn picks_left(seat: Seat, picking: &crate::engine::PickingView) -> u64 {
    let n = picking.order.len();
    let Some(turn) = picking.order.iter().position(|s| *s == picking.turn) else {
        return 0;
    };
    (0..picking.left as usize)
        .filter(|k| picking.order[(turn + k) % n] == seat)
        .count() as u64
}
