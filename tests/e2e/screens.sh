#!/usr/bin/env bash
# End-to-end: every screen of the real game, screenshot at one window size
# (SCREEN_SIZE, default 1280x800; CI runs it at 1280x800 and 1920x1080):
# the level select, its quit prompt, settings, the endless screen, the daily
# puzzle, a level with a hint, show me to the level-complete panel, and the
# editor. Each shot is checked to be a drawn window (not one flat colour)
# and to be the screen asked for: the game logs each screen it enters
# (`screen: Title`) and each panel it puts up (`modal: settings`), and the
# key(s) before a shot must have brought that line; in play, the layout
# file names the level (or the editor); show me must win it
# (progress.ron). The window must have the size asked for, and each shot
# the colours of the theme asked for, as src/game/ui/theme.rs defines
# them: the backdrop's corners (under the scrim on a modal panel) and the
# glass of an empty tube. The hint must outline the tubes `water-sort hint`
# names, in the theme's hint colours, and no other tube.
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
    if [ -n "${3:-}" ]; then
        shot_of_modal root "$file" "$THEME" 10
    else
        import -window root "$file"
    fi
    # A drawn screen has many colours; a black or blank one has a few.
    local colours size
    colours=$(convert "$file" -format '%k' info:)
    if [ "$colours" -lt 50 ]; then
        fail "$1 looks blank ($colours colours)"
    fi
    size=$(identify -format '%wx%h' "$file")
    [ "$size" = "$SCREEN_SIZE" ] || fail "$1 is $size, not $SCREEN_SIZE"
    echo "e2e: $file ($colours colours)"
    check_backdrop "$1" "${3:-}"
}

# The theme's colour $1, or fails the run.
colour_of() {
    theme_colour "$THEME" "$1" || { echo "e2e: no colour $1 of $THEME in theme.rs" >&2; exit 2; }
}

# Shot $1's backdrop at its four corners is the theme's gradient, under
# its scrim with $2 (a modal panel up).
check_backdrop() {
    local file="$OUT/screens-$THEME-$SCREEN_SIZE-$1.png" why
    why=$(backdrop_of "$file" "$THEME" "$2") || fail "$file ($THEME): $why"
}

# Tube $2's centre in the layout file: "X Y".
tube_xy() { awk -v n="$1" '$1 == "tube" && $2 == n { print $3, $4 }' "$WATER_SORT_LAYOUT_FILE"; }

# The tubes' spacing in the layout file (tubes 1 and 2 side by side).
spacing() { awk '$1 == "tube" && $2 <= 2 { x[$2] = $3 } END { d = x[2] - x[1]; print (d < 0 ? -d : d) }' "$WATER_SORT_LAYOUT_FILE"; }

# Shot $1's empty tube $2 has the theme's glass: on the row across its
# middle, the wall's pixels are the glass at its alpha over the backdrop
# just outside it.
check_glass() {
    local file="$OUT/screens-$THEME-$SCREEN_SIZE-$1.png" x y s row outside want found
    read -r x y < <(tube_xy "$2")
    s=$(spacing)
    row=$y
    outside=$(mean_colour "$file" "3x1+$((x - s / 2))+$row")
    want=$(over "$(colour_of glass)" "$outside")
    # (txt: writes a pixel a line: "0,0: (116,132,154)  #74849A  srgb(...)".)
    found=$(convert "$file" -alpha off -crop "$((s / 2))x1+$((x - s / 2))+$row" +repage -depth 8 txt:- \
        | awk -v want="$want" 'NR > 1 {
            split(want, w, " "); v = $2; gsub(/[()]/, "", v); split(v, p, ",")
            near = 1
            for (i = 1; i <= 3; i++) { d = p[i] / 255 - w[i]; if (d < 0) d = -d; if (d > 0.03) near = 0 }
            n += near
        } END { print n + 0 }')
    echo "e2e: $1: tube $2's wall has $found pixels of $THEME's glass ($want) on row $row"
    [ "$found" -ge 3 ] || fail "$file: tube $2 shows no wall in $THEME's glass ($want over $outside) on row $row"
}

# How many pixels of box $2 of shot $1 show the theme's colour $3 painted
# over one of the backdrop colours $4... ("R G B"), at any alpha from 0.55
# to 0.95 (a hint's outline pulses between them; tried in steps of 0.025,
# close enough for the fuzz on every theme).
ink_count() {
    local file=$1 box=$2 ink backdrop a opaque=()
    ink=$(colour_of "$3")
    shift 3
    for backdrop in "$@"; do
        for a in $(seq 0.55 0.025 0.95); do
            opaque+=(-opaque "$(over "${ink% *} $a" "$backdrop" | awk '{ printf "rgb(%.2f%%,%.2f%%,%.2f%%)", $1 * 100, $2 * 100, $3 * 100 }')")
        done
    done
    # Every pixel near one of them to a marker colour, then counted.
    convert "$file" -alpha off -crop "$box" +repage -fuzz 3% -fill '#010203' "${opaque[@]}" \
        -fuzz 0 -fill black +opaque '#010203' -fill white -opaque '#010203' \
        -format '%[fx:int(mean*w*h+0.5)]' info:
}

# The hint shot outlines the tubes of `water-sort hint`'s move, the source
# in the theme's hint_source and the destination in hint_destination
# (painted over the backdrop beside them), and no other tube: counted in
# each tube's column of the board, below the HUD's lines, in the hint shot
# and (none) in the level shot.
check_hint() {
    local level="$OUT/screens-$THEME-$SCREEN_SIZE-level.png" hint="$OUT/screens-$THEME-$SCREEN_SIZE-hint.png"
    local move from to s tubes t x y box ink backdrops before after
    move=$("$BIN" hint levels/1-starter.ron --level 1 | sed -n 's/^move: //p')
    from=${move%>*}
    to=${move#*>}
    s=$(spacing)
    tubes=$(awk '$1 == "tube" { n = $2 } END { print n }' "$WATER_SORT_LAYOUT_FILE")
    [ -n "$move" ] && [ "$tubes" -gt 0 ] || { fail "hint: no move from water-sort hint ($move) or no tubes"; return; }
    for t in $(seq 1 "$tubes"); do
        read -r x y < <(tube_xy "$t")
        # (The layout's point is the tube's middle; a tube is about 2.3
        # spacings high.)
        box="${s}x$((s * 5 / 2))+$((x - s / 2))+$((y - s * 5 / 4))"
        # The backdrop beside the tube, high, middle and low.
        backdrops=()
        for row in $((y - s)) "$y" $((y + s)); do
            backdrops+=("$(mean_colour "$hint" "3x3+$((x - s / 2))+$row")")
        done
        for ink in hint_source hint_destination; do
            before=$(ink_count "$level" "$box" "$ink" "${backdrops[@]}")
            after=$(ink_count "$hint" "$box" "$ink" "${backdrops[@]}")
            echo "e2e: hint: tube $t: $before pixels in $ink before the hint, $after with it"
            if { [ "$ink" = hint_source ] && [ "$t" = "$from" ]; } || { [ "$ink" = hint_destination ] && [ "$t" = "$to" ]; }; then
                [ "$((after - before))" -ge "$((s * 4))" ] \
                    || fail "hint: tube $t of the move $move has no outline in $THEME's $ink ($before pixels before, $after with it)"
            else
                [ "$((after - before))" -le "$s" ] \
                    || fail "hint: tube $t has $after pixels in $THEME's $ink ($before before the hint), not of the move $move"
            fi
        done
    done
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
    # A window just mapped may not take the first resize: asked again
    # until it has the size, for up to 10 s, then the size is checked.
    local size tries
    for tries in $(seq 1 20); do
        xdotool windowsize --sync "$WID" "$W" "$H" 2>/dev/null || xdotool windowsize "$WID" "$W" "$H"
        xdotool windowmove "$WID" 0 0
        size=$(xdotool getwindowgeometry --shell "$WID" | awk -F= '$1 == "WIDTH" { w = $2 } $1 == "HEIGHT" { h = $2 } END { print w "x" h }')
        [ "$size" = "$SCREEN_SIZE" ] && break
        sleep 0.5
    done
    sleep 3
    xdotool windowfocus --sync "$WID"
    size=$(xdotool getwindowgeometry --shell "$WID" | awk -F= '$1 == "WIDTH" { w = $2 } $1 == "HEIGHT" { h = $2 } END { print w "x" h }')
    [ "$size" = "$SCREEN_SIZE" ] || fail "the window is $size, not $SCREEN_SIZE (asked $tries times)"
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
    # (The first-run lesson seen: the level select first.)
    echo "(theme: $THEME, lesson_seen: true)" >"$WATER_SORT_DATA_DIR/settings.ron"
    rm -f "$WATER_SORT_LAYOUT_FILE"
    start play
    shot level-select
    expect level-select "screen: Title"
    mark
    key F2
    shot settings 1.5 modal
    expect settings "modal: settings"
    key Escape
    if [ "$FULL" = 1 ]; then
        mark
        key Escape
        shot quit-prompt 1 modal
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
    check_glass level "$(awk '$1 == "tube" { n = $2 } END { print n }' "$WATER_SORT_LAYOUT_FILE")"
    key h
    shot hint 2
    check_hint
    mark
    key s
    # Show me plays the level out (about 10 s at normal speed), then the
    # panel comes up: shot once it is there, with time to draw it.
    wait_for_log "modal: level complete" 40
    shot complete 2 modal
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
