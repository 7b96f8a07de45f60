#!/usr/bin/env bash
# End-to-end: a new player in German and in Chinese. The real game under
# Xvfb starts with an empty data directory, once with the desktop set to
# German (LANG=de_DE.UTF-8) and once with `--lang zh-CN`; each time it must
# log the language chosen and open the lesson (`screen: Tutorial`), which is
# then followed by clicks where its pointer points (the lesson writes the
# place to $WATER_SORT_POINTER_FILE: tubes, then Undo, Hint, the hints'
# pours, Finish) until the level select comes (`screen: Title`); F1 then
# opens the help panel (`modal: help`). Screenshots in target/e2e/:
# lang-<tag>-lesson, lang-<tag>-title, lang-<tag>-help. Each shot is checked
# to differ from the one before (the screen changed), and the run to have
# logged no message missing from the language.
#
# Needs what run.sh needs. Run from the workspace root:
#   bash tests/e2e/languages.sh
set -euo pipefail

cd "$(dirname "$0")/../.."
DISPLAY_NUM=${DISPLAY_NUM:-79}
# shellcheck source=setup.sh
source tests/e2e/setup.sh
export WATER_SORT_POINTER_FILE="$WORK/pointer.txt"

passed=0
failed=0
fail() {
    echo "e2e: FAILED: $*" >&2
    failed=$((failed + 1))
}
ok() { passed=$((passed + 1)); }

# Waits up to $2 seconds for a line containing $1 in log $3; fails if none.
wait_log() {
    local waited=0
    until grep -qF -- "$1" "$3"; do
        [ "$waited" -ge "$(($2 * 2))" ] && return 1
        sleep 0.5
        waited=$((waited + 1))
    done
}

# One new player: $1 the tag the game must speak, the rest how it is started.
new_player() {
    local tag=$1 log="$OUT/lang-$1.log" clicks=0 at=""
    shift
    rm -rf "$WATER_SORT_DATA_DIR" "$WATER_SORT_POINTER_FILE"
    mkdir -p "$WATER_SORT_DATA_DIR"
    # Emptied here, not by the game's redirection (which a background job
    # does later): a line of the last run must not count.
    : >"$log"
    env "$@" >>"$log" 2>&1 &
    GAME=$!
    wait_log "screen: Tutorial" 120 "$log" || { fail "$tag: no lesson"; cat "$log" >&2; return; }
    ok
    grep -qF "language: $tag" "$log" && ok || fail "$tag: the log does not say 'language: $tag'"
    WID=$(xdotool search --sync --name "Water Sort" | head -1)
    xdotool windowfocus --sync "$WID" 2>/dev/null || true
    sleep 3
    import -window "$WID" "$OUT/lang-$tag-lesson.png"
    # Follow the pointer, as a player would, until the level select.
    while ! grep -qF "screen: Title" "$log"; do
        [ "$clicks" -lt 30 ] || { fail "$tag: the lesson did not end after 30 clicks"; break; }
        local x y
        read -r _ x y <"$WATER_SORT_POINTER_FILE" 2>/dev/null || { sleep 0.5; continue; }
        if [ "$x $y" = "$at" ]; then
            # The pointer has not moved yet (an animation, a search): wait.
            sleep 0.5
            at=""
            continue
        fi
        xdotool mousemove --window "$WID" "$x" "$y" click 1
        clicks=$((clicks + 1))
        at="$x $y"
        sleep 1.2
    done
    wait_log "screen: Title" 20 "$log" && ok || fail "$tag: no level select after the lesson"
    echo "e2e: $tag: the lesson took $clicks clicks"
    grep -q "lesson_seen: true" "$WATER_SORT_DATA_DIR/settings.ron" 2>/dev/null && ok \
        || fail "$tag: settings.ron does not keep the lesson as seen"
    sleep 2
    import -window "$WID" "$OUT/lang-$tag-title.png"
    xdotool key --window "$WID" F1
    wait_log "modal: help" 20 "$log" && ok || fail "$tag: F1 opened no help panel"
    sleep 2
    import -window "$WID" "$OUT/lang-$tag-help.png"
    local before=""
    for shot in lesson title help; do
        if [ -n "$before" ]; then
            n=$(pixels_differ "$OUT/lang-$tag-$before.png" "$OUT/lang-$tag-$shot.png") || n=0
            [ "$n" -gt 20000 ] && ok || fail "$tag: $shot looks like $before ($n pixels differ)"
        fi
        before=$shot
    done
    if grep -q "is missing from" "$log"; then
        fail "$tag: messages missing: $(grep 'is missing from' "$log" | head -3)"
    else
        ok
    fi
    kill "$GAME" 2>/dev/null || true
    wait "$GAME" 2>/dev/null || true
    GAME=
}

new_player de LANG=de_DE.UTF-8 LC_ALL= LC_MESSAGES= "$BIN" play
new_player zh-CN LANG=C "$BIN" play --lang zh-CN

echo "e2e: languages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
