//! The game clock's words (issue 29): each player's time bank on the
//! board, and the clock in the lobby and the server's settings.

use super::Names;
use crate::discord::text::{Locale, t, words};
use crate::service::ClockOptions;
use crate::service::{SeatClock, TableView};

/// A bank as the board shows it: "2d 4h", "5h 30m", "45m" (rounded down:
/// a player never has less than the board says).
pub fn short(l: Locale, ms: i64) -> String {
    let minutes = ms.max(0) / 60_000;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    if days > 0 {
        t!(l, "clock-short-days", days = days, hours = hours)
    } else if hours > 0 {
        t!(l, "clock-short-hours", hours = hours, minutes = minutes)
    } else {
        t!(l, "clock-short-minutes", minutes = minutes)
    }
}

/// The board's line of time banks, in seat order: a running clock says
/// when it runs out (Discord counts down for each reader), a stopped one
/// what is left. `None` without a game clock.
pub fn board_line(l: Locale, table: &TableView) -> Option<String> {
    if table.clocks.is_empty() {
        return None;
    }
    let names = Names::from_seats(l, &table.seats);
    let banks: Vec<String> = table
        .clocks
        .iter()
        .map(|c: &SeatClock| {
            let name = names.plain(c.seat);
            match c.runs_out_at() {
                Some(at) => t!(
                    l,
                    "clock-board-seat-running",
                    name = name,
                    when = format!("<t:{}:R>", at.div_euclid(1000))
                ),
                None => t!(
                    l,
                    "clock-board-seat",
                    name = name,
                    left = short(l, c.bank_ms)
                ),
            }
        })
        .collect();
    Some(t!(l, "clock-board", banks = banks.join(" · ")))
}

/// The lobby's line about the clock.
pub fn lobby_line(l: Locale, clock: ClockOptions) -> String {
    let bank = words::duration(l, clock.bank_secs);
    if clock.increment_secs == 0 {
        t!(l, "clock-lobby-no-increment", bank = bank)
    } else {
        t!(
            l,
            "clock-lobby",
            bank = bank,
            increment = words::duration(l, clock.increment_secs)
        )
    }
}

/// The settings screen's line about the clock; `is_set`: the server's own
/// value, not the bot's default.
pub fn settings_line(l: Locale, clock: Option<ClockOptions>, is_set: bool) -> String {
    let value = match clock {
        Some(c) => t!(
            l,
            "clock-settings-value",
            bank = words::duration(l, c.bank_secs),
            increment = words::duration(l, c.increment_secs)
        ),
        None => t!(l, "clock-settings-none"),
    };
    t!(
        l,
        "clock-settings-line",
        value = value,
        whose = if is_set { "server" } else { "bot" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn banks_read_in_the_largest_units_rounded_down() {
        let l = Locale::SOURCE;
        let hour = 3_600_000;
        assert_eq!(
            short(l, 2 * 24 * hour + 4 * hour + 59_999),
            t!(l, "clock-short-days", days = 2, hours = 4)
        );
        assert_eq!(
            short(l, 5 * hour + 30 * 60_000),
            t!(l, "clock-short-hours", hours = 5, minutes = 30)
        );
        assert_eq!(short(l, 59_999), t!(l, "clock-short-minutes", minutes = 0));
        assert_eq!(
            short(l, -5),
            short(l, 0),
            "an overdrawn bank reads as empty"
        );
    }

    /// The board's line: a stopped bank says what is left, a running one
    /// when it runs out (a timestamp Discord counts down); none without a
    /// clock.
    #[test]
    fn the_board_shows_every_players_bank() {
        use crate::discord::render::picture::sample;
        use crate::engine::Seat;
        let l = Locale::SOURCE;
        let game = sample::finished_game(5, 1, 7);
        let mut table = sample::table(&game, &["Ann", "Bo", "Cy", "Di", "AI"]);
        let plain = super::super::table_board(l, &table).unwrap();
        assert_eq!(board_line(l, &table), None);
        table.clocks = vec![
            SeatClock {
                seat: Seat(0),
                bank_ms: 2 * 86_400_000 + 4 * 3_600_000,
                running_since: None,
            },
            SeatClock {
                seat: Seat(1),
                bank_ms: 86_400_000,
                running_since: Some(1_000_000),
            },
        ];
        let line = board_line(l, &table).unwrap();
        assert!(
            line.contains(&short(l, 2 * 86_400_000 + 4 * 3_600_000)),
            "{line}"
        );
        assert!(line.contains("<t:87400:R>"), "{line}");
        let board = super::super::table_board(l, &table).unwrap();
        board.check().unwrap();
        let description = &board.embed.unwrap().description;
        assert!(description.contains(&line), "{description}");
        assert!(!plain.embed.unwrap().description.contains(&line));
    }
}
