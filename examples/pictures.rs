//! Renders sample results pictures, writes them to a folder and prints
//! their size and rendering time (median of 30 runs, SVG building and PNG
//! encoding included): `cargo run --release --example pictures [DIR]`.

use nanuk::discord::render::picture::{
    MAX_BYTES, hunt_attachment, raster, results_png_unchecked, sample, svg,
};
use nanuk::discord::text::Locale;
use std::time::Instant;

fn main() -> anyhow::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/pictures".into());
    std::fs::create_dir_all(&dir)?;
    println!("picture                     size     bytes  median_ms  max_ms");
    for (seats, seasons, seed) in [(5u8, 1u8, 3u64), (8, 1, 5), (8, 3, 5)] {
        let game = sample::finished_game(seats, seasons, seed);
        let names: Vec<String> = (0..seats).map(|i| format!("Player {}", i + 1)).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let table = sample::table(&game, &names);
        let Some(drawing) = svg::results(Locale::SOURCE, &table) else {
            continue;
        };
        let height = drawing.height;
        let mut times = Vec::new();
        let mut png = Vec::new();
        for _ in 0..30 {
            let start = Instant::now();
            png = results_png_unchecked(Locale::SOURCE, &table)?.unwrap_or_default();
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        times.sort_by(f64::total_cmp);
        let name = format!("results-{seats}seats-{seasons}seasons");
        std::fs::write(format!("{dir}/{name}.png"), &png)?;
        std::fs::write(format!("{dir}/{name}.svg"), &drawing.text)?;
        let (width, height) = raster::scaled(svg::WIDTH, height);
        println!(
            "{name:<27} {width}x{height:<4} {:>6}  {:>9.2}  {:>6.2}{}",
            png.len(),
            times[times.len() / 2],
            times[times.len() - 1],
            if png.len() > MAX_BYTES {
                "  OVER THE LIMIT"
            } else {
                ""
            }
        );
    }
    // Hunt reveals: the longest hunt of a few sample games at 8 seats.
    let mut longest = Vec::new();
    for seed in 1..=20 {
        for events in sample::hunts(8, seed) {
            if events.len() > longest.len() {
                longest = events;
            }
        }
    }
    let game = nanuk::store::GameId(1);
    let mut times = Vec::new();
    let mut png = Vec::new();
    for _ in 0..30 {
        let start = Instant::now();
        png = hunt_attachment(Locale::SOURCE, game, &longest)
            .map(|(_, b)| b)
            .unwrap_or_default();
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    std::fs::write(format!("{dir}/hunt-longest.png"), &png)?;
    println!(
        "{:<27} {:>13}  {:>9.2}  {:>6.2}",
        "hunt reveal (longest)",
        png.len(),
        times[times.len() / 2],
        times[times.len() - 1]
    );
    Ok(())
}
