//! A level's tile on the level select, read at a glance: its number, large;
//! its stars (the assist layer fills its [`LevelParLabel`]); a `?` for a
//! mystery level (units hidden) and a `▶` for a game in progress. The
//! level's name, its par and how far the player got are in one line under
//! the list ([`LevelDetail`]), for the level under the pointer or else the
//! one in focus.

use bevy::prelude::*;
use water_sort_core::statistics::clock;
use water_sort_words::{Lang, say};

use super::resume::moves_in;
use super::{LevelFocus, playable};
use crate::game::assist::{LevelParLabel, LevelStanding, Standings};
use crate::game::packs::PackLibrary;
use crate::game::saves::{ProgressStore, SavedGames, StatisticsStore};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::InteractionPalette;
use crate::game::ui::language::Language;
use crate::game::ui::theme;
use crate::game::ui::widgets::label;

/// Levels per row of the grid (arrow up/down move by this much).
pub const COLUMNS: usize = 10;
/// A tile's least width, its height and the gap between tiles (UI
/// pixels): ten tiles and their gaps (912) fit the list at 800x600, the
/// narrowest window (about 925 UI pixels inside the list's padding); in a
/// wider list the tiles share its width.
const TILE_W: f32 = 84.0;
const TILE_H: f32 = 72.0;
const TILE_GAP: f32 = 8.0;
/// Font sizes: the number, the stars, the corner marks, the line under
/// the list.
const NUMBER_TEXT: f32 = 26.0;
const STAR_TEXT: f32 = 16.0;
const MARK_TEXT: f32 = 18.0;
const DETAIL_TEXT: f32 = 17.0;
/// The corner marks' distance from the tile's edges (UI pixels).
const MARK_INSET: f32 = 5.0;

#[derive(Component, Clone, Copy, Debug)]
pub struct LevelButton {
    pub pack: usize,
    pub level: usize,
    pub flat: usize,
    pub completed: bool,
}

/// The `?` in a mystery level's tile.
#[derive(Component)]
pub struct MysteryMark;

/// The `▶` in the tile of a level with a game in progress.
#[derive(Component)]
pub struct InProgressMark;

/// The line under the list naming the level in focus (or under the
/// pointer): "17. Thunderhead · par 12  ★★☆ · best 9 in 1:23".
#[derive(Component)]
pub struct LevelDetail;

/// What a tile marks in its corners.
#[derive(Clone, Copy, Debug, Default)]
pub struct TileMarks {
    pub mystery: bool,
    pub in_progress: bool,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_detail
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Title)),
    );
}

/// A row of the grid: [`COLUMNS`] equal columns across the list, so the
/// tiles of a short last row line up with those above.
pub fn tile_row() -> Node {
    Node {
        display: Display::Grid,
        grid_template_columns: RepeatedGridTrack::flex(COLUMNS as u16, 1.0),
        column_gap: px(TILE_GAP),
        margin: UiRect::top(px(TILE_GAP)),
        width: percent(100),
        ..default()
    }
}

/// The tile of `button` in `row`, with its marks.
pub fn spawn_tile(
    commands: &mut Commands,
    row: Entity,
    button: LevelButton,
    marks: TileMarks,
    lang: &Lang,
) -> Entity {
    let bg = if button.completed {
        theme::DONE_TILE
    } else {
        theme::BUTTON
    };
    let tile = commands
        .spawn((
            ChildOf(row),
            Button,
            button,
            InteractionPalette::resting(bg),
            Node {
                min_width: px(TILE_W),
                height: px(TILE_H),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                row_gap: px(2),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(10)),
                overflow: Overflow::clip(),
                ..default()
            },
            theme::border(theme::BUTTON_BORDER),
            children![
                label(
                    lang.number((button.level + 1) as f64),
                    NUMBER_TEXT,
                    theme::TEXT
                ),
                // The stars, filled in by the assist layer.
                (
                    LevelParLabel {
                        pack: button.pack,
                        level: button.level,
                    },
                    label("", STAR_TEXT, theme::TEXT_DIM),
                ),
            ],
        ))
        .id();
    let corner = |left: bool| Node {
        position_type: PositionType::Absolute,
        top: px(MARK_INSET - 2.0),
        left: if left { px(MARK_INSET + 1.0) } else { auto() },
        right: if left { auto() } else { px(MARK_INSET) },
        ..default()
    };
    if marks.mystery {
        commands.spawn((
            ChildOf(tile),
            MysteryMark,
            corner(true),
            label("?", MARK_TEXT, theme::ACCENT),
        ));
    }
    if marks.in_progress {
        commands.spawn((
            ChildOf(tile),
            InProgressMark,
            corner(false),
            label("▶", MARK_TEXT - 4.0, theme::ACCENT),
        ));
    }
    tile
}

/// The line under the list, empty until laid out with a level's words.
pub fn detail_line() -> impl Bundle {
    (LevelDetail, label("", DETAIL_TEXT, theme::TEXT))
}

/// The level under the pointer, else the one in focus, named under the
/// list with its par and the player's progress.
fn show_detail(
    focus: Res<LevelFocus>,
    library: Res<PackLibrary>,
    tiles: Query<(&LevelButton, &Interaction)>,
    standings: Standings,
    records: (Res<ProgressStore>, Res<SavedGames>, Res<StatisticsStore>),
    language: Res<Language>,
    mut details: Query<&mut Text, With<LevelDetail>>,
) {
    let pointed = tiles
        .iter()
        .find(|(_, i)| **i != Interaction::None)
        .map(|(b, _)| (b.pack, b.level));
    let Some((pack, level)) = pointed.or_else(|| playable(&library).get(focus.0).copied()) else {
        return;
    };
    let (Some(entry), Some(standing)) = (library.entries.get(pack), standings.of(pack, level))
    else {
        return;
    };
    let Some(found) = entry.good.as_ref().and_then(|p| p.levels.get(level)) else {
        return;
    };
    let (store, saved, statistics) = records;
    let (file, name) = (&entry.file_name, &found.name);
    let record = store.progress.record(file, name);
    let progress = match (saved.in_progress(file, name), record.best_moves) {
        (Some(game), _) => moves_in(game.moves, &language),
        (None, Some(best)) => match statistics.statistics.best_seconds(file, name) {
            Some(secs) => say!(
                language,
                "screens-best-time",
                best = best,
                time = clock(secs)
            ),
            None => say!(language, "screens-best", best = best),
        },
        (None, None) if record.completed => say!(language, "screens-done"),
        (None, None) => say!(language, "screens-not-played"),
    };
    let mystery = found
        .is_mystery()
        .then(|| say!(language, "screens-mystery"));
    let number = language.number((level + 1) as f64);
    let shown_name = found.name_in(language.tag());
    let line = detail(&number, shown_name, mystery, &standing, &progress);
    for mut text in &mut details {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// "17. Thunderhead · mystery · par 12  ★★☆ · 12 moves in": the level's
/// number and name, its mystery mark (said), par and progress.
fn detail(
    number: &str,
    name: &str,
    mystery: Option<String>,
    standing: &LevelStanding,
    progress: &str,
) -> String {
    let mut parts = vec![format!("{number}. {name}")];
    parts.extend(mystery);
    parts.push(standing.line.0.clone());
    parts.push(progress.to_string());
    parts.join("  ·  ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_detail_line_names_the_level_its_par_and_progress() {
        let standing = LevelStanding {
            line: ("par 12  ★★☆".into(), theme::STAR),
            stars: ("★★☆".into(), theme::STAR),
        };
        assert_eq!(
            detail(
                "17",
                "Thunderhead",
                Some("mystery".into()),
                &standing,
                "best 9 in 1:23"
            ),
            "17. Thunderhead  ·  mystery  ·  par 12  ★★☆  ·  best 9 in 1:23"
        );
    }
}
