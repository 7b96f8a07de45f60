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

# The number of pixels that differ between images $1 and $2 (ImageMagick's
# AE count, fuzz $3, default 3%), as a whole number: ImageMagick writes a
# large count as 1.2e+05, and an error (images of different sizes, a file
# missing) is no count at all, so it fails instead of reading as 0 or 1.
pixels_differ() {
    local out status=0
    out=$(compare -metric AE -fuzz "${3:-3%}" "$1" "$2" null: 2>&1) || status=$?
    out=${out%% *}
    if [ "$status" -gt 1 ] || ! [[ "$out" =~ ^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$ ]]; then
        echo "e2e: compare $1 $2 gave no pixel count: $out" >&2
        return 1
    fi
    awk -v n="$out" 'BEGIN { printf "%.0f\n", n }'
}

# The colour FIELD of theme $1 (as settings.ron names it: DarkGlass, Light,
# HighContrast) as src/game/ui/theme.rs defines it: "R G B A", each 0 to 1.
# Fails for a field or a form of colour it cannot read.
theme_colour() {
    awk -v theme="$1" -v field="$2:" '
        BEGIN {
            name["DarkGlass"] = "DARK_GLASS"; name["Light"] = "LIGHT"
            name["HighContrast"] = "HIGH_CONTRAST"
            want = "pub const " name[theme] ": Theme = Theme {"
        }
        index($0, want) { inside = 1; next }
        inside && /^    };/ { exit }
        inside && $1 == field {
            v = $0; sub(/^[^:]*: */, "", v); sub(/,[ \t]*$/, "", v)
            kind = v; sub(/\(.*/, "", kind)
            args = v; sub(/^[^(]*\(/, "", args); sub(/\)$/, "", args)
            split(args, a, /, */)
            if (v == "Color::BLACK") out = "0 0 0 1"
            else if (v == "Color::WHITE") out = "1 1 1 1"
            else if (v == "Color::NONE") out = "0 0 0 0"
            else if (kind == "Color::srgb_u8") out = sprintf("%.4f %.4f %.4f 1", a[1] / 255, a[2] / 255, a[3] / 255)
            else if (kind == "Color::srgb") out = a[1] " " a[2] " " a[3] " 1"
            else if (kind == "Color::srgba") out = a[1] " " a[2] " " a[3] " " a[4]
            exit
        }
        END { if (out == "") exit 1; print out }
    ' src/game/ui/theme.rs
}

# The mean colour of box $2 (WxH+X+Y) of image $1: "R G B", each 0 to 1.
mean_colour() {
    convert "$1" -alpha off -crop "$2" +repage -scale '1x1!' -format '%[fx:r] %[fx:g] %[fx:b]' info:
}

# Whether colours $1 and $2 ("R G B ...", 0 to 1) are within $3 of each
# other in every channel.
colour_near() {
    awk -v a="$1" -v b="$2" -v tol="$3" 'BEGIN {
        split(a, x, " "); split(b, y, " ")
        for (i = 1; i <= 3; i++) { d = x[i] - y[i]; if (d < 0) d = -d; if (d > tol) exit 1 }
    }'
}

# $1 ("R G B A") painted at its alpha over $2 ("R G B"), blended in linear
# light as the renderer blends: "R G B" (sRGB, 0 to 1).
over() {
    awk -v a="$1" -v b="$2" '
        function lin(c) { return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4 }
        function srgb(c) { return c <= 0.0031308 ? c * 12.92 : 1.055 * c ^ (1 / 2.4) - 0.055 }
        BEGIN {
            split(a, x, " "); split(b, y, " ")
            for (i = 1; i <= 3; i++) out[i] = srgb(lin(x[i]) * x[4] + lin(y[i]) * (1 - x[4]))
            printf "%.4f %.4f %.4f\n", out[1], out[2], out[3]
        }'
}

# How many pixels of image $1 (of its box $3 if given) are within $4
# (default 3%) of colour $2 ("R G B", 0 to 1).
colour_count() {
    local colour
    colour=$(awk -v c="$2" 'BEGIN { split(c, x, " "); printf "rgb(%.2f%%,%.2f%%,%.2f%%)", x[1] * 100, x[2] * 100, x[3] * 100 }')
    convert "$1" -alpha off ${3:+-crop "$3" +repage} -fuzz "${4:-3%}" -fill '#010203' -opaque "$colour" \
        -fuzz 0 -fill black +opaque '#010203' -fill white -opaque '#010203' \
        -format '%[fx:int(mean*w*h+0.5)]' info:
}

# Whether image $1's four corners show theme $2's backdrop as theme.rs
# defines it: bg_top above (the drifting lights add a little), bg_bottom
# below; with $3 (a modal panel up), under the theme's scrim. A corner is
# three spots along its edge, one of which must match (confetti may cover
# another). Prints each corner that differs.
backdrop_of() {
    local file=$1 top bottom scrim w h corner got bad=0
    top=$(theme_colour "$2" bg_top) && bottom=$(theme_colour "$2" bg_bottom) \
        && scrim=$(theme_colour "$2" scrim) || { echo "no backdrop colours of $2 in theme.rs"; return 1; }
    if [ -n "${3:-}" ]; then
        top=$(over "$scrim" "$top")
        bottom=$(over "$scrim" "$bottom")
    fi
    read -r w h < <(identify -format '%w %h' "$file")
    local dx x y seen
    for corner in "2 1 2 $top 0.06" "$((w - 8)) -1 2 $top 0.06" "2 1 $((h - 8)) $bottom 0.02" "$((w - 8)) -1 $((h - 8)) $bottom 0.02"; do
        set -- $corner
        seen=""
        for dx in 0 24 48; do
            x=$(($1 + $2 * dx))
            y=$3
            got=$(mean_colour "$file" "6x6+$x+$y")
            colour_near "$got" "$4 $5 $6" "$7" && { seen=""; break; }
            seen="$seen $x,$y: $got;"
        done
        [ -z "$seen" ] || { echo "the backdrop near $1,$3 is not $4 $5 $6 ($seen)"; bad=1; }
    done
    return "$bad"
}

# A screenshot of window $1 ("root": the screen) into $2 once a modal panel
# is up: taken again each second, for up to $4 seconds, until theme $3's
# scrim is over the backdrop (a panel can take seconds to show on software
# rendering). The caller checks the last one.
shot_of_modal() {
    local i
    for i in $(seq 1 "$4"); do
        import -window "$1" "$2"
        backdrop_of "$2" "$3" modal >/dev/null && return 0
        sleep 1
    done
    return 0
}

# The checks' tally: check NAME COMMAND... counts a pass, or a failure
# printed with the command's words.
passed=0
failed=0
check() {
    local name=$1 why
    shift
    if why=$("$@" 2>&1); then
        passed=$((passed + 1))
    else
        echo "e2e: FAILED: $name${why:+: $why}" >&2
        failed=$((failed + 1))
    fi
}

# Clicks tube $1 (from 1) of window $WID where the layout file puts it.
click_tube() {
    local x y
    read -r x y < <(awk -v n="$1" '$1 == "tube" && $2 == n { print $3, $4 }' "$WATER_SORT_LAYOUT_FILE")
    xdotool mousemove --window "$WID" "$x" "$y" click 1
}
