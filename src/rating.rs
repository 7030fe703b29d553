//! Skill ratings: Weng-Lin (OpenSkill) through the `skillratings` crate,
//! one rating per player and server, and one per AI level and server. Pure:
//! the store feeds it a finished game's seats and the current ratings, in
//! the transaction that records the game's end (and again, game by game,
//! in `nanuk ratings rebuild`), and writes back what it returns.

use crate::engine::AiLevel;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::HashMap;

/// A rating: `mu` (the estimate) and `sigma` (its uncertainty).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Rating {
    /// Where everyone starts: the crate's default (25, 25/3).
    pub fn initial() -> Rating {
        Rating::from(WengLinRating::new())
    }

    /// What the leaderboard ranks by: `mu - 3 sigma`, a rating the player
    /// is very likely above (a newcomer starts at 0).
    pub fn conservative(self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

impl From<WengLinRating> for Rating {
    fn from(r: WengLinRating) -> Rating {
        Rating {
            mu: r.rating,
            sigma: r.uncertainty,
        }
    }
}

impl From<Rating> for WengLinRating {
    fn from(r: Rating) -> WengLinRating {
        WengLinRating {
            rating: r.mu,
            uncertainty: r.sigma,
        }
    }
}

/// Who a rating belongs to (within one server).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    User(u64),
    Ai(AiLevel),
}

impl Subject {
    /// The stored key: `user:<id>` or `ai:<level>`.
    pub fn key(self) -> String {
        match self {
            Subject::User(id) => format!("user:{id}"),
            Subject::Ai(level) => format!("ai:{}", level.name()),
        }
    }

    pub fn user(self) -> Option<u64> {
        match self {
            Subject::User(id) => Some(id),
            Subject::Ai(_) => None,
        }
    }
}

/// What the rating needs to know about one seat of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatFacts {
    /// `None` for an AI seat.
    pub user: Option<u64>,
    /// The AI level that plays an AI seat (and stands in for humans).
    pub level: AiLevel,
    pub score: u32,
    /// Decisions the human made themselves.
    pub own_decisions: u64,
    /// Decisions an AI made for them.
    pub stand_in_decisions: u64,
}

impl SeatFacts {
    /// A human seat that counts for its player: they made at least half of
    /// their decisions (a stand-in finished the rest).
    pub fn counts_for_player(&self) -> bool {
        self.user.is_some() && self.own_decisions >= self.stand_in_decisions
    }

    fn subject(&self) -> Subject {
        match self.user {
            Some(id) => Subject::User(id),
            None => Subject::Ai(self.level),
        }
    }
}

/// One seat in a rated game: its rank (1 is best; ties share a rank) and
/// whether its rating is updated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Participant {
    pub subject: Subject,
    pub rank: usize,
    pub updated: bool,
}

/// The seats of a finished game as rating participants, or `None` if the
/// game is not rated: fewer than two humans whose seat counts for them.
/// A human seat that does not count (a stand-in made most of its
/// decisions) still takes part with its player's rating, so the others are
/// ranked against it, but that rating is left unchanged.
pub fn participants(seats: &[SeatFacts]) -> Option<Vec<Participant>> {
    if seats.iter().filter(|s| s.counts_for_player()).count() < 2 {
        return None;
    }
    Some(
        seats
            .iter()
            .map(|s| Participant {
                subject: s.subject(),
                // Competition ranking: 1 + seats with a higher score.
                rank: 1 + seats.iter().filter(|o| o.score > s.score).count(),
                updated: s.user.is_none() || s.counts_for_player(),
            })
            .collect(),
    )
}

/// The new ratings of a rated game's subjects, from their current ones
/// (each seat a team of one). Several seats of one AI level are one
/// subject: its new rating is the mean of those seats' results.
pub fn update(
    parts: &[Participant],
    current: &HashMap<Subject, Rating>,
) -> HashMap<Subject, Rating> {
    let now = |s: &Subject| current.get(s).copied().unwrap_or_else(Rating::initial);
    let teams: Vec<[WengLinRating; 1]> = parts.iter().map(|p| [now(&p.subject).into()]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(parts)
        .map(|(t, p)| (&t[..], MultiTeamOutcome::new(p.rank)))
        .collect();
    let out = weng_lin_multi_team(&input, &WengLinConfig::new());
    let mut sums: HashMap<Subject, (f64, f64, u32)> = HashMap::new();
    for (p, team) in parts.iter().zip(out) {
        if !p.updated {
            continue;
        }
        let e = sums.entry(p.subject).or_default();
        e.0 += team[0].rating;
        e.1 += team[0].uncertainty;
        e.2 += 1;
    }
    sums.into_iter()
        .map(|(s, (mu, sigma, n))| {
            let n = f64::from(n);
            (
                s,
                Rating {
                    mu: mu / n,
                    sigma: sigma / n,
                },
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn human(user: u64, score: u32) -> SeatFacts {
        SeatFacts {
            user: Some(user),
            level: AiLevel::Normal,
            score,
            own_decisions: 10,
            stand_in_decisions: 0,
        }
    }

    fn ai(score: u32) -> SeatFacts {
        SeatFacts {
            user: None,
            ..human(0, score)
        }
    }

    /// The crate's published multi-team example (weng_lin_multi_team's
    /// docs), through our conversion: the figures it documents.
    #[test]
    fn matches_the_crates_published_multi_team_example() {
        let r = |mu, sigma| WengLinRating {
            rating: mu,
            uncertainty: sigma,
        };
        let one = [WengLinRating::new(), r(30.0, 1.2), r(21.0, 6.5)];
        let two = [WengLinRating::new(), r(41.0, 1.4), r(19.2, 4.3)];
        let three = [WengLinRating::new(), r(29.4, 1.6), r(17.2, 2.1)];
        let out = weng_lin_multi_team(
            &[
                (&one[..], MultiTeamOutcome::new(2)),
                (&two[..], MultiTeamOutcome::new(1)),
                (&three[..], MultiTeamOutcome::new(3)),
            ],
            &WengLinConfig::new(),
        );
        let hundredths: Vec<Vec<f64>> = out
            .iter()
            .map(|t| t.iter().map(|p| (p.rating * 100.0).round()).collect())
            .collect();
        assert_eq!(
            hundredths,
            vec![
                vec![2538.0, 3001.0, 2123.0],
                vec![2796.0, 4108.0, 1999.0],
                vec![2166.0, 2928.0, 1699.0],
            ]
        );
    }

    /// Our `update` of one-player teams gives exactly what the crate gives
    /// for the same teams and ranks (the crate's 1-v-1 test figures: a
    /// newcomer beating a newcomer goes to 27.63523138, sigma 8.0655063, crate test `test_weng`).
    #[test]
    fn update_is_the_crates_result_for_one_player_teams() {
        let parts = participants(&[human(1, 30), human(2, 20)]).unwrap();
        let new = update(&parts, &HashMap::new());
        let w = new[&Subject::User(1)];
        let l = new[&Subject::User(2)];
        assert!((w.mu - 27.635_231_383_473_65).abs() < 1e-9, "{w:?}");
        assert!((l.mu - 22.364_768_616_526_35).abs() < 1e-9, "{l:?}");
        assert!((w.sigma - 8.065_506_316_323_548).abs() < 1e-9, "{w:?}");
        assert_eq!(w.sigma, l.sigma);
    }

    #[test]
    fn scores_rank_the_seats_and_ties_share_a_rank() {
        let parts = participants(&[human(1, 20), human(2, 35), ai(20), human(3, 5)]).unwrap();
        let ranks: Vec<usize> = parts.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, vec![2, 1, 2, 4]);
        // Tied seats with equal ratings move the same way.
        let new = update(&parts, &HashMap::new());
        assert_eq!(new[&Subject::User(1)], new[&Subject::Ai(AiLevel::Normal)]);
    }

    #[test]
    fn a_game_needs_two_humans_whose_seat_counts() {
        assert_eq!(participants(&[human(1, 10), ai(20), ai(5)]), None);
        let mostly_stood_in = SeatFacts {
            own_decisions: 4,
            stand_in_decisions: 5,
            ..human(2, 30)
        };
        assert_eq!(participants(&[human(1, 10), mostly_stood_in]), None);
        let half = SeatFacts {
            own_decisions: 5,
            stand_in_decisions: 5,
            ..human(2, 30)
        };
        assert!(participants(&[human(1, 10), half]).is_some());
    }

    #[test]
    fn a_seat_a_stand_in_mostly_played_is_ranked_but_not_updated() {
        let mostly_stood_in = SeatFacts {
            own_decisions: 1,
            stand_in_decisions: 9,
            ..human(3, 40)
        };
        let parts = participants(&[human(1, 10), human(2, 20), mostly_stood_in]).unwrap();
        let new = update(&parts, &HashMap::new());
        assert!(!new.contains_key(&Subject::User(3)));
        // Player 2 came second of three, not first of two.
        let two_only = update(
            &participants(&[human(1, 10), human(2, 20)]).unwrap(),
            &HashMap::new(),
        );
        assert!(new[&Subject::User(2)].mu < two_only[&Subject::User(2)].mu);
    }

    #[test]
    fn a_win_against_ais_raises_the_rating_and_lowers_theirs() {
        let parts = participants(&[human(1, 40), human(2, 30), ai(10), ai(5)]).unwrap();
        let new = update(&parts, &HashMap::new());
        assert!(new[&Subject::User(1)].mu > 25.0);
        // Two seats of one level: one rating, the mean of the two.
        assert!(new[&Subject::Ai(AiLevel::Normal)].mu < 25.0);
        assert_eq!(new.len(), 3);
    }
}
