//! While the packs load (usually a frame or two); once every pack has
//! loaded or failed, straight into the level asked for on the command
//! line, the game played last for `--continue`, the editor for
//! `water-sort edit`, or to the level select.

use bevy::prelude::*;
use water_sort_words::say;

use super::lesson::FirstRun;
use super::resume::ContinueGame;
use crate::game::board::CurrentLevel;
use crate::game::packs::{EditPack, EditRequest, GameConfig, Notice, PackLibrary};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::{theme, widgets};

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), spawn_loading)
        .add_systems(
            Update,
            leave_loading
                .in_set(GameSet::Logic)
                .run_if(in_state(Screen::Loading)),
        );
}

fn spawn_loading(mut commands: Commands, language: Res<Language>) {
    commands.spawn((
        DespawnOnExit(Screen::Loading),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        children![widgets::label(
            Said::message("screens-loading").spawn(&language),
            28.0,
            theme::TEXT_DIM
        )],
    ));
}

fn leave_loading(
    mut commands: Commands,
    library: Res<PackLibrary>,
    config: Res<GameConfig>,
    mut current: ResMut<CurrentLevel>,
    (mut next, first_run): (ResMut<NextState<Screen>>, FirstRun),
    mut notice: ResMut<Notice>,
    mut continue_game: MessageWriter<ContinueGame>,
    language: Res<Language>,
) {
    if !library.all_settled() {
        return;
    }
    let options = &config.0;
    if options.edit
        && let Some(pack_path) = &options.pack
    {
        commands.insert_resource(EditRequest {
            pack: EditPack::File(pack_path.clone()),
            level: options.level.unwrap_or(1).saturating_sub(1),
            new_level: false,
        });
        next.set(Screen::Editor);
        return;
    }
    if options.continue_last {
        continue_game.write(ContinueGame);
        return;
    }
    if let Some(pack_path) = &options.pack
        && let Some(pack) = library.find(pack_path)
        && let Some(good) = &library.entries[pack].good
    {
        let level = options
            .level
            .unwrap_or(1)
            .clamp(1, good.levels.len().max(1))
            - 1;
        if let Some(asked) = options.level
            && asked > good.levels.len()
        {
            // Clamped, but said.
            let path = &library.entries[pack].display_path;
            let count = good.levels.len();
            notice.0 = Some(say!(
                language,
                "screens-pack-short",
                count = count,
                path = path
            ));
        }
        *current = CurrentLevel::Pack { pack, level };
        if options.level.is_some() && !good.levels.is_empty() {
            next.set(Screen::Gameplay);
            return;
        }
    }
    // A new player's first run opens the lesson first.
    next.set(first_run.screen());
}
