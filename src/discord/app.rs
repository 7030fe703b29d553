//! Start-up and shutdown: check the token, open the database, connect to
//! the gateway, register the commands, run the delivery worker and the
//! deadline task, and stop cleanly on SIGTERM or Ctrl-C.

use super::bot::{Bot, BotError};
use super::delivery::{Deliverer, Pacing, Redraws};
use super::places::Places;
use super::retry::{retry, status_and_code};
use super::{commands, components, deadlines, health};
use crate::config::{Config, Shards};
use crate::service::{GameService, HoldState, ServiceError, ShardConflict, ShardHold, SystemClock};
use crate::store::{StoreError, redact};
use crate::telemetry;
use anyhow::Context as _;
use serenity::all::{
    ApplicationId, ClientBuilder, FullEvent, GatewayIntents, GuildId, Http, HttpBuilder,
    Interaction, Permissions,
};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// Only GUILDS: it fills the cache with server and channel names, which
/// name the game in every DM. Interactions need no intent, and the bot
/// reads no messages.
pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
}

/// What the bot needs in a game's channel: see it, post the lobby, board
/// and announcements (with embeds), attach the game record, read the
/// channel's history to find and edit its own messages, and open a public
/// thread per game and post in it (without those two a game is played in
/// the channel itself).
pub fn permissions() -> Permissions {
    Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::READ_MESSAGE_HISTORY
        | Permissions::CREATE_PUBLIC_THREADS
        | Permissions::SEND_MESSAGES_IN_THREADS
}

pub fn invite_link(application: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application}&permissions={}&scope=bot%20applications.commands",
        permissions().bits()
    )
}

/// How long the last deliveries may take at shutdown.
const DRAIN_AT_SHUTDOWN: Duration = Duration::from_secs(10);

/// Runs the bot until SIGTERM or Ctrl-C. An `Err` is one sentence for the
/// admin (never containing the token).
pub async fn run(config: Config) -> anyhow::Result<()> {
    check_shards(&config)?;
    // First: an address the operator asked for but cannot have stops the
    // start before anything else happens.
    let listener = match config.metrics_addr {
        Some(addr) => Some(
            telemetry::http::bind(addr)
                .await
                .map_err(anyhow::Error::msg)?,
        ),
        None => None,
    };
    let metrics = listener.as_ref().map(|_| telemetry::install());
    let http = http_client(&config);
    let application = check_token(&http).await?;
    http.set_application_id(application);
    tracing::info!("invite the bot with: {}", invite_link(application.get()));

    let database = redact(&config.database_url);
    let service = match GameService::open(&config.database_url).await {
        Ok(service) => service,
        // Already one sentence naming the file and what is wrong with it.
        Err(ServiceError::Store(StoreError::Unusable(sentence))) => anyhow::bail!(sentence),
        Err(ServiceError::Store(e)) => anyhow::bail!("could not open the database {database}: {e}"),
        Err(e) => anyhow::bail!("could not open the database {database}: {e}"),
    };
    tracing::info!(%database, "database open");

    // Before any background work starts: a refused process leaves no
    // claim behind. Held until the process ends; another process on the
    // database with an overlapping range or another count is refused
    // meanwhile.
    let range = match config.shards {
        Some(range) => range,
        None => every_shard(&http).await?,
    };
    let held = hold_shards(&service, range, config.shards.is_some()).await?;
    let mut keeping = tokio::spawn(keep_shards(held, range));

    let dev_guild = config.dev_guild;
    let setup_service = service.clone();
    let redraws = Redraws::default();
    let setup_redraws = redraws.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: commands::on_error,
            // A command delivered twice runs once (see `seen`); one with
            // an option it does not have never runs.
            command_check: Some(|ctx| Box::pin(first_delivery(ctx))),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            // Nothing is owners-only: skip the application lookup.
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(bot = %ready.user.name, "connected to Discord");
                register(ctx, &framework.options().commands, dev_guild).await;
                Ok(Bot {
                    service: setup_service,
                    places: Places::new(ctx.http.clone(), Some(ctx.cache.clone())),
                    seen: Default::default(),
                    redraws: setup_redraws,
                })
            })
        })
        .build();

    let mut client = ClientBuilder::new_with_http(http, intents())
        .framework(framework)
        .await
        .context("could not set up the Discord client")?;

    let (stop, stopped) = watch::channel(false);
    let places = Places::new(client.http.clone(), Some(client.cache.clone()));
    let pacing = Pacing {
        global_rate: config.global_rate,
        per_channel: config.pace_channels,
        board_every: config.board_every,
    };
    let deliverer = Deliverer::sharing(
        client.http.clone(),
        service.clone(),
        places,
        pacing,
        redraws,
    );
    let delivering = tokio::spawn(deliverer.clone().run(stopped.clone()));
    let operators = health::start(
        &config,
        listener.zip(metrics),
        &service,
        range,
        client.shard_manager.clone(),
        &stopped,
    );
    let timing = tokio::spawn(deadlines::run(
        service.clone(),
        Arc::new(SystemClock),
        stopped,
    ));

    let shards = client.shard_manager.clone();
    tracing::info!(
        shards = %range,
        dms = range.has_dms(),
        "running gateway shards {} to {} of {}",
        range.first,
        range.last,
        range.count
    );
    let mut gateway = tokio::spawn(async move {
        // serenity's range end is the last shard, included.
        client
            .start_shard_range(range.first..range.last, range.count)
            .await
    });
    let outcome = tokio::select! {
        () = stop_signal() => {
            tracing::info!("stopping: closing the gateway connection");
            shards.shutdown_all().await;
            // The client returns once its shards are down; don't wait forever.
            let _ = tokio::time::timeout(Duration::from_secs(5), &mut gateway).await;
            Ok(())
        }
        ended = &mut gateway => match ended {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(anyhow::anyhow!("the Discord gateway connection failed: {e}")),
            Err(e) => Err(anyhow::anyhow!("the Discord gateway task failed: {e}")),
        },
        lost = &mut keeping => {
            // Another process runs (some of) these shards now: stop ours.
            shards.shutdown_all().await;
            let _ = tokio::time::timeout(Duration::from_secs(5), &mut gateway).await;
            Err(anyhow::anyhow!(lost.unwrap_or_else(|e| format!("the shard lock task failed: {e}"))))
        }
    };

    let _ = stop.send(true);
    let _ = delivering.await;
    let _ = timing.await;
    match tokio::time::timeout(DRAIN_AT_SHUTDOWN, deliverer.drain()).await {
        Ok(Ok(n)) => tracing::info!(delivered = n, "outbox drained"),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "could not drain the outbox; it is kept for the next start")
        }
        Err(_) => tracing::warn!("the outbox did not drain in time; it is kept for the next start"),
    }
    // Another process sharing the database takes this one's work at once.
    if let Err(e) = service.release_claims().await {
        tracing::warn!(error = %e, "could not give back the outbox and deadline claims; they lapse on their own");
    }
    for task in operators {
        task.abort();
    }
    // The shard locks last until here (the task holds them).
    keeping.abort();
    tracing::info!("stopped");
    outcome
}

/// Every shard, as many as Discord recommends for the bot.
async fn every_shard(http: &Http) -> anyhow::Result<Shards> {
    let gateway = retry("ask Discord how many shards to run", 3, || {
        http.get_bot_gateway()
    })
    .await
    .map_err(|e| anyhow::anyhow!("could not ask Discord how many gateway shards to run: {e}"))?;
    let count = gateway.shards.max(1);
    Ok(Shards {
        first: 0,
        last: count - 1,
        count,
    })
}

/// Takes this process's shards on the database; a conflict with another
/// running process is one sentence.
async fn hold_shards(
    service: &GameService,
    range: Shards,
    explicit: bool,
) -> anyhow::Result<ShardHold> {
    let held = service
        .hold_shards(range.first, range.last, range.count)
        .await
        .map_err(|e| anyhow::anyhow!("could not check which shards other processes run: {e}"))?;
    let setting = |range: Shards| {
        if explicit {
            format!("NANUK_SHARDS={range}")
        } else {
            format!("all {} shards (NANUK_SHARDS unset)", range.count)
        }
    };
    match held {
        Ok(hold) => Ok(hold),
        Err(ShardConflict::Taken { shard }) => anyhow::bail!(
            "{}: shard {shard} is already run by another bot process on this database; give each process its own shards (the ranges must not overlap)",
            setting(range)
        ),
        Err(ShardConflict::Count { theirs }) => anyhow::bail!(
            "{} counts {} shards but another bot process on this database counts {theirs}; give every process the same shard count",
            setting(range),
            range.count
        ),
        Err(ShardConflict::FileHeld) => anyhow::bail!(
            "another bot process is running on this SQLite database file (a SQLite file belongs to one process): stop it first, or give this one another DATABASE_URL"
        ),
    }
}

/// How often the shard locks' connection is checked.
const SHARD_CHECK: Duration = Duration::from_secs(2);

/// Keeps this process's shard locks: when their connection is lost (the
/// database restarted or could not be reached), the process runs on (no
/// other process can take the shards through a database it cannot reach
/// either) and takes the locks again as soon as the database answers.
/// Returns only if another process took a shard meanwhile: one sentence
/// for the admin, and the process stops running its shards.
async fn keep_shards(mut held: ShardHold, range: Shards) -> String {
    let mut lost = false;
    loop {
        tokio::time::sleep(SHARD_CHECK).await;
        match held.check().await {
            HoldState::Held => {}
            HoldState::Regained => {
                tracing::warn!(shards = %range, "the database is back: this process holds its shards again");
                lost = false;
            }
            HoldState::Unreachable(e) => {
                if !lost {
                    tracing::warn!(shards = %range, error = %e,
                        "lost the database connection that holds this process's shards; running them on and taking them again when the database answers");
                    lost = true;
                }
            }
            HoldState::Lost(conflict) => {
                let why = match conflict {
                    ShardConflict::Taken { shard } => {
                        format!("shard {shard} is now run by another bot process")
                    }
                    ShardConflict::Count { theirs } => {
                        format!("another bot process now counts {theirs} shards")
                    }
                    ShardConflict::FileHeld => "another bot process holds the database".into(),
                };
                return format!(
                    "NANUK_SHARDS={range}: {why} (it started while this process had lost its database connection), so this process stops; start it again once the shard ranges are sorted out"
                );
            }
        }
    }
}

/// A process that runs only some of the shards needs the others' games
/// too: every DM press arrives at shard 0's process, whichever server the
/// game is in. Only a PostgreSQL database is shared between processes.
fn check_shards(config: &Config) -> anyhow::Result<()> {
    match config.shards {
        Some(range) if range.len() < range.count && !is_postgres(&config.database_url) => {
            anyhow::bail!(
                "NANUK_SHARDS={range} runs only some of the {} shards, so other processes run the rest and must share this one's games: set DATABASE_URL to a PostgreSQL database they all use (a SQLite file belongs to one process)",
                range.count
            )
        }
        _ => Ok(()),
    }
}

fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// serenity's HTTP client; with a proxy its ratelimiter must be off (it
/// would send its requests past the proxy) and the gateway address then
/// comes from the proxy's `GET /gateway` too.
fn http_client(config: &Config) -> Http {
    let builder = HttpBuilder::new(config.token.expose());
    match &config.api_proxy {
        Some(proxy) => {
            tracing::info!(%proxy, "sending Discord API requests through a proxy");
            builder.proxy(proxy).ratelimiter_disabled(true).build()
        }
        None => builder.build(),
    }
}

/// Asks Discord who the token belongs to: a rejected token stops the start
/// with one sentence. Returns the application's id.
async fn check_token(http: &Http) -> anyhow::Result<ApplicationId> {
    let me = match retry("check the token", 3, || http.get_current_user()).await {
        Ok(me) => me,
        Err(e) => {
            return Err(match status_and_code(&e) {
                Some((401, _)) => anyhow::anyhow!(
                    "Discord rejected DISCORD_TOKEN (401 Unauthorized): copy the bot token again from the Developer Portal (your application > Bot > Reset Token)"
                ),
                Some((status, code)) => anyhow::anyhow!(
                    "Discord refused to check DISCORD_TOKEN (HTTP {status}, code {code})"
                ),
                None => anyhow::anyhow!("could not reach Discord to check DISCORD_TOKEN: {e}"),
            });
        }
    };
    tracing::info!(bot = %me.name, id = %me.id, "token accepted");
    // A bot's application id is its user id unless Discord says otherwise.
    let application = match http.get_current_application_info().await {
        Ok(app) => app.id,
        Err(e) => {
            tracing::warn!(error = %e, "could not read the application; using the bot's user id");
            ApplicationId::new(me.id.get())
        }
    };
    Ok(application)
}

/// Registers the commands in the dev server (at once) or globally (Discord
/// may take up to an hour to show changes). Failure is logged, not fatal:
/// the commands registered before keep working.
async fn register(
    ctx: &serenity::all::Context,
    commands: &[poise::Command<Bot, BotError>],
    dev_guild: Option<u64>,
) {
    let registered = match dev_guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, GuildId::new(guild)).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    match (registered, dev_guild) {
        (Ok(()), Some(guild)) => tracing::info!(guild, "commands registered in the dev server"),
        (Ok(()), None) => tracing::info!("commands registered globally"),
        (Err(e), _) => tracing::error!(error = %e, "could not register the commands"),
    }
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Bot, BotError>,
    event: &FullEvent,
) -> Result<(), BotError> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        components::handle(framework.serenity_context, framework.user_data, press).await;
    }
    Ok(())
}

/// Whether a command's interaction is new (see `seen`). Poise runs the
/// check for each command of the tree (`nanuk`, then the subcommand), so
/// the verdict is kept in the invocation's data and decided once.
async fn first_delivery(ctx: super::bot::Ctx<'_>) -> Result<bool, BotError> {
    struct FirstDelivery(bool);
    let known = ctx.invocation_data::<FirstDelivery>().await.map(|v| v.0);
    let first = match known {
        Some(first) => first,
        None => {
            let first = ctx.data().seen.first(ctx.id());
            ctx.set_invocation_data(FirstDelivery(first)).await;
            first
        }
    };
    if !first {
        return Err(BotError::Duplicate);
    }
    if let poise::Context::Application(app) = ctx {
        let i = app.interaction;
        crate::discord::languages::meet(
            &ctx.data().service,
            i.user.id.get(),
            &i.locale,
            i.guild_id.map(|g| g.get()),
            i.guild_locale.as_deref(),
        )
        .await;
    }
    // Discord sends only the options a command was registered with; poise
    // reads those it knows and ignores the rest, so a command carrying
    // another would be applied as if it were not there.
    if let poise::Context::Application(app) = ctx
        && let Some(extra) = app
            .args
            .iter()
            .find(|arg| !app.command().parameters.iter().any(|p| p.name == arg.name))
    {
        return Err(BotError::UnknownOption(extra.name.to_string()));
    }
    Ok(true)
}

/// SIGTERM (how services are stopped) or Ctrl-C.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
                return;
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM; Ctrl-C still stops the bot")
            }
        }
    }
    if let Err(e) = tokio::signal::ctrl_c().await {
        tracing::warn!(error = %e, "cannot listen for Ctrl-C");
        std::future::pending::<()>().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_what_the_bot_uses_and_both_scopes() {
        let link = invite_link(42);
        // view 1024 + send 2048 + embeds 16384 + files 32768 + history 65536
        // + public threads 2^35 + send in threads 2^38
        assert!(
            link.contains("client_id=42&permissions=309237763072&"),
            "{link}"
        );
        assert!(
            link.ends_with("scope=bot%20applications.commands"),
            "{link}"
        );
        assert!(!intents().contains(GatewayIntents::MESSAGE_CONTENT));
        assert!(!intents().contains(GatewayIntents::GUILD_MEMBERS));
        assert!(!intents().contains(GatewayIntents::GUILD_PRESENCES));
    }

    #[test]
    fn a_part_of_the_shards_needs_a_shared_database() {
        let config = |shards: &str, db: &str| {
            Config::from_lookup(|key| match key {
                "DISCORD_TOKEN" => Some("abc.def.ghi".into()),
                "NANUK_SHARDS" => Some(shards.into()),
                "DATABASE_URL" => Some(db.into()),
                _ => None,
            })
            .expect("valid settings")
        };
        let sqlite = "sqlite://nanuk.db?mode=rwc";
        let pg = "postgres://bot:pw@db/nanuk";
        let err = check_shards(&config("1-1/2", sqlite)).unwrap_err();
        let err = err.to_string();
        assert!(
            err.contains("NANUK_SHARDS=1-1/2") && err.contains("PostgreSQL"),
            "{err}"
        );
        assert!(check_shards(&config("0-0/2", pg)).is_ok());
        assert!(
            check_shards(&config("0-1/2", sqlite)).is_ok(),
            "all shards in one process"
        );
        assert!(
            check_shards(&config("", sqlite)).is_ok(),
            "unset: every shard"
        );
    }
}
