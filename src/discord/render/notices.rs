//! Short channel messages about seats and the game's life (a turn timeout,
//! an AI taking or giving back a seat, reminders, closed DMs, a
//! cancellation), and the screens that retire a message's controls.
//! Built from public facts only.

use super::{Names, colour};
use crate::discord::screen::{Embed, Screen, clip, limits};
use crate::discord::text::{Locale, t, words};
use crate::engine::{Choice, Seat};
use crate::service::{AwayStarted, PlayedWhileAway};
use crate::service::{GameId, StandInReason};

/// How a player is named in a notice: a mention that pings them when they
/// are a person (`user`), else their bold name.
pub fn who(names: &Names, seat: Seat, user: Option<u64>) -> String {
    match user {
        Some(user) => format!("<@{user}>"),
        None => names.bold(seat),
    }
}

pub fn timed_out(l: Locale, names: &Names, seat: Seat, user: Option<u64>) -> String {
    t!(l, "notice-timed-out", who = who(names, seat, user))
}

pub fn seat_replaced(l: Locale, names: &Names, seat: Seat, reason: StandInReason) -> String {
    let name = names.bold(seat);
    match reason {
        StandInReason::Left => t!(l, "notice-left", name = name),
        StandInReason::Kicked => t!(l, "notice-kicked", name = name),
        StandInReason::Replaced => t!(l, "notice-replaced", name = name),
        StandInReason::TimedOut => t!(l, "notice-stand-in", name = name),
        StandInReason::Away => t!(l, "notice-away", name = name),
    }
}

/// The answer to `/nanuk away <time>`.
pub fn away_started(l: Locale, away: &AwayStarted) -> String {
    t!(
        l,
        "away-started",
        until = super::date(away.until),
        games = away.games.len()
    )
}

/// The answer to `/nanuk away off`; `games`: how many games they came back
/// to (their DM lists them), `None` if they were not away.
pub fn away_ended(l: Locale, games: Option<usize>) -> String {
    match games {
        None => t!(l, "away-not-away"),
        Some(0) => t!(l, "away-back-nothing"),
        Some(_) => t!(l, "away-back"),
    }
}

/// The DM to a player back from away: what an AI played for them, per
/// game (with where each is played).
pub fn back_from_away(l: Locale, games: &[(PlayedWhileAway, String)]) -> String {
    let mut lines = vec![t!(l, "back-from-away")];
    lines.extend(games.iter().map(|(g, place)| {
        t!(
            l,
            "back-from-away-game",
            game = g.game.0,
            place = place.as_str(),
            decisions = g.decisions,
            over = if g.over { "yes" } else { "no" }
        )
    }));
    clip(
        &lines.join(
            "
",
        ),
        limits::CONTENT,
    )
}

pub fn seat_reclaimed(l: Locale, names: &Names, seat: Seat) -> String {
    t!(l, "notice-reclaimed", name = names.bold(seat))
}

pub fn cancelled(l: Locale, game: GameId, everyone_left: bool) -> String {
    if everyone_left {
        t!(l, "notice-everyone-left", game = game.0)
    } else {
        t!(l, "notice-cancelled", game = game.0)
    }
}

/// Where a reminded player can make their decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecideIn {
    /// Their DM hand (or `/nanuk hand`).
    Dm,
    /// Their DMs are closed: `/nanuk hand` only.
    HandCommand,
}

/// What a seat must decide, as the catalogue's selector names it.
fn decision(choice: &Choice) -> &'static str {
    match choice {
        Choice::Boast { may_doom: true, .. } => "raise",
        Choice::Boast {
            may_doom: false, ..
        } => "open",
        Choice::Side => "side",
        Choice::Ante { .. } => "ante",
        Choice::Contribute { .. } => "contribute",
        Choice::Pick { .. } => "pick",
    }
}

/// The first line of a DM hand while the game waits for its player: the
/// text of the notification a new prompt (a new DM) raises.
pub fn your_turn(l: Locale, location: &str, choice: &Choice) -> String {
    t!(
        l,
        "notice-your-turn",
        location = location,
        decision = decision(choice)
    )
}

/// Where the decision is made, for a choice and whether DMs reach them.
pub fn decide_in(choice: &Choice, dms_closed: bool) -> DecideIn {
    match choice {
        _ if dms_closed => DecideIn::HandCommand,
        _ => DecideIn::Dm,
    }
}

pub fn reminder(
    l: Locale,
    mention: &str,
    choice: &Choice,
    last_one: bool,
    place: DecideIn,
) -> String {
    let place = match place {
        DecideIn::Dm => "dm",
        DecideIn::HandCommand => "hand",
    };
    t!(
        l,
        "notice-reminder",
        mention = mention,
        decision = decision(choice),
        last = if last_one { "yes" } else { "no" },
        place = place
    )
}

/// The answer to "Follow" / "Unfollow" on a board (`changed`: it was not
/// already so).
pub fn following(l: Locale, game: GameId, on: bool, changed: bool) -> String {
    let game = game.0;
    match (on, changed) {
        (true, true) => t!(l, "follow-on", game = game),
        (true, false) => t!(l, "follow-already", game = game),
        (false, true) => t!(l, "follow-off", game = game),
        (false, false) => t!(l, "follow-not", game = game),
    }
}

/// The end of a game in one line, for its followers.
pub fn game_over_line(l: Locale, table: &crate::service::TableView, link: &str) -> String {
    let Some(public) = table.public.as_ref() else {
        return t!(l, "follow-game-over", link = link);
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
    t!(
        l,
        "follow-game-over-won",
        winners = words::people(l, &winners),
        count = winners.len(),
        points = u64::from(best),
        link = link
    )
}

/// The DM each human player gets when the game ends (a new message, so it
/// notifies): who won, their own total and place, and the final scores.
/// `None` for a seat that is not in the table or a game not over.
pub fn game_over_dm(
    l: Locale,
    table: &crate::service::TableView,
    seat: Seat,
    location: &str,
    link: &str,
) -> Option<String> {
    let public = table.public.as_ref()?;
    let winners: Vec<String> = public
        .winners
        .as_ref()?
        .iter()
        .map(|s| format!("**{}**", super::escape(table.name(*s))))
        .collect();
    let mine = *public.totals.get(seat.index())?;
    // Ties share the better place.
    let place = 1 + public.totals.iter().filter(|t| **t > mine).count();
    Some(t!(
        l,
        "notice-game-over",
        location = location,
        winners = words::people(l, &winners),
        points = u64::from(mine),
        place = place,
        seats = public.totals.len(),
        link = link
    ))
}

/// What a follower of a game gets by DM: a moment of it, named.
pub fn for_follower(l: Locale, game: GameId, location: &str, text: &str) -> String {
    t!(
        l,
        "follow-moment",
        game = game.0,
        location = location,
        text = text
    )
}

/// A reward pick starts: the picker is mentioned where the menu is.
pub fn your_pick(l: Locale, user: u64) -> String {
    t!(l, "notice-your-pick", user = user.to_string())
}

/// A mention in the game's thread for a player whose DMs are closed: what
/// waits for them, to play with `/nanuk hand`.
pub fn your_turn_here(l: Locale, user: u64, choice: &Choice) -> String {
    t!(
        l,
        "notice-your-turn-here",
        user = user.to_string(),
        decision = decision(choice)
    )
}

/// Told once per game to a player whose DMs the bot cannot reach.
pub fn dms_closed(l: Locale, user: u64) -> String {
    t!(l, "notice-dms-closed", user = user.to_string())
}

/// A DM hand that must no longer offer controls (the game was cancelled,
/// or an AI plays the seat for good).
pub fn closed_hand(l: Locale, game: GameId, location: &str, why: &str) -> Screen {
    Screen {
        content: String::new(),
        embed: Some(
            Embed::new(t!(l, "hand-title", location = location), colour::HAND)
                .description(why)
                .footer(t!(l, "footer-game", game = game.0)),
        ),
        rows: Vec::new(),
    }
}

pub fn hand_cancelled(l: Locale) -> String {
    t!(l, "refusal-cancelled")
}

pub fn hand_given_up(l: Locale, reason: StandInReason) -> String {
    match reason {
        StandInReason::Left => t!(l, "hand-left"),
        StandInReason::Kicked => t!(l, "hand-kicked"),
        StandInReason::Replaced | StandInReason::TimedOut | StandInReason::Away => {
            t!(l, "hand-replaced")
        }
    }
}

/// The board of a cancelled game: as it stood, without controls.
pub fn cancelled_board(l: Locale, mut board: Screen) -> Screen {
    board.rows.clear();
    if let Some(embed) = board.embed.take() {
        let description = format!("{}\n{}", t!(l, "board-cancelled"), embed.description);
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
pub fn rematch_opened(l: Locale, host: u64, old: GameId, new: GameId, invite: &[u64]) -> String {
    let mut text = t!(
        l,
        "rematch-opened",
        host = host.to_string(),
        old = old.0,
        new = new.0
    );
    if !invite.is_empty() {
        let who: Vec<String> = invite.iter().map(|u| format!("<@{u}>")).collect();
        text.push('\n');
        text.push_str(&t!(l, "rematch-invite", mentions = who.join(" ")));
    }
    text
}

/// The answer to a second "Rematch": where the open game is.
pub fn rematch_already_open(l: Locale, open: GameId, channel: u64, link: Option<String>) -> String {
    match link {
        Some(link) => t!(l, "rematch-already-open-link", game = open.0, link = link),
        None => t!(
            l,
            "rematch-already-open",
            game = open.0,
            channel = channel.to_string()
        ),
    }
}

/// A practice game started: its board and the player's hand come next
/// in the same DM.
pub fn practice_started(l: Locale, game: GameId, seats: usize) -> String {
    t!(
        l,
        "practice-started",
        game = game.0,
        ai = seats.saturating_sub(1)
    )
}

/// The player's DM holds a practice game that is still on.
pub fn practice_running(l: Locale, game: GameId, board: Option<String>) -> String {
    match board {
        Some(link) => t!(l, "practice-running-link", game = game.0, link = link),
        None => t!(l, "practice-running", game = game.0),
    }
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

    /// A reminder mentions the player and differs by what is asked,
    /// whether they are the last one, and where to decide (the wording is
    /// the catalogue's).
    #[test]
    fn reminders_say_what_and_where() {
        let l = Locale::SOURCE;
        let side = reminder(l, "<@5>", &Choice::Side, true, DecideIn::Dm);
        assert!(side.contains("<@5>"));
        let ante = Choice::Ante {
            options: vec![Card::Inuksuk],
        };
        assert_ne!(side, reminder(l, "<@5>", &ante, true, DecideIn::Dm));
        assert_ne!(
            side,
            reminder(l, "<@5>", &Choice::Side, false, DecideIn::Dm)
        );
        assert_ne!(
            side,
            reminder(l, "<@5>", &Choice::Side, true, DecideIn::HandCommand)
        );
        assert_eq!(decide_in(&ante, true), DecideIn::HandCommand);
        let pick = Choice::Pick {
            options: vec![Card::Inuksuk],
        };
        assert_eq!(
            decide_in(&pick, false),
            DecideIn::Dm,
            "picks are made in DMs"
        );
        let boast = Choice::Boast {
            space: BoastSpace { standing: None },
            may_doom: false,
        };
        let raise = Choice::Boast {
            space: BoastSpace { standing: None },
            may_doom: true,
        };
        assert_ne!(
            reminder(l, "x", &boast, false, DecideIn::Dm),
            reminder(l, "x", &raise, false, DecideIn::Dm)
        );
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
        let closed = cancelled_board(Locale::SOURCE, board);
        assert!(closed.rows.is_empty());
        let embed = closed.embed.expect("embed kept");
        assert!(
            embed
                .description
                .starts_with(&t!(Locale::SOURCE, "board-cancelled"))
        );
        assert!(embed.description.ends_with("Boasting"));
    }
}
