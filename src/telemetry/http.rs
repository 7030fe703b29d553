//! The operator's listener (`NANUK_METRICS_ADDR`): `/metrics` (Prometheus
//! text from the recorder's memory: never a database read), `/healthz`
//! (the process is up and its runtime answers) and `/readyz` (what the
//! caller's check says: database, shards, outbox). Each health answer is
//! 200 or 503 with one line.

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

/// Whether the bot can do its work now; `Err` is the reason, one line.
pub type ReadyCheck =
    Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Result<(), String>> + Send>> + Send + Sync>;

/// A readiness check that has not answered by then counts as not ready.
pub const READY_TIMEOUT: Duration = Duration::from_secs(5);

/// How often the recorder folds recent histogram samples in (the
/// exporter's own listener would do it; this one is ours).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

#[derive(Clone)]
struct Served {
    metrics: PrometheusHandle,
    ready: ReadyCheck,
}

/// Binds `addr`; the error is one sentence for the admin.
pub async fn bind(addr: SocketAddr) -> Result<tokio::net::TcpListener, String> {
    tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        format!(
            "NANUK_METRICS_ADDR={addr}: cannot listen there ({e}); choose a free address and port, or leave NANUK_METRICS_ADDR unset"
        )
    })
}

/// Serves until `stop` turns true.
pub async fn serve(
    listener: tokio::net::TcpListener,
    metrics: PrometheusHandle,
    ready: ReadyCheck,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let upkeep = {
        let metrics = metrics.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(UPKEEP_EVERY);
            loop {
                every.tick().await;
                metrics.run_upkeep();
            }
        })
    };
    let app = Router::new()
        .route("/metrics", get(render))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(Served { metrics, ready });
    let stopped = async move {
        while !*stop.borrow_and_update() {
            if stop.changed().await.is_err() {
                break;
            }
        }
    };
    if let Err(e) = axum::serve(listener, app)
        .with_graceful_shutdown(stopped)
        .await
    {
        tracing::warn!(error = %e, "the metrics listener stopped");
    }
    upkeep.abort();
}

async fn render(State(s): State<Served>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        s.metrics.render(),
    )
}

/// Answering at all is the proof: the handler runs on the bot's runtime.
async fn healthz() -> impl IntoResponse {
    (StatusCode::OK, "ok\n")
}

async fn readyz(State(s): State<Served>) -> impl IntoResponse {
    match tokio::time::timeout(READY_TIMEOUT, (s.ready)()).await {
        Ok(Ok(())) => (StatusCode::OK, "ready\n".to_string()),
        Ok(Err(reason)) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("not ready: {reason}\n"),
        ),
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "not ready: the checks did not answer within {} s\n",
                READY_TIMEOUT.as_secs()
            ),
        ),
    }
}
