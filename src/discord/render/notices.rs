//! Short channel messages about seats and the game's life (a turn timeout,
//! an AI taking or giving back a seat, reminders, closed DMs, a
//! cancellation), and the screens that retire a message's controls.
//! Built from public facts only.

use super::{Names, colour};
use crate::discord::screen::{Embed, Screen, clip, limits};
use crate::engine::{Choice, Seat};
use crate::service::{AwayStarted, PlayedWhileAway};
use crate::store::{GameId, StandInReason};

/// How a player is named in a notice: a mention that pings them when they
/// are a person (`user`), else their bold name.
pub fn who(names: &Names, seat: Seat, user: Option<u64>) -> String {
    match user {
        Some(user) => format!("<@{user}>"),
        None => names.bold(seat),
    }
}

pub fn timed_out(names: &Names, seat: Seat, user: Option<u64>) -> String {
    format!(
        "⏱️ {} ran out of time: an AI plays their seat until they act again.",
        who(names, seat, user)
    )
}

pub fn seat_replaced(names: &Names, seat: Seat, reason: StandInReason) -> String {
    let name = names.bold(seat);
    match reason {
        StandInReason::Left => {
            format!("🤖 {name} left the game: an AI plays their seat from now on.")
        }
        StandInReason::Kicked => {
            format!("🤖 {name} was removed from the game: an AI plays their seat from now on.")
        }
        StandInReason::Replaced => format!("🤖 An AI plays {name}'s seat from now on."),
        StandInReason::TimedOut => {
            format!("⏱️ An AI plays {name}'s seat until they act again.")
        }
        StandInReason::Away => {
            format!("💤 {name} is away: an AI plays their seat until they are back.")
        }
    }
}

/// The answer to `/nanuk away <time>`.
pub fn away_started(away: &AwayStarted) -> String {
    let games = match away.games.len() {
        0 => "You sit in no running game now; any game you join starts with an AI playing for you.".to_string(),
        1 => "An AI plays for you in your running game, and in any game of yours that starts meanwhile.".to_string(),
        n => format!("An AI plays for you in your {n} running games, and in any game of yours that starts meanwhile."),
    };
    format!(
        "💤 You are away until {}. {games} You get no reminders. Press any control of a game, or use `/nanuk away off`, to be back sooner.",
        super::date(away.until)
    )
}

/// The answer to `/nanuk away off`; `games`: how many games they came back
/// to (their DM lists them), `None` if they were not away.
pub fn away_ended(games: Option<usize>) -> String {
    match games {
        None => "You are not away: you play your own seats.".to_string(),
        Some(0) => "👋 Welcome back.".to_string(),
        Some(_) => {
            "👋 Welcome back: you play your own seats again. A DM lists what the AI played for you."
                .to_string()
        }
    }
}

/// The DM to a player back from away: what an AI played for them, per
/// game (with where each is played).
pub fn back_from_away(games: &[(PlayedWhileAway, String)]) -> String {
    let lines: Vec<String> = games
        .iter()
        .map(|(g, place)| {
            let decisions = match g.decisions {
                0 => "nothing to decide".to_string(),
                1 => "1 decision".to_string(),
                n => format!("{n} decisions"),
            };
            let over = if g.over { " (the game is over)" } else { "" };
            format!("• Game #{} ({place}): {decisions}{over}", g.game)
        })
        .collect();
    clip(
        &format!(
            "👋 Welcome back! You play your own seats again. While you were away, an AI played for you:\n{}",
            lines.join("\n")
        ),
        limits::CONTENT,
    )
}

pub fn seat_reclaimed(names: &Names, seat: Seat) -> String {
    format!(
        "👋 {} is back and plays their own seat again.",
        names.bold(seat)
    )
}

pub fn cancelled(game: GameId, everyone_left: bool) -> String {
    if everyone_left {
        format!("🛑 Every player left game #{game}, so it ended without a result.")
    } else {
        format!("🛑 Game #{game} was cancelled: its buttons no longer do anything.")
    }
}

/// Where a reminded player can make their decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecideIn {
    /// Their DM hand (or `/nanuk hand`).
    Dm,
    /// Their DMs are closed: `/nanuk hand` only.
    HandCommand,
    /// The pick menu on the board.
    Board,
}

/// What a seat must decide, as the end of "waiting for you ...".
pub fn decision(choice: &Choice) -> &'static str {
    match choice {
        Choice::Boast { may_doom: true, .. } => "to raise the boast or cry DOOMED!",
        Choice::Boast {
            may_doom: false, ..
        } => "to make the first boast",
        Choice::Side => "to choose Hunt or Doom",
        Choice::Ante { .. } => "to ante a card",
        Choice::Contribute { .. } => "to give cards to the hunt",
        Choice::Pick { .. } => "to pick a card from the pot",
    }
}

/// The first line of a DM hand while the game waits for its player: the
/// text of the notification a new prompt (a new DM) raises.
pub fn your_turn(location: &str, choice: &Choice) -> String {
    format!(
        "🔔 Your turn in {location}: the game is waiting for you {}.",
        decision(choice)
    )
}

/// Where the decision is made, for a choice and whether DMs reach them.
pub fn decide_in(choice: &Choice, dms_closed: bool) -> DecideIn {
    match choice {
        Choice::Pick { .. } => DecideIn::Board,
        _ if dms_closed => DecideIn::HandCommand,
        _ => DecideIn::Dm,
    }
}

pub fn reminder(mention: &str, choice: &Choice, last_one: bool, place: DecideIn) -> String {
    let last = if last_one {
        " You are the last one the hunt waits for."
    } else {
        ""
    };
    let place = match place {
        DecideIn::Dm => "Decide in your DMs, or with `/nanuk hand` here.",
        DecideIn::HandCommand => "Decide with `/nanuk hand` here.",
        DecideIn::Board => "Pick with the menu on the board.",
    };
    format!(
        "⏰ {mention}, the game is waiting for you {}.{last} {place}",
        decision(choice)
    )
}

/// The answer to "Follow" / "Unfollow" on a board (`changed`: it was not
/// already so).
pub fn following(game: GameId, on: bool, changed: bool) -> String {
    match (on, changed) {
        (true, true) => format!(
            "🔭 You follow game #{game}: I will DM you the outcome of each hunt and the end. Press **Unfollow** on the board to stop."
        ),
        (true, false) => format!("🔭 You already follow game #{game}."),
        (false, true) => format!("You no longer follow game #{game}."),
        (false, false) => format!("You were not following game #{game}."),
    }
}

/// The end of a game in one line, for its followers.
pub fn game_over_line(table: &crate::service::TableView, link: &str) -> String {
    let Some(public) = table.public.as_ref() else {
        return format!("🏁 The game is over: [the final scores]({link}).");
    };
    let winners: Vec<String> = public
        .winners
        .iter()
        .flatten()
        .map(|s| format!("**{}**", super::escape(table.name(*s))))
        .collect();
    let best = public
        .winners
        .iter()
        .flatten()
        .filter_map(|s| public.totals.get(s.index()))
        .max()
        .copied()
        .unwrap_or_default();
    format!(
        "🏁 The game is over: {} won with {}. [The final scores]({link})",
        winners.join(" and "),
        super::count(u64::from(best), "point")
    )
}

/// What a follower of a game gets by DM: a moment of it, named.
pub fn for_follower(game: GameId, location: &str, text: &str) -> String {
    format!("🔭 Nanuk game #{game} in {location}:\n{text}")
}

/// A reward pick starts: the picker is mentioned where the menu is.
pub fn your_pick(user: u64) -> String {
    format!("🎁 <@{user}>, your pick: take a card from the pot with the menu on the board.")
}

/// Told once per game to a player whose DMs the bot cannot reach.
pub fn dms_closed(user: u64) -> String {
    format!(
        "📪 <@{user}>, I can't send you direct messages, so your hand is not coming by DM: \
         use `/nanuk hand` in this channel to see it and play."
    )
}

/// A DM hand that must no longer offer controls (the game was cancelled,
/// or an AI plays the seat for good).
pub fn closed_hand(game: GameId, location: &str, why: &str) -> Screen {
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new(format!("Nanuk in {location}"), colour::HAND)
                .description(why)
                .footer(format!("game #{game}")),
        ),
        rows: Vec::new(),
    }
}

pub fn hand_cancelled() -> &'static str {
    "This game was cancelled."
}

pub fn hand_given_up(reason: StandInReason) -> &'static str {
    match reason {
        StandInReason::Left => "You left this game: an AI plays your seat now.",
        StandInReason::Kicked => "You were removed from this game: an AI plays your seat now.",
        StandInReason::Replaced | StandInReason::TimedOut | StandInReason::Away => {
            "An AI plays your seat now."
        }
    }
}

/// The board of a cancelled game: as it stood, without controls.
pub fn cancelled_board(mut board: Screen) -> Screen {
    board.rows.clear();
    if let Some(embed) = board.embed.take() {
        let description = format!("🛑 **This game was cancelled.**\n{}", embed.description);
        board.embed = Some(Embed {
            description: clip(&description, limits::EMBED_DESCRIPTION),
            ..embed
        });
    }
    board
}

/// Lines packed into as few messages as fit `max` characters, never
/// splitting a line (a single over-long line is clipped).
pub fn pack(lines: &[String], max: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for line in lines {
        let line = clip(line, max);
        let len = current.chars().count();
        if len > 0 && len + 1 + line.chars().count() > max {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The channel's answer to "Rematch": who opened it, and the invitations.
pub fn rematch_opened(host: u64, old: GameId, new: GameId, invite: &[u64]) -> String {
    let mut text = format!("🔁 <@{host}> opened a rematch of game #{old}: game #{new}'s lobby.");
    if !invite.is_empty() {
        let who: Vec<String> = invite.iter().map(|u| format!("<@{u}>")).collect();
        text += &format!(
            "\n{}: press **Join** on the new lobby to play again.",
            who.join(" ")
        );
    }
    text
}

/// The answer to a second "Rematch": where the open game is.
pub fn rematch_already_open(open: GameId, channel: u64, link: Option<String>) -> String {
    match link {
        Some(link) => format!("Game #{open} is already open in this channel: {link}"),
        None => format!("Game #{open} is already open in <#{channel}>."),
    }
}

/// A practice game started: its board and the player's hand come next
/// in the same DM.
pub fn practice_started(game: GameId, seats: usize) -> String {
    format!(
        "🎯 Practice game #{game} starts: you and {} AI players. The board and your hand \
         follow in this conversation; `/nanuk hint` works at any time, and the game is not rated. \
         Leave it for days if you like: it waits for you.",
        seats.saturating_sub(1)
    )
}

/// The player's DM holds a practice game that is still on.
pub fn practice_running(game: GameId, board: Option<String>) -> String {
    let place = match board {
        Some(link) => format!(" (its board: {link})"),
        None => String::new(),
    };
    format!(
        "Your practice game #{game} is still on in our DMs{place}: play it to the end, \
         or end it with `/nanuk cancel` there, then start another."
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BoastSpace, Card};

    #[test]
    fn pack_keeps_lines_whole_and_fits() {
        let lines: Vec<String> = (0..50)
            .map(|i| format!("{i:03} {}", "x".repeat(95)))
            .collect();
        let packed = pack(&lines, 2000);
        assert!(packed.len() > 1);
        assert!(packed.iter().all(|m| m.chars().count() <= 2000));
        assert_eq!(packed.join("\n"), lines.join("\n"));
        assert_eq!(pack(&[], 2000), Vec::<String>::new());
        let long = pack(&["y".repeat(2500)], 2000);
        assert_eq!(long.len(), 1);
        assert_eq!(long[0].chars().count(), 2000);
    }

    #[test]
    fn reminders_say_what_and_where() {
        let side = reminder("<@5>", &Choice::Side, true, DecideIn::Dm);
        assert!(side.contains("<@5>"));
        assert!(side.contains("Hunt or Doom"));
        assert!(side.contains("the last one the hunt waits for"));
        assert!(side.contains("your DMs"));
        let ante = Choice::Ante {
            options: vec![Card::Inuksuk],
        };
        assert_eq!(decide_in(&ante, true), DecideIn::HandCommand);
        let text = reminder("<@5>", &ante, false, DecideIn::HandCommand);
        assert!(!text.contains("last one"));
        assert!(text.contains("`/nanuk hand`") && !text.contains("DMs"));
        let pick = Choice::Pick {
            options: vec![Card::Inuksuk],
        };
        assert_eq!(decide_in(&pick, false), DecideIn::Board);
        let boast = Choice::Boast {
            space: BoastSpace { standing: None },
            may_doom: false,
        };
        assert!(reminder("x", &boast, false, DecideIn::Dm).contains("first boast"));
    }

    #[test]
    fn a_cancelled_board_has_no_controls() {
        let board = Screen {
            content: String::new(),
            embed: Some(Embed::new("Nanuk", 0).description("Boasting")),
            rows: vec![crate::discord::screen::Row::Buttons(vec![
                crate::discord::screen::Button::new(
                    "nk:1:0:hand",
                    "My hand",
                    crate::discord::screen::Style::Secondary,
                ),
            ])],
        };
        let closed = cancelled_board(board);
        assert!(closed.rows.is_empty());
        let embed = closed.embed.expect("embed kept");
        assert!(embed.description.starts_with("🛑"));
        assert!(embed.description.ends_with("Boasting"));
    }
}
