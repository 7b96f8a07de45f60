//! The level select's pack headings stay in sight: once a pack's heading
//! has scrolled above the top of the list, a copy of it is pinned there,
//! until the next pack's heading comes up to take its place.

use bevy::prelude::*;
use bevy::ui::{FocusPolicy, UiGlobalTransform};

use crate::game::ui::theme;
use crate::game::ui::widgets::label;
use crate::game::{GameSet, Screen};

/// A pack's heading in the list, with the texts the pinned copy shows.
#[derive(Component, Clone, Debug)]
pub struct PackHeading {
    pub title: String,
    pub source: String,
}

/// The scrolling list the headings are in.
#[derive(Component)]
pub struct HeadingScroller;

/// The pinned copy over the top of the list.
#[derive(Component)]
pub struct PinnedHeading;

#[derive(Component)]
struct PinnedTitle;

#[derive(Component)]
struct PinnedSource;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pin_heading
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Title)),
    );
}

/// The pinned heading: a sibling after the list (so drawn over it), laid
/// out like a heading of the list, hidden until a heading scrolls away.
pub fn pinned(padding_x: f32) -> impl Bundle {
    (
        PinnedHeading,
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            right: px(0),
            display: Display::None,
            padding: UiRect::new(px(padding_x), px(padding_x), px(10), px(8)),
            column_gap: px(12),
            align_items: AlignItems::Baseline,
            border_radius: BorderRadius::top(px(14)),
            ..default()
        },
        BackgroundColor(theme::MODAL_PANEL),
        // The level buttons under it take no pointer through it.
        FocusPolicy::Block,
        children![
            (PinnedTitle, label("", 26.0, theme::TEXT)),
            (PinnedSource, label("", 15.0, theme::TEXT_DIM)),
        ],
    )
}

/// Which heading to pin, from the headings' tops and heights (in list
/// order) and the top of the list's view, all in one unit, y down: the
/// last heading scrolled above the view, unless the next one is already
/// at the top (the real one shows then).
pub fn pinned_index(headings: &[(f32, f32)], view_top: f32) -> Option<usize> {
    let i = headings
        .iter()
        .rposition(|&(top, _)| top < view_top - 0.5)?;
    match headings.get(i + 1) {
        Some(&(next_top, height)) if next_top < view_top + height => None,
        _ => Some(i),
    }
}

fn pin_heading(
    scrollers: Query<(&ComputedNode, &UiGlobalTransform), With<HeadingScroller>>,
    headings: Query<(&PackHeading, &ComputedNode, &UiGlobalTransform)>,
    mut pins: Query<&mut Node, With<PinnedHeading>>,
    mut titles: Query<&mut Text, (With<PinnedTitle>, Without<PinnedSource>)>,
    mut sources: Query<&mut Text, (With<PinnedSource>, Without<PinnedTitle>)>,
) {
    let Ok((list, at)) = scrollers.single() else {
        return;
    };
    // Physical pixels, y down: the top of the list's content box.
    let view_top = at.translation.y - list.size.y / 2.0 + list.padding.min_inset.y;
    let mut tops: Vec<(f32, f32, &PackHeading)> = headings
        .iter()
        .map(|(h, node, at)| (at.translation.y - node.size.y / 2.0, node.size.y, h))
        .collect();
    tops.sort_by(|a, b| a.0.total_cmp(&b.0));
    let places: Vec<(f32, f32)> = tops.iter().map(|&(t, h, _)| (t, h)).collect();
    let pinned = pinned_index(&places, view_top).map(|i| tops[i].2);
    let display = if pinned.is_some() {
        Display::Flex
    } else {
        Display::None
    };
    for mut node in &mut pins {
        if node.display != display {
            node.display = display;
        }
    }
    let Some(heading) = pinned else { return };
    for mut text in &mut titles {
        if text.0 != heading.title {
            text.0 = heading.title.clone();
        }
    }
    for mut text in &mut sources {
        if text.0 != heading.source {
            text.0 = heading.source.clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::pinned_index;

    #[test]
    fn the_heading_scrolled_away_is_pinned_until_the_next_comes_up() {
        // Headings 40 high at 14, 500 and 900 in the list (view top 0).
        let at = |scroll: f32| {
            let headings: Vec<(f32, f32)> = [14.0, 500.0, 900.0]
                .iter()
                .map(|t| (t - scroll, 40.0))
                .collect();
            pinned_index(&headings, 0.0)
        };
        assert_eq!(at(0.0), None, "the first heading is in sight");
        assert_eq!(at(10.0), None);
        assert_eq!(at(20.0), Some(0), "scrolled above the top");
        assert_eq!(at(450.0), Some(0));
        // The next heading within a heading's height of the top: it shows.
        assert_eq!(at(470.0), None);
        assert_eq!(at(505.0), Some(1));
        assert_eq!(at(2000.0), Some(2), "the last stays pinned");
    }
}
