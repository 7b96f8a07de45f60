#!/usr/bin/env bash
# End-to-end: the game as the Debian package installed it (after
# `apt-get install ./water-sort_*.deb`; see packaging/deb.sh). Checks what a
# player gets: /usr/bin/water-sort and its version, the built-in packs from
# an empty directory, `man water-sort`, the shell completions, a valid
# desktop entry and AppStream metainfo, the icon in every hicolor size; then
# starts /usr/bin/water-sort under Xvfb from an empty directory, finds its
# window (by title, and by the class the desktop entry names), plays the
# first level with Enter, and closes it as a player does (Esc to the level
# select, Esc, Esc on the quit prompt).
#
# Needs what run.sh needs, plus man-db, desktop-file-utils and appstream
# (Debian packages). Run from the workspace root:
#   bash tests/e2e/package.sh
# Screenshots land in target/e2e/package-title.png and package-level.png.
#
# `test && ok ... || fail ...` throughout: ok always succeeds, so it is if-else.
# shellcheck disable=SC2015
set -euo pipefail

cd "$(dirname "$0")/../.."
DISPLAY_NUM=${DISPLAY_NUM:-83}
export WATER_SORT_BIN=/usr/bin/water-sort
# shellcheck source=setup.sh
source tests/e2e/setup.sh
ID=io.github.water_sort.WaterSort
passed=0
failed=0
ok() { echo "package: ok: $*"; passed=$((passed + 1)); }
fail() { echo "package: FAILED: $*" >&2; failed=$((failed + 1)); }

# The executable, from the package, first on PATH (the desktop entry's Exec).
owner=$(dpkg -S /usr/bin/water-sort 2>/dev/null | cut -d: -f1 || true)
[ "$owner" = water-sort ] && ok "/usr/bin/water-sort is the package's" \
    || fail "/usr/bin/water-sort belongs to '$owner', not the water-sort package"
[ "$(command -v water-sort)" = /usr/bin/water-sort ] && ok "water-sort on PATH is /usr/bin/water-sort" \
    || fail "water-sort on PATH is $(command -v water-sort)"
deb_version=$(dpkg-query -W -f '${Version}' water-sort)
version=$(/usr/bin/water-sort --version)
[ "$version" = "water-sort ${deb_version%-*}" ] && ok "--version: $version" \
    || fail "--version says '$version', the package is $deb_version"

# Depends names every library the executable links. This machine has all
# of them installed whatever Depends says, so nothing below would notice a
# missing one: each library of objdump's NEEDED list, found where the
# loader finds it (ldd), belongs to a package (dpkg -S) that must be in
# Depends itself. The libraries the game opens at run time (X11,
# xkbcommon, the Vulkan loader and driver) are checked once it runs, below.
depends=$(dpkg-query -W -f '${Depends}, ${Pre-Depends}' water-sort)
# The package names of a Depends field: alternatives split, versions and
# architectures dropped.
package_names() { tr ',|' '\n\n' <<<"$1" | sed -E 's/\(.*\)//; s/:[a-z0-9]+//; s/[[:space:]]//g' | grep -v '^$' | sort -u; }
declared=$(package_names "$depends")
# The package holding a library file (by its path, then its real path:
# merged /usr puts one file under two names).
owner_of() {
    local path found
    for path in "$1" "$(readlink -f "$1")" "${1#/usr}" "/usr$1"; do
        found=$(dpkg -S "$path" 2>/dev/null | grep -v '^diversion' || true)
        found=${found%%$'\n'*}
        found=${found%%[:,]*}
        [ -n "$found" ] && { echo "$found"; return 0; }
    done
    return 1
}
needed=$(objdump -p /usr/bin/water-sort | awk '$1 == "NEEDED" { print $2 }')
[ -n "$needed" ] || fail "objdump found no NEEDED library in /usr/bin/water-sort"
for soname in $needed; do
    # (ldd writes "libc.so.6 => /lib/.../libc.so.6 (0x...)", the loader as
    # "/lib64/ld-linux-x86-64.so.2 (0x...)".)
    path=$(ldd /usr/bin/water-sort | awk -v so="$soname" '$1 == so { print $3 } substr($1, length($1) - length(so)) == "/" so { print $1 }')
    pkg=$( [ -n "$path" ] && owner_of "$path" || true)
    if [ -z "$pkg" ]; then
        fail "linked $soname ($path): no package holds it"
    elif grep -qx "$pkg" <<<"$declared"; then
        ok "linked $soname: $pkg, in Depends"
    else
        fail "linked $soname: its package $pkg is not in Depends ($depends)"
    fi
done

# The packs are compiled in: an empty directory and a fresh data folder
# offer every pack of levels/.
EMPTY="$WORK/empty"
mkdir -p "$EMPTY"
packs=$(cd "$EMPTY" && /usr/bin/water-sort packs)
echo "$packs"
for file in levels/*.ron; do
    name=$(basename "$file")
    grep -qE "^built-in +$name " <<<"$packs" && ok "packs: built-in $name" \
        || fail "packs from an empty directory does not list built-in $name"
done

# The man pages: `man water-sort` (the main page lists the subcommands'
# pages) and one subcommand's page with its options.
page=$(man -P cat water-sort 2>&1 || true)
if grep -q "^SUBCOMMANDS" <<<"$page" && grep -q "water-sort-check(6)" <<<"$page" \
    && grep -q "water-sort-completions(6)" <<<"$page"; then
    ok "man water-sort ($(man -w water-sort))"
else
    fail "man water-sort: $page"
fi
page=$(man -P cat water-sort-check 2>&1 || true)
grep -q -- "--max-nodes <MAX_NODES>" <<<"$page" && ok "man water-sort-check: --max-nodes" \
    || fail "man water-sort-check: $page"

# The completions where bash, zsh and fish look for them; bash completes
# a subcommand for real.
words=$(bash -c 'source /usr/share/bash-completion/completions/water-sort
    COMP_WORDS=(water-sort ch); COMP_CWORD=1; _water__sort water-sort ch water-sort
    printf "%s\n" "${COMPREPLY[@]}"')
[ "$words" = check ] && ok "bash completes 'water-sort ch' to check" \
    || fail "bash completes 'water-sort ch' to '$words'"
head -1 /usr/share/zsh/vendor-completions/_water-sort | grep -qx "#compdef water-sort" \
    && ok "zsh completion" || fail "no zsh completion"
grep -q '^complete -c water-sort ' /usr/share/fish/vendor_completions.d/water-sort.fish \
    && ok "fish completion" || fail "no fish completion"

# The desktop entry and the metainfo, valid and consistent with the icon.
DESKTOP=/usr/share/applications/$ID.desktop
METAINFO=/usr/share/metainfo/$ID.metainfo.xml
desktop-file-validate "$DESKTOP" && ok "desktop-file-validate $DESKTOP" \
    || fail "desktop-file-validate $DESKTOP"
appstreamcli validate --no-net "$METAINFO" && ok "appstreamcli validate $METAINFO" \
    || fail "appstreamcli validate $METAINFO"
grep -qx "Icon=$ID" "$DESKTOP" && grep -qx "Exec=water-sort" "$DESKTOP" \
    && grep -q "<launchable type=\"desktop-id\">$ID.desktop</launchable>" "$METAINFO" \
    && ok "desktop entry and metainfo name $ID" || fail "the app ID differs between $DESKTOP and $METAINFO"
for size in 16 22 24 32 48 64 128 256 512; do
    icon=/usr/share/icons/hicolor/${size}x${size}/apps/$ID.png
    got=$(identify -format '%wx%h' "$icon" 2>/dev/null || echo missing)
    [ "$got" = "${size}x${size}" ] || fail "$icon: $got"
done
[ -s "/usr/share/icons/hicolor/scalable/apps/$ID.svg" ] && ok "icons: 9 sizes and scalable" \
    || fail "no scalable icon"

# The game from the installed path, from an empty directory, as the menu
# starts it.
LOG="$OUT/game-package.log"
# A player who has seen the first-run lesson: the level select first.
mkdir -p "$WATER_SORT_DATA_DIR"
echo "(lesson_seen: true)" >"$WATER_SORT_DATA_DIR/settings.ron"
(cd "$EMPTY" && exec /usr/bin/water-sort) >"$LOG" 2>&1 &
GAME=$!
WID=$(timeout 90 xdotool search --sync --name "Water Sort" | head -1 || true)
if [ -z "$WID" ]; then
    fail "no window within 90 s"
    cat "$LOG" >&2
else
    ok "window $WID"
    # The desktop entry's StartupWMClass matches the window's class.
    class=$(grep -oP '^StartupWMClass=\K.*' "$DESKTOP" || true)
    xdotool search --class "^$class\$" | grep -qx "$WID" && ok "window class $class" \
        || fail "no window of class $class"
    for _ in $(seq 1 120); do
        grep -q "screen: Title" "$LOG" && break
        sleep 0.5
    done
    sleep 3
    import -window root "$OUT/package-title.png"

    # What the running game opened (its memory maps): each library's
    # package is in Depends or Recommends (the Vulkan driver) or something
    # they depend on, as apt installs it on a machine that has none of them.
    closure=$(apt-cache depends --recurse --installed --no-suggests --no-conflicts \
            --no-breaks --no-replaces --no-enhances \
            water-sort $(package_names "$(dpkg-query -W -f '${Recommends}' water-sort)") 2>/dev/null \
        | grep -v '^ ' | sed -E 's/:[a-z0-9]+$//; s/[<>]//g' | sort -u)
    opened=$(awk '$6 ~ /\.so/ { print $6 }' "/proc/$GAME/maps" | sort -u)
    missing=0
    for lib in $opened; do
        pkg=$(owner_of "$lib" || true)
        if [ -z "$pkg" ]; then
            fail "the game opened $lib, which no package holds"
            missing=$((missing + 1))
        elif ! grep -qx "$pkg" <<<"$closure"; then
            fail "the game opened $lib of $pkg, which Depends and Recommends do not bring"
            missing=$((missing + 1))
        fi
    done
    # The check sees what it is for: the libraries opened at run time.
    for lib in libX11.so libXcursor.so libXi.so libxkbcommon.so libxkbcommon-x11.so libvulkan.so; do
        grep -q "/$lib" <<<"$opened" || fail "the game has not opened $lib: the check of what it opens sees nothing"
    done
    [ "$missing" = 0 ] && ok "the $(wc -w <<<"$opened") libraries the game opened come with the package"
    colours=$(convert "$OUT/package-title.png" -format '%k' info:)
    [ "$colours" -ge 50 ] && ok "level select drawn ($colours colours): $OUT/package-title.png" \
        || fail "$OUT/package-title.png looks blank ($colours colours)"

    # Enter plays the first built-in level.
    FIRST_LEVEL=$(awk '/levels:/ { found = 1 } found && /name:/ { match($0, /name: "[^"]+"/); print substr($0, RSTART + 7, RLENGTH - 8); exit }' levels/1-starter.ron)
    xdotool windowfocus --sync "$WID"
    xdotool key --window "$WID" Return
    for _ in $(seq 1 120); do
        grep -q '^level ' "$WATER_SORT_LAYOUT_FILE" 2>/dev/null && break
        sleep 0.5
    done
    sleep 2
    import -window root "$OUT/package-level.png"
    PLAYED=$(sed -n 's/^level //p' "$WATER_SORT_LAYOUT_FILE" 2>/dev/null || true)
    [ "$PLAYED" = "$FIRST_LEVEL" ] && ok "Enter plays '$PLAYED': $OUT/package-level.png" \
        || fail "Enter played '$PLAYED', not '$FIRST_LEVEL'"

    # Closed as a player does: back to the level select, the quit prompt, quit.
    for key in Escape Escape Escape; do
        xdotool key --window "$WID" "$key" 2>/dev/null || true
        sleep 2.5
    done
    for _ in $(seq 1 40); do
        kill -0 "$GAME" 2>/dev/null || break
        sleep 0.5
    done
    if kill -0 "$GAME" 2>/dev/null; then
        fail "the game did not quit on Esc, Esc, Esc"
    else
        status=0
        wait "$GAME" || status=$?
        [ "$status" = 0 ] && ok "the game quit (exit 0)" || fail "the game exited with $status"
    fi
    GAME=
fi

echo "package: $passed passed, $failed failed"
[ "$failed" = 0 ]
