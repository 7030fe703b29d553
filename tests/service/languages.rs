//! Whose language (issue 25): what Discord last said of a player's app and
//! a server, and what `/nanuk language` chose, kept across restarts.

use super::harness::*;
use nanuk::service::{Actor, LanguageScope, ServiceError, StoredLanguage};

fn language(seen: Option<&str>, chosen: Option<&str>) -> StoredLanguage {
    StoredLanguage {
        seen: seen.map(str::to_string),
        chosen: chosen.map(str::to_string),
    }
}

on_both! {
async fn a_players_and_a_servers_languages_are_stored_and_chosen(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let (alice, bob) = (101, 102);
    let nothing = svc.languages(&[alice, bob], Some(GUILD)).await.unwrap();
    assert!(nothing.users.is_empty() && nothing.server.is_none());

    svc.note_seen_language(LanguageScope::User, alice, "fr").await.unwrap();
    svc.note_seen_language(LanguageScope::Server, GUILD, "de").await.unwrap();
    svc.choose_language(bob, Some("pt-BR")).await.unwrap();
    // A later app language replaces the earlier; a choice stays.
    svc.note_seen_language(LanguageScope::User, bob, "es-ES").await.unwrap();
    svc.note_seen_language(LanguageScope::User, bob, "en-US").await.unwrap();

    let read = svc.languages(&[alice, bob], Some(GUILD)).await.unwrap();
    let mut users = read.users.clone();
    users.sort_by_key(|(u, _)| *u);
    assert_eq!(
        users,
        [(alice, language(Some("fr"), None)), (bob, language(Some("en-US"), Some("pt-BR")))]
    );
    assert_eq!(read.server, Some(language(Some("de"), None)));
    // Another server's row is not this one's.
    assert_eq!(svc.languages(&[], Some(GUILD + 1)).await.unwrap().server, None);

    // Only a manager sets the server's language; `auto` clears it.
    let admin = Actor::new(9_999, "Mod").admin();
    assert!(matches!(
        svc.choose_server_language(GUILD, &player(0), Some("es-ES")).await,
        Err(ServiceError::NotAdmin)
    ));
    svc.choose_server_language(GUILD, &admin, Some("es-ES")).await.unwrap();
    let server = svc.languages(&[], Some(GUILD)).await.unwrap().server;
    assert_eq!(server, Some(language(Some("de"), Some("es-ES"))));
    svc.choose_language(bob, None).await.unwrap();

    // A restart reads the same.
    let (svc, _clock) = db.service().await;
    let read = svc.languages(&[bob], Some(GUILD)).await.unwrap();
    assert_eq!(read.users, [(bob, language(Some("en-US"), None))]);
    assert_eq!(read.server, Some(language(Some("de"), Some("es-ES"))));
}
}
