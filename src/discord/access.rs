//! What the bot must be allowed in a channel to host a game there. Every
//! interaction carries the bot's permissions in its channel
//! (`app_permissions`), so a lobby is refused up front, with a sentence,
//! where its message could never be posted, instead of being opened in the
//! database and left without a message (which would also keep the channel
//! busy). Threads are not needed: without them the game is played in the
//! channel.

use serenity::all::Permissions;

/// What a lobby needs: to see the channel, post in it, and show embeds.
const NEEDED: [(Permissions, &str); 3] = [
    (Permissions::VIEW_CHANNEL, "View Channel"),
    (Permissions::SEND_MESSAGES, "Send Messages"),
    (Permissions::EMBED_LINKS, "Embed Links"),
];

/// `None` when the bot may host a game here (or Discord did not say);
/// otherwise the sentence for the player, `doing` being what they asked
/// for ("open a lobby").
pub fn cannot_host(permissions: Option<Permissions>, doing: &str) -> Option<String> {
    let permissions = permissions?;
    let missing: Vec<&str> = NEEDED
        .iter()
        .filter(|(p, _)| !permissions.contains(*p))
        .map(|(_, name)| *name)
        .collect();
    let (last, rest) = missing.split_last()?;
    let names = if rest.is_empty() {
        format!("**{last}**")
    } else {
        format!("**{}** and **{last}**", rest.join("**, **"))
    };
    let s = if missing.len() == 1 { "" } else { "s" };
    Some(format!(
        "I cannot {doing} here: I lack the {names} permission{s} in this channel. \
         Ask a server admin to grant {} to me, or use another channel.",
        if missing.len() == 1 { "it" } else { "them" }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lobby_needs_to_see_post_and_embed() {
        let all = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::EMBED_LINKS;
        assert_eq!(cannot_host(Some(all), "open a lobby"), None);
        assert_eq!(cannot_host(None, "open a lobby"), None, "unknown: try");
        let said = cannot_host(Some(Permissions::VIEW_CHANNEL), "open a lobby").unwrap();
        assert_eq!(
            said,
            "I cannot open a lobby here: I lack the **Send Messages** and **Embed Links** \
             permissions in this channel. Ask a server admin to grant them to me, or use another channel."
        );
        let said = cannot_host(Some(all - Permissions::SEND_MESSAGES), "open the rematch").unwrap();
        assert!(
            said.contains("the **Send Messages** permission in"),
            "{said}"
        );
    }
}
