use super::sample::{finished_game as finished, table};
use super::*;
use crate::discord::text::{Locale, t, words};
use crate::engine::{Game, Settings, SidesRule};

const L: Locale = Locale::SOURCE;

/// Decodes the whole picture (every pixel, the checksums, the end):
/// its size.
fn decode(png: &[u8]) -> (u32, u32) {
    let decoder = ::png::Decoder::new(png);
    let mut reader = decoder.read_info().expect("a valid PNG");
    let mut pixels = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut pixels).expect("its pixels decode");
    reader.finish().expect("it ends as a PNG does");
    (frame.width, frame.height)
}

#[test]
fn the_svg_names_every_player_best_first_and_the_winner() {
    let game = finished(5, 1, 3);
    let names = ["Alice", "Bob", "Chloé", "Dev", "Polar"];
    let t = table(&game, &names);
    let svg = svg::results(L, &t).expect("over").text;
    let view = game.public_view();
    let winners = view.winners.clone().expect("over");
    let winner = names[winners[0].index()];
    let points = view.totals[winners[0].index()];
    let won = t!(
        L,
        "picture-won",
        winners = winner,
        count = winners.len(),
        points = points
    );
    assert!(winners.len() > 1 || svg.contains(&won), "{svg}");
    // Each player appears, in the order of their totals.
    let mut order: Vec<usize> = (0..5).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(view.totals[i]), i));
    let positions: Vec<usize> = order
        .iter()
        .map(|&i| {
            let shown = if i == 4 {
                t!(L, "picture-ai-name", name = "Polar")
            } else {
                names[i].to_string()
            };
            svg.find(&format!(">{shown}<"))
                .unwrap_or_else(|| panic!("{shown} missing"))
        })
        .collect();
    assert!(
        positions.windows(2).all(|w| w[0] < w[1]),
        "best first: {positions:?}"
    );
    // The breakdown the scoring made, per player.
    for s in &view.seasons[0].scores {
        let score = words::score(L, &s.score);
        assert!(svg.contains(&score), "{score} missing");
    }
    // One gold star per winner.
    assert_eq!(svg.matches("<polygon").count(), winners.len());
    // One captioned box per set and pair.
    let sets: u32 = view.seasons[0]
        .scores
        .iter()
        .map(|s| u32::from(s.score.sets))
        .sum();
    let pairs: u32 = view.seasons[0]
        .scores
        .iter()
        .map(|s| u32::from(s.score.pairs))
        .sum();
    assert_eq!(svg.matches(r#"class="set""#).count() as u32, sets);
    assert_eq!(svg.matches(r#"class="pair""#).count() as u32, pairs);
}

#[test]
fn the_png_decodes_at_the_svgs_scaled_size_and_under_the_limit() {
    for (seats, seasons, seed) in [(5, 1, 1), (5, 1, 3), (6, 3, 11), (8, 3, 5)] {
        let game = finished(seats, seasons, seed);
        let names: Vec<String> = (0..seats).map(|i| format!("Player {i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let t = table(&game, &names);
        let height = svg::results(L, &t).expect("over").height;
        let png = results_png(L, &t).expect("renders").expect("over");
        assert!(png.len() < MAX_BYTES, "{} bytes", png.len());
        assert_eq!(decode(&png), super::raster::scaled(svg::WIDTH, height));
    }
}

#[test]
fn names_with_markup_are_escaped_and_still_render() {
    let game = finished(5, 1, 7);
    let t = table(&game, &["<b>&\"x'", "A\u{7}B", "C", "D", "Bot"]);
    let svg = svg::results(L, &t).expect("over").text;
    assert!(svg.contains("&lt;b&gt;&amp;&quot;x&apos;"));
    assert!(!svg.contains('\u{7}'));
    results_png(L, &t).expect("renders").expect("over");
}

#[test]
fn no_picture_before_the_end() {
    let (game, _) = Game::start(
        Settings {
            seats: 5,
            seasons: 1,
            sides: SidesRule::Secret,
        },
        1,
    )
    .expect("starts");
    let t = table(&game, &["A", "B", "C", "D", "E"]);
    assert!(results_png(L, &t).expect("no error").is_none());
}

#[test]
fn the_setting_turns_pictures_off() {
    assert!(enabled_by(None));
    assert!(enabled_by(Some("on")));
    for off in ["off", "OFF", " 0 ", "false", "no"] {
        assert!(!enabled_by(Some(off)), "{off}");
    }
}

/// A hunt's reveal: one tile per contributed card, one row per day drawn,
/// the outcome said; a PNG under the limit that decodes.
#[test]
fn a_hunts_reveal_shows_the_pool_and_every_day() {
    let mut drawn = 0;
    for seed in [1, 2, 3] {
        for events in super::sample::hunts(6, seed) {
            let pool = events
                .iter()
                .find_map(|e| match e {
                    crate::engine::Event::PoolRevealed { cards, .. } => Some(cards.len()),
                    _ => None,
                })
                .expect("a reveal");
            let days = events
                .iter()
                .filter(|e| matches!(e, crate::engine::Event::DayDrawn { .. }))
                .count();
            let svg = super::hunt::reveal(L, &events).expect("a reveal draws");
            assert_eq!(svg.text.matches(r#"class="pool""#).count(), pool);
            assert_eq!(svg.text.matches(r#"class="day""#).count(), days);
            let ended = events
                .iter()
                .any(|e| matches!(e, crate::engine::Event::HuntEnded { .. }));
            let outcomes = [
                "picture-outcome-success",
                "picture-outcome-nanuk",
                "picture-outcome-too-few",
                "picture-outcome-unfinished",
            ];
            let outcome = [
                t!(L, "picture-outcome-success"),
                t!(L, "picture-outcome-nanuk"),
                t!(L, "picture-outcome-too-few"),
                t!(L, "picture-outcome-unfinished"),
            ]
            .iter()
            .any(|o| svg.text.contains(&super::svg::xml_escape(o)));
            assert_eq!(outcome, ended, "{outcomes:?}");
            let (_, png) =
                hunt_attachment(L, crate::service::GameId(7), &events).expect("rendered");
            assert!(png.len() < MAX_BYTES, "{} bytes", png.len());
            assert_eq!(decode(&png), raster::scaled(hunt::WIDTH, svg.height));
            drawn += 1;
        }
    }
    assert!(drawn >= 3, "hunts were revealed: {drawn}");
    assert!(
        super::hunt::reveal(L, &[]).is_none(),
        "no reveal, no picture"
    );
}

/// Pictures draw their words in the game's language with the shipped
/// font only: it must have a glyph for every letter any catalogue uses
/// (é, ß, ñ, ã, ç...), in both weights.
#[test]
fn the_shipped_font_has_every_letter_of_every_catalogue() {
    let faces = [raster::REGULAR, raster::BOLD]
        .map(|data| ttf_parser::Face::parse(data, 0).expect("the shipped font parses"));
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut letters = std::collections::BTreeSet::new();
    for &l in Locale::ALL {
        for entry in std::fs::read_dir(root.join(l.code())).expect("a catalogue") {
            let text = std::fs::read_to_string(entry.expect("a file").path()).expect("text");
            letters.extend(text.chars().filter(|c| c.is_alphabetic()));
        }
    }
    assert!(
        letters.contains(&'ñ') && letters.contains(&'ã'),
        "the scan read the catalogues"
    );
    // And the letters a translator may well use next.
    letters.extend(
        "éèêëàâçîïôûùüÿœæßäöñáíóúãõÉÀÇÜÖÄ¡¿«»"
            .chars()
            .filter(|c| c.is_alphabetic()),
    );
    let missing: Vec<char> = letters
        .iter()
        .copied()
        .filter(|&c| faces.iter().any(|f| f.glyph_index(c).is_none()))
        .collect();
    assert!(missing.is_empty(), "no glyph for {missing:?}");
}

/// The legend stays inside the picture in every language: each of its
/// lines, measured with the shipped font's own advances, fits the width,
/// and every explanation is there.
#[test]
fn the_legend_fits_inside_the_picture_in_every_language() {
    let face = ttf_parser::Face::parse(raster::REGULAR, 0).expect("the shipped font parses");
    let scale = svg::LEGEND_SIZE as f32 / f32::from(face.units_per_em());
    let width = |text: &str| -> f32 {
        text.chars()
            .map(|c| {
                face.glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .map_or(0.0, |a| f32::from(a) * scale)
            })
            .sum()
    };
    let room = (svg::WIDTH - 2 * svg::MARGIN) as f32;
    for &l in Locale::ALL {
        let lines = svg::legend_lines(l);
        for line in &lines {
            assert!(
                width(line) <= room,
                "{}: {line} is {} px",
                l.code(),
                width(line)
            );
        }
        let all = t!(l, "picture-legend");
        assert_eq!(lines.join(" · "), all, "{}: nothing left out", l.code());
    }
    // The estimate it wraps by is generous against the real font.
    let sample = t!(Locale::SOURCE, "picture-legend");
    assert!(width(&sample) <= sample.chars().count() as f32 * svg::LEGEND_CHAR_W);
}

/// Each band shows its rank; tied players share it, and the next rank
/// counts those ahead ("1, 1, 3").
#[test]
fn ranks_are_shown_and_ties_share_them() {
    let game = finished(5, 1, 3);
    let mut t = table(&game, &["Alice", "Bob", "Chloé", "Dev", "Polar"]);
    let public = t.public.as_mut().expect("over");
    public.totals = vec![10, 10, 5, 3, 1];
    let svg = svg::results(L, &t).expect("over").text;
    let badge = |n: u32| format!(r#"text-anchor="middle">{n}</text>"#);
    assert_eq!(
        svg.matches(&badge(1)).count(),
        2,
        "two share the first place"
    );
    assert_eq!(
        svg.matches(&badge(2)).count(),
        0,
        "no second after a tie for first"
    );
    for n in [3, 4, 5] {
        assert_eq!(svg.matches(&badge(n)).count(), 1, "rank {n}");
    }
}

/// A game of several seasons shows every season's points, not only the
/// last season's cards: "seasons: 8 + 9 + 7 = 24" for each player.
#[test]
fn several_seasons_show_each_seasons_points() {
    let game = finished(6, 3, 5);
    let t = table(&game, &["Alice", "Bob", "Chloé", "Dev", "Polar", "Siku"]);
    let svg = svg::results(L, &t).expect("over").text;
    let view = game.public_view();
    assert_eq!(view.seasons.len(), 3);
    for seat in 0..6usize {
        let points: Vec<u32> = view
            .seasons
            .iter()
            .map(|r| {
                r.scores
                    .iter()
                    .find(|sc| sc.seat.index() == seat)
                    .map_or(0, |sc| sc.score.points())
            })
            .collect();
        assert_eq!(points.iter().sum::<u32>(), view.totals[seat]);
        let line = t!(
            L,
            "picture-seasons",
            points = points
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" + "),
            total = view.totals[seat]
        );
        assert!(svg.contains(&svg::xml_escape(&line)), "{line}");
    }
}
