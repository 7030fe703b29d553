//! How wide a line of the shipped font may be, over-estimated, and cutting
//! a line to its room. Names are user input of any length: one too long
//! for its band is cut with "…" rather than run into the next column or
//! off the picture. The estimate is per character class, from DejaVu Sans
//! Bold's advances (the wider weight), rounded up, so the regular weight
//! fits too; the tests check real layouts against it.

/// The over-estimated advance of `c` in ems, in the bold or regular face.
fn em(c: char, bold: bool) -> f32 {
    let (narrow, wide, upper, other, latin) = if bold {
        (0.42, 1.12, 0.88, 0.72, 0.88)
    } else {
        (0.36, 1.0, 0.84, 0.64, 0.84)
    };
    match c {
        'i' | 'l' | 'j' | 'I' | 'J' | '.' | ',' | ':' | ';' | '\'' | '|' | ' ' | '·' => narrow,
        'm' | 'w' | 'M' | 'W' | '@' | '%' | '…' | '—' | 'æ' | 'Æ' | 'œ' | 'Œ' => wide,
        c if c.is_ascii_uppercase() || "+=<>~#&".contains(c) => upper,
        c if c.is_ascii() => other,
        // Accented Latin letters are about as wide as capitals at most;
        // other scripts and symbols (and anything the font lacks) are taken
        // as a wide em.
        c if c.is_alphabetic() && (c as u32) < 0x0250 => latin,
        _ => 1.15,
    }
}

/// The estimated width of `text` at `size` px (never under the real one
/// for Latin text).
pub fn width(text: &str, size: u32, bold: bool) -> f32 {
    text.chars().map(|c| em(c, bold)).sum::<f32>() * size as f32
}

/// `text` at the largest size from `size` down to `min` at which it fits
/// `room` px; at `min`, cut to fit with "…" if it still does not.
pub fn shrink(text: &str, size: u32, min: u32, bold: bool, room: u32) -> (String, u32) {
    match (min..=size)
        .rev()
        .find(|&s| width(text, s, bold) <= room as f32)
    {
        Some(s) => (text.to_string(), s),
        None => (fit(text, min, bold, room), min),
    }
}

/// `text` as is if it fits `room` px at `size`, else cut to fit with "…".
pub fn fit(text: &str, size: u32, bold: bool, room: u32) -> String {
    let room = room as f32;
    if width(text, size, bold) <= room {
        return text.to_string();
    }
    let mut used = em('…', bold) * size as f32;
    let mut out = String::new();
    for c in text.chars() {
        used += em(c, bold) * size as f32;
        if used > room {
            break;
        }
        out.push(c);
    }
    let mut out = out.trim_end().to_string();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_fits_is_kept_and_a_longer_one_is_cut_with_an_ellipsis() {
        assert_eq!(fit("Alice", 20, true, 200), "Alice");
        for bold in [false, true] {
            let cut = fit("Wolfgang Amadeus Mozart the Magnificent", 20, bold, 200);
            assert!(cut.ends_with('…'), "{cut}");
            assert!(cut.starts_with("Wolfg"), "{cut}");
            assert!(width(&cut, 20, bold) <= 200.0, "{cut}");
        }
        assert_eq!(fit("WWWW", 20, true, 10), "…", "no room: only the mark");
    }

    #[test]
    fn a_long_line_shrinks_before_it_is_cut() {
        assert_eq!(
            shrink("Alice", 28, 20, true, 500),
            ("Alice".to_string(), 28)
        );
        let long = "Wilhelmina Würmeling-Mumm WWW 03";
        let (kept, size) = shrink(long, 28, 20, true, 560);
        assert_eq!(kept, long);
        assert!((20..28).contains(&size), "{size}");
        assert!(width(long, size, true) <= 560.0);
        let (cut, size) = shrink(long, 28, 20, true, 300);
        assert_eq!(size, 20);
        assert!(cut.ends_with('…'), "{cut}");
    }

    /// The estimate is never under the shipped font's real advance, for
    /// every character of every catalogue and of the test names, in both
    /// weights.
    #[test]
    fn the_estimate_covers_the_real_advances() {
        use crate::discord::render::picture::raster::{BOLD, REGULAR};
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let mut chars: std::collections::BTreeSet<char> =
            "Wilhelmina Würmeling-Mumm WWW 0123456789 …·+=#&"
                .chars()
                .collect();
        for &l in crate::discord::text::Locale::ALL {
            for entry in std::fs::read_dir(root.join(l.code())).expect("a catalogue") {
                let text = std::fs::read_to_string(entry.expect("a file").path()).expect("text");
                chars.extend(text.chars().filter(|c| !c.is_control()));
            }
        }
        assert!(chars.contains(&'ã'), "the catalogues were read");
        for (data, bold) in [(REGULAR, false), (BOLD, true)] {
            let face = ttf_parser::Face::parse(data, 0).expect("the shipped font parses");
            let upem = f32::from(face.units_per_em());
            let mut under: Vec<(char, f32)> = Vec::new();
            for &c in &chars {
                let Some(advance) = face.glyph_index(c).and_then(|g| face.glyph_hor_advance(g))
                else {
                    continue;
                };
                let real = f32::from(advance) / upem;
                if em(c, bold) < real {
                    under.push((c, real));
                }
            }
            assert!(
                under.is_empty(),
                "bold {bold}: under the real advance: {under:?}"
            );
        }
    }
}
