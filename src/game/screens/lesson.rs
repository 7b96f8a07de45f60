//! The first-run lesson ([`Screen::Tutorial`]): with no progress (no level
//! ever finished, no game saved, the lesson not yet seen) the game opens
//! here before the level select. A small board drawn as in play, the rule
//! in one sentence, a line saying what to do and an arrow over the tube to
//! click (a pulsing ring round the button, for Undo and Hint); the player
//! makes the first pour, undoes it, asks for a hint and solves the board,
//! then goes on to the level select. Esc skips it at any step. Finished or
//! skipped, it is kept as seen in the settings (`lesson_seen`) and comes
//! back only when the help panel's button asks for it. The steps and the
//! pointer are the core's ([`water_sort_core::lesson`]).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::generate::default_palette;
use water_sort_core::lesson::{CAPACITY, Lesson, Pointer, Step, TUBES};
use water_sort_words::say;

use crate::game::board::keys::{CTRL, SHIFT, action_for, keys_in, tube_key};
use crate::game::board::{BoardLayout, GameAction, cursor_in_world, window_size};
use crate::game::saves::{ProgressStore, SavedGames};
use crate::game::scene::{TubeArt, TubeIndex, TubeLiquid, spawn_tube};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::{Modal, send};
use crate::game::ui::language::Language;
use crate::game::ui::settings::{Settings, settings_closed};
use crate::game::ui::theme::{self, Theme, ThemedText};
use crate::game::ui::widgets::{button, font, label};

/// Room above and below the board for the texts and the buttons (window
/// logical pixels).
const TOP_ROOM: f32 = 230.0;
const BOTTOM_ROOM: f32 = 170.0;

/// The lesson in progress (the core's model).
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct LessonModel(pub Lesson);

/// The line saying what to do now.
#[derive(Component)]
pub struct LessonLine;

/// The arrow over the tube to click.
#[derive(Component)]
pub struct LessonArrow;

/// The lesson's texts and buttons (spawned again in a new language).
#[derive(Component)]
struct LessonUi;

/// A button of the lesson, for its pulsing ring when pointed at.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonButton {
    Undo,
    Hint,
    Finish,
}

/// The key label under a tube of the lesson.
#[derive(Component)]
struct LessonTubeKey;

/// Whether the lesson opens before the level select: the player has
/// finished no level, has no game saved and has not seen the lesson.
#[derive(SystemParam)]
pub struct FirstRun<'w> {
    progress: Res<'w, ProgressStore>,
    games: Res<'w, SavedGames>,
    settings: Res<'w, Settings>,
}

impl FirstRun<'_> {
    /// Whether this is a new player's first run.
    pub fn is_first(&self) -> bool {
        !self.settings.lesson_seen
            && !self.progress.progress.any_completed()
            && self.games.all().next().is_none()
    }

    /// The screen after loading, when no level was asked for: the lesson
    /// on a first run, else the level select.
    pub fn screen(&self) -> Screen {
        if self.is_first() {
            Screen::Tutorial
        } else {
            Screen::Title
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LessonModel>()
        .add_systems(
            OnEnter(Screen::Tutorial),
            (start, spawn_board, spawn_ui).chain(),
        )
        .add_systems(
            Update,
            (
                (keys, clicks)
                    .in_set(GameSet::Input)
                    .run_if(settings_closed.and_then(no_modal)),
                apply.in_set(GameSet::Logic),
                (
                    respawn_ui.run_if(resource_changed::<Language>),
                    show_board,
                    show_line,
                    show_pointer,
                )
                    .chain()
                    .in_set(GameSet::View),
            )
                .run_if(in_state(Screen::Tutorial)),
        );
}

/// Run condition: no modal panel is up (the help panel takes the keys).
fn no_modal(modals: Query<&Node, With<Modal>>) -> bool {
    modals.iter().all(|node| node.display == Display::None)
}

fn start(mut model: ResMut<LessonModel>) {
    model.0 = Lesson::new();
    info!("lesson: started");
}

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
            LessonTubeKey,
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

/// The lesson's keys, through the key table of play: tube keys, Undo,
/// Hint, Esc (skip) and, once solved, Enter.
fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    model: Res<LessonModel>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(keys) = keys else { return };
    let (ctrl, shift) = (keys.any_pressed(CTRL), keys.any_pressed(SHIFT));
    let done = model.step() == Step::Done;
    for &key in keys.get_just_pressed() {
        if let Some(action) = action_for(key, ctrl, shift, TUBES.len(), done) {
            actions.write(action);
        }
    }
}

/// A click on a tube presses it (clicks on buttons are theirs).
fn clicks(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    buttons: Query<&Interaction, With<Button>>,
    layout: Res<BoardLayout>,
    mut actions: MessageWriter<GameAction>,
) {
    if !mouse.is_some_and(|m| m.just_pressed(MouseButton::Left)) {
        return;
    }
    if buttons.iter().any(|i| *i != Interaction::None) {
        return;
    }
    if let Some(tube) = cursor_in_world(&windows, &cameras).and_then(|at| layout.hit(at)) {
        actions.write(GameAction::Press(tube));
    }
}

/// The frame's actions, in order, to the lesson; Esc skips it, the finish
/// ends it: either way it is seen, and the level select follows.
fn apply(
    mut actions: MessageReader<GameAction>,
    mut model: ResMut<LessonModel>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        let leave = match action {
            GameAction::Press(tube) => {
                model.press(*tube);
                None
            }
            GameAction::Undo => {
                model.undo();
                None
            }
            GameAction::Hint | GameAction::PlayHint | GameAction::ShowMe => {
                model.ask_hint();
                None
            }
            GameAction::NextLevel if model.finish() => Some("finished"),
            GameAction::Back => Some("skipped"),
            _ => None,
        };
        if let Some(how) = leave {
            info!("lesson: {how}");
            if !settings.lesson_seen {
                settings.lesson_seen = true;
            }
            next.set(Screen::Title);
            return;
        }
    }
}

/// The tubes follow the lesson's board (the lifted one raised).
fn show_board(
    model: Res<LessonModel>,
    layout: Res<BoardLayout>,
    mut tubes: Query<(&TubeIndex, &mut TubeLiquid, &mut Transform)>,
) {
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
        if transform.translation != at {
            transform.translation = at;
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
        let rim = (CAPACITY as f32 * crate::game::board::UNIT_H + crate::game::board::HEADROOM)
            * layout.scale;
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
