//! The HTTP surface: authorization, unknown routes, uploads, and answers
//! that parse as serenity's models.

use poise::serenity_prelude as serenity;

use crate::harness::*;
use crate::support::double::*;

#[tokio::test]
async fn wrong_authorization_and_unknown_routes_are_caught() {
    let d = Double::start().await;
    let wrong = d.serenity_http_with_token("not-the-token");
    assert_eq!(discord_error(wrong.get_current_user().await), (401, 0));
    expect_one_violation(
        &d,
        ViolationKind::Unauthorized,
        "is not \"Bot <the token>\"",
    );

    let http = d.serenity_http();
    let guild = d.create_guild("G");
    let unknown = http
        .get_guild_webhooks(serenity::GuildId::new(guild.0))
        .await;
    assert_eq!(discord_error(unknown), (404, 0));
    expect_one_violation(&d, ViolationKind::UnknownRoute, "does not serve");
}

#[tokio::test]
async fn uploads_keep_names_and_bytes() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    let record =
        serenity::CreateAttachment::bytes(b"{\"winner\":\"alice\"}".to_vec(), "game-record.json");
    let message = serenity::CreateMessage::new()
        .content("Final scores")
        .add_file(record);
    let posted = channel
        .send_message(&*s.http, message)
        .await
        .expect("multipart upload");
    assert_eq!(posted.attachments[0].filename, "game-record.json");
    let stored = s.d.message(MessageId(posted.id.get())).expect("stored");
    assert_eq!(stored.attachments.len(), 1);
    assert_eq!(stored.attachments[0].filename, "game-record.json");
    assert_eq!(stored.attachments[0].text(), "{\"winner\":\"alice\"}");
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn http_objects_parse_as_serenity_models() {
    let s = Setup::new().await;
    // Each call deserialises the double's answer into serenity's model.
    let guild_id = serenity::GuildId::new(s.d.guild_of(s.table).expect("#table is in a guild").0);
    let guild = s.http.get_guild(guild_id).await.expect("PartialGuild");
    assert_eq!(guild.name, "Test Guild");
    let member = s
        .http
        .get_member(guild_id, serenity::UserId::new(s.alice.0))
        .await
        .expect("Member");
    assert_eq!(member.user.name, "alice");
    let channel = s
        .http
        .get_channel(serenity::ChannelId::new(s.table.0))
        .await
        .expect("Channel");
    assert!(matches!(channel, serenity::Channel::Guild(c) if c.name == "table"));
    s.http.get_guild_roles(guild_id).await.expect("roles");
    let app = s
        .http
        .get_current_application_info()
        .await
        .expect("CurrentApplicationInfo");
    assert_eq!(app.id.get(), s.d.application_id());
    let me = s.http.get_current_user().await.expect("CurrentUser");
    assert!(me.bot);
    let commands = s.http.get_global_commands().await.expect("commands");
    assert_eq!(commands[0].name, "ping");
    s.d.assert_no_violations().await;
}
