//! Screens for `/nanuk rules`, `/nanuk history` and `/nanuk stats`.

use super::{colour, escape};
use crate::discord::screen::{Embed, Screen};
use crate::service::{GameSummary, PlayerStats};

/// The rules in short. Checked against the rulebook and RULINGS.md.
pub const RULES: &str = "\
**Nanuk** is played by 5 to 8. You hold 3 cards: Deer, Seal, Fish, Bird (some are doubles ×2, some carry a Nanuk 🐻‍❄️) and a few Inuksuks 🗿. Every round is a hunt; at its start the wind decides whether play goes clockwise or counter-clockwise:
**1. Boasting.** The first player boasts *N animals in D days* (1 to 12 days). In the wind's direction each player must raise or cry **DOOMED!**; nobody passes. A raise has no fewer animals and no fewer days and more of at least one; the animal may change only when the count goes up.
**2. Sides.** Who dooms is the Doom Leader; the last boaster is the Hunt Leader and their boast is the target. Everyone else secretly chooses Hunt or Doom; the choices are revealed together. (Optional rule: in turn and in public, starting after the Doom Leader.)
**3. Planning.** Each Doomer antes one card face down. Each Hunter gives at least one card face down, the Hunt Leader last. The cards are shuffled and shown: target animals count (a double counts 2), each Inuksuk is one protection.
**4. The hunt.** One card is drawn per day. Target animals count; an Inuksuk adds a protection; a Nanuk card uses one up, and with none left the hunt fails at once. After the last day the hunt succeeds if enough animals were counted.
**5. Rewards.** The pot (the Hunters' cards, the days' cards and the antes) goes to the Hunters on success, else to the Doomers. Starting with their leader, in the wind's direction, each takes one card per pass while there is one for each; leftovers are discarded face up under the deck. Hands are dealt back up to 3, and the winning leader starts the next round.
**The end.** Discards lie face up under the deck. When a face-up card comes up during a hunt, Winter is near: hands and discards are shuffled into a new deck to finish that hunt, the last one. A face-up card coming up while dealing (or lying on top after the deal) ends the game at once.
**Scoring.** A set of Deer, Seal, Fish and Bird scores 3; a pair of one animal (or two Inuksuks) scores 1. A double counts as two cards; an Inuksuk stands for any animal. The most Nanuk cards score 2 more (tied: 1 each). Highest total wins; longer games add up their seasons.";

pub fn rules() -> Screen {
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new("Nanuk in short", colour::BOARD)
                .description(RULES)
                .footer("Nanuk by Brett Myers and Mark Goadrich (Steve Jackson Games)"),
        ),
        rows: Vec::new(),
    }
}

/// A server's recent games: when, where, the winners and every score.
pub fn history(games: &[GameSummary]) -> Screen {
    if games.is_empty() {
        return Screen {
            content: "No Nanuk game has finished in this server yet.".to_string(),
            ..Screen::default()
        };
    }
    let mut embed = Embed::new("Recent Nanuk games", colour::OVER);
    for g in games {
        let winners: Vec<String> = g
            .winners()
            .iter()
            .map(|s| seat_name(&s.name, s.stood_in))
            .collect();
        let scores: Vec<String> = g
            .seats
            .iter()
            .map(|s| format!("{} {}", seat_name(&s.name, s.stood_in), s.score))
            .collect();
        embed = embed.field(
            format!("Game #{}", g.id),
            format!(
                "<t:{}:d> in <#{}> · 🏆 {}\n{}",
                g.finished_at / 1000,
                g.channel,
                winners.join(", "),
                scores.join(" · ")
            ),
            false,
        );
    }
    let embed = embed
        .footer("🤖 after a name: an AI played for them at some point")
        .fit();
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows: Vec::new(),
    }
}

fn seat_name(name: &str, stood_in: bool) -> String {
    if stood_in {
        format!("{} 🤖", escape(name))
    } else {
        escape(name)
    }
}

/// A player's figures in this server.
pub fn stats(name: &str, s: &PlayerStats) -> Screen {
    let text = if s.games == 0 {
        format!(
            "{} has not finished a Nanuk game in this server yet.",
            escape(name)
        )
    } else {
        let mut text = format!(
            "**{}**: {} {}, {} {}, average score {:.1}.",
            escape(name),
            s.games,
            plural(s.games, "game"),
            s.wins,
            plural(s.wins, "win"),
            s.average_score
        );
        if s.stood_in_games > 0 {
            text.push_str(&format!(
                "\n🤖 An AI stood in for them in {} of these {} ({} {}).",
                s.stood_in_games,
                plural(s.games, "game"),
                s.stood_in_wins,
                plural(s.stood_in_wins, "win"),
            ));
        }
        text
    };
    Screen {
        content: String::new(),
        embed: Some(Embed::new("Nanuk stats", colour::OVER).description(text)),
        rows: Vec::new(),
    }
}

fn plural(n: u64, word: &str) -> String {
    if n == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_info_screens_fit_discords_limits() {
        rules().check().unwrap();
        history(&[]).check().unwrap();
        stats("Alice", &PlayerStats::default()).check().unwrap();
        let s = PlayerStats {
            games: 3,
            wins: 1,
            average_score: 7.25,
            stood_in_games: 1,
            stood_in_wins: 0,
        };
        let screen = stats("Al*ce", &s);
        screen.check().unwrap();
        let text = &screen.embed.as_ref().unwrap().description;
        assert!(
            text.contains("Al\\*ce**: 3 games, 1 win, average score 7.2"),
            "{text}"
        );
        assert!(text.contains("in 1 of these games (0 wins)"), "{text}");
    }
}
