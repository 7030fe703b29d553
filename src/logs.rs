//! The log filter and the writer that keeps secrets out of the logs.
//!
//! Two layers, because a library that logs a secret does so where we
//! cannot see it: the websocket library (`tungstenite`) logs every frame
//! it sends at TRACE, the IDENTIFY and RESUME frames with the token in
//! them (as text and as hex), so its targets are capped at WARN whatever
//! `RUST_LOG` says; and every line written is searched for the token (and
//! its hex form) and has it replaced by `[redacted]`, for any other path a
//! secret may take.

use std::io::Write;
use std::sync::OnceLock;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// Targets that may log the token; never above WARN.
const NOISY_SECRET_TARGETS: [&str; 2] = ["tungstenite", "tokio_tungstenite"];

/// `rust_log` (default `info`), with serenity at `warn` unless `rust_log`
/// names serenity itself (serenity 0.12 `#[instrument]`s its HTTP calls and
/// gateway event handling at INFO with every argument Debug-formatted,
/// which under load cost more CPU than the calls themselves), and the
/// websocket library never above `warn`.
pub fn filter(rust_log: &str) -> EnvFilter {
    let mut filter = EnvFilter::try_new(rust_log)
        .ok()
        .filter(|_| !rust_log.trim().is_empty())
        .unwrap_or_else(|| "info".into());
    if !rust_log.contains("serenity") {
        filter = filter.add_directive("serenity=warn".parse().expect("a valid log directive"));
    }
    for target in NOISY_SECRET_TARGETS {
        let directive = format!("{target}=warn");
        filter = filter.add_directive(directive.parse().expect("a valid log directive"));
    }
    filter
}

/// The strings no log line may contain.
static SECRETS: OnceLock<Vec<String>> = OnceLock::new();

/// Registers the token (once; later calls are ignored): it and its hex
/// form are replaced in every log line.
pub fn hide(secret: &str) {
    if secret.len() < 8 {
        // Too short to search for without mangling ordinary text.
        return;
    }
    let hex: String = secret.bytes().map(|b| format!("{b:02x}")).collect();
    let _ = SECRETS.set(vec![secret.to_string(), hex]);
}

/// `text` with every registered secret replaced.
pub fn redact(text: &str) -> std::borrow::Cow<'_, str> {
    let secrets = SECRETS.get().map(Vec::as_slice).unwrap_or_default();
    if !secrets.iter().any(|s| text.contains(s.as_str())) {
        return text.into();
    }
    let mut out = text.to_string();
    for s in secrets {
        out = out.replace(s.as_str(), "[redacted]");
    }
    out.into()
}

/// Writes log lines to stderr with secrets replaced. The fmt layer writes
/// one event per writer, so each event is searched whole.
#[derive(Clone, Copy, Default)]
pub struct RedactingStderr;

impl<'a> MakeWriter<'a> for RedactingStderr {
    type Writer = LineBuffer;

    fn make_writer(&'a self) -> LineBuffer {
        LineBuffer(Vec::with_capacity(256))
    }
}

/// One event's text, written (redacted) when dropped.
pub struct LineBuffer(Vec<u8>);

impl Write for LineBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for LineBuffer {
    fn drop(&mut self) {
        let text = String::from_utf8_lossy(&self.0);
        let _ = std::io::stderr().lock().write_all(redact(&text).as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_and_their_hex_are_replaced() {
        hide("MTIz.secret-token.xyz");
        assert_eq!(
            redact(r#"{"op":2,"d":{"token":"MTIz.secret-token.xyz"}}"#),
            r#"{"op":2,"d":{"token":"[redacted]"}}"#
        );
        let hex: String = "MTIz.secret-token.xyz"
            .bytes()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(
            redact(&format!("payload: 0x7b{hex}7d")),
            "payload: 0x7b[redacted]7d"
        );
        assert_eq!(redact("nothing to hide"), "nothing to hide");
    }

    #[test]
    fn the_websocket_library_never_logs_below_warn() {
        for level in [
            "trace",
            "debug",
            "tungstenite=trace",
            "trace,tokio_tungstenite=trace",
        ] {
            let shown = filter(level).to_string();
            assert!(shown.contains("tungstenite=warn"), "{level}: {shown}");
            assert!(shown.contains("tokio_tungstenite=warn"), "{level}: {shown}");
            assert!(!shown.contains("tungstenite=trace"), "{level}: {shown}");
        }
    }
}
