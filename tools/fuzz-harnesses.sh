#!/usr/bin/env bash
# Prints every fuzz harness, one a line: the fixed ones (Fuzz/Harnesses/NAME.swift) and one
# per registered chart format, read from the game itself (`starlight-sync beatmap formats
# --fuzz-harnesses`, the registry ChartFormats.all), so tools/fuzz.sh and tools/fuzz-ci.sh
# never keep a list of formats of their own. Builds the game first if needed (quietly).
set -euo pipefail
cd "$(dirname "$0")/.."
for source in Fuzz/Harnesses/*.swift; do
  name=$(basename "$source" .swift)
  [ "$name" = chart-format ] || echo "$name"
done
swift build --product starlight-sync >&2
"$(swift build --show-bin-path)/starlight-sync" beatmap formats --fuzz-harnesses
