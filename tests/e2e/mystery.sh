#!/usr/bin/env bash
# End-to-end: the real game under Xvfb plays a mystery level by its hints
# (Space asks for the hint and plays it) to the win, with screenshots before
# and after the first reveal, and checks the saved progress.
#
# Needs what run.sh needs. Run from the workspace root:
#   bash tests/e2e/mystery.sh
# Screenshots land in target/e2e/: mystery-start, mystery-revealing,
# mystery-revealed, mystery-complete.
set -euo pipefail

cd "$(dirname "$0")/../.."
PACK=${PACK:-levels/5-mystery.ron}
LEVEL=${LEVEL:-1}
DISPLAY_NUM=${DISPLAY_NUM:-78}
# shellcheck source=setup.sh
source tests/e2e/setup.sh

"$BIN" play --pack "$PACK" --level "$LEVEL" >"$OUT/game-mystery.log" 2>&1 &
GAME=$!
wait_for_window '^tube ' "$OUT/game-mystery.log"
sleep 3
import -window root "$OUT/mystery-start.png"
xdotool windowfocus --sync "$WID"

PROGRESS="$WATER_SORT_DATA_DIR/progress.ron"
won() { [ -f "$PROGRESS" ] && grep -q "completed: true" "$PROGRESS"; }
# Space plays the hint (asking for it first). Each pour takes 0.6 s; the
# hint of a mystery view may take a while on software rendering's spare core.
pours=0
for _ in $(seq 1 120); do
    won && break
    xdotool key --window "$WID" space
    pours=$((pours + 1))
    if [ "$pours" = 1 ]; then
        sleep 0.9
        import -window root "$OUT/mystery-revealing.png"
        sleep 1.5
        import -window root "$OUT/mystery-revealed.png"
    else
        sleep 1.5
    fi
done
sleep 3
import -window root "$OUT/mystery-complete.png"
kill "$GAME" 2>/dev/null || true
wait "$GAME" 2>/dev/null || true
if won; then
    echo "e2e: mystery level won by its hints after $pours presses of Space"
    cat "$PROGRESS"
else
    echo "e2e: the mystery level was not won" >&2
    cat "$OUT/game-mystery.log" >&2
    exit 1
fi
