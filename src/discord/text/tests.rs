//! The completeness test: every catalogue parses; every key the code uses
//! (every `t!(l, "key", var = ...)` in `src/`) exists in `en-US` and in
//! every other locale; every variable a message uses is one each use
//! passes; every key of a catalogue is used; every `.ftl` file is embedded.

use super::catalogue::files;
use super::{Locale, message};
use fluent_syntax::ast;
use fluent_syntax::parser::parse;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One `t!` in the source.
#[derive(Debug)]
struct Use {
    at: String,
    key: String,
    args: BTreeSet<String>,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text between the parentheses that open at `open` (balanced,
/// skipping string and char literals).
fn balanced(src: &str, open: usize) -> &str {
    let bytes = src.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    let mut in_str = false;
    while i < bytes.len() {
        let c = bytes[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
        } else if c == b'"' {
            in_str = true;
        } else if c == b'(' || c == b'[' || c == b'{' {
            depth += 1;
        } else if c == b')' || c == b']' || c == b'}' {
            depth -= 1;
            if depth == 0 {
                return &src[open + 1..i];
            }
        }
        i += 1;
    }
    panic!("unbalanced macro call at byte {open}");
}

/// Splits at commas outside brackets and strings.
fn top_level(args: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut in_str, mut escaped) = (0i32, 0, false, false);
    for (i, c) in args.char_indices() {
        if in_str {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(args[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = args[start..].trim();
    if !last.is_empty() {
        parts.push(last);
    }
    parts
}

/// Every `t!(...)` in `src/`, with its literal key and argument names.
fn uses() -> Vec<Use> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&root, &mut paths);
    let mut out = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("readable source");
        // Comments may show `t!` in examples; only code counts.
        let code: String = text
            .lines()
            .map(|l| {
                if l.trim_start().starts_with("//") {
                    ""
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let mut from = 0;
        // Spelt in two so that this line is not a use itself.
        let pattern = concat!("t", "!(");
        while let Some(found) = code[from..].find(pattern) {
            let at = from + found;
            from = at + 3;
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue; // e.g. `assert!(`, `format!(`
            }
            let inner = balanced(&code, at + 2);
            let parts = top_level(inner);
            let line = code[..at].lines().count();
            let at = format!("{}:{line}", path.display());
            let key = parts
                .get(1)
                .unwrap_or_else(|| panic!("{at}: t! without a key"));
            assert!(
                key.starts_with('"') && key.ends_with('"'),
                "{at}: t! keys must be string literals, found {key}"
            );
            let args = parts[2..]
                .iter()
                .map(|a| {
                    let (name, _) = a
                        .split_once('=')
                        .unwrap_or_else(|| panic!("{at}: argument {a:?} is not `name = value`"));
                    name.trim().to_string()
                })
                .collect();
            out.push(Use {
                at,
                key: key.trim_matches('"').to_string(),
                args,
            });
        }
    }
    out
}

/// A locale's messages: key -> the variables its value uses (through
/// message references too).
fn catalogue(l: Locale) -> BTreeMap<String, BTreeSet<String>> {
    catalogue_and_references(l).0
}

/// The messages, and the keys other messages refer to.
fn catalogue_and_references(l: Locale) -> (BTreeMap<String, BTreeSet<String>>, BTreeSet<String>) {
    let mut patterns = BTreeMap::new();
    for (name, source) in files(l) {
        let resource = parse(*source).unwrap_or_else(|(_, errors)| {
            panic!("{}/{name} does not parse: {errors:#?}", l.code())
        });
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let key = m.id.name.to_string();
                    let Some(value) = m.value else {
                        panic!("{}/{name}: {key} has no value", l.code());
                    };
                    let mut vars = BTreeSet::new();
                    let mut refs = BTreeSet::new();
                    pattern_vars(&value, &mut vars, &mut refs);
                    let old = patterns.insert(key.clone(), (vars, refs));
                    assert!(old.is_none(), "{}: {key} is defined twice", l.code());
                }
                ast::Entry::Junk { content } => {
                    panic!("{}/{name} has junk: {content}", l.code())
                }
                _ => {}
            }
        }
    }
    let referenced = patterns
        .values()
        .flat_map(|(_, r)| r.iter().cloned())
        .collect();
    // Fold referenced messages' variables in.
    let mut out = BTreeMap::new();
    for key in patterns.keys() {
        let mut vars = BTreeSet::new();
        let mut stack = vec![key.clone()];
        let mut seen = BTreeSet::new();
        while let Some(k) = stack.pop() {
            if !seen.insert(k.clone()) {
                continue;
            }
            let (v, r) = patterns
                .get(&k)
                .unwrap_or_else(|| panic!("{}: {key} refers to missing {k}", l.code()));
            vars.extend(v.iter().cloned());
            stack.extend(r.iter().cloned());
        }
        out.insert(key.clone(), vars);
    }
    (out, referenced)
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars, refs);
        }
    }
}

fn expression_vars(
    e: &ast::Expression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars, refs);
            for v in variants {
                pattern_vars(&v.value, vars, refs);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars, refs),
    }
}

fn inline_vars(
    i: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars, refs);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars, refs);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars, refs),
        _ => {}
    }
}

#[test]
fn every_key_the_code_uses_exists_with_the_variables_it_passes() {
    let uses = uses();
    assert!(uses.len() > 50, "the scan found only {} uses", uses.len());
    let mut problems = Vec::new();
    for &l in Locale::ALL {
        let messages = catalogue(l);
        for u in &uses {
            match messages.get(&u.key) {
                None => problems.push(format!("{}: {} is missing from {}", u.at, u.key, l.code())),
                Some(vars) => {
                    for v in vars.difference(&u.args) {
                        problems.push(format!(
                            "{}: {}/{} uses ${v}, which the code does not pass (it passes {:?})",
                            u.at,
                            l.code(),
                            u.key,
                            u.args
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_catalogue_key_is_used_and_every_locale_has_the_sources_keys() {
    let (source, referenced) = catalogue_and_references(Locale::SOURCE);
    let mut used: BTreeSet<String> = uses().into_iter().map(|u| u.key).collect();
    used.extend(referenced);
    used.extend(slash_keys());
    let unused: Vec<&String> = source.keys().filter(|k| !used.contains(*k)).collect();
    assert!(unused.is_empty(), "en-US keys no code uses: {unused:?}");
    for &l in Locale::ALL {
        let messages = catalogue(l);
        let missing: Vec<&String> = source
            .keys()
            .filter(|k| !messages.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", l.code());
        let extra: Vec<&String> = messages
            .keys()
            .filter(|k| !source.contains_key(*k))
            .collect();
        assert!(
            extra.is_empty(),
            "{} has keys en-US lacks: {extra:?}",
            l.code()
        );
    }
}

#[test]
fn every_ftl_file_is_embedded() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for entry in std::fs::read_dir(&root).expect("locales/ is readable") {
        let dir = entry.expect("entry").path();
        if !dir.is_dir() {
            continue;
        }
        let code = dir.file_name().and_then(|n| n.to_str()).expect("a name");
        let locale = Locale::ALL
            .iter()
            .find(|l| l.code() == code)
            .unwrap_or_else(|| panic!("locales/{code} is not a Locale"));
        let embedded: BTreeSet<&str> = files(*locale).iter().map(|(n, _)| *n).collect();
        for file in std::fs::read_dir(&dir).expect("readable") {
            let name = file
                .expect("entry")
                .file_name()
                .into_string()
                .expect("utf-8");
            if name.ends_with(".ftl") {
                assert!(
                    embedded.contains(name.as_str()),
                    "locales/{code}/{name} is not embedded"
                );
            }
        }
    }
}

#[test]
fn a_missing_key_or_variable_never_shows_raw() {
    let text = message(Locale::SOURCE, "no-such-key", None);
    assert!(!text.contains("no-such-key"), "{text}");
    // `refusal-no-such-game` needs $game.
    let text = message(Locale::SOURCE, "refusal-no-such-game", None);
    assert!(!text.contains('{') && !text.contains("$game"), "{text}");
    assert!(!text.is_empty());
}

#[test]
fn unknown_discord_locales_fall_back_to_the_source() {
    assert_eq!(Locale::from_discord("en-US"), Locale::EnUs);
    assert_eq!(Locale::from_discord("xx-YY"), Locale::SOURCE);
}

#[test]
fn lists_and_plurals_come_from_the_catalogue() {
    use super::words::{list, people};
    let l = Locale::SOURCE;
    let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(list(l, &[]), None);
    assert_eq!(list(l, &names(&["A"])).as_deref(), Some("A"));
    assert_eq!(list(l, &names(&["A", "B"])).as_deref(), Some("A and B"));
    assert_eq!(
        list(l, &names(&["A", "B", "C", "D"])).as_deref(),
        Some("A, B, C and D")
    );
    assert_eq!(people(l, &[]), "nobody");
}

/// Where wording is the point: boasts and scores read as the rulebook
/// writes them, in the English catalogue.
#[test]
fn boasts_and_scores_read_as_the_rulebook_writes_them() {
    use super::words::{boast, score};
    use crate::engine::{Animal, Boast, Score};
    let l = Locale::SOURCE;
    let b = |count, animal, days| Boast::new(count, animal, days).expect("a boast");
    assert_eq!(boast(l, &b(6, Animal::Fish, 7)), "6 Fish in 7 days");
    assert_eq!(boast(l, &b(1, Animal::Seal, 4)), "1 Seal in 4 days");
    assert_eq!(boast(l, &b(2, Animal::Bird, 1)), "2 Birds in 1 day");
    assert_eq!(boast(l, &b(3, Animal::Deer, 2)), "3 Deer in 2 days");
    let s = |sets, pairs, nanuk_bonus| Score {
        sets,
        pairs,
        nanuk_bonus,
    };
    assert_eq!(
        score(l, &s(2, 3, 1)),
        "2 sets, 3 pairs, Nanuk bonus 1 = 10 points"
    );
    assert_eq!(score(l, &s(1, 1, 0)), "1 set, 1 pair = 4 points");
}

/// Every key the declared slash commands read their words from.
fn slash_keys() -> BTreeSet<String> {
    fn walk<U, E>(c: &poise::Command<U, E>, path: &str, keys: &mut BTreeSet<String>) {
        let key = super::slash::command_key(path);
        for p in &c.parameters {
            keys.insert(format!("{key}-{}", p.name));
            for choice in p.choices.iter() {
                keys.insert(super::slash::choice_key(&choice.name));
            }
        }
        for sub in &c.subcommands {
            let path = if path.is_empty() {
                sub.name.to_string()
            } else {
                format!("{path}-{}", sub.name)
            };
            walk(sub, &path, keys);
        }
        keys.insert(key);
    }
    let mut keys = BTreeSet::new();
    for c in crate::discord::commands::declared() {
        walk(&c, "", &mut keys);
    }
    keys
}

#[test]
fn every_command_option_and_choice_has_its_words_in_every_locale() {
    let keys = slash_keys();
    assert!(keys.len() > 70, "the walk found only {} keys", keys.len());
    let mut problems = Vec::new();
    for &l in Locale::ALL {
        for key in &keys {
            if super::format_attribute(l, key, None).is_none() {
                problems.push(format!("{}: {key} has no value", l.code()));
            }
            let described = !key.starts_with("slash-choice-");
            if described && super::format_attribute(l, key, Some("description")).is_none() {
                problems.push(format!("{}: {key} has no .description", l.code()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Discord refuses a command whose name breaks its pattern (lowercase
/// where a case exists), whose description is not 1-100 characters, or
/// whose options or subcommands share a name, in any locale.
#[test]
fn registered_commands_fit_discords_limits_in_every_locale() {
    type Pairs = [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )];
    fn name_ok(name: &str) -> bool {
        let n = name.chars().count();
        (1..=32).contains(&n)
            && name == name.to_lowercase()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
    }
    fn text_ok(text: &str) -> bool {
        (1..=100).contains(&text.chars().count())
    }
    /// Each locale's names of a level's items, to find clashes.
    fn names_by_locale<'a>(
        items: impl Iterator<Item = (&'a str, &'a Pairs)>,
    ) -> BTreeMap<String, Vec<String>> {
        let mut by = BTreeMap::new();
        for (name, localized) in items {
            let local: BTreeMap<&str, &str> = localized
                .iter()
                .map(|(c, n)| (c.as_ref(), n.as_ref()))
                .collect();
            for code in codes() {
                let shown = local.get(code.as_str()).copied().unwrap_or(name);
                by.entry(code)
                    .or_insert_with(Vec::new)
                    .push(shown.to_string());
            }
        }
        by
    }
    fn codes() -> Vec<String> {
        let mut codes: Vec<String> = Locale::ALL.iter().map(|l| l.code().to_string()).collect();
        codes.push("es-419".to_string());
        codes
    }
    fn expect_all(what: &str, pairs: &Pairs, problems: &mut Vec<String>) {
        let have: BTreeSet<&str> = pairs.iter().map(|(c, _)| c.as_ref()).collect();
        for code in codes()
            .iter()
            .filter(|c| c.as_str() != Locale::SOURCE.code())
        {
            if !have.contains(code.as_str()) {
                problems.push(format!("{what}: no {code} localization"));
            }
        }
    }
    fn check<U, E>(c: &poise::Command<U, E>, problems: &mut Vec<String>) {
        let what = format!("/{}", c.qualified_name);
        if !c.description.as_deref().is_some_and(text_ok) {
            problems.push(format!("{what}: description {:?}", c.description));
        }
        expect_all(
            &format!("{what} description"),
            &c.description_localizations,
            problems,
        );
        for (code, d) in c.description_localizations.iter() {
            if !text_ok(d) {
                problems.push(format!("{what}: {code} description {d:?}"));
            }
        }
        if c.qualified_name != "nanuk" {
            expect_all(&format!("{what} name"), &c.name_localizations, problems);
        }
        for (code, n) in c.name_localizations.iter() {
            if !name_ok(n) {
                problems.push(format!("{what}: {code} name {n:?}"));
            }
        }
        for p in &c.parameters {
            let what = format!("{what} {}", p.name);
            if !p.description.as_deref().is_some_and(text_ok) {
                problems.push(format!("{what}: description {:?}", p.description));
            }
            expect_all(&format!("{what} name"), &p.name_localizations, problems);
            expect_all(
                &format!("{what} description"),
                &p.description_localizations,
                problems,
            );
            for (code, n) in p.name_localizations.iter() {
                if !name_ok(n) {
                    problems.push(format!("{what}: {code} name {n:?}"));
                }
            }
            for (code, d) in p.description_localizations.iter() {
                if !text_ok(d) {
                    problems.push(format!("{what}: {code} description {d:?}"));
                }
            }
            for choice in p.choices.iter() {
                if !text_ok(&choice.name) {
                    problems.push(format!("{what}: choice {:?}", choice.name));
                }
                expect_all(
                    &format!("{what} choice {}", choice.name),
                    &choice.localizations,
                    problems,
                );
                for (code, n) in choice.localizations.iter() {
                    if !text_ok(n) {
                        problems.push(format!("{what}: {code} choice {n:?}"));
                    }
                }
            }
        }
        let levels = [
            (
                "options",
                names_by_locale(
                    c.parameters
                        .iter()
                        .map(|p| (p.name.as_ref(), p.name_localizations.as_ref())),
                ),
            ),
            (
                "subcommands",
                names_by_locale(
                    c.subcommands
                        .iter()
                        .map(|s| (s.name.as_ref(), s.name_localizations.as_ref())),
                ),
            ),
        ];
        for (level, by) in levels {
            for (code, names) in by {
                let distinct: BTreeSet<&String> = names.iter().collect();
                if distinct.len() != names.len() {
                    problems.push(format!("{what}: {level} share a name in {code}: {names:?}"));
                }
            }
        }
        for sub in &c.subcommands {
            check(sub, problems);
        }
    }
    let mut problems = Vec::new();
    for c in crate::discord::commands::all() {
        check(&c, &mut problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
