//! Pictures: a finished game's results, and each hunt's reveal, as PNGs
//! attached next to the text (which stays, for screen readers and for
//! servers that hide attachments). SVG built here from the public view, rasterised by resvg
//! with a shipped font. `NANUK_PICTURES=off` turns them off.

pub mod groups;
pub mod hunt;
pub mod layout;
mod measure;
pub mod raster;
pub mod sample;
pub mod svg;

use crate::discord::text::Locale;
use crate::service::TableView;

/// Discord shows attachments up to far more, but a picture this size keeps
/// the results post light; tests and the bench check it.
pub const MAX_BYTES: usize = 200 * 1024;

/// The environment variable that turns pictures off ("off", "0", "false").
pub const SETTING: &str = "NANUK_PICTURES";

#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the picture's SVG does not parse: {0}")]
    Svg(String),
    #[error("a {0}×{1} picture cannot be drawn")]
    Size(u32, u32),
    #[error("the picture does not encode as PNG: {0}")]
    Encode(String),
    #[error("the picture is {0} bytes, over the limit")]
    TooBig(usize),
}

/// Whether pictures are on (they are unless the setting says off).
pub fn enabled() -> bool {
    enabled_by(std::env::var(SETTING).ok().as_deref())
}

fn enabled_by(value: Option<&str>) -> bool {
    !matches!(
        value.map(|v| v.trim().to_ascii_lowercase()).as_deref(),
        Some("off" | "0" | "false" | "no")
    )
}

/// The results picture as PNG bytes; `Ok(None)` before the game is over.
pub fn results_png(l: Locale, table: &TableView) -> Result<Option<Vec<u8>>, PictureError> {
    let Some(png) = results_png_unchecked(l, table)? else {
        return Ok(None);
    };
    if png.len() > MAX_BYTES {
        return Err(PictureError::TooBig(png.len()));
    }
    Ok(Some(png))
}

/// The results picture without the size check (for the figures).
pub fn results_png_unchecked(
    l: Locale,
    table: &TableView,
) -> Result<Option<Vec<u8>>, PictureError> {
    let Some(svg) = svg::results(l, table) else {
        return Ok(None);
    };
    raster::png(&svg.text).map(Some)
}

/// The results picture to attach, if pictures are on and it renders; a
/// failure is logged and the text goes out alone.
pub fn results_attachment(l: Locale, table: &TableView) -> Option<(String, Vec<u8>)> {
    if !enabled() {
        return None;
    }
    match results_png(l, table) {
        Ok(png) => png.map(|bytes| (format!("nanuk-results-{}.png", table.info.id), bytes)),
        Err(e) => {
            tracing::warn!(game = %table.info.id, error = %e, "no results picture; the text goes alone");
            None
        }
    }
}

/// The reveal picture of the hunt these events tell, to attach to its
/// story: `None` if pictures are off, the events hold no reveal, or it
/// does not render (logged; the story goes alone).
pub fn hunt_attachment(
    l: Locale,
    game: crate::service::GameId,
    events: &[crate::engine::Event],
) -> Option<(String, Vec<u8>)> {
    if !enabled() {
        return None;
    }
    let svg = hunt::reveal(l, events)?;
    let rendered = raster::png(&svg.text).and_then(|png| {
        if png.len() > MAX_BYTES {
            Err(PictureError::TooBig(png.len()))
        } else {
            Ok(png)
        }
    });
    match rendered {
        Ok(png) => Some((format!("nanuk-hunt-{game}.png"), png)),
        Err(e) => {
            tracing::warn!(%game, error = %e, "no hunt picture; the story goes alone");
            None
        }
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_layout;
