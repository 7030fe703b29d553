//! Where a press came from, checked against the game it names.
//!
//! A component id is text anyone can copy: a press naming game 7 may come
//! from another server, another channel, or a message that never carried
//! that control. So the id only says *which* game; the interaction's guild,
//! channel and message must be that game's own, and a control works only on
//! the kind of message it is drawn on (lobby controls on the lobby, hand
//! controls on a private hand). Permissions come from the interaction's
//! member, so matching the game's server also means they are checked there.

use super::ids::Control;
use super::text::{Locale, t};
use crate::service::{GameId, GameInfo, GameService, MessageSlot, ServiceResult};

/// What the interaction says about where the press happened.
#[derive(Clone, Copy, Debug)]
pub struct Claimed {
    pub guild: Option<u64>,
    pub channel: u64,
    pub message: u64,
    /// The message is flagged ephemeral (only the presser sees it).
    pub ephemeral: bool,
}

/// Where the press happened, as far as the game is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The game's lobby message.
    Lobby,
    /// The game's current board.
    Board,
    /// Another public message in the game's channel or thread (an older
    /// board, an announcement).
    Channel,
    /// An ephemeral message in the game's channel or thread (`/nanuk
    /// hand`, "My hand"), or in the presser's DM (`/nanuk hand` used
    /// there).
    Ephemeral,
    /// The presser's DM with the bot where this game's hand is shown.
    Dm,
    /// Anywhere else: another server, channel or DM.
    Elsewhere,
}

impl Place {
    /// Only the presser sees a message here, so it may show their hand.
    pub fn is_private(self) -> bool {
        matches!(self, Place::Ephemeral | Place::Dm)
    }
}

/// Where `claimed` is for game `info` and the presser `user`.
pub async fn place(
    service: &GameService,
    info: &GameInfo,
    user: u64,
    claimed: Claimed,
) -> ServiceResult<Place> {
    let game = info.id;
    match claimed.guild {
        Some(guild) => {
            if guild != info.guild
                || (claimed.channel != info.channel
                    && !in_stage(service, game, claimed.channel).await?)
            {
                return Ok(Place::Elsewhere);
            }
            // The stored messages win over the claimed flags: the lobby and
            // the board are public whatever the press says.
            if is_message(service, game, MessageSlot::Lobby, claimed).await? {
                Ok(Place::Lobby)
            } else if is_message(service, game, MessageSlot::Board, claimed).await? {
                Ok(Place::Board)
            } else if claimed.ephemeral {
                Ok(Place::Ephemeral)
            } else {
                Ok(Place::Channel)
            }
        }
        // A practice game is played in its player's DM (Discord delivers a
        // press there from that player only): its board is the board.
        None if info.is_practice() && claimed.channel == info.channel => {
            if is_message(service, game, MessageSlot::Board, claimed).await? {
                Ok(Place::Board)
            } else if claimed.ephemeral {
                Ok(Place::Ephemeral)
            } else {
                Ok(Place::Dm)
            }
        }
        None => Ok(if !in_own_dm(service, game, user, claimed.channel).await? {
            Place::Elsewhere
        } else if claimed.ephemeral {
            // `/nanuk hand`'s answer, not the DM hand the worker keeps: it
            // is redrawn in the press's answer, as in the channel.
            Place::Ephemeral
        } else {
            Place::Dm
        }),
    }
}

async fn is_message(
    service: &GameService,
    game: GameId,
    slot: MessageSlot,
    claimed: Claimed,
) -> ServiceResult<bool> {
    Ok(service
        .message(game, slot)
        .await?
        .is_some_and(|m| m.channel == claimed.channel && m.message == claimed.message))
}

/// Is `channel` where the game is played (its thread)?
async fn in_stage(service: &GameService, game: GameId, channel: u64) -> ServiceResult<bool> {
    Ok(service
        .message(game, MessageSlot::Stage)
        .await?
        .is_some_and(|m| m.channel == channel))
}

/// Is `channel` the DM where the bot shows this user's seat of the game?
/// Discord only delivers a DM press from the presser's own DM with the bot,
/// so a seated player's DM press is theirs; when the bot has a message of
/// that seat remembered, its DM channel must match too. (A DM posted a
/// moment ago may be pressed before its id is stored.)
async fn in_own_dm(
    service: &GameService,
    game: GameId,
    user: u64,
    channel: u64,
) -> ServiceResult<bool> {
    // Whoever controls it now: a seat given up is refused when it acts.
    let Some(seat) = service.seat_of_user(game, user).await? else {
        return Ok(false);
    };
    for slot in [MessageSlot::Hand(seat), MessageSlot::Prompt(seat)] {
        if let Some(m) = service.message(game, slot).await? {
            return Ok(m.channel == channel);
        }
    }
    Ok(true)
}

/// Why `control` may not be used at `place`, or `None` if it may.
pub fn refusal(l: Locale, control: &Control, place: Place, info: &GameInfo) -> Option<String> {
    if place == Place::Elsewhere {
        return Some(t!(
            l,
            "press-elsewhere",
            game = info.id.0,
            channel = info.channel.to_string()
        ));
    }
    let allowed = match control {
        Control::Join
        | Control::Leave
        | Control::AddAi(_)
        | Control::RemoveAi
        | Control::Start
        // The lobby message may be pressed before the delivery worker has
        // stored its id, so any public message in the game's channel will
        // do: what matters is the server and channel (the answer is only
        // an acknowledgement).
        | Control::Cancel => matches!(place, Place::Lobby | Place::Channel),
        // Answers privately wherever it is in the game's channel.
        Control::ShowHand => place != Place::Dm,
        // On the results (a public message in the game's channel; a
        // practice game's are in its player's DM).
        Control::Rematch => {
            matches!(place, Place::Board | Place::Channel)
                || (info.is_practice() && place == Place::Dm)
        }
        // On the board (or an older board in the channel): anyone there.
        Control::Follow(_) => matches!(place, Place::Board | Place::Channel),
        // On the board only the picker may use it (checked when acting).
        Control::Pick => true,
        Control::Reclaim
        | Control::Boast(_)
        | Control::BoastBuilt(_)
        | Control::Draft(..)
        | Control::Doom
        | Control::Side(_)
        | Control::Ante(_)
        | Control::ContributeMenu
        | Control::Contribute(_) => place.is_private(),
    };
    if allowed {
        return None;
    }
    Some(match control {
        Control::Join
        | Control::Leave
        | Control::AddAi(_)
        | Control::RemoveAi
        | Control::Start
        | Control::Cancel => t!(l, "press-lobby-only"),
        _ => t!(l, "press-hand-only"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Animal, Boast, Card, Side};
    use crate::service::{GameOptions, GameStatus};

    fn info() -> GameInfo {
        GameInfo {
            id: GameId(7),
            guild: 1,
            channel: 2,
            host: Some(3),
            opened_by: 3,
            status: GameStatus::Lobby,
            options: GameOptions::default(),
            version: 1,
            created_at: 0,
            started_at: None,
            finished_at: None,
        }
    }

    #[test]
    fn each_control_works_only_where_it_is_drawn() {
        use Place::*;
        let boast = Boast::new(2, Animal::Deer, 4).unwrap();
        let cases: Vec<(Control, Vec<Place>)> = vec![
            (Control::Join, vec![Lobby, Channel]),
            (Control::Cancel, vec![Lobby, Channel]),
            (Control::ShowHand, vec![Lobby, Board, Channel, Ephemeral]),
            (Control::Pick, vec![Lobby, Board, Channel, Ephemeral, Dm]),
            (Control::Boast(boast), vec![Ephemeral, Dm]),
            (
                Control::Draft(crate::discord::ids::DraftPart::Animal, boast),
                vec![Ephemeral, Dm],
            ),
            (Control::ContributeMenu, vec![Ephemeral, Dm]),
            (Control::Contribute(vec![Card::ALL[0]]), vec![Ephemeral, Dm]),
            (Control::Side(Side::Hunt), vec![Ephemeral, Dm]),
            (Control::Reclaim, vec![Ephemeral, Dm]),
        ];
        let all = [Lobby, Board, Channel, Ephemeral, Dm, Elsewhere];
        for (control, allowed) in cases {
            for place in all {
                let refused = refusal(Locale::SOURCE, &control, place, &info());
                assert_eq!(
                    refused.is_none(),
                    allowed.contains(&place),
                    "{control:?} at {place:?}: {refused:?}"
                );
            }
        }
        // The refusal names the game and where it is played.
        let elsewhere = refusal(Locale::SOURCE, &Control::Join, Elsewhere, &info()).unwrap();
        assert!(
            elsewhere.contains("7") && elsewhere.contains("<#2>"),
            "{elsewhere}"
        );
    }

    #[test]
    fn a_practice_game_s_rematch_works_in_its_dm_and_a_server_game_s_does_not() {
        let mut practice = info();
        practice.guild = crate::service::NO_GUILD;
        practice.options.practice = true;
        assert_eq!(
            refusal(Locale::SOURCE, &Control::Rematch, Place::Dm, &practice),
            None
        );
        assert_eq!(
            refusal(Locale::SOURCE, &Control::Rematch, Place::Board, &practice),
            None
        );
        assert!(refusal(Locale::SOURCE, &Control::Rematch, Place::Dm, &info()).is_some());
        assert!(
            refusal(
                Locale::SOURCE,
                &Control::Rematch,
                Place::Elsewhere,
                &practice
            )
            .is_some()
        );
    }
}
