#!/usr/bin/env bash
# Renders the desktop icon's PNGs in the usual hicolor sizes from icon.svg,
# into hicolor/SIZExSIZE/apps/, laid out as they are installed under
# /usr/share/icons/hicolor/ (the Debian package takes them from here; the
# scalable size is icon.svg itself). Needs rsvg-convert (Debian package
# librsvg2-bin). Run from anywhere:
#   bash assets/icons/render.sh
set -euo pipefail
cd "$(dirname "$0")"
ID=io.github.water_sort.WaterSort
for size in 16 22 24 32 48 64 128 256 512; do
    dir="hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    rsvg-convert -w "$size" -h "$size" icon.svg -o "$dir/$ID.png"
done
