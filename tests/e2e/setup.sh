# Sourced by the end-to-end scripts (after `cd` to the workspace root and
# setting DISPLAY_NUM's default): the binary, target/e2e/, a scratch WORK
# directory with the game's data folder and layout file, the tools, and an
# Xvfb screen; the game ($GAME, once started) and Xvfb are stopped and WORK
# removed on exit.
BIN=${WATER_SORT_BIN:-target/debug/water-sort}
OUT=target/e2e
mkdir -p "$OUT"
WORK=$(mktemp -d)
export WATER_SORT_DATA_DIR="$WORK/data"
export WATER_SORT_LAYOUT_FILE="$WORK/layout.txt"
export WGPU_BACKEND=vulkan
export DISPLAY=":$DISPLAY_NUM"

for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "e2e: missing $tool" >&2; exit 2; }
done
[ -x "$BIN" ] || { echo "e2e: build first (cargo build)" >&2; exit 2; }

Xvfb "$DISPLAY" -screen 0 "${SCREEN_SIZE:-1280x800}x24" >"$WORK/xvfb.log" 2>&1 &
XVFB=$!
GAME=
cleanup() {
    [ -n "$GAME" ] && kill "$GAME" 2>/dev/null || true
    kill "$XVFB" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
# Wait for the X server (a fresh one can take a moment, more so right after
# another on the same display number went away).
for _ in $(seq 1 50); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done
xdotool getdisplaygeometry >/dev/null 2>&1 || { echo "e2e: Xvfb did not start on $DISPLAY" >&2; cat "$WORK/xvfb.log" >&2; exit 1; }

# Waits (up to a minute: software rendering is slow) until the game's layout
# file has a line matching $1, then sets WID to the game's window; on a
# timeout prints the game's log $2 and fails.
wait_for_window() {
    for _ in $(seq 1 120); do
        grep -q "$1" "$WATER_SORT_LAYOUT_FILE" 2>/dev/null && break
        sleep 0.5
    done
    grep -q "$1" "$WATER_SORT_LAYOUT_FILE" 2>/dev/null \
        || { echo "e2e: no layout file" >&2; cat "$2" >&2; exit 1; }
    WID=$(xdotool search --sync --name "Water Sort" | head -1)
}
