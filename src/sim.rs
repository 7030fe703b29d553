//! `nanuk simulate`: plays batches of games between AI seats and seats that
//! play uniformly random legal actions, and reports the figures a game
//! designer wants. Everything but the timings is determined by the seed.

mod behaviour;
mod figures;
mod round_robin;
mod tournament;

pub use behaviour::Behaviour;
pub use figures::{DecisionTimes, Figures, SeasonEnds};
pub use round_robin::{Pairing, RoundRobin, round_robin};
pub use tournament::{Entrant, LevelResult, Tournament, UnknownEntrant, tournament};

use crate::engine::{Action, Event, Game, GameRng, Seat, Settings, SidesRule, ai};
use figures::{Tally, pct};
use serde::Serialize;
use std::fmt;
use std::time::Instant;

/// What to simulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Games in each batch.
    pub games: u32,
    pub seats: u8,
    pub seed: u64,
    pub seasons: u8,
    pub sides: SidesRule,
}

impl Config {
    pub fn settings(&self) -> Settings {
        Settings {
            seats: self.seats,
            seasons: self.seasons,
            sides: self.sides,
        }
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Ai,
    /// Uniformly random among the legal actions.
    Random,
}

/// A random legal action for `seat`, drawn uniformly through
/// `Choice::len`/`nth` (no list of actions is built).
pub fn random_action(game: &Game, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    let choice = game.legal(seat)?;
    let i = rng.below(choice.len() as u32) as usize;
    choice.nth(i)
}

/// The action `player` takes for `seat` now.
pub fn act(game: &Game, seat: Seat, player: Player, rng: &mut GameRng) -> Option<Action> {
    match player {
        Player::Ai => ai::decide(&game.seat_view(seat)),
        Player::Random => random_action(game, seat, rng),
    }
}

/// Plays one game to its end; every event goes through `on_event`. When
/// several seats are due (secret sides, antes), the lowest seat acts first.
pub fn play(
    settings: Settings,
    seed: u64,
    players: &[Player],
    rng: &mut GameRng,
    on_event: impl FnMut(&Event),
) -> Game {
    play_timed(
        settings,
        seed,
        players,
        rng,
        on_event,
        &mut DecisionTimes::default(),
    )
}
/// As [`play`], timing every AI decision into `times`.
pub fn play_timed(
    settings: Settings,
    seed: u64,
    players: &[Player],
    rng: &mut GameRng,
    mut on_event: impl FnMut(&Event),
    times: &mut DecisionTimes,
) -> Game {
    let (mut game, events) = Game::start(settings, seed).expect("valid settings");
    events.iter().for_each(&mut on_event);
    let mut events = Vec::new();
    while !game.is_over() {
        let seat = (0..settings.seats)
            .map(Seat)
            .find(|&s| game.is_waiting_for(s))
            .expect("a game that is not over waits for someone");
        let player = players[seat.index()];
        let clock = (player == Player::Ai).then(Instant::now);
        let action = act(&game, seat, player, rng).expect("a waited-on seat acts");
        if let Some(clock) = clock {
            times.record(clock.elapsed());
        }
        events.clear();
        game.apply_into(seat, &action, &mut events)
            .expect("players take legal actions");
        events.iter().for_each(&mut on_event);
    }
    game
}

/// SplitMix64: independent-looking seeds for game `index` of a batch.
fn derive_seed(seed: u64, stream: u64, index: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03) ^ index;
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
/// One AI seat against seats playing random legal actions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VersusRandom {
    pub figures: Figures,
    /// The AI's seat is game index mod seats.
    pub ai_seat_rotates: bool,
    /// The AI's wins with ties counted as a share 1/k among k winners.
    pub ai_win_share: f64,
    /// Games the AI won alone, as a share of all games.
    pub ai_sole_win_rate: f64,
    /// Games the AI won or tied for the win.
    pub ai_win_or_tie_rate: f64,
    /// A seat's fair share: 1 / seats.
    pub fair_share: f64,
    pub ai_average_score: f64,
    pub random_average_score: f64,
}

/// Everything `nanuk simulate` reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub games: u32,
    pub seats: u8,
    pub seasons: u8,
    pub sides: SidesRule,
    pub seed: u64,
    pub ai_vs_ai: Figures,
    pub ai_vs_random: VersusRandom,
}

/// Plays `config.games` games with AI seats only.
pub fn ai_vs_ai(config: &Config) -> Figures {
    let players = vec![Player::Ai; config.seats as usize];
    let mut tally = Tally::default();
    let mut times = DecisionTimes::default();
    // The AI needs no randomness; the stream is never drawn from.
    let mut rng = GameRng::from_seed_u64(config.seed);
    let clock = Instant::now();
    for g in 0..u64::from(config.games) {
        let seed = derive_seed(config.seed, 1, g);
        let game = play_timed(
            config.settings(),
            seed,
            &players,
            &mut rng,
            |e| tally.event(e),
            &mut times,
        );
        tally.game(&game);
    }
    tally.decisions = times;
    tally.figures(clock.elapsed().as_secs_f64())
}

/// Plays `config.games` games of one AI seat (rotating) against random seats.
pub fn ai_vs_random(config: &Config) -> VersusRandom {
    let seats = config.seats as usize;
    let mut tally = Tally::default();
    let mut times = DecisionTimes::default();
    let (mut share, mut sole, mut any) = (0.0, 0u64, 0u64);
    let (mut ai_score, mut random_score) = (0u64, 0u64);
    let clock = Instant::now();
    for g in 0..u64::from(config.games) {
        let ai_seat = Seat((g % seats as u64) as u8);
        let mut players = vec![Player::Random; seats];
        players[ai_seat.index()] = Player::Ai;
        let mut rng = GameRng::from_seed_u64(derive_seed(config.seed, 3, g));
        let seed = derive_seed(config.seed, 2, g);
        let game = play_timed(
            config.settings(),
            seed,
            &players,
            &mut rng,
            |e| tally.event(e),
            &mut times,
        );
        tally.game(&game);
        let winners = game.winners().expect("the game is over");
        if winners.contains(&ai_seat) {
            share += 1.0 / winners.len() as f64;
            any += 1;
            sole += u64::from(winners.len() == 1);
        }
        let totals = game.totals();
        ai_score += u64::from(totals[ai_seat.index()]);
        random_score +=
            totals.iter().map(|&t| u64::from(t)).sum::<u64>() - u64::from(totals[ai_seat.index()]);
    }
    tally.decisions = times;
    let figures = tally.figures(clock.elapsed().as_secs_f64());
    let games = f64::from(config.games.max(1));
    VersusRandom {
        figures,
        ai_seat_rotates: true,
        ai_win_share: share / games,
        ai_sole_win_rate: sole as f64 / games,
        ai_win_or_tie_rate: any as f64 / games,
        fair_share: 1.0 / seats as f64,
        ai_average_score: ai_score as f64 / games,
        random_average_score: random_score as f64 / (games * (seats - 1) as f64),
    }
}

/// Both batches.
pub fn run(config: &Config) -> Report {
    Report {
        games: config.games,
        seats: config.seats,
        seasons: config.seasons,
        sides: config.sides,
        seed: config.seed,
        ai_vs_ai: ai_vs_ai(config),
        ai_vs_random: ai_vs_random(config),
    }
}
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "nanuk simulate: {} games per batch, {} seats, {} season(s), {:?} sides, seed {}",
            self.games, self.seats, self.seasons, self.sides, self.seed
        )?;
        writeln!(f, "\nAI vs AI")?;
        write!(f, "{}", self.ai_vs_ai)?;
        let r = &self.ai_vs_random;
        writeln!(
            f,
            "\n1 AI vs {} random seats (AI seat rotates)",
            self.seats - 1
        )?;
        write!(f, "{}", r.figures)?;
        writeln!(
            f,
            "  AI wins             {} with ties shared 1/k ({} alone, {} alone or tied); fair share {}",
            pct(r.ai_win_share),
            pct(r.ai_sole_win_rate),
            pct(r.ai_win_or_tie_rate),
            pct(r.fair_share)
        )?;
        writeln!(
            f,
            "  average score       AI {:.2}, random seat {:.2}",
            r.ai_average_score, r.random_average_score
        )
    }
}
