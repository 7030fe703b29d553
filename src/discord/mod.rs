//! The Discord adapter: poise commands, component handlers, rendering and
//! the delivery of the service's outbox. Thin: it turns interactions into
//! service calls and views into messages.

pub mod answer;
pub mod app;
pub mod bot;
pub mod commands;
pub mod components;
pub mod convert;
pub mod deadlines;
// TEMPORARY: the stand-in until the `delivery` branch is merged; then this
// becomes `pub mod delivery;` and the stand-in file goes.
#[path = "delivery_standin.rs"]
pub mod delivery;
pub mod ids;
pub mod places;
pub mod render;
pub mod retry;
pub mod screen;
