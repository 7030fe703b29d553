//! The results picture's layout, checked on the tree resvg draws (text
//! laid out with the shipped font): landscape for 5 to 8 seats, cards
//! large enough to read in Discord's preview, every band and word inside
//! the picture and clear of the others, in every language.

use super::sample::{finished_game as finished, table};
use super::*;
use crate::discord::text::Locale;
use resvg::usvg;

/// Discord's preview fits an attachment into about this box (desktop).
const PREVIEW: (f32, f32) = (550.0, 350.0);

fn decoded_size(png: &[u8]) -> (u32, u32) {
    let decoder = ::png::Decoder::new(png);
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    (info.width, info.height)
}

fn names(seats: u8, long: bool) -> Vec<String> {
    (0..seats)
        .map(|i| {
            if long {
                // Discord allows 32 characters; wide letters, accents.
                format!("Wilhelmina Würmeling-Mumm WWW {i:02}")
            } else {
                format!("Player {}", i + 1)
            }
        })
        .collect()
}

fn sample(l: Locale, seats: u8, seasons: u8, long: bool) -> (TableView, svg::Svg) {
    let game = finished(seats, seasons, 5);
    let names = names(seats, long);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut t = table(&game, &names);
    if long {
        // The longest name line: an AI stood in for this player.
        t.seats[0].stood_in = true;
    }
    let drawn = svg::results(l, &t).expect("over");
    (t, drawn)
}

fn tree(svg: &str) -> usvg::Tree {
    usvg::Tree::from_str(svg, raster::options()).expect("the SVG parses")
}

/// Every group under `g`, depth first.
fn groups<'a>(g: &'a usvg::Group, out: &mut Vec<&'a usvg::Group>) {
    for node in g.children() {
        if let usvg::Node::Group(child) = node {
            out.push(child);
            groups(child, out);
        }
    }
}

/// The boxes of every text under `g`.
fn texts(g: &usvg::Group, out: &mut Vec<usvg::Rect>) {
    for node in g.children() {
        match node {
            usvg::Node::Text(t) => out.push(t.abs_stroke_bounding_box()),
            usvg::Node::Group(child) => texts(child, out),
            _ => {}
        }
    }
}

/// Whether two boxes share more than an edge (half a unit of slack for
/// anti-aliasing and rounding).
fn overlap(a: &usvg::Rect, b: &usvg::Rect) -> bool {
    a.left() < b.right() - 0.5
        && b.left() < a.right() - 0.5
        && a.top() < b.bottom() - 0.5
        && b.top() < a.bottom() - 0.5
}

fn inside(inner: &usvg::Rect, outer: &usvg::Rect) -> bool {
    inner.left() >= outer.left() - 0.5
        && inner.top() >= outer.top() - 0.5
        && inner.right() <= outer.right() + 0.5
        && inner.bottom() <= outer.bottom() + 0.5
}

/// 5 to 8 seats give a landscape picture (Discord's preview shrinks a tall
/// one by its height), and a player's name is still about 8 px high once
/// the preview has scaled it (it was 5 px for 8 seats in one column).
#[test]
fn five_to_eight_seats_make_a_landscape_picture_readable_in_the_preview() {
    for seats in 5..=8 {
        for seasons in [1, 3] {
            let (t, _) = sample(Locale::SOURCE, seats, seasons, false);
            let png = results_png(Locale::SOURCE, &t)
                .expect("renders")
                .expect("over");
            let (w, h) = decoded_size(&png);
            assert!(w >= h, "{seats} seats, {seasons} seasons: {w}x{h}");
            let preview = (PREVIEW.0 / w as f32).min(PREVIEW.1 / h as f32);
            let name_px = svg::NAME_SIZE as f32 * raster::SCALE * preview;
            assert!(
                name_px >= 8.0,
                "{seats} seats: names {name_px:.1} px in the preview ({w}x{h})"
            );
        }
    }
}

/// Every unit of every pile is drawn as a card of at least 36x50 px in the
/// PNG (they were 22x30).
#[test]
fn cards_are_at_least_36_by_50_px_in_the_png() {
    for seats in [5, 8] {
        let (t, drawn) = sample(Locale::SOURCE, seats, 1, false);
        let units: usize = t
            .public
            .as_ref()
            .expect("over")
            .seats
            .iter()
            .map(|sp| {
                let g = groups::group(&sp.pile);
                g.sets.iter().chain(&g.pairs).map(Vec::len).sum::<usize>() + g.rest.len()
            })
            .sum();
        assert!(units > 0, "the sample has cards");
        let tree = tree(&drawn.text);
        let mut all = Vec::new();
        groups(tree.root(), &mut all);
        // A card is the one kind of group placed by a transform.
        let cards: Vec<usvg::Rect> = all
            .iter()
            .filter(|g| !g.transform().is_identity())
            .map(|g| g.abs_bounding_box())
            .collect();
        assert_eq!(cards.len(), units, "{seats} seats: one card per unit");
        for card in &cards {
            let (w, h) = (card.width() * raster::SCALE, card.height() * raster::SCALE);
            assert!(w >= 36.0 && h >= 50.0, "a card of {w:.1}x{h:.1} px");
        }
    }
}

/// In every language, with the longest names Discord allows: nothing is
/// drawn outside the picture, each seat's band holds all it draws, no two
/// bands overlap, no two words of a band overlap, and the title, headline
/// and legend stay clear of the bands.
#[test]
fn nothing_leaves_the_picture_and_no_two_seats_or_words_overlap() {
    for &l in Locale::ALL {
        for (seats, seasons, long) in [(5, 1, true), (8, 3, true), (6, 3, false)] {
            let case = format!("{}, {seats} seats, {seasons} seasons", l.code());
            let (_, drawn) = sample(l, seats, seasons, long);
            let tree = tree(&drawn.text);
            let canvas = usvg::Rect::from_xywh(0.0, 0.0, svg::WIDTH as f32, drawn.height as f32)
                .expect("a canvas");
            let root = tree.root();
            assert!(
                inside(&root.abs_stroke_bounding_box(), &canvas),
                "{case}: drawn over {:?}",
                root.abs_stroke_bounding_box()
            );
            let mut bands = Vec::new();
            for node in root.children() {
                let usvg::Node::Group(g) = node else { continue };
                if !g.id().starts_with("seat-") {
                    continue;
                }
                let Some(usvg::Node::Path(frame)) = g.children().first() else {
                    panic!("{case}: {} starts with its frame", g.id());
                };
                let band = frame.abs_stroke_bounding_box();
                assert!(
                    inside(&g.abs_stroke_bounding_box(), &band),
                    "{case}: {} draws outside its band",
                    g.id()
                );
                let mut words = Vec::new();
                texts(g, &mut words);
                for (i, a) in words.iter().enumerate() {
                    for b in &words[i + 1..] {
                        assert!(!overlap(a, b), "{case}: {}: {a:?} and {b:?}", g.id());
                    }
                }
                bands.push(band);
            }
            assert_eq!(bands.len(), usize::from(seats), "{case}: a band per seat");
            for (i, a) in bands.iter().enumerate() {
                for b in &bands[i + 1..] {
                    assert!(!overlap(a, b), "{case}: bands {a:?} and {b:?}");
                }
            }
            // Words outside the bands: title, headline, legend.
            let mut outside = Vec::new();
            for node in root.children() {
                match node {
                    usvg::Node::Text(t) => outside.push(t.abs_stroke_bounding_box()),
                    usvg::Node::Group(g) if !g.id().starts_with("seat-") => texts(g, &mut outside),
                    _ => {}
                }
            }
            assert!(outside.len() >= 3, "{case}: title, headline, legend");
            for (i, a) in outside.iter().enumerate() {
                for b in &outside[i + 1..] {
                    assert!(!overlap(a, b), "{case}: {a:?} and {b:?}");
                }
            }
            for word in &outside {
                assert!(
                    bands.iter().all(|b| !overlap(word, b)),
                    "{case}: {word:?} runs into a band"
                );
            }
        }
    }
}

#[test]
fn with_players_named_as_usual_no_line_is_cut_in_any_language() {
    for &l in Locale::ALL {
        for (seats, seasons) in [(5, 1), (8, 1), (8, 3), (6, 3), (7, 2)] {
            for seed in 0..12 {
                let game = finished(seats, seasons, seed);
                let names: Vec<String> = (1..=seats).map(|n| format!("Player {n}")).collect();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let mut t = table(&game, &names);
                // An AI seat's name is the longest usual one.
                t.seats[1].controller = crate::service::Controller::Ai;
                let drawn = svg::results(l, &t).expect("over");
                assert!(
                    !drawn.text.contains('…'),
                    "{}, {seats} seats, {seasons} seasons, seed {seed}: a line cut short",
                    l.code()
                );
            }
        }
    }
}
