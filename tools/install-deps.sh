#!/usr/bin/env bash
# Installs the system packages StarlightSync needs on Debian/Ubuntu (apt-get; sudo when not
# root). Safe to run again: apt-get skips what is already installed.
set -euo pipefail

packages=(
  pkg-config
  libsdl2-dev         # window, input, game controllers, audio device
  libx11-dev          # the X display's socket, on which the window's thread waits for input
  libsdl2-mixer-dev   # audio decoding and mixing
  libsdl2-ttf-dev     # text
  libsdl2-image-dev   # song art in Free Play (banners, backgrounds: PNG, JPEG)
  libpng-dev          # PNG screenshots and visual checks
  librubberband-dev   # time-stretching with the pitch kept (practice at a rate)
  libpulse-dev        # the game's own PulseAudio stream, and its figure for the output latency
  libpipewire-0.3-dev # the game's own PipeWire stream, and its profiler's output latency
  libpipewire-0.3-common  # the PipeWire client's configuration (client-rt.conf) and
  libpipewire-0.3-modules # modules (protocol-native, rt): without them no stream starts
  liblzma-dev         # LZMA, the compression of osu! and Quaver replays
  linux-libc-dev      # linux/input.h: gamepads read straight from evdev
  libdbus-1-dev       # real time asked of RealtimeKit over D-Bus (as desktops grant it)
  dbus-daemon         # tests: a private bus with a fake RealtimeKit on it
  libsqlite3-dev      # the chart library's index (SQLite through GRDB)
  zlib1g-dev          # zip archives of charts (.osz, packs' .zip) through ZIPFoundation
  fonts-dejavu-core   # the HUD font (a built-in bitmap font is the fallback)
  fonts-droid-fallback # Japanese, Chinese and Korean song titles (found through fontconfig)
  desktop-file-utils  # tests: desktop-file-validate checks the installed menu entry
  appstream           # tests: appstreamcli validates the installed AppStream metadata
)

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: no Swift toolchain on PATH. Install Swift 6 from https://swift.org/install/linux/ and retry." >&2
  exit 1
fi
