#!/usr/bin/env bash
# Issue 21's figures (a benchmark, never a test): `replay check` over N replays of the shipped
# map (1,000 by default; the bot with seeded jitter) in one process on every core, against N
# separate `replay FILE --headless` processes. Prints replays per second and the aggregate
# real-time factor (song time re-simulated per second of wall time) of each.
# Usage: Benchmarks/replay-check.sh [N] (builds the release binary first; STARLIGHT_BINARY=PATH
# times that binary instead, e.g. an earlier build to compare with).
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000}
binary=${STARLIGHT_BINARY:-}
if [ -z "$binary" ]; then
  swift build -c release --product starlight-sync >&2
  binary=.build/release/starlight-sync
fi
map=BeatMaps/chapter4_firewall.json
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
for index in $(seq 1 "$count"); do
  "$binary" autoplay "$map" --jitter-ms 40 --seed "$index" --out "$folder/r$index.json" >/dev/null
done
song_seconds=$("$binary" beatmap times "$map" --json | python3 -c '
import json, sys
notes = json.load(sys.stdin)["notes"]
print(max(n.get("endTimeMs") or n["timeMs"] for n in notes) / 1000)')
now() { date +%s.%N; }
start=$(now)
"$binary" replay check "$folder" >/dev/null
one=$(python3 -c "print($(now) - $start)")
start=$(now)
for file in "$folder"/*.json; do "$binary" replay "$file" --headless >/dev/null; done
many=$(python3 -c "print($(now) - $start)")
python3 - "$count" "$song_seconds" "$one" "$many" "$(nproc)" <<'PY'
import sys
count, song, one, many, cores = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
print(f"{count} replays of a {song:.1f} s song on {cores} cores")
print(f"replay check, one process: {one:.2f} s, {1000 * one / count:.2f} ms per replay, {count / one:.0f} replays/s, real-time factor {count * song / one:,.0f}x")
print(f"{count} processes:         {many:.2f} s, {1000 * many / count:.2f} ms per replay, {count / many:.0f} replays/s, real-time factor {count * song / many:,.0f}x")
print(f"speed-up: {many / one:.1f}x")
PY
