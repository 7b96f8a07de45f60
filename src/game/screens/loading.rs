//! While the packs load (usually a frame or two).

use bevy::prelude::*;

use crate::game::Screen;
use crate::game::theme;

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), spawn_loading);
}

fn spawn_loading(mut commands: Commands) {
    commands.spawn((
        DespawnOnExit(Screen::Loading),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        children![theme::label("Loading levels...", 28.0, theme::TEXT_DIM)],
    ));
}
