//! Mystery levels in the game, headless: hidden units drawn as unknown and
//! revealed by the rule, help that comes from the player's view only (two
//! levels that look the same get the same help), show me to the win, the
//! par of the hints' worst case, and a dead end rewound without peeking.

use std::time::Duration;

use bevy::prelude::*;
use water_sort::game::assist::{Hint, LevelPar, PackSolver, Solvability};
use water_sort::game::board::{Game, GameAction, HelpLines};
use water_sort::game::saves::ProgressStore;
use water_sort::game::scene::{TubeIndex, TubeLiquid};
use water_sort_core::Pour;
use water_sort_core::help::{EXACT_LIMITS, level_par};
use water_sort_core::level::parse_pack;
use water_sort_core::play::{Action, Play};
use water_sort_core::rating::Par;
use water_sort_core::solver::view_advice::{MysteryLimits, MysteryVerdict, advise};

use crate::support::input::act;
use water_sort::game::screens::level_select::MysteryMark;

use crate::support::{Env, Harness, detail_of, live_help, open, settle, texts, wait_until};

const HARNESS: Harness = Harness {
    pack_file: "mystery.ron",
    timeout: Duration::from_secs(60),
    settle_frames: 80,
    one_at_a_time: true,
};

/// "Twin A" and "Twin B" look the same to the player (the same visible
/// tops, two units hidden under each) and differ in what is hidden. "Trap"
/// is won for sure from the start, but pouring tube 1 into the empty tubes
/// (1>5, 1>6) leaves no arrangement solvable.
const PACK: &str = r##"(
    name: "Mystery test",
    palette: [
        (key: 'R', name: "red", color: "#e6194b", symbol: 'o'),
        (key: 'G', name: "green", color: "#3cb44b", symbol: '+'),
        (key: 'B', name: "blue", color: "#4363d8", symbol: 'x'),
        (key: 'Y', name: "yellow", color: "#ffe119", symbol: '*'),
    ],
    levels: [
        (name: "Twin A", capacity: 3, tubes: ["RGR", "GRG", ""], hidden: [2, 2]),
        (name: "Twin B", capacity: 3, tubes: ["GGR", "RRG", ""], hidden: [2, 2]),
        (name: "Trap", capacity: 4, tubes: ["RYGR", "YGGB", "YGRB", "BYRB", "", ""],
            hidden: [2, 2, 2, 2]),
    ],
)
"##;

const TWIN_A: usize = 1;
const TWIN_B: usize = 2;
const TRAP: usize = 3;

fn env(name: &str, level: usize) -> Env {
    let mut env = open(HARNESS, name, PACK, Some(level));
    live_help(&mut env.app);
    env
}

fn game(app: &App) -> &Game {
    app.world().resource::<Game>()
}

fn lines(app: &App) -> HelpLines {
    app.world().resource::<HelpLines>().clone()
}

/// Runs until the verdict line says something other than "Checking...".
fn wait_for_verdict(app: &mut App) -> String {
    wait_until(app, "the verdict", |w| {
        let status = &w.resource::<HelpLines>().status.0;
        !status.is_empty() && status != "Checking..."
    });
    lines(app).status.0
}

/// The hidden count each tube is drawn with, by tube.
fn drawn_hidden(app: &mut App) -> Vec<usize> {
    let mut tubes: Vec<(usize, usize)> = app
        .world_mut()
        .query::<(&TubeIndex, &TubeLiquid)>()
        .iter(app.world())
        .map(|(i, l)| (i.0, l.hidden))
        .collect();
    tubes.sort();
    tubes.into_iter().map(|(_, h)| h).collect()
}

/// The verdict line, the hint and its line at the start of `level`.
fn start_help(name: &str, level: usize) -> (String, Pour, String) {
    let mut env = env(name, level);
    let app = &mut env.app;
    let status = wait_for_verdict(app);
    act(app, GameAction::Hint);
    wait_until(app, "the hint", |w| w.resource::<Hint>().shown.is_some());
    let shown = app.world().resource::<Hint>().shown.clone().unwrap();
    assert!(shown.certain, "Twin A and B are certain wins");
    app.update();
    (status, shown.pour, lines(app).help.0)
}

#[test]
fn levels_that_look_the_same_get_the_same_help() {
    let a = start_help("twin-a", TWIN_A);
    let b = start_help("twin-b", TWIN_B);
    assert_eq!(a.0, "A win is certain, whatever is hidden");
    assert!(a.2.contains("to win whatever is hidden"), "{}", a.2);
    assert_eq!(a, b, "the help differs with what is hidden");
}

#[test]
fn hidden_units_are_drawn_unknown_until_the_rule_reveals_them() {
    let mut env = env("reveal", TWIN_B);
    let app = &mut env.app;
    settle(app);
    assert_eq!(game(app).play.hidden(), &[2, 2, 0]);
    assert_eq!(drawn_hidden(app), vec![2, 2, 0]);
    // Tube 1 (G G R, R on top) poured into the empty tube: its G comes to
    // the top and the G beneath it is revealed with it.
    act(app, GameAction::Pour(Pour::new(0, 2)));
    assert_eq!(game(app).play.hidden(), &[0, 2, 0]);
    app.update();
    // While the pour plays, the source still shows what was hidden.
    assert_eq!(drawn_hidden(app)[0], 2, "revealed before the pour ended");
    settle(app);
    assert_eq!(drawn_hidden(app), vec![0, 2, 0]);
    // Undo hides nothing again.
    act(app, GameAction::Undo);
    settle(app);
    assert_eq!(game(app).play.hidden(), &[0, 2, 0]);
    assert_eq!(drawn_hidden(app), vec![0, 2, 0]);
}

#[test]
fn show_me_wins_and_the_par_is_the_hints_worst_case() {
    let mut env = env("show-me", TWIN_A);
    let app = &mut env.app;
    let level = parse_pack(PACK, "mystery.ron").unwrap().levels[TWIN_A - 1].clone();
    let Some(Par::Moves(worst)) = level_par(&level, &EXACT_LIMITS, &MysteryLimits::default(), None)
    else {
        panic!("Twin A is a certain win");
    };
    let worst = worst as usize;
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    assert_eq!(
        app.world().resource::<LevelPar>().par,
        Some(Par::Moves(worst as u32))
    );
    act(app, GameAction::ShowMe);
    wait_until(app, "show me to win", |w| {
        w.resource::<Game>().won.is_some()
    });
    assert!(game(app).board().is_solved());
    assert!(game(app).play.moves() <= worst);
    let record = app
        .world()
        .resource::<ProgressStore>()
        .progress
        .record("mystery.ron", "Twin A");
    assert!(record.completed);
    assert_eq!(record.stars, 1, "show me gives one star");
}

#[test]
fn a_dead_end_is_rewound_from_what_the_player_sees() {
    let mut env = env("trap", TRAP);
    let app = &mut env.app;
    let trap = [Pour::new(0, 4), Pour::new(0, 5)];
    // The core agrees the trap is one, from the view alone.
    let mut play = Play::of_level(&game(app).level.clone());
    let limits = MysteryLimits::default();
    assert_eq!(
        advise(&play.view(), &limits, None).verdict,
        MysteryVerdict::Guaranteed
    );
    for pour in trap {
        play.act(Action::Pour(pour));
    }
    assert_eq!(
        advise(&play.view(), &limits, None).verdict,
        MysteryVerdict::Lost
    );
    wait_for_verdict(app);
    for pour in trap {
        act(app, GameAction::Pour(pour));
    }
    wait_until(app, "the dead end", |w| w.resource::<HelpLines>().dead_end);
    assert!(
        lines(app)
            .status
            .0
            .starts_with("No way to win from here: rewind (B)")
    );
    let hidden_before = game(app).play.hidden().to_vec();
    act(app, GameAction::Rewind);
    settle(app);
    // Back at a position that can still be won with today's knowledge.
    let can_win = app
        .world()
        .resource::<Solvability>()
        .known(game(app))
        .and_then(|k| k.can_win());
    assert_eq!(can_win, Some(true), "the rewind target was worked out");
    assert!(game(app).play.moves() < trap.len());
    assert_eq!(
        game(app).play.hidden(),
        hidden_before,
        "a rewind hides nothing"
    );
    assert!(!lines(app).dead_end);
}

#[test]
fn a_finish_under_the_mystery_par_is_not_called_shortest() {
    let mut env = env("under-par", TWIN_A);
    let app = &mut env.app;
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    let Some(Par::Moves(par)) = app.world().resource::<LevelPar>().par else {
        panic!("Twin A is guaranteed: it has a par");
    };
    // Played knowing the hidden colours: the true board's shortest solution.
    let path = match water_sort_core::solver::solve(
        game(app).board(),
        &MysteryLimits::default().solve,
        None,
    )
    .outcome
    {
        water_sort_core::solver::Outcome::Optimal(path) => path,
        other => panic!("{other:?}"),
    };
    assert!(path.len() as u32 <= par);
    for pour in path {
        act(app, GameAction::Pour(pour));
    }
    wait_until(app, "the level-complete panel", |w| {
        w.resource::<Game>().won.is_some()
    });
    settle(app);
    let all = texts(app).join("\n");
    assert!(all.contains("surest strategy"), "{all}");
    assert!(!all.contains("no solution is shorter"), "{all}");
}

#[test]
fn show_me_on_a_dead_end_stops_and_says_why() {
    let mut env = env("show-me-stops", TRAP);
    let app = &mut env.app;
    wait_for_verdict(app);
    for pour in [Pour::new(0, 4), Pour::new(0, 5)] {
        act(app, GameAction::Pour(pour));
    }
    wait_until(app, "the dead end", |w| w.resource::<HelpLines>().dead_end);
    let moves = game(app).play.moves();
    act(app, GameAction::ShowMe);
    settle(app);
    assert_eq!(game(app).play.moves(), moves, "show me made no move");
    assert_eq!(
        lines(app).help.0,
        "Show me stopped: no way to win from here"
    );
}

#[test]
fn the_help_starts_clean_on_the_next_level() {
    let mut env = env("clean", TWIN_A);
    let app = &mut env.app;
    act(app, GameAction::ShowMe);
    wait_until(app, "show me to win", |w| {
        w.resource::<Game>().won.is_some()
    });
    let learnt = app.world().resource::<Solvability>().help.generation();
    assert!(learnt > 0);
    act(app, GameAction::NextLevel);
    wait_until(app, "the next level", |w| {
        w.resource::<Game>().level.name == "Twin B"
    });
    // Nothing of Twin A's is known on Twin B: the first answer for Twin B
    // can only arrive a frame after its search started.
    let help = &app.world().resource::<Solvability>().help;
    assert_eq!(
        (help.exact().len(), help.advice_count(), help.proofs().len()),
        (0, 0, 0)
    );
    assert_eq!(
        wait_for_verdict(app),
        "A win is certain, whatever is hidden"
    );
}

/// Recorded pars (as the shipped Mystery pack has) show at once, on the
/// level select and in play, and nothing is solved for them. 99 and 98 are
/// no level's true par: shown, they can only come from the file.
#[test]
fn recorded_pars_show_at_once_and_nothing_is_solved_for_them() {
    let pack = PACK
        .replace("hidden: [2, 2]),", "hidden: [2, 2], par: 99),")
        .replace("hidden: [2, 2, 2, 2]),", "hidden: [2, 2, 2, 2], par: 98),");
    let mut env = open(HARNESS, "recorded-select", &pack, None);
    let app = &mut env.app;
    for _ in 0..10 {
        app.update();
        assert!(!app.world().resource::<PackSolver>().is_running());
    }
    // The tiles are marked mystery; the line for the level in focus names
    // its par.
    let marks = app
        .world_mut()
        .query::<&MysteryMark>()
        .iter(app.world())
        .count();
    assert_eq!(marks, 3);
    assert!(detail_of(app, TWIN_A - 1).contains("mystery  ·  par 99"));
    assert!(detail_of(app, TWIN_B - 1).contains("mystery  ·  par 99"));
    assert!(detail_of(app, TRAP - 1).contains("mystery  ·  par 98"));
    drop(env);

    let mut env = open(HARNESS, "recorded-play", &pack, Some(TRAP));
    let app = &mut env.app;
    app.update();
    let level_par = app.world().resource::<LevelPar>();
    assert_eq!(level_par.par, Some(Par::Moves(98)));
    assert!(level_par.solved, "nothing left to solve");
    wait_until(app, "the HUD's par", |w| {
        w.resource::<HelpLines>().par == "par 98"
    });
}

use crate::vision;

/// sRGB bytes of a colour as drawn over `under` (linear blending, as the
/// renderer blends).
fn over(colour: Color, under: [f32; 3]) -> [f32; 3] {
    let c = colour.to_linear();
    let a = c.alpha;
    [
        c.red * a + under[0] * (1.0 - a),
        c.green * a + under[1] * (1.0 - a),
        c.blue * a + under[2] * (1.0 - a),
    ]
}

fn srgb_bytes(linear: [f32; 3]) -> [u8; 3] {
    Color::linear_rgb(linear[0], linear[1], linear[2])
        .to_srgba()
        .to_u8_array_no_alpha()
}

/// A hidden unit reads as a liquid of its own: its colour stands well
/// apart (CIEDE2000, in normal vision and under simulated deuteranopia and
/// protanopia) from empty glass over either end of the backdrop and from
/// every colour of every shipped pack, in every theme.
#[test]
fn a_hidden_unit_is_measured_apart_from_glass_and_every_palette_colour() {
    use water_sort::game::ui::theme::{ThemeName, ThemeOfName};
    let mut palettes: Vec<(String, [u8; 3])> = Vec::new();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let pack = parse_pack(&text, &path.display().to_string()).unwrap();
        palettes.extend(pack.palette.iter().map(|c| (c.name.clone(), c.rgb)));
    }
    assert!(palettes.len() > 20, "the shipped packs' palettes are read");
    for name in ThemeName::ALL {
        let t = name.theme();
        let hidden = t.hidden_unit.to_srgba().to_u8_array_no_alpha();
        let mut others: Vec<(String, [u8; 3])> = [t.bg_top, t.bg_bottom]
            .iter()
            .map(|bg| {
                let bg = bg.to_linear();
                let glass = over(t.glass, [bg.red, bg.green, bg.blue]);
                let empty = srgb_bytes(over(t.cavity, glass));
                (format!("{name:?}: empty glass {empty:?}"), empty)
            })
            .collect();
        others.extend(palettes.iter().cloned());
        hidden_unit_stands_apart(hidden, &others);
    }
}

fn hidden_unit_stands_apart(hidden: [u8; 3], others: &[(String, [u8; 3])]) {
    for vision in vision::Vision::ALL {
        // The measured minimums (18.8 from empty glass in normal vision,
        // 12.3 from blue under deuteranopia), rounded down: between glass
        // (L* 21) and the darkest palette colours (L* 50) no colour gets
        // much further from both. The hatching and the `?` tell it too.
        let floor = if vision == vision::Vision::Normal {
            18.0
        } else {
            12.0
        };
        for (name, rgb) in others {
            let d = vision::difference(hidden, *rgb, vision);
            assert!(
                d >= floor,
                "the hidden unit {hidden:?} and {name} are {d:.1} apart ({}), below {floor}",
                vision.name()
            );
        }
    }
}

/// Every hidden unit carries its `?` on its liquid, and hatching.
#[test]
fn each_hidden_unit_shows_a_question_mark_and_hatching() {
    use water_sort::game::scene::{LiquidHolder, LiquidPart};
    use water_sort::game::ui::theme::Theme;
    let mut env = env("marks", TRAP);
    let app = &mut env.app;
    settle(app);
    let hatch = app
        .world()
        .resource::<Theme>()
        .hidden_hatch
        .to_linear()
        .to_f32_array();
    let world = app.world_mut();
    let mut tubes = world.query::<(&TubeIndex, &TubeLiquid, &LiquidHolder)>();
    let tubes: Vec<_> = tubes
        .iter(world)
        .map(|(i, l, h)| (i.0, l.hidden, h.holder, h.mesh))
        .collect();
    let hidden_now: usize = world.resource::<Game>().play.hidden().iter().sum();
    assert!(hidden_now > 0);
    let mut hidden_seen = 0;
    for (index, hidden, holder, mesh) in tubes {
        let marks = world
            .get::<Children>(holder)
            .into_iter()
            .flatten()
            .filter(|k| world.get::<LiquidPart>(**k).is_some())
            .filter(|k| world.get::<Text2d>(**k).is_some_and(|t| t.0 == "?"))
            .count();
        assert_eq!(
            marks,
            hidden,
            "tube {}: a `?` on each hidden unit",
            index + 1
        );
        let handle = &world.get::<Mesh2d>(mesh).unwrap().0;
        let colours = match world
            .resource::<Assets<Mesh>>()
            .get(handle)
            .unwrap()
            .attribute(Mesh::ATTRIBUTE_COLOR)
        {
            Some(bevy::mesh::VertexAttributeValues::Float32x4(c)) => c.clone(),
            other => panic!("vertex colours: {other:?}"),
        };
        let hatched = colours.iter().filter(|c| **c == hatch).count();
        assert_eq!(hatched > 0, hidden > 0, "tube {}: hatching", index + 1);
        hidden_seen += hidden;
    }
    assert_eq!(hidden_seen, hidden_now, "every hidden unit is drawn hidden");
}

/// A winning path on `start` (the true colours) of more than `moves`
/// pours, never passing a position twice.
fn winning_path_longer_than(start: &water_sort_core::Board, moves: usize) -> Vec<Pour> {
    fn walk(
        board: &water_sort_core::Board,
        path: &mut Vec<Pour>,
        seen: &mut Vec<water_sort_core::Board>,
        moves: usize,
    ) -> bool {
        if board.is_solved() {
            return path.len() > moves;
        }
        if path.len() > moves + 8 {
            return false;
        }
        for pour in board.legal_pours() {
            let mut next = board.clone();
            next.pour(pour).unwrap();
            if seen.contains(&next) {
                continue;
            }
            seen.push(next.clone());
            path.push(pour);
            if walk(&next, path, seen, moves) {
                return true;
            }
            path.pop();
            seen.pop();
        }
        false
    }
    let mut path = Vec::new();
    let found = walk(start, &mut path, &mut vec![start.clone()], moves);
    assert!(found, "no winning path over {moves} pours");
    path
}

/// Twin A won over par without help, after `before` (pours, then a
/// restart when `restart`): the level-complete panel's lines.
fn over_par_panel(name: &str, before: &[Pour], restart: bool) -> String {
    let mut env = env(name, TWIN_A);
    let app = &mut env.app;
    // The help proves the start before any move (its first proof).
    wait_for_verdict(app);
    wait_until(app, "the par", |w| w.resource::<LevelPar>().par.is_some());
    let Some(Par::Moves(par)) = app.world().resource::<LevelPar>().par else {
        panic!("Twin A is guaranteed: it has a par");
    };
    for &pour in before {
        act(app, GameAction::Pour(pour));
    }
    if restart {
        act(app, GameAction::Restart);
    }
    let path = winning_path_longer_than(game(app).board(), par as usize);
    for pour in path {
        act(app, GameAction::Pour(pour));
    }
    wait_until(app, "the level-complete panel", |w| {
        w.resource::<Game>().won.is_some()
    });
    settle(app);
    assert_eq!(app.world().resource::<Hint>().shown, None, "no hint used");
    texts(app).join("\n")
}

#[test]
fn the_panel_says_the_hints_win_within_par_only_when_they_would() {
    let first = over_par_panel("over-par", &[], false);
    assert!(first.contains("the hints win within"), "{first}");
    // After a restart the hints come from other proofs: no such claim.
    let hint = water_sort_core::play::Play::of_level(
        &parse_pack(PACK, "mystery.ron").unwrap().levels[TWIN_A - 1],
    )
    .board()
    .legal_pours()
    .next()
    .unwrap();
    let restarted = over_par_panel("over-par-restart", &[hint], true);
    assert!(!restarted.contains("the hints win"), "{restarted}");
    assert!(
        restarted.contains("a strategy proven from the start wins within"),
        "{restarted}"
    );
}

/// A gamble: a win in one of its two arrangements, no strategy winning
/// both.
const GAMBLE: &str = r##"(
    name: "Gamble test",
    capacity: 3,
    palette: [
        (key: 'A', name: "a", color: "#e6194b", symbol: 'o'),
        (key: 'B', name: "b", color: "#3cb44b", symbol: '+'),
        (key: 'C', name: "c", color: "#4363d8", symbol: 'x'),
    ],
    levels: [
        (name: "Gamble", tubes: ["ACB", "CBA", "BCA", ""], hidden: [0, 1, 2]),
    ],
)
"##;

#[test]
fn a_rewind_to_a_gamble_says_the_win_is_only_possible() {
    let level = parse_pack(GAMBLE, "mystery.ron").unwrap().levels[0].clone();
    // A pour from the start into a dead end, as the help sees it.
    let start = Play::of_level(&level);
    let fatal = start
        .board()
        .legal_pours()
        .find(|&pour| {
            let mut play = start.clone();
            play.act(Action::Pour(pour));
            advise(&play.view(), &MysteryLimits::default(), None).verdict == MysteryVerdict::Lost
        })
        .expect("a pour into a dead end");
    let mut env = open(HARNESS, "gamble-rewind", GAMBLE, Some(1));
    live_help(&mut env.app);
    let app = &mut env.app;
    wait_for_verdict(app);
    act(app, GameAction::Pour(fatal));
    wait_until(app, "the dead end", |w| w.resource::<HelpLines>().dead_end);
    act(app, GameAction::Rewind);
    settle(app);
    assert_eq!(game(app).play.moves(), 0, "back at the start");
    let line = lines(app).help.0;
    assert_eq!(
        line,
        "Rewound 1 move to where a win is still possible, not certain (redo goes forward again)"
    );
    // And on the start itself: only possible, never "can still be won".
    act(app, GameAction::Rewind);
    settle(app);
    let line = lines(app).help.0;
    assert_eq!(line, "A win is still possible from here, not certain");
}
