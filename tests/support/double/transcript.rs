//! A game as one player saw it: every message they can read (the game's
//! channel and threads, their DMs, the private answers they got) in the
//! order it was posted, as it reads now, with its controls. For reading a
//! whole game as a player would (`NANUK_E2E_TRANSCRIPT`, see the README).

use super::{ChannelId, Double, Message, UserId};

impl Double {
    /// The transcript of what `user` sees of `channel` (and its threads),
    /// their DMs and their private answers, oldest first.
    pub fn transcript(&self, user: UserId, channel: ChannelId) -> String {
        let mut seen: Vec<(&'static str, Message)> = Vec::new();
        seen.extend(
            self.messages_with_threads(channel)
                .into_iter()
                .filter(|m| m.visible_to.is_none() || m.visible_to == Some(user))
                .map(|m| ("channel", m)),
        );
        seen.extend(self.dm_messages(user).into_iter().map(|m| ("DM", m)));
        seen.extend(
            self.ephemeral_messages(user)
                .into_iter()
                .map(|m| ("private", m)),
        );
        // By time, then id; a message found twice (a private answer in the
        // channel) is shown once.
        seen.sort_by_key(|(_, m)| (m.created_at, m.id.0));
        seen.dedup_by_key(|(_, m)| m.id.0);
        let mut out = String::new();
        for (place, m) in seen {
            let edits = match m.edits {
                0 => String::new(),
                n => format!(", edited {n}×"),
            };
            let private = if m.ephemeral() { ", only you" } else { "" };
            out.push_str(&format!(
                "── {place} · {:.1} s{edits}{private}{}\n",
                m.created_at.as_secs_f64(),
                if m.deleted { " (deleted)" } else { "" }
            ));
            out.push_str(&m.text());
            out.push('\n');
            let buttons: Vec<String> = m
                .buttons()
                .into_iter()
                .map(|b| {
                    let label = b.label.unwrap_or_default();
                    if b.disabled {
                        format!("[{label} (off)]")
                    } else {
                        format!("[{label}]")
                    }
                })
                .collect();
            if !buttons.is_empty() {
                out.push_str(&buttons.join(" "));
                out.push('\n');
            }
            for s in m.selects() {
                let options: Vec<&str> = s.options.iter().map(|o| o.label.as_str()).collect();
                out.push_str(&format!(
                    "<{}: {}>\n",
                    s.placeholder.as_deref().unwrap_or("menu"),
                    options.join(" | ")
                ));
            }
            for a in &m.attachments {
                out.push_str(&format!("📎 {}\n", a.filename));
            }
        }
        out
    }
}
