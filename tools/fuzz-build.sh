#!/usr/bin/env bash
# Builds one libFuzzer harness (see tools/fuzz.sh) and prints the path of its executable.
# The libraries are compiled once with -sanitize=fuzzer,address under .build/fuzz (SwiftPM
# reuses them); the harness file is then compiled and linked against their object files.
set -euo pipefail
cd "$(dirname "$0")/.."
harness=$1
build=.build/fuzz
flags=(-Xswiftc -sanitize=fuzzer,address)
# StarlightPlatform (for settings) brings SDL; every other harness needs only the pure targets.
if [ "$harness" = settings ]; then
  targets=(StarlightPlatform)
else
  targets=(StarlightCore StarlightHaptics)
fi
for target in "${targets[@]}"; do
  swift build --build-path "$build" "${flags[@]}" --target "$target" >&2
done
debug=$build/debug
objects=()
for module in StarlightCore StarlightHaptics Algorithms RealModule _NumericsShims Logging; do
  objects+=("$debug/$module.build"/*.o)
done
includes=(-I "$debug/Modules" -I "$build/checkouts/swift-numerics/Sources/_NumericsShims/include")
libraries=()
if [ "$harness" = settings ]; then
  for module in StarlightPlatform StarlightPixels; do
    objects+=("$debug/$module.build"/*.o)
  done
  read -r -a libraries <<<"$(pkg-config --libs sdl2 SDL2_mixer SDL2_ttf)"
  for module in CSDL2 CSDL2Mixer CSDL2TTF; do includes+=(-I "Sources/$module"); done
  for flag in $(pkg-config --cflags-only-I sdl2 SDL2_mixer SDL2_ttf); do includes+=(-Xcc "$flag"); done
fi
output=$build/harness-$harness
source=Fuzz/Harnesses/$harness.swift
if [ ! -x "$output" ] || [ -n "$(find "$debug" "$source" -newer "$output" -name '*.o' -o -newer "$output" -name "$harness.swift" | head -1)" ]; then
  swiftc -sanitize=fuzzer,address -parse-as-library -g "${includes[@]}" \
    "${objects[@]}" "$source" "${libraries[@]}" -o "$output" 2> >(grep -v "Cannot export local symbol" >&2)
fi
echo "$output"
