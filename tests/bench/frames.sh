#!/usr/bin/env bash
# Frame times of the real game in a real window: Xvfb with Mesa's software
# Vulkan (llvmpipe), at each screen size asked (default 1280x800 and
# 1920x1080), in two scenes:
#   level-select  the level select scrolled through the largest shipped pack
#                 (Classic, 60 levels), key by key and by the mouse wheel;
#   20-tube       a 20-tube level (18 colours, made by `water-sort generate`
#                 from a fixed seed) played out by clicking the solver's
#                 57 moves with every effect on (the default settings: pours,
#                 splashes, the surfaces' wobble, the finished tubes' shine,
#                 the lifted tube's sway) up to the win and its confetti.
# The game writes each frame's time to $WATER_SORT_FRAME_LOG
# (src/game/ui/frame_log.rs); this script prints, per scene and size, the
# frames counted, the median, the 99th percentile (nearest rank) and the
# worst frame, in milliseconds. The first 60 frames of each scene (the
# window mapped, shaders compiled, the level laid out) are left out.
#
# Needs: xvfb, mesa-vulkan-drivers, xdotool (Debian packages) and a built
# game. Run from the workspace root, on the release build:
#   cargo build --release --bin water-sort
#   bash tests/bench/frames.sh [SIZE...]
# WATER_SORT_BIN picks another binary; DISPLAY_NUM (default 91) the X
# display; PERF=1 records `perf record -g` of the game in each scene to
# target/bench/perf-SCENE-SIZE.data; UNPACED=1 turns the display's pacing
# off (no vsync: each frame as soon as it is made, so its time is its cost,
# not the 60 Hz present); EXECUTOR=multi or single picks how the game's
# schedules run (WATER_SORT_EXECUTOR: by default single-threaded on two
# cores or fewer, src/game/schedule.rs). The logs land in target/bench/.
set -euo pipefail

cd "$(dirname "$0")/../.."
BIN=${WATER_SORT_BIN:-target/release/water-sort}
DISPLAY_NUM=${DISPLAY_NUM:-91}
OUT=target/bench
SIZES=("$@")
[ "${#SIZES[@]}" -gt 0 ] || SIZES=(1280x800 1920x1080)
[ -x "$BIN" ] || { echo "bench: build first (cargo build --release --bin water-sort)" >&2; exit 2; }
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "bench: missing $tool" >&2; exit 2; }
done
mkdir -p "$OUT"
WORK=$(mktemp -d)
export WGPU_BACKEND=vulkan
export DISPLAY=":$DISPLAY_NUM"
export WATER_SORT_LAYOUT_FILE="$WORK/layout.txt"
[ "${UNPACED:-0}" = 1 ] && export WATER_SORT_UNPACED=1
[ -n "${EXECUTOR:-}" ] && export WATER_SORT_EXECUTOR="$EXECUTOR"
XVFB=
GAME=
cleanup() {
    [ -n "$GAME" ] && kill "$GAME" 2>/dev/null || true
    [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# The 20-tube level and its solution, one "from>to" a line (tubes from 1).
"$BIN" generate --colors 18 --empty 2 --count 1 --seed 7 --name Twenty --out "$WORK/twenty.ron" >/dev/null
mapfile -t MOVES < <("$BIN" solve "$WORK/twenty.ron" --level 1 | grep -E '^[0-9]+>[0-9]+$')

# start SIZE SCENE ARGS...: the game at SIZE, its frames logged for SCENE,
# its window filling the screen; sets GAME and WID.
start() {
    local size=$1 scene=$2 w=${1%x*} h=${1#*x} got
    shift 2
    export WATER_SORT_DATA_DIR="$WORK/data-$scene-$size"
    mkdir -p "$WATER_SORT_DATA_DIR"
    echo "(lesson_seen: true)" >"$WATER_SORT_DATA_DIR/settings.ron"
    rm -f "$WATER_SORT_LAYOUT_FILE"
    WATER_SORT_FRAME_LOG="$OUT/frames-$scene-$size.log" "$BIN" "$@" >"$OUT/game-$scene-$size.log" 2>&1 &
    GAME=$!
    WID=$(xdotool search --sync --name "Water Sort" | head -1)
    for _ in $(seq 1 20); do
        xdotool windowsize --sync "$WID" "$w" "$h" 2>/dev/null || xdotool windowsize "$WID" "$w" "$h"
        xdotool windowmove "$WID" 0 0
        got=$(xdotool getwindowgeometry --shell "$WID" | awk -F= '$1 == "WIDTH" { w = $2 } $1 == "HEIGHT" { h = $2 } END { print w "x" h }')
        [ "$got" = "$size" ] && break
        sleep 0.5
    done
    [ "$got" = "$size" ] || { echo "bench: the window is $got, not $size" >&2; exit 1; }
    xdotool windowfocus --sync "$WID"
    sleep 3
    if [ "${PERF:-0}" = 1 ]; then
        perf record -g -o "$OUT/perf-$scene-$size.data" -p "$GAME" >/dev/null 2>&1 &
        PERF_PID=$!
    fi
}

stop() {
    [ "${PERF:-0}" = 1 ] && { kill -INT "$PERF_PID"; wait "$PERF_PID" || true; }
    kill "$GAME" 2>/dev/null || true
    wait "$GAME" 2>/dev/null || true
    GAME=
}

click_tube() {
    local x y
    read -r x y < <(awk -v n="$1" '$1 == "tube" && $2 == n { print $3, $4 }' "$WATER_SORT_LAYOUT_FILE")
    xdotool mousemove --window "$WID" "$x" "$y" click 1
}

# stats SCENE SIZE SCREEN: the frames of SCREEN in the scene's log, less
# the first 60: "frames median p99 worst".
stats() {
    awk -v want="$3" '$2 == want { n++; if (n > 60) print $1 }' "$OUT/frames-$1-$2.log" | sort -g \
        | awk '{ v[NR] = $1 } END {
            if (NR == 0) { print "0 - - -"; exit }
            m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            r = int(NR * 0.99); if (r < NR * 0.99) r++
            printf "%d %.2f %.2f %.2f\n", NR, m, v[r], v[NR]
        }'
}

for size in "${SIZES[@]}"; do
    Xvfb "$DISPLAY" -screen 0 "${size}x24" >"$WORK/xvfb.log" 2>&1 &
    XVFB=$!
    for _ in $(seq 1 50); do
        xdotool getdisplaygeometry >/dev/null 2>&1 && break
        sleep 0.2
    done

    if [ "${SCENES:-both}" != 20-tube ]; then
    start "$size" level-select play
    # Down through the starter pack into Classic and to its end, then back
    # up by the wheel and down again.
    for _ in $(seq 1 24); do xdotool key --window "$WID" Down; sleep 0.3; done
    for _ in $(seq 1 15); do xdotool click --window "$WID" 4; sleep 0.15; done
    for _ in $(seq 1 15); do xdotool click --window "$WID" 5; sleep 0.15; done
    sleep 2
    stop
    fi

    start "$size" 20-tube play --pack "$WORK/twenty.ron" --level 1
    for move in "${MOVES[@]}"; do
        click_tube "${move%>*}"
        sleep 0.25
        click_tube "${move#*>}"
        sleep 0.6
    done
    # The win: the confetti, then the level-complete panel.
    sleep 6
    stop

    kill "$XVFB" 2>/dev/null || true
    wait "$XVFB" 2>/dev/null || true
    XVFB=
    sleep 1
done

[ "${UNPACED:-0}" = 1 ] && echo "unpaced (no vsync)"
[ -n "${EXECUTOR:-}" ] && echo "executor: $EXECUTOR"
echo "scene size frames median_ms p99_ms worst_ms"
for size in "${SIZES[@]}"; do
    echo "level-select $size $(stats level-select "$size" Title)"
    echo "20-tube $size $(stats 20-tube "$size" Gameplay)"
done
