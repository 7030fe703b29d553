//! Every player in their own language (issue 25): a player's DMs in their
//! Discord app's language, the game's public surfaces in the server's,
//! and the slash commands registered with their localizations.

use std::collections::BTreeSet;
use std::time::Duration;

use serde_json::{Value, json};

use crate::harness::*;
use crate::players::{Players, Style};
use crate::support::controls::is_decision;
use crate::support::double::*;

/// The catalogues' words, read from `locales/<code>/*.ftl`: every run of
/// letters of 4 or more (comments left out). Fluent's own syntax (keys,
/// selectors, variable names) is the same in every catalogue, so it drops
/// out of a difference.
fn catalogue_words(code: &str) -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(code);
    let mut words = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("the catalogue's folder") {
        let text = std::fs::read_to_string(entry.expect("an entry").path()).expect("readable");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            words.extend(tokens(line));
        }
    }
    words
}

fn tokens(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_string)
}

/// The English catalogue's words that `code`'s catalogue never uses: any
/// of them on a screen in that language is English that slipped through.
fn english_only(code: &str) -> BTreeSet<String> {
    let own = catalogue_words(code);
    let names: BTreeSet<String> = NAMES.iter().map(|n| n.to_string()).collect();
    catalogue_words("en-US")
        .into_iter()
        .filter(|w| !own.contains(w) && !names.contains(w) && w != "Nanuk")
        .collect()
}

/// Everything a player reads on a message: text, buttons, menus (links'
/// addresses left out: `discord.com/channels/...` is no sentence).
fn read(m: &Message) -> String {
    read_all(m)
        .split_whitespace()
        .filter(|w| !w.contains("://"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn read_all(m: &Message) -> String {
    let mut parts = vec![m.text()];
    parts.extend(m.button_labels());
    for s in m.selects() {
        parts.extend(s.placeholder);
        for o in s.options {
            parts.push(o.label);
            parts.extend(o.description);
        }
    }
    parts.join("\n")
}

/// The words of `messages` from `foreign` (English words the language
/// never uses), with the text they were found in.
fn slips(messages: &[Message], foreign: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for m in messages {
        let text = read(m);
        for w in tokens(&text) {
            if foreign.contains(&w) {
                found.push((w, text.clone()));
            }
        }
    }
    found
}

/// Words of `messages` that only `code`'s catalogue has (not English).
fn own_words(messages: &[Message], code: &str) -> usize {
    let own: BTreeSet<String> = catalogue_words(code)
        .difference(&catalogue_words("en-US"))
        .cloned()
        .collect();
    messages
        .iter()
        .flat_map(|m| tokens(&read(m)).collect::<Vec<_>>())
        .filter(|w| own.contains(w))
        .count()
}

/// A player with a French Discord app in a German server plays a game to
/// the end: their DMs are French, the lobby, board, thread and results
/// German, and no English word of the bot's reaches either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_player_in_a_german_server_reads_french_dms_and_a_german_table() {
    let t = Table::new(5).await;
    t.d.set_guild_locale(t.guild, "de");
    for &p in &t.players {
        t.d.set_user_locale(p, "de");
    }
    let french = t.players[1];
    t.d.set_user_locale(french, "fr");
    // A spectator with a Spanish app follows the game by DM.
    let spectator = t.d.create_user("Dana");
    t.d.add_member(t.guild, spectator);
    t.d.set_user_locale(spectator, "es-ES");

    // The lobby, by verbs only (its words are German).
    let start = t.d.slash(t.players[0], t.channel, "nanuk start", &[]).await;
    assert!(start.reply().await.ephemeral());
    let lobby = t.lobby().await;
    for &p in &t.players[1..] {
        t.d.click(p, &lobby, verb("join"))
            .await
            .initial_response()
            .await;
    }
    let game = game_of(&lobby);
    t.d.wait_for("every player seated", |d| {
        let m = d.message(lobby.id)?;
        let start = m.buttons().into_iter().find(|b| {
            b.custom_id
                .as_deref()
                .is_some_and(|c| c.ends_with(":start"))
        })?;
        (!start.disabled).then_some(())
    })
    .await;
    t.d.click(t.players[0], &lobby, verb("start"))
        .await
        .initial_response()
        .await;

    let board = t.board().await;
    let follow = t.d.click(spectator, &board, verb("follow")).await;
    follow.initial_response().await;

    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    let (results, record) = t.final_record(Duration::from_secs(10)).await;
    assert!(record.result.is_some(), "the game ended");

    let dms = t.d.dm_messages(french);
    assert!(
        dms.len() > 5,
        "the French player got their prompts: {}",
        dms.len()
    );
    let public = t.game_messages();
    assert!(public.iter().any(|m| m.id == results.id));

    let english_in_french = slips(&dms, &english_only("fr"));
    assert!(
        english_in_french.is_empty(),
        "English in the French DMs: {:?}",
        &english_in_french[..english_in_french.len().min(5)]
    );
    let english_in_german = slips(&public, &english_only("de"));
    assert!(
        english_in_german.is_empty(),
        "English on the German table: {:?}",
        &english_in_german[..english_in_german.len().min(5)]
    );
    // And each is the language it should be, not only free of English.
    assert!(own_words(&dms, "fr") > 20, "the DMs read French");
    assert!(own_words(&public, "de") > 20, "the table reads German");
    let german_in_french = slips(&dms, &{
        let fr = catalogue_words("fr");
        catalogue_words("de")
            .into_iter()
            .filter(|w| !fr.contains(w) && !NAMES.contains(&w.as_str()) && w != "Nanuk")
            .collect()
    });
    assert!(
        german_in_french.is_empty(),
        "German in the French DMs: {:?}",
        &german_in_french[..german_in_french.len().min(5)]
    );
    // The spectator's DMs tell the public story, in Spanish.
    let followed =
        t.d.wait_for("the game's end by follow DM", |d| {
            let dms = d.dm_messages(spectator);
            (dms.len() >= 3 && dms.iter().any(|m| m.id > results.id)).then_some(dms)
        })
        .await;
    let english_in_spanish = slips(&followed, &english_only("es-ES"));
    assert!(
        english_in_spanish.is_empty(),
        "English in the Spanish follow DMs: {:?}",
        &english_in_spanish[..english_in_spanish.len().min(5)]
    );
    assert!(
        own_words(&followed, "es-ES") > 10,
        "the follow DMs read Spanish"
    );
    t.keep_transcript(french, "french_player_german_server");
    t.d.assert_no_violations().await;
}

/// `/nanuk language` overrides the app's language for DMs, and a server's
/// managers set the server's; a value not offered is refused with the
/// list of those that are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nanuk_language_sets_a_players_and_a_servers_language() {
    let t = Table::new(5).await;
    let player = t.players[1];

    let refused =
        t.d.slash(
            player,
            t.channel,
            "nanuk language",
            &[("language", json!("klingon"))],
        )
        .await;
    let text = said(refused).await;
    assert!(
        text.contains("klingon") && text.contains("Deutsch") && text.contains("Français"),
        "{text}"
    );

    let set =
        t.d.slash(
            player,
            t.channel,
            "nanuk language",
            &[("language", json!("pt-BR"))],
        )
        .await;
    let text = said(set).await;
    let pt = nanuk::discord::text::Locale::PtBr;
    assert!(
        text.starts_with(&start_of(pt, "language-set-you")),
        "answered in the language chosen: {text}"
    );

    // Only a manager sets the server's language.
    let denied =
        t.d.slash(
            player,
            t.channel,
            "nanuk language",
            &[("language", json!("de")), ("server", json!(true))],
        )
        .await;
    let text = said(denied).await;
    assert!(
        text.starts_with(&start_of(pt, "language-server-needs-manage")),
        "{text}"
    );
    let owner = t.d.guild_owner(t.guild);
    let server =
        t.d.slash(
            owner,
            t.channel,
            "nanuk language",
            &[("language", json!("de")), ("server", json!(true))],
        )
        .await;
    said(server).await;

    // A lobby opened now speaks the server's language.
    t.d.slash(t.players[0], t.channel, "nanuk start", &[])
        .await
        .reply()
        .await;
    let lobby = t.lobby().await;
    let de = nanuk::discord::text::Locale::De;
    assert!(
        read(&lobby).contains(&start_of(de, "lobby-title-gathering")),
        "the lobby speaks the server's language: {}",
        read(&lobby)
    );
    t.d.assert_no_violations().await;
}

async fn said(i: Interaction) -> String {
    i.reply().await.text()
}

/// The start of a message in `l`: its text before its first variable.
fn start_of(l: nanuk::discord::text::Locale, key: &str) -> String {
    let mut args = nanuk::discord::text::Args::new();
    for name in ["language", "game", "value", "offered"] {
        args.set(name, "\u{1}");
    }
    let text = nanuk::discord::text::message(l, key, Some(&args));
    text.split('\u{1}').next().unwrap_or_default().to_string()
}

/// The commands are registered with the four other languages' names,
/// descriptions and choices (Discord shows them by the app's language).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registered_commands_carry_the_four_localizations() {
    let t = Table::new(1).await;
    let nanuk = t.d.wait_for_command("nanuk").await;
    let locales = ["fr", "de", "es-ES", "pt-BR"];
    let has_all = |v: &Value, field: &str| {
        locales
            .iter()
            .all(|l| v[field][l].as_str().is_some_and(|s| !s.is_empty()))
    };
    assert!(has_all(&nanuk, "description_localizations"), "{nanuk:#}");
    let subcommands = nanuk["options"].as_array().expect("subcommands");
    assert!(subcommands.len() > 15);
    let mut choices = 0;
    for sub in subcommands {
        assert!(has_all(sub, "name_localizations"), "{sub:#}");
        assert!(has_all(sub, "description_localizations"), "{sub:#}");
        for option in sub["options"].as_array().into_iter().flatten() {
            assert!(has_all(option, "name_localizations"), "{option:#}");
            assert!(has_all(option, "description_localizations"), "{option:#}");
            for choice in option["choices"].as_array().into_iter().flatten() {
                assert!(has_all(choice, "name_localizations"), "{choice:#}");
                choices += 1;
            }
        }
    }
    assert!(choices > 30, "{choices} choices");
    // The French name of /nanuk start is the one the French catalogue
    // writes in its sentences.
    let start = subcommands
        .iter()
        .find(|s| s["name"] == "start")
        .expect("start");
    let fr = start["name_localizations"]["fr"].as_str().expect("a name");
    let text = nanuk::discord::text::message(
        nanuk::discord::text::Locale::Fr,
        "command-no-game-here",
        None,
    );
    assert!(text.contains(&format!("/nanuk {fr}")), "{fr}: {text}");
    t.d.assert_no_violations().await;
}

/// A practice game, played in the player's DM, speaks the player's language
/// throughout: the answer, the board and the prompts (here German).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_game_speaks_its_players_language_throughout() {
    let t = Table::with_commands(1, false).await;
    let me = t.players[0];
    t.d.set_user_locale(me, "de");
    let dm = t.d.open_dm(me);
    let answer =
        t.d.slash(me, dm, "nanuk practice", &[("seats", json!(5))])
            .await
            .reply()
            .await;
    let game = answer
        .buttons()
        .into_iter()
        .find_map(|b| b.custom_id.as_deref().and_then(parse_id).map(|c| c.game))
        .or_else(|| {
            // The answer names the game: its number after '#'.
            answer.text().split('#').nth(1).and_then(|s| {
                s.chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
                    .parse()
                    .ok()
            })
        })
        .expect("the practice game's number");
    t.d.wait_for("a board and a first prompt in the DM", |d| {
        let dms = d.dm_messages(me);
        let board = dms.iter().any(is_board);
        let prompt = dms
            .iter()
            .any(|m| controls(m).iter().any(|c| c.game == game && is_decision(c)));
        (board && prompt).then_some(())
    })
    .await;
    let dms = t.d.dm_messages(me);
    let english = slips(&dms, &english_only("de"));
    assert!(
        english.is_empty(),
        "English in a German practice DM: {:?}",
        &english[..english.len().min(5)]
    );
    assert!(own_words(&dms, "de") > 10, "the DM reads German");
    t.d.assert_no_violations().await;
}
