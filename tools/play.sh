#!/usr/bin/env bash
# Installs what is missing, builds the game (release) and starts it. Arguments go to
# `starlight-sync play`, e.g. tools/play.sh --autoplay
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
swift build -c release --product starlight-sync
exec .build/release/starlight-sync play "$@"
