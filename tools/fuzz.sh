#!/usr/bin/env bash
# Runs one libFuzzer harness for a while: tools/fuzz.sh HARNESS SECONDS [libFuzzer options].
# Harnesses: tools/fuzz-harnesses.sh lists them (Fuzz/Harnesses/HARNESS.swift, and one per
# registered chart format, built from Fuzz/Harnesses/chart-format.swift). The package's libraries are built once with coverage and the
# address sanitizer (swiftc -sanitize=fuzzer,address) under .build/fuzz, then each harness is
# linked against them. Inputs that reach new code are kept in .build/fuzz/corpus/HARNESS
# (the committed seeds in Fuzz/corpus/HARNESS are read, never written); a crash is written to
# .build/fuzz/artifacts/HARNESS/ and the script exits non-zero: turn it into a fixture
# (Tests/Fixtures/Hardening) and a test, then fix it. With SECONDS=0 only the committed
# corpus is replayed (what CI does first).
set -euo pipefail
cd "$(dirname "$0")/.."
listed=$(tools/fuzz-harnesses.sh)
mapfile -t harnesses <<<"$listed"
if [ $# -lt 2 ] || [[ ! " ${harnesses[*]} " == *" $1 "* ]]; then
  echo "usage: tools/fuzz.sh HARNESS SECONDS [libFuzzer options]" >&2
  echo "harnesses: ${harnesses[*]}" >&2
  exit 64
fi
harness=$1
seconds=$2
shift 2
build=.build/fuzz
binary=$(tools/fuzz-build.sh "$harness")
seeds=Fuzz/corpus/$harness
corpus=$build/corpus/$harness
artifacts=$build/artifacts/$harness
mkdir -p "$corpus" "$artifacts"
# Swift's own crash reporter would spend minutes symbolicating inside libFuzzer's handler.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
common=(-rss_limit_mb=2048 -timeout=10 -max_len=65536 "-artifact_prefix=$artifacts/")
if [ -f "Fuzz/dictionaries/$harness.dict" ]; then
  common+=("-dict=Fuzz/dictionaries/$harness.dict")
fi
if [ "$seconds" -eq 0 ]; then
  "$binary" "${common[@]}" -runs=0 "$@" "$seeds"
else
  "$binary" "${common[@]}" -max_total_time="$seconds" -print_final_stats=1 "$@" "$corpus" "$seeds"
fi
