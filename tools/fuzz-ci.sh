#!/usr/bin/env bash
# CI's fuzzing step (called from tools/test.sh): for every harness, replay the committed
# corpus (Fuzz/corpus/HARNESS, which holds every crash ever found as a regression input),
# then fuzz it briefly (FUZZ_SECONDS, 10 s by default; 0 only replays). Fails on any crash,
# hang or sanitizer report. The harnesses are tools/fuzz-harnesses.sh's (one per registered
# chart format among them): 10 s each plus the sanitized build of the libraries.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-10}
listed=$(tools/fuzz-harnesses.sh)
mapfile -t harnesses <<<"$listed"
for harness in "${harnesses[@]}"; do
  echo "fuzz: $harness: replaying Fuzz/corpus/$harness"
  tools/fuzz.sh "$harness" 0 >/dev/null 2>.build/fuzz-ci-$harness.log || {
    tail -40 .build/fuzz-ci-$harness.log >&2
    exit 1
  }
  if [ "$seconds" -gt 0 ]; then
    echo "fuzz: $harness: fuzzing for $seconds s"
    tools/fuzz.sh "$harness" "$seconds" >/dev/null 2>.build/fuzz-ci-$harness.log || {
      tail -40 .build/fuzz-ci-$harness.log >&2
      exit 1
    }
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec" .build/fuzz-ci-$harness.log || true
  fi
done
echo "fuzz: every harness clean"
