//! The hunt's reveal as a picture: the contributed cards as the game shows
//! them (shuffled: the order says nothing of who played what), then each
//! day's drawn card with the count and the protections left after it, then
//! the outcome. Built from the hunt's public events only, like its story.

use crate::discord::text::{Locale, t, words};
use std::fmt::Write;

use super::groups::Tile;
use super::svg::{GAP, Svg, TILE_H, TILE_W, text, tile};
use crate::engine::{Card, Event, HuntOutcome, NanukCheck};

/// The hunt's picture keeps its cards at their base size: a row of a
/// hunt is one day, so it stays wide and short.
pub const WIDTH: u32 = 960;
const MARGIN: u32 = 24;
const HEADER: u32 = 70;
/// Where the tiles of a row start (after its label).
const LABEL: u32 = 175;
const ROW: u32 = TILE_H + 12;
const FOOTER: u32 = 56;
/// Contributed cards per line.
const PER_LINE: usize = ((WIDTH - MARGIN - LABEL) / (TILE_W + GAP)) as usize;

/// One day of the hunt as drawn.
struct Day {
    day: u8,
    card: Card,
    counted: u8,
    protections: u8,
    nanuk: Option<NanukCheck>,
}

/// The reveal of the hunt whose events these are; `None` if they hold no
/// reveal (a hunt nobody hunted, or events of something else).
pub fn reveal(l: Locale, events: &[Event]) -> Option<Svg> {
    let (pool, counted0, protections0) = events.iter().find_map(|e| match e {
        Event::PoolRevealed {
            cards,
            counted,
            protections,
        } => Some((cards.clone(), *counted, *protections)),
        _ => None,
    })?;
    let days: Vec<Day> = events
        .iter()
        .filter_map(|e| match e {
            Event::DayDrawn {
                day,
                card,
                counted,
                protections,
                nanuk,
            } => Some(Day {
                day: *day,
                card: *card,
                counted: *counted,
                protections: *protections,
                nanuk: *nanuk,
            }),
            _ => None,
        })
        .collect();
    let ended = events.iter().find_map(|e| match e {
        Event::HuntEnded {
            outcome, target, ..
        } => Some((*outcome, *target)),
        _ => None,
    });

    let pool_lines = pool.len().div_ceil(PER_LINE).max(1) as u32;
    let height = HEADER + pool_lines * ROW + 8 + days.len() as u32 * ROW + FOOTER;
    let mut s = String::with_capacity(4096 + 900 * (pool.len() + days.len()));
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="DejaVu Sans">"##
    );
    let _ = write!(
        s,
        r##"<rect width="{WIDTH}" height="{height}" fill="#f4f7fb"/><rect width="{WIDTH}" height="52" fill="#1e3a5f"/>"##
    );
    let title = match ended {
        Some((_, target)) => t!(l, "picture-hunt-of", boast = words::boast(l, &target)),
        None => t!(l, "picture-hunt"),
    };
    text(&mut s, MARGIN, 35, 24, "#ffffff", true, &title);

    let mut y = HEADER;
    text(
        &mut s,
        MARGIN,
        y + 16,
        14,
        "#1f2937",
        true,
        &t!(l, "picture-contributed"),
    );
    text(
        &mut s,
        MARGIN,
        y + 34,
        11,
        "#4b5563",
        false,
        &t!(
            l,
            "picture-pool-counted",
            counted = counted0,
            protections = protections0
        ),
    );
    for line in pool.chunks(PER_LINE.max(1)) {
        let mut x = LABEL;
        for &card in line {
            s.push_str(r#"<g class="pool">"#);
            tile(&mut s, Tile { card, half: false }, x, y, true);
            s.push_str("</g>");
            x += TILE_W + GAP;
        }
        y += ROW;
    }
    if pool.is_empty() {
        y += ROW;
    }
    y += 8;
    for d in &days {
        s.push_str(r#"<g class="day">"#);
        text(
            &mut s,
            MARGIN,
            y + 26,
            16,
            "#1f2937",
            true,
            &t!(l, "picture-day", day = d.day),
        );
        tile(
            &mut s,
            Tile {
                card: d.card,
                half: false,
            },
            LABEL,
            y,
            true,
        );
        let note = t!(
            l,
            "picture-day-note",
            counted = d.counted,
            protections = d.protections,
            nanuk = match d.nanuk {
                Some(NanukCheck::Cancelled) => "held",
                Some(NanukCheck::Fatal) => "fatal",
                None => "none",
            }
        );
        let colour = if d.nanuk == Some(NanukCheck::Fatal) {
            "#b91c1c"
        } else {
            "#374151"
        };
        text(
            &mut s,
            LABEL + TILE_W + 16,
            y + 26,
            15,
            colour,
            false,
            &note,
        );
        s.push_str("</g>");
        y += ROW;
    }

    let outcome = match ended.map(|(o, _)| o) {
        Some(HuntOutcome::Success) => t!(l, "picture-outcome-success"),
        Some(HuntOutcome::Nanuk { .. }) => t!(l, "picture-outcome-nanuk"),
        Some(HuntOutcome::TooFew) => t!(l, "picture-outcome-too-few"),
        Some(HuntOutcome::Unfinished) => t!(l, "picture-outcome-unfinished"),
        None => String::new(),
    };
    text(&mut s, MARGIN, y + 32, 18, "#1e3a5f", true, &outcome);
    s.push_str("</svg>");
    Some(Svg { text: s, height })
}
