//! A player's private screen: their hand, their secret choices and, when it
//! is their turn to decide, the controls for it. Sent by DM (kept up to
//! date) and as an ephemeral reply to `/nanuk hand` or the board's "My hand".

use super::cards;
use super::{Names, colour};
use crate::discord::ids::{Control, ControlId, DraftPart, card_value};
use crate::discord::screen::{Button, Embed, Row, Screen, Select, SelectOption, Style};
use crate::engine::{
    Animal, Boast, BoastSpace, Card, Choice, MAX_COUNT, MAX_DAYS, PhaseView, SeatView, Side,
    SidesRule,
};

/// What the hand screen needs besides the seat's view.
pub struct HandContext<'a> {
    pub game: crate::store::GameId,
    pub names: &'a Names,
    /// The seat's decision token, put into every control.
    pub token: u64,
    /// Which game this is, for players in several: "#nanuk in Arctic Club".
    pub location: &'a str,
    /// The boast being built with the menus, if any.
    pub draft: Option<Boast>,
    /// The cards ticked in the contribution menu, if any.
    pub contribution: Option<Vec<Card>>,
}

/// Everything on this screen follows the seat's private view (hand, own
/// choices, what it may decide now): the service redraws a DM only when that
/// changes, so public facts that move on without the seat (whose turn it is,
/// the standing boast) belong on the board, not here.
pub fn hand(ctx: &HandContext<'_>, view: &SeatView) -> Screen {
    let mut mine = vec![if view.hand.is_empty() {
        "Your hand is empty.".to_string()
    } else {
        view.hand
            .iter()
            .map(|c| format!("• {}", cards::card(*c)))
            .collect::<Vec<_>>()
            .join("\n")
    }];
    if let Some(side) = view.side {
        mine.push(format!("Your side: {}", cards::side(side)));
    }
    if let Some(ante) = view.ante {
        mine.push(format!("Your ante, face down: {}", cards::card(ante)));
    }
    if !view.contribution.is_empty() {
        mine.push(format!(
            "You gave to the hunt, face down: {}",
            cards::list(&view.contribution)
        ));
    }
    let embed = Embed::new(
        format!("Your hand · Nanuk in {}", ctx.location),
        colour::HAND,
    )
    .description(mine.join("\n"))
    .field("Now", prompt(ctx.names, view), false)
    .footer(format!(
        "game #{} · the board in the game's channel shows the table",
        ctx.game
    ))
    .fit();
    Screen {
        content: String::new(),
        embed: Some(embed),
        rows: view
            .choice
            .as_ref()
            .map_or_else(Vec::new, |c| controls(ctx, view, c)),
    }
}

/// The prompt when the DM has nothing to decide (also for a reward pick,
/// which is made on the board).
pub const NOTHING: &str = "Nothing to decide in this DM right now.";

fn prompt(names: &Names, view: &SeatView) -> String {
    let public = &view.public;
    let Some(choice) = &view.choice else {
        return match public.phase {
            PhaseView::Over => "The game is over.".to_string(),
            _ => NOTHING.to_string(),
        };
    };
    match choice {
        Choice::Boast { space, .. } => match space.standing {
            None => "**Open the boasting**: name an animal, how many and in how many days. Pick a quick boast or build one with the menus.".to_string(),
            Some(standing) => format!(
                "**Your turn to boast.** Raise {} or cry **DOOMED!**",
                cards::boast(&standing)
            ),
        },
        Choice::Side => {
            let target = public.hunt.as_ref().map(|h| cards::boast(&h.target)).unwrap_or_default();
            let leader = public.hunt_leader.map(|s| names.bold(s)).unwrap_or_default();
            let how = match public.settings.sides {
                SidesRule::Secret => "Your choice stays secret until everyone has chosen.",
                SidesRule::Sequential => "Your choice is public at once.",
            };
            format!("**Hunt or Doom?** {leader} leads the hunt for **{target}**. {how}")
        }
        Choice::Ante { .. } => {
            "**Place your ante**: one card, face down. After the hunt it goes to the winners.".to_string()
        }
        Choice::Contribute { .. } => "**Contribute to the hunt**: one or more cards, face down. Target animals count, Inuksuks protect against Nanuk.".to_string(),
        Choice::Pick { .. } => "**Your pick**: take one card from the pot.".to_string(),
    }
}

fn id(ctx: &HandContext<'_>, control: Control) -> String {
    ControlId::new(ctx.game, ctx.token, control).to_string()
}

fn controls(ctx: &HandContext<'_>, view: &SeatView, choice: &Choice) -> Vec<Row> {
    match choice {
        Choice::Boast { space, may_doom } => boast_controls(ctx, *space, *may_doom),
        Choice::Side => vec![Row::Buttons(vec![
            Button::new(
                id(ctx, Control::Side(Side::Hunt)),
                cards::side(Side::Hunt),
                Style::Success,
            ),
            Button::new(
                id(ctx, Control::Side(Side::Doom)),
                cards::side(Side::Doom),
                Style::Danger,
            ),
        ])],
        Choice::Ante { options } => vec![Row::Buttons(
            options
                .iter()
                .map(|c| {
                    Button::new(
                        id(ctx, Control::Ante(*c)),
                        format!("Ante {}", cards::card(*c)),
                        Style::Secondary,
                    )
                })
                .collect(),
        )],
        Choice::Contribute { hand } => contribute_controls(ctx, hand),
        Choice::Pick { options } => vec![Row::Select(Select {
            id: id(ctx, Control::Pick),
            placeholder: "Pick a card from the pot".to_string(),
            options: options
                .iter()
                .map(|c| {
                    let n = view.public.pot.iter().filter(|p| *p == c).count();
                    SelectOption::new(format!("{} ×{n}", cards::card(*c)), c.code())
                })
                .collect(),
            min: 1,
            max: 1,
        })],
    }
}

/// The lowest count `animal` may be boasted at given the standing boast.
fn lowest_count(space: BoastSpace, animal: Animal) -> u8 {
    match space.standing {
        None => 1,
        Some(s) if s.animal == animal => s.count,
        Some(s) => (s.count + 1).min(MAX_COUNT),
    }
}

fn boast_controls(ctx: &HandContext<'_>, space: BoastSpace, may_doom: bool) -> Vec<Row> {
    let quick = Boast::lowest_raises(space.standing.as_ref());
    let mut draft = ctx
        .draft
        .or_else(|| quick.first().copied())
        .unwrap_or(Boast {
            count: MAX_COUNT,
            animal: Animal::Deer,
            days: MAX_DAYS,
        });
    let lo = lowest_count(space, draft.animal);
    let hi = (lo + 24).min(MAX_COUNT);
    draft.count = draft.count.clamp(lo, hi);
    let mut rows = Vec::new();
    if !quick.is_empty() {
        rows.push(Row::Buttons(
            quick
                .iter()
                .map(|b| Button::new(id(ctx, Control::Boast(*b)), b.to_string(), Style::Primary))
                .collect(),
        ));
    }
    rows.push(Row::Select(Select {
        id: id(ctx, Control::Draft(DraftPart::Animal, draft)),
        placeholder: "Animal".to_string(),
        options: Animal::ALL
            .into_iter()
            .map(|a| {
                SelectOption::new(
                    format!("{} {}", cards::animal_emoji(a), a.plural()),
                    a.code(),
                )
                .default(a == draft.animal)
            })
            .collect(),
        min: 1,
        max: 1,
    }));
    rows.push(Row::Select(Select {
        id: id(ctx, Control::Draft(DraftPart::Count, draft)),
        placeholder: "How many".to_string(),
        options: (lo..=hi)
            .map(|n| {
                SelectOption::new(super::count(n as u64, "animal"), n.to_string())
                    .default(n == draft.count)
            })
            .collect(),
        min: 1,
        max: 1,
    }));
    rows.push(Row::Select(Select {
        id: id(ctx, Control::Draft(DraftPart::Days, draft)),
        placeholder: "Days".to_string(),
        options: (1..=MAX_DAYS)
            .map(|d| {
                let label = super::count(d as u64, "day");
                SelectOption::new(label, d.to_string()).default(d == draft.days)
            })
            .collect(),
        min: 1,
        max: 1,
    }));
    let legal = space.contains(&draft);
    let label = if legal {
        format!("Boast {draft}")
    } else {
        format!("{draft} does not raise")
    };
    let mut last = vec![
        Button::new(id(ctx, Control::BoastBuilt(draft)), label, Style::Success).disabled(!legal),
    ];
    if may_doom {
        last.push(Button::new(
            id(ctx, Control::Doom),
            "DOOMED!",
            Style::Danger,
        ));
    }
    rows.push(Row::Buttons(last));
    rows
}

fn contribute_controls(ctx: &HandContext<'_>, hand: &[Card]) -> Vec<Row> {
    let mut ticked = ctx.contribution.clone().unwrap_or_default();
    let options = hand
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let chosen = ticked
                .iter()
                .position(|t| t == c)
                .map(|p| ticked.remove(p))
                .is_some();
            SelectOption::new(cards::card(*c), card_value(*c, i)).default(chosen)
        })
        .collect();
    let mut rows = vec![Row::Select(Select {
        id: id(ctx, Control::ContributeMenu),
        placeholder: "Choose the cards to contribute".to_string(),
        options,
        min: 1,
        max: hand.len() as u8,
    })];
    let mut buttons = Vec::new();
    if let Some(draft) = ctx.contribution.as_ref().filter(|d| !d.is_empty()) {
        buttons.push(Button::new(
            id(ctx, Control::Contribute(draft.clone())),
            format!("Contribute {}", cards::list(draft)),
            Style::Success,
        ));
    }
    let all_ticked = ctx
        .contribution
        .as_ref()
        .is_some_and(|d| d.len() == hand.len());
    if hand.len() > 1 && !all_ticked {
        buttons.push(Button::new(
            id(ctx, Control::Contribute(hand.to_vec())),
            format!("Contribute all {}", hand.len()),
            Style::Secondary,
        ));
    }
    if hand.len() == 1 {
        buttons.push(Button::new(
            id(ctx, Control::Contribute(hand.to_vec())),
            format!("Contribute {}", cards::card(hand[0])),
            Style::Success,
        ));
    }
    rows.push(Row::Buttons(buttons));
    rows
}
