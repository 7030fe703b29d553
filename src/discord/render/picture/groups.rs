//! A score pile laid out as the scoring counted it: the sets, the pairs and
//! the cards that scored nothing. The engine only counts (`best_grouping`);
//! the picture needs which card went where, so this assigns the units the
//! same way the count was made.

use crate::engine::scoring::{best_grouping, units};
use crate::engine::{Animal, Card, Mark};

/// One counted unit of a card: a double gives two (each marked `half`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub card: Card,
    /// One of the two animals a double card counts for.
    pub half: bool,
}

/// A pile grouped for the picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grouped {
    pub sets: Vec<Vec<Tile>>,
    pub pairs: Vec<Vec<Tile>>,
    /// Units in no set or pair.
    pub rest: Vec<Tile>,
}

/// Groups a pile into the engine's best (sets, pairs): each set takes one
/// unit of every animal (an Inuksuk where one is missing), then the rest
/// pair by animal, odd ones with Inuksuks, and Inuksuks together; the same
/// greedy order `best_grouping` counts with.
pub fn group(pile: &[Card]) -> Grouped {
    let (counts, wild_count) = units(pile);
    let (sets, _) = best_grouping(counts, wild_count);
    let mut by_animal: [Vec<Tile>; 4] = Default::default();
    let mut wild = Vec::new();
    for &card in pile {
        match card {
            Card::Inuksuk => wild.push(Tile { card, half: false }),
            Card::Animal(a, Mark::Double) => {
                for _ in 0..2 {
                    by_animal[a.index()].push(Tile { card, half: true });
                }
            }
            Card::Animal(a, _) => by_animal[a.index()].push(Tile { card, half: false }),
        }
    }
    let mut out = Grouped::default();
    for _ in 0..sets {
        let set = Animal::ALL
            .iter()
            .filter_map(|a| by_animal[a.index()].pop().or_else(|| wild.pop()))
            .collect();
        out.sets.push(set);
    }
    let mut odd = Vec::new();
    for tiles in &mut by_animal {
        while tiles.len() >= 2 {
            let pair = tiles.split_off(tiles.len() - 2);
            out.pairs.push(pair);
        }
        odd.append(tiles);
    }
    for tile in odd {
        match wild.pop() {
            Some(w) => out.pairs.push(vec![tile, w]),
            None => out.rest.push(tile),
        }
    }
    while wild.len() >= 2 {
        let pair = wild.split_off(wild.len() - 2);
        out.pairs.push(pair);
    }
    out.rest.append(&mut wild);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scoring::score_pile;
    use crate::engine::{Game, Settings, SidesRule};

    fn deer(mark: Mark) -> Card {
        Card::Animal(Animal::Deer, mark)
    }

    #[test]
    fn a_set_takes_one_of_each_animal_and_an_inuksuk_fills_a_gap() {
        let pile = [
            deer(Mark::Plain),
            Card::Animal(Animal::Seal, Mark::Plain),
            Card::Animal(Animal::Fish, Mark::Nanuk),
            Card::Inuksuk,
            deer(Mark::Double),
        ];
        let g = group(&pile);
        assert_eq!(g.sets.len(), 1);
        assert_eq!(g.sets[0].len(), 4);
        assert!(g.sets[0].iter().any(|t| t.card == Card::Inuksuk));
        // Three deer units: one in the set, two left for a pair.
        assert_eq!(g.pairs.len(), 1);
        assert!(
            g.pairs[0]
                .iter()
                .all(|t| matches!(t.card, Card::Animal(Animal::Deer, _)))
        );
        assert!(g.rest.is_empty());
    }

    /// Every unit is laid out once, and the layout scores what the engine
    /// scores, over the final piles of many random games.
    #[test]
    fn the_layout_matches_the_engines_score_on_random_piles() {
        for seed in 0..40 {
            let (mut game, _) = Game::start(
                Settings {
                    seats: 5,
                    seasons: 1,
                    sides: SidesRule::Secret,
                },
                seed,
            )
            .expect("starts");
            while let Some(&seat) = game.waiting_for().first() {
                let action = game.legal(seat).and_then(|c| c.nth(0)).expect("a move");
                game.apply(seat, &action).expect("legal");
            }
            for seat in &game.public_view().seats {
                let g = group(&seat.pile);
                let score = score_pile(&seat.pile);
                assert_eq!(g.sets.len(), usize::from(score.sets), "seed {seed}");
                assert_eq!(g.pairs.len(), usize::from(score.pairs), "seed {seed}");
                assert!(g.sets.iter().all(|s| s.len() == 4));
                assert!(g.pairs.iter().all(|p| p.len() == 2));
                let (animals, wild) = units(&seat.pile);
                let laid =
                    g.sets.iter().chain(&g.pairs).map(Vec::len).sum::<usize>() + g.rest.len();
                let total =
                    animals.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(wild);
                assert_eq!(laid, total, "seed {seed}: every unit once");
            }
        }
    }
}
