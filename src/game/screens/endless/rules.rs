//! The endless screen's rule chooser: classic, tubes of different heights,
//! locked tubes or ball sort, for new levels and the daily puzzle.

use bevy::prelude::*;
use water_sort_core::game_id::VariantKind;
use water_sort_words::{Lang, say};

use super::Endless;
use super::endless_input::{EndlessAction, EndlessPressed};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::interaction::send;
use crate::game::ui::language::Said;
use crate::game::ui::theme::{self, ThemedBorder};
use crate::game::ui::widgets::{said_fixed_button_look, with_action};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_rule
            .in_set(GameSet::View)
            .run_if(in_state(Screen::Endless).and_then(resource_changed::<Endless>)),
    );
}

/// The button choosing a variant.
#[derive(Component, Clone, Copy)]
pub struct RuleButton(pub VariantKind);

/// A rule's name on its button and in a level's settings.
pub fn rule_name(variant: VariantKind) -> &'static str {
    match variant {
        VariantKind::Classic => "endless-rule-classic",
        VariantKind::Heights => "endless-rule-heights",
        VariantKind::Locks => "endless-rule-locks",
        VariantKind::Ball => "endless-rule-ball",
    }
}

/// `settings` said with the rule when it is not the classic one.
pub fn with_rule(settings: String, variant: VariantKind, lang: &Lang) -> String {
    if variant == VariantKind::Classic {
        return settings;
    }
    let rule = say!(lang, rule_name(variant));
    say!(lang, "endless-with-rule", settings = settings, rule = rule)
}

/// The row's buttons, one per variant.
pub fn rule_buttons(lang: &Lang) -> impl Bundle {
    (
        Node::default(),
        children![
            rule_button(VariantKind::Classic, lang),
            rule_button(VariantKind::Heights, lang),
            rule_button(VariantKind::Locks, lang),
            rule_button(VariantKind::Ball, lang),
        ],
    )
}

fn rule_button(variant: VariantKind, lang: &Lang) -> impl Bundle {
    with_action(
        (
            RuleButton(variant),
            // A longer word widens its button instead of wrapping in it.
            said_fixed_button_look(
                Said::message(rule_name(variant)),
                lang,
                (100.0, 18.0),
                UiRect::left(px(6)),
            ),
        ),
        send(EndlessPressed(EndlessAction::SetRule(variant))),
    )
}

/// The chosen rule's button is outlined.
fn show_rule(endless: Res<Endless>, mut buttons: Query<(&RuleButton, &mut ThemedBorder)>) {
    for (button, mut border) in &mut buttons {
        border.set_if_neq(ThemedBorder(if button.0 == endless.settings.variant {
            theme::ACCENT
        } else {
            theme::BUTTON_BORDER
        }));
    }
}
