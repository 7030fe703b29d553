//! TEMPORARY stand-in for the delivery worker (branch `delivery`), with the
//! same interface, so that the bot and its end-to-end tests run before that
//! branch is merged. Delete this file when the real `discord/delivery/`
//! lands (and point `mod delivery` in `discord/mod.rs` back at it).
//!
//! It does the least the tests need: lobby, board and DM hands posted and
//! edited in place, announcements, notes about seats, final scores with the
//! record attached. No 30046 re-posting, no cleverness.

use super::convert;
use super::places::Places;
use super::render::{self, Names, announce};
use super::retry::{Failure, classify, retry};
use super::screen::Screen;
use crate::service::{Delivery, GameId, GameService, MessageSlot, OutboxItem, StandInReason};
use serenity::all::{ChannelId, CreateAttachment, CreateMessage, Http, MessageId, Nonce, UserId};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

const ATTEMPTS: u32 = 6;

#[derive(Clone)]
pub struct Deliverer {
    http: Arc<Http>,
    service: GameService,
    places: Places,
    dms: Arc<Mutex<HashMap<u64, ChannelId>>>,
    /// (game, user) already told in the channel that their DMs are closed.
    told: Arc<Mutex<HashSet<(GameId, u64)>>>,
}

impl Deliverer {
    pub fn new(http: Arc<Http>, service: GameService, places: Places) -> Deliverer {
        Deliverer {
            http,
            service,
            places,
            dms: Arc::default(),
            told: Arc::default(),
        }
    }

    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let ready = self.service.outbox_ready();
        loop {
            let notified = ready.notified();
            if let Err(e) = self.drain().await {
                tracing::warn!(error = %e, "delivery failed; retrying soon");
            }
            tokio::select! {
                () = notified => {}
                () = tokio::time::sleep(Duration::from_secs(2)) => {}
                changed = shutdown.changed() => {
                    if changed.is_err() || *shutdown.borrow() {
                        return;
                    }
                }
            }
        }
    }

    pub async fn drain(&self) -> anyhow::Result<usize> {
        let mut done = 0;
        loop {
            let items = self.service.pending_deliveries(50).await?;
            if items.is_empty() {
                return Ok(done);
            }
            for item in items {
                if let Err(e) = self.deliver(&item).await {
                    if classify(&e) == Failure::Transient {
                        return Err(e.into());
                    }
                    tracing::warn!(game = %item.game, error = %e, "could not deliver; skipped");
                }
                self.service.mark_delivered(&[item.id]).await?;
                done += 1;
            }
        }
    }

    async fn deliver(&self, item: &OutboxItem) -> Result<(), serenity::Error> {
        let game = item.game;
        let Ok(table) = self.service.table(game).await else {
            return Ok(());
        };
        let channel = ChannelId::new(table.info.channel);
        let names = Names::from_seats(&table.seats);
        let name = |seat: crate::engine::Seat| names.bold(seat);
        let nonce = item.id;
        match &item.delivery {
            Delivery::Lobby => {
                self.upsert(
                    game,
                    MessageSlot::Lobby,
                    channel,
                    render::lobby::lobby(&table),
                )
                .await
            }
            Delivery::Cancelled => {
                self.upsert(
                    game,
                    MessageSlot::Lobby,
                    channel,
                    render::lobby::lobby(&table),
                )
                .await?;
                self.say(channel, nonce, format!("Game #{game} was cancelled."))
                    .await
            }
            Delivery::Board => match render::table_board(&table) {
                Some(board) => self.upsert(game, MessageSlot::Board, channel, board).await,
                None => Ok(()),
            },
            Delivery::Announce { events } => {
                let lines = announce::lines(&names, events);
                if lines.is_empty() {
                    return Ok(());
                }
                let text = crate::discord::screen::clip(&lines.join("\n"), 2000);
                self.say(channel, nonce, text).await
            }
            Delivery::Hand { seat } => {
                let Ok(view) = self.service.seat_view(game, *seat).await else {
                    return Ok(());
                };
                let Some(user) = view.seat.user else {
                    return Ok(());
                };
                let location = self
                    .places
                    .location(view.info.guild, view.info.channel)
                    .await;
                let screen = render::player_hand(&view, &location, None, None);
                match self.upsert_dm(game, *seat, user, screen).await {
                    Err(e) if classify(&e) == Failure::DmClosed => {
                        let first = self.told.lock().expect("lock").insert((game, user));
                        if first {
                            self.say(
                                channel,
                                nonce,
                                format!("<@{user}>, I cannot send you DMs: use `/nanuk hand` here to see your hand and play."),
                            )
                            .await?;
                        }
                        Ok(())
                    }
                    other => other,
                }
            }
            Delivery::Reminder { seat, last_one } => {
                let who = names.mention(*seat);
                let text = if *last_one {
                    format!("⏰ {who}, you are the last one the hunt waits for.")
                } else {
                    format!("⏰ {who}, the game is waiting for you.")
                };
                self.say(channel, nonce, text).await
            }
            Delivery::TimedOut { seat } => {
                self.say(
                    channel,
                    nonce,
                    format!(
                        "⏱️ {} ran out of time: the AI plays for them until they act again.",
                        name(*seat)
                    ),
                )
                .await
            }
            Delivery::SeatReplaced { seat, reason } => {
                let why = match reason {
                    StandInReason::Left => "left the game",
                    StandInReason::Kicked => "was removed",
                    _ => "is replaced",
                };
                self.say(
                    channel,
                    nonce,
                    format!("🤖 {} {why}: an AI plays their seat.", name(*seat)),
                )
                .await
            }
            Delivery::SeatReclaimed { seat } => {
                self.say(
                    channel,
                    nonce,
                    format!("👋 {} is back and plays their own seat again.", name(*seat)),
                )
                .await
            }
            Delivery::GameOver => {
                let Some(public) = &table.public else {
                    return Ok(());
                };
                let mut lines = vec![format!("🏁 **Game #{game} is over.**")];
                for s in &public.seats {
                    lines.push(format!("{}: {}", names.plain(s.seat), s.score));
                }
                if let Some(winners) = &public.winners {
                    lines.push(format!("🏆 Winner(s): {}", names.list(winners)));
                }
                let text = crate::discord::screen::clip(&lines.join("\n"), 2000);
                let record = self.service.record_json(game).await.unwrap_or_default();
                let file = format!("nanuk-game-{game}.json");
                retry("post final scores", ATTEMPTS, || {
                    let m = CreateMessage::new()
                        .content(&text)
                        .nonce(Nonce::Number(nonce as u64))
                        .enforce_nonce(true)
                        .add_file(CreateAttachment::bytes(record.clone().into_bytes(), &file));
                    channel.send_message(&self.http, m)
                })
                .await
                .map(drop)
            }
        }
    }

    async fn say(
        &self,
        channel: ChannelId,
        nonce: i64,
        text: String,
    ) -> Result<(), serenity::Error> {
        retry("post", ATTEMPTS, || {
            let m = CreateMessage::new()
                .content(&text)
                .nonce(Nonce::Number(nonce as u64))
                .enforce_nonce(true);
            channel.send_message(&self.http, m)
        })
        .await
        .map(drop)
    }

    async fn upsert(
        &self,
        game: GameId,
        slot: MessageSlot,
        channel: ChannelId,
        screen: Screen,
    ) -> Result<(), serenity::Error> {
        if let Ok(Some(m)) = self.service.message(game, slot).await {
            let edited = retry("edit", ATTEMPTS, || {
                ChannelId::new(m.channel).edit_message(
                    &self.http,
                    MessageId::new(m.message),
                    convert::edit_message(&screen),
                )
            })
            .await;
            match edited {
                Ok(_) => return Ok(()),
                Err(e) if matches!(classify(&e), Failure::Gone | Failure::TooOldToEdit) => {}
                Err(e) => return Err(e),
            }
        }
        let posted = retry("post", ATTEMPTS, || {
            channel.send_message(&self.http, convert::create_message(&screen))
        })
        .await?;
        if let Err(e) = self
            .service
            .remember_message(game, slot, posted.channel_id.get(), posted.id.get())
            .await
        {
            tracing::warn!(error = %e, "could not remember a message");
        }
        Ok(())
    }

    async fn upsert_dm(
        &self,
        game: GameId,
        seat: crate::engine::Seat,
        user: u64,
        screen: Screen,
    ) -> Result<(), serenity::Error> {
        let known = self.dms.lock().expect("lock").get(&user).copied();
        let channel = match known {
            Some(c) => c,
            None => {
                let c = retry("open DM", ATTEMPTS, || {
                    UserId::new(user).create_dm_channel(&self.http)
                })
                .await?
                .id;
                self.dms.lock().expect("lock").insert(user, c);
                c
            }
        };
        self.upsert(game, MessageSlot::Hand(seat), channel, screen)
            .await
    }
}
