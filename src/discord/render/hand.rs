//! A player's private screen: their hand, their secret choices and, when it
//! is their turn to decide, the controls for it. Sent by DM (kept up to
//! date) and as an ephemeral reply to `/nanuk hand` or the board's "My hand".

use super::cards;
use super::recap;
use super::{Names, colour};
use crate::discord::ids::{Control, ControlId, DraftPart, card_value};
use crate::discord::screen::{Button, Embed, Field, Row, Screen, Select, SelectOption, Style};
use crate::discord::screen::{clip, limits};
use crate::discord::text::{Locale, t, words};
use crate::engine::{
    Animal, Boast, BoastSpace, Card, Choice, MAX_COUNT, MAX_DAYS, PhaseView, SeatView, Side,
    SidesRule,
};
use crate::service::Recap;

/// What the hand screen needs besides the seat's view.
pub struct HandContext<'a> {
    /// The language of the hand (its player's).
    pub l: Locale,
    pub game: crate::service::GameId,
    pub names: &'a Names,
    /// The seat's decision token, put into every control.
    pub token: u64,
    /// Which game this is, for players in several: "#nanuk in Arctic Club".
    pub location: &'a str,
    /// A link to the game's board, when it is known: the hand's last line.
    pub board: Option<&'a str>,
    /// The boast being built with the menus, if any.
    pub draft: Option<Boast>,
    /// The cards ticked in the contribution menu, if any.
    pub contribution: Option<Vec<Card>>,
    /// The seat's last decision and what happened since.
    pub recap: &'a Recap,
    /// The seat's game clock, if the game has one.
    pub clock: Option<crate::service::SeatClock>,
}

/// Everything on this screen follows the seat's private view (hand, own
/// choices, what it may decide now): the service redraws a DM only when that
/// changes, so public facts that move on without the seat (whose turn it is,
/// the standing boast) belong on the board, not here.
pub fn hand(ctx: &HandContext<'_>, view: &SeatView) -> Screen {
    let l = ctx.l;
    let mut mine = vec![if view.hand.is_empty() {
        t!(l, "hand-empty")
    } else {
        view.hand
            .iter()
            .map(|c| format!("• {}", cards::card(l, *c)))
            .collect::<Vec<_>>()
            .join("\n")
    }];
    if let Some(side) = view.side {
        mine.push(t!(l, "hand-your-side", side = cards::side(l, side)));
    }
    if let Some(ante) = view.ante {
        mine.push(t!(l, "hand-your-ante", card = cards::card(l, ante)));
    }
    if !view.contribution.is_empty() {
        mine.push(t!(
            l,
            "hand-you-gave",
            cards = cards::list(l, &view.contribution)
        ));
    }
    // The prompt is the embed's first field (`NOW_FIELD`). A footer cannot
    // hold a link: with the board's, the game's line closes the prompt.
    let mut prompt = now(ctx, view);
    if let Some(link) = ctx.board {
        let line = t!(l, "hand-board-link", game = ctx.game.0);
        prompt = format!("{prompt}\n-# [{line}]({link})");
    }
    let embed = Embed::new(
        t!(l, "hand-your-hand", location = ctx.location),
        colour::HAND,
    )
    .description(mine.join("\n"))
    .field(t!(l, "hand-now"), prompt, false);
    let embed = match ctx.board {
        Some(_) => embed,
        None => embed.footer(t!(l, "hand-footer", game = ctx.game.0)),
    }
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

/// Where the prompt ("Now") is among the hand embed's fields: the DM
/// finds it by place, never by its (translated) title.
const NOW_FIELD: usize = 0;

/// The hand screen's prompt field, to be rewritten (see `dm::picking`).
pub fn prompt_field(screen: &mut Screen) -> Option<&mut Field> {
    screen.embed.as_mut()?.fields.get_mut(NOW_FIELD)
}

/// The prompt when the DM has nothing to decide (also for a reward pick,
/// which is made on the board).
pub fn nothing(l: Locale) -> String {
    t!(l, "hand-nothing")
}

/// The prompt field: with a decision, what happened since the last one, the
/// decision and its facts; without, the record of what the player did last.
fn now(ctx: &HandContext<'_>, view: &SeatView) -> String {
    let (l, names) = (ctx.l, ctx.names);
    let Some(choice) = &view.choice else {
        let mut lines: Vec<String> = ctx.recap.last.iter().map(|a| recap::record(l, a)).collect();
        lines.push(match view.public.phase {
            PhaseView::Over => t!(l, "status-over-plain"),
            _ if lines.is_empty() => nothing(l),
            _ => return lines.join("\n"),
        });
        return lines.join("\n");
    };
    let mut lines = recap::since(l, names, view.seat, ctx.recap);
    if !lines.is_empty() {
        lines.insert(0, format!("-# {}", t!(l, "recap-title")));
        lines.push(String::new());
    }
    lines.push(prompt(l, names, view, choice));
    lines.extend(recap::facts(l, names, view, choice));
    if let Some(at) = ctx.clock.and_then(|c| c.runs_out_at()) {
        // A Discord timestamp: "in 2 days", right without a redraw.
        lines.push(t!(
            l,
            "clock-prompt",
            when = format!("<t:{}:R>", at.div_euclid(1000))
        ));
    }
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

fn prompt(l: Locale, names: &Names, view: &SeatView, choice: &Choice) -> String {
    let public = &view.public;
    match choice {
        // The standing boast and who made it are the prompt's facts.
        Choice::Boast { space, .. } => match space.standing {
            None => t!(l, "prompt-open-boasting"),
            Some(_) => t!(l, "prompt-boast"),
        },
        Choice::Side => {
            let target = public
                .hunt
                .as_ref()
                .map(|h| cards::boast(l, &h.target))
                .unwrap_or_default();
            let leader = public
                .hunt_leader
                .map(|s| names.bold(s))
                .unwrap_or_default();
            let how = match public.settings.sides {
                SidesRule::Secret => "secret",
                SidesRule::Sequential => "sequential",
            };
            t!(
                l,
                "prompt-side",
                leader = leader,
                target = target,
                sides = how
            )
        }
        Choice::Ante { .. } => t!(l, "prompt-ante"),
        Choice::Contribute { .. } => t!(l, "prompt-contribute"),
        Choice::Pick { .. } => t!(l, "prompt-pick"),
    }
}

fn id(ctx: &HandContext<'_>, control: Control) -> String {
    ControlId::new(ctx.game, ctx.token, control).to_string()
}

fn controls(ctx: &HandContext<'_>, view: &SeatView, choice: &Choice) -> Vec<Row> {
    let l = ctx.l;
    match choice {
        Choice::Boast { space, may_doom } => boast_controls(ctx, *space, *may_doom),
        Choice::Side => vec![Row::Buttons(vec![
            Button::new(
                id(ctx, Control::Side(Side::Hunt)),
                cards::side(l, Side::Hunt),
                Style::Success,
            ),
            Button::new(
                id(ctx, Control::Side(Side::Doom)),
                cards::side(l, Side::Doom),
                Style::Danger,
            ),
        ])],
        Choice::Ante { options } => vec![Row::Buttons(
            options
                .iter()
                .map(|c| {
                    Button::new(
                        id(ctx, Control::Ante(*c)),
                        t!(l, "button-ante", card = cards::card(l, *c)),
                        Style::Secondary,
                    )
                })
                .collect(),
        )],
        Choice::Contribute { hand } => contribute_controls(ctx, hand),
        Choice::Pick { options } => vec![Row::Select(Select {
            id: id(ctx, Control::Pick),
            placeholder: t!(l, "placeholder-pick"),
            options: options
                .iter()
                .map(|c| {
                    let n = view.public.pot.iter().filter(|p| *p == c).count();
                    SelectOption::new(format!("{} ×{n}", cards::card(l, *c)), c.code())
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
    let l = ctx.l;
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
    let doom = || Button::new(id(ctx, Control::Doom), t!(l, "button-doom"), Style::Danger);
    if !quick.is_empty() {
        rows.push(Row::Buttons(
            quick
                .iter()
                .map(|b| {
                    Button::new(
                        id(ctx, Control::Boast(*b)),
                        words::boast(l, b),
                        Style::Primary,
                    )
                })
                .collect(),
        ));
    }
    if ctx.draft.is_none() && !quick.is_empty() {
        // Two rows fit a phone: the quick raises, then the builder behind a
        // button and DOOMED! apart in the danger style.
        let mut last = vec![Button::new(
            id(ctx, Control::Draft(DraftPart::Animal, draft)),
            t!(l, "button-other-boast"),
            Style::Secondary,
        )];
        if may_doom {
            last.push(doom());
        }
        rows.push(Row::Buttons(last));
        return rows;
    }
    rows.push(Row::Select(Select {
        id: id(ctx, Control::Draft(DraftPart::Animal, draft)),
        placeholder: t!(l, "placeholder-animal"),
        options: Animal::ALL
            .into_iter()
            .map(|a| {
                SelectOption::new(
                    format!("{} {}", cards::animal_emoji(a), words::animal(l, a, 2)),
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
        placeholder: t!(l, "placeholder-how-many"),
        options: (lo..=hi)
            .map(|n| {
                SelectOption::new(t!(l, "option-animals", count = n), n.to_string())
                    .default(n == draft.count)
            })
            .collect(),
        min: 1,
        max: 1,
    }));
    rows.push(Row::Select(Select {
        id: id(ctx, Control::Draft(DraftPart::Days, draft)),
        placeholder: t!(l, "placeholder-days"),
        options: (1..=MAX_DAYS)
            .map(|d| {
                let label = t!(l, "option-days", count = d);
                SelectOption::new(label, d.to_string()).default(d == draft.days)
            })
            .collect(),
        min: 1,
        max: 1,
    }));
    let legal = space.contains(&draft);
    let label = if legal {
        t!(l, "button-boast", boast = words::boast(l, &draft))
    } else {
        t!(l, "button-does-not-raise", boast = words::boast(l, &draft))
    };
    let mut last = vec![
        Button::new(id(ctx, Control::BoastBuilt(draft)), label, Style::Success).disabled(!legal),
    ];
    if may_doom {
        last.push(doom());
    }
    rows.push(Row::Buttons(last));
    rows
}

fn contribute_controls(ctx: &HandContext<'_>, hand: &[Card]) -> Vec<Row> {
    let l = ctx.l;
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
            SelectOption::new(cards::card(l, *c), card_value(*c, i)).default(chosen)
        })
        .collect();
    let mut rows = vec![Row::Select(Select {
        id: id(ctx, Control::ContributeMenu),
        placeholder: t!(l, "placeholder-contribute"),
        options,
        min: 1,
        max: hand.len() as u8,
    })];
    let mut buttons = Vec::new();
    if let Some(draft) = ctx.contribution.as_ref().filter(|d| !d.is_empty()) {
        buttons.push(Button::new(
            id(ctx, Control::Contribute(draft.clone())),
            t!(l, "button-contribute", cards = cards::list(l, draft)),
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
            t!(l, "button-contribute-all", count = hand.len()),
            Style::Secondary,
        ));
    }
    if hand.len() == 1 {
        buttons.push(Button::new(
            id(ctx, Control::Contribute(hand.to_vec())),
            t!(l, "button-contribute", cards = cards::card(l, hand[0])),
            Style::Success,
        ));
    }
    rows.push(Row::Buttons(buttons));
    rows
}
