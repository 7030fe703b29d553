//! Request bodies checked against Discord's own OpenAPI 3.1 description.
//!
//! The spec (1.2 MB) is read once per test process; each operation's
//! validator is compiled on first use and cached, so start-up stays fast and
//! only the operations a test touches are compiled.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::Validator;
use serde_json::Value;

use super::violations::Problem;

static SPEC: OnceLock<Option<Spec>> = OnceLock::new();

/// The loaded spec, or `None` (with a loud warning, once) when it is absent.
///
/// # Panics
/// If the spec is absent or unreadable and `CI` is set: a CI run must not
/// silently skip the contract checks.
pub fn spec() -> Option<&'static Spec> {
    SPEC.get_or_init(|| {
        let path = spec_path();
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let root: Value = serde_json::from_str(&text).unwrap_or_else(|e| {
                    panic!(
                        "Discord OpenAPI spec at {} is not JSON: {e}",
                        path.display()
                    )
                });
                Some(Spec::new(root))
            }
            Err(e) => {
                let banner = "=".repeat(78);
                eprintln!(
                    "{banner}\nWARNING: Discord OpenAPI spec not found at {} ({e}).\n\
                     SCHEMA CHECKS OF REQUEST BODIES ARE SKIPPED in this run.\n\
                     Set DISCORD_OPENAPI_SPEC or put discord-api-spec in ../shared.\n{banner}",
                    path.display()
                );
                if std::env::var_os("CI").is_some() {
                    panic!(
                        "CI is set and the Discord OpenAPI spec is missing at {}",
                        path.display()
                    );
                }
                None
            }
        }
    })
    .as_ref()
}

pub fn spec_path() -> PathBuf {
    match std::env::var_os("DISCORD_OPENAPI_SPEC") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/discord-api-spec/openapi.json"),
    }
}

/// One path template of the spec, split into segments.
struct Template {
    path: String,
    segments: Vec<Option<String>>, // None = a `{parameter}`
}

impl Template {
    /// Number of literal segments if `segments` matches, for picking the most
    /// specific template (`messages/@original` over `messages/{message_id}`).
    fn score(&self, segments: &[&str]) -> Option<usize> {
        if self.segments.len() != segments.len() {
            return None;
        }
        let mut literal = 0;
        for (want, got) in self.segments.iter().zip(segments) {
            match want {
                Some(lit) if lit == got => literal += 1,
                Some(_) => return None,
                None => {}
            }
        }
        Some(literal)
    }
}

type Compiled = Option<Arc<Validator>>;

pub struct Spec {
    root: Value,
    templates: Vec<Template>,
    /// (method, path template) -> the request body's validator, if it has one.
    cache: Mutex<HashMap<(String, String), Compiled>>,
}

impl Spec {
    fn new(mut root: Value) -> Self {
        relax_snowflakes(&mut root);
        let templates = root["paths"]
            .as_object()
            .expect("the spec has paths")
            .keys()
            .map(|path| Template {
                path: path.clone(),
                segments: path
                    .trim_matches('/')
                    .split('/')
                    .map(|s| (!s.starts_with('{')).then(|| s.to_owned()))
                    .collect(),
            })
            .collect();
        Self {
            root,
            templates,
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// The spec's path template for a request path (segments below `/api/v10`).
    pub fn operation(&self, method: &str, segments: &[&str]) -> Option<&str> {
        let method = method.to_ascii_lowercase();
        self.templates
            .iter()
            .filter(|t| self.root["paths"][&t.path].get(&method).is_some())
            .filter_map(|t| t.score(segments).map(|s| (s, t)))
            .max_by_key(|(s, _)| *s)
            .map(|(_, t)| t.path.as_str())
    }

    /// Validates a JSON body. Operations without a JSON request body accept
    /// anything.
    pub fn validate(&self, method: &str, template: &str, body: &Value) -> Result<(), Vec<Problem>> {
        let Some(validator) = self.validator(method, template) else {
            return Ok(());
        };
        if validator.is_valid(body) {
            return Ok(());
        }
        Err(explain(&validator, body))
    }

    /// Validates a JSON body the double answers with `status`: the double's
    /// own objects must be what Discord documents. Answers the spec does not
    /// describe pass.
    pub fn validate_response(
        &self,
        method: &str,
        template: &str,
        status: u16,
        body: &Value,
    ) -> Result<(), Vec<Problem>> {
        let method = method.to_ascii_lowercase();
        let key = (format!("{method} {status}"), template.to_owned());
        let pointer = format!(
            "/paths/{}/{method}/responses/{status}/content/application~1json/schema",
            escape(template)
        );
        let Some(validator) = self.cached(key, &pointer) else {
            return Ok(());
        };
        if validator.is_valid(body) {
            return Ok(());
        }
        Err(explain(&validator, body))
    }

    fn validator(&self, method: &str, template: &str) -> Compiled {
        let method = method.to_ascii_lowercase();
        let pointer = format!(
            "/paths/{}/{method}/requestBody/content/application~1json/schema",
            escape(template)
        );
        self.cached((method, template.to_owned()), &pointer)
    }

    fn cached(&self, key: (String, String), pointer: &str) -> Compiled {
        let mut cache = self.cache.lock().expect("schema cache lock");
        cache
            .entry(key)
            .or_insert_with(|| self.compile(pointer))
            .clone()
    }

    /// Compiles the schema at a JSON pointer into the spec, if there is one.
    fn compile(&self, pointer: &str) -> Compiled {
        let schema = self.root.pointer(pointer)?.as_object()?;
        // The operation's schema with the spec's components beside it, so its
        // `#/components/schemas/...` references resolve within one document.
        let mut document = schema.clone();
        document.insert("components".into(), self.root["components"].clone());
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .build(&Value::Object(document))
            .unwrap_or_else(|e| panic!("cannot compile the schema at {pointer}: {e}"));
        Some(Arc::new(validator))
    }
}

/// A path template as one JSON pointer segment (`/` is `~1`).
fn escape(template: &str) -> String {
    template.replace('~', "~0").replace('/', "~1")
}

/// The spec types snowflakes as decimal strings, but Discord also accepts
/// JSON integers in request bodies, and serenity relies on that: it numbers
/// new attachments `{"id": 0}`, `{"id": 1}`. Accept both, as Discord does.
fn relax_snowflakes(root: &mut Value) {
    let snowflake = &mut root["components"]["schemas"]["SnowflakeType"];
    let as_string = snowflake.clone();
    *snowflake = serde_json::json!({ "anyOf": [as_string, { "type": "integer", "minimum": 0 }] });
}

/// Turns a failed validation into messages that point at the actual problem.
///
/// Discord's schemas are full of `oneOf`/`anyOf` (component kinds, callback
/// kinds); the top-level error then only says "not valid under any of the
/// schemas". The basic output lists the leaf failures of every branch; those
/// on `type`, `enum` and `const` mostly just say "wrong branch", so they are
/// dropped when anything else remains.
fn explain(validator: &Validator, body: &Value) -> Vec<Problem> {
    let output =
        serde_json::to_value(validator.apply(body).basic()).expect("basic output serialises");
    let mut leaves: Vec<(String, String, String)> = output["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            let keyword = e["keywordLocation"].as_str().unwrap_or_default().to_owned();
            let at = e["instanceLocation"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            let error = e["error"].as_str().unwrap_or_default().to_owned();
            (keyword, at, error)
        })
        .collect();
    let discriminating = |k: &str| {
        ["/type", "/enum", "/const", "/required"]
            .iter()
            .any(|tail| k.ends_with(tail))
    };
    if leaves.iter().any(|(k, _, _)| !discriminating(k)) {
        leaves.retain(|(k, _, _)| !discriminating(k));
    }
    let mut problems: Vec<(String, String)> = leaves
        .into_iter()
        .map(|(_, at, error)| (at, shorten(&error)))
        .collect();
    problems.sort();
    problems.dedup();
    if problems.is_empty() {
        problems = validator
            .iter_errors(body)
            .map(|e| (e.instance_path.to_string(), shorten(&e.to_string())))
            .collect();
    }
    problems
        .into_iter()
        .map(|(at, message)| Problem { at, message })
        .collect()
}

fn shorten(text: &str) -> String {
    const MAX: usize = 240;
    if text.chars().count() <= MAX {
        return text.to_owned();
    }
    let head: String = text.chars().take(MAX / 2).collect();
    let tail: String = text
        .chars()
        .rev()
        .take(MAX / 2)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    format!("{head} ... {tail}")
}
