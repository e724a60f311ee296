#!/usr/bin/env bash
# Installs what is missing, checks formatting, builds everything and runs the whole test
# suite (the headless tests use SDL's dummy video and audio drivers: no display needed),
# checks the release archive and the install (tools/package-test.sh: a release build with
# the static Swift runtime), then replays every fuzz corpus and fuzzes each parser briefly
# (tools/fuzz-ci.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
swift format lint --strict --recursive Package.swift Sources Tests tools Benchmarks
swift build --build-tests
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy swift test --skip-build
tools/package-test.sh
tools/fuzz-ci.sh
