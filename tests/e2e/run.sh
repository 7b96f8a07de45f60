#!/usr/bin/env bash
# End-to-end: the real game under Xvfb (Mesa lavapipe, Vulkan in software)
# plays starter level 1 with the solver's solution by clicking the tubes,
# takes screenshots, and checks the saved progress and the shots: the board
# on the theme's backdrop (theme.rs) with each colour of the level in the
# pack's palette, the first pour animated, the level-complete panel up.
# Then the game starts from an empty directory (as an installed game does)
# and must offer its built-in packs: its level select drawn, Enter plays
# the first built-in level.
#
# Needs: xvfb, mesa-vulkan-drivers, xdotool, imagemagick (Debian packages),
# and a built `target/debug/water-sort`. Run from the workspace root:
#   bash tests/e2e/run.sh
# Screenshots (of the game's window, which need not fill the screen) land in
# target/e2e/: board, lifted, mid-pour-1..4 (mid-pour = the second),
# after-first-pour, complete, title-empty-dir.
set -euo pipefail

cd "$(dirname "$0")/../.."
PACK=${PACK:-levels/1-starter.ron}
LEVEL=${LEVEL:-1}
DISPLAY_NUM=${DISPLAY_NUM:-77}
# shellcheck source=setup.sh
source tests/e2e/setup.sh

# The solution, one "from>to" per line (tubes from 1).
mapfile -t MOVES < <("$BIN" solve "$PACK" --level "$LEVEL" | grep -E '^[0-9]+>[0-9]+$')
echo "e2e: ${#MOVES[@]} moves: ${MOVES[*]}"

"$BIN" play --pack "$PACK" --level "$LEVEL" >"$OUT/game.log" 2>&1 &
GAME=$!

wait_for_window '^tube ' "$OUT/game.log"
sleep 2
import -window "$WID" "$OUT/board.png"

# Each colour of the level, by its palette key in the pack: at least 1500
# pixels a unit of it (a unit is about 4000 at 1280x800).
level_colours() {
    local keys key hex c n units bad=0
    keys=$(awk -v want="$LEVEL" '/tubes: \[/ { n++ } n == want && /tubes: \[/ { sub(/.*tubes: \[/, ""); sub(/\].*/, ""); gsub(/[", ]/, ""); print; exit }' "$PACK")
    [ -n "$keys" ] || { echo "no tubes of level $LEVEL in $PACK"; return 1; }
    for key in $(grep -o . <<<"$keys" | sort -u); do
        hex=$(sed -n "s/.*(key: '$key',.*color: \"#\([0-9a-fA-F]\{6\}\)\".*/\1/p" "$PACK")
        c=$(awk -v r=$((16#${hex:0:2})) -v g=$((16#${hex:2:2})) -v b=$((16#${hex:4:2})) \
            'BEGIN { printf "%.4f %.4f %.4f", r / 255, g / 255, b / 255 }')
        units=$(grep -o "$key" <<<"$keys" | wc -l)
        n=$(colour_count "$1" "$c")
        [ "$n" -ge $((units * 1500)) ] || { echo "$key (#$hex): $n pixels for $units units"; bad=1; }
    done
    return "$bad"
}
check "board.png: the theme's backdrop" backdrop_of "$OUT/board.png" DarkGlass
check "board.png: the level's colours" level_colours "$OUT/board.png"

first=1
for move in "${MOVES[@]}"; do
    click_tube "${move%>*}"
    sleep 0.4
    [ "$first" = 1 ] && import -window "$WID" "$OUT/lifted.png"
    click_tube "${move#*>}"
    if [ "$first" = 1 ]; then
        # A burst through the first pour (software rendering is slow, so
        # its pace varies): lift, tilt with the liquid level, stream.
        for shot in 1 2 3 4; do
            sleep 0.12
            import -window "$WID" "$OUT/mid-pour-$shot.png"
        done
        cp "$OUT/mid-pour-2.png" "$OUT/mid-pour.png"
    fi
    sleep 1.2
    if [ "$first" = 1 ]; then
        first=0
        import -window "$WID" "$OUT/after-first-pour.png"
        # The pour is animated: a frame of the burst is none of the board
        # before it, the tube lifted and the board after it.
        between=0
        for shot in 1 2 3 4; do
            frame="$OUT/mid-pour-$shot.png"
            before=$(pixels_differ "$OUT/board.png" "$frame") || before=0
            lifted=$(pixels_differ "$OUT/lifted.png" "$frame") || lifted=0
            after=$(pixels_differ "$OUT/after-first-pour.png" "$frame") || after=0
            echo "e2e: mid-pour-$shot: pixels from the board before $before, lifted $lifted, after $after"
            [ "$before" -ge 2000 ] && [ "$lifted" -ge 2000 ] && [ "$after" -ge 2000 ] && between=$((between + 1))
        done
        check "mid-pour: the first pour is animated ($between frames between the boards)" [ "$between" -ge 1 ]
    fi
done
# The level-complete panel comes up after the last pour and the confetti.
for _ in $(seq 1 60); do
    grep -q "modal: level complete" "$OUT/game.log" && break
    sleep 0.5
done
shot_of_modal "$WID" "$OUT/complete.png" DarkGlass 10
check "the level-complete panel comes up" grep -q "modal: level complete" "$OUT/game.log"
check "complete.png: the panel's scrim over the backdrop" backdrop_of "$OUT/complete.png" DarkGlass modal

# The level is recorded as completed in the saved progress.
PROGRESS="$WATER_SORT_DATA_DIR/progress.ron"
[ -f "$PROGRESS" ] || { echo "e2e: no progress file" >&2; cat "$OUT/game.log" >&2; exit 1; }
cat "$PROGRESS"
FILE=$(basename "$PACK")
if grep -q "\"$FILE\"" "$PROGRESS" && grep -q "completed: true" "$PROGRESS"; then
    passed=$((passed + 1))
else
    echo "e2e: level not recorded as completed" >&2
    failed=$((failed + 1))
fi
kill "$GAME" 2>/dev/null || true
wait "$GAME" 2>/dev/null || true

# From an empty directory with a fresh data directory: the built-in packs.
EMPTY="$WORK/empty"
mkdir -p "$EMPTY"
export WATER_SORT_DATA_DIR="$WORK/data-empty"
# A player who has seen the first-run lesson: the level select first.
mkdir -p "$WATER_SORT_DATA_DIR"
echo "(lesson_seen: true)" >"$WATER_SORT_DATA_DIR/settings.ron"
rm -f "$WATER_SORT_LAYOUT_FILE"
BIN_ABS=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
FIRST_LEVEL=$(awk '/levels:/ { found = 1 } found && /name:/ { match($0, /name: "[^"]+"/); print substr($0, RSTART + 7, RLENGTH - 8); exit }' levels/1-starter.ron)
(cd "$EMPTY" && exec "$BIN_ABS") >"$OUT/game-empty.log" 2>&1 &
GAME=$!
WID=$(xdotool search --sync --name "Water Sort" | head -1)
sleep 4
import -window "$WID" "$OUT/title-empty-dir.png"
check "title-empty-dir.png: the level select on the theme's backdrop" \
    backdrop_of "$OUT/title-empty-dir.png" DarkGlass
colours=$(convert "$OUT/title-empty-dir.png" -format '%k' info:)
check "title-empty-dir.png: drawn ($colours colours)" [ "$colours" -ge 50 ]
xdotool windowfocus --sync "$WID"
xdotool key --window "$WID" Return
for _ in $(seq 1 120); do
    grep -q '^level ' "$WATER_SORT_LAYOUT_FILE" 2>/dev/null && break
    sleep 0.5
done
PLAYED=$(sed -n 's/^level //p' "$WATER_SORT_LAYOUT_FILE" 2>/dev/null || true)
if [ -n "$PLAYED" ] && [ "$PLAYED" = "$FIRST_LEVEL" ] && [ -d "$WATER_SORT_DATA_DIR/levels" ]; then
    passed=$((passed + 1))
else
    echo "e2e: from an empty directory, Enter played '$PLAYED', not the built-in '$FIRST_LEVEL'" >&2
    cat "$OUT/game-empty.log" >&2
    failed=$((failed + 1))
fi
echo "e2e: $passed passed, $failed failed"
[ "$failed" = 0 ]
