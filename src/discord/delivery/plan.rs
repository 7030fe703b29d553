//! Turning one game's pending outbox rows into the Discord work to do:
//! one-off posts in outbox order, then each long-lived message rendered
//! once from the current state, then the results.
//!
//! Order within a batch:
//! 1. channel posts (announcements worth a post, and notices) exactly in
//!    outbox order; other announcements are shown by the board and
//!    delivered with it;
//! 2. the lobby message, once;
//! 3. the board, once;
//! 4. each seat's DM hand, once per seat (seat order);
//! 5. the final re-render of the other DM hands (game over, cancelled);
//! 6. the results (game over).
//!
//! The worker runs each seat's hand steps, the channel's steps and the
//! final hands as separate lanes at once (`game.rs`), so this order binds
//! within the channel; a player's prompt does not wait for the board.
//!
//! Rendering the board and hands after the announcements means the
//! channel reads "what happened" and then shows the state it led to, and a
//! backlog of N changes costs one edit per message instead of N. Since
//! they render the *current* state, the last change always wins.

use super::task::{Step, Task};
use crate::discord::render::announce;
use crate::engine::Seat;
use crate::service::{Delivery, OutboxItem};
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub steps: Vec<Step>,
}

impl Plan {
    /// The plan for one game's pending rows, given in outbox order.
    pub fn of(items: &[OutboxItem]) -> Plan {
        let mut posts = Vec::new();
        let mut lobby = Vec::new();
        let mut board = Vec::new();
        let mut fresh = false;
        let mut hands: BTreeMap<Seat, (bool, Vec<i64>, u64)> = BTreeMap::new();
        let mut others = Vec::new();
        let mut results = Vec::new();
        for item in items {
            let id = item.id;
            let notice = || Step {
                task: Task::Notice(item.delivery.clone()),
                ids: vec![id],
            };
            match &item.delivery {
                Delivery::Lobby => lobby.push(id),
                Delivery::Board => board.push(id),
                Delivery::RepostBoard => {
                    board.push(id);
                    fresh = true;
                }
                Delivery::Hand { seat } => {
                    let hand = hands
                        .entry(*seat)
                        .or_insert((false, Vec::new(), item.version));
                    hand.0 = true;
                    hand.1.push(id);
                    hand.2 = hand.2.min(item.version);
                }
                Delivery::Announce { events } if announce::worth_a_post(events) => {
                    posts.push(Step {
                        task: Task::Announce {
                            events: events.clone(),
                        },
                        ids: vec![id],
                    })
                }
                // The board shows it: delivered with the board.
                Delivery::Announce { .. } => board.push(id),
                Delivery::Reminder { .. }
                | Delivery::TimedOut { .. }
                | Delivery::SeatReclaimed { .. } => posts.push(notice()),
                Delivery::Back { seat, games } => posts.push(Step {
                    task: Task::Back {
                        seat: *seat,
                        games: games.clone(),
                    },
                    ids: vec![id],
                }),
                Delivery::SeatReplaced { seat, .. } => {
                    posts.push(notice());
                    // Their DM must stop offering controls.
                    let hand = hands
                        .entry(*seat)
                        .or_insert((false, Vec::new(), item.version));
                    hand.1.push(id);
                    hand.2 = hand.2.min(item.version);
                }
                Delivery::Cancelled => {
                    posts.push(notice());
                    // No live buttons may remain anywhere.
                    lobby.push(id);
                    board.push(id);
                    others.push(id);
                }
                Delivery::GameOver => {
                    // The lobby message says the game is finished.
                    lobby.push(id);
                    board.push(id);
                    others.push(id);
                    results.push(id);
                }
            }
        }
        let mut steps = posts;
        let mut push = |task, mut ids: Vec<i64>| {
            if !ids.is_empty() {
                ids.sort_unstable();
                ids.dedup();
                steps.push(Step { task, ids });
            }
        };
        push(Task::Lobby, lobby);
        push(Task::Board { fresh }, board);
        let except: Vec<Seat> = hands.keys().copied().collect();
        for (seat, (post, ids, since)) in &hands {
            if *post && !ids.is_empty() {
                // After the board, in the channel: the story, then the
                // board, then whose turn it is.
                steps.push(Step {
                    task: Task::Ping {
                        seat: *seat,
                        since: *since,
                    },
                    ids: vec![ids[0]],
                });
            }
        }
        let mut push = |task, mut ids: Vec<i64>| {
            if !ids.is_empty() {
                ids.sort_unstable();
                ids.dedup();
                steps.push(Step { task, ids });
            }
        };
        for (seat, (post, ids, since)) in hands {
            push(Task::Hand { seat, post, since }, ids);
        }
        push(Task::OtherHands { except }, others);
        push(Task::Results, results);
        Plan { steps }
    }

    /// For each step, the rows that are delivered once it is done: a row is
    /// marked delivered only after the last step it asked for.
    #[cfg(test)]
    pub fn delivered_after(&self) -> Vec<Vec<i64>> {
        let mut last: BTreeMap<i64, usize> = BTreeMap::new();
        for (i, step) in self.steps.iter().enumerate() {
            for id in &step.ids {
                last.insert(*id, i);
            }
        }
        let mut delivered = vec![Vec::new(); self.steps.len()];
        for (id, i) in last {
            delivered[i].push(id);
        }
        delivered
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Event;
    use crate::service::{GameId, StandInReason};

    fn items(list: Vec<Delivery>) -> Vec<OutboxItem> {
        list.into_iter()
            .enumerate()
            .map(|(i, delivery)| OutboxItem {
                id: 10 + i as i64,
                game: GameId(1),
                version: 1,
                delivery,
                created_at: 0,
            })
            .collect()
    }

    /// A hunt's end: worth a post. `counted` tells them apart.
    fn round(counted: u8) -> Vec<Event> {
        vec![Event::HuntEnded {
            outcome: crate::engine::HuntOutcome::TooFew,
            target: crate::engine::Boast {
                count: 5,
                animal: crate::engine::Animal::Seal,
                days: 6,
            },
            counted,
        }]
    }

    fn announce(n: u8) -> Delivery {
        Delivery::Announce { events: round(n) }
    }

    /// A boast: the board shows it, nothing is posted.
    fn quiet() -> Delivery {
        Delivery::Announce {
            events: vec![Event::Boasted {
                seat: Seat(1),
                boast: crate::engine::Boast {
                    count: 2,
                    animal: crate::engine::Animal::Deer,
                    days: 5,
                },
            }],
        }
    }

    #[test]
    fn announcements_the_board_shows_are_delivered_with_the_board() {
        let plan = Plan::of(&items(vec![
            quiet(),         // 10
            Delivery::Board, // 11
            quiet(),         // 12
            announce(1),     // 13
            Delivery::Board, // 14
        ]));
        let tasks: Vec<(&Task, &[i64])> = plan
            .steps
            .iter()
            .map(|s| (&s.task, s.ids.as_slice()))
            .collect();
        assert_eq!(
            tasks,
            vec![
                (&Task::Announce { events: round(1) }, &[13][..]),
                (&Task::Board { fresh: false }, &[10, 11, 12, 14][..]),
            ]
        );
    }

    #[test]
    fn posts_keep_their_order_and_renders_coalesce() {
        let plan = Plan::of(&items(vec![
            Delivery::Lobby,                      // 10
            announce(1),                          // 11
            Delivery::Board,                      // 12
            Delivery::Hand { seat: Seat(2) },     // 13
            Delivery::Hand { seat: Seat(0) },     // 14
            Delivery::TimedOut { seat: Seat(2) }, // 15
            announce(2),                          // 16
            Delivery::Board,                      // 17
            Delivery::Hand { seat: Seat(2) },     // 18
        ]));
        let tasks: Vec<(&Task, &[i64])> = plan
            .steps
            .iter()
            .map(|s| (&s.task, s.ids.as_slice()))
            .collect();
        assert_eq!(
            tasks,
            vec![
                (&Task::Announce { events: round(1) }, &[11][..]),
                (
                    &Task::Notice(Delivery::TimedOut { seat: Seat(2) }),
                    &[15][..]
                ),
                (&Task::Announce { events: round(2) }, &[16][..]),
                (&Task::Lobby, &[10][..]),
                (&Task::Board { fresh: false }, &[12, 17][..]),
                (
                    &Task::Ping {
                        seat: Seat(0),
                        since: 1
                    },
                    &[14][..]
                ),
                (
                    &Task::Ping {
                        seat: Seat(2),
                        since: 1
                    },
                    &[13][..]
                ),
                (
                    &Task::Hand {
                        seat: Seat(0),
                        post: true,
                        since: 1
                    },
                    &[14][..]
                ),
                (
                    &Task::Hand {
                        seat: Seat(2),
                        post: true,
                        since: 1
                    },
                    &[13, 18][..]
                ),
            ]
        );
        // Every row is delivered exactly once.
        let mut delivered: Vec<i64> = plan.delivered_after().concat();
        delivered.sort_unstable();
        assert_eq!(delivered, (10..=18).collect::<Vec<_>>());
    }

    #[test]
    fn game_over_is_delivered_after_the_results() {
        let plan = Plan::of(&items(vec![
            announce(3),                      // 10
            Delivery::Board,                  // 11
            Delivery::Hand { seat: Seat(1) }, // 12
            Delivery::GameOver,               // 13
        ]));
        let tasks: Vec<&Task> = plan.steps.iter().map(|s| &s.task).collect();
        assert!(matches!(tasks[0], Task::Announce { .. }));
        assert_eq!(
            tasks[1],
            &Task::Lobby,
            "the lobby says the game is finished"
        );
        assert_eq!(plan.steps[1].ids, vec![13]);
        assert_eq!(tasks[2], &Task::Board { fresh: false });
        assert_eq!(plan.steps[2].ids, vec![11, 13]);
        assert_eq!(
            tasks[3],
            &Task::Ping {
                seat: Seat(1),
                since: 1
            }
        );
        assert_eq!(
            tasks[4],
            &Task::Hand {
                seat: Seat(1),
                post: true,
                since: 1
            }
        );
        assert_eq!(
            tasks[5],
            &Task::OtherHands {
                except: vec![Seat(1)]
            }
        );
        assert_eq!(tasks[6], &Task::Results);
        let delivered = plan.delivered_after();
        assert_eq!(
            delivered[2],
            vec![11],
            "the board row is done with the board"
        );
        assert_eq!(delivered[6], vec![13], "GameOver waits for the results");
        assert!(delivered[5].is_empty());
    }

    #[test]
    fn cancelling_and_replacing_retire_controls() {
        let plan = Plan::of(&items(vec![
            Delivery::SeatReplaced {
                seat: Seat(3),
                reason: StandInReason::Kicked,
            }, // 10
            Delivery::Cancelled, // 11
        ]));
        let tasks: Vec<(&Task, &[i64])> = plan
            .steps
            .iter()
            .map(|s| (&s.task, s.ids.as_slice()))
            .collect();
        assert_eq!(
            tasks,
            vec![
                (
                    &Task::Notice(Delivery::SeatReplaced {
                        seat: Seat(3),
                        reason: StandInReason::Kicked
                    }),
                    &[10][..]
                ),
                (&Task::Notice(Delivery::Cancelled), &[11][..]),
                (&Task::Lobby, &[11][..]),
                (&Task::Board { fresh: false }, &[11][..]),
                (
                    &Task::Hand {
                        seat: Seat(3),
                        post: false,
                        since: 1
                    },
                    &[10][..]
                ),
                (
                    &Task::OtherHands {
                        except: vec![Seat(3)]
                    },
                    &[11][..]
                ),
            ]
        );
        let delivered = plan.delivered_after();
        assert_eq!(delivered[4], vec![10]);
        assert_eq!(delivered[5], vec![11]);
    }
}
