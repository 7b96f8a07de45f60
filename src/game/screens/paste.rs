//! Copy and paste a position as text, as Tatham's puzzles do. Ctrl+C in a
//! level puts the board in play (not its start) on the system clipboard in
//! the quick text form of `water-sort solve --tubes` (heights, locks and
//! `rules: ball;` included); a mystery level refuses, so that its hidden
//! colours stay hidden. Ctrl+V on the level select or the endless screen
//! reads the clipboard, parses the text with the command line's parser (the
//! core's `parse_quick_with`), solves it on the task pool and plays it as a
//! one-level level ([`CurrentLevel::Pasted`], the way endless plays a
//! generated one: par from the solver's optimum). A copy is confirmed on
//! the HUD's message line; what a paste meets shows for a few seconds at
//! the top of the window.
//!
//! The text is handed on as a [`PastedText`] message once the clipboard
//! answers, so that tests paste without a clipboard.

use bevy::clipboard::Clipboard;
use bevy::prelude::*;
use water_sort_core::generate::{default_palette, rate_cancellable};
use water_sort_core::hash::fnv1a64;
use water_sort_core::level::{
    Level, Pack, PaletteColour, QuickPuzzle, parse_quick_with, write_quick_text,
};
use water_sort_core::solver::{CancelToken, Limits, Outcome, solve};
use water_sort_core::{Board, Rule};
use water_sort_words::{Lang, say};

use crate::game::background::Background;
use crate::game::board::keys::Held;
use crate::game::board::{CurrentLevel, Game, PastedLevel};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::language::{Language, Said};
use crate::game::ui::settings::SettingsOpen;
use crate::game::ui::theme::{ACCENT, MODAL_PANEL, TEXT, border, fill};
use crate::game::ui::widgets;

/// How long a notice stays up, in seconds.
const NOTICE_SECONDS: f32 = 4.0;

/// Why a position was not copied or not played.
#[derive(Clone, Debug, PartialEq)]
pub enum PasteProblem {
    /// No clipboard (its reason, in English).
    NoClipboard(String),
    /// The clipboard holds no text.
    Empty,
    /// The text does not parse: the parser's reason, in English.
    NotPosition(String),
    /// More colours than the game has colours to draw.
    TooManyColours { count: usize, most: usize },
    /// A mystery level: the text would give its hidden colours away.
    Mystery,
    /// Nothing to play: every tube is already sorted.
    Solved,
    /// The solver proved that it cannot be finished.
    Unsolvable,
    /// The solver gave up before an answer.
    TooHard,
}

/// What the notice says.
#[derive(Clone, Debug, PartialEq)]
pub enum PasteNews {
    Copied,
    Checking,
    Problem(PasteProblem),
}

/// The notice's sentence in `lang`.
pub fn say_news(lang: &Lang, news: &PasteNews) -> String {
    use PasteProblem as P;
    let PasteNews::Problem(problem) = news else {
        return match news {
            PasteNews::Copied => say!(lang, "paste-copied"),
            _ => say!(lang, "paste-checking"),
        };
    };
    match problem {
        P::NoClipboard(reason) => say!(lang, "paste-no-clipboard", reason = reason.clone()),
        P::Empty => say!(lang, "paste-empty"),
        P::NotPosition(reason) => say!(lang, "paste-not-position", reason = reason.clone()),
        P::TooManyColours { count, most } => {
            say!(lang, "paste-too-many-colours", count = *count, most = *most)
        }
        P::Mystery => say!(lang, "paste-copy-mystery"),
        P::Solved => say!(lang, "paste-solved"),
        P::Unsolvable => say!(lang, "paste-unsolvable"),
        P::TooHard => say!(lang, "paste-too-hard"),
    }
}

/// The text Ctrl+C copies: `board` (the position in play of `level`) in
/// quick text, its colours by the keys of `palette`. A mystery level
/// refuses, whatever is hidden still.
pub fn copy_text(
    level: &Level,
    board: &Board,
    palette: &[PaletteColour],
) -> Result<String, PasteProblem> {
    if !level.hidden.is_empty() {
        return Err(PasteProblem::Mystery);
    }
    let keys: Vec<char> = palette.iter().map(|p| p.key).collect();
    write_quick_text(board, &keys)
        .ok_or_else(|| PasteProblem::NotPosition("a colour has no key".into()))
}

/// A pasted text read as `water-sort solve --tubes` reads it (no capacity
/// given, the water rule unless the text says `rules: ball;`), surrounding
/// white space dropped.
pub fn read_position(text: &str) -> Result<QuickPuzzle, PasteProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PasteProblem::Empty);
    }
    let puzzle = parse_quick_with(text, None, Rule::Water).map_err(PasteProblem::NotPosition)?;
    let most = default_palette().len();
    if puzzle.keys.len() > most {
        return Err(PasteProblem::TooManyColours {
            count: puzzle.keys.len(),
            most,
        });
    }
    Ok(puzzle)
}

/// `text` read, solved and rated: the one-level pack to play, named `name`,
/// or why not. Runs on the task pool (`cancel` stops the solver).
pub fn checked_pack(
    text: &str,
    name: &str,
    cancel: Option<&CancelToken>,
) -> Result<Pack, PasteProblem> {
    let puzzle = read_position(text)?;
    let board = &puzzle.board;
    if board.is_solved() {
        return Err(PasteProblem::Solved);
    }
    let limits = Limits::default();
    let report = solve(board, &limits, cancel);
    let moves = match report.outcome {
        Outcome::Optimal(moves) => moves,
        Outcome::Unsolvable => return Err(PasteProblem::Unsolvable),
        Outcome::GaveUp { .. } | Outcome::Cancelled => return Err(PasteProblem::TooHard),
    };
    let rating = rate_cancellable(board, &moves, report.nodes_expanded, &limits, cancel)
        .ok_or(PasteProblem::TooHard)?;
    let level = Level {
        // A short name of the position (its progress record's).
        name: format!("#{:08X}", fnv1a64(text.trim().as_bytes()) >> 32),
        names: Default::default(),
        capacity: board.capacity(),
        tubes: board.tubes().iter().map(|t| t.units().to_vec()).collect(),
        optimal_moves: Some(rating.optimal_moves),
        par: None,
        difficulty: Some(rating.difficulty),
        hidden: Vec::new(),
        variant: board.variant(),
    };
    Ok(Pack {
        name: name.to_string(),
        names: Default::default(),
        author: None,
        description: None,
        palette: palette_for(&puzzle.keys),
        levels: vec![level],
    })
}

/// Colours for the text's keys, in their order: the default palette's
/// colour of the same key when it has one (a text copied from a level of
/// that palette keeps its colours), else the first one not taken.
fn palette_for(keys: &[char]) -> Vec<PaletteColour> {
    let mut free = default_palette();
    let mut chosen: Vec<Option<PaletteColour>> = keys
        .iter()
        .map(|&k| {
            let at = free.iter().position(|p| p.key == k)?;
            Some(free.remove(at))
        })
        .collect();
    for slot in chosen.iter_mut().filter(|s| s.is_none()) {
        *slot = Some(free.remove(0));
    }
    chosen.into_iter().flatten().collect()
}

/// A text to play, from the clipboard (or a test).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PastedText(pub String);

/// The notice on screen and the paste under way.
#[derive(Resource, Default)]
pub struct Paste {
    /// What the notice says, and for how many seconds more.
    pub news: Option<(PasteNews, f32)>,
    /// The check under way: its screen to return to.
    check: Option<Background<Screen, Result<Pack, PasteProblem>>>,
}

impl Paste {
    /// Whether a pasted position is being checked.
    pub fn checking(&self) -> bool {
        self.check.is_some()
    }

    fn tell(&mut self, news: PasteNews) {
        self.news = Some((news, NOTICE_SECONDS));
    }
}

/// The notice's root node.
#[derive(Component)]
struct PasteNotice;

pub fn plugin(app: &mut App) {
    app.init_resource::<Paste>()
        .add_message::<PastedText>()
        .add_systems(
            Update,
            (
                copy_position
                    .in_set(GameSet::Input)
                    .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
                paste_key
                    .in_set(GameSet::Input)
                    .run_if(in_state(Screen::Title).or_else(in_state(Screen::Endless))),
                (start_check, finish_check).chain().in_set(GameSet::Search),
                show_notice.in_set(GameSet::View),
            ),
        );
}

fn ctrl_and(keys: &ButtonInput<KeyCode>, key: KeyCode, settings: Option<&SettingsOpen>) -> bool {
    keys.just_pressed(key) && Held::of(keys).ctrl && !settings.is_some_and(|s| s.0)
}

/// Ctrl+C: the position in play to the clipboard.
fn copy_position(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    settings: Option<Res<SettingsOpen>>,
    mut game: ResMut<Game>,
    clipboard: Option<ResMut<Clipboard>>,
    language: Res<Language>,
) {
    let Some(keys) = keys else { return };
    if !ctrl_and(&keys, KeyCode::KeyC, settings.as_deref()) {
        return;
    }
    let news = match copy_text(&game.level, game.play.board(), &game.palette) {
        Err(problem) => PasteNews::Problem(problem),
        Ok(text) => match clipboard.map(|mut c| c.set_text(text.clone())) {
            Some(Ok(())) => {
                info!("copied the position: {text}");
                PasteNews::Copied
            }
            Some(Err(error)) => PasteNews::Problem(PasteProblem::NoClipboard(error.to_string())),
            None => PasteNews::Problem(PasteProblem::NoClipboard("no clipboard".into())),
        },
    };
    // On the line under the level's title, where the board's notices go.
    game.message = Some(say_news(&language, &news));
}

/// Ctrl+V: the clipboard's text, to be checked and played.
fn paste_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    settings: Option<Res<SettingsOpen>>,
    clipboard: Option<ResMut<Clipboard>>,
    mut paste: ResMut<Paste>,
    mut texts: MessageWriter<PastedText>,
) {
    let Some(keys) = keys else { return };
    if !ctrl_and(&keys, KeyCode::KeyV, settings.as_deref()) {
        return;
    }
    let Some(mut clipboard) = clipboard else {
        paste.tell(PasteNews::Problem(PasteProblem::NoClipboard(
            "no clipboard".into(),
        )));
        return;
    };
    // Ready at once on the desktop (the only reads that wait are the web's).
    match clipboard.fetch_text().poll_result() {
        Some(Ok(text)) => {
            texts.write(PastedText(text));
        }
        Some(Err(error)) => paste.tell(PasteNews::Problem(PasteProblem::NoClipboard(
            error.to_string(),
        ))),
        None => paste.tell(PasteNews::Problem(PasteProblem::NoClipboard(
            "the clipboard did not answer".into(),
        ))),
    }
}

/// A pasted text: checked in the background (a check under way replaced).
fn start_check(
    mut texts: MessageReader<PastedText>,
    screen: Res<State<Screen>>,
    language: Res<Language>,
    mut paste: ResMut<Paste>,
) {
    let Some(PastedText(text)) = texts.read().last().cloned() else {
        return;
    };
    let back = *screen.get();
    let name = say!(language, "paste-pack-name");
    info!("pasted: {text}");
    paste.check = Some(Background::spawn(back, move |cancel| {
        checked_pack(&text, &name, Some(cancel))
    }));
    paste.tell(PasteNews::Checking);
}

/// A finished check: the level played, or the reason said. A check whose
/// screen was left is dropped (which cancels it).
fn finish_check(
    screen: Res<State<Screen>>,
    mut paste: ResMut<Paste>,
    mut current: ResMut<CurrentLevel>,
    mut next: ResMut<NextState<Screen>>,
) {
    // Polled without marking the notice changed.
    let Some(check) = paste.bypass_change_detection().check.as_mut() else {
        return;
    };
    let back = *check.key();
    if *screen.get() != back {
        paste.check = None;
        paste.news = None;
        return;
    }
    let Some(result) = check.poll() else { return };
    paste.check = None;
    match result {
        Ok(pack) => {
            info!("playing the pasted position");
            paste.news = None;
            *current = CurrentLevel::Pasted(Box::new(PastedLevel { pack, back }));
            next.set(Screen::Gameplay);
        }
        Err(problem) => {
            warn!("pasted position refused: {problem:?}");
            paste.tell(PasteNews::Problem(problem));
        }
    }
}

/// The notice at the top of the window, while it lasts.
fn show_notice(
    mut commands: Commands,
    time: Res<Time>,
    language: Res<Language>,
    mut paste: ResMut<Paste>,
    shown: Query<Entity, With<PasteNotice>>,
) {
    let changed = paste.is_changed();
    let checking = paste.checking();
    if let Some((news, left)) = paste.bypass_change_detection().news.as_mut() {
        // "Checking" stays up while the check lasts.
        if !(checking && *news == PasteNews::Checking) {
            *left -= time.delta_secs();
        }
        if *left <= 0.0 {
            paste.news = None;
        }
    }
    if !changed && !paste.is_changed() {
        return;
    }
    for entity in &shown {
        commands.entity(entity).despawn();
    }
    let Some((news, _)) = paste.news.clone() else {
        return;
    };
    commands.spawn((
        PasteNotice,
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            top: px(16),
            justify_content: JustifyContent::Center,
            ..default()
        },
        GlobalZIndex(60),
        Pickable::IGNORE,
        children![(
            Node {
                max_width: percent(90),
                padding: UiRect::axes(px(20), px(10)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            fill(MODAL_PANEL),
            border(ACCENT),
            children![widgets::label(
                Said::new(move |l| say_news(l, &news)).spawn(&language),
                20.0,
                TEXT
            )],
        )],
    ));
}
