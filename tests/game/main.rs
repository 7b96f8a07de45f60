//! The game's integration tests, one test binary with a module per subject:
//! each Bevy test binary is a link of the whole game, so one binary links
//! Bevy once instead of once per file. Most run the game headless
//! (`MinimalPlugins` plus the game's plugins, time advanced by hand, input as
//! messages or key presses; see [`support`]); `layout` and `drawing` also lay
//! out the UI at window sizes, `crash_safety` kills the real executable.
//!
//! Run one subject with `cargo test --test game <module>::`, e.g.
//! `cargo test --test game hints::`.

mod alive;
mod assists;
mod balls;
mod crash_safety;
mod drawing;
mod editor;
mod editor_language;
mod editor_variants;
mod endless;
mod frame_log;
mod gamepad;
mod hints;
mod hot_reload;
mod languages;
mod layout;
mod lesson;
mod levels;
mod mystery;
mod new_player;
mod pack_names;
mod paste;
mod play;
mod room;
mod saved_games;
mod saves;
mod screens;
mod settings;
mod software_renderer;
mod statistics;
mod steady_board;
mod support;
mod translators;
mod variants_view;
// How far apart two colours look (CIEDE2000, with simulated colour
// blindness), shared with the core's palette search; not all of it is used.
mod themes;
#[allow(dead_code)]
#[path = "../../crates/water-sort-core/examples/palette_search/vision.rs"]
mod vision;
