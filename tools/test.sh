#!/usr/bin/env bash
# Installs what is missing, checks formatting, builds everything and runs the whole test
# suite (the headless tests use SDL's dummy video and audio drivers: no display needed),
# then replays every fuzz corpus and fuzzes each parser briefly (tools/fuzz-ci.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
swift format lint --strict --recursive Package.swift Sources Tests tools Benchmarks
swift build --build-tests
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy swift test --skip-build
tools/fuzz-ci.sh
