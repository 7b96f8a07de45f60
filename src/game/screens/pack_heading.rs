//! The level select's pack headings stay in sight: once a pack's heading
//! has scrolled above the top of the list, a copy of it is pinned there,
//! until the next pack's heading comes up and pushes it away. A node of the
//! list marked [`ScrollIntoView`] is scrolled to, clear of the pinned copy.
//! What a heading says is here too: the pack's title and, when it must be
//! told from another of that title or is the player's own, where it lives
//! ([`heading_words`]).

use std::path::Path;

use bevy::prelude::*;
use bevy::ui::{FocusPolicy, UiGlobalTransform};
use water_sort_store::packs::{PackHome, home_relative};
use water_sort_words::level_select as words;
use water_sort_words::{Lang, say};

use crate::game::packs::{PackEntry, PackLibrary};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::theme;
use crate::game::ui::widgets::label;

/// A pack's heading in the list, with the text the pinned copy shows.
#[derive(Component, Clone, Debug)]
pub struct PackHeading {
    pub title: String,
}

/// A pack's title: its name (or, not loaded, its file's) and author.
fn title(entry: &PackEntry, lang: &Lang) -> String {
    match &entry.good {
        Some(pack) => match &pack.author {
            Some(author) => say!(
                lang,
                "screens-pack-by",
                pack = pack.name_in(lang.tag()),
                author = author
            ),
            None => pack.name_in(lang.tag()).to_string(),
        },
        None => entry.file_name.clone(),
    }
}

/// What the heading of pack `index` of `library` says, for a player whose
/// data directory is `data_dir`: its title (said to be the player's copy
/// for the editor's copy of a built-in pack) and, for a pack of the
/// player's own folder or one whose title another pack has too, where it
/// lives.
pub fn heading_words(
    lang: &Lang,
    library: &PackLibrary,
    index: usize,
    data_dir: Option<&Path>,
) -> (String, Option<String>) {
    let entry = &library.entries[index];
    let own = title(entry, lang);
    let shared = library
        .entries
        .iter()
        .enumerate()
        .any(|(i, other)| i != index && title(other, lang) == own);
    let path = home_relative(&entry.display_path);
    match PackHome::of(entry.path.as_deref(), &entry.file_name, data_dir) {
        PackHome::Players {
            copy_of_builtin: true,
        } => (
            words::copy_title(lang, &own),
            Some(words::players_copy_home(lang, &path)),
        ),
        PackHome::Players {
            copy_of_builtin: false,
        } => (own, Some(words::players_pack_home(lang, &path))),
        PackHome::BuiltIn => (own, shared.then(|| words::built_in_home(lang))),
        PackHome::Elsewhere => (own, shared.then(|| words::file_home(lang, &path))),
    }
}

/// The scrolling list the headings are in.
#[derive(Component)]
pub struct HeadingScroller;

/// The pinned copy over the top of the list.
#[derive(Component)]
pub struct PinnedHeading;

/// Put on a node of the list to scroll the list until the node is in
/// view, below the pinned heading; taken off once done (the node laid out).
#[derive(Component)]
pub struct ScrollIntoView;

#[derive(Component)]
struct PinnedTitle;

/// The pinned heading's padding above and below its line (UI pixels).
const PINNED_PAD_TOP: f32 = 10.0;
const PINNED_PAD_BOTTOM: f32 = 8.0;
/// Room left between a node scrolled into view and the list's edges or the
/// pinned heading (UI pixels).
const VIEW_GAP: f32 = 8.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pin_heading, scroll_into_view)
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
            padding: UiRect::new(
                px(padding_x),
                px(padding_x),
                px(PINNED_PAD_TOP),
                px(PINNED_PAD_BOTTOM),
            ),
            border_radius: BorderRadius::top(px(14)),
            ..default()
        },
        theme::fill(theme::MODAL_PANEL),
        // The level buttons under it take no pointer through it.
        FocusPolicy::Block,
        children![(PinnedTitle, label("", 26.0, theme::TEXT))],
    )
}

/// Which heading to pin and how far up the next one pushes it, from the
/// headings' tops and heights (in list order), the top of the list where
/// the pinned copy goes, the top of its view (the list's padding below it)
/// and the pinned copy's padding, all in one unit, y down: the last
/// heading scrolled above the view, its copy's bottom never below the next
/// heading's top (so it covers neither that heading nor the rows of its
/// pack, only its own pack's rows).
pub fn pinned_index(
    headings: &[(f32, f32)],
    (list_top, view_top): (f32, f32),
    padding: f32,
) -> Option<(usize, f32)> {
    let i = headings
        .iter()
        .rposition(|&(top, _)| top < view_top - 0.5)?;
    let bottom = list_top + headings[i].1 + padding;
    let push = match headings.get(i + 1) {
        Some(&(next_top, _)) => (next_top - bottom).min(0.0),
        None => 0.0,
    };
    Some((i, push))
}

/// How far to scroll (y down) to show a node spanning `node` (top, bottom)
/// in a view spanning `view`, the top `reserved` of which the pinned
/// heading may cover, with `gap` to spare: nothing if it shows, else the
/// least that shows it (its top, if it is taller than the view).
pub fn scroll_to_show(node: (f32, f32), view: (f32, f32), reserved: f32, gap: f32) -> f32 {
    let top = view.0 + reserved + gap;
    let bottom = view.1 - gap;
    if node.0 < top {
        node.0 - top
    } else if node.1 > bottom {
        (node.1 - bottom).min(node.0 - top)
    } else {
        0.0
    }
}

/// The heights of the pinned copy, in the headings' unit: a heading's and
/// the copy's padding (`scale`: physical pixels per UI pixel).
fn pinned_padding(scale: f32) -> f32 {
    (PINNED_PAD_TOP + PINNED_PAD_BOTTOM) * scale
}

fn pin_heading(
    scrollers: Query<(&ComputedNode, &UiGlobalTransform), With<HeadingScroller>>,
    headings: Query<(&PackHeading, &ComputedNode, &UiGlobalTransform)>,
    mut pins: Query<&mut Node, With<PinnedHeading>>,
    mut titles: Query<&mut Text, With<PinnedTitle>>,
) {
    let Ok((list, at)) = scrollers.single() else {
        return;
    };
    // Physical pixels, y down: the top of the list and of its content box.
    let list_top = at.translation.y - list.size.y / 2.0;
    let view_top = list_top + list.padding.min_inset.y;
    let mut tops: Vec<(f32, f32, &PackHeading)> = headings
        .iter()
        .map(|(h, node, at)| (at.translation.y - node.size.y / 2.0, node.size.y, h))
        .collect();
    tops.sort_by(|a, b| a.0.total_cmp(&b.0));
    let places: Vec<(f32, f32)> = tops.iter().map(|&(t, h, _)| (t, h)).collect();
    let scale = list.inverse_scale_factor.recip();
    let pinned = pinned_index(&places, (list_top, view_top), pinned_padding(scale));
    let (display, top) = match pinned {
        Some((_, push)) => (Display::Flex, px(push * list.inverse_scale_factor)),
        None => (Display::None, px(0)),
    };
    for mut node in &mut pins {
        if node.display != display || node.top != top {
            node.display = display;
            node.top = top;
        }
    }
    let Some(heading) = pinned.map(|(i, _)| tops[i].2) else {
        return;
    };
    for mut text in &mut titles {
        if text.0 != heading.title {
            text.0 = heading.title.clone();
        }
    }
}

/// Scrolls the list to the node marked [`ScrollIntoView`] once it is laid
/// out, leaving room at the top for the pinned heading (as tall as the
/// tallest heading, with its padding).
fn scroll_into_view(
    mut commands: Commands,
    targets: Query<(Entity, &ComputedNode, &UiGlobalTransform), With<ScrollIntoView>>,
    mut lists: Query<
        (&ComputedNode, &UiGlobalTransform, &mut ScrollPosition),
        With<HeadingScroller>,
    >,
    headings: Query<&ComputedNode, With<PackHeading>>,
) {
    let Ok((list, at, mut scroll)) = lists.single_mut() else {
        return;
    };
    for (entity, node, node_at) in &targets {
        if node.size.y <= 0.0 || list.size.y <= 0.0 {
            continue; // not laid out yet
        }
        commands.entity(entity).remove::<ScrollIntoView>();
        // Physical pixels, y down.
        let scale = list.inverse_scale_factor.recip();
        let list_top = at.translation.y - list.size.y / 2.0;
        let view_bottom = at.translation.y + list.size.y / 2.0 - list.padding.max_inset.y;
        let heading = headings.iter().map(|h| h.size.y).fold(0.0, f32::max);
        let top = node_at.translation.y - node.size.y / 2.0;
        let delta = scroll_to_show(
            (top, top + node.size.y),
            (list_top, view_bottom),
            heading + pinned_padding(scale),
            VIEW_GAP * scale,
        );
        if delta != 0.0 {
            // From the scroll the layout used (clamped to the content).
            let y = ((list.scroll_position.y + delta) * list.inverse_scale_factor).max(0.0);
            scroll.0.y = y;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{pinned_index, scroll_to_show};

    #[test]
    fn the_heading_scrolled_away_is_pinned_until_the_next_pushes_it_off() {
        // Headings 40 high at 14, 500 and 900 in the list (list top 0, view
        // top 8), the pinned copy 18 taller.
        let at = |scroll: f32| {
            let headings: Vec<(f32, f32)> = [14.0, 500.0, 900.0]
                .iter()
                .map(|t| (t - scroll, 40.0))
                .collect();
            pinned_index(&headings, (0.0, 8.0), 18.0)
        };
        assert_eq!(at(0.0), None, "the first heading is in sight");
        assert_eq!(at(6.0), None);
        assert_eq!(at(20.0), Some((0, 0.0)), "scrolled above the top");
        assert_eq!(at(442.0), Some((0, 0.0)));
        // The next heading within the copy's height of the top pushes it up.
        assert_eq!(at(452.0), Some((0, -10.0)));
        assert_eq!(at(491.0), Some((0, -49.0)));
        assert_eq!(at(493.0), Some((1, 0.0)), "the next one scrolled away");
        assert_eq!(at(2000.0), Some((2, 0.0)), "the last stays pinned");
    }

    #[test]
    fn a_node_is_scrolled_into_view_below_the_pinned_heading() {
        // A view from 0 to 500, the pinned heading 60 high, 8 to spare.
        let show = |top: f32| scroll_to_show((top, top + 70.0), (0.0, 500.0), 60.0, 8.0);
        assert_eq!(show(100.0), 0.0, "in view");
        assert_eq!(show(30.0), -38.0, "under the heading: down to 68");
        assert_eq!(show(-300.0), -368.0, "above the view");
        assert_eq!(show(480.0), 58.0, "below: up to end at 492");
        assert_eq!(show(2000.0), 1578.0);
    }
}
