//! Why an action is refused: kinds with their fields. The Discord layer
//! words them for players; `Display` is for logs.

use super::boast::{Boast, BoastError};
use super::cards::Card;
use super::seat::Seat;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no {0} at this table")]
    NoSuchSeat(Seat),
    #[error("it is not your turn: the game is waiting for {}", list(.waiting_for))]
    NotYourTurn { waiting_for: Vec<Seat> },
    #[error("not something to do now ({now:?})")]
    WrongPhase { now: PhaseKind },
    #[error("the first player must open with a boast; there is nothing to doom yet")]
    NothingToDoom,
    #[error(transparent)]
    BadBoast(#[from] BoastError),
    #[error(
        "{boast} does not beat {standing}: raise the count or the days (and change the animal only with a higher count)"
    )]
    BoastTooLow { boast: Boast, standing: Boast },
    #[error("you have already chosen your side")]
    AlreadyChose,
    #[error("you already made your choice this round")]
    AlreadyDone,
    #[error("you do not have {0} in your hand")]
    CardNotInHand(Card),
    #[error("contribute at least one card")]
    EmptyContribution,
    #[error("there is no {0} left in the pot")]
    CardNotInPot(Card),
}

fn list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the game is doing, for a refusal that says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseKind {
    Boasting,
    ChoosingSides,
    Anteing,
    Contributing,
    Picking,
    Over,
}
