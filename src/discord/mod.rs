//! The Discord adapter: poise commands, component handlers, rendering and
//! the delivery of the service's outbox. Thin: it turns interactions into
//! service calls and views into messages.

pub mod access;
pub mod answer;
pub mod app;
pub mod bot;
pub mod commands;
pub mod components;
pub mod convert;
pub mod deadlines;
pub mod delivery;
pub mod health;
pub mod ids;
pub mod languages;
pub mod origin;
pub mod places;
pub mod render;
pub mod retry;
pub mod screen;
pub mod seen;
pub mod text;
pub mod waiting;
