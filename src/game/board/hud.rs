//! The game screen's UI: level name, move counter and par, the live
//! solvability status, the message line (errors, hints, help notes), and
//! the buttons with their keys.

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;

use super::Screen;
use super::hints::{HelpNote, Hint, ShowMe};
use super::input::{restart_keys, undo_keys};
use super::par::{LevelPar, Par};
use super::play::{Game, GameAction, StartLevel};
use super::solvability::{Solvability, SolvabilitySystems, Status, Verdict};
use super::theme::{self, ButtonAction};
use super::tubes::key_label;

#[derive(Component)]
pub struct HudTitle;

#[derive(Component)]
pub struct HudMoves;

/// "Solvable in N moves" / "Checking..." / "No solution from here".
#[derive(Component)]
pub struct HudStatus;

#[derive(Component)]
pub struct HudMessage;

/// The rewind button, shown only in a dead end.
#[derive(Component)]
pub struct RewindButton;

/// The "show me" button, whose label becomes "Stop" while it plays.
#[derive(Component)]
pub struct ShowMeButton;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        spawn_hud.after(StartLevel).run_if(resource_exists::<Game>),
    )
    .add_systems(
        Update,
        update_hud
            .after(SolvabilitySystems)
            .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
    );
}

fn spawn_hud(mut commands: Commands, game: Res<Game>) {
    let tubes = game.tube_count();
    commands.spawn((
        Name::new("HUD"),
        DespawnOnExit(Screen::Gameplay),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(12)),
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(3),
                    ..default()
                },
                children![
                    (HudTitle, theme::label("", 26.0, theme::TEXT)),
                    (HudMoves, theme::label("", 19.0, theme::ACCENT)),
                    (HudStatus, theme::label("", 17.0, theme::TEXT_DIM)),
                    (HudMessage, theme::label("", 17.0, theme::ERROR)),
                ],
            ),
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    row_gap: px(6),
                    ..default()
                },
                children![
                    theme::button(
                        "Undo",
                        undo_keys(tubes),
                        ButtonAction::Game(GameAction::Undo)
                    ),
                    theme::button("Redo", "Ctrl+Y", ButtonAction::Game(GameAction::Redo)),
                    theme::button(
                        "Restart",
                        restart_keys(tubes),
                        ButtonAction::Game(GameAction::Restart)
                    ),
                    theme::button(
                        "Hint",
                        "H, Space plays",
                        ButtonAction::Game(GameAction::Hint)
                    ),
                    (
                        ShowMeButton,
                        theme::button("Show me", "S", ButtonAction::Game(GameAction::ShowMe)),
                    ),
                    (
                        RewindButton,
                        theme::button(
                            "Rewind",
                            "B / Backspace",
                            ButtonAction::Game(GameAction::Rewind)
                        ),
                    ),
                    // "Back": to the level select, or to the endless screen.
                    theme::button("Back", "Esc", ButtonAction::Game(GameAction::Back)),
                ],
            ),
        ],
    ));
}

/// The texts of the HUD lines for the current state: (moves line, status
/// line and colour, message line and colour, dead end, show me playing).
pub struct HudLines {
    pub moves: String,
    pub status: (String, Color),
    pub message: (String, Color),
    pub dead_end: bool,
    pub showing: bool,
}

/// `rewind`: [`Solvability::rewind_steps`] of the position when it is a
/// known dead end, else `None` (see [`dead_end_rewind`]).
pub fn hud_lines(
    game: &Game,
    solvability: &Solvability,
    rewind: Option<usize>,
    level_par: &LevelPar,
    hint: &Hint,
    show_me: &ShowMe,
    note: &HelpNote,
) -> HudLines {
    let board = game.board();
    let par = match level_par.par {
        Some(Par::Moves(p)) => format!("par {p}"),
        Some(Par::Unsolvable) => "no par: the level has no solution".into(),
        Some(Par::Unknown) => "par unknown (too hard)".into(),
        None => "par: solving...".into(),
    };
    let moves = format!("Moves: {}     {par}", game.history.moves());
    let status = solvability.status(board);
    let dead_end = rewind.is_some_and(|n| n > 0);
    let status = match status {
        _ if game.won.is_some() => (String::new(), theme::TEXT_DIM),
        Status::Known(Verdict::Solvable {
            path,
            optimal: true,
        }) => (
            format!(
                "Solvable in {} move{}",
                path.len(),
                if path.len() == 1 { "" } else { "s" }
            ),
            theme::SUCCESS,
        ),
        Status::Known(Verdict::Solvable {
            path,
            optimal: false,
        }) => (
            format!(
                "Solvable (a solution in {} moves found; the shortest is unknown)",
                path.len()
            ),
            theme::SUCCESS,
        ),
        Status::Known(Verdict::Unsolvable) if dead_end => (
            "No solution from here!  Rewind (B) to the last solvable position".into(),
            theme::ERROR,
        ),
        Status::Known(Verdict::Unsolvable)
            if solvability.verdict(game.history.start()) == Some(&Verdict::Unsolvable) =>
        {
            (
                "No solution from here: this level cannot be solved at all".into(),
                theme::ERROR,
            )
        }
        Status::Known(Verdict::Unsolvable) => (
            "No solution from here: undo or restart".into(),
            theme::ERROR,
        ),
        Status::Known(Verdict::Unknown) => (
            "Unknown: too hard for the solver's budget".into(),
            theme::TEXT_DIM,
        ),
        Status::Checking | Status::Idle => ("Checking...".into(), theme::TEXT_DIM),
    };
    let message = if let Some(m) = &game.message {
        (m.clone(), theme::ERROR)
    } else if show_me.active {
        let left = solvability
            .verdict(board)
            .and_then(|v| match v {
                Verdict::Solvable { path, .. } => Some(path.len()),
                _ => None,
            })
            .map(|n| format!(", {n} to go"))
            .unwrap_or_default();
        (
            format!("Show me: playing the solution{left} (S or any key stops)"),
            theme::ACCENT,
        )
    } else if let Some(shown) = hint.shown.as_ref().filter(|h| h.board == *board) {
        let to_go = shown
            .moves_left
            .map(|n| format!(" - {n} moves to go"))
            .unwrap_or_else(|| " - not proven shortest".into());
        (
            format!(
                "Hint: pour {} into {}{to_go}   (Space plays it)",
                tube_name(shown.pour.from),
                tube_name(shown.pour.to)
            ),
            super::par::STAR,
        )
    } else if hint.wanted.as_ref() == Some(board) {
        ("Hint: thinking...".into(), theme::ACCENT)
    } else if let Some(text) = note.for_board(board) {
        (text.to_string(), theme::ACCENT)
    } else {
        (String::new(), theme::ACCENT)
    };
    HudLines {
        moves,
        status,
        message,
        dead_end,
        showing: show_me.active,
    }
}

/// A tube as the player knows it: its key label, else its number.
fn tube_name(index: usize) -> String {
    match key_label(index) {
        "" => format!("tube {}", index + 1),
        key => format!("tube {key}"),
    }
}

/// How far back the last solvable position is, when the position in play
/// is a known dead end.
pub fn dead_end_rewind(game: &Game, solvability: &Solvability) -> Option<usize> {
    match solvability.verdict(game.board()) {
        Some(Verdict::Unsolvable) => solvability.rewind_steps(&game.history),
        _ => None,
    }
}

/// [`dead_end_rewind`] as last computed, and for what: it walks the whole
/// history, so it is redone only when the game or the verdicts change.
#[derive(Default)]
struct RewindMemo {
    key: Option<(Tick, usize)>,
    steps: Option<usize>,
}

#[allow(clippy::too_many_arguments)]
fn update_hud(
    game: Res<Game>,
    mut memo: Local<RewindMemo>,
    solvability: Res<Solvability>,
    level_par: Res<LevelPar>,
    hint: Res<Hint>,
    show_me: Res<ShowMe>,
    note: Res<HelpNote>,
    mut texts: ParamSet<(
        Query<&mut Text, With<HudTitle>>,
        Query<&mut Text, With<HudMoves>>,
        Query<(&mut Text, &mut TextColor), With<HudStatus>>,
        Query<(&mut Text, &mut TextColor), With<HudMessage>>,
        Query<&mut Text>,
    )>,
    mut rewind: Query<&mut Node, With<RewindButton>>,
    show_me_button: Query<&Children, With<ShowMeButton>>,
) {
    // The game's change tick moves with every move, undo or rewind; the
    // cache only grows between clears (a verdict is never replaced).
    let key = (game.last_changed(), solvability.cache.len());
    if memo.key != Some(key) {
        memo.key = Some(key);
        memo.steps = dead_end_rewind(&game, &solvability);
    }
    let lines = hud_lines(
        &game,
        &solvability,
        memo.steps,
        &level_par,
        &hint,
        &show_me,
        &note,
    );
    // A one-level pack (an endless level) has no "1/1" worth showing.
    let title = if game.level_count > 1 {
        format!(
            "{}  -  {} ({}/{})",
            game.pack_name,
            game.level.name,
            game.level_index + 1,
            game.level_count
        )
    } else {
        format!("{}  -  {}", game.pack_name, game.level.name)
    };
    for mut t in &mut texts.p0() {
        set_text(&mut t, &title);
    }
    for mut t in &mut texts.p1() {
        set_text(&mut t, &lines.moves);
    }
    for (mut t, mut c) in &mut texts.p2() {
        set_text(&mut t, &lines.status.0);
        set_colour(&mut c, lines.status.1);
    }
    for (mut t, mut c) in &mut texts.p3() {
        set_text(&mut t, &lines.message.0);
        set_colour(&mut c, lines.message.1);
    }
    let display = if lines.dead_end {
        Display::Flex
    } else {
        Display::None
    };
    for mut node in &mut rewind {
        if node.display != display {
            node.display = display;
        }
    }
    let label = if lines.showing { "Stop" } else { "Show me" };
    let first_children: Vec<Entity> = show_me_button
        .iter()
        .filter_map(|c| c.first().copied())
        .collect();
    let mut all = texts.p4();
    for e in first_children {
        if let Ok(mut t) = all.get_mut(e) {
            set_text(&mut t, label);
        }
    }
}

fn set_text(text: &mut Mut<Text>, value: &str) {
    if text.0 != value {
        text.0 = value.to_string();
    }
}

fn set_colour(colour: &mut Mut<TextColor>, value: Color) {
    if colour.0 != value {
        colour.0 = value;
    }
}
