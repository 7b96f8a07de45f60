#!/usr/bin/env bash
# The system packages water-sort needs on Debian or Ubuntu, installed with
# apt-get. The README's two commands start with it:
#   bash packaging/deps.sh play   # to build the game and open its window
#   bash packaging/deps.sh test   # to build and run `cargo test --workspace`
# It updates apt's package lists first (a fresh image has none), then
# installs without recommends. As root it runs apt-get itself; as another
# user through sudo, and without sudo it says what to install and stops.
# Installing what is installed already changes nothing, so it can be run
# again at any time. .ci/run runs both README commands, so both lists are
# proven on a fresh machine.
set -euo pipefail

# Building: pkg-config, a C compiler and the C library's headers for the
# -sys crates, the ALSA headers (Bevy's audio) and udev's (gilrs's game
# controllers); ca-certificates for cargo's downloads over https. The
# tests need no more: they run the game headless, without a window.
build=(pkg-config gcc libc6-dev ca-certificates libasound2-dev libudev-dev)
# Playing: what the game opens at run time, which no linker sees: the X11
# and xkbcommon libraries (winit), the Vulkan loader (wgpu) and Mesa's
# Vulkan drivers (lavapipe draws on a machine without a GPU driver). The
# same list as the Debian package's Depends and Recommends (Cargo.toml).
run=(libx11-6 libx11-xcb1 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libxkbcommon0
    libvulkan1 mesa-vulkan-drivers)

case "${1:-}" in
    play) packages=("${build[@]}" "${run[@]}") ;;
    test) packages=("${build[@]}") ;;
    *)
        echo "usage: bash packaging/deps.sh play|test" >&2
        exit 2
        ;;
esac

if ! command -v apt-get >/dev/null; then
    echo "deps.sh: no apt-get here (not Debian or Ubuntu): install these with your system's packages:" >&2
    echo "  ${packages[*]}" >&2
    exit 1
fi

# Root runs apt-get itself (a container often has no sudo); anyone else
# through sudo. sudo drops the environment, so env passes
# DEBIAN_FRONTEND on: no package may stop to ask a question.
if [ "$(id -u)" -eq 0 ]; then
    as_root=(env DEBIAN_FRONTEND=noninteractive)
elif command -v sudo >/dev/null; then
    as_root=(sudo env DEBIAN_FRONTEND=noninteractive)
else
    echo "deps.sh: installing packages needs root, and there is no sudo: run this as root" >&2
    echo "  (or install sudo), or have these installed: ${packages[*]}" >&2
    exit 1
fi

echo "deps.sh: apt-get update, then install: ${packages[*]}" >&2
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${packages[@]}"
