//! Buttons and menus: each press becomes one service call (or, for the
//! boast builder and the contribution menu, a redraw with the draft).
//!
//! Who acts always comes from who pressed; the control's id only says
//! which game, which decision it was drawn for, and what it does. The
//! board is redrawn by the delivery worker from the outbox, so a press on
//! it is only acknowledged. A lobby control pressed on the lobby, and a
//! game action pressed on the player's DM hand, redraw that message in
//! the answer itself (free of the global rate limit; the worker then
//! skips it, see `delivery::Redraws`). A press on an ephemeral hand (`/nanuk hand`,
//! "My hand") redraws that hand in place, since nothing else will.

use super::access;
use super::answer::{self, Answer};
use super::bot::{Bot, actor};
use super::delivery::{InPlace, PickTurn, PressOn};
use super::ids::{Control, ControlId, apply_draft, parse_card_value};
use super::languages::{self, answer_locale, player_locale, public_locale, server_locale};
use super::origin::{self, Claimed, Place};
use super::render;
use super::render::dm::DmHand;
use super::screen::Screen;
use super::text::{Locale, refusal::refusal as sentence, t};
use crate::engine::{Action, Boast, Card};
use crate::service::Controller;
use crate::service::{
    Actor, GameId, Ladder, MessageSlot, NO_GUILD, PlayerView, Rematch, ServiceError, ServiceResult,
    TableView,
};
use serenity::all::{ComponentInteraction, ComponentInteractionDataKind, Context, MessageFlags};
use std::sync::Mutex;

/// Answers a component press (always, even for controls that are not ours).
pub async fn handle(ctx: &Context, bot: &Bot, press: &ComponentInteraction) {
    let id = ControlId::parse(&press.data.custom_id);
    tracing::debug!(
        interaction = %press.id,
        control = %super::ids::loggable(&press.data.custom_id),
        user = %press.user.id,
        "component press"
    );
    if !bot.seen.first(press.id.get()) {
        // Discord delivered this press again: it was handled (and
        // answered) the first time.
        tracing::info!(interaction = %press.id, "a press delivered twice; ignored");
        return;
    }
    if let Some((page, ladder)) = render::info::leaderboard_page(&press.data.custom_id) {
        answer::component(ctx, press, leaderboard(bot, press, page, ladder)).await;
        return;
    }
    languages::meet(
        &bot.service,
        press.user.id.get(),
        &press.locale,
        press.guild_id.map(|g| g.get()),
        press.guild_locale.as_deref(),
    )
    .await;
    let redraw = Mutex::new(None);
    let sent = answer::component(ctx, press, async {
        match id {
            Some(id) => match checked(bot, press, &id).await {
                Ok(place) => route(bot, press, id, place, &redraw).await,
                Err(answer) => answer,
            },
            None => Answer::say(t!(
                answer_locale(press.user.id.get(), &press.locale),
                "press-unknown-control"
            )),
        }
    })
    .await;
    if let Some(held) = redraw.into_inner().unwrap_or_else(|e| e.into_inner())
        && let Some(telling) = held.answered(sent)
    {
        let user = telling.turn.user;
        let l = match press.guild_id {
            Some(g) => server_locale(g.get(), press.guild_locale.as_deref()),
            None => answer_locale(press.user.id.get(), &press.locale),
        };
        let told = answer::mention(ctx, press, &render::notices::your_pick(l, user), user).await;
        telling.told(told);
    }
}

/// A leaderboard's Previous/Next: the asked page (or the last one) of the
/// server the button is in, drawn over the same message.
async fn leaderboard(bot: &Bot, press: &ComponentInteraction, page: u64, ladder: Ladder) -> Answer {
    let l = answer_locale(press.user.id.get(), &press.locale);
    let Some(guild) = press.guild_id else {
        return Answer::say(t!(l, "press-leaderboard-server-only"));
    };
    // The leaderboard is a public message: the server's language.
    let public = server_locale(guild.get(), press.guild_locale.as_deref());
    match bot.service.leaderboard_of(guild.get(), ladder, page).await {
        Ok(p) => Answer::Update(render::info::leaderboard(public, &p)),
        Err(e) => {
            tracing::warn!(error = %e, "could not read the leaderboard");
            Answer::say(t!(l, "press-leaderboard-failed"))
        }
    }
}

/// Where the press happened, if the control may be used there; otherwise
/// the presser's private answer.
async fn checked(bot: &Bot, press: &ComponentInteraction, id: &ControlId) -> Result<Place, Answer> {
    let l = answer_locale(press.user.id.get(), &press.locale);
    let refused = |e: ServiceError| Answer::say(sentence(l, &e));
    let info = bot.service.info(id.game).await.map_err(refused)?;
    let claimed = Claimed {
        guild: press.guild_id.map(|g| g.get()),
        channel: press.channel_id.get(),
        message: press.message.id.get(),
        ephemeral: press
            .message
            .flags
            .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL)),
    };
    let place = origin::place(&bot.service, &info, press.user.id.get(), claimed)
        .await
        .map_err(refused)?;
    match origin::refusal(l, &id.control, place, &info) {
        None => Ok(place),
        Some(why) => {
            tracing::warn!(
                interaction = %press.id,
                control = %super::ids::loggable(&press.data.custom_id),
                user = %press.user.id,
                guild = ?claimed.guild,
                channel = claimed.channel,
                message = claimed.message,
                ?place,
                "a control pressed where it does not belong; refused"
            );
            Err(Answer::say(why))
        }
    }
}

/// Where the press came from.
struct Press<'a> {
    bot: &'a Bot,
    /// The presser's language (Discord's `locale`), for private answers.
    l: Locale,
    user: u64,
    interaction: u64,
    /// The control is on an ephemeral hand: redraw it after acting.
    ephemeral: bool,
    /// The control is on a public message in the game's channel (the board).
    in_channel: bool,
    /// The control is on the presser's DM with the bot.
    in_dm: bool,
    /// The control is on the game's lobby message.
    on_lobby: bool,
    /// The control is on the game's board.
    on_board: bool,
    /// The message the control is on.
    message: u64,
    values: &'a [String],
    /// Set when the answer redraws the presser's DM hand.
    redraw: &'a Mutex<Option<InPlace>>,
}

impl Press<'_> {
    /// Is the pressed message the one the worker keeps in `slot`?
    async fn on_slot(&self, game: GameId, slot: MessageSlot) -> bool {
        self.bot
            .redraws
            .is_slot_message(&self.bot.service, game, slot, self.message)
            .await
    }

    /// The answer redrawing the pressed message (the slot's) with
    /// `screen`; `held` tells the worker once it went out.
    fn redrawn(&self, mut held: InPlace, slot: MessageSlot, screen: Screen) -> Answer {
        held.will_show(slot, self.message, &screen);
        *self.redraw.lock().unwrap_or_else(|e| e.into_inner()) = Some(held);
        Answer::Update(screen)
    }
}

async fn route(
    bot: &Bot,
    press: &ComponentInteraction,
    id: ControlId,
    place: Place,
    answered: &Mutex<Option<InPlace>>,
) -> Answer {
    let values: &[String] = match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values,
        _ => &[],
    };
    let p = Press {
        bot,
        l: answer_locale(press.user.id.get(), &press.locale),
        user: press.user.id.get(),
        interaction: press.id.get(),
        ephemeral: place == Place::Ephemeral,
        in_channel: matches!(place, Place::Board | Place::Channel | Place::Lobby),
        in_dm: place == Place::Dm,
        on_lobby: place == Place::Lobby,
        on_board: place == Place::Board,
        message: press.message.id.get(),
        values,
        redraw: answered,
    };
    let who = actor(&press.user, press.member.as_ref());
    let service = &bot.service;
    let game = id.game;
    let result = match id.control {
        Control::Join => on_lobby(&p, game, service.join(game, &who)).await,
        Control::Leave => on_lobby(&p, game, service.leave(game, who.user)).await,
        Control::AddAi(level) => on_lobby(&p, game, service.add_ai_at(game, &who, level)).await,
        Control::RemoveAi => on_lobby(&p, game, service.remove_ai(game, &who)).await,
        Control::Start => {
            let denied = press.guild_id.is_some() && access::threads_denied(press.app_permissions);
            let staged = match denied {
                true => {
                    let channel = press.channel_id.get();
                    bot.redraws.play_in_channel(service, game, channel).await
                }
                false => Ok(()),
            };
            match staged {
                Ok(()) => on_lobby(&p, game, service.start(game, &who)).await,
                Err(e) => Err(e),
            }
        }
        Control::Cancel => on_lobby(&p, game, service.cancel(game, &who)).await,
        Control::ShowHand => show_hand(&p, game).await,
        Control::Reclaim => reclaim(&p, game).await,
        Control::Draft(part, draft) => match p.values.first() {
            Some(value) => match apply_draft(part, draft, value) {
                Some(next) => redraw(&p, game, id.token, Some(next), None).await,
                None => Ok(Answer::say(t!(p.l, "press-not-a-boast"))),
            },
            None => redraw(&p, game, id.token, Some(draft), None).await,
        },
        Control::ContributeMenu => {
            let cards: Option<Vec<Card>> = p.values.iter().map(|v| parse_card_value(v)).collect();
            match cards {
                Some(cards) => redraw(&p, game, id.token, None, Some(cards)).await,
                None => Ok(Answer::say(t!(p.l, "press-not-your-cards"))),
            }
        }
        Control::Pick => pick(&p, game, id.token).await,
        Control::Rematch => {
            match access::cannot_host(p.l, press.app_permissions, access::Hosting::Rematch) {
                Some(refusal) => Ok(Answer::say(refusal)),
                None => rematch(bot, p.l, game, &who).await,
            }
        }
        Control::Follow(on) => service
            .follow(game, who.user, on)
            .await
            .map(|changed| Answer::say(render::notices::following(p.l, game, on, changed))),
        Control::Boast(b) | Control::BoastBuilt(b) => {
            act(&p, game, id.token, Action::Boast(b)).await
        }
        Control::Doom => act(&p, game, id.token, Action::Doom).await,
        Control::Side(side) => act(&p, game, id.token, Action::Side(side)).await,
        Control::Ante(card) => act(&p, game, id.token, Action::Ante(card)).await,
        Control::Contribute(cards) => act(&p, game, id.token, Action::Contribute(cards)).await,
    };
    match result {
        Ok(answer) => answer,
        Err(e) => refusal(&p, e).await,
    }
}

/// "Rematch" on a finished game's results: the new lobby is posted by the
/// outbox; this answer tells the channel and notifies the invited players.
async fn rematch(bot: &Bot, l: Locale, game: GameId, who: &Actor) -> ServiceResult<Answer> {
    let info = bot.service.info(game).await?;
    let practice = info.is_practice();
    // What the channel reads is in the game's public language.
    let public = public_locale(&info);
    Ok(match bot.service.rematch(game, who).await? {
        // The next practice game starts at once, below in the same DM.
        Rematch::Opened { game: new, .. } if practice => {
            let seats = bot.service.table(new).await?.seats.len();
            Answer::Public(
                answer::text_screen(render::notices::practice_started(public, new, seats)),
                Vec::new(),
            )
        }
        Rematch::AlreadyOpen { game: open } if practice => {
            let board = bot.service.message(open, MessageSlot::Board).await?;
            let link = board.map(|m| render::message_link(NO_GUILD, m.channel, m.message));
            Answer::say(render::notices::practice_running(l, open, link))
        }
        Rematch::Opened { game: new, invite } => {
            let text = render::notices::rematch_opened(public, who.user, game, new, &invite);
            Answer::Public(answer::text_screen(text), invite)
        }
        Rematch::AlreadyOpen { game: open } => {
            let info = bot.service.info(open).await?;
            let lobby = bot.service.message(open, MessageSlot::Lobby).await?;
            let link = lobby.map(|m| render::message_link(info.guild, m.channel, m.message));
            Answer::say(render::notices::rematch_already_open(
                l,
                open,
                info.channel,
                link,
            ))
        }
    })
}

/// A game action with the decision token the control was drawn for.
async fn act(p: &Press<'_>, game: GameId, token: u64, action: Action) -> ServiceResult<Answer> {
    // Taken before the commit wakes the worker, so it waits for this answer.
    let dm = match p.in_dm {
        true => Some(p.bot.redraws.press(game, PressOn::Dm(p.user)).await),
        false => None,
    };
    p.bot
        .service
        .act(game, p.user, action, Some(token), Some(p.interaction))
        .await?;
    if p.ephemeral {
        let view = p.bot.service.player_view(game, p.user).await?;
        return Ok(Answer::Update(hand(p.bot, p.l, &view, None, None).await));
    }
    match dm {
        Some(dm) => redraw_dm(p, game, dm).await,
        None => Ok(Answer::Ack),
    }
}

/// After an action pressed on a DM: if it is the player's DM hand, the
/// answer redraws it as the worker would (the next decision included, if
/// one started for them); an older DM is only acknowledged.
async fn redraw_dm(p: &Press<'_>, game: GameId, dm: InPlace) -> ServiceResult<Answer> {
    let view = p.bot.service.player_view(game, p.user).await?;
    let slot = MessageSlot::Hand(view.seat.seat);
    if !p.on_slot(game, slot).await {
        return Ok(Answer::Ack);
    }
    match dm_screen(p, &view, None, None).await {
        Ok(screen) => Ok(p.redrawn(dm, slot, screen)),
        Err(_) => Ok(Answer::Ack),
    }
}

/// A lobby control. Pressed on the lobby message, the answer redraws it
/// as the worker would (the press is marked before `change` runs, so the
/// worker waits for this answer); elsewhere it is only acknowledged.
async fn on_lobby<T>(
    p: &Press<'_>,
    game: GameId,
    change: impl Future<Output = ServiceResult<T>>,
) -> ServiceResult<Answer> {
    let held = match p.on_lobby {
        true => Some(p.bot.redraws.press(game, PressOn::Lobby).await),
        false => None,
    };
    change.await?;
    let Some(held) = held else {
        return Ok(Answer::Ack);
    };
    let slot = MessageSlot::Lobby;
    if !p.on_slot(game, slot).await {
        return Ok(Answer::Ack);
    }
    let table = p.bot.service.table(game).await?;
    let l = public_locale(&table.info);
    Ok(p.redrawn(
        held,
        slot,
        render::lobby::lobby(l, &table, render::lobby::PlayedIn::Unknown),
    ))
}

/// The pick menu: on the board only the picker may use it; in a hand it is
/// always the hand's owner.
async fn pick(p: &Press<'_>, game: GameId, token: u64) -> ServiceResult<Answer> {
    let Some(card) = p.values.first().and_then(|v| Card::from_code(v)) else {
        return Ok(Answer::say(t!(p.l, "press-choose-a-card")));
    };
    if p.in_channel && !p.ephemeral {
        let table = p.bot.service.table(game).await?;
        let picker = table
            .public
            .as_ref()
            .and_then(|v| v.picking.as_ref())
            .and_then(|pick| table.seats.get(pick.turn.index()));
        match picker {
            None => return Ok(Answer::say(t!(p.l, "press-nothing-to-pick"))),
            Some(s) if s.user != Some(p.user) => {
                return Ok(Answer::say(t!(
                    p.l,
                    "press-not-your-pick",
                    name = render::escape(&s.name)
                )));
            }
            Some(_) => {}
        }
    }
    if p.on_board {
        return pick_on_board(p, game, token, card).await;
    }
    act(p, game, token, Action::Pick(card)).await
}

/// A pick made with the board's menu: the answer redraws the board (the
/// next picker's menu at once, free of the global rate limit); the worker
/// waits for it and skips the same render.
async fn pick_on_board(
    p: &Press<'_>,
    game: GameId,
    token: u64,
    card: Card,
) -> ServiceResult<Answer> {
    let service = &p.bot.service;
    let held = p.bot.redraws.press(game, PressOn::Board).await;
    service
        .act(
            game,
            p.user,
            Action::Pick(card),
            Some(token),
            Some(p.interaction),
        )
        .await?;
    let slot = MessageSlot::Board;
    if !p.on_slot(game, slot).await {
        return Ok(Answer::Ack);
    }
    let table = service.table(game).await?;
    let Some(screen) = render::table_board(public_locale(&table.info), &table) else {
        return Ok(Answer::Ack);
    };
    let mut held = held;
    if let Some(turn) = next_picker(&table, p.user) {
        held.will_tell(turn);
    }
    Ok(p.redrawn(held, slot, screen))
}

/// Another human player whose pick starts now (told in a follow-up to
/// this answer; a player picking again has the menu in front of them).
fn next_picker(table: &TableView, presser: u64) -> Option<PickTurn> {
    let seat = table.public.as_ref()?.picking.as_ref()?.turn;
    let s = table.seats.get(seat.index())?;
    match (s.user, s.controller, s.waiting) {
        (Some(user), Controller::Human, true) if user != presser => Some(PickTurn {
            seat,
            token: s.token,
            user,
        }),
        _ => None,
    }
}

/// "Take my seat back": the AI stops playing for the presser.
async fn reclaim(p: &Press<'_>, game: GameId) -> ServiceResult<Answer> {
    p.bot.service.reclaim_seat(game, p.user).await?;
    if p.ephemeral {
        let view = p.bot.service.player_view(game, p.user).await?;
        Ok(Answer::Update(hand(p.bot, p.l, &view, None, None).await))
    } else {
        Ok(Answer::Ack)
    }
}

/// "My hand" on the board: the presser's hand, privately.
async fn show_hand(p: &Press<'_>, game: GameId) -> ServiceResult<Answer> {
    let view = p.bot.service.player_view(game, p.user).await?;
    Ok(Answer::Private(hand(p.bot, p.l, &view, None, None).await))
}

/// A draft changed (boast builder or contribution menu): redraw the hand
/// it is on with the draft; if the decision has moved on meanwhile, the
/// current hand is shown as for any out-of-date control.
async fn redraw(
    p: &Press<'_>,
    game: GameId,
    token: u64,
    draft: Option<Boast>,
    contribution: Option<Vec<Card>>,
) -> ServiceResult<Answer> {
    let view = p.bot.service.player_view(game, p.user).await?;
    if view.token() != token {
        let mut screen = hand_here(p, &view, None, None).await;
        screen.content = t!(p.l, "refusal-stale");
        return Ok(Answer::Update(screen));
    }
    Ok(Answer::Update(
        hand_here(p, &view, draft, contribution).await,
    ))
}

/// Why the press changed nothing, for the presser only. An out-of-date
/// control shows the current hand (in place on an ephemeral hand).
async fn refusal(p: &Press<'_>, e: ServiceError) -> Answer {
    let sentence = sentence(p.l, &e);
    match e {
        ServiceError::Stale { current } => {
            let mut screen = hand(p.bot, p.l, &current, None, None).await;
            screen.content = sentence;
            if p.ephemeral {
                Answer::Update(screen)
            } else {
                Answer::Private(screen)
            }
        }
        e => {
            if e.is_unexpected() {
                tracing::error!(error = ?e, user = p.user, "a component press failed");
            }
            Answer::say(sentence)
        }
    }
}

/// A player's hand screen, named by where the game is played.
pub async fn hand(
    bot: &Bot,
    l: Locale,
    view: &PlayerView,
    draft: Option<Boast>,
    contribution: Option<Vec<Card>>,
) -> Screen {
    let location = bot
        .places
        .location(l, view.info.guild, view.info.channel)
        .await;
    let board = board_link(bot, view).await;
    render::player_hand(l, view, &location, board.as_deref(), draft, contribution)
}

/// A link to the game's board, if it has one (a hand links to it).
async fn board_link(bot: &Bot, view: &PlayerView) -> Option<String> {
    let board = bot.service.message(view.info.id, MessageSlot::Board).await;
    board
        .ok()
        .flatten()
        .map(|m| render::message_link(view.info.guild, m.channel, m.message))
}

/// The presser's hand drawn where the control was: in their DM by the
/// DM's rules (as the delivery worker draws it), elsewhere privately.
async fn hand_here(
    p: &Press<'_>,
    view: &PlayerView,
    draft: Option<Boast>,
    contribution: Option<Vec<Card>>,
) -> Screen {
    if !p.in_dm {
        return hand(p.bot, p.l, view, draft, contribution).await;
    }
    match dm_screen(p, view, draft, contribution).await {
        Ok(screen) => screen,
        Err(location) => {
            let board = board_link(p.bot, view).await;
            let l = player_locale(p.user);
            render::player_hand(l, view, &location, board.as_deref(), None, None)
        }
    }
}

/// The presser's DM hand as the delivery worker draws it (in the player's
/// language, by the DM's rules); `Err(location)` when a DM shows nothing.
async fn dm_screen(
    p: &Press<'_>,
    view: &PlayerView,
    draft: Option<Boast>,
    contribution: Option<Vec<Card>>,
) -> Result<Screen, String> {
    let l = player_locale(p.user);
    let location = p
        .bot
        .places
        .location(l, view.info.guild, view.info.channel)
        .await;
    let board = board_link(p.bot, view).await;
    match render::dm::dm_hand_with(l, view, &location, board.as_deref(), draft, contribution) {
        DmHand::Live(screen) | DmHand::Closed(screen) => Ok(screen),
        DmHand::Nothing => Err(location),
    }
}
