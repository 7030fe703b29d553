//! What the bot must be allowed in a channel to host a game there. Every
//! interaction carries the bot's permissions in its channel
//! (`app_permissions`), so a lobby is refused up front, with a sentence,
//! where its message could never be posted, instead of being opened in the
//! database and left without a message (which would also keep the channel
//! busy). Threads are not needed: without them the game is played in the
//! channel.

use super::text::{Locale, t, words};
use serenity::all::Permissions;

/// What the player asked for that needs the channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hosting {
    Lobby,
    Rematch,
}

/// What a lobby needs: to see the channel, post in it, and show embeds.
const NEEDED: [Permissions; 3] = [
    Permissions::VIEW_CHANNEL,
    Permissions::SEND_MESSAGES,
    Permissions::EMBED_LINKS,
];

/// A permission's name as Discord shows it.
fn name(l: Locale, p: Permissions) -> String {
    if p == Permissions::VIEW_CHANNEL {
        t!(l, "permission-view-channel")
    } else if p == Permissions::SEND_MESSAGES {
        t!(l, "permission-send-messages")
    } else {
        t!(l, "permission-embed-links")
    }
}

/// `None` when the bot may host a game here (or Discord did not say);
/// otherwise the sentence for the player about `doing`.
pub fn cannot_host(l: Locale, permissions: Option<Permissions>, doing: Hosting) -> Option<String> {
    let permissions = permissions?;
    let missing: Vec<String> = NEEDED
        .iter()
        .filter(|p| !permissions.contains(**p))
        .map(|p| format!("**{}**", name(l, *p)))
        .collect();
    let count = missing.len();
    let names = words::list(l, &missing)?;
    let doing = match doing {
        Hosting::Lobby => "lobby",
        Hosting::Rematch => "rematch",
    };
    Some(t!(
        l,
        "access-cannot-host",
        doing = doing,
        names = names,
        count = count
    ))
}

/// Whether the interaction's permissions say the bot may not open a thread
/// on the lobby or post in it (`None`: Discord did not say, so try).
pub fn threads_denied(permissions: Option<Permissions>) -> bool {
    permissions.is_some_and(|p| {
        !p.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_need_opening_and_posting_in_them() {
        let both = Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
        assert!(!threads_denied(None), "unknown: try");
        assert!(!threads_denied(Some(both | Permissions::SEND_MESSAGES)));
        assert!(threads_denied(Some(Permissions::CREATE_PUBLIC_THREADS)));
        assert!(threads_denied(Some(Permissions::SEND_MESSAGES_IN_THREADS)));
    }

    #[test]
    fn a_lobby_needs_to_see_post_and_embed() {
        let l = Locale::SOURCE;
        let all = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::EMBED_LINKS;
        assert_eq!(cannot_host(l, Some(all), Hosting::Lobby), None);
        assert_eq!(cannot_host(l, None, Hosting::Lobby), None, "unknown: try");
        // The sentence names exactly the missing permissions.
        let said = cannot_host(l, Some(Permissions::VIEW_CHANNEL), Hosting::Lobby).unwrap();
        assert!(
            said.contains(&name(l, Permissions::SEND_MESSAGES)),
            "{said}"
        );
        assert!(said.contains(&name(l, Permissions::EMBED_LINKS)), "{said}");
        assert!(
            !said.contains(&name(l, Permissions::VIEW_CHANNEL)),
            "{said}"
        );
        let said =
            cannot_host(l, Some(all - Permissions::SEND_MESSAGES), Hosting::Rematch).unwrap();
        assert!(
            said.contains(&name(l, Permissions::SEND_MESSAGES)),
            "{said}"
        );
        assert!(!said.contains(&name(l, Permissions::EMBED_LINKS)), "{said}");
    }
}
