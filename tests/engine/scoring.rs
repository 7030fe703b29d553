//! Winning the game: sets, pairs, wilds, doubles and the Nanuk bonus
//! (rulebook: Winning the Game; RULINGS.md: Scoring).

use crate::harness::*;
use nanuk::engine::cards::full_deck;
use nanuk::engine::scoring::*;
use nanuk::engine::*;
use std::collections::HashMap;

fn points(pile: &[Card]) -> u32 {
    score_pile(pile).points()
}

#[test]
fn a_set_of_four_different_animals_is_worth_three() {
    assert_eq!(points(&[DEER, SEAL, FISH, BIRD]), 3);
    assert_eq!(score_pile(&[DEER, SEAL, FISH, BIRD]).sets, 1);
}

#[test]
fn a_pair_of_matching_cards_is_worth_one() {
    for pair in [
        [DEER, DEER],
        [SEAL, SEAL],
        [FISH, FISH],
        [BIRD, BIRD],
        [INUKSUK, INUKSUK],
    ] {
        assert_eq!(points(&pair), 1, "{pair:?}");
    }
    assert_eq!(points(&[DEER, SEAL]), 0);
}

#[test]
fn inuksuks_are_wild_in_sets_and_pairs() {
    assert_eq!(points(&[DEER, INUKSUK]), 1);
    assert_eq!(points(&[DEER, SEAL, FISH, INUKSUK]), 3);
    assert_eq!(points(&[DEER, SEAL, INUKSUK, INUKSUK]), 3);
    // RULINGS.md: four Inuksuks alone make a set.
    assert_eq!(points(&[INUKSUK; 4]), 3);
}

#[test]
fn a_double_is_two_cards_of_its_animal() {
    // A double alone is a pair ("the double Deer cards that are each a pair").
    assert_eq!(points(&[DEER2]), 1);
    // ... or one half in a set and one left over.
    assert_eq!(points(&[DEER2, SEAL, FISH, BIRD]), 3);
    // ... or both halves in two sets.
    assert_eq!(points(&[DEER2, SEAL2, FISH2, BIRD2]), 6);
}

#[test]
fn a_nanuk_card_scores_as_its_animal() {
    assert_eq!(points(&[DEER_N, SEAL_N, FISH_N, BIRD_N]), 3);
    assert_eq!(points(&[DEER_N, DEER]), 1);
}

#[test]
fn each_card_is_used_once_and_the_best_grouping_counts() {
    // Two sets beat one set and pairs: D D S S F F B B = 6, not 3 + 2.
    assert_eq!(points(&[DEER, DEER, SEAL, SEAL, FISH, FISH, BIRD, BIRD]), 6);
    // D D D S S S F B: a set and two pairs (5) beat pairs alone (2).
    assert_eq!(points(&[DEER, DEER, DEER, SEAL, SEAL, SEAL, FISH, BIRD]), 5);
}

#[test]
fn rulebook_scoring_example_is_worth_ten() {
    // (A) a Deer and an Inuksuk; (B, C) two sets, two of whose cards are
    // Nanuk cards; (D) two double Deer; (E) a double Fish; (F) one Fish.
    let pile = [
        DEER, INUKSUK, // A
        DEER_N, SEAL, FISH, BIRD_N, // B
        DEER, SEAL, FISH, BIRD, // C
        DEER2, DEER2, // D
        FISH2, // E
        FISH,  // F
    ];
    let score = score_pile(&pile);
    assert_eq!(score.points(), 10);
    assert_eq!((score.sets, score.pairs), (2, 4));
    assert_eq!(nanuk_cards(&pile), 2);
}

#[test]
fn the_nanuk_bonus_two_alone_one_each_when_tied_none_without_nanuks() {
    assert_eq!(nanuk_bonuses(&[0, 3, 1, 2, 0]), vec![0, 2, 0, 0, 0]);
    assert_eq!(nanuk_bonuses(&[2, 1, 2, 0, 0]), vec![1, 0, 1, 0, 0]);
    assert_eq!(nanuk_bonuses(&[0, 0, 0, 0, 0]), vec![0; 5]);
    let table = score_table(&[vec![DEER_N, DEER_N], vec![SEAL_N], vec![], vec![], vec![]]);
    assert_eq!(
        table[0],
        Score {
            sets: 0,
            pairs: 1,
            nanuk_bonus: 2
        }
    );
    assert_eq!(table[0].points(), 3);
    assert_eq!(table[1].points(), 0);
}

/// An independent brute force: try every way of taking a set or a pair from
/// the units left (an Inuksuk standing in for anything), memoised.
fn brute(units: [u8; 4], wild: u8, memo: &mut HashMap<([u8; 4], u8), u32>) -> u32 {
    if let Some(&v) = memo.get(&(units, wild)) {
        return v;
    }
    let mut best = 0;
    // Any set: each animal from itself or from a wild.
    for mask in 0u8..16 {
        let mut u = units;
        let mut w = wild;
        let mut ok = true;
        for (a, n) in u.iter_mut().enumerate() {
            if mask & (1 << a) != 0 {
                if w == 0 {
                    ok = false;
                    break;
                }
                w -= 1;
            } else if *n == 0 {
                ok = false;
                break;
            } else {
                *n -= 1;
            }
        }
        if ok {
            best = best.max(3 + brute(u, w, memo));
        }
    }
    // Any pair.
    for a in 0..4 {
        if units[a] >= 2 {
            let mut u = units;
            u[a] -= 2;
            best = best.max(1 + brute(u, wild, memo));
        }
        if units[a] >= 1 && wild >= 1 {
            let mut u = units;
            u[a] -= 1;
            best = best.max(1 + brute(u, wild - 1, memo));
        }
    }
    if wild >= 2 {
        best = best.max(1 + brute(units, wild - 2, memo));
    }
    memo.insert((units, wild), best);
    best
}

#[test]
fn scoring_matches_a_brute_force_over_all_small_piles() {
    // Every multiset of up to 6 cards over the 13 kinds, scored both ways.
    let mut memo = HashMap::new();
    let mut piles = vec![Vec::<Card>::new()];
    let mut checked = 0;
    for _ in 0..6 {
        let mut next = Vec::new();
        for pile in &piles {
            let from = pile.last().map_or(0, |c: &Card| c.index());
            for card in &Card::ALL[from..] {
                let mut p = pile.clone();
                p.push(*card);
                next.push(p);
            }
        }
        for pile in &next {
            let mut units = [0u8; 4];
            let mut wild = 0;
            for card in pile {
                match card.animal() {
                    Some(a) => units[a.index()] += if card.is_double() { 2 } else { 1 },
                    None => wild += 1,
                }
            }
            assert_eq!(points(pile), brute(units, wild, &mut memo), "{pile:?}");
            checked += 1;
        }
        piles = next;
    }
    assert_eq!(
        checked, 27_131,
        "all multisets of 1 to 6 cards over 13 kinds"
    );
    // And at the unit level, beyond six cards, within what the deck allows.
    for d in 0..=8u8 {
        for s in 0..=8u8 {
            for f in 0..=8u8 {
                for b in 0..=6u8 {
                    for w in 0..=4u8 {
                        let (sets, pairs) = best_grouping([d, s, f, b], w);
                        let got = 3 * u32::from(sets) + u32::from(pairs);
                        assert_eq!(
                            got,
                            brute([d, s, f, b], w, &mut memo),
                            "{d} {s} {f} {b} {w}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_whole_deck_scores_as_the_formula_says() {
    // 27 units of each animal and 4 Inuksuks: 27 sets, and the four
    // Inuksuks make a 28th.
    let deck = full_deck();
    let (units, wild) = units(&deck);
    assert_eq!(units, [27, 27, 27, 27]);
    assert_eq!(wild, 4);
    assert_eq!(points(&deck), 28 * 3);
}

#[test]
fn marginal_points_value_a_card_for_a_pile() {
    assert_eq!(marginal_points(&[DEER, SEAL, FISH], BIRD), 3);
    assert_eq!(marginal_points(&[DEER], DEER), 1);
    assert_eq!(marginal_points(&[DEER], SEAL), 0);
}
