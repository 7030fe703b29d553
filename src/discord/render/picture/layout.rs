//! Where the results picture puts each player's band. Discord's preview
//! fits an image into about 550x350 px (desktop), so a tall picture is
//! shrunk by its height until its words are a few pixels high: from five
//! seats the bands go in two columns, filled down the left one first (the
//! ranks say the order), which keeps the picture landscape.

/// A band's place in the picture, in SVG units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// From this many seats the bands go in two columns.
pub const TWO_COLUMNS_FROM: usize = 5;

/// The space between two columns and between two bands of a column.
pub const COLUMN_GAP: u32 = 24;
pub const BAND_GAP: u32 = 16;

/// How many columns `seats` bands take.
pub fn columns(seats: usize) -> usize {
    if seats >= TWO_COLUMNS_FROM { 2 } else { 1 }
}

/// The width of each column when `columns` share `room` units.
pub fn column_width(room: u32, columns: usize) -> u32 {
    let columns = columns.max(1) as u32;
    (room - COLUMN_GAP * (columns - 1)) / columns
}

/// Places bands of these heights, in order, in `columns` (one or two)
/// columns of `width` starting at (`left`, `top`): the first column takes
/// the first bands, as many as keep the taller column lowest (a winner's
/// big pile may leave fewer bands beside it). Returns each band's slot and
/// the lowest edge.
pub fn place(heights: &[u32], columns: usize, left: u32, top: u32, width: u32) -> (Vec<Slot>, u32) {
    let first = if columns >= 2 {
        split(heights)
    } else {
        heights.len()
    };
    let mut slots = Vec::with_capacity(heights.len());
    let mut bottom = top;
    let mut y = top;
    for (i, &height) in heights.iter().enumerate() {
        let column = u32::from(i >= first);
        if i == first {
            y = top;
        }
        let slot = Slot {
            x: left + column * (width + COLUMN_GAP),
            y,
            width,
            height,
        };
        y += height + BAND_GAP;
        bottom = bottom.max(slot.y + slot.height);
        slots.push(slot);
    }
    (slots, bottom)
}

/// How many bands the first of two columns takes: the split whose taller
/// column is lowest; of equal ones, the most in the first column.
fn split(heights: &[u32]) -> usize {
    let stack = |bands: &[u32]| -> u32 {
        bands.iter().sum::<u32>() + BAND_GAP * (bands.len().saturating_sub(1) as u32)
    };
    (heights.len().div_ceil(2)..=heights.len())
        .chain(1..heights.len().div_ceil(2))
        .min_by_key(|&k| {
            let (a, b) = heights.split_at(k);
            (stack(a).max(stack(b)), std::cmp::Reverse(k))
        })
        .unwrap_or(heights.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_to_eight_seats_take_two_columns_filled_down_the_left_first() {
        assert_eq!(columns(4), 1);
        for seats in 5..=8 {
            assert_eq!(columns(seats), 2, "{seats} seats");
        }
        // Equal bands: the first column takes the larger half.
        let (slots, bottom) = place(&[50; 5], 2, 10, 5, 300);
        let xs: Vec<u32> = slots.iter().map(|s| s.x).collect();
        let right = 10 + 300 + COLUMN_GAP;
        assert_eq!(xs, [10, 10, 10, right, right]);
        let ys: Vec<u32> = slots.iter().map(|s| s.y).collect();
        assert_eq!(
            ys,
            [
                5,
                5 + 50 + BAND_GAP,
                5 + 100 + 2 * BAND_GAP,
                5,
                5 + 50 + BAND_GAP
            ]
        );
        assert_eq!(bottom, 5 + 150 + 2 * BAND_GAP);
    }

    #[test]
    fn a_tall_first_band_leaves_fewer_bands_beside_it() {
        let (slots, bottom) = place(&[400, 100, 100, 100, 100], 2, 0, 0, 300);
        let right = 300 + COLUMN_GAP;
        let xs: Vec<u32> = slots.iter().map(|s| s.x).collect();
        assert_eq!(xs, [0, right, right, right, right]);
        assert_eq!(bottom, 400 + 3 * BAND_GAP);
        // One column: all in order.
        let (slots, bottom) = place(&[10, 20], 1, 0, 0, 300);
        assert_eq!(
            slots.iter().map(|s| s.y).collect::<Vec<_>>(),
            [0, 10 + BAND_GAP]
        );
        assert_eq!(bottom, 30 + BAND_GAP);
    }

    #[test]
    fn columns_share_the_room_with_a_gap() {
        assert_eq!(column_width(1000, 1), 1000);
        assert_eq!(column_width(1000, 2), (1000 - COLUMN_GAP) / 2);
    }
}
