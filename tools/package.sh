#!/usr/bin/env bash
# Writes the release archive starlight-sync-VERSION-linux-ARCH.tar.gz: the game built with the
# Swift runtime linked in statically, its files, the menu entry, icons, AppStream metadata,
# man page and completions (the tree tools/install.sh --stage writes), install.sh (which,
# unpacked, copies instead of building) and a README naming the runtime packages.
# Usage: tools/package.sh [--out DIR] [--binary PATH]   (prints the archive's path)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$PWD
stage_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --binary) stage_args=(--binary "$2"); shift 2 ;;
    *) echo "package.sh: unknown option '$1'" >&2; exit 64 ;;
  esac
done
mkdir -p "$out"
out=$(cd "$out" && pwd)

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/StarlightSync/StarlightSyncCommand.swift)
arch=$(uname -m)
name="starlight-sync-$version-linux-$arch"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tools/install.sh --stage "$work/$name" "${stage_args[@]}" >&2
install -m 0755 tools/install.sh "$work/$name/install.sh"
cat >"$work/$name/README.txt" <<README
StarlightSync $version for Linux ($arch)

A rhythm game in six chapters. The Swift runtime is linked into bin/starlight-sync: no Swift
toolchain is needed.

Install (under ~/.local; the game then appears in the application menu):
    ./install.sh                 or   ./install.sh --prefix DIR
Remove exactly what was installed:
    ./install.sh --uninstall     or   ./install.sh --uninstall --prefix DIR
Or run it from here without installing:
    bin/starlight-sync

Debian/Ubuntu runtime packages (apt-get install ...):
    libsdl2-2.0-0 libsdl2-mixer-2.0-0 libsdl2-ttf-2.0-0   window, input, sound, text
    librubberband2                                        practice at a rate, pitch kept
    libpulse0 libpipewire-0.3-0                           the game's own stream to the sound server
    libpipewire-0.3-common libpipewire-0.3-modules        (PipeWire's client configuration and modules)
    libsqlite3-0                                          the chart library's index
    libdbus-1-3                                           real time through RealtimeKit
    libpng16-16 (Ubuntu 24.04: libpng16-16t64)            screenshots
    libsdl2-image-2.0-0                                   song art in Free Play
    fonts-dejavu-core                                     the HUD font
    fonts-droid-fallback                                  Japanese, Chinese, Korean titles
    libstdc++6 libgcc-s1 libc6                            (present on every system)

Started from the menu, the game logs to ~/.local/state/starlight-sync/starlight-sync.log.
README
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz"
