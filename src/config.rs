//! The bot's settings, from the environment (and `.env`, read by the
//! binary with dotenvy). Every setting is listed in `.env.example`.

use std::fmt;

pub use crate::store::DEFAULT_DATABASE_URL;

/// The bot token. Its `Debug` and `Display` never show it, so logging a
/// config (or an error holding one) cannot leak it.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    pub fn new(token: impl Into<String>) -> Token {
        Token(token.into())
    }

    /// The token itself, for the one place that sends it to Discord.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token([hidden])")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[hidden]")
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub token: Token,
    pub database_url: String,
    /// Register the commands in this server only (instant) instead of
    /// globally (which Discord may take up to an hour to roll out).
    pub dev_guild: Option<u64>,
    /// Send every HTTP API request to this base URL instead of Discord's
    /// (a rate-limiting proxy, or the Discord double in tests); the gateway
    /// address then comes from that API too.
    pub api_proxy: Option<String>,
    /// Requests per second this process may spend of the token's global
    /// limit (Discord's is 50, more if it raised the bot's): `NANUK_GLOBAL_RATE`.
    /// Processes sharing a token each take their share.
    pub global_rate: u32,
    /// Keep to Discord's per-channel limits before its headers say so
    /// (`NANUK_PACE_CHANNELS`, on unless `off`): off only for load tests
    /// against a Discord double without limits.
    pub pace_channels: bool,
    /// While the token's global budget is pressed, a game's board is
    /// redrawn at most this often (`NANUK_BOARD_EVERY`, seconds, 0 to
    /// 600); otherwise at every change.
    pub board_every: std::time::Duration,
    /// The gateway shards this process runs (`NANUK_SHARDS`); `None`:
    /// all of them, as many as Discord recommends (one process).
    pub shards: Option<Shards>,
    /// Where `/metrics`, `/healthz` and `/readyz` are served
    /// (`NANUK_METRICS_ADDR`); `None`: nowhere (the default).
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Periodic backups of a SQLite database (`NANUK_BACKUP_EVERY`,
    /// `NANUK_BACKUP_KEEP`, `NANUK_BACKUP_DIR`); `None`: off.
    pub backups: Option<Backups>,
}

/// Periodic backups: one every `every`, the newest `keep` kept, in `dir`
/// (`None`: a `backups` directory beside the database file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backups {
    pub every: std::time::Duration,
    pub keep: usize,
    pub dir: Option<std::path::PathBuf>,
}

/// Backups kept unless `NANUK_BACKUP_KEEP` says otherwise.
pub const DEFAULT_BACKUP_KEEP: usize = 7;
/// The shortest `NANUK_BACKUP_EVERY`: each backup reads the whole file.
pub const MIN_BACKUP_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// Shards `first` to `last` (inclusive) of `count`, as serenity's shard
/// ranges: `NANUK_SHARDS=0-3/8`, or `2/8` for shard 2 alone. Discord sends
/// a guild's events to shard `(guild_id >> 22) % count` and every DM
/// event to shard 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub count: u32,
}

/// More shards than any bot needs (Discord asks for one per 1,000 to
/// 2,500 servers): a bigger count is a typo.
pub const MAX_SHARDS: u32 = 65_536;

/// The most `NANUK_GLOBAL_RATE` accepts: Discord's global limit is 50 per
/// token, but it raises it for large bots on request.
pub const MAX_GLOBAL_RATE: u32 = 10_000;
/// The share of the global limit a single process takes by default,
/// leaving room for the bot's other calls (command registration, the
/// token check). The delivery worker's pacer holds to it.
pub const DEFAULT_GLOBAL_RATE: u32 = 45;
/// How often a game's board is redrawn at most while it plays, unless
/// `NANUK_BOARD_EVERY` says otherwise (see the pacer's `Pacing`).
pub const DEFAULT_BOARD_EVERY: std::time::Duration = std::time::Duration::from_secs(20);

impl Shards {
    /// Parses `first-last/count` or `shard/count`; `Err` says what is
    /// wrong, to follow "NANUK_SHARDS must be ...".
    pub fn parse(value: &str) -> Result<Shards, &'static str> {
        let (range, count) = value
            .split_once('/')
            .ok_or("the shard count after a slash is missing")?;
        let count: u32 = count
            .trim()
            .parse()
            .map_err(|_| "the shard count is not a whole number")?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (first, last),
            None => (range, range),
        };
        let number = |s: &str| s.trim().parse::<u32>();
        let (Ok(first), Ok(last)) = (number(first), number(last)) else {
            return Err("the shard numbers are not whole numbers");
        };
        if count == 0 || count > MAX_SHARDS {
            return Err("the shard count must be from 1 to 65536");
        }
        if first > last {
            return Err("the first shard comes after the last");
        }
        if last >= count {
            return Err("shards are numbered from 0 to the count minus one");
        }
        Ok(Shards { first, last, count })
    }

    /// How many shards this process runs.
    pub fn len(&self) -> u32 {
        self.last - self.first + 1
    }

    /// Never empty (`first <= last`); here for clippy's `len` rule.
    pub fn is_empty(&self) -> bool {
        false
    }

    pub fn contains(&self, shard: u32) -> bool {
        (self.first..=self.last).contains(&shard)
    }

    /// Whether this process gets the DM events (all on shard 0): every
    /// press on a player's DM hand.
    pub fn has_dms(&self) -> bool {
        self.first == 0
    }

    /// The shard Discord sends `guild`'s events to.
    pub fn of_guild(guild: u64, count: u32) -> u32 {
        ((guild >> 22) % u64::from(count.max(1))) as u32
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.count)
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot's token there (Discord Developer Portal > your application > Bot > Reset Token)"
    )]
    MissingToken,
    #[error("NANUK_DEV_GUILD_ID must be a server id (a number), not {0:?}")]
    BadGuild(String),
    #[error("DISCORD_API_PROXY must be an http:// or https:// base URL, not {0:?}")]
    BadProxy(String),
    #[error(
        "NANUK_GLOBAL_RATE must be a number of requests per second from 1 to 10000 (Discord allows 50 unless it raised your bot's limit), not {0:?}"
    )]
    BadGlobalRate(String),
    #[error("NANUK_BOARD_EVERY must be a number of seconds from 0 to 600, not {0:?}")]
    BadBoardEvery(String),
    #[error(
        "NANUK_SHARDS must be <first>-<last>/<count>, e.g. 0-3/8 for shards 0 to 3 of 8 (or 2/8 for shard 2 alone), not {value:?}: {why}"
    )]
    BadShards { value: String, why: &'static str },
    #[error("NANUK_METRICS_ADDR must be an IP address and port, e.g. 127.0.0.1:9187, not {0:?}")]
    BadMetricsAddr(String),
    #[error(
        "NANUK_BACKUP_EVERY must be a time such as 30m, 6h or 1d (at least 10s; 0 or unset: no periodic backups), not {0:?}"
    )]
    BadBackupEvery(String),
    #[error("NANUK_BACKUP_KEEP must be a number of backups from 1 to 1000, not {0:?}")]
    BadBackupKeep(String),
}

/// `90`, `90s`, `30m`, `6h`, `1d`: a time in seconds, minutes, hours or
/// days (a bare number is seconds).
fn parse_every(value: &str) -> Option<std::time::Duration> {
    let (number, unit) = match value.char_indices().find(|(_, c)| c.is_ascii_alphabetic()) {
        Some((i, _)) => value.split_at(i),
        None => (value, "s"),
    };
    let number: u64 = number.trim().parse().ok()?;
    let secs = match unit.trim() {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return None,
    };
    number.checked_mul(secs).map(std::time::Duration::from_secs)
}

impl Config {
    /// Reads the settings from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|key| std::env::var(key).ok())
    }

    /// Reads the settings through `get` (testable without touching the
    /// process environment). Empty values count as unset.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |key: &str| {
            get(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let dev_guild = match get("NANUK_DEV_GUILD_ID") {
            None => None,
            Some(id) => Some(id.parse().map_err(|_| ConfigError::BadGuild(id))?),
        };
        let api_proxy = match get("DISCORD_API_PROXY") {
            None => None,
            Some(url) if url.starts_with("http://") || url.starts_with("https://") => {
                Some(url.trim_end_matches('/').to_string())
            }
            Some(url) => return Err(ConfigError::BadProxy(url)),
        };
        let global_rate = match get("NANUK_GLOBAL_RATE") {
            None => DEFAULT_GLOBAL_RATE,
            Some(rate) => match rate.parse::<u32>() {
                Ok(n) if (1..=MAX_GLOBAL_RATE).contains(&n) => n,
                _ => return Err(ConfigError::BadGlobalRate(rate)),
            },
        };
        let pace_channels = get("NANUK_PACE_CHANNELS").is_none_or(|v| v != "off");
        let board_every = match get("NANUK_BOARD_EVERY") {
            None => DEFAULT_BOARD_EVERY,
            Some(secs) => match secs.parse::<f64>() {
                Ok(n) if (0.0..=600.0).contains(&n) => std::time::Duration::from_secs_f64(n),
                _ => return Err(ConfigError::BadBoardEvery(secs)),
            },
        };
        let shards = match get("NANUK_SHARDS") {
            None => None,
            Some(value) => {
                Some(Shards::parse(&value).map_err(|why| ConfigError::BadShards { value, why })?)
            }
        };
        let metrics_addr = match get("NANUK_METRICS_ADDR") {
            None => None,
            Some(addr) => Some(
                addr.parse()
                    .map_err(|_| ConfigError::BadMetricsAddr(addr))?,
            ),
        };
        let backups = match get("NANUK_BACKUP_EVERY") {
            None => None,
            Some(every) => match parse_every(&every) {
                Some(d) if d.is_zero() => None,
                Some(d) if d >= MIN_BACKUP_EVERY => Some(d),
                _ => return Err(ConfigError::BadBackupEvery(every)),
            },
        };
        let keep = match get("NANUK_BACKUP_KEEP") {
            None => DEFAULT_BACKUP_KEEP,
            Some(keep) => match keep.parse::<usize>() {
                Ok(n) if (1..=1000).contains(&n) => n,
                _ => return Err(ConfigError::BadBackupKeep(keep)),
            },
        };
        let backups = backups.map(|every| Backups {
            every,
            keep,
            dir: get("NANUK_BACKUP_DIR").map(std::path::PathBuf::from),
        });
        Ok(Config {
            token: Token::new(token),
            database_url: get("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild,
            api_proxy,
            global_rate,
            pace_channels,
            board_every,
            shards,
            metrics_addr,
            backups,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    #[test]
    fn defaults_to_a_sqlite_file_and_global_commands() {
        let c = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "abc.def.ghi")])).unwrap();
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(c.dev_guild, None);
        assert_eq!(c.api_proxy, None);
        assert_eq!(c.global_rate, 45);
        assert_eq!(c.board_every, std::time::Duration::from_secs(20));
    }

    #[test]
    fn the_board_interval_is_seconds_up_to_ten_minutes() {
        let token = ("DISCORD_TOKEN", "abc.def.ghi");
        let c = Config::from_lookup(lookup(&[token, ("NANUK_BOARD_EVERY", "2.5")])).unwrap();
        assert_eq!(c.board_every, std::time::Duration::from_millis(2500));
        let c = Config::from_lookup(lookup(&[token, ("NANUK_BOARD_EVERY", "0")])).unwrap();
        assert_eq!(c.board_every, std::time::Duration::ZERO);
        for bad in ["-1", "601", "soon"] {
            let err =
                Config::from_lookup(lookup(&[token, ("NANUK_BOARD_EVERY", bad)])).unwrap_err();
            assert_eq!(err, ConfigError::BadBoardEvery(bad.into()));
        }
    }

    #[test]
    fn the_global_rate_is_a_share_of_discords_50() {
        let token = ("DISCORD_TOKEN", "abc.def.ghi");
        let c = Config::from_lookup(lookup(&[token, ("NANUK_GLOBAL_RATE", "20")])).unwrap();
        assert_eq!(c.global_rate, 20);
        for bad in ["0", "10001", "fast"] {
            let err =
                Config::from_lookup(lookup(&[token, ("NANUK_GLOBAL_RATE", bad)])).unwrap_err();
            assert_eq!(err, ConfigError::BadGlobalRate(bad.into()));
        }
    }

    #[test]
    fn shard_ranges_are_first_last_and_count() {
        let token = ("DISCORD_TOKEN", "abc.def.ghi");
        let c = Config::from_lookup(lookup(&[token])).unwrap();
        assert_eq!(c.shards, None, "unset: all shards in this process");
        let c = Config::from_lookup(lookup(&[token, ("NANUK_SHARDS", " 0-3/8 ")])).unwrap();
        let s = c.shards.unwrap();
        assert_eq!((s.first, s.last, s.count, s.len()), (0, 3, 8, 4));
        assert!(s.has_dms() && s.contains(3) && !s.contains(4));
        assert_eq!(s.to_string(), "0-3/8");
        let c = Config::from_lookup(lookup(&[token, ("NANUK_SHARDS", "5/8")])).unwrap();
        let s = c.shards.unwrap();
        assert_eq!((s.first, s.last, s.count), (5, 5, 8));
        assert!(!s.has_dms());
        let c = Config::from_lookup(lookup(&[token, ("NANUK_SHARDS", "1-1/2")])).unwrap();
        assert_eq!(c.shards.unwrap().len(), 1);
    }

    #[test]
    fn a_bad_shard_range_says_what_is_wrong() {
        let token = ("DISCORD_TOKEN", "abc.def.ghi");
        for (bad, why) in [
            ("0-3", "missing"),
            ("0-3/eight", "count is not a whole number"),
            ("a-3/8", "not whole numbers"),
            ("-1-3/8", "not whole numbers"),
            ("0-3/8/2", "count is not a whole number"),
            ("0-3/0", "from 1 to 65536"),
            ("3-1/8", "first shard comes after the last"),
            ("0-8/8", "from 0 to the count minus one"),
            ("8/8", "from 0 to the count minus one"),
        ] {
            let err = Config::from_lookup(lookup(&[token, ("NANUK_SHARDS", bad)])).unwrap_err();
            assert!(
                matches!(&err, ConfigError::BadShards { value, .. } if value == bad),
                "{bad}: {err:?}"
            );
            let sentence = err.to_string();
            assert!(sentence.starts_with("NANUK_SHARDS must be"), "{sentence}");
            assert!(sentence.contains(why), "{bad}: {sentence}");
        }
    }

    #[test]
    fn the_operators_settings_are_off_unless_set_and_checked() {
        let token = ("DISCORD_TOKEN", "abc.def.ghi");
        let c = Config::from_lookup(lookup(&[token])).unwrap();
        assert_eq!((c.metrics_addr, c.backups), (None, None));
        let c = Config::from_lookup(lookup(&[
            token,
            ("NANUK_METRICS_ADDR", "127.0.0.1:9187"),
            ("NANUK_BACKUP_EVERY", "6h"),
        ]))
        .unwrap();
        assert_eq!(c.metrics_addr, Some("127.0.0.1:9187".parse().unwrap()));
        let b = c.backups.unwrap();
        assert_eq!(b.every, std::time::Duration::from_secs(6 * 3600));
        assert_eq!((b.keep, b.dir), (DEFAULT_BACKUP_KEEP, None));
        for (every, secs) in [("90", 90), ("30m", 1800), ("1d", 86_400), ("10s", 10)] {
            let c = Config::from_lookup(lookup(&[token, ("NANUK_BACKUP_EVERY", every)])).unwrap();
            assert_eq!(c.backups.unwrap().every.as_secs(), secs, "{every}");
        }
        let c = Config::from_lookup(lookup(&[token, ("NANUK_BACKUP_EVERY", "0")])).unwrap();
        assert_eq!(c.backups, None);
        for bad in ["5s", "6 weeks", "soon", "-1h"] {
            let err =
                Config::from_lookup(lookup(&[token, ("NANUK_BACKUP_EVERY", bad)])).unwrap_err();
            assert_eq!(err, ConfigError::BadBackupEvery(bad.into()));
        }
        for bad in ["0", "1001", "all"] {
            let err = Config::from_lookup(lookup(&[
                token,
                ("NANUK_BACKUP_EVERY", "1h"),
                ("NANUK_BACKUP_KEEP", bad),
            ]))
            .unwrap_err();
            assert_eq!(err, ConfigError::BadBackupKeep(bad.into()));
        }
        for bad in ["localhost:9187", "9187", "127.0.0.1"] {
            let err =
                Config::from_lookup(lookup(&[token, ("NANUK_METRICS_ADDR", bad)])).unwrap_err();
            assert_eq!(err, ConfigError::BadMetricsAddr(bad.into()));
        }
    }

    #[test]
    fn a_guilds_shard_is_its_id_shifted_by_22_modulo_the_count() {
        let guild = (13u64 << 22) | 0x3f_ffff;
        assert_eq!(Shards::of_guild(guild, 8), 5);
        assert_eq!(Shards::of_guild(guild, 1), 0);
        assert_eq!(Shards::of_guild(guild, 16), 13);
    }

    #[test]
    fn a_missing_or_blank_token_is_one_clear_sentence() {
        for pairs in [vec![], vec![("DISCORD_TOKEN", "  ")]] {
            let err = Config::from_lookup(lookup(&pairs)).unwrap_err();
            assert_eq!(err, ConfigError::MissingToken);
            assert!(err.to_string().contains(".env"));
        }
    }

    #[test]
    fn the_token_never_shows_in_logs() {
        let c = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "super-secret-token")])).unwrap();
        assert!(!format!("{c:?}").contains("super-secret"));
        assert!(!format!("{}", c.token).contains("super-secret"));
        assert_eq!(c.token.expose(), "super-secret-token");
    }

    #[test]
    fn bad_settings_are_refused_with_the_reason() {
        let err = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("NANUK_DEV_GUILD_ID", "my server"),
        ]))
        .unwrap_err();
        assert!(matches!(err, ConfigError::BadGuild(_)));
        let err = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_API_PROXY", "127.0.0.1:9000"),
        ]))
        .unwrap_err();
        assert!(matches!(err, ConfigError::BadProxy(_)));
        let ok = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_API_PROXY", "http://127.0.0.1:9000/"),
            ("NANUK_DEV_GUILD_ID", "123"),
        ]))
        .unwrap();
        assert_eq!(ok.api_proxy.as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(ok.dev_guild, Some(123));
    }
}
