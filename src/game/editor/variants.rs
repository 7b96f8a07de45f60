//! The editor's variant tools: the selected tube's height (one unit more or
//! less), its lock (none, then each colour of the level in palette order,
//! then none again) and the level's rule (water or ball sort). Each is one
//! of the core's edits, so one undo step. Their labels say what the
//! selected tube and the level have now, and follow every change.

use bevy::prelude::*;
use water_sort_core::Colour;
use water_sort_core::editor::Edit;
use water_sort_core::level::{Level, PaletteColour};
use water_sort_core::variant::Rule;
use water_sort_words::say;
use water_sort_words::variants::colour_name;

use super::{EditorAction, EditorSession};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::{Language, Said};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        relabel
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorSession>)),
    );
}

/// The edit a variant tool asks for on the level in focus, or why there is
/// none (`Err`); `None` for the other actions.
pub(super) fn variant_edit(s: &EditorSession, action: &EditorAction) -> Option<Result<Edit, Said>> {
    let level = s.editor.level();
    let tube = s.editor.tube();
    let edit = match action {
        EditorAction::HeightBy(delta) => {
            let height = level
                .variant
                .height(tube, level.capacity)
                .saturating_add_signed(*delta);
            Ok(Edit::SetHeight { tube, height })
        }
        EditorAction::CycleLock => {
            let now = level.variant.lock(tube);
            let counts = s.editor.colour_counts();
            match next_key(now, &counts) {
                None if now.is_none() => {
                    let tube = tube + 1;
                    Err(Said::new(move |l| {
                        say!(l, "editor-variants-no-key", tube = tube)
                    }))
                }
                key => Ok(Edit::SetLock { tube, key }),
            }
        }
        EditorAction::ToggleRule => Ok(Edit::SetRule(match level.variant.rule {
            Rule::Water => Rule::Ball,
            Rule::Ball => Rule::Water,
        })),
        _ => return None,
    };
    Some(edit)
}

/// The key after `now` in the cycle: the next palette colour the level has
/// (`counts` per palette colour), or none after the last.
fn next_key(now: Option<Colour>, counts: &[usize]) -> Option<Colour> {
    let from = now.map_or(0, |k| k as usize + 1);
    (from..counts.len())
        .find(|&c| counts[c] > 0)
        .map(|c| c as Colour)
}

/// A tool label that says what the level has now.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Live {
    /// The selected tube's height.
    Height,
    /// The selected tube's key colour, or none.
    Lock,
    /// The level's rule.
    Rule,
}

impl Live {
    /// What the label says for the selected tube `tube` of `level`, with
    /// the pack's `palette` (the key colour named, its key beside it).
    pub(super) fn said(self, level: &Level, tube: usize, palette: &[PaletteColour]) -> Said {
        match self {
            Live::Height => {
                let height = level.variant.height(tube, level.capacity);
                Said::new(move |l| say!(l, "editor-variants-height", height = height))
            }
            Live::Lock => match level.variant.lock(tube) {
                None => Said::message("editor-variants-unlocked"),
                Some(k) => {
                    let (key, name) = palette
                        .get(k as usize)
                        .map_or(('?', String::new()), |c| (c.key, c.name.clone()));
                    let key = key.to_string();
                    Said::new(move |l| {
                        let colour = colour_name(l, &name);
                        say!(l, "editor-variants-locked", colour = colour, key = &key)
                    })
                }
            },
            Live::Rule => Said::message(match level.variant.rule {
                Rule::Water => "editor-variants-rule-water",
                Rule::Ball => "editor-variants-rule-ball",
            }),
        }
    }

    /// What the label says in the session as it is.
    pub(super) fn said_now(self, s: &EditorSession) -> Said {
        self.said(s.editor.level(), s.editor.tube(), &s.editor.pack().palette)
    }
}

/// The live labels (a label, or a button's text under it) say the session
/// again when it changes, and when they are new.
fn relabel(
    session: Res<EditorSession>,
    language: Res<Language>,
    fresh: Query<(), Added<Live>>,
    tools: Query<(Entity, &Live)>,
    children: Query<&Children>,
    mut texts: Query<(&mut Text, &mut Said)>,
) {
    if !session.is_changed() && !language.is_changed() && fresh.is_empty() {
        return;
    }
    for (tool, live) in &tools {
        let said = live.said_now(&session);
        let text = said.text(&language);
        for e in std::iter::once(tool).chain(children.iter_descendants(tool)) {
            if let Ok((mut shown, mut says)) = texts.get_mut(e) {
                if shown.0 != text {
                    shown.0.clone_from(&text);
                }
                *says = said.clone();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_cycles_through_the_colours_of_the_level_and_back_to_none() {
        // Colours 0 and 2 are in the level, 1 and 3 are not.
        let counts = [4, 0, 3, 0];
        assert_eq!(next_key(None, &counts), Some(0));
        assert_eq!(next_key(Some(0), &counts), Some(2));
        assert_eq!(next_key(Some(2), &counts), None);
        // A key the level does not have goes on to the next it has.
        assert_eq!(next_key(Some(1), &counts), Some(2));
        assert_eq!(next_key(None, &[0, 0]), None);
    }
}
