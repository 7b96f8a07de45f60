//! The level's tubes on the editor screen, drawn as in play (the selected
//! one lifted; each to its own height on one scale, a locked one closed by
//! a padlock in its key colour, a ball sort level's units as balls), and
//! what a mystery level hides: in the author's view every
//! colour shows, with a bar beside each tube's hidden units and the count
//! by its number; in the player's view (F6) the units the player finds
//! hidden at the start are drawn as unknown liquid, as the game draws them.
//! A unit being dragged to another tube follows the cursor.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::editor::start_hidden;
use water_sort_core::{Colour, Rule};

use super::view::{BottomPanel, TopPanel};
use super::{Dragging, EditorSession};
use crate::game::board::{BoardLayout, INNER_W, UNIT_H, WALL, cursor_in_world, window_size};
use crate::game::scene::{BallTube, TubeArt, TubeIndex, TubeLiquid, spawn_lock};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::scale::room_at_bottom;
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::{self, Theme, ThemedText};
use crate::game::ui::widgets::font;

/// Room above and below the tubes for the panels (window logical pixels):
/// at least this, more when the title or status take more lines, or the
/// palette or the tools wrap onto more rows (measured, see [`TopPanel`]
/// and [`BottomPanel`]).
const TOP_PANEL: f32 = 130.0;
const MIN_BOTTOM_PANEL: f32 = 200.0;

/// The number under a tube (with its hidden count in the author's view).
#[derive(Component)]
struct TubeNumber(usize);

/// The bar beside a tube's hidden units (author's view).
#[derive(Component)]
struct HiddenBar(usize);

/// The unit a drag carries, drawn at the cursor.
#[derive(Component)]
struct Carried;

/// What the tubes on screen were spawned for; another level size, palette
/// or window means spawning them again.
#[derive(Resource, Default, PartialEq)]
struct Drawn(Option<DrawnFor>);

#[derive(PartialEq, Clone)]
struct DrawnFor {
    level: usize,
    tubes: usize,
    capacity: usize,
    /// Each tube's own height and key colour (a lock is drawn with the
    /// colour's symbol when symbols are on).
    heights: Vec<usize>,
    locks: Vec<Option<Colour>>,
    symbols: bool,
    /// Ball sort: the units drawn as balls, as in play.
    balls: bool,
    palette: Vec<[u8; 3]>,
    window: Vec2,
    /// The room the panels take, whole pixels.
    top: u32,
    bottom: u32,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(
            OnEnter(Screen::Editor),
            // Back from a playtest the tubes are gone: draw them again; a
            // drag left unfinished on another screen is over.
            (|mut drawn: ResMut<Drawn>, mut dragging: ResMut<Dragging>| {
                drawn.0 = None;
                dragging.0 = None;
            })
            .in_set(GameSet::View),
        )
        .add_systems(
            Update,
            (sync_tubes, carry)
                .chain()
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
        );
}

/// Spawns the tubes again when the level's size, the palette or the window
/// changed; otherwise only their liquid, lift and marks follow the level.
#[allow(clippy::too_many_arguments)]
fn sync_tubes(
    mut commands: Commands,
    session: Res<EditorSession>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut drawn: ResMut<Drawn>,
    mut layout: ResMut<BoardLayout>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
    mut tubes: Query<(Entity, &TubeIndex, &mut TubeLiquid, &mut Transform)>,
    mut numbers: Query<(Entity, &TubeNumber, &mut Text2d)>,
    (dragging, cameras): (Res<Dragging>, Query<(&Camera, &GlobalTransform)>),
    mut bars: Query<(&HiddenBar, &mut Transform, &mut Visibility), Without<TubeIndex>>,
    panels: (
        Query<&ComputedNode, With<TopPanel>>,
        Query<&ComputedNode, With<BottomPanel>>,
    ),
    ui_scale: Option<Res<UiScale>>,
    (theme, settings): (Res<Theme>, Res<Settings>),
) {
    // A new theme: the tubes again, in its colours.
    if theme.is_changed() {
        drawn.0 = None;
    }
    // The panels as laid out, with the root's padding (10) beside them.
    let room = |panel: Result<&ComputedNode, _>, least: f32| {
        let measured = panel
            .ok()
            .and_then(|p| room_at_bottom(p, 10.0, ui_scale.as_deref()));
        measured.unwrap_or(0.0).max(least).ceil() as u32
    };
    // The rim of a lifted tube stands a little above its slot: more air.
    let top = room(panels.0.single(), TOP_PANEL) + 10;
    let bottom = room(panels.1.single(), MIN_BOTTOM_PANEL);
    let editor = &session.editor;
    let level = editor.level();
    let wanted = DrawnFor {
        level: editor.level_index(),
        tubes: level.tubes.len(),
        capacity: level.capacity,
        heights: (0..level.tubes.len())
            .map(|t| level.variant.height(t, level.capacity))
            .collect(),
        locks: (0..level.tubes.len())
            .map(|t| level.variant.lock(t))
            .collect(),
        symbols: settings.symbols,
        balls: level.variant.rule == Rule::Ball,
        palette: editor.pack().palette.iter().map(|c| c.rgb).collect(),
        window: window_size(&windows),
        top,
        bottom,
    };
    if drawn.0.as_ref() != Some(&wanted) {
        for (entity, ..) in &tubes {
            commands.entity(entity).despawn();
        }
        for (entity, ..) in &numbers {
            commands.entity(entity).despawn();
        }
        // On one scale, as in play: the rows are laid out for the tallest
        // tube and each stands on its row's baseline.
        let tallest = wanted.heights.iter().copied().max();
        *layout = BoardLayout::compute_between(
            wanted.window,
            wanted.tubes,
            tallest.unwrap_or(wanted.capacity),
            (top as f32, bottom as f32),
        )
        .with_heights(wanted.heights.clone());
        let art = TubeArt::new(&editor.pack().palette, &theme, &mut meshes, &mut materials);
        let bar_colour = materials.add(theme.hidden_mark);
        for i in 0..level.tubes.len() {
            let tube = crate::game::scene::spawn_tube(
                &mut commands,
                &mut meshes,
                &art,
                (i, wanted.heights[i]),
                &layout,
                Screen::Editor,
            );
            if wanted.balls {
                commands.entity(tube).insert(BallTube);
            }
            if let Some(key) = wanted.locks[i] {
                let at = (key, layout.mouth(i), layout.scale);
                spawn_lock(&mut commands, &art, tube, at, &settings);
            }
            // Filled in below, on the next frame: one place decides the look.
            commands.entity(tube).insert((
                TubeLiquid::default(),
                Transform::from_translation(layout.rest(i, false))
                    .with_scale(Vec3::splat(layout.scale)),
            ));
            commands.spawn((
                ChildOf(tube),
                HiddenBar(i),
                Mesh2d(art.rect.clone()),
                MeshMaterial2d(bar_colour.clone()),
                Transform::default(),
                Visibility::Hidden,
            ));
            commands.spawn((
                TubeNumber(i),
                Text2d::new(String::new()),
                font(18.0),
                ThemedText(theme::TEXT_DIM),
                Transform::from_translation(layout.label_pos(i))
                    .with_scale(Vec3::splat(layout.scale)),
                DespawnOnExit(Screen::Editor),
            ));
        }
        commands.insert_resource(art);
        drawn.0 = Some(wanted);
        return;
    }
    let hidden = level.hidden_per_tube();
    let at_start = start_hidden(level);
    let player = session.player_view;
    let carried = carried_unit(&session, &dragging, &layout, &windows, &cameras);
    for (_, index, mut liquid, mut transform) in &mut tubes {
        let Some(units) = level.tubes.get(index.0) else {
            continue;
        };
        let shown = if player { at_start[index.0] } else { 0 };
        // The tube a unit is dragged from shows it gone meanwhile.
        let units = match carried {
            Some((from, ..)) if from == index.0 => &units[..units.len() - 1],
            _ => units,
        };
        let want = TubeLiquid::at_rest_hiding(units, shown);
        if *liquid != want {
            *liquid = want;
        }
        let at = layout.rest(index.0, index.0 == editor.tube());
        if transform.translation != at {
            transform.translation = at;
        }
    }
    for (bar, mut transform, mut visibility) in &mut bars {
        let h = hidden.get(bar.0).copied().unwrap_or(0);
        let show = !player && h > 0;
        let want = if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(want);
        if show {
            // Beside the glass, from the cavity's bottom to the top hidden unit.
            let height = h as f32 * UNIT_H;
            let bar = Transform::from_xyz(INNER_W / 2.0 + WALL + 5.0, height / 2.0, 0.07)
                .with_scale(Vec3::new(4.0, height, 1.0));
            transform.set_if_neq(bar);
        }
    }
    for (_, number, mut text) in &mut numbers {
        let h = hidden.get(number.0).copied().unwrap_or(0);
        let want = match h {
            h if h > 0 && !player => format!("{} ?{h}", number.0 + 1),
            _ => (number.0 + 1).to_string(),
        };
        if text.0 != want {
            text.0 = want;
        }
    }
}

/// The unit a drag carries, once the cursor has left its tube (a click is
/// no drag): the tube, the colour and where the cursor is.
fn carried_unit(
    session: &EditorSession,
    dragging: &Dragging,
    layout: &BoardLayout,
    windows: &Query<&Window, With<PrimaryWindow>>,
    cameras: &Query<(&Camera, &GlobalTransform)>,
) -> Option<(usize, Colour, Vec2)> {
    let at = cursor_in_world(windows, cameras)?;
    carried(
        &session.editor.level().tubes,
        dragging.0,
        at,
        layout.hit(at),
    )
}

/// The unit carried from tube `from` (if a drag is on and that tube has a
/// top unit) with the cursor at `at`, over tube `over`.
fn carried(
    tubes: &[Vec<Colour>],
    from: Option<usize>,
    at: Vec2,
    over: Option<usize>,
) -> Option<(usize, Colour, Vec2)> {
    let from = from?;
    let colour = *tubes.get(from)?.last()?;
    (over != Some(from)).then_some((from, colour, at))
}

/// The unit a drag carries follows the cursor, in its colour.
fn carry(
    mut commands: Commands,
    session: Res<EditorSession>,
    dragging: Res<Dragging>,
    layout: Res<BoardLayout>,
    art: Option<Res<TubeArt>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut carried: Query<(Entity, &mut Transform, &mut MeshMaterial2d<ColorMaterial>), With<Carried>>,
) {
    let carrying = carried_unit(&session, &dragging, &layout, &windows, &cameras);
    // The unit in its colour, drawn like the liquid (a mesh over the tubes).
    let look = carrying
        .zip(art.as_deref())
        .and_then(|((_, colour, at), art)| {
            let material = art.liquids.get(colour as usize)?.clone();
            Some((art.rect.clone(), material, at))
        });
    let Some((rect, material, at)) = look else {
        for (entity, ..) in &carried {
            commands.entity(entity).despawn();
        }
        return;
    };
    let place = Transform::from_xyz(at.x, at.y, 5.0)
        .with_scale((Vec2::new(INNER_W, UNIT_H) * layout.scale).extend(1.0));
    match carried.single_mut() {
        Ok((_, mut transform, mut shown)) => {
            transform.set_if_neq(place);
            if shown.0 != material {
                shown.0 = material;
            }
        }
        Err(_) => {
            commands.spawn((
                Carried,
                Mesh2d(rect),
                MeshMaterial2d(material),
                place,
                DespawnOnExit(Screen::Editor),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drag_carries_the_top_unit_once_the_cursor_leaves_its_tube() {
        let tubes = vec![vec![0, 2], vec![], vec![1]];
        let at = Vec2::new(3.0, 4.0);
        assert_eq!(carried(&tubes, None, at, Some(1)), None, "no drag");
        assert_eq!(carried(&tubes, Some(0), at, Some(0)), None, "still a click");
        assert_eq!(carried(&tubes, Some(0), at, Some(2)), Some((0, 2, at)));
        assert_eq!(carried(&tubes, Some(0), at, None), Some((0, 2, at)));
        assert_eq!(carried(&tubes, Some(1), at, Some(2)), None, "empty tube");
        assert_eq!(carried(&tubes, Some(7), at, None), None, "no such tube");
    }
}
