#!/usr/bin/env bash
# Issue 12's preload figure: launches the game RUNS times (default 5) on SDL's dummy video
# driver and prints the median of the preload time it logs ("preloaded 7/7 audio assets ...
# in X ms"), when every asset is ready (a background decode's end, if any) and the
# process's peak resident memory.
# Usage: Benchmarks/Audio/preload.sh   (BIN=path/to/starlight-sync, RUNS=5)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${BIN:-.build/debug/starlight-sync}
runs=${RUNS:-5}
[ -x "$bin" ] || swift build --product starlight-sync >/dev/null
times=()
ready=()
for _ in $(seq "$runs"); do
  dir=$(mktemp -d)
  log=$(SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" \
    /usr/bin/time -f "peak resident %M KB" "$bin" play --chapter 1 --quit-after 0.1 --verbose 2>&1 || true)
  rm -rf "$dir"
  echo "$log" | grep -E "preloaded|every audio asset ready|peak resident" |
    sed 's/^.*\(preloaded\|every audio\)/\1/'
  times+=("$(echo "$log" | sed -n 's/.*preloaded .* in \([0-9.]*\) ms.*/\1/p' | head -n 1)")
  ready+=("$(echo "$log" | sed -n 's/.*every audio asset ready \([0-9.]*\) ms.*/\1/p' | head -n 1)")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END {
  printf "preload (what the launch waits for) median of %d launches: %.1f ms (min %.1f, max %.1f)\n", NR, v[int((NR + 1) / 2)], v[1], v[NR] }'
printf '%s\n' "${ready[@]}" | grep . | sort -n | awk '{ v[NR] = $1 } END { if (NR)
  printf "every asset ready (background decode done) median: %.1f ms after the preload began (min %.1f, max %.1f)\n", v[int((NR + 1) / 2)], v[1], v[NR] }'
