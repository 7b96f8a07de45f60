//! The lesson on screen: its board drawn with the scene's tubes, the
//! texts and buttons, the arrow over the tube to click and the ring round
//! a button; all follow the lesson's model ([`LessonModel`]).

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;
use water_sort_core::generate::default_palette;
use water_sort_core::lesson::{CAPACITY, Pointer, Step, TUBES};
use water_sort_words::say;

use super::LessonModel;
use crate::game::board::keys::{keys_in, tube_key};
use crate::game::board::layout::mouth_height;
use crate::game::board::{BoardLayout, GameAction, HEADROOM, UNIT_H, window_size};
use crate::game::scene::{TubeArt, TubeIndex, TubeLiquid, spawn_tube};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::send;
use crate::game::ui::language::Language;
use crate::game::ui::scale::room_at_bottom;
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::{self, Theme, ThemedText};
use crate::game::ui::widgets::{button, font, label};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Tutorial), (spawn_board, spawn_ui).chain())
        .add_systems(
            Update,
            (
                respawn_ui.run_if(resource_changed::<Language>),
                fit_board,
                show_board,
                show_line,
                show_pointer,
                write_pointer_file,
            )
                .chain()
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Tutorial)),
        );
}

/// Room above and below the board for the texts and the buttons (window
/// logical pixels): at least this, more when the texts take more lines
/// (measured, see [`fit_board`]).
const TOP_ROOM: f32 = 200.0;
const BOTTOM_ROOM: f32 = 150.0;

/// The line saying what to do now.
#[derive(Component)]
pub struct LessonLine;

/// The arrow over the tube to click.
#[derive(Component)]
pub struct LessonArrow;

/// The lesson's texts and buttons (spawned again in a new language).
#[derive(Component)]
pub(super) struct LessonUi;

/// A button of the lesson, for its pulsing ring when pointed at.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonButton {
    Undo,
    Hint,
    Finish,
}

/// The key label under tube `.0` of the lesson.
#[derive(Component)]
struct LessonTubeKey(usize);

/// The texts above the board and the buttons below it, measured to make
/// room for them.
#[derive(Component)]
struct LessonTop;

#[derive(Component)]
struct LessonBottom;

/// The tubes, drawn as in play, with their keys under them.
fn spawn_board(
    mut commands: Commands,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut layout: ResMut<BoardLayout>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
    theme: Res<Theme>,
) {
    *layout = BoardLayout::compute_between(
        window_size(&windows),
        TUBES.len(),
        CAPACITY,
        (TOP_ROOM, BOTTOM_ROOM),
    );
    let palette: Vec<_> = default_palette().into_iter().take(2).collect();
    let art = TubeArt::new(&palette, &theme, &mut meshes, &mut materials);
    for (i, units) in TUBES.iter().enumerate() {
        let tube = spawn_tube(
            &mut commands,
            &mut meshes,
            &art,
            (i, CAPACITY),
            &layout,
            Screen::Tutorial,
        );
        commands
            .entity(tube)
            .insert(TubeLiquid::at_rest_hiding(units, 0));
        commands.spawn((
            LessonTubeKey(i),
            Text2d::new(tube_key(i)),
            font(18.0),
            ThemedText(theme::TEXT_DIM),
            Transform::from_translation(layout.label_pos(i)).with_scale(Vec3::splat(layout.scale)),
            DespawnOnExit(Screen::Tutorial),
        ));
    }
    commands.insert_resource(art);
    // The arrow: a triangle pointing down, its tip at the origin.
    let arrow = Triangle2d::new(Vec2::new(-16.0, 30.0), Vec2::new(16.0, 30.0), Vec2::ZERO);
    commands.spawn((
        LessonArrow,
        Mesh2d(meshes.add(arrow)),
        MeshMaterial2d(materials.add(theme.accent)),
        Transform::from_xyz(0.0, 0.0, 5.0),
        Visibility::Hidden,
        DespawnOnExit(Screen::Tutorial),
    ));
}

/// The texts and buttons in the language spoken.
fn spawn_ui(mut commands: Commands, language: Res<Language>) {
    let tubes = TUBES.len();
    let keys = |action| keys_in(&language, action, tubes);
    let lesson_button = |which: LessonButton, text: String, keys: String, action: GameAction| {
        (
            which,
            Outline::new(px(0), px(4), Color::NONE),
            button(text, keys, send(action)),
        )
    };
    commands.spawn((
        LessonUi,
        DespawnOnExit(Screen::Tutorial),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(24), px(20)),
            ..default()
        },
        children![
            (
                LessonTop,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(12),
                    max_width: px(900),
                    ..default()
                },
                children![
                    label(say!(language, "lesson-title"), 36.0, theme::ACCENT),
                    label(say!(language, "lesson-rule"), 22.0, theme::TEXT),
                    (LessonLine, label("", 22.0, theme::ACCENT)),
                ],
            ),
            (
                LessonBottom,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(12),
                    ..default()
                },
                children![
                    (
                        Node {
                            column_gap: px(16),
                            ..default()
                        },
                        children![
                            lesson_button(
                                LessonButton::Undo,
                                say!(language, "lesson-undo-button"),
                                keys(GameAction::Undo),
                                GameAction::Undo
                            ),
                            lesson_button(
                                LessonButton::Hint,
                                say!(language, "lesson-hint-button"),
                                keys(GameAction::Hint),
                                GameAction::Hint
                            ),
                            lesson_button(
                                LessonButton::Finish,
                                say!(language, "lesson-finish-button"),
                                say!(language, "keys-enter"),
                                GameAction::NextLevel
                            ),
                        ],
                    ),
                    label(say!(language, "lesson-skip"), 16.0, theme::TEXT_DIM),
                ],
            ),
        ],
    ));
}

/// A new language: the texts and buttons again (the line follows).
fn respawn_ui(
    mut commands: Commands,
    language: Res<Language>,
    roots: Query<Entity, With<LessonUi>>,
    mut lines: Query<&mut Text, With<LessonLine>>,
) {
    if language.is_added() || roots.is_empty() {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    for mut line in &mut lines {
        line.0.clear();
    }
    spawn_ui(commands, language);
}

/// The board between the texts and the buttons as laid out (in every
/// language and window size), and the window it is in.
fn fit_board(
    windows: Query<&Window, With<PrimaryWindow>>,
    tops: Query<&ComputedNode, With<LessonTop>>,
    bottoms: Query<&ComputedNode, With<LessonBottom>>,
    ui_scale: Option<Res<UiScale>>,
    mut layout: ResMut<BoardLayout>,
) {
    // The root's padding (20) beside each.
    let room = |node: Option<&ComputedNode>, least: f32| {
        node.and_then(|n| room_at_bottom(n, 20.0, ui_scale.as_deref()))
            .unwrap_or(0.0)
            .max(least)
            .ceil()
    };
    let rooms = (
        room(tops.iter().next(), TOP_ROOM),
        room(bottoms.iter().next(), BOTTOM_ROOM),
    );
    let wanted = BoardLayout::compute_between(window_size(&windows), TUBES.len(), CAPACITY, rooms);
    if *layout != wanted {
        *layout = wanted;
    }
}

/// The tubes follow the lesson's board (the lifted one raised) and the
/// layout, as do their keys.
fn show_board(
    model: Res<LessonModel>,
    layout: Res<BoardLayout>,
    mut tubes: Query<(&TubeIndex, &mut TubeLiquid, &mut Transform)>,
    mut keys: Query<(&LessonTubeKey, &mut Transform), Without<TubeIndex>>,
) {
    let scale = Vec3::splat(layout.scale);
    for (key, mut transform) in &mut keys {
        let at = layout.label_pos(key.0);
        if transform.translation != at || transform.scale != scale {
            transform.translation = at;
            transform.scale = scale;
        }
    }
    let board = model.board();
    for (index, mut liquid, mut transform) in &mut tubes {
        let Some(tube) = board.tubes().get(index.0) else {
            continue;
        };
        let want = TubeLiquid::at_rest_hiding(tube.units(), 0);
        if *liquid != want {
            *liquid = want;
        }
        let at = layout.rest(index.0, model.lifted() == Some(index.0));
        if transform.translation != at || transform.scale != scale {
            transform.translation = at;
            transform.scale = scale;
        }
    }
}

/// The line of the step, in the language spoken.
fn show_line(
    model: Res<LessonModel>,
    language: Res<Language>,
    mut lines: Query<&mut Text, With<LessonLine>>,
) {
    let tubes = TUBES.len();
    let key_of = |pointer| match pointer {
        Pointer::Tube(t) => tube_key(t),
        _ => "",
    };
    let said = match model.step() {
        Step::Lift => say!(language, "lesson-lift", key = key_of(model.pointer())),
        Step::Pour => say!(language, "lesson-pour", key = key_of(model.pointer())),
        Step::Undo => say!(
            language,
            "lesson-undo",
            keys = keys_in(&language, GameAction::Undo, tubes)
        ),
        Step::Hint => say!(
            language,
            "lesson-hint",
            keys = keys_in(&language, GameAction::Hint, tubes)
        ),
        Step::Solve => say!(language, "lesson-solve"),
        Step::Done => say!(language, "lesson-done"),
    };
    for mut line in &mut lines {
        if line.0 != said {
            line.0 = said.clone();
        }
    }
}

/// The arrow over the tube pointed at, or a ring round the button; both
/// pulse (unless motion is reduced). The finish shows only once solved.
#[allow(clippy::too_many_arguments)]
fn show_pointer(
    model: Res<LessonModel>,
    layout: Res<BoardLayout>,
    time: Res<Time>,
    (settings, theme): (Res<Settings>, Res<Theme>),
    mut arrows: Query<(&mut Transform, &mut Visibility), With<LessonArrow>>,
    mut buttons: Query<(&LessonButton, &mut Outline, &mut Node)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    arrow_materials: Query<&MeshMaterial2d<ColorMaterial>, With<LessonArrow>>,
) {
    let pointer = model.pointer();
    let pulse = if settings.reduced_motion {
        0.5
    } else {
        0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin()
    };
    for (mut transform, mut visibility) in &mut arrows {
        let Pointer::Tube(tube) = pointer else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let rim = (CAPACITY as f32 * UNIT_H + HEADROOM) * layout.scale;
        let base = layout.rest(tube, model.lifted() == Some(tube));
        let at = Vec3::new(
            base.x,
            base.y + rim + (8.0 + 10.0 * pulse) * layout.scale,
            5.0,
        );
        if transform.translation != at {
            transform.translation = at;
            transform.scale = Vec3::splat(layout.scale);
        }
        visibility.set_if_neq(Visibility::Inherited);
    }
    if theme.is_changed() {
        for material in &arrow_materials {
            if let Some(mut m) = materials.get_mut(&material.0) {
                m.color = theme.accent;
            }
        }
    }
    for (which, mut outline, mut node) in &mut buttons {
        let pointed = matches!(
            (which, pointer),
            (LessonButton::Undo, Pointer::Undo)
                | (LessonButton::Hint, Pointer::Hint)
                | (LessonButton::Finish, Pointer::Finish)
        );
        let want = if pointed {
            Outline::new(px(2.0 + 3.0 * pulse), px(4), theme.accent)
        } else {
            Outline::new(px(0), px(4), Color::NONE)
        };
        if *outline != want {
            *outline = want;
        }
        let display = if *which == LessonButton::Finish && model.step() != Step::Done {
            Display::None
        } else {
            Display::Flex
        };
        if node.display != display {
            node.display = display;
        }
    }
}

/// Environment variable naming a file where the lesson writes where its
/// pointer points, `pointer X Y` in window pixels (for end-to-end tests
/// that follow the lesson by clicks, as a player would).
pub const POINTER_FILE_ENV: &str = "WATER_SORT_POINTER_FILE";

/// Writes the pointer's place to `$WATER_SORT_POINTER_FILE` whenever it
/// moves: the middle of the tube's mouth, or the button's centre.
fn write_pointer_file(
    model: Res<LessonModel>,
    layout: Res<BoardLayout>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    buttons: Query<(&LessonButton, &ComputedNode, &UiGlobalTransform)>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut written: Local<Option<String>>,
) {
    let Some(path) = std::env::var_os(POINTER_FILE_ENV) else {
        return;
    };
    let place = match model.pointer() {
        Pointer::Tube(tube) => {
            let Some((camera, transform)) = cameras.iter().next() else {
                return;
            };
            let home = layout.rest(tube, model.lifted() == Some(tube));
            let mid = mouth_height(CAPACITY) * layout.scale / 2.0;
            let Ok(p) = camera.world_to_viewport(transform, home + Vec3::Y * mid) else {
                return;
            };
            p
        }
        Pointer::Undo | Pointer::Hint | Pointer::Finish => {
            let want = match model.pointer() {
                Pointer::Undo => LessonButton::Undo,
                Pointer::Hint => LessonButton::Hint,
                _ => LessonButton::Finish,
            };
            let Some((_, _, transform)) = buttons
                .iter()
                .find(|(b, n, _)| **b == want && n.size().x > 0.0)
            else {
                return;
            };
            // The UI's transforms are in physical pixels.
            let scale = windows.iter().next().map_or(1.0, Window::scale_factor);
            transform.translation / scale
        }
        Pointer::Nothing => return,
    };
    let text = format!("pointer {:.0} {:.0}\n", place.x, place.y);
    if written.as_deref() == Some(text.as_str()) {
        return;
    }
    match std::fs::write(&path, &text) {
        Ok(()) => *written = Some(text),
        Err(e) => warn!("could not write the pointer file: {e}"),
    }
}
