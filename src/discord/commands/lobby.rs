//! Opening, leaving and ending games: `start`, `leave`, `kick`, `cancel`.

use super::{game_here, refused, server};
use crate::discord::access;
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, actor, locale_of};
use crate::discord::text::{refusal::refusal, t};
use crate::engine::SidesRule;
use crate::engine::ai::AiLevel;
use crate::service::{GameId, GameStatus, LobbyDefaults, MessageSlot, ServiceError};

/// An AI level as a command option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Level {
    #[name = "level-easy"]
    Easy,
    #[name = "level-normal"]
    Normal,
    #[name = "level-strong"]
    Strong,
}

impl Level {
    pub(super) fn level(self) -> AiLevel {
        match self {
            Level::Easy => AiLevel::Easy,
            Level::Normal => AiLevel::Normal,
            Level::Strong => AiLevel::Strong,
        }
    }
}

/// How long before a reminder or a turn timeout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Delay {
    #[name = "minutes-5"]
    Minutes5,
    #[name = "minutes-15"]
    Minutes15,
    #[name = "minutes-30"]
    Minutes30,
    #[name = "hours-1"]
    Hour1,
    #[name = "hours-3"]
    Hours3,
    #[name = "hours-12"]
    Hours12,
    #[name = "days-1"]
    Day1,
    #[name = "days-2"]
    Days2,
    #[name = "days-3"]
    Days3,
    #[name = "weeks-1"]
    Week1,
}

impl Delay {
    pub fn secs(self) -> u64 {
        const MIN: u64 = 60;
        const HOUR: u64 = 3600;
        const DAY: u64 = 24 * HOUR;
        match self {
            Delay::Minutes5 => 5 * MIN,
            Delay::Minutes15 => 15 * MIN,
            Delay::Minutes30 => 30 * MIN,
            Delay::Hour1 => HOUR,
            Delay::Hours3 => 3 * HOUR,
            Delay::Hours12 => 12 * HOUR,
            Delay::Day1 => DAY,
            Delay::Days2 => 2 * DAY,
            Delay::Days3 => 3 * DAY,
            Delay::Week1 => 7 * DAY,
        }
    }
}

/// The turn timeout, or none. "never" comes last: a choice is sent as its
/// index, so a client with the older list still means the same delays.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum Timeout {
    #[name = "minutes-5"]
    Minutes5,
    #[name = "minutes-15"]
    Minutes15,
    #[name = "minutes-30"]
    Minutes30,
    #[name = "hours-1"]
    Hour1,
    #[name = "hours-3"]
    Hours3,
    #[name = "hours-12"]
    Hours12,
    #[name = "days-1"]
    Day1,
    #[name = "days-2"]
    Days2,
    #[name = "days-3"]
    Days3,
    #[name = "weeks-1"]
    Week1,
    #[name = "never"]
    Never,
}

impl Timeout {
    /// Seconds, 0 for never (as [`LobbyDefaults`] keeps it).
    pub fn secs(self) -> u64 {
        let delay = match self {
            Timeout::Never => return 0,
            Timeout::Minutes5 => Delay::Minutes5,
            Timeout::Minutes15 => Delay::Minutes15,
            Timeout::Minutes30 => Delay::Minutes30,
            Timeout::Hour1 => Delay::Hour1,
            Timeout::Hours3 => Delay::Hours3,
            Timeout::Hours12 => Delay::Hours12,
            Timeout::Day1 => Delay::Day1,
            Timeout::Days2 => Delay::Days2,
            Timeout::Days3 => Delay::Days3,
            Timeout::Week1 => Delay::Week1,
        };
        delay.secs()
    }
}

/// The reminder delay, or none.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum Reminders {
    #[name = "never"]
    Never,
    #[name = "minutes-5"]
    Minutes5,
    #[name = "minutes-15"]
    Minutes15,
    #[name = "minutes-30"]
    Minutes30,
    #[name = "hours-1"]
    Hour1,
    #[name = "hours-3"]
    Hours3,
    #[name = "hours-12"]
    Hours12,
    #[name = "days-1"]
    Day1,
}

/// A game clock's time bank (issue 29), or none. "none" comes last (a
/// choice is sent as its index).
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ClockBank {
    #[name = "days-1"]
    Day1,
    #[name = "days-3"]
    Days3,
    #[name = "days-7"]
    Week1,
    #[name = "none"]
    Never,
}

impl ClockBank {
    /// Seconds, 0 for none (as [`LobbyDefaults`] keeps it).
    pub fn secs(self) -> u64 {
        match self {
            ClockBank::Day1 => Delay::Day1.secs(),
            ClockBank::Days3 => Delay::Days3.secs(),
            ClockBank::Week1 => Delay::Week1.secs(),
            ClockBank::Never => 0,
        }
    }
}

/// A game clock's increment per decision.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ClockIncrement {
    #[name = "none"]
    Never,
    #[name = "hours-1"]
    Hour1,
    #[name = "hours-12"]
    Hours12,
    #[name = "days-1"]
    Day1,
}

impl ClockIncrement {
    pub fn secs(self) -> u64 {
        match self {
            ClockIncrement::Never => 0,
            ClockIncrement::Hour1 => Delay::Hour1.secs(),
            ClockIncrement::Hours12 => Delay::Hours12.secs(),
            ClockIncrement::Day1 => Delay::Day1.secs(),
        }
    }
}

/// The sides rule the `sequential_sides` option names.
pub(super) fn sides_rule(sequential: bool) -> SidesRule {
    if sequential {
        SidesRule::Sequential
    } else {
        SidesRule::Secret
    }
}

impl Reminders {
    /// Seconds, 0 for never (as [`LobbyDefaults`] keeps it).
    pub fn secs_or_never(self) -> u64 {
        self.secs().unwrap_or(0)
    }

    pub fn secs(self) -> Option<u64> {
        match self {
            Reminders::Never => None,
            Reminders::Minutes5 => Some(Delay::Minutes5.secs()),
            Reminders::Minutes15 => Some(Delay::Minutes15.secs()),
            Reminders::Minutes30 => Some(Delay::Minutes30.secs()),
            Reminders::Hour1 => Some(Delay::Hour1.secs()),
            Reminders::Hours3 => Some(Delay::Hours3.secs()),
            Reminders::Hours12 => Some(Delay::Hours12.secs()),
            Reminders::Day1 => Some(Delay::Day1.secs()),
        }
    }
}

/// Open a Nanuk lobby in this channel
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn start(
    ctx: Ctx<'_>,
    #[min = 1]
    #[max = 10]
    seasons: Option<u8>,
    sequential_sides: Option<bool>,
    turn_timeout: Option<Timeout>,
    reminders: Option<Reminders>,
    stand_in_level: Option<Level>,
    hints: Option<bool>,
    clock: Option<ClockBank>,
    clock_increment: Option<ClockIncrement>,
) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let guild = match server(ctx) {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        // What the host chose; the server's defaults fill the rest.
        let given = LobbyDefaults {
            seasons,
            sides: sequential_sides.map(sides_rule),
            turn_timeout_secs: turn_timeout.map(Timeout::secs),
            reminder_secs: reminders.map(Reminders::secs_or_never),
            stand_in_level: stand_in_level.map(Level::level),
            hints,
            ai_seats: None,
            ai_level: None,
            clock_bank_secs: clock.map(ClockBank::secs),
            clock_increment_secs: clock_increment.map(ClockIncrement::secs),
        };
        let permissions = match ctx {
            poise::Context::Application(a) => a.interaction.app_permissions,
            poise::Context::Prefix(_) => None,
        };
        if let Some(refusal) = access::cannot_host(l, permissions, access::Hosting::Lobby) {
            return Ok(Reply::private(refusal));
        }
        let host = actor(ctx.author(), ctx.author_member().await.as_deref());
        let channel = ctx.channel_id().get();
        let service = &ctx.data().service;
        if let Some(game) = service
            .game_in_channel(channel)
            .await?
            .filter(|g| g.channel != channel)
        {
            return Ok(Reply::private(t!(
                l,
                "command-thread-of-game",
                game = game.id.0,
                channel = game.channel.to_string()
            )));
        }
        Ok(
            match service.open_lobby(guild, channel, &host, &given).await {
                Ok(outcome) => Reply::private(t!(l, "command-lobby-opened", game = outcome.game.0)),
                Err(ServiceError::ChannelBusy { existing }) => {
                    Reply::private(busy(ctx, guild, existing).await?)
                }
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}

/// "This channel already has a game", with a link to its board or lobby.
async fn busy(ctx: Ctx<'_>, guild: u64, existing: GameId) -> Result<String, BotError> {
    let service = &ctx.data().service;
    let sentence = refusal(locale_of(ctx), &ServiceError::ChannelBusy { existing });
    let mut found = None;
    for slot in [MessageSlot::Board, MessageSlot::Lobby] {
        if let Some(m) = service.message(existing, slot).await? {
            found = Some(m);
            break;
        }
    }
    Ok(match found {
        Some(m) => t!(
            locale_of(ctx),
            "command-channel-busy-here",
            sentence = sentence,
            link = crate::discord::render::message_link(guild, m.channel, m.message)
        ),
        None => sentence,
    })
}

/// Leave this channel's game: in a lobby you leave it, in a game an AI takes your seat for good
#[poise::command(slash_command)]
pub async fn leave(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let service = &ctx.data().service;
        Ok(
            match service.leave_game(game.id, ctx.author().id.get()).await {
                Ok(_) if game.status == GameStatus::Lobby => {
                    Reply::private(t!(l, "command-left-lobby", game = game.id.0))
                }
                Ok(_) => Reply::private(t!(l, "command-left-game", game = game.id.0)),
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}

/// Remove a player (host or Manage Server): from a lobby, or an AI takes their seat
#[poise::command(slash_command)]
pub async fn kick(ctx: Ctx<'_>, player: serenity::all::User) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        if let Err(refusal) = server(ctx) {
            return Ok(refusal.into());
        }
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let who = actor(ctx.author(), ctx.author_member().await.as_deref());
        let service = &ctx.data().service;
        let name = crate::discord::render::escape(player.display_name());
        Ok(match service.kick(game.id, &who, player.id.get()).await {
            Ok(_) if game.status == GameStatus::Lobby => {
                Reply::private(t!(l, "command-kicked-from-lobby", name = name))
            }
            Ok(_) => Reply::private(t!(l, "command-kicked-from-game", name = name)),
            Err(e) => refused(l, e),
        })
    })
    .await
}

/// Cancel this channel's game or lobby (host or Manage Server)
#[poise::command(slash_command)]
pub async fn cancel(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        // In a DM only a practice game (played there) may be cancelled.
        if !game.is_practice()
            && let Err(refusal) = server(ctx)
        {
            return Ok(refusal.into());
        }
        let who = actor(ctx.author(), ctx.author_member().await.as_deref());
        Ok(match ctx.data().service.cancel(game.id, &who).await {
            Ok(_) => Reply::private(t!(l, "command-cancelled", game = game.id.0)),
            Err(e) => refused(l, e),
        })
    })
    .await
}
