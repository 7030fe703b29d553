//! The bot's side of the operator's listener (issue 28): the gateway's
//! shards sampled into the metrics and the readiness check, the census of
//! the database-wide gauges, the readiness check itself, and periodic
//! backups. Each is a background task of `app::run`, stopped with it.

use crate::config::{Backups, Config, Shards};
use crate::service::GameService;
use crate::telemetry::{self, http::ReadyCheck};
use metrics_exporter_prometheus::PrometheusHandle;
use serenity::all::ShardManager;
use serenity::gateway::ConnectionStage;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;
use tokio::sync::watch;

/// Starts the operator's tasks `config` asks for: with a listener (bound
/// at start) and the recorder's handle, the listener, the shard sampler
/// and the census; with `NANUK_BACKUP_EVERY`, periodic backups. They end
/// when `stop` turns true (or are aborted with the returned handles).
pub fn start(
    config: &Config,
    listener: Option<(tokio::net::TcpListener, PrometheusHandle)>,
    service: &GameService,
    range: Shards,
    manager: Arc<ShardManager>,
    stop: &watch::Receiver<bool>,
) -> Vec<tokio::task::JoinHandle<()>> {
    let mut tasks = Vec::new();
    if let Some((listener, metrics)) = listener {
        let gateway = Gateway::new(range);
        let ready = ready_check(service.clone(), gateway.clone());
        if let Ok(address) = listener.local_addr() {
            tracing::info!(%address, "serving /metrics, /healthz and /readyz");
        }
        tasks.push(tokio::spawn(telemetry::http::serve(
            listener,
            metrics,
            ready,
            stop.clone(),
        )));
        tasks.push(tokio::spawn(watch_shards(
            manager,
            range,
            gateway,
            stop.clone(),
        )));
        tasks.push(tokio::spawn(census(service.clone(), stop.clone())));
    }
    if let Some(plan) = config.backups.clone() {
        match service.store().sqlite_path() {
            Some(database) => {
                let dir = plan.dir.clone().unwrap_or_else(|| {
                    database
                        .parent()
                        .filter(|d| !d.as_os_str().is_empty())
                        .unwrap_or(std::path::Path::new("."))
                        .join("backups")
                });
                tasks.push(tokio::spawn(periodic_backups(
                    service.clone(),
                    plan,
                    dir,
                    stop.clone(),
                )));
            }
            None => tracing::warn!(
                "NANUK_BACKUP_EVERY is for a SQLite database; back PostgreSQL up with pg_dump (docs/deploy.md)"
            ),
        }
    }
    tasks
}

/// How often the shards are looked at.
const SHARDS_EVERY: Duration = Duration::from_secs(2);

/// How many of this process's shards are connected, as last sampled.
#[derive(Debug)]
pub struct Gateway {
    configured: u32,
    connected: AtomicU32,
}

impl Gateway {
    pub fn new(range: Shards) -> Arc<Gateway> {
        Arc::new(Gateway {
            configured: range.len(),
            connected: AtomicU32::new(0),
        })
    }

    fn ready(&self) -> Result<(), String> {
        let connected = self.connected.load(Ordering::Relaxed);
        if connected < self.configured {
            return Err(format!(
                "{connected} of {} gateway shards connected",
                self.configured
            ));
        }
        Ok(())
    }
}

/// Samples serenity's shard runners until `stop`.
pub async fn watch_shards(
    manager: Arc<ShardManager>,
    range: Shards,
    gateway: Arc<Gateway>,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        let (connected, latencies) = {
            let runners = manager.runners.lock().await;
            let mut connected = 0;
            let mut latencies = Vec::new();
            for (id, info) in runners.iter() {
                if !range.contains(id.0) {
                    continue;
                }
                if info.stage == ConnectionStage::Connected {
                    connected += 1;
                }
                latencies.push((id.0, info.latency));
            }
            (connected, latencies)
        };
        gateway.connected.store(connected, Ordering::Relaxed);
        telemetry::gateway(range.len(), connected, &latencies);
        tokio::select! {
            () = tokio::time::sleep(SHARDS_EVERY) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Counts the database-wide gauges every [`telemetry::CENSUS_EVERY`]
/// until `stop`; a failed count is skipped (the storage fault is counted
/// where it happened).
pub async fn census(service: GameService, mut stop: watch::Receiver<bool>) {
    loop {
        match service.census().await {
            Ok(census) => telemetry::census(&census),
            Err(e) => tracing::debug!(error = %e, "could not count the games for the metrics"),
        }
        tokio::select! {
            () = tokio::time::sleep(telemetry::CENSUS_EVERY) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Ready: the database takes a write, the outbox moves, every shard of
/// this process is connected.
pub fn ready_check(service: GameService, gateway: Arc<Gateway>) -> ReadyCheck {
    Arc::new(move || {
        let service = service.clone();
        let gateway = gateway.clone();
        Box::pin(async move {
            service.database_ready().await?;
            gateway.ready()
        })
    })
}

/// Backs the SQLite database up every `plan.every` until `stop` (the
/// first one `plan.every` after the start).
pub async fn periodic_backups(
    service: GameService,
    plan: Backups,
    dir: std::path::PathBuf,
    mut stop: watch::Receiver<bool>,
) {
    tracing::info!(
        dir = %dir.display(),
        every_s = plan.every.as_secs(),
        keep = plan.keep,
        "periodic backups on"
    );
    loop {
        tokio::select! {
            () = tokio::time::sleep(plan.every) => {}
            _ = stop.changed() => return,
        }
        match service.periodic_backup(&dir, plan.keep).await {
            Ok(report) => tracing::info!(
                file = %report.path.display(),
                bytes = report.bytes,
                games = report.verified.checked,
                "backup written and verified"
            ),
            Err(e) => tracing::error!(problem = %e, "the periodic backup failed"),
        }
    }
}
