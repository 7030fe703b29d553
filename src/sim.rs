//! `nanuk simulate`: plays batches of games between AI seats and seats that
//! play uniformly random legal actions, and reports the figures a game
//! designer wants. Everything but the timings is determined by the seed.

use crate::engine::{
    Action, EndReason, Event, Game, GameRng, HuntOutcome, Seat, Settings, SidesRule, ai,
};
use serde::Serialize;
use std::fmt;
use std::time::{Duration, Instant};

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

/// The action `players[seat]` takes now.
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

/// How long AI seats took to decide (view building included), in wall
/// time: a decision during which the process was descheduled looks slow,
/// so the 99.9th percentile is the figure to read, not the slowest.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecisionTimes {
    pub count: u64,
    pub total: Duration,
    pub slowest: Duration,
    /// Decisions per whole microsecond taken; the last bucket holds all
    /// from `HISTOGRAM_US` on.
    per_micro: Vec<u64>,
}

const HISTOGRAM_US: usize = 4096;

impl DecisionTimes {
    fn record(&mut self, took: Duration) {
        if self.per_micro.is_empty() {
            self.per_micro = vec![0; HISTOGRAM_US + 1];
        }
        self.count += 1;
        self.total += took;
        self.slowest = self.slowest.max(took);
        let micros = (took.as_micros() as usize).min(HISTOGRAM_US);
        self.per_micro[micros] += 1;
    }

    pub fn mean_us(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.total.as_secs_f64() * 1e6 / self.count as f64
        }
    }

    /// The time (rounded up to a whole microsecond) within which the
    /// fraction `q` of the decisions were made.
    pub fn quantile_us(&self, q: f64) -> f64 {
        let wanted = (q * self.count as f64).ceil() as u64;
        let mut seen = 0;
        for (micros, n) in self.per_micro.iter().enumerate() {
            seen += n;
            if seen >= wanted && seen > 0 {
                return (micros + 1) as f64;
            }
        }
        0.0
    }
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

/// Counts kept while a batch plays.
#[derive(Clone, Debug, Default)]
struct Tally {
    games: u64,
    rounds: u64,
    hunts: u64,
    successes: u64,
    nanuk_failures: u64,
    too_few: u64,
    unfinished: u64,
    seasons: u64,
    winter_hunt: u64,
    winter_unfinished: u64,
    face_up_while_dealing: u64,
    face_up_after_deal: u64,
    score_sum: u64,
    seat_games: u64,
    winning_score_sum: u64,
    decisions: DecisionTimes,
}

impl Tally {
    fn event(&mut self, event: &Event) {
        match event {
            Event::HuntEnded { outcome, .. } => {
                self.hunts += 1;
                match outcome {
                    HuntOutcome::Success => self.successes += 1,
                    HuntOutcome::Nanuk { .. } => self.nanuk_failures += 1,
                    HuntOutcome::TooFew => self.too_few += 1,
                    HuntOutcome::Unfinished => self.unfinished += 1,
                }
            }
            Event::SeasonEnded { reason, .. } => {
                self.seasons += 1;
                match reason {
                    EndReason::WinterHunt => self.winter_hunt += 1,
                    EndReason::WinterUnfinished => self.winter_unfinished += 1,
                    EndReason::FaceUpWhileDealing => self.face_up_while_dealing += 1,
                    EndReason::FaceUpAfterDeal => self.face_up_after_deal += 1,
                }
            }
            _ => {}
        }
    }

    fn game(&mut self, game: &Game) {
        let totals = game.totals();
        self.games += 1;
        self.rounds += u64::from(game.round());
        self.score_sum += totals.iter().map(|&t| u64::from(t)).sum::<u64>();
        self.seat_games += totals.len() as u64;
        self.winning_score_sum += u64::from(totals.iter().copied().max().unwrap_or(0));
    }

    fn figures(&self, seconds: f64) -> Figures {
        let per = |n: u64, d: u64| if d == 0 { 0.0 } else { n as f64 / d as f64 };
        Figures {
            games: self.games,
            seconds,
            games_per_second: if seconds > 0.0 {
                self.games as f64 / seconds
            } else {
                0.0
            },
            rounds_per_game: per(self.rounds, self.games),
            hunts: self.hunts,
            hunt_success_rate: per(self.successes, self.hunts),
            hunt_nanuk_rate: per(self.nanuk_failures, self.hunts),
            hunt_too_few_rate: per(self.too_few, self.hunts),
            hunt_unfinished_rate: per(self.unfinished, self.hunts),
            average_score: per(self.score_sum, self.seat_games),
            average_winning_score: per(self.winning_score_sum, self.games),
            ai_decisions: self.decisions.count,
            ai_decision_mean_us: self.decisions.mean_us(),
            ai_decision_p999_us: self.decisions.quantile_us(0.999),
            ai_decision_slowest_us: self.decisions.slowest.as_secs_f64() * 1e6,
            season_ends: SeasonEnds {
                seasons: self.seasons,
                winter: per(self.winter_hunt + self.winter_unfinished, self.seasons),
                winter_unfinished: per(self.winter_unfinished, self.seasons),
                face_up_in_deal: per(
                    self.face_up_while_dealing + self.face_up_after_deal,
                    self.seasons,
                ),
            },
        }
    }
}

/// Figures of one batch of games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    /// Rounds (hunts begun) per game, all seasons together.
    pub rounds_per_game: f64,
    pub hunts: u64,
    pub hunt_success_rate: f64,
    /// Failed on an unprotected Nanuk.
    pub hunt_nanuk_rate: f64,
    /// Every day drawn, too few animals.
    pub hunt_too_few_rate: f64,
    /// Winter's reshuffled deck ran out before the last day.
    pub hunt_unfinished_rate: f64,
    /// Per seat per game (season totals added up).
    pub average_score: f64,
    /// The best total of each game.
    pub average_winning_score: f64,
    /// AI decisions made, and their wall time in microseconds: mean, 99.9th
    /// percentile, slowest (which includes any descheduling).
    pub ai_decisions: u64,
    pub ai_decision_mean_us: f64,
    pub ai_decision_p999_us: f64,
    pub ai_decision_slowest_us: f64,
    pub season_ends: SeasonEnds,
}

/// How seasons end, as shares of all seasons played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeasonEnds {
    pub seasons: u64,
    /// Winter is near came during a hunt (unfinished hunts included).
    pub winter: f64,
    pub winter_unfinished: f64,
    /// A face-up card came up in the deal after a hunt (or lay on top).
    pub face_up_in_deal: f64,
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

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

impl fmt::Display for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "  games               {} in {:.2} s ({:.0} games/s)",
            self.games, self.seconds, self.games_per_second
        )?;
        writeln!(f, "  rounds per game     {:.2}", self.rounds_per_game)?;
        writeln!(
            f,
            "  hunts               {} : {} succeed, {} fail to Nanuk, {} too few, {} unfinished",
            self.hunts,
            pct(self.hunt_success_rate),
            pct(self.hunt_nanuk_rate),
            pct(self.hunt_too_few_rate),
            pct(self.hunt_unfinished_rate)
        )?;
        writeln!(
            f,
            "  scores              {:.2} average per seat, {:.2} average winning",
            self.average_score, self.average_winning_score
        )?;
        writeln!(
            f,
            "  AI decisions        {} : {:.1} µs mean, 99.9% within {:.0} µs, slowest {:.0} µs (wall time)",
            self.ai_decisions,
            self.ai_decision_mean_us,
            self.ai_decision_p999_us,
            self.ai_decision_slowest_us
        )?;
        let ends = &self.season_ends;
        writeln!(
            f,
            "  seasons ended by    Winter is near {} (unfinished hunt {}), face-up card in the deal {}",
            pct(ends.winter),
            pct(ends.winter_unfinished),
            pct(ends.face_up_in_deal)
        )
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_quantiles_come_from_the_histogram() {
        let mut times = DecisionTimes::default();
        assert_eq!(times.quantile_us(0.999), 0.0);
        for micros in [3u64, 3, 3, 7, 5000] {
            times.record(Duration::from_micros(micros));
        }
        assert_eq!(times.count, 5);
        assert_eq!(times.quantile_us(0.5), 4.0);
        assert_eq!(times.quantile_us(0.8), 8.0);
        // Beyond the histogram: the last bucket.
        assert_eq!(times.quantile_us(1.0), (HISTOGRAM_US + 1) as f64);
        assert_eq!(times.slowest, Duration::from_micros(5000));
        assert!((times.mean_us() - 1003.2).abs() < 1e-9);
    }
}
