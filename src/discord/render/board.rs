//! The public board: one embed per game in its channel, kept up to date.
//! Everything here comes from the `PublicView`: hand sizes but no hands,
//! contribution counts but not the cards, the deck's size but never how
//! many of its cards are face down.

use super::cards;
use super::{Names, colour};
use crate::discord::ids::{Control, ControlId};
use crate::discord::screen::{Button, Embed, Row, Screen, Select, SelectOption, Style};
use crate::engine::{DayDraw, Hunt, NanukCheck, PhaseView, PublicView, Seat, SideView};

/// What the board needs besides the view.
pub struct BoardContext<'a> {
    pub game: crate::store::GameId,
    pub names: &'a Names,
    /// The picker's decision token, for the pick menu.
    pub pick_token: u64,
    /// Lines about the seats, e.g. "the AI played for Bob (timed out)".
    pub notes: &'a [String],
    /// A practice board, in its player's DM: no "My hand" (the hand is in
    /// the same conversation) and no "Follow" (nobody else sees it).
    pub practice: bool,
}

pub fn board(ctx: &BoardContext<'_>, view: &PublicView) -> Screen {
    let names = ctx.names;
    let title = if view.settings.seasons > 1 {
        format!(
            "Nanuk · season {} of {} · round {}",
            view.season, view.settings.seasons, view.round
        )
    } else {
        format!("Nanuk · round {}", view.round)
    };
    let mut description = vec![status_line(names, view)];
    description.push(format!(
        "🌬️ Wind: {} · first player: {}",
        view.wind.arrow(),
        names.bold(view.first_player)
    ));
    if view.winter {
        description.push("❄️ **Winter is near**: this is the season's last hunt.".to_string());
    }
    description.extend(ctx.notes.iter().cloned());
    let mut embed = Embed::new(title, colour::BOARD)
        .description(description.join("\n"))
        .field("Table (in the wind's order)", table(names, view), false);
    if let Some((seat, standing)) = view.standing() {
        let history = view
            .boasts
            .iter()
            .map(|(s, b)| format!("{}: {b}", names.plain(*s)))
            .collect::<Vec<_>>();
        let mut value = format!("**{}** by {}", cards::boast(&standing), names.bold(seat));
        if history.len() > 1 {
            value.push_str(&format!("\n-# {}", history.join(" → ")));
        }
        embed = embed.field("Standing boast", value, false);
    }
    if let (Some(hl), Some(dl)) = (view.hunt_leader, view.doom_leader) {
        embed = embed.field(
            "Leaders",
            format!(
                "{} Hunt: {}\n{} Doom: {}",
                cards::HUNT,
                names.bold(hl),
                cards::DOOM,
                names.bold(dl)
            ),
            true,
        );
    }
    if let Some(hunt) = &view.hunt
        && (!hunt.pool.is_empty() || hunt.outcome.is_some())
    {
        embed = embed.field("The hunt", hunt_lines(hunt), false);
    }
    if !view.antes.is_empty() {
        let antes = view
            .antes
            .iter()
            .map(|(s, c)| format!("{}: {}", names.plain(*s), cards::card(*c)))
            .collect::<Vec<_>>()
            .join("\n");
        embed = embed.field("Antes", antes, true);
    }
    if let Some(picking) = &view.picking {
        embed = embed.field(
            "Rewards",
            format!(
                "Pot: {}\n{} picks now ({} each; {} left)",
                cards::list(&view.pot),
                names.bold(picking.turn),
                picking.each,
                super::count(picking.left as u64, "pick")
            ),
            false,
        );
    }
    embed = embed.field("Score piles", piles(names, view), false);
    if view.seasons.len() > 1 || (view.settings.seasons > 1 && !view.seasons.is_empty()) {
        let totals = view
            .totals
            .iter()
            .enumerate()
            .map(|(i, t)| format!("{} {t}", names.plain(Seat(i as u8))))
            .collect::<Vec<_>>()
            .join(" · ");
        embed = embed.field("Season totals", totals, false);
    }
    let embed = embed
        .footer(format!(
            "Draw pile: {} · game #{}",
            super::count(view.deck_size as u64, "card"),
            ctx.game
        ))
        .fit();

    let mut rows = Vec::new();
    if let Some(picking) = &view.picking {
        let options = cards::grouped(&view.pot)
            .into_iter()
            .map(|(card, n)| SelectOption::new(format!("{} ×{n}", cards::card(card)), card.code()))
            .collect();
        rows.push(Row::Select(Select {
            id: ControlId::new(ctx.game, ctx.pick_token, Control::Pick).to_string(),
            placeholder: format!("{}: pick a card", names.raw(picking.turn)),
            options,
            min: 1,
            max: 1,
        }));
    }
    if view.phase != PhaseView::Over && !ctx.practice {
        let button = |control, label| {
            Button::new(
                ControlId::new(ctx.game, 0, control).to_string(),
                label,
                Style::Secondary,
            )
        };
        rows.push(Row::Buttons(vec![
            button(Control::ShowHand, "My hand"),
            // Spectators: each hunt's outcome and the end, by DM.
            button(Control::Follow(true), "Follow"),
            button(Control::Follow(false), "Unfollow"),
        ]));
    }
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows,
    }
}

/// "Boasting: waiting for **Alice**" and the like.
pub fn status_line(names: &Names, view: &PublicView) -> String {
    let waiting = names.list(&view.waiting_for);
    match &view.phase {
        PhaseView::Boasting { turn } => format!("🗣️ **Boasting**: {}'s turn", names.bold(*turn)),
        PhaseView::ChoosingSides { next: Some(next) } => {
            format!(
                "🔔 **Choosing sides** in turn: {}'s turn",
                names.bold(*next)
            )
        }
        PhaseView::ChoosingSides { next: None } => {
            format!("🔔 **Choosing sides** in secret: waiting for {waiting}")
        }
        PhaseView::Anteing => format!("🪙 **Antes**: waiting for {waiting}"),
        PhaseView::Contributing { turn } => {
            format!(
                "🃏 **Planning the hunt**: {} contributes",
                names.bold(*turn)
            )
        }
        PhaseView::Picking { turn } => format!("🎁 **Rewards**: {} picks", names.bold(*turn)),
        PhaseView::Over => "🏁 **The game is over.**".to_string(),
    }
}

/// One line per seat in the wind's order from the first player.
fn table(names: &Names, view: &PublicView) -> String {
    let n = view.settings.seats;
    view.wind
        .order(view.first_player, n)
        .map(|seat| {
            let s = &view.seats[seat.index()];
            let mut line = format!("{} 🂠{}", names.bold(seat), s.hand_size);
            match s.side {
                SideView::Undecided => {}
                SideView::Secret => line.push_str(" · ✉️ chosen"),
                SideView::Known(side) => line.push_str(&format!(" · {}", cards::side(side))),
            }
            if s.anted {
                line.push_str(" · anted");
            }
            if s.contributed > 0 {
                line.push_str(&format!(" · gave {}", s.contributed));
            }
            if view.waiting_for.contains(&seat) {
                line.push_str(" · ⏳");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn day_line(d: &DayDraw) -> String {
    let mark = match d.nanuk {
        None => "",
        Some(NanukCheck::Cancelled) => " (Nanuk, held back)",
        Some(NanukCheck::Fatal) => " (**Nanuk!**)",
    };
    format!("{} {}{mark}", d.day, cards::symbol(d.card))
}

fn hunt_lines(hunt: &Hunt) -> String {
    let mut lines = vec![format!(
        "Target **{}** · counted **{}/{}** · protections left {}",
        cards::boast(&hunt.target),
        hunt.counted,
        hunt.target.count,
        hunt.protections
    )];
    lines.push(format!("Hunters' cards: {}", cards::compact(&hunt.pool)));
    if !hunt.days.is_empty() {
        let days: Vec<String> = hunt.days.iter().map(day_line).collect();
        lines.push(format!(
            "Days {}/{}: {}",
            hunt.days.len(),
            hunt.target.days,
            days.join(" · ")
        ));
    }
    if let Some(day) = hunt.winter_day {
        lines.push(format!("❄️ Winter came on day {day}."));
    }
    if let Some(outcome) = hunt.outcome {
        lines.push(
            match outcome {
                crate::engine::HuntOutcome::Success => "🎉 Success: the Hunters share the pot.",
                crate::engine::HuntOutcome::Nanuk { .. } => "💀 Nanuk: the Doomers share the pot.",
                crate::engine::HuntOutcome::TooFew => "💀 Too few: the Doomers share the pot.",
                crate::engine::HuntOutcome::Unfinished => "❄️ Unfinished: nobody scores it.",
            }
            .to_string(),
        );
    }
    lines.join("\n")
}

fn piles(names: &Names, view: &PublicView) -> String {
    view.seats
        .iter()
        .map(|s| {
            format!(
                "{}: **{}** pts · {}",
                names.plain(s.seat),
                s.score.points(),
                cards::compact(&s.pile)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
