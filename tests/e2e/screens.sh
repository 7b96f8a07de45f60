#!/usr/bin/env bash
# End-to-end: every screen of the real game, screenshot at one window size
# (SCREEN_SIZE, default 1280x800; CI runs it at 1280x800 and 1920x1080):
# the level select, its quit prompt, settings, the endless screen, the daily
# puzzle, a level with a hint, show me to the level-complete panel, and the
# editor. Each shot is checked to be a drawn window (not one flat colour).
#
# Needs what run.sh needs. Run from the workspace root:
#   SCREEN_SIZE=1920x1080 bash tests/e2e/screens.sh
# Screenshots land in target/e2e/screens-<size>-<name>.png.
set -euo pipefail

cd "$(dirname "$0")/../.."
SCREEN_SIZE=${SCREEN_SIZE:-1280x800}
DISPLAY_NUM=${DISPLAY_NUM:-79}
# shellcheck source=setup.sh
source tests/e2e/setup.sh
W=${SCREEN_SIZE%x*}
H=${SCREEN_SIZE#*x}
failed=0

shot() {
    local file="$OUT/screens-$SCREEN_SIZE-$1.png"
    sleep "${2:-1.5}"
    import -window root "$file"
    # A drawn screen has many colours; a black or blank one has a few.
    local colours
    colours=$(convert "$file" -format '%k' info:)
    if [ "$colours" -lt 50 ]; then
        echo "e2e: $1 looks blank ($colours colours)" >&2
        failed=$((failed + 1))
    fi
    echo "e2e: $file ($colours colours)"
}

# Software rendering under load can be slow: each key gets time to land.
key() { xdotool key --window "$WID" "$@"; sleep "${KEY_WAIT:-2.5}"; }

start() {
    "$BIN" "$@" >>"$OUT/game-screens.log" 2>&1 &
    GAME=$!
    WID=$(xdotool search --sync --name "Water Sort" | head -1)
    xdotool windowsize --sync "$WID" "$W" "$H" || xdotool windowsize "$WID" "$W" "$H"
    xdotool windowmove "$WID" 0 0
    sleep 3
    xdotool windowfocus --sync "$WID"
}

stop() {
    kill "$GAME" 2>/dev/null || true
    wait "$GAME" 2>/dev/null || true
    GAME=
}

start play
shot level-select
key Escape
shot quit-prompt 1
key n
key F2
shot settings
key Escape
key e
shot endless
key Escape
key d
shot daily 4
key Escape
sleep 1
key Return
shot level 3
key h
shot hint 2
key s
shot complete 25
key Escape
stop

cp levels/1-starter.ron "$WORK/edit-me.ron"
start edit "$WORK/edit-me.ron"
shot editor
stop

echo "e2e: screens at $SCREEN_SIZE, $failed blank"
[ "$failed" = 0 ]
