//! The channel's story of the game: one message per hunt (the pool, each
//! day, the outcome, the antes and the picks that follow), and one for each
//! season's end and start. Each boast, "DOOMED!" and side is shown by the
//! board as it happens, not posted: a post per click buries the channel
//! and spends the token's rate limit. Built from public events only.

use super::Names;
use super::cards;
use crate::engine::{EndReason, Event, HuntOutcome, NanukCheck, Seat, Side};

/// Whether these events (one change's) make a post: a hunt ended, or a
/// season ended, began or reached Winter. Anything else the board shows.
pub fn worth_a_post(events: &[Event]) -> bool {
    events.iter().any(|e| match e {
        Event::HuntEnded { .. } | Event::SeasonEnded { .. } | Event::WinterIsNear { .. } => true,
        Event::SeasonStarted { season, .. } => *season > 1,
        _ => false,
    })
}

/// One line per event worth announcing (quiet events give none).
pub fn lines(names: &Names, events: &[Event]) -> Vec<String> {
    events.iter().filter_map(|e| line(names, e)).collect()
}

fn line(names: &Names, event: &Event) -> Option<String> {
    let n = |s: &Seat| names.bold(*s);
    Some(match event {
        Event::SeasonStarted { season, first_player } if *season > 1 => {
            format!("🌅 **Season {season}** begins; {} goes first.", n(first_player))
        }
        Event::RoundStarted {
            round,
            wind,
            first_player,
        } => format!(
            "🌬️ Round {round}: the wind blows {}. {} boasts first.",
            wind.arrow(),
            n(first_player)
        ),
        Event::Boasted { seat, boast } => {
            format!("🗣️ {} boasts **{}**!", n(seat), cards::boast(boast))
        }
        Event::Doomed {
            doom_leader,
            hunt_leader,
            target,
        } => format!(
            "{} {} cries **DOOMED!** {} leads the hunt for **{}**. Choose your side.",
            cards::DOOM,
            n(doom_leader),
            n(hunt_leader),
            cards::boast(target)
        ),
        Event::SideDeclared { seat, side } => format!("{} joins: {}", n(seat), cards::side(*side)),
        Event::SidesRevealed { sides } => {
            let of = |wanted: Side| {
                sides
                    .iter()
                    .filter(|(_, s)| *s == wanted)
                    .map(|(seat, _)| names.plain(*seat))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            format!(
                "🔔 Sides revealed. {} Hunters: {}. {} Doomers: {}.",
                cards::HUNT,
                of(Side::Hunt),
                cards::DOOM,
                of(Side::Doom)
            )
        }
        Event::PoolRevealed {
            cards: pool,
            counted,
            protections,
        } => format!(
            "🃏 The Hunters' cards, shuffled: {}. Counted so far: **{counted}**; protections: {protections}.",
            cards::list(pool)
        ),
        Event::WinterIsNear { day, reshuffled } => format!(
            "❄️ **Winter is near!** On day {day} the deck ran out of face-down cards: every hand and the discards ({}) become the new deck. This is the last hunt.",
            super::count(*reshuffled as u64, "card")
        ),
        Event::DayDrawn {
            day,
            card,
            counted,
            protections,
            nanuk,
        } => {
            let bear = match nanuk {
                None => String::new(),
                Some(NanukCheck::Cancelled) => {
                    format!(" {} Nanuk! An Inuksuk holds it back.", cards::NANUK)
                }
                Some(NanukCheck::Fatal) => format!(" {} **Nanuk!** No protection left.", cards::NANUK),
            };
            format!(
                "☀️ Day {day}: {}. Counted **{counted}**, protections {protections}.{bear}",
                cards::card(*card)
            )
        }
        Event::HuntEnded {
            outcome,
            target,
            counted,
        } => match outcome {
            HuntOutcome::Success => format!(
                "🎉 **The hunt succeeds!** {counted} of {} {} brought home.",
                target.count,
                target.animal.plural()
            ),
            HuntOutcome::Nanuk { day } => {
                format!("{} **The hunt is doomed**: Nanuk struck on day {day}.", cards::DOOM)
            }
            HuntOutcome::TooFew => format!(
                "{} **The hunt fails**: only {counted} of {} {}.",
                cards::DOOM,
                target.count,
                target.animal.plural()
            ),
            HuntOutcome::Unfinished => {
                "❄️ The new deck ran out before the last day: the hunt is unfinished and nobody scores it.".to_string()
            }
        },
        Event::AntesRevealed { antes } => format!(
            "🔓 Antes turned up: {}.",
            antes
                .iter()
                .map(|(s, c)| format!("{} {}", names.plain(*s), cards::card(*c)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::PicksBegin { order, each, pot } => format!(
            "🎁 The winners share {}, {each} each, in this order: {}.",
            super::count(pot.len() as u64, "card"),
            order
                .iter()
                .map(|s| names.plain(*s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::Picked { seat, card, forced } => {
            let how = if *forced { " (the only kind left)" } else { "" };
            format!("✋ {} takes {}{how}.", n(seat), cards::card(*card))
        }
        Event::Discarded { cards: discarded } => {
            format!("🗑️ Left over, discarded face up: {}.", cards::list(discarded))
        }
        Event::SeasonEnded {
            season, reason, ..
        } => {
            let why = match reason {
                EndReason::WinterHunt => "Winter has come",
                EndReason::WinterUnfinished => "Winter has come",
                EndReason::FaceUpWhileDealing => "a face-up card came up in the deal",
                EndReason::FaceUpAfterDeal => "a face-up card lies on top of the deck",
            };
            format!("🏁 Season {season} is over: {why}.")
        }
        Event::SeasonStarted { .. }
        | Event::Dealt { .. }
        | Event::SideChosen { .. }
        | Event::Anted { .. }
        | Event::Contributed { .. }
        | Event::GameOver { .. } => return None,
    })
}
