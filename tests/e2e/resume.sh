#!/usr/bin/env bash
# End-to-end: a level in progress survives a crash. The real game under
# Xvfb makes two pours on the first Hard level, is killed (SIGKILL), starts
# again, and Enter on the first screen continues the game: the board is as
# it was (the two screenshots' boards are compared pixel by pixel).
#
# Needs what run.sh needs. Run from the workspace root:
#   bash tests/e2e/resume.sh
# Screenshots land in target/e2e/: resume-before-kill, resume-title,
# resume-after, resume-fresh (the level's start, which must differ: the
# comparison can fail).
set -euo pipefail

cd "$(dirname "$0")/../.."
DISPLAY_NUM=${DISPLAY_NUM:-79}
# shellcheck source=setup.sh
source tests/e2e/setup.sh

"$BIN" play --pack levels/4-hard.ron --level 1 >"$OUT/game-resume-1.log" 2>&1 &
GAME=$!
wait_for_window '^tube ' "$OUT/game-resume-1.log"
sleep 3
xdotool windowfocus --sync "$WID"
# Tube 1 into tube 13 (key E), tube 3 into tube 14 (key R): both empty.
for key in 1 e 3 r; do
    xdotool key --window "$WID" "$key"
    sleep 0.8
done
sleep 2
import -window root "$OUT/resume-before-kill.png"
kill -9 "$GAME"
wait "$GAME" 2>/dev/null || true
ls "$WATER_SORT_DATA_DIR/games/"*.ron >/dev/null \
    || { echo "e2e: no saved game after two pours" >&2; exit 1; }

# Start again: the level select opens on the game; Enter continues it.
rm -f "$WATER_SORT_LAYOUT_FILE"
"$BIN" play >"$OUT/game-resume-2.log" 2>&1 &
GAME=$!
for _ in $(seq 1 120); do
    grep -q "screen: Title" "$OUT/game-resume-2.log" && break
    sleep 0.5
done
grep -q "screen: Title" "$OUT/game-resume-2.log" \
    || { echo "e2e: no level select within a minute of the restart" >&2; cat "$OUT/game-resume-2.log" >&2; exit 1; }
sleep 3
import -window root "$OUT/resume-title.png"
WID=$(xdotool search --sync --name "Water Sort" | head -1)
xdotool windowfocus --sync "$WID"
xdotool key --window "$WID" Return
wait_for_window '^tube ' "$OUT/game-resume-2.log"
sleep 3
import -window root "$OUT/resume-after.png"
kill "$GAME" 2>/dev/null || true
wait "$GAME" 2>/dev/null || true

grep -q "resumed 4-hard.ron / Gust at 2 moves" "$OUT/game-resume-2.log" \
    || { echo "e2e: the game did not resume at 2 moves" >&2; cat "$OUT/game-resume-2.log" >&2; exit 1; }
# The board (below the HUD's lines, above its buttons) looks the same.
crop=1280x540+0+180
convert "$OUT/resume-before-kill.png" -crop "$crop" +repage "$WORK/before.png"
convert "$OUT/resume-after.png" -crop "$crop" +repage "$WORK/after.png"
differ=$(pixels_differ "$WORK/before.png" "$WORK/after.png" 3%) || exit 1
echo "e2e: resumed at 2 moves; board pixels that differ: $differ"
[ "$differ" -lt 500 ] \
    || { echo "e2e: the board after Continue differs from before the kill ($differ pixels)" >&2; exit 1; }
# And the comparison can tell boards apart: the level's start, two pours
# back, differs from both.
rm -f "$WATER_SORT_LAYOUT_FILE"
WATER_SORT_DATA_DIR="$WORK/fresh" "$BIN" play --pack levels/4-hard.ron --level 1 \
    >"$OUT/game-resume-3.log" 2>&1 &
GAME=$!
wait_for_window '^tube ' "$OUT/game-resume-3.log"
sleep 3
import -window root "$OUT/resume-fresh.png"
kill "$GAME" 2>/dev/null || true
wait "$GAME" 2>/dev/null || true
convert "$OUT/resume-fresh.png" -crop "$crop" +repage "$WORK/fresh.png"
fresh=$(pixels_differ "$WORK/before.png" "$WORK/fresh.png" 3%) || exit 1
echo "e2e: the level's start differs from the board before the kill in $fresh pixels"
[ "$fresh" -ge 2000 ] \
    || { echo "e2e: two pours changed only $fresh board pixels: the comparison sees nothing" >&2; exit 1; }
