//! The public board: one embed per game in its channel, kept up to date.
//! Everything here comes from the `PublicView`: hand sizes but no hands,
//! contribution counts but not the cards, the deck's size but never how
//! many of its cards are face down.

use super::cards;
use super::{Names, colour};
use crate::discord::ids::{Control, ControlId};
use crate::discord::screen::{Button, Embed, Row, Screen, Select, SelectOption, Style};
use crate::discord::text::{Locale, t, words};
use crate::engine::{DayDraw, Hunt, NanukCheck, PhaseView, PublicView, Seat, SideView};

/// What the board needs besides the view.
pub struct BoardContext<'a> {
    /// The language of the board (the game's public one).
    pub l: Locale,
    pub game: crate::service::GameId,
    pub names: &'a Names,
    /// The picker's decision token, for the pick menu.
    pub pick_token: u64,
    /// The game version drawn, carried by the board's buttons (which
    /// ignore it): what the board shows can be told from outside (the load
    /// generator measures how far the board lags the table with it).
    pub version: u64,
    /// Lines about the seats, e.g. "the AI played for Bob (timed out)".
    pub notes: &'a [String],
    /// A practice board, in its player's DM: no "My hand" (the hand is in
    /// the same conversation) and no "Follow" (nobody else sees it).
    pub practice: bool,
}

pub fn board(ctx: &BoardContext<'_>, view: &PublicView) -> Screen {
    let l = ctx.l;
    let names = ctx.names;
    let title = if view.settings.seasons > 1 {
        t!(
            l,
            "board-title-seasons",
            season = view.season,
            seasons = view.settings.seasons,
            round = view.round
        )
    } else {
        t!(l, "board-title", round = view.round)
    };
    let mut description = vec![status_line(l, names, view)];
    description.push(t!(
        l,
        "board-wind",
        wind = words::wind(l, view.wind),
        first = names.bold(view.first_player)
    ));
    if view.winter {
        description.push(t!(l, "board-winter"));
    }
    description.extend(ctx.notes.iter().cloned());
    let mut embed = Embed::new(title, colour::BOARD)
        .description(description.join("\n"))
        .field(t!(l, "board-table"), table(l, names, view), false);
    if let Some((seat, standing)) = view.standing() {
        let history = view
            .boasts
            .iter()
            .map(|(s, b)| format!("{}: {}", names.plain(*s), words::boast(l, b)))
            .collect::<Vec<_>>();
        let mut value = t!(
            l,
            "board-standing-by",
            boast = cards::boast(l, &standing),
            name = names.bold(seat)
        );
        if history.len() > 1 {
            value.push_str(&format!("\n-# {}", history.join(" → ")));
        }
        embed = embed.field(t!(l, "board-standing"), value, false);
    }
    if let (Some(hl), Some(dl)) = (view.hunt_leader, view.doom_leader) {
        embed = embed.field(
            t!(l, "board-leaders"),
            t!(
                l,
                "board-leaders-value",
                hunt = names.bold(hl),
                doom = names.bold(dl)
            ),
            true,
        );
    }
    if let Some(hunt) = &view.hunt
        && (!hunt.pool.is_empty() || hunt.outcome.is_some())
    {
        embed = embed.field(t!(l, "board-hunt"), hunt_lines(l, hunt), false);
    }
    if !view.antes.is_empty() {
        let antes = view
            .antes
            .iter()
            .map(|(s, c)| format!("{}: {}", names.plain(*s), cards::card(l, *c)))
            .collect::<Vec<_>>()
            .join("\n");
        embed = embed.field(t!(l, "board-antes"), antes, true);
    }
    if let Some(picking) = &view.picking {
        embed = embed.field(
            t!(l, "board-rewards"),
            t!(
                l,
                "board-rewards-value",
                pot = cards::list(l, &view.pot),
                name = names.bold(picking.turn),
                each = picking.each,
                left = picking.left
            ),
            false,
        );
    }
    embed = embed.field(t!(l, "board-piles"), piles(l, names, view), false);
    if view.seasons.len() > 1 || (view.settings.seasons > 1 && !view.seasons.is_empty()) {
        let totals = view
            .totals
            .iter()
            .enumerate()
            .map(|(i, t)| format!("{} {t}", names.plain(Seat(i as u8))))
            .collect::<Vec<_>>()
            .join(" · ");
        embed = embed.field(t!(l, "board-season-totals"), totals, false);
    }
    let embed = embed
        .footer(t!(
            l,
            "board-footer",
            cards = view.deck_size,
            game = ctx.game.0
        ))
        .fit();

    let mut rows = Vec::new();
    // A practice game's board is its player's prompt for picks; elsewhere
    // the picker picks in their DM.
    if ctx.practice
        && let Some(picking) = &view.picking
    {
        let options = cards::grouped(&view.pot)
            .into_iter()
            .map(|(card, n)| {
                SelectOption::new(format!("{} ×{n}", cards::card(l, card)), card.code())
            })
            .collect();
        rows.push(Row::Select(Select {
            id: ControlId::new(ctx.game, ctx.pick_token, Control::Pick).to_string(),
            placeholder: t!(l, "board-pick-placeholder", name = names.raw(picking.turn)),
            options,
            min: 1,
            max: 1,
        }));
    }
    if view.phase != PhaseView::Over && !ctx.practice {
        let button = |control, label: String| {
            Button::new(
                ControlId::new(ctx.game, ctx.version, control).to_string(),
                label,
                Style::Secondary,
            )
        };
        rows.push(Row::Buttons(vec![
            button(Control::ShowHand, t!(l, "board-my-hand")),
            // Spectators: each hunt's outcome and the end, by DM.
            button(Control::Follow(true), t!(l, "board-follow")),
            button(Control::Follow(false), t!(l, "board-unfollow")),
        ]));
    }
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows,
    }
}

/// "Boasting: waiting for **Alice**" and the like.
pub fn status_line(l: Locale, names: &Names, view: &PublicView) -> String {
    let waiting = names.list(l, &view.waiting_for);
    match &view.phase {
        PhaseView::Boasting { turn } => t!(l, "status-boasting", name = names.bold(*turn)),
        PhaseView::ChoosingSides { next: Some(next) } => {
            t!(l, "status-sides-in-turn", name = names.bold(*next))
        }
        PhaseView::ChoosingSides { next: None } => {
            t!(l, "status-sides-secret", waiting = waiting)
        }
        PhaseView::Anteing => t!(l, "status-antes", waiting = waiting),
        PhaseView::Contributing { turn } => {
            t!(l, "status-contributing", name = names.bold(*turn))
        }
        PhaseView::Picking { turn } => t!(l, "status-picking", name = names.bold(*turn)),
        PhaseView::Over => t!(l, "status-over"),
    }
}

/// One line per seat in the wind's order from the first player.
fn table(l: Locale, names: &Names, view: &PublicView) -> String {
    let n = view.settings.seats;
    view.wind
        .order(view.first_player, n)
        .map(|seat| {
            let s = &view.seats[seat.index()];
            let mut line = format!("{} 🂠{}", names.bold(seat), s.hand_size);
            match s.side {
                SideView::Undecided => {}
                SideView::Secret => line.push_str(&format!(" · {}", t!(l, "table-side-chosen"))),
                SideView::Known(side) => line.push_str(&format!(" · {}", cards::side(l, side))),
            }
            if s.anted {
                line.push_str(&format!(" · {}", t!(l, "table-anted")));
            }
            if s.contributed > 0 {
                let gave = t!(l, "table-gave", count = s.contributed);
                line.push_str(&format!(" · {gave}"));
            }
            if view.waiting_for.contains(&seat) {
                line.push_str(" · ⏳");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn day_line(l: Locale, d: &DayDraw) -> String {
    let card = format!("{} {}", d.day, cards::symbol(d.card));
    match d.nanuk {
        None => card,
        Some(NanukCheck::Cancelled) => t!(l, "hunt-day-nanuk-held", card = card),
        Some(NanukCheck::Fatal) => t!(l, "hunt-day-nanuk", card = card),
    }
}

fn hunt_lines(l: Locale, hunt: &Hunt) -> String {
    let mut lines = vec![t!(
        l,
        "hunt-target",
        boast = cards::boast(l, &hunt.target),
        counted = hunt.counted,
        count = hunt.target.count,
        protections = hunt.protections
    )];
    lines.push(t!(
        l,
        "hunt-hunters-cards",
        cards = cards::compact(&hunt.pool)
    ));
    if !hunt.days.is_empty() {
        let days: Vec<String> = hunt.days.iter().map(|d| day_line(l, d)).collect();
        lines.push(t!(
            l,
            "hunt-days",
            drawn = hunt.days.len(),
            days = hunt.target.days,
            draws = days.join(" · ")
        ));
    }
    if let Some(day) = hunt.winter_day {
        lines.push(t!(l, "hunt-winter-came", day = day));
    }
    if let Some(outcome) = hunt.outcome {
        lines.push(match outcome {
            crate::engine::HuntOutcome::Success => t!(l, "hunt-outcome-success"),
            crate::engine::HuntOutcome::Nanuk { .. } => t!(l, "hunt-outcome-nanuk"),
            crate::engine::HuntOutcome::TooFew => t!(l, "hunt-outcome-too-few"),
            crate::engine::HuntOutcome::Unfinished => t!(l, "hunt-outcome-unfinished"),
        });
    }
    lines.join("\n")
}

fn piles(l: Locale, names: &Names, view: &PublicView) -> String {
    view.seats
        .iter()
        .map(|s| {
            t!(
                l,
                "board-pile",
                name = names.plain(s.seat),
                points = s.score.points() - u32::from(s.score.nanuk_bonus),
                bonus = s.score.nanuk_bonus,
                cards = cards::compact(&s.pile)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
