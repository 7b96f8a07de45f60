#!/usr/bin/env bash
# Builds the Debian package of the game with cargo-deb:
#   bash packaging/deb.sh                 # release build (what to install)
#   bash packaging/deb.sh --profile dev   # the debug build (CI: reuses its build)
# Other arguments go to `cargo deb` (e.g. --fast). Prints the .deb's path
# last: $CARGO_TARGET_DIR/debian/water-sort_VERSION-1_ARCH.deb.
#
# Needs cargo-deb (`cargo install cargo-deb --locked`) and dpkg-shlibdeps
# (Debian package dpkg-dev) for the package's dependencies.
#
# Why not `cargo deb` alone: the man pages and the shell completions are
# made by the built executable from its own command-line definition
# (`water-sort man-pages`, `water-sort completions`), between the build and
# the packaging, into target/packaging/ (Cargo.toml's assets name them).
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --profile) profile=$2; shift 2 ;;
        --profile=*) profile=${1#*=}; shift ;;
        *) args+=("$1"); shift ;;
    esac
done
case "$profile" in
    dev) dir=debug ;;
    *) dir=$profile ;;
esac
target=${CARGO_TARGET_DIR:-target}

command -v cargo-deb >/dev/null || { echo "deb.sh: needs cargo-deb: cargo install cargo-deb --locked" >&2; exit 2; }

# Built once: cargo deb runs with --no-build below (a second cargo build
# would be a no-op anyway, but cargo-deb's own build adds flags of its own).
cargo build --locked --profile "$profile" --bin water-sort
bin="$target/$dir/water-sort"

rm -rf target/packaging
mkdir -p target/packaging/man target/packaging/completions
"$bin" man-pages target/packaging/man >/dev/null
"$bin" completions bash >target/packaging/completions/water-sort.bash
"$bin" completions zsh >target/packaging/completions/_water-sort
"$bin" completions fish >target/packaging/completions/water-sort.fish

cargo deb --locked --no-build --profile "$profile" ${args[@]+"${args[@]}"}
