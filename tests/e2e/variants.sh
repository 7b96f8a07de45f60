#!/usr/bin/env bash
# End-to-end: the rule variants played to the win by clicks in a real
# window (Xvfb, Mesa's software Vulkan).
#  - Ball sort (the Ball sort pack's first level): the first move's ball
#    flies (frames between the boards), Ctrl+Z takes it back (the board as
#    at the start, the saved game at 0 moves), then the solver's solution,
#    clicked tube by tube, wins and is recorded.
#  - Locked tubes (the Locks pack's first level, tube 4 locked until cyan
#    is finished): the padlock is drawn in the key colour, a pour into the
#    locked tube is refused (no move made, the board unchanged), the lock
#    comes off with the pour that finishes cyan, Ctrl+Z puts it back and
#    Ctrl+Y takes it off again, and the solution wins.
#
# Needs what run.sh needs. Run from the workspace root:
#   bash tests/e2e/variants.sh
# Screenshots land in target/e2e/: ball-start, ball-lifted, ball-flight-1..3,
# ball-after, ball-undone, ball-complete, lock-start, lock-refused,
# lock-move-N (after each move), lock-undone, lock-redone, lock-complete.
set -euo pipefail

cd "$(dirname "$0")/../.."
DISPLAY_NUM=${DISPLAY_NUM:-80}
# shellcheck source=setup.sh
source tests/e2e/setup.sh

PROGRESS="$WATER_SORT_DATA_DIR/progress.ron"
# The move counter of the saved game in progress (0 when none is saved:
# a level without a move made keeps no game).
saved_moves() {
    local file
    file=$(ls "$WATER_SORT_DATA_DIR/games/"*.ron 2>/dev/null | head -1)
    if [ -z "$file" ]; then
        echo 0
    else
        sed -n 's/^ *moves: \([0-9]*\),*$/\1/p' "$file" | head -1
    fi
}
# Waits up to 5 s for the saved game to reach $1 moves (the save is
# written off the frame), then checks it.
saved_moves_are() {
    local got
    for _ in $(seq 1 25); do
        got=$(saved_moves)
        [ "$got" = "$1" ] && return 0
        sleep 0.2
    done
    echo "the saved game is at ${got:-no} moves, not $1"
    return 1
}
# The board of a shot of the window, without the HUD's lines and buttons
# (they show the notices): from 130 px down to 130 px above the bottom.
board() {
    local h
    h=$(identify -format '%h' "$1")
    convert "$1" -crop "x$((h - 260))+0+130" +repage "$2"
}
# Whether shots $1 and $2 show the same board: fewer than $3 pixels
# (default 500) apart by more than 8% (the backdrop's drifting lights
# change many pixels by less: 32,000 at 3%, none at 8%, against 3,700 for
# a ball moved).
same_board() {
    local n
    board "$1" "$WORK/a.png"
    board "$2" "$WORK/b.png"
    n=$(pixels_differ "$WORK/a.png" "$WORK/b.png" 8%) || return 1
    [ "$n" -lt "${3:-500}" ] || { echo "$n pixels differ"; return 1; }
}
# Whether shots $1 and $2 show boards at least 500 pixels apart.
boards_apart() { ! same_board "$1" "$2" >/dev/null; }
# Plays level $2 of pack $1 in a new game process; sets GAME and WID.
start_level() {
    rm -f "$WATER_SORT_LAYOUT_FILE"
    "$BIN" play --pack "$1" --level "$2" >"$OUT/game-$3.log" 2>&1 &
    GAME=$!
    wait_for_window '^tube ' "$OUT/game-$3.log"
    sleep 3
    xdotool windowfocus --sync "$WID"
}
stop_game() {
    kill "$GAME" 2>/dev/null || true
    wait "$GAME" 2>/dev/null || true
    GAME=
}
# Clicks move $1 ("from>to") and waits for its pour to play out.
click_move() {
    click_tube "${1%>*}"
    sleep 0.4
    click_tube "${1#*>}"
    sleep 1.5
}
# Whether the level-complete panel came up (log $1) and pack $2's level is
# recorded as completed.
won() {
    for _ in $(seq 1 60); do
        grep -q "modal: level complete" "$1" && break
        sleep 0.5
    done
    grep -q "modal: level complete" "$1" || { echo "no level-complete panel"; return 1; }
    grep -q "\"$2\"" "$PROGRESS" && grep -q "completed: true" "$PROGRESS" \
        || { echo "not recorded: $(cat "$PROGRESS" 2>/dev/null)"; return 1; }
}

# --- Ball sort ---------------------------------------------------------------
PACK=levels/8-ball-sort.ron
grep -q '^    rules: ball,' "$PACK" || { echo "e2e: $PACK plays no ball sort" >&2; exit 1; }
mapfile -t MOVES < <("$BIN" solve "$PACK" --level 1 | grep -E '^[0-9]+>[0-9]+$')
echo "e2e: ball sort, ${#MOVES[@]} moves: ${MOVES[*]}"
[ "${#MOVES[@]}" -ge 2 ] || { echo "e2e: no solution for $PACK level 1" >&2; exit 1; }
start_level "$PACK" 1 ball
import -window "$WID" "$OUT/ball-start.png"
first=${MOVES[0]}
click_tube "${first%>*}"
sleep 0.6
import -window "$WID" "$OUT/ball-lifted.png"
click_tube "${first#*>}"
for shot in 1 2 3; do
    sleep 0.1
    import -window "$WID" "$OUT/ball-flight-$shot.png"
done
sleep 1.5
import -window "$WID" "$OUT/ball-after.png"
check "ball-lifted: the top ball lifts" boards_apart "$OUT/ball-start.png" "$OUT/ball-lifted.png"
between=0
for shot in 1 2 3; do
    frame="$OUT/ball-flight-$shot.png"
    if boards_apart "$OUT/ball-lifted.png" "$frame" && boards_apart "$OUT/ball-after.png" "$frame"; then
        between=$((between + 1))
    fi
done
check "ball-flight: the ball is seen between the boards ($between frames)" [ "$between" -ge 1 ]
check "ball-after: one move saved" saved_moves_are 1
xdotool key --window "$WID" ctrl+z
sleep 1.5
import -window "$WID" "$OUT/ball-undone.png"
check "ball-undone: Ctrl+Z gives the start's board" same_board "$OUT/ball-start.png" "$OUT/ball-undone.png"
check "ball-undone: no move saved" saved_moves_are 0
for move in "${MOVES[@]}"; do
    click_move "$move"
done
check "ball sort: won by clicks and recorded" won "$OUT/game-ball.log" 8-ball-sort.ron
shot_of_modal "$WID" "$OUT/ball-complete.png" DarkGlass 10
stop_game

# --- Locked tubes ------------------------------------------------------------
PACK=levels/7-locks.ron
# Level 1: tube 4 (empty) locked until cyan is finished; tube 3 ends in cyan.
grep -q '(name: "Latch", tubes: \["GPPC", "CCPP", "GGGC", "", "", ""\],' "$PACK" \
    && grep -q 'locks: \[None, None, None, Some(.C.)\]' "$PACK" \
    || { echo "e2e: the Locks pack's first level changed; update this test" >&2; exit 1; }
# The key colour as the pack's palette gives it.
hex=$(sed -n "s/.*(key: 'C',.*color: \"#\([0-9a-fA-F]\{6\}\)\".*/\1/p" "$PACK")
[ -n "$hex" ] || { echo "e2e: no colour C in $PACK's palette" >&2; exit 1; }
CYAN=$(awk -v r=$((16#${hex:0:2})) -v g=$((16#${hex:2:2})) -v b=$((16#${hex:4:2})) \
    'BEGIN { printf "%.4f %.4f %.4f", r / 255, g / 255, b / 255 }')
mapfile -t MOVES < <("$BIN" solve "$PACK" --level 1 | grep -E '^[0-9]+>[0-9]+$')
echo "e2e: locks, ${#MOVES[@]} moves: ${MOVES[*]}"
start_level "$PACK" 1 lock
import -window "$WID" "$OUT/lock-start.png"
# The padlock's key colour over tube 4 (empty, so no liquid of it there):
# a box 100 px wide from the tube's centre up 260 px (its top, the lock
# above it).
read -r x4 y4 < <(awk '$1 == "tube" && $2 == 4 { print $3, $4 }' "$WATER_SORT_LAYOUT_FILE")
lock_box="100x260+$((x4 - 50))+$((y4 > 260 ? y4 - 260 : 0))"
padlock() { colour_count "$1" "$CYAN" "$lock_box" 6%; }
closed=$(padlock "$OUT/lock-start.png")
echo "e2e: key-colour pixels on tube 4's lock: $closed"
check "lock-start: a padlock in the key colour on tube 4 ($closed pixels)" [ "$closed" -ge 60 ]
click_tube 3
sleep 0.6
click_tube 4
sleep 2
import -window "$WID" "$OUT/lock-refused.png"
check "lock-refused: no move made" saved_moves_are 0
check "lock-refused: the board as at the start" same_board "$OUT/lock-start.png" "$OUT/lock-refused.png"
check "lock-refused: still locked" [ "$(padlock "$OUT/lock-refused.png")" -ge $((closed * 3 / 4)) ]
# The solution, a shot after each move; the first shot without the padlock
# is the move that finished cyan.
opened_at=
n=0
for move in "${MOVES[@]}"; do
    n=$((n + 1))
    click_move "$move"
    [ -n "$opened_at" ] && continue
    import -window "$WID" "$OUT/lock-move-$n.png"
    left=$(padlock "$OUT/lock-move-$n.png")
    echo "e2e: after move $n ($move): $left key-colour pixels on the lock"
    if [ "$left" -lt $((closed / 10)) ] && [ "$n" -lt "${#MOVES[@]}" ]; then
        opened_at=$n
        # Undo locks the tube again at once; redo opens it again.
        xdotool key --window "$WID" ctrl+z
        sleep 1.5
        import -window "$WID" "$OUT/lock-undone.png"
        check "lock-undone: Ctrl+Z after move $n locks tube 4 again" \
            [ "$(padlock "$OUT/lock-undone.png")" -ge $((closed * 3 / 4)) ]
        xdotool key --window "$WID" ctrl+y
        sleep 1.5
        import -window "$WID" "$OUT/lock-redone.png"
        check "lock-redone: Ctrl+Y opens it again" \
            same_board "$OUT/lock-move-$n.png" "$OUT/lock-redone.png"
    fi
done
check "locks: the lock came off before the last move" [ -n "$opened_at" ]
check "locks: won by clicks and recorded" won "$OUT/game-lock.log" 7-locks.ron
shot_of_modal "$WID" "$OUT/lock-complete.png" DarkGlass 10
stop_game

echo "e2e: $passed passed, $failed failed"
[ "$failed" = 0 ]
