//! The AI player. This is a placeholder with the agreed signature: it takes
//! the first legal action. The real AI replaces this file.

use super::action::Action;
use super::view::SeatView;

/// What the seat seen through `view` does now, or `None` when it has
/// nothing to do.
pub fn decide(view: &SeatView) -> Option<Action> {
    view.choice.as_ref().and_then(|choice| choice.nth(0))
}
