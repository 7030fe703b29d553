//! The rules of Nanuk as a pure, deterministic state machine.
//!
//! Decisions come in as [`Action`]s from [`Seat`]s; chance comes only from
//! the seeded RNG kept in the [`Game`], so the same seed and actions always
//! give the same game. [`Game::legal`] says what a seat may do now, and
//! [`Game::public_view`] / [`Game::seat_view`] are the only windows onto the
//! state. No I/O happens here.

pub mod action;
pub mod ai;
pub mod boast;
pub mod cards;
mod deck;
pub mod error;
pub mod event;
mod rng;
#[doc(hidden)]
pub mod scenario;
pub mod scoring;
pub mod seat;
mod state;
pub mod view;

pub use action::{Action, Choice, Side};
pub use ai::AiLevel;
pub use boast::{Boast, BoastError, BoastSpace, MAX_COUNT, MAX_DAYS};
pub use cards::{Animal, Card, Mark};
pub use error::{ActionError, PhaseKind};
pub use event::{EndReason, Event, HuntOutcome, NanukCheck, SeatScore};
pub use rng::GameRng;
pub use scoring::Score;
pub use seat::{Seat, Settings, SetupError, SidesRule, SidesTaken, Wind};
pub use state::{DayDraw, Game, HAND_SIZE, Hunt, ReplayError, Revision, SeasonResult};
pub use view::{PhaseView, PickingView, PrivateView, PublicView, SeatPublic, SeatView, SideView};
