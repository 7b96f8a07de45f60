//! The editor screen: the level's tubes drawn as in play (the selected one
//! lifted), the palette bar (each colour with its key, symbol and count,
//! wrong counts marked), the status lines, the buttons and the prompt.
//! Everything is redrawn from the [`EditorSession`]; nothing here decides.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use water_sort_core::editor::Edit;

use super::{Answer, Ask, EditorAction};
use super::{Confirm, EditorSession, Prompt};
use crate::game::board::{
    BoardLayout, TubeArt, TubeIndex, TubeLiquid, is_light, palette_colour, window_size,
};
use crate::game::ui::interaction::{InteractionPalette, send};
use crate::game::ui::scale::room_at_bottom;
use crate::game::ui::theme;
use crate::game::ui::widgets::{fixed_button_look, font, label, overlay, with_action};
use crate::game::{GameSet, Screen};

/// Room above and below the tubes for the panels (window logical pixels);
/// below, at least this, more when the palette or the tools wrap onto more
/// rows (measured, see [`BottomPanel`]).
const TOP_PANEL: f32 = 130.0;
const MIN_BOTTOM_PANEL: f32 = 200.0;

/// The palette, tools and help under the tubes.
#[derive(Component)]
struct BottomPanel;

#[derive(Component)]
struct EditorTitle;
#[derive(Component)]
struct EditorLevelLine;
#[derive(Component)]
struct EditorStatus;
#[derive(Component)]
struct EditorMessage;
#[derive(Component)]
struct PaletteBar;
#[derive(Component)]
struct PromptPanel;
#[derive(Component)]
struct PromptText;
#[derive(Component)]
struct PromptButtons;
#[derive(Component)]
struct TubeNumber;

/// What the tubes on screen were spawned for; another level size, palette
/// or window means spawning them again.
#[derive(Resource, Default, PartialEq)]
struct Drawn(Option<DrawnFor>);

#[derive(PartialEq, Clone)]
struct DrawnFor {
    level: usize,
    tubes: usize,
    capacity: usize,
    palette: Vec<[u8; 3]>,
    window: Vec2,
    /// The room the bottom panel takes, whole pixels.
    bottom: u32,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(
            OnEnter(Screen::Editor),
            spawn_panels
                .in_set(GameSet::View)
                .run_if(resource_exists::<EditorSession>),
        )
        .add_systems(
            Update,
            (sync_tubes, update_texts, update_palette, update_prompt)
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
        );
}

fn spawn_panels(mut commands: Commands, mut drawn: ResMut<Drawn>) {
    // Back from a playtest the tubes are gone: draw them again.
    drawn.0 = None;
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Editor),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(16), px(10)),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(2),
            ..default()
        },
        children![
            (EditorTitle, label("", 24.0, theme::ACCENT)),
            (EditorLevelLine, label("", 17.0, theme::TEXT)),
            (EditorStatus, label("", 17.0, theme::TEXT_DIM)),
            (EditorMessage, label("", 15.0, theme::TEXT_DIM)),
        ],
    ));
    let bottom = commands
        .spawn((
            ChildOf(root),
            BottomPanel,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                width: percent(100),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(bottom),
        PaletteBar,
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            column_gap: px(4),
            row_gap: px(4),
            ..default()
        },
    ));
    let tools = commands
        .spawn((
            ChildOf(bottom),
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                max_width: px(1260),
                ..default()
            },
        ))
        .id();
    use EditorAction as A;
    let buttons: Vec<(&str, EditorAction)> = vec![
        ("Save ^S", A::Save),
        ("Playtest F5", A::Playtest),
        ("Undo ^Z", A::Undo),
        ("Redo ^Y", A::Redo),
        ("Deal ^D", A::Deal(None)),
        ("Deal seed", A::Ask(Ask::DealSeed)),
        ("< Level", A::PreviousLevel),
        ("Level >", A::NextLevel),
        ("New level", A::Edit(Edit::AddLevel)),
        ("Duplicate", A::Edit(Edit::DuplicateLevel)),
        ("Delete level", A::Edit(Edit::DeleteLevel)),
        ("Move up", A::Edit(Edit::MoveLevelUp)),
        ("Move down", A::Edit(Edit::MoveLevelDown)),
        ("Rename ^R", A::Ask(Ask::RenameLevel)),
        ("Capacity -", A::CapacityBy(-1)),
        ("Capacity +", A::CapacityBy(1)),
        ("Tube -", A::Edit(Edit::RemoveTube)),
        ("Tube +", A::Edit(Edit::AddTube)),
        ("Pack name", A::Ask(Ask::PackName)),
        ("Author", A::Ask(Ask::Author)),
        ("Description", A::Ask(Ask::Description)),
        ("Add colour", A::Ask(Ask::AddColour)),
        ("Edit colour", A::Ask(Ask::ChangeColour)),
        ("Close Esc", A::Leave),
    ];
    for (text, action) in buttons {
        commands.spawn((ChildOf(tools), tool_button(text, action)));
    }
    commands.spawn((
        ChildOf(bottom),
        label(
            "Left/Right: tube   key: add colour   Backspace: take top   Delete: empty   +/-: tubes   \
             PgUp/PgDn: level   Ctrl+Up/Down: move it   Ctrl+N: new   Click: add   Right click: take   \
             Drag: move",
            13.0,
            theme::TEXT_DIM,
        ),
    ));
    // The prompt: hidden until a question is open.
    commands.spawn((
        PromptPanel,
        DespawnOnExit(Screen::Editor),
        GlobalZIndex(10),
        Node {
            display: Display::None,
            ..overlay()
        },
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.80)),
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(12),
                padding: UiRect::all(px(24)),
                max_width: px(900),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.07, 0.09, 0.18)),
            BorderColor::all(theme::BUTTON_BORDER),
            children![
                (PromptText, label("", 20.0, theme::TEXT)),
                (
                    PromptButtons,
                    Node {
                        flex_direction: FlexDirection::Row,
                        ..default()
                    }
                ),
            ],
        )],
    ));
}

fn tool_button(text: &str, action: EditorAction) -> impl Bundle {
    with_action(
        fixed_button_look(text, (100.0, 14.0), UiRect::all(px(2))),
        send(action),
    )
}

/// Spawns the tubes again when the level's size, the palette or the window
/// changed; otherwise only their liquid and lift follow the level.
#[allow(clippy::too_many_arguments)]
fn sync_tubes(
    mut commands: Commands,
    session: Res<EditorSession>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut drawn: ResMut<Drawn>,
    mut layout: ResMut<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut tubes: Query<(Entity, &TubeIndex, &mut TubeLiquid, &mut Transform)>,
    numbers: Query<Entity, With<TubeNumber>>,
    panel: Query<&ComputedNode, With<BottomPanel>>,
    ui_scale: Option<Res<UiScale>>,
) {
    // The panel as laid out, with the root's padding (10) under it.
    let measured = panel
        .single()
        .ok()
        .and_then(|p| room_at_bottom(p, 10.0, ui_scale.as_deref()));
    let bottom = measured.unwrap_or(0.0).max(MIN_BOTTOM_PANEL).ceil() as u32;
    let editor = &session.editor;
    let level = editor.level();
    let wanted = DrawnFor {
        level: editor.level_index(),
        tubes: level.tubes.len(),
        capacity: level.capacity,
        palette: editor.pack().palette.iter().map(|c| c.rgb).collect(),
        window: window_size(&windows),
        bottom,
    };
    if drawn.0.as_ref() != Some(&wanted) {
        for (entity, ..) in &tubes {
            commands.entity(entity).despawn();
        }
        for entity in &numbers {
            commands.entity(entity).despawn();
        }
        *layout = BoardLayout::compute_between(
            wanted.window,
            wanted.tubes,
            wanted.capacity,
            (TOP_PANEL, bottom as f32),
        );
        let art = TubeArt::new(&editor.pack().palette, &mut meshes, &mut materials);
        for (i, units) in level.tubes.iter().enumerate() {
            let tube = crate::game::board::spawn_tube(
                &mut commands,
                &mut meshes,
                &art,
                (i, level.capacity),
                &layout,
                Screen::Editor,
            );
            commands.entity(tube).insert((
                TubeLiquid::at_rest(units),
                Transform::from_translation(layout.rest(i, i == editor.tube()))
                    .with_scale(Vec3::splat(layout.scale)),
            ));
            commands.spawn((
                TubeNumber,
                Text2d::new((i + 1).to_string()),
                font(18.0),
                TextColor(theme::TEXT_DIM),
                Transform::from_translation(layout.label_pos(i))
                    .with_scale(Vec3::splat(layout.scale)),
                DespawnOnExit(Screen::Editor),
            ));
        }
        commands.insert_resource(art);
        drawn.0 = Some(wanted);
        return;
    }
    for (_, index, mut liquid, mut transform) in &mut tubes {
        let Some(units) = level.tubes.get(index.0) else {
            continue;
        };
        if liquid.units != *units || liquid.extra != 0.0 {
            *liquid = TubeLiquid::at_rest(units);
        }
        let at = layout.rest(index.0, index.0 == editor.tube());
        if transform.translation != at {
            transform.translation = at;
        }
    }
}

fn update_texts(
    session: Res<EditorSession>,
    fresh: Query<(), Added<EditorTitle>>,
    mut texts: ParamSet<(
        Query<&mut Text, With<EditorTitle>>,
        Query<&mut Text, With<EditorLevelLine>>,
        Query<(&mut Text, &mut TextColor), With<EditorStatus>>,
        Query<(&mut Text, &mut TextColor), With<EditorMessage>>,
    )>,
) {
    // New panels (back from a playtest) are filled even if nothing changed.
    if !session.is_changed() && fresh.is_empty() {
        return;
    }
    let editor = &session.editor;
    let pack = editor.pack();
    let level = editor.level();
    let mut title = format!("Editing {} ({})", pack.name, session.display);
    if editor.is_dirty() {
        title.push_str("  - unsaved changes");
    }
    if let Some(note) = &session.note {
        title.push_str(&format!("\n{note}"));
    }
    let colour = pack
        .palette
        .get(editor.colour as usize)
        .map(|c| format!("{} ({})", c.name, c.key))
        .unwrap_or_default();
    let line = format!(
        "Level {} of {}: {}    capacity {}    {} tubes    tube {} selected    click adds {}",
        editor.level_index() + 1,
        pack.levels.len(),
        level.name,
        level.capacity,
        level.tubes.len(),
        editor.tube() + 1,
        colour
    );
    set_text(&mut texts.p0(), title);
    set_text(&mut texts.p1(), line);
    let status = session.status();
    let status_colour = if !editor.problems().is_empty() {
        theme::ERROR
    } else if session.assessment().is_some_and(|a| {
        matches!(
            a,
            water_sort_core::editor::Assessment::Solvable { .. }
                | water_sort_core::editor::Assessment::SolvableNotOptimal { .. }
        )
    }) {
        theme::SUCCESS
    } else {
        theme::TEXT_DIM
    };
    for (mut text, mut colour) in &mut texts.p2() {
        text.0.clone_from(&status);
        colour.0 = status_colour;
    }
    let (message, colour) = match &session.message {
        Some(m) if session.error => (m.clone(), theme::ERROR),
        Some(m) => (m.clone(), theme::TEXT),
        None => (String::new(), theme::TEXT_DIM),
    };
    for (mut text, mut c) in &mut texts.p3() {
        text.0.clone_from(&message);
        c.0 = colour;
    }
}

fn set_text(query: &mut Query<&mut Text, impl bevy::ecs::query::QueryFilter>, value: String) {
    for mut text in query.iter_mut() {
        if text.0 != value {
            text.0.clone_from(&value);
        }
    }
}

/// The palette bar: rebuilt when the pack, the level or the chosen colour
/// changes.
fn update_palette(
    mut commands: Commands,
    session: Res<EditorSession>,
    bars: Query<Entity, With<PaletteBar>>,
    mut last: Local<Option<(Entity, Vec<usize>, usize, u8, Vec<String>)>>,
) {
    let Ok(bar) = bars.single() else { return };
    let editor = &session.editor;
    let counts = editor.colour_counts();
    let capacity = editor.level().capacity;
    let shown: Vec<String> = editor
        .pack()
        .palette
        .iter()
        .map(|c| format!("{c:?}"))
        .collect();
    // The bar entity is part of the key: new panels get a new bar.
    let key = (bar, counts.clone(), capacity, editor.colour, shown);
    if last.as_ref() == Some(&key) {
        return;
    }
    *last = Some(key);
    commands.entity(bar).despawn_children();
    for (i, colour) in editor.pack().palette.iter().enumerate() {
        let count = counts[i];
        let chosen = i == editor.colour as usize;
        let wrong = count != 0 && count != capacity;
        let ink = if is_light(colour.rgb) {
            Color::BLACK
        } else {
            Color::WHITE
        };
        // A wrong count is framed in red even on the chosen colour (which
        // then has the thicker frame).
        let border = if wrong {
            theme::ERROR
        } else if chosen {
            theme::ACCENT
        } else {
            theme::BUTTON_BORDER
        };
        let fill = palette_colour(colour.rgb);
        commands.spawn((
            ChildOf(bar),
            with_action(
                (
                    Button,
                    InteractionPalette {
                        none: fill,
                        hovered: fill.lighter(0.08),
                        pressed: fill.darker(0.08),
                    },
                    Node {
                        width: px(54),
                        height: px(48),
                        flex_direction: FlexDirection::Column,
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border: UiRect::all(px(match (chosen, wrong) {
                            (true, _) => 4,
                            (false, true) => 3,
                            (false, false) => 1,
                        })),
                        border_radius: BorderRadius::all(px(8)),
                        ..default()
                    },
                    BackgroundColor(fill),
                    BorderColor::all(border),
                    children![
                        label(format!("{} {}", colour.key, colour.symbol), 16.0, ink),
                        label(
                            match count {
                                0 => "-".to_string(),
                                n if wrong => format!("{n}/{capacity} !"),
                                n => format!("{n}/{capacity}"),
                            },
                            12.0,
                            ink
                        ),
                    ],
                ),
                send(EditorAction::SelectColour(i as u8)),
            ),
        ));
    }
}

/// The prompt panel follows the open question.
fn update_prompt(
    mut commands: Commands,
    session: Res<EditorSession>,
    mut panels: Query<&mut Node, With<PromptPanel>>,
    mut texts: Query<&mut Text, With<PromptText>>,
    rows: Query<Entity, With<PromptButtons>>,
    mut last: Local<Option<(Entity, Option<Prompt>)>>,
) {
    let Ok(row) = rows.single() else { return };
    if !session.is_changed() && last.as_ref().is_some_and(|(r, _)| *r == row) {
        return;
    }
    let prompt = session.prompt.clone();
    for mut node in &mut panels {
        let display = if prompt.is_some() {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
    }
    let text = match &prompt {
        None => String::new(),
        Some(Prompt::Text { ask, text }) => {
            let error = match (&session.message, session.error) {
                (Some(m), true) => format!("\n{m}"),
                _ => String::new(),
            };
            format!(
                "{}\n\n{text}_\n\nEnter: OK    Esc: cancel{error}",
                ask.question(session.editor.colour)
            )
        }
        Some(Prompt::Confirm(Confirm::Leave)) => {
            "There are unsaved changes.\n\nS: save and leave    D: leave without saving    Esc: keep editing".into()
        }
        Some(Prompt::Confirm(Confirm::Unsolvable { level })) => format!(
            "Level {} is unsolvable: no sequence of pours sorts it.\nSave it anyway? The level select will mark it.\n\nY: save    Esc: keep editing",
            level + 1
        ),
        Some(Prompt::Confirm(Confirm::ChangedOnDisk)) => format!(
            "{} changed on disk since it was opened or saved here.\n\nR: read it again (your edits are dropped)    O: overwrite it with yours    Esc: cancel",
            session.display
        ),
    };
    for mut t in &mut texts {
        if t.0 != text {
            t.0.clone_from(&text);
        }
    }
    // Buttons for the answers, when the kind of question changed.
    let kind = prompt.as_ref().map(|p| match p {
        Prompt::Text { ask, .. } => Prompt::Text {
            ask: *ask,
            text: String::new(),
        },
        other => other.clone(),
    });
    if last.as_ref() == Some(&(row, kind.clone())) {
        return;
    }
    *last = Some((row, kind.clone()));
    commands.entity(row).despawn_children();
    let answers: Vec<(&str, EditorAction)> = match kind {
        None => Vec::new(),
        Some(Prompt::Text { .. }) => vec![
            ("OK", EditorAction::SubmitTyped),
            ("Cancel", EditorAction::Cancel),
        ],
        Some(Prompt::Confirm(Confirm::Leave)) => vec![
            ("Save and leave", EditorAction::Answer(Answer::SaveAndLeave)),
            ("Leave", EditorAction::Answer(Answer::Discard)),
            ("Keep editing", EditorAction::Cancel),
        ],
        Some(Prompt::Confirm(Confirm::Unsolvable { .. })) => vec![
            ("Save", EditorAction::Answer(Answer::SaveUnsolvable)),
            ("Keep editing", EditorAction::Cancel),
        ],
        Some(Prompt::Confirm(Confirm::ChangedOnDisk)) => vec![
            ("Read again", EditorAction::Answer(Answer::Reload)),
            ("Overwrite", EditorAction::Answer(Answer::Overwrite)),
            ("Cancel", EditorAction::Cancel),
        ],
    };
    for (text, action) in answers {
        commands.spawn((
            ChildOf(row),
            with_action(
                fixed_button_look(text, (160.0, 16.0), UiRect::all(px(6))),
                send(action),
            ),
        ));
    }
}
