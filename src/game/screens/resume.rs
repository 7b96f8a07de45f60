//! Continue: back into the game played last, as it was left (the saves
//! layer keeps it after every move). From the level select's Continue
//! button or the C key, and from `water-sort play --continue`. A pack
//! level is found in the library by its pack's file name and its name; an
//! endless level is made again from its game ID.

use bevy::prelude::*;
use water_sort_core::game_id::{GameId, today_utc};
use water_sort_words::{Lang, say};

use super::endless::Endless;
use crate::game::board::{CurrentLevel, ENDLESS_PROGRESS_KEY};
use crate::game::packs::{Notice, PackLibrary};
use crate::game::saves::{SavedGame, SavedGames};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::menu_hint;
use crate::game::ui::interaction::Pressed;
use crate::game::ui::language::{Language, Said};
use crate::game::ui::widgets;

/// Ask to continue the game played last.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ContinueGame;

pub fn plugin(app: &mut App) {
    app.add_message::<ContinueGame>().add_systems(
        Update,
        continue_game
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Title).or_else(in_state(Screen::Loading))),
    );
}

/// Where the saved game `game` is in the library: (pack, level) indices.
pub fn find_level(library: &PackLibrary, game: &SavedGame) -> Option<(usize, usize)> {
    library.entries.iter().enumerate().find_map(|(p, entry)| {
        let pack = entry
            .good
            .as_ref()
            .filter(|_| entry.file_name == game.pack)?;
        let level = pack.levels.iter().position(|l| l.name == game.level)?;
        Some((p, level))
    })
}

/// How far a game in progress is: "12 moves in".
pub fn moves_in(moves: u32, lang: &Lang) -> String {
    say!(lang, "screens-moves-in", count = moves)
}

/// The Continue button for the level select, naming the game it resumes;
/// `None` when no game is in progress.
pub fn continue_button(saved: &SavedGames, lang: &Lang) -> Option<impl Bundle> {
    let game = saved.to_continue()?;
    let (endless, level, moves) = (
        game.pack == ENDLESS_PROGRESS_KEY,
        game.level.clone(),
        game.moves,
    );
    let text = Said::new(move |lang| {
        let name = if endless {
            say!(lang, "screens-continue-endless", id = &level)
        } else {
            level.clone()
        };
        let progress = moves_in(moves, lang);
        say!(lang, "screens-continue", name = name, progress = progress)
    });
    Some(widgets::button(
        text.spawn(lang),
        menu_hint("C", KeyCode::KeyC),
        |_: On<Pressed>, mut go: MessageWriter<ContinueGame>| {
            go.write(ContinueGame);
        },
    ))
}

/// Opens the game played last: a pack level at once, an endless level
/// once it is made again. Without one, or when its level is gone, the
/// player is told on the level select.
fn continue_game(
    mut asked: MessageReader<ContinueGame>,
    library: Res<PackLibrary>,
    saved: Res<SavedGames>,
    mut endless: ResMut<Endless>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: ResMut<Notice>,
    language: Res<Language>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let Some(game) = saved.to_continue() else {
        notice.0 = Some(say!(language, "screens-nothing-to-continue"));
        next.set(Screen::Title);
        return;
    };
    if game.pack == ENDLESS_PROGRESS_KEY {
        if let Ok(id) = game.level.parse::<GameId>() {
            let today = today_utc();
            let daily = (id == GameId::daily_variant(today, id.settings.variant)).then_some(today);
            endless.start(id, daily, Screen::Title);
            next.set(Screen::Endless);
            return;
        }
    } else if let Some((pack, level)) = find_level(&library, game) {
        *current = CurrentLevel::Pack { pack, level };
        next.set(Screen::Gameplay);
        return;
    }
    notice.0 = Some(say!(language, "screens-level-gone", level = &game.level));
    next.set(Screen::Title);
}
