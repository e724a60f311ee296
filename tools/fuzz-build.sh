#!/usr/bin/env bash
# Builds one libFuzzer harness (see tools/fuzz.sh) and prints the path of its executable.
# The libraries are compiled once with -sanitize=fuzzer,address under .build/fuzz (SwiftPM
# reuses them); the harness file is then compiled and linked against their object files:
# every library module's, so a new dependency needs no change here.
set -euo pipefail
cd "$(dirname "$0")/.."
harness=$1
build=.build/fuzz
flags=(-Xswiftc -sanitize=fuzzer,address)
# StarlightPlatform (for settings) brings SDL and libpng; the replay harnesses (osr, qr)
# bring liblzma through StarlightLZMA; every other harness needs only the pure targets.
lzma=false
case "$harness" in
  settings) targets=(StarlightPlatform) ;;
  osr | qr) targets=(StarlightLZMA) lzma=true ;;
  *) targets=(StarlightCore StarlightHaptics) ;;
esac
for target in "${targets[@]}"; do
  swift build --build-path "$build" "${flags[@]}" --target "$target" >&2
done
debug=$build/debug
objects=()
for folder in "$debug"/*.build; do
  module=$(basename "$folder" .build)
  case "$module" in
    *Tests | *-tool | StarlightSync | AssetGenerator | *Benchmarks | ArgumentParser* | generate_*) continue ;;
    StarlightPlatform | StarlightPixels) [ "$harness" = settings ] || continue ;;
    StarlightLZMA) $lzma || continue ;;
  esac
  # The project's own C targets are the platform layer's (the sound servers, thread guards).
  if [[ $module == C* ]] && [ -d "Sources/$module" ] && [ "$harness" != settings ]; then continue; fi
  if [ -f "$folder/output-file-map.json" ]; then
    # A Swift module: the objects its current sources map to (a deleted file's stays behind).
    while IFS= read -r object; do
      if [ -e "$object" ]; then objects+=("$object"); fi
    done < <(grep -o '"object": *"[^"]*"' "$folder/output-file-map.json" | sed 's/.*: *"//; s/"$//')
  else
    # A C module: BoringSSL keeps its objects in subfolders.
    while IFS= read -r object; do objects+=("$object"); done < <(find "$folder" -name '*.o')
  fi
done
includes=(-I "$debug/Modules")
# C modules of the dependencies (swift-numerics' shims, swift-crypto's BoringSSL...).
while IFS= read -r map; do
  includes+=(-Xcc "-fmodule-map-file=$map")
done < <(find "$build/checkouts" -name module.modulemap -path "*/Sources/*/include/*" 2>/dev/null)
libraries=()
if [ "$harness" = settings ]; then
  platform_packages=(sdl2 SDL2_mixer SDL2_ttf SDL2_image libpng dbus-1 libpulse libpipewire-0.3)
  # swiftc takes no -pthread (libpipewire's pkg-config asks for it; glibc has the threads).
  read -r -a libraries <<<"$(pkg-config --libs "${platform_packages[@]}" | sed 's/-pthread//g')"
  # Every C target, so a new one cannot be forgotten here (a system library's module map sits
  # in its folder, a C target's in its include folder).
  for module in Sources/C*/; do
    if [ -d "${module}include" ]; then includes+=(-I "${module}include"); else includes+=(-I "$module"); fi
  done
  for flag in $(pkg-config --cflags-only-I "${platform_packages[@]}"); do
    includes+=(-Xcc "$flag")
  done
fi
if $lzma; then
  read -r -a libraries <<<"$(pkg-config --libs liblzma)"
  includes+=(-I Sources/CLZMA)
  for flag in $(pkg-config --cflags-only-I liblzma); do includes+=(-Xcc "$flag"); done
fi
output=$build/harness-$harness
sources=("Fuzz/Harnesses/$harness.swift")
if [ ! -f "${sources[0]}" ]; then
  # A chart format's harness (tools/fuzz-harnesses.sh named it): the shared chart harness and
  # a line naming the format.
  sources=(Fuzz/Harnesses/chart-format.swift "$build/harness-$harness-id.swift")
  line="let fuzzedFormatID = \"$harness\""
  if [ "$(cat "${sources[1]}" 2>/dev/null)" != "$line" ]; then echo "$line" >"${sources[1]}"; fi
fi
stale=$(find "$debug/" -name '*.o' -newer "$output" 2>/dev/null | head -1 || true)
newer=false
for source in "${sources[@]}"; do [ "$source" -nt "$output" ] && newer=true; done
if [ ! -x "$output" ] || [ -n "$stale" ] || $newer; then
  swiftc -sanitize=fuzzer,address -parse-as-library -g "${includes[@]}" \
    "${objects[@]}" "${sources[@]}" "${libraries[@]}" -o "$output" \
    2> >(grep -v "Cannot export local symbol" >&2)
fi
echo "$output"
