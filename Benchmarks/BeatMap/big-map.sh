#!/usr/bin/env bash
# Issue 24's figures: time and peak memory (/usr/bin/time -v) of reading the largest beat
# maps the game accepts, with `beatmap validate` (read, checked, placed in time): one at the
# note cap (250,000 notes, ~7.4 MB) and one at the file cap (8 MB). Median of RUNS (5).
# Usage: Benchmarks/BeatMap/big-map.sh   (BIN=path/to/starlight-sync, RUNS=5)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${BIN:-.build/release/starlight-sync}
runs=${RUNS:-5}
[ -x "$bin" ] || swift build -c release --product starlight-sync >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/BeatMap/make_big_map.py "$dir" --name notes-cap.json
python3 Benchmarks/BeatMap/make_big_map.py "$dir" --name file-cap.json --pad-to $((8 * 1024 * 1024))
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for map in notes-cap file-cap; do
  size=$(stat -c %s "$dir/$map.json")
  : >"$dir/runs"
  for _ in $(seq "$runs"); do
    /usr/bin/time -v "$bin" beatmap validate "$dir/$map.json" 2>&1 >/dev/null |
      awk '/Elapsed \(wall clock\)/ { n = split($NF, t, ":"); s = t[n] + 60 * t[n - 1] }
        /Maximum resident/ { kb = $NF } END { printf "%.3f %d\n", s, kb }' >>"$dir/runs"
  done
  seconds=$(cut -d' ' -f1 "$dir/runs" | median)
  kb=$(cut -d' ' -f2 "$dir/runs" | median)
  awk -v map="$map" -v size="$size" -v s="$seconds" -v kb="$kb" -v n="$runs" 'BEGIN {
    printf "%s (%.2f MB): median %.3f s of %d runs; peak resident median %.1f MB (%.1fx the file)\n",
      map, size / 1048576, s, n, kb / 1024, kb * 1024 / size }'
done
