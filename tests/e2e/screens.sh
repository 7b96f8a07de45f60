#!/usr/bin/env bash
# End-to-end: every screen of the real game, screenshot at one window size
# (SCREEN_SIZE, default 1280x800; CI runs it at 1280x800 and 1920x1080):
# the level select, its quit prompt, settings, the endless screen, the daily
# puzzle, a level with a hint, show me to the level-complete panel, and the
# editor. Each shot is checked to be a drawn window (not one flat colour)
# and to be the screen asked for: the game logs each screen it enters
# (`screen: Title`) and each panel it puts up (`modal: settings`), and the
# key(s) before a shot must have brought that line; in play, the layout
# file names the level (or the editor); the hint must change the picture
# of the level, and show me must win it (progress.ron).
#
# Each theme of THEMES (default: all three, as settings.ron names them) is
# shot in turn, chosen in a settings.ron written before the game starts: the
# first one every screen, the others a representative set (the level select,
# settings, a level, its hint, the level-complete panel), which keeps the
# run to about twice one theme's time instead of three times.
#
# Needs what run.sh needs. Run from the workspace root:
#   SCREEN_SIZE=1920x1080 bash tests/e2e/screens.sh
#   THEMES=Light bash tests/e2e/screens.sh
# Screenshots land in target/e2e/screens-<theme>-<size>-<name>.png.
set -euo pipefail

cd "$(dirname "$0")/../.."
SCREEN_SIZE=${SCREEN_SIZE:-1280x800}
DISPLAY_NUM=${DISPLAY_NUM:-79}
# shellcheck source=setup.sh
source tests/e2e/setup.sh
W=${SCREEN_SIZE%x*}
H=${SCREEN_SIZE#*x}
failed=0

THEMES=${THEMES:-DarkGlass Light HighContrast}
LOG="$OUT/game-screens-$SCREEN_SIZE.log"
: >"$LOG"
FIRST_LEVEL=$(awk '/levels:/ { found = 1 } found && /name:/ { match($0, /name: "[^"]+"/); print substr($0, RSTART + 7, RLENGTH - 8); exit }' levels/1-starter.ron)

fail() {
    echo "e2e: $*" >&2
    failed=$((failed + 1))
}

shot() {
    local file="$OUT/screens-$THEME-$SCREEN_SIZE-$1.png"
    sleep "${2:-1.5}"
    import -window root "$file"
    # A drawn screen has many colours; a black or blank one has a few.
    local colours
    colours=$(convert "$file" -format '%k' info:)
    if [ "$colours" -lt 50 ]; then
        fail "$1 looks blank ($colours colours)"
    fi
    echo "e2e: $file ($colours colours)"
}

# The game's log lines from here on are the ones `expect` looks at.
mark() { MARK=$(wc -l <"$LOG"); }
# Shot $1 shows what the log said since the mark: a line containing $2.
expect() {
    tail -n "+$((MARK + 1))" "$LOG" | grep -qF -- "$2" \
        || fail "$1 is not the screen asked for: no '$2' in the game's log since its key"
}
# Shot $1 is of the level (or editor) the layout file names: its first line is $2.
expect_layout() {
    local head
    head=$(head -1 "$WATER_SORT_LAYOUT_FILE" 2>/dev/null || true)
    [ "$head" = "$2" ] || fail "$1: the layout file says '$head', not '$2'"
}

# Waits (up to $2 seconds) for a line containing $1 in the game's log since
# the mark: a slow wait (show me playing a level out) takes only as long as
# it needs.
wait_for_log() {
    local waited=0
    until tail -n "+$((MARK + 1))" "$LOG" | grep -qF -- "$1"; do
        [ "$waited" -ge "$(($2 * 2))" ] && return 0
        sleep 0.5
        waited=$((waited + 1))
    done
}

# Software rendering under load can be slow: each key gets time to land.
key() { xdotool key --window "$WID" "$@"; sleep "${KEY_WAIT:-2.5}"; }

start() {
    mark
    "$BIN" "$@" >>"$LOG" 2>&1 &
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

# Every screen (FULL=1) or the representative set in theme $THEME, with
# data of its own (the level-complete panel needs level 1 unfinished).
shoot_theme() {
    export WATER_SORT_DATA_DIR="$WORK/data-$THEME"
    mkdir -p "$WATER_SORT_DATA_DIR"
    echo "(theme: $THEME)" >"$WATER_SORT_DATA_DIR/settings.ron"
    rm -f "$WATER_SORT_LAYOUT_FILE"
    start play
    shot level-select
    expect level-select "screen: Title"
    mark
    key F2
    shot settings
    expect settings "modal: settings"
    key Escape
    if [ "$FULL" = 1 ]; then
        mark
        key Escape
        shot quit-prompt 1
        expect quit-prompt "modal: quit prompt"
        key n
        mark
        key e
        shot endless
        expect endless "screen: Endless"
        key Escape
        mark
        key s
        shot statistics
        expect statistics "screen: Statistics"
        key Escape
        mark
        key d
        shot daily 4
        expect daily "screen: Gameplay"
        expect daily "playing endless level 9M24-"
        DAILY=$(tail -n "+$((MARK + 1))" "$LOG" | grep -o 'playing endless level [^ ]*' | head -1 | sed 's/.* //' || true)
        # (Strip the log's colour codes, if any, from the ID.)
        DAILY=$(printf '%s' "$DAILY" | sed 's/\x1b\[[0-9;]*m//g')
        expect_layout daily "level $DAILY"
        key Escape
        sleep 1
    fi
    mark
    key Return
    shot level 3
    expect level "screen: Gameplay"
    expect_layout level "level $FIRST_LEVEL"
    key h
    shot hint 2
    # The hint draws on the board: the picture is not the level's any more.
    changed=$(compare -metric AE -fuzz 5% "$OUT/screens-$THEME-$SCREEN_SIZE-level.png" \
        "$OUT/screens-$THEME-$SCREEN_SIZE-hint.png" null: 2>&1 >/dev/null || true)
    changed=${changed%% *}
    echo "e2e: the hint changed $changed pixels"
    # (awk: ImageMagick may write a large count as 1.2e+05.)
    awk -v c="$changed" -v m="${HINT_PIXELS:-200}" 'BEGIN { exit !(c + 0 >= m) }' \
        || fail "hint looks like the level without it ($changed pixels changed)"
    mark
    key s
    # Show me plays the level out (about 10 s at normal speed), then the
    # panel comes up: shot once it is there, with time to draw it.
    wait_for_log "modal: level complete" 40
    shot complete 2
    expect complete "modal: level complete"
    grep -q "completed: true" "$WATER_SORT_DATA_DIR/progress.ron" 2>/dev/null \
        || fail "complete: progress.ron records no completed level"
    key Escape
    stop

    [ "$FULL" = 1 ] || return 0
    cp levels/1-starter.ron "$WORK/edit-me.ron"
    rm -f "$WATER_SORT_LAYOUT_FILE"
    start edit "$WORK/edit-me.ron"
    shot editor
    expect editor "screen: Editor"
    expect_layout editor "editor"
    stop
}

FULL=1
for THEME in $THEMES; do
    shoot_theme
    FULL=0
done

echo "e2e: screens at $SCREEN_SIZE in $THEMES, $failed failed checks"
[ "$failed" = 0 ]
