//! What a seat believes about how each other seat plays: a distribution
//! over a few styles, updated from the moves that seat's view shows
//! (boasts, doom calls, sides once public, how many cards a Hunter put in).
//!
//! Only [`SeatView`]s go in, so the belief cannot read a seat's style or
//! its hidden cards: it infers the style from play, as it would with a
//! person. Each observation is reduced to a coarse class, and each style
//! gives every class a likelihood (the tables below, set from how the
//! styles in `styles` play, and mixed with a uniform share so that one odd
//! move, or a noisy player, never rules a style out).

use super::super::action::Side;
use super::super::boast::Boast;
use super::super::rng::GameRng;
use super::super::seat::Seat;
use super::super::view::{SeatView, SideView};
use super::styles::Style;

/// The styles a belief is over, and the policies the strong level's
/// rollouts give a seat believed to play each.
pub const MODELLED: [Style; 4] = [Style::Normal, Style::Easy, Style::Reckless, Style::Cautious];
const N: usize = MODELLED.len();

/// Before any move is seen: most opponents play sensibly.
const PRIOR: [f64; N] = [0.55, 0.15, 0.15, 0.15];

/// The share of every likelihood that is uniform over the classes.
const SLACK: f64 = 0.1;

/// One move of another seat, as much as the observing seat sees of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Observed {
    /// The first boast of a round.
    Opening(Boast),
    /// A boast over `standing`.
    Raise { standing: Boast, raise: Boast },
    /// The seat declared the hunt of `standing` doomed after `boasts`
    /// boasts this round.
    Doom { boasts: usize, standing: Boast },
    /// The side a seat that leads neither side chose, once public.
    Side(Side),
    /// A Hunter put `cards` of the `hand` cards it held into the pool.
    Contribution { cards: u8, hand: u8 },
}

impl Observed {
    /// The observation's kind and class within the kind.
    fn class(&self) -> (usize, usize) {
        match *self {
            // Long hunts for one animal are the normal level's taste, a
            // larger count over them the reckless one's; short hunts for
            // one animal the normal level's second choice, short hunts for
            // more (what it holds and one or two besides) the easy one's.
            Observed::Opening(b) if b.days >= 10 && b.count <= 1 => (0, 0),
            Observed::Opening(b) if b.days >= 10 => (0, 1),
            Observed::Opening(b) if b.count <= 1 => (0, 2),
            Observed::Opening(_) => (0, 3),
            Observed::Raise { standing, raise } => {
                let jump = raise.count.saturating_sub(standing.count)
                    + raise.days.saturating_sub(standing.days);
                match (raise.count > standing.count + 1, jump) {
                    // The easy level never raises a long hunt.
                    _ if standing.days >= 10 => (1, 3),
                    (true, _) => (1, 2),
                    (false, 0 | 1) => (1, 0),
                    (false, _) => (1, 1),
                }
            }
            // The easy level dooms every long hunt.
            Observed::Doom { standing, .. } if standing.days >= 10 => (2, 0),
            Observed::Doom { boasts, .. } => (2, 1 + usize::from(boasts > 2)),
            Observed::Side(Side::Hunt) => (3, 0),
            Observed::Side(Side::Doom) => (3, 1),
            Observed::Contribution { cards, hand } => match cards {
                0 | 1 => (4, 0),
                c if c >= hand && hand >= 2 => (4, 2),
                _ => (4, 1),
            },
        }
    }
}

/// Likelihood of each class of each kind of observation, per modelled
/// style (rows: normal, easy, reckless, cautious): the frequencies seen of
/// one seat of each style at six seats (`calibrate` below), rounded, no
/// class below 0.02. Raises and doom calls depend on the table: easy seats
/// among easy ones doom short hunts, which they never see among normal
/// ones, so those two kinds, and the openings, are the average over four
/// tables (normal, easy, reckless, cautious); set from a normal table
/// alone, they read an easy seat at an easy table as normal (the chance of
/// easy rose to 0.46 over six rounds; averaged, with short openings split
/// by count, 0.79; the cautious row of raises, of which that seat makes
/// few, is still the normal table's). The side and contribution rows,
/// which moved little with the table, are still those of a normal table,
/// so that the normal level's join rate stays as the side switch was
/// measured with.
const LIKELIHOOD: [[[f64; 4]; N]; 5] = [
    // Opening: long (days >= 10) for one animal, long for more, short for
    // one, short for more (averaged over the four tables too).
    [
        [0.63, 0.02, 0.33, 0.02],
        [0.02, 0.02, 0.02, 0.94],
        [0.02, 0.55, 0.02, 0.41],
        [0.68, 0.02, 0.28, 0.02],
    ],
    // Raise of a short hunt: by one step, by more (count up by one at
    // most), count up by 2+; any raise of a long hunt (days >= 10).
    [
        [0.02, 0.35, 0.02, 0.61],
        [0.94, 0.02, 0.02, 0.02],
        [0.13, 0.03, 0.10, 0.74],
        [0.10, 0.25, 0.02, 0.63],
    ],
    // Doom of a long hunt (days >= 10); of a short one after at most two
    // boasts; of a short one later.
    [
        [0.61, 0.31, 0.08, 0.0],
        [0.78, 0.20, 0.02, 0.0],
        [0.61, 0.33, 0.06, 0.0],
        [0.64, 0.31, 0.05, 0.0],
    ],
    // Side: hunt, doom.
    [
        [0.72, 0.28, 0.0, 0.0],
        [0.56, 0.44, 0.0, 0.0],
        [0.95, 0.05, 0.0, 0.0],
        [0.08, 0.92, 0.0, 0.0],
    ],
    // Contribution: one card, some, the whole hand.
    [
        [0.65, 0.18, 0.17, 0.0],
        [0.51, 0.41, 0.08, 0.0],
        [0.02, 0.02, 0.96, 0.0],
        [0.96, 0.02, 0.02, 0.0],
    ],
];

/// Classes per kind of observation.
const CLASSES: [usize; 5] = [4, 4, 3, 2, 3];

/// The share of the hunts it does not lead that a seat of `style` joins,
/// as measured for the belief's side likelihood (the bold stand-in sides
/// as the normal level does; `None` for a style not modelled).
pub fn join_rate(style: Style) -> Option<f64> {
    let style = match style {
        Style::Bold => Style::Normal,
        other => other,
    };
    let k = MODELLED.iter().position(|s| *s == style)?;
    Some(LIKELIHOOD[3][k][0])
}

fn likelihood(observed: &Observed, style: usize) -> f64 {
    let (kind, class) = observed.class();
    (1.0 - SLACK) * LIKELIHOOD[kind][style][class] + SLACK / CLASSES[kind] as f64
}

/// One seat's belief about every other seat's style, kept over a game.
#[derive(Clone, Debug, PartialEq)]
pub struct StyleBelief {
    me: Seat,
    /// Log-likelihood of everything seen of each seat, per modelled style.
    log: Vec<[f64; N]>,
    /// The round whose moves are being read, and how far.
    round: (u8, u32),
    boasts_read: usize,
    doom_read: bool,
    sides_read: Vec<bool>,
    contributions_read: Vec<bool>,
    #[cfg(test)]
    seen: Vec<(Seat, (usize, usize))>,
}

impl StyleBelief {
    /// Nothing seen yet: the prior for every seat.
    pub fn new(me: Seat, seats: usize) -> StyleBelief {
        StyleBelief {
            me,
            log: vec![[0.0; N]; seats],
            round: (0, 0),
            boasts_read: 0,
            doom_read: false,
            sides_read: vec![false; seats],
            contributions_read: vec![false; seats],
            #[cfg(test)]
            seen: Vec::new(),
        }
    }

    /// The belief from this one view: the moves of its round so far.
    pub fn from_view(view: &SeatView) -> StyleBelief {
        let mut belief = StyleBelief::new(view.seat, view.public.seats.len());
        belief.observe(view);
        belief
    }

    /// The seat whose belief this is.
    pub fn seat(&self) -> Seat {
        self.me
    }

    /// Reads the moves this view shows that were not read before. Views
    /// must be the believing seat's own (others are ignored), in game
    /// order; reading one view twice changes nothing.
    pub fn observe(&mut self, view: &SeatView) {
        let public = &view.public;
        if view.seat != self.me || public.seats.len() != self.log.len() {
            return;
        }
        let round = (public.season, public.round);
        if round != self.round || public.boasts.len() < self.boasts_read {
            self.round = round;
            self.boasts_read = 0;
            self.doom_read = false;
            self.sides_read.iter_mut().for_each(|r| *r = false);
            self.contributions_read.iter_mut().for_each(|r| *r = false);
        }
        for i in self.boasts_read..public.boasts.len() {
            let (seat, raise) = public.boasts[i];
            let observed = match i {
                0 => Observed::Opening(raise),
                _ => Observed::Raise {
                    standing: public.boasts[i - 1].1,
                    raise,
                },
            };
            self.record(seat, &observed);
        }
        self.boasts_read = public.boasts.len();
        if let (Some(doomer), Some((_, standing)), false) =
            (public.doom_leader, public.standing(), self.doom_read)
        {
            self.doom_read = true;
            self.record(
                doomer,
                &Observed::Doom {
                    boasts: public.boasts.len(),
                    standing,
                },
            );
        }
        let leaders = [public.hunt_leader, public.doom_leader];
        for s in &public.seats {
            let i = s.seat.index();
            if let (SideView::Known(side), false) = (s.side, self.sides_read[i]) {
                if !leaders.contains(&Some(s.seat)) {
                    self.record(s.seat, &Observed::Side(side));
                }
                self.sides_read[i] = true;
            }
            if s.contributed > 0 && !self.contributions_read[i] {
                self.contributions_read[i] = true;
                self.record(
                    s.seat,
                    &Observed::Contribution {
                        cards: s.contributed,
                        hand: s.hand_size + s.contributed,
                    },
                );
            }
        }
    }

    /// Updates the belief about `seat` with one observed move (moves of
    /// the believing seat itself are not evidence of anything).
    pub fn record(&mut self, seat: Seat, observed: &Observed) {
        if seat == self.me || seat.index() >= self.log.len() {
            return;
        }
        #[cfg(test)]
        self.seen.push((seat, observed.class()));
        for (k, log) in self.log[seat.index()].iter_mut().enumerate() {
            *log += likelihood(observed, k).ln();
        }
    }

    /// The chance of each modelled style for `seat`, in `MODELLED` order.
    pub fn odds(&self, seat: Seat) -> [f64; N] {
        let log = &self.log[seat.index()];
        let top = log.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let mut p = [0.0; N];
        for k in 0..N {
            p[k] = PRIOR[k] * (log[k] - top).exp();
        }
        let sum: f64 = p.iter().sum();
        p.iter_mut().for_each(|x| *x /= sum);
        p
    }

    /// The style `seat` most likely plays, and its chance.
    pub fn likeliest(&self, seat: Seat) -> (Style, f64) {
        let odds = self.odds(seat);
        let k = (0..N)
            .max_by(|&a, &b| odds[a].total_cmp(&odds[b]).then(b.cmp(&a)))
            .expect("styles");
        (MODELLED[k], odds[k])
    }

    /// A style for `seat` drawn from the belief.
    pub fn draw(&self, seat: Seat, rng: &mut GameRng) -> Style {
        let odds = self.odds(seat);
        let mut u = f64::from(rng.next_u32()) / (f64::from(u32::MAX) + 1.0);
        for (k, p) in odds.iter().enumerate() {
            if u < *p {
                return MODELLED[k];
            }
            u -= p;
        }
        MODELLED[N - 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::Animal;
    use crate::engine::{Game, Settings};

    fn boast(count: u8, days: u8) -> Boast {
        Boast {
            count,
            animal: Animal::Seal,
            days,
        }
    }

    #[test]
    fn with_nothing_seen_the_belief_is_the_prior() {
        let belief = StyleBelief::new(Seat(0), 6);
        let odds = belief.odds(Seat(3));
        for (p, prior) in odds.iter().zip(PRIOR) {
            assert!((p - prior).abs() < 1e-12);
        }
        assert_eq!(belief.likeliest(Seat(3)).0, Style::Normal);
    }

    #[test]
    fn a_scripted_sequence_of_moves_reveals_each_style() {
        let mut belief = StyleBelief::new(Seat(0), 6);
        // Seat 1 opens big, jumps counts, hunts and gives its whole hand.
        // Seat 2 dooms at once, stays home and gives one card.
        // Seat 3 opens small and short and raises a step at a time.
        // Seat 4 opens long, raises moderately, hunts half the time.
        for round in 0..3u8 {
            belief.record(Seat(1), &Observed::Opening(boast(6, 8)));
            belief.record(
                Seat(1),
                &Observed::Raise {
                    standing: boast(3, 5),
                    raise: boast(6, 5),
                },
            );
            belief.record(Seat(1), &Observed::Side(Side::Hunt));
            belief.record(Seat(1), &Observed::Contribution { cards: 3, hand: 3 });

            belief.record(
                Seat(2),
                &Observed::Doom {
                    boasts: 1,
                    standing: boast(2, 6),
                },
            );
            belief.record(Seat(2), &Observed::Side(Side::Doom));
            belief.record(Seat(2), &Observed::Contribution { cards: 1, hand: 3 });

            belief.record(Seat(3), &Observed::Opening(boast(3, 5)));
            belief.record(
                Seat(3),
                &Observed::Raise {
                    standing: boast(2, 6),
                    raise: boast(2, 7),
                },
            );

            belief.record(Seat(4), &Observed::Opening(boast(1, 11)));
            belief.record(
                Seat(4),
                &Observed::Raise {
                    standing: boast(2, 10),
                    raise: boast(2, 11),
                },
            );
            let side = if round % 2 == 0 {
                Side::Hunt
            } else {
                Side::Doom
            };
            belief.record(Seat(4), &Observed::Side(side));
            // The believing seat's own moves are no evidence.
            belief.record(Seat(0), &Observed::Opening(boast(9, 2)));
        }
        let (style, p) = belief.likeliest(Seat(1));
        assert_eq!(style, Style::Reckless, "{:?}", belief.odds(Seat(1)));
        assert!(p > 0.9, "{p}");
        assert_eq!(belief.likeliest(Seat(2)).0, Style::Cautious);
        assert!(belief.likeliest(Seat(2)).1 > 0.8);
        assert_eq!(belief.likeliest(Seat(3)).0, Style::Easy);
        assert!(belief.likeliest(Seat(3)).1 > 0.7);
        assert_eq!(belief.likeliest(Seat(4)).0, Style::Normal);
        // Seat 5 did nothing: still the prior; seat 0 is the believer.
        assert_eq!(
            belief.odds(Seat(5)),
            StyleBelief::new(Seat(0), 6).odds(Seat(5))
        );
        assert_eq!(
            belief.odds(Seat(0)),
            StyleBelief::new(Seat(0), 6).odds(Seat(0))
        );
    }

    #[test]
    fn draws_follow_the_belief() {
        let mut belief = StyleBelief::new(Seat(0), 5);
        for _ in 0..4 {
            belief.record(Seat(2), &Observed::Contribution { cards: 4, hand: 4 });
        }
        let p = belief.odds(Seat(2))[2];
        let mut rng = GameRng::from_seed_u64(7);
        let reckless = (0..4000)
            .filter(|_| belief.draw(Seat(2), &mut rng) == Style::Reckless)
            .count() as f64
            / 4000.0;
        assert!((reckless - p).abs() < 0.03, "{reckless} vs {p}");
    }

    /// Plays the game of `seed` with `style` in seat 1 and `table`
    /// elsewhere; what seat 0 believes at the end, watching through its
    /// own views.
    pub(super) fn watch(style: Style, table: Style, seed: u64) -> StyleBelief {
        let (mut game, _) = Game::start(Settings::new(6), seed).unwrap();
        let mut belief = StyleBelief::new(Seat(0), 6);
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let plays = if seat == Seat(1) { style } else { table };
            let action = super::super::decide_style(plays, &game.seat_view(seat)).unwrap();
            game.apply(seat, &action).unwrap();
            belief.observe(&game.seat_view(Seat(0)));
        }
        belief
    }

    /// The chance seat 0 gives seat 1's true style at the end of `games`
    /// games, averaged.
    fn read_from_play(style: Style, table: Style, games: u64) -> f64 {
        let k = MODELLED.iter().position(|s| *s == style).unwrap();
        let sum: f64 = (0..games)
            .map(|seed| watch(style, table, 100 + seed).odds(Seat(1))[k])
            .sum();
        sum / games as f64
    }

    #[test]
    fn watching_a_game_raises_the_chance_of_the_true_style() {
        for (k, style) in MODELLED.into_iter().enumerate() {
            let read = read_from_play(style, Style::Normal, 4);
            assert!(read > PRIOR[k] + 0.1, "{style}: {read}");
        }
    }

    /// A seat plays differently at a table of its own kind (easy seats
    /// among easy ones doom the short hunts they open): the belief must
    /// still find each style there, not only among normal seats. An easy
    /// seat among easy ones was read at 0.67 with the likelihoods of a
    /// normal table alone, 0.91 with those averaged over tables.
    #[test]
    fn each_style_is_read_at_a_table_of_its_own_kind() {
        for style in MODELLED {
            let read = read_from_play(style, style, 8);
            let least = if style == Style::Easy { 0.8 } else { 0.6 };
            assert!(read > least, "{style} among {style}: {read}");
        }
    }

    #[test]
    fn reading_a_view_twice_changes_nothing() {
        let (mut game, _) = Game::start(Settings::new(5), 9).unwrap();
        let mut belief = StyleBelief::new(Seat(2), 5);
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let action = super::super::decide(&game.seat_view(seat)).unwrap();
            game.apply(seat, &action).unwrap();
            let view = game.seat_view(Seat(2));
            belief.observe(&view);
            let once = belief.clone();
            belief.observe(&view);
            assert_eq!(belief, once);
            // Another seat's view is not this belief's to read.
            belief.observe(&game.seat_view(Seat(3)));
            assert_eq!(belief, once);
        }
    }
}
/// How `LIKELIHOOD` was set: `cargo test --lib calibrate -- --ignored
/// --nocapture` prints, for one seat of each style at six seats among
/// seats of each modelled style (40 games each), the share of each class
/// of each kind of observation, what the belief gives the modelled styles
/// at the end of a game, and the shares averaged over the four tables.
#[cfg(test)]
mod calibrate {
    use super::*;

    /// The class shares of a `style` seat among `table` seats, and the
    /// belief at the end of the game, averaged.
    fn shares(style: Style, table: Style, games: u64) -> ([[f64; 4]; 5], [f64; N]) {
        let mut counts = [[0u32; 4]; 5];
        let mut reads = [0.0; N];
        for seed in 0..games {
            let belief = super::tests::watch(style, table, 700 + seed);
            for (_, (kind, class)) in belief.seen.iter().filter(|(s, _)| *s == Seat(1)) {
                counts[*kind][*class] += 1;
            }
            for (read, p) in reads.iter_mut().zip(belief.odds(Seat(1))) {
                *read += p / games as f64;
            }
        }
        let shares = counts.map(|c| {
            let n: u32 = c.iter().sum();
            c.map(|x| f64::from(x) / f64::from(n.max(1)))
        });
        (shares, reads)
    }

    #[test]
    #[ignore = "prints figures; run by hand when the styles change"]
    fn print_class_frequencies() {
        for style in Style::ALL {
            let mut average = [[0.0; 4]; 5];
            for table in MODELLED {
                let (shares, reads) = shares(style, table, 40);
                eprintln!(
                    "{style} among {table}: belief at the end {reads:.2?} (normal, easy, reckless, cautious)"
                );
                for (kind, row) in shares.iter().enumerate() {
                    eprintln!("  kind {kind}: shares {row:.2?}");
                    for (a, x) in average[kind].iter_mut().zip(row) {
                        *a += x / N as f64;
                    }
                }
            }
            eprintln!("{style}, averaged over the four tables:");
            for (kind, row) in average.iter().enumerate() {
                eprintln!("  kind {kind}: shares {row:.2?}");
            }
        }
    }
}
