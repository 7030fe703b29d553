//! The channel's story of the game: one message per hunt (the pool, each
//! day, the outcome, the antes and the picks that follow), and one for each
//! season's end and start. Each boast, "DOOMED!" and side is shown by the
//! board as it happens, not posted: a post per click buries the channel
//! and spends the token's rate limit. Built from public events only.

use super::Names;
use super::cards;
use crate::discord::text::{Locale, t, words};
use crate::engine::{EndReason, Event, HuntOutcome, NanukCheck, Seat, Side};

/// Whether these events (one change's) make a post: a hunt ended, or a
/// season ended, began or reached Winter. Anything else the board shows.
pub fn worth_a_post(events: &[Event]) -> bool {
    events.iter().any(|e| match e {
        Event::HuntEnded { .. }
        | Event::SeasonEnded { .. }
        | Event::WinterIsNear { .. }
        | Event::PicksEnded { .. } => true,
        Event::SeasonStarted { season, .. } => *season > 1,
        _ => false,
    })
}

/// One line per event worth announcing (quiet events give none). When the
/// picks end among them, their summary says who took what, so the picks'
/// own lines are left out; and a story ends with the next round's start:
/// that round's boasts and sides (AI seats move at once) are the board's
/// until its own hunt's header tells them.
pub fn lines(l: Locale, names: &Names, events: &[Event]) -> Vec<String> {
    let summed_up = events.iter().any(|e| matches!(e, Event::PicksEnded { .. }));
    let next_round = events
        .iter()
        .position(|e| matches!(e, Event::RoundStarted { .. }))
        .unwrap_or(events.len());
    events
        .iter()
        .enumerate()
        .filter(|(_, e)| !(summed_up && matches!(e, Event::Picked { .. })))
        .filter(|(i, e)| {
            *i < next_round
                || !matches!(
                    e,
                    Event::Boasted { .. }
                        | Event::Doomed { .. }
                        | Event::SideDeclared { .. }
                        | Event::SidesRevealed { .. }
                )
        })
        .filter_map(|(_, e)| line(l, names, e))
        .collect()
}

fn line(l: Locale, names: &Names, event: &Event) -> Option<String> {
    let n = |s: &Seat| names.bold(*s);
    Some(match event {
        Event::SeasonStarted {
            season,
            first_player,
        } if *season > 1 => t!(
            l,
            "story-season-started",
            season = *season,
            first = n(first_player)
        ),
        Event::RoundStarted {
            round,
            wind,
            first_player,
        } => t!(
            l,
            "story-round-started",
            round = *round,
            wind = words::wind(l, *wind),
            first = n(first_player)
        ),
        Event::Boasted { seat, boast } => t!(
            l,
            "story-boasted",
            name = n(seat),
            boast = cards::boast(l, boast)
        ),
        Event::Doomed {
            doom_leader,
            hunt_leader,
            target,
        } => t!(
            l,
            "story-doomed",
            doomer = n(doom_leader),
            hunter = n(hunt_leader),
            target = cards::boast(l, target)
        ),
        Event::SideDeclared { seat, side } => t!(
            l,
            "story-side-declared",
            name = n(seat),
            side = cards::side(l, *side)
        ),
        Event::SidesRevealed { sides } => {
            let of = |wanted: Side| {
                let names: Vec<String> = sides
                    .iter()
                    .filter(|(_, s)| *s == wanted)
                    .map(|(seat, _)| names.plain(*seat))
                    .collect();
                words::people(l, &names)
            };
            t!(
                l,
                "story-sides-revealed",
                hunters = of(Side::Hunt),
                doomers = of(Side::Doom)
            )
        }
        Event::PoolRevealed {
            cards: pool,
            counted,
            protections,
        } => t!(
            l,
            "story-pool-revealed",
            cards = cards::list(l, pool),
            counted = *counted,
            protections = *protections
        ),
        Event::WinterIsNear { day, reshuffled } => {
            t!(l, "story-winter-is-near", day = *day, cards = *reshuffled)
        }
        Event::DayDrawn {
            day,
            card,
            counted,
            protections,
            nanuk,
        } => {
            let nanuk = match nanuk {
                None => "none",
                Some(NanukCheck::Cancelled) => "held",
                Some(NanukCheck::Fatal) => "fatal",
            };
            t!(
                l,
                "story-day-drawn",
                day = *day,
                card = cards::card(l, *card),
                counted = *counted,
                protections = *protections,
                nanuk = nanuk
            )
        }
        Event::HuntEnded {
            outcome,
            target,
            counted,
        } => {
            let animals = words::animal(l, target.animal, u64::from(target.count));
            match outcome {
                HuntOutcome::Success => t!(
                    l,
                    "story-hunt-succeeds",
                    counted = *counted,
                    count = target.count,
                    animals = animals
                ),
                HuntOutcome::Nanuk { day } => t!(l, "story-hunt-doomed", day = *day),
                HuntOutcome::TooFew => t!(
                    l,
                    "story-hunt-fails",
                    counted = *counted,
                    count = target.count,
                    animals = animals
                ),
                HuntOutcome::Unfinished => t!(l, "story-hunt-unfinished"),
            }
        }
        Event::AntesRevealed { antes } => {
            let antes: Vec<String> = antes
                .iter()
                .map(|(s, c)| format!("{} {}", names.plain(*s), cards::card(l, *c)))
                .collect();
            t!(
                l,
                "story-antes-revealed",
                antes = words::list(l, &antes).unwrap_or_default()
            )
        }
        Event::PicksBegin { order, each, pot } => match order.as_slice() {
            [sole] => t!(l, "story-pot-taken", name = n(sole), cards = pot.len()),
            _ => {
                let order: Vec<String> = order.iter().map(|s| names.plain(*s)).collect();
                t!(
                    l,
                    "story-picks-begin",
                    cards = pot.len(),
                    each = *each,
                    order = words::people(l, &order)
                )
            }
        },
        Event::HuntBegins {
            round,
            boasts,
            doom_leader,
            hunters,
            doomers,
            ..
        } => {
            let boasts: Vec<String> = boasts
                .iter()
                .map(|(s, b)| format!("{} {}", names.plain(*s), cards::boast(l, b)))
                .collect();
            let hunters: Vec<String> = hunters
                .iter()
                .map(|(s, gave)| {
                    t!(
                        l,
                        "story-hunter-gave",
                        name = names.plain(*s),
                        count = u64::from(*gave)
                    )
                })
                .collect();
            let doomers: Vec<String> = doomers.iter().map(|s| names.plain(*s)).collect();
            t!(
                l,
                "story-round-header",
                round = u64::from(*round),
                boasts = boasts.join(" → "),
                doomer = n(doom_leader),
                hunters = words::people(l, &hunters),
                doomers = words::people(l, &doomers)
            )
        }
        Event::PicksEnded { picks } => {
            let mut takers: Vec<(Seat, Vec<crate::engine::Card>)> = Vec::new();
            for (seat, card) in picks {
                match takers.iter_mut().find(|(s, _)| s == seat) {
                    Some((_, cards)) => cards.push(*card),
                    None => takers.push((*seat, vec![*card])),
                }
            }
            let took: Vec<String> = takers
                .iter()
                .map(|(s, c)| {
                    t!(
                        l,
                        "story-took",
                        name = names.plain(*s),
                        cards = cards::list(l, c)
                    )
                })
                .collect();
            t!(l, "story-picks-ended", took = took.join("; "))
        }
        Event::Picked { seat, card, forced } => t!(
            l,
            "story-picked",
            name = n(seat),
            card = cards::card(l, *card),
            forced = if *forced { "yes" } else { "no" }
        ),
        Event::Discarded { cards: discarded } => {
            t!(l, "story-discarded", cards = cards::list(l, discarded))
        }
        Event::SeasonEnded { season, reason, .. } => {
            let why = match reason {
                EndReason::WinterHunt | EndReason::WinterUnfinished => "winter",
                EndReason::FaceUpWhileDealing => "deal",
                EndReason::FaceUpAfterDeal => "deck",
            };
            t!(l, "story-season-over", season = *season, why = why)
        }
        Event::GameOver { totals, winners } => {
            let best = winners
                .iter()
                .filter_map(|w| totals.iter().find(|(s, _)| s == w))
                .map(|(_, t)| *t)
                .max()
                .unwrap_or(0);
            let named: Vec<String> = winners.iter().map(|w| names.bold(*w)).collect();
            t!(
                l,
                "story-game-over",
                winners = words::people(l, &named),
                count = named.len(),
                points = u64::from(best)
            )
        }
        Event::SeasonStarted { .. }
        | Event::Dealt { .. }
        | Event::SideChosen { .. }
        | Event::Anted { .. }
        | Event::Contributed { .. } => return None,
    })
}
