#!/usr/bin/env bash
# Issue 33's "no allocation in the audio callback", measured: plays Chapter 4 with its bot
# (hit sounds on every note, the song, cross-fades) on SDL's dummy drivers with every heap
# allocation on SDL's audio thread counted (count-allocations.c, through LD_PRELOAD), and
# prints those of the thread's first SETTLE_SECONDS (default 2) and those after: a callback
# that allocates shows there once a buffer (about 190 a second at 256 frames), a sound that
# allocates once a hit. TRACE=1 prints each later allocation's stack (addr2line -e BIN names it).
# Usage: Benchmarks/Allocations/callback-allocations.sh   (BIN=path/to/starlight-sync, SECONDS_PLAYED=12)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${BIN:-.build/debug/starlight-sync}
played=${SECONDS_PLAYED:-12}
[ -x "$bin" ] || swift build --product starlight-sync >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -shared -fPIC -O2 -o "$dir/count-allocations.so" Benchmarks/Allocations/count-allocations.c
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" \
  LD_PRELOAD="$dir/count-allocations.so" \
  "$bin" play --chapter 4 --autoplay --quit-after "$played" 2>&1 |
  if [ -n "${TRACE:-}" ]; then cat; else grep "audio thread allocations"; fi
