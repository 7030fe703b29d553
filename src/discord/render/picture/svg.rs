//! The results picture as SVG text: one band per player, best first, with
//! their score pile laid out in sets, pairs and the rest, the Nanuk bonus,
//! and a gold star and frame for the winner(s). Drawn shapes and the
//! shipped font only (no emoji: the font has none).

use crate::discord::text::{Locale, t, words};
use std::fmt::Write;

use super::groups::{Tile, group};
use super::layout;
use super::measure::{self, fit};
use crate::engine::{Animal, Card, Mark, Seat};
use crate::service::Controller;
use crate::service::TableView;

/// The results picture's width in SVG units (drawn at `raster::SCALE`).
pub const WIDTH: u32 = 1600;
pub(super) const MARGIN: u32 = 24;
/// The title bar, and the headline under it.
const BAR: u32 = 64;
const HEADER: u32 = 112;
/// The hunt's picture draws cards at their base size, `TILE_W` x `TILE_H`;
/// the results picture scales them by `CARD_SCALE` (about 38x51 px in the
/// PNG) so that they read in Discord's preview.
pub(super) const TILE_W: u32 = 30;
pub(super) const TILE_H: u32 = 40;
pub(super) const GAP: u32 = 4;
pub const CARD_SCALE: f32 = 1.7;
pub const CARD_W: u32 = 51;
pub const CARD_H: u32 = 68;
const CARD_GAP: u32 = 6;
const GROUP_PAD: u32 = 7;
const GROUP_GAP: u32 = 12;
/// Inside a band: its padding, its text lines' sizes and baselines.
const PAD: u32 = 14;
const TITLE_SIZE: u32 = 30;
const HEADLINE_SIZE: u32 = 24;
pub const NAME_SIZE: u32 = 28;
const SCORE_SIZE: u32 = 18;
const NOTE_SIZE: u32 = 16;
const NAME_LINE: u32 = 42;
const SCORE_LINE: u32 = 72;
const NOTE_LINE: u32 = 98;
const LINE_H: u32 = CARD_H + 2 * GROUP_PAD + 8;
/// The legend's first line (the animals' colours) and each line after.
const LEGEND_LINE: u32 = 24;
/// A generous average advance of the font at the legend's size (DejaVu
/// Sans averages about 0.55 em for Latin text): the legend wraps by it, so
/// that no language's legend runs off the picture.
pub(super) const LEGEND_CHAR_W: f32 = 9.0;
pub(super) const LEGEND_SIZE: u32 = 15;

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

/// A player's band before it is placed: its words, its blocks and their
/// lines, and its height.
struct Band {
    seat: Seat,
    /// The last season's score (and the total, for several seasons).
    score: String,
    /// Every season's points, for several seasons.
    seasons: Option<String>,
    /// The Nanuk cards, and whether they earned the bonus (said in bold).
    nanuk: Option<(String, bool)>,
    /// Whether a third line holds the seasons or the Nanuk cards (these
    /// share the score's line when both fit there).
    note: bool,
    blocks: Vec<Block>,
    lines: Vec<Vec<usize>>,
    height: u32,
}

impl Band {
    /// Where the cards start below the band's top.
    fn cards_top(&self) -> u32 {
        if self.note {
            NOTE_LINE + 12
        } else {
            SCORE_LINE + 14
        }
    }
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
    let score_of = |seat: Seat| last.and_then(|r| r.scores.iter().find(|sc| sc.seat == seat));

    // Lay every band out first: the heights depend on how the groups wrap
    // in a column.
    let columns = layout::columns(seats.len());
    let band_w = layout::column_width(WIDTH - 2 * MARGIN, columns);
    let room = band_w - 2 * PAD;
    let mut bands = Vec::new();
    for &seat in &seats {
        let Some(sp) = public.seats.get(seat.index()) else {
            continue;
        };
        // The score of the last season, as the scoring made it.
        let score = score_of(seat);
        let mut line = score.map_or(String::new(), |sc| words::score(l, &sc.score));
        let mut seasons = None;
        if several {
            // The seasons' line below ends with the total.
            line = t!(l, "picture-last-season", score = line);
            let points: Vec<String> = public
                .seasons
                .iter()
                .map(|r| {
                    r.scores
                        .iter()
                        .find(|sc| sc.seat == seat)
                        .map_or(0, |sc| sc.score.points())
                        .to_string()
                })
                .collect();
            seasons = Some(t!(
                l,
                "picture-seasons",
                points = points.join(" + "),
                total = total(seat)
            ));
        }
        let bonus = score.map_or(0, |sc| sc.score.nanuk_bonus);
        let nanuks = score.map_or(0, |sc| sc.nanuk_cards);
        let nanuk = (nanuks > 0).then(|| {
            let label = t!(l, "picture-nanuk-cards", cards = nanuks, bonus = bonus);
            (label, bonus > 0)
        });
        let beside_score = nanuk.as_ref().is_none_or(|(label, bold)| {
            measure::width(&line, SCORE_SIZE, false)
                + 2.0 * PAD as f32
                + measure::width(label, NOTE_SIZE, *bold)
                <= room as f32
        });
        let note = seasons.is_some() || !beside_score;

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
        let lines = wrap(&blocks, room);
        let mut band = Band {
            seat,
            score: line,
            seasons,
            nanuk,
            note,
            blocks,
            lines,
            height: 0,
        };
        band.height = band.cards_top() + LINE_H * (band.lines.len().max(1) as u32) + PAD - 8;
        bands.push(band);
    }

    // The title and the headline share the bar when both fit there.
    let wide = WIDTH - 2 * MARGIN;
    let title = t!(l, "picture-results-title", game = table.info.id.0);
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
    let one_bar = measure::width(&title, TITLE_SIZE, true)
        + 2.0 * MARGIN as f32
        + measure::width(&headline, HEADLINE_SIZE, true)
        <= wide as f32;
    let top = if one_bar { BAR + 16 } else { HEADER };

    let heights: Vec<u32> = bands.iter().map(|b| b.height).collect();
    let (slots, bottom) = layout::place(&heights, columns, MARGIN, top, band_w);
    let legend_lines = legend_lines(l);
    let legend_top = bottom + 18 + LEGEND_SIZE;
    let height = legend_top + LEGEND_LINE * legend_lines.len() as u32 + MARGIN;

    let mut s = String::with_capacity(24 * 1024);
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="DejaVu Sans">"##
    );
    let _ = write!(
        s,
        r##"<rect width="{WIDTH}" height="{height}" fill="#f4f7fb"/><rect width="{WIDTH}" height="{BAR}" fill="#1e3a5f"/>"##
    );
    text(
        &mut s,
        MARGIN,
        43,
        TITLE_SIZE,
        "#ffffff",
        true,
        &fit(&title, TITLE_SIZE, true, wide),
    );
    if one_bar {
        text_anchored(
            &mut s,
            WIDTH - MARGIN,
            42,
            HEADLINE_SIZE,
            "#ffd970",
            true,
            &headline,
            "end",
        );
    } else {
        text(
            &mut s,
            MARGIN,
            98,
            HEADLINE_SIZE,
            "#1e3a5f",
            true,
            &fit(&headline, HEADLINE_SIZE, true, wide),
        );
    }

    for (band, slot) in bands.iter().zip(&slots) {
        let seat = band.seat;
        let (bx, y) = (slot.x, slot.y);
        let won = winners.contains(&seat);
        let (fill, stroke, width) = if won {
            ("#fff8e1", GOLD, 3)
        } else {
            ("#ffffff", "#c8d2e0", 1)
        };
        // Each band is a group named for its seat: the tests check that
        // no two overlap and none leaves the picture.
        let _ = write!(
            s,
            r##"<g id="seat-{}"><rect x="{bx}" y="{y}" width="{}" height="{}" rx="10" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>"##,
            seat.index(),
            slot.width,
            slot.height
        );
        // The rank, shared by tied players: one more than those ahead.
        let rank = 1 + seats.iter().filter(|&&o| total(o) > total(seat)).count();
        let mut x = bx + PAD;
        let _ = write!(
            s,
            r##"<circle cx="{}" cy="{}" r="17" fill="#1e3a5f"/>"##,
            x + 17,
            y + NAME_LINE - 10
        );
        text_anchored(
            &mut s,
            x + 17,
            y + NAME_LINE - 3,
            20,
            "#ffffff",
            true,
            &rank.to_string(),
            "middle",
        );
        x += 44;
        if won {
            star(&mut s, x + 14, y + NAME_LINE - 10, 15);
            x += 36;
        }
        let mut who = name(l, table, seat);
        if table.seats.get(seat.index()).is_some_and(|i| i.stood_in) {
            who = t!(l, "picture-stood-in", name = who);
        }
        // A long name gets smaller before it is cut.
        let (who, size) = measure::shrink(&who, NAME_SIZE, 20, true, bx + slot.width - PAD - x);
        text(&mut s, x, y + NAME_LINE, size, "#111827", true, &who);
        let (score, size) = measure::shrink(&band.score, SCORE_SIZE, 15, false, room);
        text(
            &mut s,
            bx + PAD,
            y + SCORE_LINE,
            size,
            "#1f2937",
            false,
            &score,
        );
        // Every season's points in order and the Nanuk cards share the
        // third line, half each; without seasons the Nanuk cards go
        // beside the score when they fit there.
        let half = (room - PAD) / 2;
        if let Some(seasons) = &band.seasons {
            let (seasons, size) = measure::shrink(seasons, NOTE_SIZE, 13, false, half);
            text(
                &mut s,
                bx + PAD,
                y + NOTE_LINE,
                size,
                "#374151",
                false,
                &seasons,
            );
        }
        if let Some((label, bold)) = &band.nanuk {
            let (label, size) = measure::shrink(label, NOTE_SIZE, 13, *bold, half);
            text_anchored(
                &mut s,
                bx + slot.width - PAD,
                y + if band.note { NOTE_LINE } else { SCORE_LINE },
                size,
                "#1e3a5f",
                *bold,
                &label,
                "end",
            );
        }
        let mut ly = y + band.cards_top();
        if band.blocks.is_empty() {
            text(
                &mut s,
                bx + PAD + 8,
                ly + 44,
                NOTE_SIZE,
                "#6b7280",
                false,
                &fit(&t!(l, "picture-no-cards"), NOTE_SIZE, false, room),
            );
        }
        for line in &band.lines {
            let mut cx = bx + PAD;
            for &i in line {
                cx = block(&mut s, &band.blocks[i], cx, ly, room);
            }
            ly += LINE_H;
        }
        s.push_str("</g>");
    }
    legend(l, &mut s, legend_top, &legend_lines);
    s.push_str("</svg>");
    Some(Svg { text: s, height })
}

/// Which blocks go on which line, wrapping at `room` units.
fn wrap(blocks: &[Block], room: u32) -> Vec<Vec<usize>> {
    let mut lines: Vec<Vec<usize>> = Vec::new();
    let mut x = 0;
    for (i, b) in blocks.iter().enumerate() {
        let w = block_width(b.tiles.len(), room);
        if lines.is_empty() || x + w > room {
            lines.push(Vec::new());
            x = 0;
        }
        if let Some(line) = lines.last_mut() {
            line.push(i);
        }
        x += w + GROUP_GAP;
    }
    lines
}

fn block_width(tiles: usize, room: u32) -> u32 {
    // A long unscored rest still fits one line (tiles overlap if need be).
    let w = 2 * GROUP_PAD + tiles as u32 * (CARD_W + CARD_GAP) - CARD_GAP;
    w.min(room)
}

/// Draws a group at (x, y) in a line of `room` units; returns the x after it.
fn block(s: &mut String, b: &Block, x: u32, y: u32, room: u32) -> u32 {
    let w = block_width(b.tiles.len(), room);
    let (fill, stroke) = if b.scored {
        ("#e8f0fe", "#6b8fd6")
    } else {
        ("#f3f4f6", "#c4c8ce")
    };
    let _ = write!(
        s,
        r##"<rect class="{}" x="{x}" y="{y}" width="{w}" height="{}" rx="7" fill="{fill}" stroke="{stroke}"/>"##,
        b.kind,
        CARD_H + 2 * GROUP_PAD
    );
    let n = b.tiles.len().max(1) as u32;
    let step = ((w - 2 * GROUP_PAD - CARD_W) / n.saturating_sub(1).max(1)).min(CARD_W + CARD_GAP);
    for (i, t) in b.tiles.iter().enumerate() {
        card(s, *t, x + GROUP_PAD + i as u32 * step, y + GROUP_PAD);
    }
    x + w + GROUP_GAP
}

/// A card at the results picture's size: the hunt's tile, scaled.
fn card(s: &mut String, t: Tile, x: u32, y: u32) {
    let _ = write!(
        s,
        r##"<g class="card" transform="translate({x} {y}) scale({CARD_SCALE})">"##
    );
    // No dark outline: at this size the colours stand out from the group's
    // box on their own, and stroking every card was a fifth of the drawing.
    tile(s, t, 0, 0, false);
    s.push_str("</g>");
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
/// dark corner with "N" on a Nanuk card, a stone cairn for an Inuksuk;
/// animals with a dark outline if `outline`.
pub(super) fn tile(s: &mut String, t: Tile, x: u32, y: u32, outline: bool) {
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
                r##"<rect x="{x}" y="{y}" width="{TILE_W}" height="{TILE_H}" rx="4" fill="{}"{}/>"##,
                colour(a),
                if outline {
                    r##" stroke="#1f2937""##
                } else {
                    ""
                }
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
            r##"<rect x="{x}" y="{}" width="15" height="15" rx="2" fill="{}"/>"##,
            y - 13,
            colour(a)
        );
        let name = words::animal(l, a, 1);
        text(s, x + 20, y, LEGEND_SIZE, "#374151", false, &name);
        x += 20 + (name.chars().count() as f32 * LEGEND_CHAR_W) as u32 + 22;
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
