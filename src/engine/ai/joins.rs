//! How likely each other seat is to join a hunt it does not lead. The
//! normal level assumes even odds for every seat; the strong level reads
//! each seat's sides so far (public: sides are revealed every round), so
//! that a table that hunts at every chance, or one that stays home, is
//! expected to go on doing so.

use super::super::action::Side;
use super::super::seat::{MAX_SEATS, Seat, SidesTaken};
use super::super::view::SeatView;

/// The chance that a seat whose side is not known joins the hunt, before
/// anything is seen of it (and, for the normal level, always).
pub const JOIN_CHANCE: f64 = 0.5;

/// What the strong level expects of a seat it has not yet seen choose:
/// most players join more hunts than they stay home from (the normal
/// level joins about 70 % of the hunts it does not lead).
const PRIOR_JOIN: f64 = 0.6;

/// How many sides the prior counts for: a seat's own sides outweigh it
/// after a few rounds.
const PRIOR_SIDES: f64 = 3.0;

/// Each seat's chance of joining a hunt it does not lead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Joins {
    chance: [f64; MAX_SEATS as usize],
}

impl Joins {
    /// Every seat joins at even odds: the normal level's expectation.
    pub fn even() -> Joins {
        Joins {
            chance: [JOIN_CHANCE; MAX_SEATS as usize],
        }
    }

    /// Each seat's sides so far in this game, as the view's public tally
    /// shows them, drawn toward `PRIOR_JOIN` by `PRIOR_SIDES` sides.
    pub fn observed(view: &SeatView) -> Joins {
        let mut chance = [PRIOR_JOIN; MAX_SEATS as usize];
        for (c, seat) in chance.iter_mut().zip(&view.public.seats) {
            let hunts = f64::from(seat.sides_taken.hunts);
            let seen = hunts + f64::from(seat.sides_taken.dooms);
            *c = (hunts + PRIOR_SIDES * PRIOR_JOIN) / (seen + PRIOR_SIDES);
        }
        Joins { chance }
    }

    /// `seat`'s chance of joining.
    pub fn of(&self, seat: Seat) -> f64 {
        self.chance
            .get(seat.index())
            .copied()
            .unwrap_or(JOIN_CHANCE)
    }

    /// The mean chance of joining of every seat but the view's own.
    pub fn others(&self, view: &SeatView) -> f64 {
        let others: Vec<f64> = view
            .public
            .seats
            .iter()
            .filter(|s| s.seat != view.seat)
            .map(|s| self.of(s.seat))
            .collect();
        if others.is_empty() {
            return JOIN_CHANCE;
        }
        others.iter().sum::<f64>() / others.len() as f64
    }
}

/// How many sides a style's own join rate counts for when a seat's side in
/// a sampled game is made to fit its sides so far (`fit_side`).
const STYLE_SIDES: f64 = 3.0;

/// The side a seat modelled as a style that joins `style_rate` of its
/// hunts takes, made to fit how often it has joined in this game (its
/// public tally): a style's side flipped just often enough, with `u` a
/// uniform draw in [0, 1), that the seat joins at the rate its tally
/// suggests (drawn toward `style_rate` by `STYLE_SIDES` sides). A seat that
/// plays its modelled style keeps its side; one that stays home more (a
/// player who reads the table, another strong seat) stays home more in
/// the sampled games too.
pub fn fit_side(side: Side, style_rate: f64, taken: SidesTaken, u: f64) -> Side {
    let hunts = f64::from(taken.hunts);
    let seen = hunts + f64::from(taken.dooms);
    let rate = (hunts + STYLE_SIDES * style_rate) / (seen + STYLE_SIDES);
    match side {
        Side::Hunt if rate < style_rate && u < 1.0 - rate / style_rate => Side::Doom,
        Side::Doom if rate > style_rate && u < (rate - style_rate) / (1.0 - style_rate) => {
            Side::Hunt
        }
        side => side,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Game, Settings, SidesTaken};

    fn view_with(tallies: &[SidesTaken]) -> SeatView {
        let (game, _) = Game::start(Settings::new(tallies.len() as u8), 7).unwrap();
        let mut view = game.seat_view(Seat(0));
        for (seat, t) in view.public.seats.iter_mut().zip(tallies) {
            seat.sides_taken = *t;
        }
        view
    }

    #[test]
    fn a_seats_own_sides_outweigh_the_prior_after_a_few_rounds() {
        let never = SidesTaken::default();
        let hunter = SidesTaken { hunts: 9, dooms: 1 };
        let homebody = SidesTaken { hunts: 1, dooms: 9 };
        let view = view_with(&[never, never, hunter, homebody, never, never]);
        let joins = Joins::observed(&view);
        assert!((joins.of(Seat(1)) - PRIOR_JOIN).abs() < 1e-12);
        assert!(joins.of(Seat(2)) > 0.8, "{}", joins.of(Seat(2)));
        assert!(joins.of(Seat(3)) < 0.3, "{}", joins.of(Seat(3)));
        // The others' mean leaves out the view's own seat.
        let mean = (PRIOR_JOIN * 3.0 + joins.of(Seat(2)) + joins.of(Seat(3))) / 5.0;
        assert!((joins.others(&view) - mean).abs() < 1e-12);
        // The normal level's expectation reads nothing.
        assert_eq!(Joins::even().of(Seat(2)), JOIN_CHANCE);
        assert_eq!(Joins::even().others(&view), JOIN_CHANCE);
    }

    #[test]
    fn a_table_that_stays_home_draws_the_heuristic_onto_the_hunt() {
        // Over many sides chosen, expecting every other seat to stay home
        // (a Doom side crowded, a hunt with fewer hands) makes the seat
        // hunt more often than at even odds, and one that hunts, less.
        let homebodies = Joins {
            chance: [0.05; MAX_SEATS as usize],
        };
        let hunters = Joins {
            chance: [0.95; MAX_SEATS as usize],
        };
        let (mut even, mut home, mut hunt, mut sides) = (0, 0, 0, 0);
        for seed in 0..60 {
            let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
            while !game.is_over() {
                let seat = game.waiting_for()[0];
                let view = game.seat_view(seat);
                if view.choice == Some(crate::engine::Choice::Side) {
                    let hunts = |j: &Joins| {
                        usize::from(
                            super::super::plays::side(&view, j) == crate::engine::Side::Hunt,
                        )
                    };
                    even += hunts(&Joins::even());
                    home += hunts(&homebodies);
                    hunt += hunts(&hunters);
                    sides += 1;
                }
                let action: Action = super::super::decide(&view).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
        assert!(sides > 200, "{sides}");
        assert!(
            home > even && even > hunt,
            "{home} {even} {hunt} of {sides}"
        );
    }

    #[test]
    fn a_fitted_side_joins_at_the_rate_the_seats_sides_suggest() {
        // The style hunts 72 % of the time; the seat has joined 4 of 12.
        let style_rate = 0.72;
        let taken = SidesTaken { hunts: 4, dooms: 8 };
        let rate = (4.0 + STYLE_SIDES * style_rate) / (12.0 + STYLE_SIDES);
        // Over the style's sides (72 in 100 hunt) and the flip's draws,
        // the fitted side hunts at `rate`.
        let grid = 200;
        let mut hunts = 0;
        for s in 0..100 {
            let side = if s < 72 { Side::Hunt } else { Side::Doom };
            for k in 0..grid {
                let u = (f64::from(k) + 0.5) / f64::from(grid);
                hunts += usize::from(fit_side(side, style_rate, taken, u) == Side::Hunt);
            }
        }
        let fitted = hunts as f64 / (100.0 * f64::from(grid));
        assert!((fitted - rate).abs() < 0.01, "{fitted} vs {rate}");
        // A seat that joins as its style does keeps the style's side.
        let as_style = SidesTaken { hunts: 4, dooms: 4 };
        for k in 0..grid {
            let u = (f64::from(k) + 0.5) / f64::from(grid);
            assert_eq!(fit_side(Side::Hunt, 0.5, as_style, u), Side::Hunt);
            assert_eq!(fit_side(Side::Doom, 0.5, as_style, u), Side::Doom);
        }
        // One that joins more than its style turns some stays into hunts.
        let keen = SidesTaken { hunts: 9, dooms: 0 };
        assert_eq!(fit_side(Side::Doom, 0.5, keen, 0.01), Side::Hunt);
        assert_eq!(fit_side(Side::Hunt, 0.5, keen, 0.01), Side::Hunt);
    }
}
