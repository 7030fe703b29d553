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

/// Targets that may log the token or a secret choice; never above WARN.
const CAPPED_TARGETS: [&str; 3] = ["serenity", "tungstenite", "tokio_tungstenite"];

/// `rust_log` (default `info`), with serenity and the websocket library
/// never above `warn`, whatever `rust_log` says: serenity 0.12
/// `#[instrument]`s its HTTP calls and gateway event handling at INFO with
/// every argument Debug-formatted, which spells out interaction payloads
/// (the custom_id of a secret side, ante or contribution) and the hands
/// drawn in its request bodies; no writer can tell those apart from other
/// text, so they are never written. (It also cost more CPU under load than
/// the calls themselves.)
pub fn filter(rust_log: &str) -> EnvFilter {
    // A directive for a capped target or one of its modules would win over
    // the cap (the most specific directive applies): left out.
    let kept: Vec<&str> = rust_log
        .split(',')
        .filter(|d| {
            let target = d.split('=').next().unwrap_or_default().trim();
            !CAPPED_TARGETS
                .iter()
                .any(|c| target == *c || target.starts_with(&format!("{c}::")))
        })
        .collect();
    let rust_log = kept.join(",");
    let mut filter = EnvFilter::try_new(&rust_log)
        .ok()
        .filter(|_| !rust_log.trim().is_empty())
        .unwrap_or_else(|| "info".into());
    for target in CAPPED_TARGETS {
        let directive = format!("{target}=warn");
        filter = filter.add_directive(directive.parse().expect("a valid log directive"));
    }
    filter
}

/// The strings no log line may contain.
static SECRETS: OnceLock<Vec<String>> = OnceLock::new();

/// Registers the secrets (the token, the database's password in each of
/// its spellings), once at start-up; later calls are ignored. Each, and
/// its hex form, is replaced in every log line.
pub fn hide<'a>(secrets: impl IntoIterator<Item = &'a str>) {
    let mut all = Vec::new();
    for secret in secrets {
        if secret.len() < 4 {
            // Too short to search for without mangling ordinary text.
            continue;
        }
        let hex: String = secret.bytes().map(|b| format!("{b:02x}")).collect();
        all.push(secret.to_string());
        all.push(hex);
    }
    // Longest first, so a secret containing another is replaced whole.
    all.sort_by_key(|s| std::cmp::Reverse(s.len()));
    let _ = SECRETS.set(all);
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
        hide(["MTIz.secret-token.xyz", "p@ss word", "p%40ss%20word"]);
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
        assert_eq!(
            redact("connect to user:p%40ss%20word@db failed; password p@ss word"),
            "connect to user:[redacted]@db failed; password [redacted]"
        );
    }

    #[test]
    fn libraries_that_log_secrets_never_log_below_warn() {
        for level in [
            "trace",
            "debug",
            "tungstenite=trace",
            "trace,tokio_tungstenite=trace",
            "trace,serenity=trace",
            "serenity::gateway=debug",
        ] {
            let shown = filter(level).to_string();
            for target in CAPPED_TARGETS {
                assert!(
                    shown.contains(&format!("{target}=warn")),
                    "{level}: {shown}"
                );
            }
            assert!(!shown.contains("tungstenite=trace"), "{level}: {shown}");
            assert!(!shown.contains("serenity=trace"), "{level}: {shown}");
            assert!(!shown.contains("serenity::"), "{level}: {shown}");
        }
    }
}
