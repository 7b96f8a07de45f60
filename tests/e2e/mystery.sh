#!/usr/bin/env bash
# End-to-end: the real game under Xvfb plays a mystery level by its hints
# (Space asks for the hint and plays it) to the win, with screenshots before
# and after the first reveal, and checks the saved progress and the shots:
# the hidden units drawn in the theme's hidden-unit colour (theme.rs), as
# many of them as `water-sort hint` counts before and after the first
# hint, none once the level is won.
#
# Needs what run.sh needs. Run from the workspace root:
#   bash tests/e2e/mystery.sh
# Screenshots (of the game's window) land in target/e2e/: mystery-start,
# mystery-revealing, mystery-revealed, mystery-complete.
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
import -window "$WID" "$OUT/mystery-start.png"
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
        import -window "$WID" "$OUT/mystery-revealing.png"
        sleep 1.5
        import -window "$WID" "$OUT/mystery-revealed.png"
    else
        sleep 1.5
    fi
done
shot_of_modal "$WID" "$OUT/mystery-complete.png" DarkGlass 10
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

# The shots. Units hidden at the start and after the first hint, as the
# command line's help (the game's, without a window) counts them.
hidden_after() {
    "$BIN" hint "$PACK" --level "$LEVEL" ${1:+--after "$1"} | sed -n 's/.* pours\?: \([0-9]*\) units\? hidden.*/\1/p'
}
first=$("$BIN" hint "$PACK" --level "$LEVEL" | sed -n 's/^move: //p')
n0=$(hidden_after "")
n1=$(hidden_after "$first")
ink=$(theme_colour DarkGlass hidden_unit)
count() { colour_count "$OUT/mystery-$1.png" "$ink"; }
start=$(count start)
revealing=$(count revealing)
revealed=$(count revealed)
complete=$(count complete)
echo "e2e: hidden units $n0, then $n1 after $first; pixels of the hidden colour: start $start, revealing $revealing, revealed $revealed, complete $complete"
failed=0
shots_fail() { echo "e2e: $*" >&2; failed=$((failed + 1)); }
[ -n "$n0" ] && [ -n "$n1" ] && [ "$n0" -gt 0 ] || shots_fail "water-sort hint counts no hidden units ($n0, $n1)"
# Each hidden unit about as many pixels: the counts go as the units.
[ "$start" -ge $((n0 * 800)) ] || shots_fail "mystery-start shows $start pixels of hidden units for $n0 units"
awk -v a="$revealed" -v b="$start" -v m="$n1" -v n="$n0" 'BEGIN { r = a / b; e = m / n; exit !(r > e - 0.06 && r < e + 0.06) }' \
    || shots_fail "after the first hint, $revealed of $start hidden pixels left, for $n1 of $n0 units"
# Mid-reveal: no more hidden than before, no fewer than after.
[ "$revealing" -le $((start + start / 50)) ] && [ "$revealing" -ge $((revealed - revealed / 50)) ] \
    || shots_fail "mystery-revealing shows $revealing hidden pixels, outside $revealed..$start"
[ "$complete" -le $((start / 20)) ] || shots_fail "mystery-complete still shows $complete hidden pixels"
why=$(backdrop_of "$OUT/mystery-complete.png" DarkGlass modal) \
    || shots_fail "mystery-complete shows no level-complete panel over the backdrop: $why"
[ "$failed" = 0 ]
