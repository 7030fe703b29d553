//! SVG to PNG with resvg, using only the font shipped in `assets/fonts`
//! (no system fonts, so every host draws the same picture).

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};
use std::io::Write;

use super::PictureError;

pub(super) static REGULAR: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans.ttf");
pub(super) static BOLD: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans-Bold.ttf");

/// Parsing options with the shipped fonts, built once: loading the font
/// database is the slow part.
pub(super) fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(REGULAR.to_vec());
        db.load_font_data(BOLD.to_vec());
        usvg::Options {
            font_family: "DejaVu Sans".to_string(),
            fontdb: Arc::new(db),
            ..usvg::Options::default()
        }
    })
}

/// The picture is rasterised at this fraction of the SVG's size. Discord
/// shows an attachment at most about 550 px wide in the conversation
/// (larger only when opened), and the pixel count is most of the cost of
/// drawing and compressing: at full size (960 px) 8 seats took 23-29 ms.
pub const SCALE: f32 = 0.75;

/// The size in pixels of the PNG drawn from an SVG of `width` x `height`.
pub fn scaled(width: u32, height: u32) -> (u32, u32) {
    let scale = |n: u32| (n as f32 * SCALE).round() as u32;
    (scale(width), scale(height))
}

/// zlib's compression level for the image data (see `indexed_png`).
const LEVEL: u32 = 1;

/// Rasterises an SVG document to PNG bytes.
pub fn png(svg: &str) -> Result<Vec<u8>, PictureError> {
    let tree =
        usvg::Tree::from_str(svg, options()).map_err(|e| PictureError::Svg(e.to_string()))?;
    let size = tree.size().to_int_size();
    let (width, height) = scaled(size.width(), size.height());
    let mut pixmap =
        tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Size(width, height))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(SCALE, SCALE),
        &mut pixmap.as_mut(),
    );
    indexed_png(&pixmap).map_err(|e| PictureError::Encode(e.to_string()))
}

/// Writes an opaque pixmap as an 8-bit palette PNG. The picture is flat
/// colours plus anti-aliased edges, so colours are bucketed at 4 bits per
/// channel, the 256 busiest buckets (their mean colour) make the palette
/// and every other bucket takes its nearest entry: RGBA would be about four
/// times larger and over the size limit.
fn indexed_png(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let bucket = |p: &[u8]| {
        (usize::from(p[0] >> 4) << 8) | (usize::from(p[1] >> 4) << 4) | usize::from(p[2] >> 4)
    };
    let pixels = pixmap.data(); // premultiplied RGBA; the background is opaque
    let mut count = vec![0u32; 4096];
    let mut sum = vec![[0u64; 3]; 4096];
    for p in pixels.chunks_exact(4) {
        let b = bucket(p);
        count[b] += 1;
        for c in 0..3 {
            sum[b][c] += u64::from(p[c]);
        }
    }
    let mut used: Vec<usize> = (0..4096).filter(|&b| count[b] > 0).collect();
    used.sort_by_key(|&b| std::cmp::Reverse(count[b]));
    let palette_buckets = &used[..used.len().min(256)];
    let mean = |b: usize| -> [u8; 3] {
        let n = u64::from(count[b].max(1));
        [
            (sum[b][0] / n) as u8,
            (sum[b][1] / n) as u8,
            (sum[b][2] / n) as u8,
        ]
    };
    let palette: Vec<[u8; 3]> = palette_buckets.iter().map(|&b| mean(b)).collect();
    let mut index = vec![0u8; 4096];
    for (i, &b) in palette_buckets.iter().enumerate() {
        index[b] = i as u8;
    }
    for &b in used.iter().skip(256) {
        let colour = mean(b);
        let dist = |p: &[u8; 3]| -> u32 {
            (0..3)
                .map(|c| {
                    (i32::from(p[c]) - i32::from(colour[c]))
                        .unsigned_abs()
                        .pow(2)
                })
                .sum()
        };
        let nearest = (0..palette.len())
            .min_by_key(|&i| dist(&palette[i]))
            .unwrap_or(0);
        index[b] = nearest as u8;
    }
    let indices: Vec<u8> = pixels.chunks_exact(4).map(|p| index[bucket(p)]).collect();

    // The image data compressed here rather than by the encoder: png
    // offers only its default level (8-9 ms for 8 seats) or a fast one
    // whose files are five times larger; zlib's fastest level on
    // unfiltered palette rows is nearly as small as the default (43 KB
    // for 8 seats) and takes a fraction of its time.
    let width = pixmap.width() as usize;
    let mut zlib = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(indices.len() / 16),
        flate2::Compression::new(LEVEL),
    );
    for row in indices.chunks_exact(width) {
        zlib.write_all(&[0])?; // filter type None
        zlib.write_all(row)?;
    }
    let idat = zlib.finish()?;

    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.concat());
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, &idat)?;
    // Dropping the writer adds the IEND chunk (`finish` would insist the
    // encoder wrote the image data itself).
    drop(writer);
    Ok(out)
}
