//! The game screen's UI: level name, move counter, the message line, and
//! the buttons with their keys.

use bevy::prelude::*;

use super::Screen;
use super::input::{restart_keys, undo_keys};
use super::play::{Game, GameAction, StartLevel};
use super::theme::{self, ButtonAction};

#[derive(Component)]
pub struct HudTitle;

#[derive(Component)]
pub struct HudMoves;

#[derive(Component)]
pub struct HudMessage;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        spawn_hud.after(StartLevel).run_if(resource_exists::<Game>),
    )
    .add_systems(
        Update,
        update_hud.run_if(
            in_state(Screen::Gameplay)
                .and_then(resource_exists::<Game>)
                .and_then(resource_changed::<Game>),
        ),
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
                    row_gap: px(4),
                    ..default()
                },
                children![
                    (HudTitle, theme::label("", 28.0, theme::TEXT)),
                    (HudMoves, theme::label("", 20.0, theme::ACCENT)),
                    (HudMessage, theme::label("", 18.0, theme::ERROR)),
                ],
            ),
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
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
                    theme::button("Hint", "H", ButtonAction::Game(GameAction::Hint)),
                    theme::button("Levels", "Esc", ButtonAction::Game(GameAction::Back)),
                ],
            ),
        ],
    ));
}

fn update_hud(
    game: Res<Game>,
    mut title: Query<&mut Text, (With<HudTitle>, Without<HudMoves>, Without<HudMessage>)>,
    mut moves: Query<&mut Text, (With<HudMoves>, Without<HudTitle>, Without<HudMessage>)>,
    mut message: Query<
        (&mut Text, &mut TextColor),
        (With<HudMessage>, Without<HudTitle>, Without<HudMoves>),
    >,
) {
    for mut t in &mut title {
        t.0 = format!(
            "{}  -  {} ({}/{})",
            game.pack_name,
            game.level.name,
            game.level_index + 1,
            game.level_count
        );
    }
    for mut t in &mut moves {
        let optimal = game
            .level
            .optimal_moves
            .map(|m| format!("   (best possible: {m})"))
            .unwrap_or_default();
        t.0 = format!("Moves: {}{optimal}", game.history.moves());
    }
    for (mut t, mut colour) in &mut message {
        let text = game.message.clone().unwrap_or_default();
        colour.0 = if text.starts_with("Hint") || text.starts_with("Thinking") {
            theme::ACCENT
        } else {
            theme::ERROR
        };
        t.0 = text;
    }
}
