//! Gateway shards: events go to the shard of their guild, DMs to shard 0;
//! an identify out of the shard count is refused.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::json;
use tokio::sync::mpsc;

use crate::support::double::*;
use crate::threads::{game_thread, post};

/// What a shard's client heard: (shard id, event, guild).
type Heard = (u32, &'static str, Option<u64>);

/// Forwards the guild, thread and interaction events a shard receives, and
/// answers each command so Discord's 3 s rule holds.
struct ShardEvents(mpsc::UnboundedSender<Heard>);

#[serenity::async_trait]
impl serenity::EventHandler for ShardEvents {
    async fn guild_create(&self, ctx: serenity::Context, guild: serenity::Guild, _: Option<bool>) {
        let _ = self
            .0
            .send((ctx.shard_id.0, "GUILD_CREATE", Some(guild.id.get())));
    }

    async fn thread_create(&self, ctx: serenity::Context, thread: serenity::GuildChannel) {
        let _ = self
            .0
            .send((ctx.shard_id.0, "THREAD_CREATE", Some(thread.guild_id.get())));
    }

    async fn interaction_create(&self, ctx: serenity::Context, interaction: serenity::Interaction) {
        if let serenity::Interaction::Command(c) = &interaction {
            let guild = c.guild_id.map(|g| g.get());
            let _ = self.0.send((ctx.shard_id.0, "INTERACTION_CREATE", guild));
            let pong = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new().content("pong"),
            );
            c.create_response(&ctx.http, pong)
                .await
                .expect("answering /ping");
        }
    }
}

/// A serenity client running shard `shard` of `count`, as one bot process
/// of several would.
async fn run_shard(
    d: &Double,
    shard: u32,
    count: u32,
    tx: mpsc::UnboundedSender<Heard>,
) -> Arc<serenity::ShardManager> {
    let mut client =
        serenity::ClientBuilder::new_with_http(d.serenity_http(), serenity::GatewayIntents::GUILDS)
            .event_handler(ShardEvents(tx))
            .await
            .expect("serenity client builds");
    let manager = Arc::clone(&client.shard_manager);
    tokio::spawn(async move { client.start_shard(shard, count).await });
    manager
}

/// Guilds until one lands on each of 2 shards (a guild's shard comes from
/// the timestamp in its id): (first guild on shard 0, first on shard 1,
/// every guild created).
async fn guilds_on_two_shards(d: &Double) -> (GuildId, GuildId, Vec<GuildId>) {
    let (mut even, mut odd, mut all) = (None, None, vec![]);
    while even.is_none() || odd.is_none() {
        let g = d.create_guild("Club");
        all.push(g);
        match (g.0 >> 22) % 2 {
            0 => even = even.or(Some(g)),
            _ => odd = odd.or(Some(g)),
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    (even.unwrap(), odd.unwrap(), all)
}

/// Everything heard until `quiet` passes with nothing new.
async fn heard_until_quiet(rx: &mut mpsc::UnboundedReceiver<Heard>, quiet: Duration) -> Vec<Heard> {
    let mut all = vec![];
    while let Ok(Some(h)) = tokio::time::timeout(quiet, rx.recv()).await {
        all.push(h);
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn events_go_to_the_shard_of_their_guild_and_dms_to_shard_zero() {
    let d = Double::start_with(DoubleConfig {
        shards: 2,
        ..DoubleConfig::default()
    })
    .await;
    let (g0, g1, all) = guilds_on_two_shards(&d).await;
    let guild_creates = |shard: u64| -> Vec<Heard> {
        all.iter()
            .filter(|g| (g.0 >> 22) % 2 == shard)
            .map(|g| (shard as u32, "GUILD_CREATE", Some(g.0)))
            .collect()
    };
    let (t0, t1) = (
        d.create_text_channel(g0, "table"),
        d.create_text_channel(g1, "table"),
    );
    let alice = d.create_user("alice");
    d.add_member(g0, alice);
    d.add_member(g1, alice);
    let dm = d.open_dm(alice);

    let http = d.serenity_http();
    let recommended = http.get_bot_gateway().await.expect("GET /gateway/bot");
    assert_eq!(
        recommended.shards, 2,
        "the double recommends its shard count"
    );

    // Only shard 0 runs: it hears of its own guild only.
    let (tx, mut rx) = mpsc::unbounded_channel();
    let zero = run_shard(&d, 0, 2, tx.clone()).await;
    d.wait_shards(&[0], 1).await;
    let ping = json!({ "name": "ping", "description": "Ping", "type": 1 });
    http.create_global_command(&ping)
        .await
        .expect("registering /ping");
    let mut heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    heard.sort();
    assert_eq!(heard, guild_creates(0));
    // Shard 1 is not running: its guild's interactions reach nobody.
    let err = d
        .try_slash(alice, t1, "ping", &[])
        .await
        .expect_err("no session on shard 1");
    assert!(err.contains("shard 1"), "{err}");
    assert_eq!(d.shard_of(g1), 1);

    // Shard 1 joins: it gets its guild, and each interaction arrives on
    // the shard of its guild; DMs on shard 0.
    let one = run_shard(&d, 1, 2, tx).await;
    d.wait_shards(&[0, 1], 2).await;
    let mut heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    heard.sort();
    assert_eq!(heard, guild_creates(1));
    for (channel, expected) in [
        (t1, (1, "INTERACTION_CREATE", Some(g1.0))),
        (t0, (0, "INTERACTION_CREATE", Some(g0.0))),
        (dm, (0, "INTERACTION_CREATE", None)),
    ] {
        let ping = d.slash(alice, channel, "ping", &[]).await;
        assert_eq!(ping.reply().await.content, "pong");
        let heard = heard_until_quiet(&mut rx, Duration::from_millis(300)).await;
        assert_eq!(heard, [expected], "{heard:?}");
    }

    // Guild events that the test makes happen follow the guild too.
    let message = post(&d, t1, "Lobby").await;
    game_thread(&d, t1, message, 60).await;
    let message = post(&d, t0, "Lobby").await;
    game_thread(&d, t0, message, 60).await;
    let late = d.create_guild("Late Club");
    let mut heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    heard.sort();
    let mut expected = vec![
        (1, "THREAD_CREATE", Some(g1.0)),
        (0, "THREAD_CREATE", Some(g0.0)),
        (d.shard_of(late), "GUILD_CREATE", Some(late.0)),
    ];
    expected.sort();
    assert_eq!(heard, expected);

    // With shard 1's connection gone, shard 0 still hears of its new guilds.
    one.shutdown_all().await;
    d.wait_for("shard 1 to be down", |d| {
        (d.live_shards() == [0]).then_some(())
    })
    .await;
    let mut on_zero = d.create_guild("Later Club");
    while d.shard_of(on_zero) != 0 {
        tokio::time::sleep(Duration::from_millis(1)).await;
        on_zero = d.create_guild("Later Club");
    }
    let heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    assert!(
        heard.contains(&(0, "GUILD_CREATE", Some(on_zero.0))),
        "{heard:?}"
    );
    assert!(heard.iter().all(|(shard, _, _)| *shard == 0), "{heard:?}");
    zero.shutdown_all().await;
    d.assert_no_violations().await;
}

#[tokio::test]
async fn an_identify_with_a_shard_out_of_its_count_is_refused() {
    let d = Double::start().await;
    let (tx, _rx) = mpsc::unbounded_channel();
    let manager = run_shard(&d, 2, 2, tx).await;
    d.wait_for("the bad IDENTIFY to be reported", |d| {
        d.violations()
            .iter()
            .any(|v| v.to_string().contains("invalid shard"))
            .then_some(())
    })
    .await;
    assert!(d.live_shards().is_empty());
    manager.shutdown_all().await;
    d.take_violations();
}
