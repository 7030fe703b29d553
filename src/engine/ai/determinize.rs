//! Determinizations: whole games consistent with one seat's view, with
//! the cards it cannot see dealt at random, weighted by what the round's
//! public history says about who holds what.
//!
//! Only the [`SeatView`] is read, so a search over these games cannot use
//! anything the seat does not know.

use super::super::action::{Action, Choice, Side};
use super::super::cards::{Animal, Card, Census, KINDS, full_census};
use super::super::deck::Deck;
use super::super::rng::GameRng;
use super::super::seat::Seat;
use super::super::state::{Game, Phase, Round};
use super::super::view::{PhaseView, SeatView, SideView};
use super::joins::{self, Joins};
use super::plays;
use super::style_belief;
use super::styles::{self, Style};

/// How much likelier a card of the animal a seat boasted this round is in
/// its hand than an average unseen card (players boast what they hold).
const BOASTED: f64 = 2.5;
/// A Hunter's hand or contribution, before the hunt: the target animal and
/// Inuksuks are likelier (players join hunts they can help).
const HUNTER_HELPS: f64 = 2.0;
const CONTRIBUTION_HELPS: f64 = 4.0;
/// A Doomer's hand is less likely to hold the target animal.
const DOOMER_HOLDS: f64 = 0.6;

/// Where a hidden card goes, and how its kind is weighted.
#[derive(Clone, Copy)]
enum Slot {
    Hand(usize),
    Ante(usize),
    Contribution(usize),
}

/// One random game consistent with `view`, drawn with `rng`, seat `s`
/// believed to play `styles[s]`: its secret side fitted to its sides so
/// far when `fit_sides` (see [`fitted_side`]); with `consistent_hands`,
/// each seat whose side is public redealt its hand from the deck (at most
/// `REDEALS` times) until its style would have taken that side with it.
/// `None` when the view is not one the engine makes (the counts do not add
/// up).
pub fn sample(
    view: &SeatView,
    styles: &[Style],
    fit_sides: bool,
    consistent_hands: bool,
    rng: &mut GameRng,
) -> Option<Game> {
    let public = &view.public;
    let n = public.seats.len();
    let me = view.seat.index();

    // The unseen cards, by kind.
    let mut unseen = full_census();
    let seen = view
        .hand
        .iter()
        .chain(&view.contribution)
        .chain(&view.ante)
        .chain(public.seats.iter().flat_map(|s| &s.pile))
        .chain(&public.pot)
        .chain(&public.discards);
    for card in seen {
        let k = &mut unseen[card.index()];
        *k = k.checked_sub(1)?;
    }

    let before_hunt = matches!(
        public.phase,
        PhaseView::Boasting { .. }
            | PhaseView::ChoosingSides { .. }
            | PhaseView::Anteing
            | PhaseView::Contributing { .. }
    );
    let target = public.hunt.as_ref().map(|h| h.target.animal);
    let boasted = |i: usize| {
        public
            .boasts
            .iter()
            .rev()
            .find(|(s, _)| s.index() == i)
            .map(|(_, b)| b.animal)
    };

    // Every hidden slot, those with the most evidence first.
    let mut slots: Vec<(Slot, [f64; KINDS])> = Vec::new();
    for seat in public.seats.iter().filter(|s| s.seat.index() != me) {
        let i = seat.seat.index();
        let side = match seat.side {
            SideView::Known(side) => Some(side),
            _ => None,
        };
        let mut hand_w = [1.0; KINDS];
        if before_hunt && let Some(animal) = boasted(i) {
            boost(&mut hand_w, animal, BOASTED, 1.0);
        }
        if before_hunt && let Some(animal) = target {
            match side {
                Some(Side::Hunt) => boost(&mut hand_w, animal, HUNTER_HELPS, HUNTER_HELPS),
                Some(Side::Doom) => boost(&mut hand_w, animal, DOOMER_HOLDS, 1.0),
                None => {}
            }
        }
        if matches!(public.phase, PhaseView::Contributing { .. }) && seat.contributed > 0 {
            let mut w = [1.0; KINDS];
            if let Some(animal) = target {
                boost(&mut w, animal, CONTRIBUTION_HELPS, CONTRIBUTION_HELPS);
            }
            for _ in 0..seat.contributed {
                slots.push((Slot::Contribution(i), w));
            }
        }
        for _ in 0..seat.hand_size {
            slots.push((Slot::Hand(i), hand_w));
        }
        let ante_down = seat.anted && !public.antes.iter().any(|(s, _)| s.index() == i);
        if ante_down {
            slots.push((Slot::Ante(i), [1.0; KINDS]));
        }
    }
    let hidden: usize = unseen.iter().map(|&k| k as usize).sum();
    let face_down = hidden.checked_sub(slots.len())?;
    if face_down + public.discards.len() != public.deck_size as usize {
        return None;
    }
    // Slots with evidence first, so the evidence is met while the cards
    // it points to are still there.
    slots.sort_by_key(|(_, w)| w.iter().all(|&x| x == 1.0));

    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
    hands[me] = view.hand.clone();
    let mut antes: Vec<Option<Card>> = vec![None; n];
    antes[me] = view.ante;
    let mut contributions: Vec<Vec<Card>> = vec![Vec::new(); n];
    contributions[me] = view.contribution.clone();
    for (slot, weights) in &slots {
        let card = draw(&mut unseen, weights, rng)?;
        match *slot {
            Slot::Hand(i) => hands[i].push(card),
            Slot::Ante(i) => antes[i] = Some(card),
            Slot::Contribution(i) => contributions[i].push(card),
        }
    }
    let mut deck_cards: Vec<Card> = Card::ALL
        .into_iter()
        .flat_map(|c| std::iter::repeat_n(c, unseen[c.index()] as usize))
        .collect();
    rng.shuffle(&mut deck_cards);
    let mut deck = Deck::face_down(deck_cards);
    deck.discard(public.discards.iter().copied());

    let phase = match &public.phase {
        PhaseView::Boasting { turn } => Phase::Boasting { turn: *turn },
        PhaseView::ChoosingSides { next } => Phase::Sides { next: *next },
        PhaseView::Anteing => Phase::Ante,
        PhaseView::Contributing { turn } => Phase::Contribute { turn: *turn },
        PhaseView::Picking { .. } => {
            let p = public.picking.as_ref()?;
            let total = u16::from(p.each) * p.order.len() as u16;
            Phase::Pick {
                order: p.order.clone(),
                each: p.each,
                done: total.checked_sub(p.left)?,
            }
        }
        PhaseView::Over => Phase::Over,
    };
    let mut sides: Vec<Option<Side>> = public
        .seats
        .iter()
        .map(|s| match s.side {
            SideView::Known(side) => Some(side),
            _ => None,
        })
        .collect();
    sides[me] = view.side;
    let contributed = public.seats.iter().map(|s| s.contributed).collect();
    let next_first = public
        .picking
        .as_ref()
        .and_then(|p| p.order.first().copied());
    let mut game = Game {
        settings: public.settings,
        seed: 0,
        rng: GameRng::from_seed_u64(u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32())),
        season: public.season,
        round: public.round,
        first_player: public.first_player,
        wind: public.wind,
        deck,
        hands,
        piles: public.seats.iter().map(|s| s.pile.clone()).collect(),
        sides_taken: public.seats.iter().map(|s| s.sides_taken).collect(),
        r: Round {
            boasts: public.boasts.clone(),
            hunt_leader: public.hunt_leader,
            doom_leader: public.doom_leader,
            sides_revealed: false,
            sides: sides.clone(),
            antes,
            revealed_antes: public.antes.clone(),
            contributions,
            contributed,
            hunt: public.hunt.clone(),
            pot: public.pot.clone(),
            picks: public.picks.clone(),
            next_first,
        },
        phase,
        winter: public.winter,
        results: public.seasons.clone(),
        revision: public.revision,
    };
    // Sides chosen in secret: each such seat takes the side its style
    // (drawn from what this seat believes of it) would take in its seat of
    // this sampled game. Taking the normal AI's side for every seat, as
    // before, misjudged every table that does not play like it: against
    // easy seats, which join nearly every hunt, the searched side lost
    // 6 points of win share at 8 seats (docs/PERFORMANCE.md, issue 27).
    let secret: Vec<usize> = public
        .seats
        .iter()
        .filter(|s| s.side == SideView::Secret && s.seat.index() != me)
        .map(|s| s.seat.index())
        .collect();
    for &i in &secret {
        let mut seen = game.seat_view(Seat(i as u8));
        seen.choice = Some(Choice::Side);
        let style = styles.get(i).copied().unwrap_or(Style::Normal);
        let side = match styles::act(style, &seen, rng) {
            Some(Action::Side(side)) => side,
            _ => plays::side(&seen, &Joins::even()),
        };
        let side = if fit_sides {
            fitted_side(style, side, &seen, rng)
        } else {
            side
        };
        game.r.sides[i] = Some(side);
    }
    game.r.sides_revealed = game.r.sides.iter().all(Option::is_some);
    if consistent_hands {
        let leaders = [public.hunt_leader, public.doom_leader];
        for s in &public.seats {
            let i = s.seat.index();
            let (SideView::Known(side), false) =
                (s.side, i == me || leaders.contains(&Some(s.seat)))
            else {
                continue;
            };
            if s.contributed > 0 {
                continue;
            }
            let style = styles.get(i).copied().unwrap_or(Style::Normal);
            for _ in 0..REDEALS {
                if side_taken(&game, i, style, rng) == side {
                    break;
                }
                redeal_hand(&mut game, i, rng);
            }
        }
    }
    Some(game)
}

/// How many times a hand is redealt to fit its seat's side.
const REDEALS: usize = 6;

/// The side `style` would take in seat `i` of `game` with the cards it held
/// when sides were chosen (its hand and any ante).
fn side_taken(game: &Game, i: usize, style: Style, rng: &mut GameRng) -> Side {
    let mut seen = game.seat_view(Seat(i as u8));
    if let Some(ante) = game.r.antes.get(i).copied().flatten() {
        seen.hand.push(ante);
    }
    seen.choice = Some(Choice::Side);
    seen.side = None;
    match styles::act(style, &seen, rng) {
        Some(Action::Side(side)) => side,
        _ => plays::side(&seen, &Joins::even()),
    }
}

/// Swaps each card of seat `i`'s hand with a random face-down deck card.
fn redeal_hand(game: &mut Game, i: usize, rng: &mut GameRng) {
    let down = game.deck.face_down_len();
    let mut cards: Vec<Card> = game.deck.cards().copied().collect();
    let face_up = cards.split_off(down);
    if cards.is_empty() {
        return;
    }
    for card in game.hands[i].iter_mut() {
        let j = rng.below(cards.len() as u32) as usize;
        std::mem::swap(card, &mut cards[j]);
    }
    let mut deck = Deck::face_down(cards);
    deck.discard(face_up);
    game.deck = deck;
}

/// The side `style` took for the seat whose view `seen` is, fitted to how
/// often that seat has joined hunts in this game (`joins::fit_side`): the
/// styles' sides are the heuristics' own, and a table of players who read
/// the table (strong seats, people) stays home more than any of them.
pub fn fitted_side(style: Style, side: Side, seen: &SeatView, rng: &mut GameRng) -> Side {
    let Some(rate) = style_belief::join_rate(style) else {
        return side;
    };
    let u = f64::from(rng.next_u32()) / (f64::from(u32::MAX) + 1.0);
    joins::fit_side(
        side,
        rate,
        seen.public.seats[seen.seat.index()].sides_taken,
        u,
    )
}

/// Multiplies the weights of `animal`'s cards by `animal_w` and the
/// Inuksuk's by `guard_w`.
fn boost(weights: &mut [f64; KINDS], animal: Animal, animal_w: f64, guard_w: f64) {
    for card in Card::ALL {
        if card.counts_for(animal) > 0 {
            weights[card.index()] *= animal_w;
        } else if card.is_inuksuk() {
            weights[card.index()] *= guard_w;
        }
    }
}

/// One card from `unseen`, each kind with chance proportional to its count
/// times its weight; taken out of `unseen`.
fn draw(unseen: &mut Census, weights: &[f64; KINDS], rng: &mut GameRng) -> Option<Card> {
    let total: f64 = (0..KINDS).map(|k| f64::from(unseen[k]) * weights[k]).sum();
    if total <= 0.0 {
        return None;
    }
    // 32 random bits are plenty for a choice among 13 kinds.
    let mut x = f64::from(rng.next_u32()) / 4_294_967_296.0 * total;
    let mut last = None;
    for k in 0..KINDS {
        let w = f64::from(unseen[k]) * weights[k];
        if w <= 0.0 {
            continue;
        }
        last = Some(k);
        if x < w {
            unseen[k] -= 1;
            return Some(Card::ALL[k]);
        }
        x -= w;
    }
    let k = last?;
    unseen[k] -= 1;
    Some(Card::ALL[k])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Settings;

    /// The view of the last seat to choose its side in secret, the others'
    /// sides chosen by the normal AI; `None` if the game ends first.
    fn last_to_choose(seed: u64) -> Option<SeatView> {
        let (mut game, _) = Game::start(Settings::new(6), seed).ok()?;
        while !game.is_over() {
            let waiting = game.waiting_for();
            if matches!(game.phase, Phase::Sides { .. }) && waiting.len() == 1 {
                return Some(game.seat_view(waiting[0]));
            }
            let seat = *waiting.first()?;
            let action = super::super::decide(&game.seat_view(seat))?;
            game.apply(seat, &action).ok()?;
        }
        None
    }

    #[test]
    fn a_secret_side_is_the_one_the_seats_believed_style_takes() {
        let mut unlike_normal = 0;
        for seed in 0..20 {
            let Some(view) = last_to_choose(seed) else {
                continue;
            };
            let styles = vec![Style::Easy; view.public.seats.len()];
            let mut rng = GameRng::from_seed_u64(seed);
            for _ in 0..10 {
                let world =
                    sample(&view, &styles, false, false, &mut rng).expect("a consistent world");
                for seat in view
                    .public
                    .seats
                    .iter()
                    .filter(|s| s.side == SideView::Secret)
                {
                    let mut seen = world.seat_view(seat.seat);
                    seen.choice = Some(Choice::Side);
                    let side = world.r.sides[seat.seat.index()];
                    assert_eq!(side, Some(super::super::easy::side(&seen)));
                    unlike_normal += usize::from(side != Some(plays::side(&seen, &Joins::even())));
                }
            }
        }
        // Else the test could not tell the believed style from the normal AI.
        assert!(unlike_normal > 0);
    }

    /// The view of the first seat to act once every side is public.
    fn sides_revealed(seed: u64) -> Option<SeatView> {
        let (mut game, _) = Game::start(Settings::new(6), seed).ok()?;
        while !game.is_over() {
            let seat = *game.waiting_for().first()?;
            if game.r.sides_revealed && matches!(game.phase, Phase::Ante | Phase::Contribute { .. })
            {
                return Some(game.seat_view(seat));
            }
            let action = super::super::decide(&game.seat_view(seat))?;
            game.apply(seat, &action).ok()?;
        }
        None
    }

    #[test]
    fn a_seats_hand_is_redealt_until_its_style_would_take_its_side() {
        // Every other seat believed easy: an easy seat hunts exactly when
        // it holds the target animal or an Inuksuk.
        let (mut fits, mut fits_unchecked, mut seen_sides) = (0, 0, 0);
        for seed in 0..30 {
            let Some(view) = sides_revealed(seed) else {
                continue;
            };
            let styles = vec![Style::Easy; view.public.seats.len()];
            let leaders = [view.public.hunt_leader, view.public.doom_leader];
            for consistent in [true, false] {
                let mut rng = GameRng::from_seed_u64(seed);
                for _ in 0..8 {
                    let world = sample(&view, &styles, false, consistent, &mut rng)
                        .expect("a consistent world");
                    for seat in view.public.seats.iter().filter(|s| {
                        s.seat != view.seat
                            && !leaders.contains(&Some(s.seat))
                            && s.contributed == 0
                    }) {
                        let SideView::Known(side) = seat.side else {
                            continue;
                        };
                        let i = seat.seat.index();
                        let taken = side_taken(&world, i, Style::Easy, &mut rng);
                        if consistent {
                            fits += usize::from(taken == side);
                            seen_sides += 1;
                        } else {
                            fits_unchecked += usize::from(taken == side);
                        }
                        // Redealing keeps the card counts whole.
                        assert_eq!(
                            world.hands[i].len(),
                            view.public.seats[i].hand_size as usize
                        );
                    }
                }
            }
        }
        assert!(seen_sides > 100, "{seen_sides}");
        // Nearly every redealt hand fits (a few run out of redeals); hands
        // drawn without the check fit clearly less often.
        assert!(fits * 100 >= seen_sides * 95, "{fits} of {seen_sides}");
        assert!(
            fits_unchecked + seen_sides / 10 < fits,
            "{fits_unchecked} vs {fits}"
        );
    }
}
