//! The endless screen: pick a size and a difficulty for a fresh level, play
//! the daily puzzle, or type a game ID to play that level again. Also the
//! "Endless" and "Daily puzzle" buttons of the title screen (E and D there).
//!
//! Keys: Up/Down (or Tab) choose a row, Left/Right change its value, Enter
//! plays (the new level, the daily puzzle or the typed ID, by the row), Esc
//! stops a generation under way or goes back. Letters, digits and dashes
//! type into the game ID field, Backspace erases.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::game::Screen;
use crate::game::endless::{
    Difficulty, Endless, EndlessLevel, GameId, PACK_FILE, Settings, today_utc,
};
use crate::game::progress::ProgressStore;
use crate::game::theme;

/// Longest text the game ID field takes.
const MAX_INPUT: usize = 24;

/// The rows of the endless screen, top to bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Row {
    Colours,
    Empty,
    Height,
    Difficulty,
    #[default]
    Play,
    Daily,
    Id,
}

impl Row {
    const ALL: [Row; 7] = [
        Row::Colours,
        Row::Empty,
        Row::Height,
        Row::Difficulty,
        Row::Play,
        Row::Daily,
        Row::Id,
    ];

    fn step(self, by: isize) -> Row {
        let i = Row::ALL.iter().position(|&r| r == self).unwrap_or(0) as isize;
        Row::ALL[(i + by).clamp(0, Row::ALL.len() as isize - 1) as usize]
    }
}

/// The row the keyboard is on.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndlessFocus(pub Row);

/// The text typed into the game ID field (upper case).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct IdInput(pub String);

/// What an endless button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndlessAction {
    /// Title: open the endless screen.
    Open,
    Daily,
    /// A new level of the settings picked.
    Play,
    /// The level of the typed game ID.
    PlayId,
    Back,
    Change(Row, isize),
    SetDifficulty(Difficulty),
    FocusId,
}

#[derive(Component, Clone, Copy, Debug)]
pub struct EndlessButton(pub EndlessAction);

/// An endless button was pressed (mouse).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndlessPressed(pub EndlessAction);

#[derive(Component)]
pub struct EndlessRoot;

#[derive(Component, Clone, Copy)]
struct RowNode(Row);

#[derive(Component, Clone, Copy)]
struct ValueText(Row);

#[derive(Component, Clone, Copy)]
struct DifficultyButton(Difficulty);

#[derive(Component)]
pub struct IdFieldText;

#[derive(Component)]
pub struct StatusText;

pub fn plugin(app: &mut App) {
    app.init_resource::<EndlessFocus>()
        .init_resource::<IdInput>()
        .add_message::<EndlessPressed>()
        .add_message::<KeyboardInput>()
        .add_systems(OnEnter(Screen::Endless), spawn_endless)
        .add_systems(
            Update,
            (
                press_buttons,
                apply_pressed,
                typing,
                title_keys.run_if(in_state(Screen::Title)),
                refresh.run_if(in_state(Screen::Endless)),
            )
                .chain(),
        );
}

/// The title screen's row of endless buttons.
pub fn title_buttons(store: &ProgressStore) -> impl Bundle {
    let today = GameId::daily(today_utc()).to_string();
    let daily = match store.progress.record(PACK_FILE, &today).best_moves {
        Some(best) => format!("D   (today's: done in {best})"),
        None => "D".to_string(),
    };
    (
        Node {
            margin: UiRect::top(px(6)),
            ..default()
        },
        children![
            button("Endless", "E", EndlessAction::Open),
            button("Daily puzzle", daily, EndlessAction::Daily),
        ],
    )
}

/// A button like [`theme::button`], doing an [`EndlessAction`].
fn button(text: impl Into<String>, keys: impl Into<String>, action: EndlessAction) -> impl Bundle {
    theme::button(text, keys, EndlessButton(action))
}

/// A one-line button of a fixed size: the - and + of the values, the
/// difficulty choices.
fn fixed_button(
    text: impl Into<String>,
    (width, label_size): (f32, f32),
    margin: UiRect,
    action: EndlessAction,
) -> impl Bundle {
    (
        Button,
        EndlessButton(action),
        Node {
            width: px(width),
            height: px(40),
            margin,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(theme::BUTTON),
        BorderColor::all(theme::BUTTON_BORDER),
        children![theme::label(text, label_size, theme::TEXT)],
    )
}

/// The - and + of the values.
fn small_button(text: impl Into<String>, action: EndlessAction) -> impl Bundle {
    fixed_button(text, (44.0, 22.0), UiRect::ZERO, action)
}

/// A row of the screen: its name on the left, `content` on the right.
fn row(row: Row, name: impl Into<String>, content: impl Bundle) -> impl Bundle {
    (
        RowNode(row),
        Node {
            width: px(720),
            min_height: px(54),
            flex_direction: FlexDirection::Row,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(16), px(6)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BorderColor::all(Color::NONE),
        children![theme::label(name, 22.0, theme::TEXT), content],
    )
}

fn stepper(which: Row) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: px(8),
            ..default()
        },
        children![
            small_button("-", EndlessAction::Change(which, -1)),
            (
                Node {
                    width: px(56),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                children![(ValueText(which), theme::label("", 26.0, theme::ACCENT))],
            ),
            small_button("+", EndlessAction::Change(which, 1)),
        ],
    )
}

fn difficulty_button(difficulty: Difficulty) -> impl Bundle {
    let mut name = difficulty.name().to_string();
    name[..1].make_ascii_uppercase();
    (
        DifficultyButton(difficulty),
        fixed_button(
            name,
            (110.0, 20.0),
            UiRect::left(px(8)),
            EndlessAction::SetDifficulty(difficulty),
        ),
    )
}

fn spawn_endless(mut commands: Commands, store: Res<ProgressStore>) {
    let today = today_utc();
    let daily_id = GameId::daily(today);
    let daily_note = match store
        .progress
        .record(PACK_FILE, &daily_id.to_string())
        .best_moves
    {
        Some(best) => format!("{daily_id}  done in {best} moves"),
        None => format!(
            "{daily_id}  {} colours, {}",
            Settings::DAILY.colours,
            Settings::DAILY.difficulty.name()
        ),
    };
    commands.spawn((
        EndlessRoot,
        DespawnOnExit(Screen::Endless),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(14)),
            row_gap: px(4),
            ..default()
        },
        children![
            theme::label("Endless", 44.0, theme::ACCENT),
            theme::label(
                "Fresh levels, solvable every one. Share a level by its game ID.",
                18.0,
                theme::TEXT_DIM,
            ),
            (
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(2),
                    margin: UiRect::top(px(8)),
                    padding: UiRect::all(px(12)),
                    border_radius: BorderRadius::all(px(14)),
                    ..default()
                },
                BackgroundColor(theme::PANEL),
                children![
                    row(Row::Colours, "Colours", stepper(Row::Colours)),
                    row(Row::Empty, "Empty tubes", stepper(Row::Empty)),
                    row(Row::Height, "Tube height", stepper(Row::Height)),
                    row(
                        Row::Difficulty,
                        "Difficulty",
                        (
                            Node::default(),
                            children![
                                difficulty_button(Difficulty::Easy),
                                difficulty_button(Difficulty::Medium),
                                difficulty_button(Difficulty::Hard),
                            ],
                        ),
                    ),
                    row(
                        Row::Play,
                        "New level",
                        button("Play", "Enter", EndlessAction::Play),
                    ),
                    row(
                        Row::Daily,
                        format!("Daily puzzle, {today}"),
                        button("Play daily", daily_note, EndlessAction::Daily),
                    ),
                    row(
                        Row::Id,
                        "Game ID",
                        (
                            Node {
                                align_items: AlignItems::Center,
                                ..default()
                            },
                            children![
                                (
                                    Button,
                                    EndlessButton(EndlessAction::FocusId),
                                    Node {
                                        width: px(260),
                                        height: px(44),
                                        padding: UiRect::axes(px(12), px(6)),
                                        align_items: AlignItems::Center,
                                        border: UiRect::all(px(2)),
                                        border_radius: BorderRadius::all(px(8)),
                                        overflow: Overflow::clip(),
                                        ..default()
                                    },
                                    BackgroundColor(Color::srgba(0.02, 0.03, 0.08, 0.9)),
                                    BorderColor::all(theme::BUTTON_BORDER),
                                    children![(IdFieldText, theme::label("", 22.0, theme::TEXT))],
                                ),
                                button("Play ID", "Enter", EndlessAction::PlayId),
                            ],
                        ),
                    ),
                ],
            ),
            (
                Node {
                    min_height: px(46),
                    max_width: px(900),
                    margin: UiRect::top(px(6)),
                    ..default()
                },
                children![(StatusText, theme::label("", 18.0, theme::TEXT_DIM))],
            ),
            button("Levels", "Esc", EndlessAction::Back),
            theme::label(
                "Up/Down: choose    Left/Right: change    Enter: play    type a game ID to play it again",
                16.0,
                theme::TEXT_DIM,
            ),
        ],
    ));
}

/// Endless buttons: colour follows the pointer; a press becomes an
/// [`EndlessPressed`].
fn press_buttons(
    mut buttons: Query<
        (&Interaction, &EndlessButton, &mut BackgroundColor),
        (Changed<Interaction>, With<Button>),
    >,
    mut pressed: MessageWriter<EndlessPressed>,
) {
    for (interaction, button, mut colour) in &mut buttons {
        if button.0 == EndlessAction::FocusId {
            if *interaction == Interaction::Pressed {
                pressed.write(EndlessPressed(button.0));
            }
            continue;
        }
        match interaction {
            Interaction::Pressed => {
                colour.0 = theme::BUTTON_PRESS;
                pressed.write(EndlessPressed(button.0));
            }
            Interaction::Hovered => colour.0 = theme::BUTTON_HOVER,
            Interaction::None => colour.0 = theme::BUTTON,
        }
    }
}

/// What the endless screen changes, for [`act`].
struct Ui<'a> {
    endless: &'a mut Endless,
    input: &'a mut IdInput,
    focus: &'a mut EndlessFocus,
    next: &'a mut NextState<Screen>,
}

fn act(action: EndlessAction, ui: &mut Ui) {
    match action {
        EndlessAction::Open => ui.next.set(Screen::Endless),
        EndlessAction::Daily => {
            ui.endless.start_daily();
            ui.next.set_if_neq(Screen::Endless);
        }
        EndlessAction::Play => {
            let settings = ui.endless.settings;
            ui.endless.start(GameId::random(settings), None);
        }
        EndlessAction::PlayId => match GameId::parse(&ui.input.0) {
            Ok(id) => {
                ui.input.0 = id.to_string();
                ui.endless.start(id, None);
            }
            Err(e) => {
                ui.endless.cancel();
                ui.endless.error = Some(e.0);
                ui.focus.0 = Row::Id;
            }
        },
        EndlessAction::Back => {
            ui.endless.cancel();
            ui.next.set(Screen::Title);
        }
        EndlessAction::Change(row, by) => {
            ui.focus.0 = row;
            let s = &mut ui.endless.settings;
            let bump = |v: usize| v.saturating_add_signed(by);
            match row {
                Row::Colours => s.colours = bump(s.colours),
                Row::Empty => s.empty = bump(s.empty),
                Row::Height => s.height = bump(s.height),
                Row::Difficulty => {
                    let all = Difficulty::ALL;
                    let i = all.iter().position(|&d| d == s.difficulty).unwrap_or(1);
                    s.difficulty = all[(i as isize + by).clamp(0, 2) as usize];
                }
                Row::Play | Row::Daily | Row::Id => {}
            }
            *s = s.clamped();
        }
        EndlessAction::SetDifficulty(d) => {
            ui.focus.0 = Row::Difficulty;
            ui.endless.settings.difficulty = d;
        }
        EndlessAction::FocusId => ui.focus.0 = Row::Id,
    }
}

fn apply_pressed(
    mut pressed: MessageReader<EndlessPressed>,
    mut endless: ResMut<Endless>,
    mut input: ResMut<IdInput>,
    mut focus: ResMut<EndlessFocus>,
    mut next: ResMut<NextState<Screen>>,
) {
    let mut ui = Ui {
        endless: &mut endless,
        input: &mut input,
        focus: &mut focus,
        next: &mut next,
    };
    for EndlessPressed(action) in pressed.read() {
        act(*action, &mut ui);
    }
}

/// The endless screen's keys, as typed text (layout-aware, with repeats).
/// Reads every frame so that keys pressed on other screens are not typed
/// here later.
fn typing(
    mut keys: MessageReader<KeyboardInput>,
    state: Res<State<Screen>>,
    mut endless: ResMut<Endless>,
    mut input: ResMut<IdInput>,
    mut focus: ResMut<EndlessFocus>,
    mut next: ResMut<NextState<Screen>>,
) {
    let pressed: Vec<Key> = keys
        .read()
        .filter(|k| k.state == ButtonState::Pressed)
        .map(|k| k.logical_key.clone())
        .collect();
    if *state.get() != Screen::Endless {
        return;
    }
    let mut ui = Ui {
        endless: &mut endless,
        input: &mut input,
        focus: &mut focus,
        next: &mut next,
    };
    for key in pressed {
        match key {
            Key::ArrowUp => ui.focus.0 = ui.focus.0.step(-1),
            Key::ArrowDown | Key::Tab => ui.focus.0 = ui.focus.0.step(1),
            Key::ArrowLeft => act(EndlessAction::Change(ui.focus.0, -1), &mut ui),
            Key::ArrowRight => act(EndlessAction::Change(ui.focus.0, 1), &mut ui),
            Key::Enter => {
                let action = match ui.focus.0 {
                    Row::Daily => EndlessAction::Daily,
                    Row::Id => EndlessAction::PlayId,
                    _ => EndlessAction::Play,
                };
                act(action, &mut ui);
            }
            Key::Escape => {
                if ui.endless.generating().is_some() {
                    ui.endless.cancel();
                } else {
                    act(EndlessAction::Back, &mut ui);
                }
            }
            Key::Backspace => {
                ui.input.0.pop();
                ui.focus.0 = Row::Id;
                ui.endless.error = None;
            }
            Key::Character(text) => {
                for c in text.chars() {
                    if (c.is_ascii_alphanumeric() || c == '-') && ui.input.0.len() < MAX_INPUT {
                        ui.input.0.push(c.to_ascii_uppercase());
                        ui.focus.0 = Row::Id;
                        ui.endless.error = None;
                    }
                }
            }
            _ => {}
        }
    }
}

/// On the title screen: E opens the endless screen, D plays the daily puzzle.
fn title_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut endless: ResMut<Endless>,
    mut input: ResMut<IdInput>,
    mut focus: ResMut<EndlessFocus>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(keys) = keys else { return };
    let action = if keys.just_pressed(KeyCode::KeyE) {
        EndlessAction::Open
    } else if keys.just_pressed(KeyCode::KeyD) {
        EndlessAction::Daily
    } else {
        return;
    };
    let mut ui = Ui {
        endless: &mut endless,
        input: &mut input,
        focus: &mut focus,
        next: &mut next,
    };
    act(action, &mut ui);
}

/// Shows the settings, the focus, the typed ID and the status line.
fn refresh(
    endless: Res<Endless>,
    input: Res<IdInput>,
    focus: Res<EndlessFocus>,
    level: Option<Res<EndlessLevel>>,
    store: Res<ProgressStore>,
    mut rows: Query<(&RowNode, &mut BorderColor), Without<DifficultyButton>>,
    mut values: Query<(&ValueText, &mut Text), (Without<IdFieldText>, Without<StatusText>)>,
    mut difficulties: Query<(&DifficultyButton, &mut BorderColor), Without<RowNode>>,
    mut field: Query<(&mut Text, &mut TextColor), (With<IdFieldText>, Without<StatusText>)>,
    mut status: Query<(&mut Text, &mut TextColor), (With<StatusText>, Without<IdFieldText>)>,
) {
    let s = endless.settings;
    for (row, mut border) in &mut rows {
        let want = BorderColor::all(if row.0 == focus.0 {
            theme::ACCENT
        } else {
            Color::NONE
        });
        if *border != want {
            *border = want;
        }
    }
    for (value, mut text) in &mut values {
        let v = match value.0 {
            Row::Colours => s.colours,
            Row::Empty => s.empty,
            _ => s.height,
        };
        set_text(&mut text, v.to_string());
    }
    for (button, mut border) in &mut difficulties {
        let want = BorderColor::all(if button.0 == s.difficulty {
            theme::ACCENT
        } else {
            theme::BUTTON_BORDER
        });
        if *border != want {
            *border = want;
        }
    }
    for (mut text, mut colour) in &mut field {
        let (shown, c) = if input.0.is_empty() && focus.0 != Row::Id {
            ("e.g. 9M24-7KQ3X9".to_string(), theme::TEXT_DIM)
        } else if focus.0 == Row::Id {
            (format!("{}_", input.0), theme::TEXT)
        } else {
            (input.0.clone(), theme::TEXT)
        };
        set_text(&mut text, shown);
        if colour.0 != c {
            colour.0 = c;
        }
    }
    let (line, c) = if let Some(id) = endless.generating() {
        (
            format!("Generating {id} ({})...", id.settings.describe()),
            theme::ACCENT,
        )
    } else if let Some(error) = &endless.error {
        (error.clone(), theme::ERROR)
    } else if let Some(level) = &level {
        let id = level.id.to_string();
        let done = store
            .progress
            .record(PACK_FILE, &id)
            .best_moves
            .map(|b| format!(", solved in {b} moves"))
            .unwrap_or_default();
        (
            format!("Last played: {id} ({}{done})", level.id.settings.describe()),
            theme::TEXT_DIM,
        )
    } else {
        (format!("New level: {}", s.describe()), theme::TEXT_DIM)
    };
    for (mut text, mut colour) in &mut status {
        set_text(&mut text, line.clone());
        if colour.0 != c {
            colour.0 = c;
        }
    }
}

fn set_text(text: &mut Text, value: String) {
    if text.0 != value {
        text.0 = value;
    }
}
