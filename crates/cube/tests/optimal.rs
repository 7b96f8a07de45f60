//! Optimality against breadth-first distances, with the full databases:
//! the checks of [`cube::checks`], which `cube bench` also runs before it
//! times anything.
//!
//! These need the pattern databases (about 2.4 GiB, built once into the
//! cache in several minutes, then loaded in seconds), so they are left out of
//! the default run. Run them with
//! `cargo test -p cube --release -- --ignored` (`CUBE_CACHE_DIR` picks
//! another cache directory) or `cube bench`. The default run checks the
//! same search on small databases built for the test (`small_tables.rs`)
//! and the code that builds the real databases, the corner one full size
//! and the layer one at a reduced size (`table_code.rs`).

use std::sync::OnceLock;

use cube::checks;
use cube::prune::Tables;

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| Tables::load(2))
}

fn run(check: fn(&Tables, usize) -> Result<(), String>) {
    if let Err(why) = check(tables(), 2) {
        panic!("{why}");
    }
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn optimal_lengths_equal_bidirectional_bfs_distances() {
    run(checks::optimal_lengths_equal_bfs_distances);
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn answers_do_not_depend_on_the_thread_count() {
    run(checks::answers_do_not_depend_on_the_thread_count);
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn known_positions_have_their_known_lengths() {
    run(checks::known_positions_have_their_known_lengths);
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn scrambles_of_14_moves_take_at_most_14() {
    run(checks::scrambles_of_14_moves_take_at_most_14);
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn the_superflip_takes_20_moves() {
    tables();
    run(checks::the_superflip_takes_20_moves);
}

#[test]
#[ignore = "needs the databases: cargo test -p cube --release -- --ignored"]
fn the_layer_database_is_consistent_between_neighbours() {
    run(checks::the_layer_database_is_consistent_between_neighbours);
}
