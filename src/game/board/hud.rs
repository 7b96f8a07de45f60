//! The game screen's UI: level name, move counter and par, the solvability
//! status, the message line (errors, hints, help notes), and the buttons
//! with their keys. What the assist layer has to say arrives in
//! [`HelpLines`]; the HUD only shows it.

use bevy::prelude::*;
use water_sort_words::{Lang, say};

use super::game::{Game, GameAction};
use super::hud_bars::{
    ButtonBar, HUD_PADDING, LINE_GAP, LINE_SIZES, RESERVED_TEXT_HEIGHT, TextLines,
};
use super::keys::{keys_in, pad_button_for};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::gamepad::{KeyHint, menu_hint};
use crate::game::ui::interaction::{Disabled, send};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::open_settings;
use crate::game::ui::theme::{self, Ink, ThemedText};
use crate::game::ui::widgets::{button, button_look, button_look_min, font, label, with_action};

#[derive(Component)]
pub struct HudTitle;

#[derive(Component)]
pub struct HudMoves;

/// Which rules the level plays by, when they are not classic ("Ball sort:
/// one ball a move"); not shown on a classic level.
#[derive(Component)]
pub struct HudRule;

/// "Solvable in N moves" / "Checking..." / "No solution from here".
#[derive(Component)]
pub struct HudStatus;

#[derive(Component)]
pub struct HudMessage;

/// The rewind button: live only in a dead end, faded the rest of the time
/// (never taken out of the bar: the other buttons never move).
#[derive(Component)]
pub struct RewindButton;

/// The "show me" button, whose label becomes "Stop" while it plays (at one
/// width: the buttons after it stay put).
#[derive(Component)]
pub struct ShowMeButton;

/// The hint button, whose keys' words ("1, 2 plays") are said again when
/// the language changes.
#[derive(Component)]
struct HintButton;

/// The assist layer's lines for the HUD, refreshed by it every frame.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct HelpLines {
    /// After the move counter: "par 12", "par: solving...".
    pub par: String,
    pub status: (String, Ink),
    /// Hint, "show me" or a help note; the game's own message goes first.
    pub help: (String, Ink),
    /// The position is a known dead end with a solvable one behind it.
    pub dead_end: bool,
    /// "Show me" is playing.
    pub showing: bool,
}

impl Default for HelpLines {
    fn default() -> Self {
        HelpLines {
            par: String::new(),
            // The assist layer says it ("Checking..." first) before any
            // frame shows it.
            status: (String::new(), theme::TEXT_DIM),
            help: (String::new(), theme::ACCENT),
            dead_end: false,
            showing: false,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<HelpLines>()
        .add_systems(
            OnEnter(Screen::Gameplay),
            spawn_hud
                .in_set(GameSet::View)
                .run_if(resource_exists::<Game>),
        )
        .add_systems(
            Update,
            (
                tighten_buttons,
                update_hud,
                say_hint_keys.run_if(resource_changed::<Language>),
            )
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        );
}

/// A group of [`ButtonBar`]'s buttons, kept together on a row.
#[derive(Component)]
struct ButtonGroup;

/// Gap between the bar's rows (UI pixels).
const BAR_ROW_GAP: f32 = 6.0;

/// The node of a [`ButtonGroup`].
fn group() -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        max_width: percent(100),
        row_gap: px(BAR_ROW_GAP),
        ..default()
    }
}

/// The HUD's buttons are the widgets' buttons drawn tighter (less padding
/// beside their labels, less margin between them): the nine of them fit
/// one row at 800x600 in English, and the board keeps the height a second
/// row would take.
fn tighten_buttons(
    mut buttons: Query<(Entity, &mut Node), Added<Button>>,
    parents: Query<&ChildOf>,
    groups: Query<(), With<ButtonGroup>>,
) {
    for (button, mut node) in &mut buttons {
        if parents.iter_ancestors(button).any(|a| groups.contains(a)) {
            node.padding = UiRect::axes(px(BUTTON_PADDING.x), px(BUTTON_PADDING.y));
            node.margin = UiRect::axes(px(BUTTON_MARGIN), px(0));
        }
    }
}

/// A HUD button's padding (beside and over its label) and its margin on
/// each side, UI pixels (the widgets' buttons: 16 and 8, and 6).
const BUTTON_PADDING: Vec2 = Vec2::new(10.0, 6.0);
const BUTTON_MARGIN: f32 = 3.0;

/// The alpha of a faded button's labels.
const FADED: f32 = 0.35;

/// The "show me" button's width, the same as "Stop" (UI pixels).
const SHOW_ME_WIDTH: f32 = 112.0;

/// A HUD button doing `action`, named by message `id` with its keys.
fn action_button(id: &'static str, lang: &Lang, keys: KeyHint, action: GameAction) -> impl Bundle {
    button(Said::message(id).spawn(lang), keys, send(action))
}

/// The hint button's keys: the one that shows a hint, the one that plays it.
fn hint_keys(lang: &Lang, tubes: usize) -> KeyHint {
    let both = |show: String, play: String| say!(lang, "hud-hint-keys", show = show, play = play);
    let pad = |action| pad_button_for(action).unwrap_or_default().to_string();
    KeyHint::with_pad(
        both(
            keys_in(lang, GameAction::Hint, tubes),
            keys_in(lang, GameAction::PlayHint, tubes),
        ),
        Some(&both(pad(GameAction::Hint), pad(GameAction::PlayHint))),
    )
}

/// The hint button's keys in the language now spoken.
fn say_hint_keys(
    language: Res<Language>,
    game: Res<Game>,
    buttons: Query<Entity, With<HintButton>>,
    children: Query<&Children>,
    mut hints: Query<&mut KeyHint>,
) {
    let want = hint_keys(&language, game.tube_count());
    for e in buttons.iter().flat_map(|b| children.iter_descendants(b)) {
        if let Ok(mut hint) = hints.get_mut(e) {
            hint.set_if_neq(want.clone());
        }
    }
}

fn spawn_hud(mut commands: Commands, game: Res<Game>, language: Res<Language>) {
    let lang: &Lang = &language;
    let tubes = game.tube_count();
    let keys = |action| KeyHint::with_pad(keys_in(lang, action, tubes), pad_button_for(action));
    let act = |id, action| action_button(id, lang, keys(action), action);
    // The rules line, only on a level that is not classic (the level's
    // start: the rules do not change in play).
    let board = game.board().clone();
    let rule_display = if water_sort_words::variants::rule_line(lang, &board).is_empty() {
        Display::None
    } else {
        Display::Flex
    };
    commands.spawn((
        Name::new("HUD"),
        DespawnOnExit(Screen::Gameplay),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(HUD_PADDING)),
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                TextLines,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(LINE_GAP),
                    // At least the four lines' room, shown or not; and the
                    // measured bar only grows (`hud_bars`), so a hint or a
                    // message does not move the board.
                    min_height: px(RESERVED_TEXT_HEIGHT),
                    ..default()
                },
                children![
                    (HudTitle, label("", LINE_SIZES[0], theme::TEXT)),
                    (
                        HudRule,
                        Said::new(move |l| water_sort_words::variants::rule_line(l, &board))
                            .spawn(lang),
                        font(LINE_SIZES[2]),
                        ThemedText(theme::TEXT_DIM),
                        Node {
                            display: rule_display,
                            ..default()
                        },
                    ),
                    (HudMoves, label("", LINE_SIZES[1], theme::ACCENT)),
                    (HudStatus, label("", LINE_SIZES[2], theme::TEXT_DIM)),
                    (HudMessage, label("", LINE_SIZES[3], theme::ERROR)),
                ],
            ),
            (
                ButtonBar,
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    max_width: percent(100),
                    row_gap: px(BAR_ROW_GAP),
                    ..default()
                },
                children![
                    (
                        ButtonGroup,
                        group(),
                        children![
                            act("hud-undo", GameAction::Undo),
                            act("hud-redo", GameAction::Redo),
                            act("hud-restart", GameAction::Restart),
                            (
                                HintButton,
                                action_button(
                                    "hud-hint",
                                    lang,
                                    hint_keys(lang, tubes),
                                    GameAction::Hint
                                ),
                            ),
                            (
                                ShowMeButton,
                                with_action(
                                    // Its label is the HUD's to write ("Stop"
                                    // while it plays): no `Said` on it.
                                    button_look_min(
                                        say!(lang, "hud-show-me"),
                                        keys(GameAction::ShowMe),
                                        px(SHOW_ME_WIDTH)
                                    ),
                                    send(GameAction::ShowMe)
                                ),
                            ),
                        ],
                    ),
                    (
                        ButtonGroup,
                        group(),
                        children![
                            (
                                RewindButton,
                                with_action(
                                    (
                                        Disabled,
                                        button_look(
                                            Said::message("hud-rewind").spawn(lang),
                                            keys(GameAction::Rewind)
                                        )
                                    ),
                                    send(GameAction::Rewind)
                                ),
                            ),
                            act("hud-extra-tube", GameAction::ExtraTube),
                            button(
                                Said::message("settings-panel-title").spawn(lang),
                                menu_hint("F2", KeyCode::F2),
                                open_settings
                            ),
                            // "Back": to the level select, or to the endless
                            // screen.
                            act("hud-back", GameAction::Back),
                        ],
                    ),
                ],
            ),
        ],
    ));
}

/// The title line: pack, level, and its place in the pack (a one-level
/// pack, like an endless level, has no "1/1" worth showing).
fn title(game: &Game, tag: &str) -> String {
    let (pack, level) = (game.pack_name_in(tag), game.level.name_in(tag));
    if game.level_count() > 1 {
        format!(
            "{pack} — {level} ({}/{})",
            game.level_index + 1,
            game.level_count()
        )
    } else {
        format!("{pack} — {level}")
    }
}

fn update_hud(
    mut commands: Commands,
    game: Res<Game>,
    lines: Res<HelpLines>,
    mut texts: ParamSet<(
        Query<&mut Text, With<HudTitle>>,
        Query<&mut Text, With<HudMoves>>,
        Query<(&mut Text, &mut ThemedText), With<HudStatus>>,
        Query<(&mut Text, &mut ThemedText), With<HudMessage>>,
        Query<&mut Text>,
        Query<&mut TextColor>,
    )>,
    rewind: Query<Entity, With<RewindButton>>,
    disabled: Query<Has<Disabled>, With<Button>>,
    show_me_button: Query<Entity, With<ShowMeButton>>,
    children: Query<&Children>,
    language: Res<Language>,
) {
    let moves = say!(
        language,
        "hud-moves",
        moves = game.history().moves(),
        par = lines.par.as_str()
    );
    let message = match &game.message {
        Some(m) => (m.clone(), theme::ERROR),
        None => lines.help.clone(),
    };
    for mut t in &mut texts.p0() {
        set_text(&mut t, &title(&game, language.tag()));
    }
    for mut t in &mut texts.p1() {
        set_text(&mut t, &moves);
    }
    for (mut t, mut c) in &mut texts.p2() {
        set_text(&mut t, &lines.status.0);
        c.set_if_neq(ThemedText(lines.status.1));
    }
    for (mut t, mut c) in &mut texts.p3() {
        set_text(&mut t, &message.0);
        c.set_if_neq(ThemedText(message.1));
    }
    // Faded, not taken out of the bar: the bar keeps its shape.
    let alpha = if lines.dead_end { 1.0 } else { FADED };
    for e in rewind.iter().flat_map(|w| children.iter_descendants(w)) {
        match disabled.get(e) {
            Ok(true) if lines.dead_end => {
                commands.entity(e).remove::<Disabled>();
            }
            Ok(false) if !lines.dead_end => {
                commands.entity(e).insert(Disabled);
            }
            _ => {}
        }
        if let Ok(mut colour) = texts.p5().get_mut(e)
            && colour.0.alpha() != alpha
        {
            colour.0.set_alpha(alpha);
        }
    }
    // The button's first text: its name (the keys come second).
    let label = if lines.showing {
        say!(language, "hud-stop")
    } else {
        say!(language, "hud-show-me")
    };
    let mut all = texts.p4();
    for wrapper in &show_me_button {
        let first_text = children
            .iter_descendants(wrapper)
            .find(|e| all.contains(*e));
        if let Some(mut t) = first_text.and_then(|e| all.get_mut(e).ok()) {
            set_text(&mut t, &label);
        }
    }
}

fn set_text(text: &mut Mut<Text>, value: &str) {
    if text.0 != value {
        text.0 = value.to_string();
    }
}
