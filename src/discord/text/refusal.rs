//! The service's refusals (kinds with fields) as sentences for the player.

use super::{Locale, t, words};
use crate::engine::{ActionError, BoastError, MAX_COUNT, MAX_DAYS, PhaseKind, SetupError};
use crate::service::StoreError;
use crate::service::{BadOption, Delay, ServiceError};

/// The sentence a player reads when the service refused.
pub fn refusal(l: Locale, e: &ServiceError) -> String {
    match e {
        ServiceError::NoSuchGame(game) => t!(l, "refusal-no-such-game", game = game.0),
        ServiceError::ChannelBusy { existing } => {
            t!(l, "refusal-channel-busy", game = existing.0)
        }
        ServiceError::BadOptions(bad) => bad_option(l, bad),
        ServiceError::AlreadyJoined => t!(l, "refusal-already-joined"),
        ServiceError::LobbyFull => t!(l, "refusal-lobby-full", max = 8),
        ServiceError::NotInLobby => t!(l, "refusal-not-in-lobby"),
        ServiceError::NotInGame => t!(l, "refusal-not-in-game"),
        ServiceError::HintsOff => t!(l, "refusal-hints-off"),
        ServiceError::NothingToHint => t!(l, "refusal-nothing-to-hint"),
        ServiceError::NotOverYet => t!(l, "refusal-not-over-yet"),
        ServiceError::PlayerNotInGame => t!(l, "refusal-player-not-in-game"),
        ServiceError::NotAdmin => t!(l, "refusal-not-admin"),
        ServiceError::NoSuchSeason { asked, latest } => t!(
            l,
            "refusal-no-such-season",
            asked = *asked,
            latest = *latest
        ),
        ServiceError::TooManyFollowers { limit } => {
            t!(l, "refusal-too-many-followers", limit = *limit)
        }
        ServiceError::FollowingTooMany { limit } => {
            t!(l, "refusal-following-too-many", limit = *limit)
        }
        ServiceError::NotHost { host: Some(host) } => {
            t!(l, "refusal-not-host", host = host.as_str())
        }
        ServiceError::NotHost { host: None } => t!(l, "refusal-not-host-nobody"),
        ServiceError::WrongSeatCount { seats } => {
            t!(l, "refusal-wrong-seat-count", seats = *seats)
        }
        ServiceError::NoAiSeat => t!(l, "refusal-no-ai-seat"),
        ServiceError::AlreadyAi => t!(l, "refusal-already-ai"),
        ServiceError::AlreadyStarted => t!(l, "refusal-already-started"),
        ServiceError::NotStarted => t!(l, "refusal-not-started"),
        ServiceError::GameOver => t!(l, "refusal-game-over"),
        ServiceError::Cancelled => t!(l, "refusal-cancelled"),
        ServiceError::SeatGivenUp { left, running } => match (left, running) {
            (true, true) => t!(l, "refusal-left-running"),
            (true, false) => t!(l, "refusal-left-over"),
            (false, true) => t!(l, "refusal-replaced-running"),
            (false, false) => t!(l, "refusal-replaced-over"),
        },
        ServiceError::SeatAlreadyYours => t!(l, "refusal-seat-already-yours"),
        ServiceError::NotYourTurn { waiting } => {
            t!(
                l,
                "refusal-not-your-turn",
                waiting = words::people(l, waiting)
            )
        }
        ServiceError::Stale { .. } => t!(l, "refusal-stale"),
        ServiceError::Duplicate => t!(l, "refusal-duplicate"),
        ServiceError::Rule(rule) => action_error(l, rule),
        ServiceError::Store(e) => store(l, e),
        ServiceError::Unsaved(_) => t!(l, "refusal-unavailable"),
        ServiceError::Unconfirmed(_) => t!(l, "refusal-unconfirmed"),
        ServiceError::Busy => t!(l, "refusal-busy"),
        ServiceError::Internal(_) => t!(l, "refusal-internal"),
    }
}

fn store(l: Locale, e: &StoreError) -> String {
    if e.problem().is_some() {
        t!(l, "refusal-unavailable")
    } else {
        t!(l, "refusal-store")
    }
}

fn bad_option(l: Locale, bad: &BadOption) -> String {
    match bad {
        BadOption::Seasons { max } => t!(l, "refusal-seasons", max = *max),
        BadOption::Delay {
            what,
            min_secs,
            max_secs,
        } => {
            let min = words::duration(l, *min_secs);
            let max = words::duration(l, *max_secs);
            match what {
                Delay::TurnTimeout => t!(l, "refusal-turn-timeout", min = min, max = max),
                Delay::Reminder => t!(l, "refusal-reminder-delay", min = min, max = max),
                Delay::ClockBank => t!(l, "clock-refusal-bank", min = min, max = max),
                Delay::ClockIncrement => t!(l, "clock-refusal-increment", max = max),
            }
        }
        BadOption::SeasonName { max } => t!(l, "refusal-season-name", max = *max),
        BadOption::AiSeats { max } => t!(l, "refusal-ai-seats", max = *max),
        BadOption::PracticeSeats { min, max } => {
            t!(l, "refusal-practice-seats", min = *min, max = *max)
        }
        BadOption::AwayTime {
            min_hours,
            max_days,
        } => t!(
            l,
            "refusal-away-time",
            min_hours = *min_hours,
            max_days = *max_days
        ),
        BadOption::Setup(SetupError::SeatCount(n)) => {
            t!(l, "refusal-wrong-seat-count", seats = *n)
        }
        BadOption::Setup(SetupError::Seasons(_)) => {
            t!(l, "refusal-seasons", max = crate::engine::seat::MAX_SEASONS)
        }
    }
}

/// A rule of the game refused the action.
pub fn action_error(l: Locale, e: &ActionError) -> String {
    match e {
        ActionError::GameOver => t!(l, "refusal-game-over"),
        ActionError::NoSuchSeat(seat) => {
            t!(l, "rule-no-such-seat", seat = words::seat(l, *seat))
        }
        ActionError::NotYourTurn { waiting_for } => {
            let seats: Vec<String> = waiting_for.iter().map(|s| words::seat(l, *s)).collect();
            t!(
                l,
                "refusal-not-your-turn",
                waiting = words::people(l, &seats)
            )
        }
        ActionError::WrongPhase { now } => t!(
            l,
            "rule-wrong-phase",
            now = match now {
                PhaseKind::Boasting => "boasting",
                PhaseKind::ChoosingSides => "sides",
                PhaseKind::Anteing => "antes",
                PhaseKind::Contributing => "contributing",
                PhaseKind::Picking => "picking",
                PhaseKind::Over => "over",
            }
        ),
        ActionError::NothingToDoom => t!(l, "rule-nothing-to-doom"),
        ActionError::BadBoast(BoastError::ZeroCount) => t!(l, "rule-boast-zero"),
        ActionError::BadBoast(BoastError::CountTooHigh) => {
            t!(l, "rule-boast-too-many", max = MAX_COUNT)
        }
        ActionError::BadBoast(BoastError::DaysOutOfRange) => {
            t!(l, "rule-boast-days", max = MAX_DAYS)
        }
        ActionError::BoastTooLow { boast, standing } => t!(
            l,
            "rule-boast-too-low",
            boast = words::boast(l, boast),
            standing = words::boast(l, standing)
        ),
        ActionError::AlreadyChose => t!(l, "rule-already-chose"),
        ActionError::AlreadyDone => t!(l, "rule-already-done"),
        ActionError::CardNotInHand(card) => {
            t!(l, "rule-card-not-in-hand", card = words::card(l, *card))
        }
        ActionError::EmptyContribution => t!(l, "rule-empty-contribution"),
        ActionError::CardNotInPot(card) => {
            t!(l, "rule-card-not-in-pot", card = words::card(l, *card))
        }
    }
}
