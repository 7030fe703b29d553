//! The private answer to `/nanuk hint`.

use super::cards;
use crate::discord::text::{Locale, t, words};
use crate::engine::Action;
use crate::engine::ai::Hint;

/// What the strong AI would do, and the chance it sees, in one message.
pub fn hint(l: Locale, hint: &Hint) -> String {
    // `about`: what the chance is of (the catalogue's selector).
    let (what, about) = match &hint.action {
        Action::Boast(b) => (t!(l, "hint-boast", boast = cards::boast(l, b)), "boast"),
        Action::Doom => (t!(l, "hint-doom"), "standing"),
        Action::Side(side) => (t!(l, "hint-side", side = cards::side(l, *side)), "hunt"),
        Action::Ante(card) => (t!(l, "hint-ante", card = cards::card(l, *card)), "hunt"),
        Action::Contribute(cs) => (t!(l, "hint-contribute", cards = cards::list(l, cs)), "hunt"),
        Action::Pick(card) => (t!(l, "hint-pick", card = cards::card(l, *card)), "hunt"),
    };
    let mut text = t!(l, "hint-would", what = what);
    if let (Some(p), Some(hunt), Some(expected)) =
        (hint.hunt_chance, hint.hunt, hint.expected_count)
    {
        text.push('\n');
        text.push_str(&t!(
            l,
            "hint-chance",
            about = about,
            percent = format!("{:.0}", (p * 100.0).clamp(0.0, 100.0)),
            expected = decimal(l, expected.max(0.0)),
            animals = words::animal(l, hunt.animal, 2),
            count = u64::from(hunt.count)
        ));
    }
    text.push('\n');
    text.push_str(&t!(l, "hint-footnote"));
    text
}

/// One decimal, with the language's decimal mark: "2.6", "2,6".
fn decimal(l: Locale, x: f64) -> String {
    format!("{x:.1}").replace('.', &t!(l, "decimal-mark"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::text::{Args, FluentValue, message};
    use crate::engine::{Animal, Boast};

    fn seals(count: u8, days: u8) -> Boast {
        Boast {
            count,
            animal: Animal::Seal,
            days,
        }
    }

    /// The `hint-chance` line as the catalogue words it with these values.
    fn chance_line(l: Locale, percent: &str, expected: &str, count: u64) -> String {
        let mut args = Args::new();
        args.set("about", FluentValue::from("boast"));
        args.set("percent", FluentValue::from(percent.to_string()));
        args.set("expected", FluentValue::from(expected.to_string()));
        args.set(
            "animals",
            FluentValue::from(words::animal(l, Animal::Seal, 2)),
        );
        args.set("count", FluentValue::from(count));
        message(l, "hint-chance", Some(&args))
    }

    #[test]
    fn the_reason_line_gives_the_chance_and_the_count_expected_in_every_language() {
        let hint = Hint {
            action: Action::Boast(seals(4, 6)),
            hunt_chance: Some(0.624),
            hunt: Some(seals(4, 6)),
            expected_count: Some(3.46),
        };
        for &l in Locale::ALL {
            let text = super::hint(l, &hint);
            let mark = t!(l, "decimal-mark");
            let wanted = chance_line(l, "62", &format!("3{mark}5"), 4);
            // One line, whole: the chance and the count with the language's mark.
            assert!(text.lines().any(|line| line == wanted), "{l:?}: {text}");
            assert!(
                !wanted.contains('{') && !wanted.contains('…'),
                "{l:?}: {wanted}"
            );
        }
        // The numbers are the hint's: another count expected, another line.
        let other = Hint {
            expected_count: Some(1.04),
            ..hint.clone()
        };
        let text = super::hint(Locale::SOURCE, &other);
        assert!(
            text.contains(&chance_line(Locale::SOURCE, "62", "1.0", 4)),
            "{text}"
        );
    }

    #[test]
    fn a_pick_gives_no_reason_line() {
        let hint = Hint {
            action: Action::Pick(crate::engine::Card::Inuksuk),
            hunt_chance: None,
            hunt: None,
            expected_count: None,
        };
        let text = super::hint(Locale::SOURCE, &hint);
        assert_eq!(text.lines().count(), 2, "{text}");
    }
}
