//! The results picture as SVG text: one band per player, best first, with
//! their score pile laid out in sets, pairs and the rest, the Nanuk bonus,
//! and a gold star and frame for the winner(s). Drawn shapes and the
//! shipped font only (no emoji: the font has none).

use crate::discord::text::{Locale, t, words};
use std::fmt::Write;

use super::groups::{Tile, group};
use crate::engine::{Animal, Card, Mark, Seat};
use crate::service::Controller;
use crate::service::TableView;

pub const WIDTH: u32 = 960;
pub(super) const MARGIN: u32 = 24;
const HEADER: u32 = 84;
pub(super) const TILE_W: u32 = 30;
pub(super) const TILE_H: u32 = 40;
pub(super) const GAP: u32 = 4;
const GROUP_PAD: u32 = 6;
const GROUP_GAP: u32 = 12;
/// Name and score line above a player's cards.
const BAND_TITLE: u32 = 56;
const LINE_H: u32 = TILE_H + 2 * GROUP_PAD + 8;
const BAND_GAP: u32 = 14;
/// The legend's first line (the animals' colours) and each line after.
const LEGEND_LINE: u32 = 18;
/// A generous average advance of the font at 12 px (DejaVu Sans averages
/// about 6.6 px for Latin text): the legend wraps by it, so that no
/// language's legend runs off the picture.
pub(super) const LEGEND_CHAR_W: f32 = 7.2;
const LEGEND_SIZE: u32 = 12;

const GOLD: &str = "#d4a017";

/// An SVG document and its height in pixels.
pub struct Svg {
    pub text: String,
    pub height: u32,
}

/// One group of tiles as drawn: its kind ("set", "pair", "rest") and tiles.
struct Block {
    kind: &'static str,
    tiles: Vec<Tile>,
    scored: bool,
}

/// The results picture of a finished game; `None` before the end.
pub fn results(l: Locale, table: &TableView) -> Option<Svg> {
    let public = table.public.as_ref()?;
    let winners = public.winners.as_ref()?;
    let last = public.seasons.last();
    let several = public.seasons.len() > 1;

    let mut seats: Vec<Seat> = (0..public.seats.len()).map(|i| Seat(i as u8)).collect();
    let total = |s: Seat| public.totals.get(s.index()).copied().unwrap_or(0);
    seats.sort_by_key(|&s| (std::cmp::Reverse(total(s)), s));

    // Lay every band out first: the height depends on how the groups wrap.
    let mut bands = Vec::new();
    for &seat in &seats {
        let Some(sp) = public.seats.get(seat.index()) else {
            continue;
        };
        let grouped = group(&sp.pile);
        let mut blocks: Vec<Block> = Vec::new();
        for set in grouped.sets {
            blocks.push(Block {
                kind: "set",
                tiles: set,
                scored: true,
            });
        }
        for pair in grouped.pairs {
            blocks.push(Block {
                kind: "pair",
                tiles: pair,
                scored: true,
            });
        }
        if !grouped.rest.is_empty() {
            blocks.push(Block {
                kind: "rest",
                tiles: grouped.rest,
                scored: false,
            });
        }
        let lines = wrap(&blocks);
        bands.push((seat, blocks, lines));
    }
    let bands_height: u32 = bands
        .iter()
        .map(|(_, _, lines)| BAND_TITLE + LINE_H * (lines.len().max(1) as u32) + BAND_GAP)
        .sum();
    let legend_lines = legend_lines(l);
    let legend_height = LEGEND_LINE * (legend_lines.len() as u32 + 1) + 8;
    let height = HEADER + bands_height + legend_height + MARGIN;

    let mut s = String::with_capacity(16 * 1024);
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="DejaVu Sans">"##
    );
    let _ = write!(
        s,
        r##"<rect width="{WIDTH}" height="{height}" fill="#f4f7fb"/><rect width="{WIDTH}" height="62" fill="#1e3a5f"/>"##
    );
    let title = t!(l, "picture-results-title", game = table.info.id.0);
    text(&mut s, MARGIN, 40, 24, "#ffffff", true, &title);
    let winner_names: Vec<String> = winners.iter().map(|&w| name(l, table, w)).collect();
    let headline = match words::list(l, &winner_names) {
        None => t!(l, "picture-nobody-won"),
        Some(names) => t!(
            l,
            "picture-won",
            winners = names,
            count = winner_names.len(),
            points = winners.first().map_or(0, |&w| total(w))
        ),
    };
    text(&mut s, MARGIN, 80, 16, "#1e3a5f", true, &headline);

    let mut y = HEADER;
    for (seat, blocks, lines) in &bands {
        let won = winners.contains(seat);
        let band_h = BAND_TITLE + LINE_H * (lines.len().max(1) as u32);
        let (fill, stroke, width) = if won {
            ("#fff8e1", GOLD, 3)
        } else {
            ("#ffffff", "#c8d2e0", 1)
        };
        let _ = write!(
            s,
            r##"<rect x="{}" y="{}" width="{}" height="{band_h}" rx="10" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>"##,
            MARGIN / 2,
            y,
            WIDTH - MARGIN
        );
        // The rank, shared by tied players: one more than those ahead.
        let rank = 1 + seats.iter().filter(|&&o| total(o) > total(*seat)).count();
        let mut x = MARGIN;
        let _ = write!(
            s,
            r##"<circle cx="{}" cy="{}" r="13" fill="#1e3a5f"/>"##,
            x + 12,
            y + 24
        );
        text_anchored(
            &mut s,
            x + 12,
            y + 29,
            14,
            "#ffffff",
            true,
            &rank.to_string(),
            "middle",
        );
        x += 32;
        if won {
            star(&mut s, x + 10, y + 24, 11);
            x += 28;
        }
        let mut who = name(l, table, *seat);
        if table.seats.get(seat.index()).is_some_and(|i| i.stood_in) {
            who = t!(l, "picture-stood-in", name = who);
        }
        text(&mut s, x, y + 30, 18, "#111827", true, &who);
        // The score of the last season, as the scoring made it.
        let score = last.and_then(|r| r.scores.iter().find(|sc| sc.seat == *seat));
        let mut line = score.map_or(String::new(), |sc| words::score(l, &sc.score));
        if several {
            line = t!(l, "picture-last-season", score = line, total = total(*seat));
            // Every season's points, in order, under the name.
            let points: Vec<String> = public
                .seasons
                .iter()
                .map(|r| {
                    r.scores
                        .iter()
                        .find(|sc| sc.seat == *seat)
                        .map_or(0, |sc| sc.score.points())
                        .to_string()
                })
                .collect();
            let seasons = t!(
                l,
                "picture-seasons",
                points = points.join(" + "),
                total = total(*seat)
            );
            text(&mut s, MARGIN + 32, y + 48, 12, "#374151", false, &seasons);
        }
        text_anchored(
            &mut s,
            WIDTH - MARGIN - 4,
            y + 30,
            15,
            "#374151",
            false,
            &line,
            "end",
        );
        let mut ly = y + BAND_TITLE;
        if blocks.is_empty() {
            text(
                &mut s,
                MARGIN + 8,
                ly + 30,
                14,
                "#6b7280",
                false,
                &t!(l, "picture-no-cards"),
            );
        }
        for line in lines {
            let mut bx = MARGIN;
            for &i in line {
                bx = block(&mut s, &blocks[i], bx, ly);
            }
            ly += LINE_H;
        }
        let bonus = score.map_or(0, |sc| sc.score.nanuk_bonus);
        let nanuks = score.map_or(0, |sc| sc.nanuk_cards);
        if nanuks > 0 {
            let label = t!(l, "picture-nanuk-cards", cards = nanuks, bonus = bonus);
            text_anchored(
                &mut s,
                WIDTH - MARGIN - 4,
                y + 48,
                12,
                "#1e3a5f",
                bonus > 0,
                &label,
                "end",
            );
        }
        y += band_h + BAND_GAP;
    }
    legend(l, &mut s, y + 14, &legend_lines);
    s.push_str("</svg>");
    Some(Svg { text: s, height })
}

/// Which blocks go on which line, wrapping at the picture's width.
fn wrap(blocks: &[Block]) -> Vec<Vec<usize>> {
    let mut lines: Vec<Vec<usize>> = Vec::new();
    let mut x = MARGIN;
    for (i, b) in blocks.iter().enumerate() {
        let w = block_width(b.tiles.len());
        if lines.is_empty() || x + w > WIDTH - MARGIN {
            lines.push(Vec::new());
            x = MARGIN;
        }
        if let Some(line) = lines.last_mut() {
            line.push(i);
        }
        x += w + GROUP_GAP;
    }
    lines
}

fn block_width(tiles: usize) -> u32 {
    // A long unscored rest still fits one line (tiles overlap if need be).
    let w = 2 * GROUP_PAD + tiles as u32 * (TILE_W + GAP) - GAP;
    w.min(WIDTH - 2 * MARGIN)
}

/// Draws a group at (x, y); returns the x after it.
fn block(s: &mut String, b: &Block, x: u32, y: u32) -> u32 {
    let w = block_width(b.tiles.len());
    let (fill, stroke) = if b.scored {
        ("#e8f0fe", "#6b8fd6")
    } else {
        ("#f3f4f6", "#c4c8ce")
    };
    let _ = write!(
        s,
        r##"<rect class="{}" x="{x}" y="{y}" width="{w}" height="{}" rx="6" fill="{fill}" stroke="{stroke}"/>"##,
        b.kind,
        TILE_H + 2 * GROUP_PAD
    );
    let n = b.tiles.len().max(1) as u32;
    let step = ((w - 2 * GROUP_PAD - TILE_W) / n.saturating_sub(1).max(1)).min(TILE_W + GAP);
    for (i, t) in b.tiles.iter().enumerate() {
        tile(s, *t, x + GROUP_PAD + i as u32 * step, y + GROUP_PAD);
    }
    x + w + GROUP_GAP
}

fn colour(animal: Animal) -> &'static str {
    match animal {
        Animal::Deer => "#8b5a2b",
        Animal::Seal => "#4b6584",
        Animal::Fish => "#0e9488",
        Animal::Bird => "#d97706",
    }
}

/// A card symbol: the animal's colour and initial, "×2" on a double, a
/// dark corner with "N" on a Nanuk card, a stone cairn for an Inuksuk.
pub(super) fn tile(s: &mut String, t: Tile, x: u32, y: u32) {
    match t.card {
        Card::Inuksuk => {
            let _ = write!(
                s,
                r##"<rect x="{x}" y="{y}" width="{TILE_W}" height="{TILE_H}" rx="4" fill="#9ca3af" stroke="#4b5563"/><rect x="{}" y="{}" width="14" height="6" fill="#4b5563"/><rect x="{}" y="{}" width="6" height="8" fill="#4b5563"/><rect x="{}" y="{}" width="20" height="5" fill="#4b5563"/><rect x="{}" y="{}" width="4" height="10" fill="#4b5563"/><rect x="{}" y="{}" width="4" height="10" fill="#4b5563"/>"##,
                x + 8,
                y + 6,
                x + 12,
                y + 12,
                x + 5,
                y + 20,
                x + 7,
                y + 25,
                x + 19,
                y + 25
            );
        }
        Card::Animal(a, mark) => {
            let _ = write!(
                s,
                r##"<rect x="{x}" y="{y}" width="{TILE_W}" height="{TILE_H}" rx="4" fill="{}" stroke="#1f2937"/>"##,
                colour(a)
            );
            // Drawn symbols, not letters: text is the slow part to render.
            let (cx, cy) = (x + TILE_W / 2, y + 17);
            let _ = write!(s, r##"<path d="{}" fill="#ffffff"/>"##, symbol(a, cx, cy));
            match mark {
                Mark::Plain => {}
                Mark::Double => {
                    let _ = write!(
                        s,
                        r##"<circle cx="{}" cy="{}" r="3" fill="#ffffff"/><circle cx="{}" cy="{}" r="3" fill="#ffffff"/>"##,
                        cx - 5,
                        y + 33,
                        cx + 5,
                        y + 33
                    );
                }
                Mark::Nanuk => {
                    let _ = write!(
                        s,
                        r##"<path d="M{} {} h14 v14 z" fill="#0b1f3a"/><rect x="{}" y="{}" width="14" height="5" rx="2" fill="#0b1f3a"/>"##,
                        x + TILE_W - 14,
                        y,
                        cx - 7,
                        y + 31
                    );
                }
            }
            if t.half {
                // Half of a double split between groups: a dashed edge.
                let _ = write!(
                    s,
                    r##"<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="none" stroke="#ffffff" stroke-dasharray="3 2"/>"##,
                    x + 2,
                    y + 2,
                    TILE_W - 4,
                    TILE_H - 4
                );
            }
        }
    }
}

/// A white silhouette centred at (cx, cy), about 20 px wide: antlers for
/// the deer, a round body and head for the seal, a body and tail for the
/// fish, spread wings for the bird.
fn symbol(animal: Animal, cx: u32, cy: u32) -> String {
    let (x, y) = (cx as i32, cy as i32);
    match animal {
        Animal::Deer => format!(
            "M{} {}h4v-6l5-5 2 2-5 5h4l4-4 2 2-6 6v6h-10v-6l-6-6 2-2 4 4h4l-5-5 2-2 5 5v6z",
            x - 2,
            y + 8
        ),
        Animal::Seal => format!(
            "M{} {}c0-6 6-9 11-9c3 0 5 2 5 4c0 3-3 4-5 5c-3 1-6 3-6 7h-5zM{} {}a3 3 0 1 0 0.1 0z",
            x - 9,
            y + 7,
            x + 6,
            y - 8
        ),
        Animal::Fish => format!(
            "M{} {}c4-6 12-6 16 0c-4 6-12 6-16 0zM{} {}l-6-5v10z",
            x - 9,
            y,
            x - 7,
            y
        ),
        Animal::Bird => format!("M{} {}l10 5 10-5-2 5-8 6-8-6z", x - 10, y - 4),
    }
}

/// The legend's explanations (`picture-legend`, items joined by " · ")
/// wrapped to the picture's width.
pub(super) fn legend_lines(l: Locale) -> Vec<String> {
    let room = ((WIDTH - 2 * MARGIN) as f32 / LEGEND_CHAR_W) as usize;
    let mut lines: Vec<String> = Vec::new();
    for item in t!(l, "picture-legend").split(" · ") {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 3 + item.chars().count() <= room => {
                line.push_str(" · ");
                line.push_str(item);
            }
            _ => lines.push(item.to_string()),
        }
    }
    lines
}

fn legend(l: Locale, s: &mut String, y: u32, lines: &[String]) {
    let mut x = MARGIN;
    for a in Animal::ALL {
        let _ = write!(
            s,
            r##"<rect x="{x}" y="{}" width="12" height="12" rx="2" fill="{}"/>"##,
            y - 10,
            colour(a)
        );
        let name = words::animal(l, a, 1);
        text(s, x + 16, y, LEGEND_SIZE, "#374151", false, &name);
        x += 16 + (name.chars().count() as f32 * LEGEND_CHAR_W) as u32 + 18;
    }
    for (i, line) in lines.iter().enumerate() {
        let y = y + LEGEND_LINE * (i as u32 + 1);
        text(s, MARGIN, y, LEGEND_SIZE, "#374151", false, line);
    }
}

/// A seat's name as written (AI seats say so in words: the font has no
/// robot).
fn name(l: Locale, table: &TableView, seat: Seat) -> String {
    match table.seats.get(seat.index()) {
        Some(info) if info.controller == Controller::Ai => {
            t!(l, "picture-ai-name", name = info.name.as_str())
        }
        Some(info) => info.name.clone(),
        None => words::seat(l, seat),
    }
}

/// A five-pointed gold star centred at (cx, cy).
fn star(s: &mut String, cx: u32, cy: u32, r: u32) {
    let mut points = String::new();
    for i in 0..10 {
        let radius = if i % 2 == 0 {
            r as f32
        } else {
            r as f32 * 0.45
        };
        let angle = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
        let _ = write!(
            points,
            "{:.1},{:.1} ",
            cx as f32 + radius * angle.cos(),
            cy as f32 + radius * angle.sin()
        );
    }
    let _ = write!(
        s,
        r##"<polygon points="{}" fill="{GOLD}" stroke="#8a6d00"/>"##,
        points.trim_end()
    );
}

pub(super) fn text(s: &mut String, x: u32, y: u32, size: u32, fill: &str, bold: bool, body: &str) {
    text_anchored(s, x, y, size, fill, bold, body, "start");
}

#[allow(clippy::too_many_arguments)]
fn text_anchored(
    s: &mut String,
    x: u32,
    y: u32,
    size: u32,
    fill: &str,
    bold: bool,
    body: &str,
    anchor: &str,
) {
    let weight = if bold { "bold" } else { "normal" };
    let _ = write!(
        s,
        r##"<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">{}</text>"##,
        xml_escape(body)
    );
}

/// Names are user input: escape everything XML gives meaning to, and drop
/// control characters XML 1.0 forbids.
pub fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}
