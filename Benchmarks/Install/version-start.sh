#!/usr/bin/env bash
# Issue 24's start-time figure: the median wall time of `starlight-sync --version` over RUNS
# (20) launches, for each executable given (default: the static-runtime release build the
# install uses, and the dynamically linked one tools/play.sh builds, from .build-dynamic).
# Uses hyperfine when installed, else a loop timed with date's nanoseconds.
# Usage: Benchmarks/Install/version-start.sh [EXECUTABLE...]   (RUNS=20)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-20}
if [ $# -eq 0 ]; then
  [ -x .build/release/starlight-sync ] ||
    swift build -c release --static-swift-stdlib --product starlight-sync >/dev/null
  [ -x .build-dynamic/release/starlight-sync ] ||
    swift build -c release --scratch-path .build-dynamic --product starlight-sync >/dev/null
  set -- .build/release/starlight-sync .build-dynamic/release/starlight-sync
fi
for bin in "$@"; do
  "$bin" --version >/dev/null # warm the page cache, as a second launch would be
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine --runs "$runs" --warmup 1 -N "$bin --version" --export-json /dev/stdout |
      python3 -c 'import json,sys; r=json.load(sys.stdin)["results"][0]; print("%s: median %.1f ms of %d runs" % (sys.argv[1], r["median"]*1000, len(r["times"])))' "$bin"
    continue
  fi
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$bin" --version >/dev/null
    echo $(($(date +%s%N) - start))
  done | sort -n | awk -v bin="$bin" '{ v[NR] = $1 } END {
    printf "%s: median %.1f ms of %d runs (min %.1f, max %.1f)\n", bin, v[int((NR + 1) / 2)] / 1e6, NR, v[1] / 1e6, v[NR] / 1e6 }'
done
