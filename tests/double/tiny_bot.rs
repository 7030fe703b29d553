//! A tiny poise bot shaped like Nanuk's: `/nanuk start` with options and
//! buttons, a deferred command, a DM with a button, a select menu.

use poise::serenity_prelude as serenity;

use crate::support::double::*;

pub struct Data;
pub type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

/// Nanuk
#[poise::command(slash_command, subcommands("start", "slow", "dm", "pick"))]
pub async fn nanuk(_: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a lobby
#[poise::command(slash_command)]
async fn start(
    ctx: Ctx<'_>,
    #[description = "Seasons to play"]
    #[min = 1]
    #[max = 4]
    seasons: Option<u8>,
    #[description = "Invite someone"] guest: Option<serenity::User>,
) -> Result<(), Error> {
    let guest = guest.map(|u| u.name).unwrap_or_default();
    let text = format!("seasons={} guest={guest}", seasons.unwrap_or(1));
    let buttons = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("lobby:join").label("Join"),
        serenity::CreateButton::new("lobby:leave")
            .label("Leave")
            .style(serenity::ButtonStyle::Secondary),
    ]);
    let embed = serenity::CreateEmbed::new()
        .title("Nanuk lobby")
        .description(text);
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .components(vec![buttons]),
    )
    .await?;
    Ok(())
}

/// Think first
#[poise::command(slash_command)]
async fn slow(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    ctx.say("done slowly").await?;
    Ok(())
}

/// Get your hand by DM
#[poise::command(slash_command)]
async fn dm(ctx: Ctx<'_>) -> Result<(), Error> {
    let play = serenity::CreateButton::new("hand:play").label("Play");
    let hand = serenity::CreateMessage::new()
        .content("Your hand")
        .components(vec![serenity::CreateActionRow::Buttons(vec![play])]);
    ctx.author().direct_message(ctx, hand).await?;
    ctx.send(
        poise::CreateReply::default()
            .content("sent you a DM")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Pick a card
#[poise::command(slash_command)]
async fn pick(ctx: Ctx<'_>) -> Result<(), Error> {
    let options = ["walrus", "seal", "bear"]
        .map(|c| serenity::CreateSelectMenuOption::new(c, c))
        .to_vec();
    let kind = serenity::CreateSelectMenuKind::String { options };
    let menu = serenity::CreateSelectMenu::new("pick:card", kind);
    let reply = poise::CreateReply::default()
        .content("Pick")
        .components(vec![serenity::CreateActionRow::SelectMenu(menu)]);
    ctx.send(reply).await?;
    Ok(())
}

pub async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(c),
    } = event
    else {
        return Ok(());
    };
    let message = serenity::CreateInteractionResponseMessage::new();
    let response = match (c.data.custom_id.as_str(), &c.data.kind) {
        ("lobby:join", _) => serenity::CreateInteractionResponse::UpdateMessage(
            message.content(format!("{} joined", c.user.name)),
        ),
        ("lobby:leave", _) => {
            let confirm = serenity::CreateButton::new("lobby:confirm").label("Confirm");
            let message = message
                .content("Leave the lobby?")
                .ephemeral(true)
                .components(vec![serenity::CreateActionRow::Buttons(vec![confirm])]);
            serenity::CreateInteractionResponse::Message(message)
        }
        ("lobby:confirm", _) => serenity::CreateInteractionResponse::UpdateMessage(
            message.content("You left").components(vec![]),
        ),
        ("hand:play", _) => serenity::CreateInteractionResponse::UpdateMessage(
            message.content("played").components(vec![]),
        ),
        ("pick:card", serenity::ComponentInteractionDataKind::StringSelect { values }) => {
            serenity::CreateInteractionResponse::UpdateMessage(
                message
                    .content(format!("picked {}", values.join(",")))
                    .components(vec![]),
            )
        }
        _ => return Ok(()),
    };
    c.create_response(ctx, response).await?;
    Ok(())
}

/// Runs the bot in-process against the double, registering globally;
/// the shard manager stops it (as a process exit would).
pub async fn run(d: &Double) -> std::sync::Arc<serenity::ShardManager> {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![nanuk()],
            event_handler: |framework, event| Box::pin(on_event(framework.serenity_context, event)),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(Data)
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(
        d.serenity_http(),
        serenity::GatewayIntents::non_privileged(),
    )
    .framework(framework)
    .await
    .expect("the poise bot builds");
    let shards = std::sync::Arc::clone(&client.shard_manager);
    tokio::spawn(async move { client.start().await });
    shards
}
