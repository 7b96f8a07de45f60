#!/usr/bin/env bash
# Cuts the CJK font the game embeds, assets/fonts/NotoSansCJK-subset.otf,
# out of Debian's Noto Sans CJK: only the characters the message files use.
#
# Run it again whenever a translation changes (a .ftl under
# assets/locales/ gains a character); `cargo test --test fonts` fails until
# then, naming the missing characters. From anywhere:
#
#     bash assets/fonts/subset.sh
#
# Needs Debian's packages (Debian 12 has them):
#
#     apt-get install fonts-noto-cjk python3-fonttools
#
# What goes in: every character of every assets/locales/*/*.ftl outside
# its comment lines, and of the shipped packs (levels/*.ron: names in
# other languages) (message ids and variable names are ASCII, so they add
# nothing), plus printable ASCII and Latin-1 (U+0020-U+007E,
# U+00A0-U+00FF), so a Latin pack name beside CJK text still has glyphs.
# The face is Noto Sans CJK SC, Regular (face 2 of the Debian .ttc): it
# covers every Han character, kana and CJK punctuation; the JP and TC faces
# only draw some of the same characters in another region's form and would
# each cost as much again (see assets/fonts/README.md).
#
# The output is deterministic: the same .ftl files and the same Debian
# package give the same bytes (characters are sorted; fontTools keeps the
# source's timestamp by default, and SOURCE_DATE_EPOCH is pinned here to
# make sure). Prints the file's size and sha256.
#
# Environment: PYTHON (default /usr/bin/python3, Debian's, which has
# fontTools), NOTO_CJK (the .ttc), OUT (the output file).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-/usr/bin/python3}"
source_font="${NOTO_CJK:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
out="${OUT:-$here/NotoSansCJK-subset.otf}"
face=2 # 0 JP, 1 KR, 2 SC, 3 TC, 4 HK in Debian's NotoSansCJK-Regular.ttc

if [[ ! -f "$source_font" ]]; then
    echo "subset.sh: no $source_font; apt-get install fonts-noto-cjk" >&2
    exit 1
fi
if ! "$python" -c 'import fontTools' 2>/dev/null; then
    echo "subset.sh: $python has no fontTools; apt-get install python3-fonttools" >&2
    exit 1
fi

text="$(mktemp)"
trap 'rm -f "$text"' EXIT

# The characters: sorted, each once, written as UTF-8 text for pyftsubset.
"$python" - "$root/assets/locales" "$text" "$root/levels" <<'EOF'
import pathlib
import sys

locales, out, levels = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3])
files = sorted(locales.glob("*/*.ftl"))
if not files:
    sys.exit(f"subset.sh: no .ftl files under {locales}")
chars = set(chr(c) for c in range(0x20, 0x7F)) | set(chr(c) for c in range(0xA0, 0x100))
for path in files:
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.lstrip().startswith("#"):
            chars.update(line)
# The shipped packs' names (their `names: {..}` in other languages too).
for path in sorted(levels.glob("*.ron")):
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.lstrip().startswith("//"):
            chars.update(line)
chars -= {"\t", "\r", "\n"}
pathlib.Path(out).write_text("".join(sorted(chars)), encoding="utf-8")
beyond = sum(1 for c in chars if ord(c) > 0xFF)
print(f"{len(files)} message files: {len(chars)} characters, {beyond} beyond Latin-1")
EOF

# The name table keeps the copyright, family, version and the licence's
# lines (ids 13, 14), in English only.
SOURCE_DATE_EPOCH=0 "$python" -m fontTools.subset "$source_font" \
    --font-number="$face" \
    --text-file="$text" \
    --output-file="$out" \
    --name-IDs=0,1,2,3,4,5,6,13,14 \
    --no-recalc-timestamp

echo "$(stat -c %s "$out") bytes  $(sha256sum "$out" | cut -d' ' -f1)  $out"
