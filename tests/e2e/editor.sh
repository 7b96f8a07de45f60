#!/usr/bin/env bash
# End-to-end: the level editor in a real window under Xvfb (Mesa lavapipe).
# `water-sort edit` opens on a copy of the starter pack; the keyboard changes
# tube 2 of level 2 exactly as the README says (Right, Backspace, palette
# keys, Ctrl+S); the saved file must differ from the shipped one only in that
# level and pass `water-sort check`. Then the mouse drags a unit from tube 1
# to tube 4, F5 playtests, Esc returns, Ctrl+S saves again. Last, Up and the
# wheel hide units (a mystery level), F6 shows the player's view, and the
# save writes the `hidden` counts. Then the variants: Ctrl+Z takes the
# hidden units back (mystery levels do not combine with variants), and on
# tube 5 Shift+Up makes it 5 tall, Ctrl+L locks it with purple, Ctrl+B
# chooses ball sort; the save writes `heights`, `locks` and `rules`.
#
# Needs what tests/e2e/run.sh needs. Run from the workspace root:
#   bash tests/e2e/editor.sh
# Screenshots land in target/e2e/: editor-start, editor-edited, editor-drag,
# editor-dragging, editor-playtest, editor-back, editor-hidden, editor-player-view,
# editor-variants.
set -euo pipefail

cd "$(dirname "$0")/../.."
DISPLAY_NUM=${DISPLAY_NUM:-79}
# shellcheck source=setup.sh
source tests/e2e/setup.sh

passed=0
failed=0
check() { # check NAME COMMAND...: count a pass or a failure
    local name=$1
    shift
    if "$@" >/dev/null; then
        passed=$((passed + 1))
    else
        echo "e2e editor: FAILED: $name" >&2
        failed=$((failed + 1))
    fi
}

ORIG=levels/1-starter.ron
PACK="$WORK/mine.ron"
cp "$ORIG" "$PACK"
# Level 2 ("Sprout") has tubes GCCP GPCP PCGG and two empty ones; tube 2 becomes
# GP (two Backspaces), then GPPC (keys P and C): the same units, rearranged.
grep -q '(name: "Sprout", tubes: \["GCCP", "GPCP", "PCGG", "", ""\]' "$PACK" \
    || { echo "e2e editor: the starter pack's second level changed; update this test" >&2; exit 1; }

"$BIN" edit "$PACK" --level 2 >"$OUT/editor.log" 2>&1 &
GAME=$!
for _ in $(seq 1 120); do
    grep -q '^editor' "$WATER_SORT_LAYOUT_FILE" 2>/dev/null && grep -q '^tube 5 ' "$WATER_SORT_LAYOUT_FILE" && break
    sleep 0.5
done
grep -q '^tube 5 ' "$WATER_SORT_LAYOUT_FILE" || { echo "e2e editor: no layout file" >&2; cat "$OUT/editor.log" >&2; exit 1; }
WID=$(xdotool search --sync --name "Water Sort" | head -1)
sleep 3
import -window root "$OUT/editor-start.png"

xdotool windowfocus --sync "$WID"
for key in Right BackSpace BackSpace P C ctrl+s; do
    xdotool key --window "$WID" "$key"
    sleep 0.4
done
sleep 1.5
import -window root "$OUT/editor-edited.png"

saved_tubes() { grep -o '(name: "Sprout", tubes: \[[^]]*\]' "$PACK"; }
echo "e2e editor: after the keys: $(saved_tubes)"
check "tube 2 is GPPC" grep -q '(name: "Sprout", tubes: \["GCCP", "GPPC", "PCGG", "", ""\]' "$PACK"
# Only the edited level's lines differ from the shipped file.
strip_sprout() { sed '/(name: "Sprout"/,/),$/d' "$1"; }
check "the rest of the file is unchanged" diff <(strip_sprout "$ORIG") <(strip_sprout "$PACK")
check "water-sort check passes" "$BIN" check "$PACK"

# The mouse: drag the top unit of tube 1 onto tube 4 (empty), then save.
tube_xy() { awk -v n="$1" '$1 == "tube" && $2 == n { print $3, $4 }' "$WATER_SORT_LAYOUT_FILE"; }
read -r x1 y1 < <(tube_xy 1)
read -r x4 y4 < <(tube_xy 4)
xdotool mousemove --window "$WID" "$x1" "$y1" mousedown 1
sleep 0.3
xdotool mousemove --window "$WID" "$x4" "$y4"
sleep 1.5
# Mid-drag: the unit carried is drawn at the cursor, tube 1 one unit short.
import -window root "$OUT/editor-dragging.png"
xdotool mouseup 1
sleep 1
import -window root "$OUT/editor-drag.png"
xdotool key --window "$WID" ctrl+s
sleep 1.5
echo "e2e editor: after the drag: $(saved_tubes)"
check "the drag moved P from tube 1 to tube 4" \
    grep -q '(name: "Sprout", tubes: \["GCC", "GPPC", "PCGG", "P", ""\]' "$PACK"
check "water-sort check passes after the drag" "$BIN" check "$PACK"

# Playtest and back: F5 plays the edited level (the game logs the screen
# and the layout file names the level), Esc comes back to the editor, the
# edit still there.
# Waits up to 10 s for the game's log, after line $1, to have a line $2.
log_since() {
    for _ in $(seq 1 20); do
        tail -n "+$(($1 + 1))" "$OUT/editor.log" | grep -qF -- "$2" && return 0
        sleep 0.5
    done
    return 1
}
mark=$(wc -l <"$OUT/editor.log")
xdotool key --window "$WID" F5
log_since "$mark" "screen: Gameplay" || true
for _ in $(seq 1 20); do
    grep -q '^level Sprout$' "$WATER_SORT_LAYOUT_FILE" && break
    sleep 0.5
done
sleep 2
import -window root "$OUT/editor-playtest.png"
check "F5 starts the playtest" log_since "$mark" "screen: Gameplay"
check "the playtest plays the edited level" grep -qx 'level Sprout' "$WATER_SORT_LAYOUT_FILE"
mark=$(wc -l <"$OUT/editor.log")
xdotool key --window "$WID" Escape
log_since "$mark" "screen: Editor" || true
for _ in $(seq 1 20); do
    grep -q '^editor' "$WATER_SORT_LAYOUT_FILE" && break
    sleep 0.5
done
sleep 2
import -window root "$OUT/editor-back.png"
check "Esc goes back to the editor" log_since "$mark" "screen: Editor"
check "back in the editor after the playtest" grep -q '^editor' "$WATER_SORT_LAYOUT_FILE"

# A mystery level: Home, Up, Up hides two units of tube 1; the wheel over
# tube 3 hides one there; F6 shows the player's view; Ctrl+S saves.
xdotool key --window "$WID" Home
for key in Up Up; do
    xdotool key --window "$WID" "$key"
    sleep 0.3
done
read -r x3 y3 < <(tube_xy 3)
xdotool mousemove --window "$WID" "$x3" "$y3" click 4
sleep 0.5
import -window root "$OUT/editor-hidden.png"
xdotool key --window "$WID" F6
sleep 1
import -window root "$OUT/editor-player-view.png"
xdotool key --window "$WID" F6 ctrl+s
sleep 1.5
echo "e2e editor: after hiding: $(grep -o '(name: "Sprout", tubes: [^)]*' "$PACK")"
check "the hidden counts are saved" \
    grep -q '(name: "Sprout", tubes: \["GCC", "GPPC", "PCGG", "P", ""\], hidden: \[2, 0, 1\]' "$PACK"
check "water-sort check passes with hidden units" "$BIN" check "$PACK"

# The variants, by their keys (the buttons do the same; see docs/editor.md).
for key in ctrl+z ctrl+z ctrl+z End shift+Up ctrl+l ctrl+b; do
    xdotool key --window "$WID" "$key"
    sleep 0.4
done
sleep 2
import -window root "$OUT/editor-variants.png"
xdotool key --window "$WID" ctrl+s
sleep 2
echo "e2e editor: with variants: $(grep -o '(name: "Sprout", tubes: [^)]*' "$PACK")"
check "the variant is saved" grep -qF '(name: "Sprout", tubes: ["GCC", "GPPC", "PCGG", "P", ""], rules: ball, heights: [4, 4, 4, 4, 5], locks: [None, None, None, None, Some('"'P'"')]' "$PACK"
check "water-sort check passes with the variant" "$BIN" check "$PACK"

kill "$GAME" 2>/dev/null || true
wait "$GAME" 2>/dev/null || true
echo "e2e editor: $passed passed, $failed failed"
[ "$failed" = 0 ]
