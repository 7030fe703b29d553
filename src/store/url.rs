//! Database URLs in logs and messages: only the backend, host, port and
//! database (or the SQLite file) are ever shown, read with sqlx's own
//! parsing, and every form a password can take in a URL is known so the
//! log writer can blank it wherever else it might surface.

use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use std::str::FromStr;

use super::BackendKind;

/// `url` fit for logs and messages: `postgres://host:port/database` (no
/// user, no password, no query), `sqlite://file`, never anything else.
pub fn redact(url: &str) -> String {
    match BackendKind::of_url(url) {
        BackendKind::Postgres => match PgConnectOptions::from_str(url) {
            Ok(o) => format!(
                "postgres://{}:{}/{}",
                o.get_host(),
                o.get_port(),
                o.get_database().unwrap_or_default()
            ),
            Err(_) => "a PostgreSQL URL that does not parse".to_string(),
        },
        BackendKind::Sqlite => match SqliteConnectOptions::from_str(url) {
            Ok(o) => format!("sqlite://{}", o.get_filename().display()),
            Err(_) => "a SQLite URL that does not parse".to_string(),
        },
    }
}

/// Query parameters that carry a secret in a libpq/sqlx URL.
const SECRET_PARAMS: [&str; 3] = ["password", "sslpassword", "passfile"];

/// Every form the secrets in `url` may take in text: the password of
/// `user:pass@host` and of `?password=` (and `sslpassword`), as written
/// (percent-encoded) and decoded. Empty for a URL without one.
pub fn secrets(url: &str) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(parsed) = ::url::Url::parse(url) else {
        // Not a URL: nothing in it can be told apart from the rest, so the
        // whole text is the secret.
        if !url.trim().is_empty() && url.contains('@') {
            out.push(url.to_string());
        }
        return out;
    };
    let mut add = |raw: &str| {
        for form in [
            raw.to_string(),
            percent_decode(raw),
            ::url::form_urlencoded::byte_serialize(percent_decode(raw).as_bytes()).collect(),
        ] {
            if !form.is_empty() && !out.contains(&form) {
                out.push(form);
            }
        }
    };
    if let Some(password) = parsed.password() {
        add(password);
    }
    if let Some(query) = parsed.query() {
        for pair in query.split('&') {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            if SECRET_PARAMS.contains(&percent_decode(name).to_ascii_lowercase().as_str()) {
                add(value);
            }
        }
    }
    out
}

fn percent_decode(text: &str) -> String {
    ::url::form_urlencoded::parse(format!("x={text}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_else(|| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each form a password can take: none of them survives `redact`, and
    /// `secrets` knows it in every spelling.
    #[test]
    fn no_form_of_a_password_survives() {
        let cases = [
            ("postgres://bot:hunter2@db:5432/nanuk", vec!["hunter2"]),
            ("postgresql://bot:hunter2@db/nanuk", vec!["hunter2"]),
            ("postgres://db:5432/nanuk?password=hunter2", vec!["hunter2"]),
            (
                "postgres://db/nanuk?user=bot&password=hunter2&sslmode=disable",
                vec!["hunter2"],
            ),
            (
                "postgres://bot:p%40ss%3Aw%2Frd@db/nanuk",
                vec!["p%40ss%3Aw%2Frd", "p@ss:w/rd"],
            ),
            (
                "postgres://db/nanuk?password=p%40ss%20word",
                vec!["p%40ss%20word", "p@ss word"],
            ),
            (
                "postgres://db/nanuk?sslpassword=keypass&password=hunter2",
                vec!["keypass", "hunter2"],
            ),
        ];
        for (url, passwords) in cases {
            let shown = redact(url);
            assert!(
                shown.starts_with("postgres://db:5432/nanuk"),
                "{url}: {shown}"
            );
            let found = secrets(url);
            for p in passwords {
                assert!(!shown.contains(p), "{url} shows {p}: {shown}");
                assert!(found.iter().any(|s| s == p), "{url}: {p} not in {found:?}");
            }
            assert!(!shown.contains("bot"), "no user either: {shown}");
        }
    }

    #[test]
    fn sqlite_urls_show_their_file_and_hold_no_secret() {
        assert_eq!(redact("sqlite://nanuk.db?mode=rwc"), "sqlite://nanuk.db");
        assert!(secrets("sqlite://nanuk.db?mode=rwc").is_empty());
        assert_eq!(
            redact("postgres://[::1"),
            "a PostgreSQL URL that does not parse"
        );
    }
}
