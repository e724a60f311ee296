#!/usr/bin/env bash
# Issue 3's audio figures: preload time and memory, audio callback CPU per buffer, clock
# drift over a simulated 3 minutes, and --render-audio speed. Builds the package in
# release, compiles AudioBenchmark.swift against its modules (it is not a package target,
# so it never runs with the tests), runs it, then times the real command end to end.
# Usage: Benchmarks/Audio/run.sh   (SCRATCH=dir to choose the build directory)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
scratch=${SCRATCH:-/tmp/starlight-audio-bench}
swift build -c release --scratch-path "$scratch" --product starlight-sync >/dev/null
build="$scratch/release"
objects=()
for module in StarlightCore StarlightPlatform StarlightPixels StarlightHaptics Logging Algorithms \
  RealModule _NumericsShims; do
  objects+=("$build/$module.build/"*.o)
done
# shellcheck disable=SC2046
swiftc -O -parse-as-library -I "$build/Modules" \
  -Xcc -fmodule-map-file="$root/Sources/CSDL2/module.modulemap" \
  -Xcc -fmodule-map-file="$root/Sources/CSDL2Mixer/module.modulemap" \
  -Xcc -fmodule-map-file="$root/Sources/CSDL2TTF/module.modulemap" \
  -Xcc -fmodule-map-file="$scratch/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap" \
  $(pkg-config --cflags-only-I sdl2 | sed 's/-I/-Xcc -I/g') \
  "$root/Benchmarks/Audio/AudioBenchmark.swift" "${objects[@]}" \
  $(pkg-config --libs sdl2 SDL2_mixer SDL2_ttf) -o "$scratch/audio-benchmark"
"$scratch/audio-benchmark" "$root"

# End to end: the command itself, decoding and writing the file included.
replay="$scratch/chapter4-autoplay.replay"
"$build/starlight-sync" autoplay "$root/BeatMaps/chapter4_firewall.json" --out "$replay" \
  --jitter-ms 20 --seed 3 >/dev/null
/usr/bin/time -f "render-audio process: %e s wall, max resident %M KB" \
  "$build/starlight-sync" replay "$replay" --render-audio "$scratch/chapter4.wav"
