#!/usr/bin/env bash
# Issue 35, item 11: the game's frame rate against this machine's limit for the same frames.
# For each chapter (its bot playing) and for the song list, the release game runs uncapped
# under a private Xvfb with --stats; its "drawn per frame" line is handed to a bare SDL loop
# (Benchmarks/Render/main.swift) that draws the same shapes, batches and texts in the same
# window with the same renderer; the ratio of the two rates is printed, with the game's CPU
# per frame by thread. The loop draws its texts twice over: from a texture each (as a text
# renderer that keeps a texture per string would) and from one texture for all (as the
# game's text atlas does); the ratio is against the faster, one texture. Xvfb, the game and
# the loop are started and stopped here.
# Each rate is the median of RUNS runs, the game's and the loop's taken in turn, since
# llvmpipe under Xvfb (four fifths of the CPU, by perf) swings a single run by 15 %; "paired"
# is the median of each game run's rate over the mean of the loop's runs on either side of it.
# Usage: Benchmarks/Render/frame-rate.sh   (SECONDS_PLAYED=20, BARE_SECONDS=10, RUNS=3,
#   DISPLAY_NUMBER=97, CHAPTERS="1 2 3 4 5 6", SONG_LIST=1)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
played=${SECONDS_PLAYED:-20}
bare_seconds=${BARE_SECONDS:-10}
runs=${RUNS:-3}
display=":${DISPLAY_NUMBER:-97}"
swift build -c release --product starlight-sync >/dev/null
swift build -c release --product RenderBenchmarks >/dev/null
bin="$root/.build/release/starlight-sync"
bare="$root/.build/release/RenderBenchmarks"

work=$(mktemp -d /tmp/starlight-frame-rate.XXXXXX)
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
cleanup() {
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 50); do xdpyinfo -display "$display" >/dev/null 2>&1 && break; sleep 0.1; done
export DISPLAY="$display" SDL_AUDIODRIVER=dummy HOME="$work/home"
mkdir -p "$HOME"
# A library for the song list: the test suite's osu! fixtures.
"$bin" beatmap import "$root/Tests/Fixtures/OsuReplays" "$root/Tests/Fixtures/Osu" >/dev/null 2>&1 || true

# The bare loop's rate for a "drawn per frame" line, its texts from `one` texture or `each`.
bare_rate() {
  "$bare" --stats-line "$1" --seconds "$bare_seconds" --text-textures "$2" |
    sed -n 's/^bare loop: \([0-9.]*\) fps.*/\1/p'
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# RUNS measured runs of the game and the bare loop in turn: the median rates, the ratio, and
# the game's per-frame lines of its median run.
measure() {
  local name=$1
  shift
  local game_rates=() bare_rates=() each_rates=() outputs=()
  for _ in $(seq "$runs"); do
    local output game_fps drawn
    output=$("$@" 2>/dev/null | grep -E '^(frames|drawn per frame|CPU per frame)' || true)
    game_fps=$(sed -n 's/^frames [0-9]*, \([0-9]*\) fps.*/\1/p' <<<"$output")
    drawn=$(grep '^drawn per frame' <<<"$output" || true)
    if [ -z "$game_fps" ] || [ -z "$drawn" ]; then
      echo "$name: no --stats from the game"
      return
    fi
    game_rates+=("$game_fps")
    outputs+=("$output")
    bare_rates+=("$(bare_rate "$drawn" one)")
    each_rates+=("$(bare_rate "$drawn" each)")
  done
  local game_fps bare_fps each_fps paired
  game_fps=$(printf '%s\n' "${game_rates[@]}" | median)
  bare_fps=$(printf '%s\n' "${bare_rates[@]}" | median)
  each_fps=$(printf '%s\n' "${each_rates[@]}" | median)
  # Each game run against the bare runs on either side of it (the one before, the one
  # after; the first has only the one after), in the same state of the machine (its speed
  # drifts by 10 to 20 % over minutes here, and a drift within a pair cancels in their
  # mean): the median of those ratios.
  paired=$(for i in "${!game_rates[@]}"; do
    local before=${bare_rates[$i]}
    [ "$i" -gt 0 ] && before=${bare_rates[$((i - 1))]}
    awk -v g="${game_rates[$i]}" -v a="$before" -v b="${bare_rates[$i]}" \
      'BEGIN { print 100 * g / ((a + b) / 2) }'
  done | median)
  printf '%-10s game %4s fps, bare SDL loop %6s fps: %5.1f %%, paired %5.1f %%   (runs: game %s; bare %s)\n' \
    "$name" "$game_fps" "$bare_fps" \
    "$(awk -v g="$game_fps" -v b="$bare_fps" 'BEGIN { print 100 * g / b }')" "$paired" \
    "${game_rates[*]}" "${bare_rates[*]}"
  printf '           (bare loop with a texture per text: %s fps, the game at %.1f %% of it)\n' \
    "$each_fps" "$(awk -v g="$game_fps" -v b="$each_fps" 'BEGIN { print 100 * g / b }')"
  for output in "${outputs[@]}"; do
    if grep -q "^frames [0-9]*, $game_fps fps" <<<"$output"; then
      sed 's/^/           /' <<<"$output" | grep -v '^ *frames'
      break
    fi
  done
}

for chapter in ${CHAPTERS:-1 2 3 4 5 6}; do
  measure "chapter $chapter" "$bin" play --chapter "$chapter" --autoplay --fps 1000 \
    --quit-after "$played" --stats
done

# The song list: Free Play is the third row of a fresh title screen (Start, Settings, Free
# Play); the keys go in once the window is up, and the list stays up to the end.
song_list() {
  (
    sleep 3
    xdotool search --sync --name StarlightSync windowfocus --sync >/dev/null 2>&1 || true
    for key in Down Down Return Down Down; do
      xdotool key "$key"
      sleep 0.3
    done
  ) &
  local keys=$!
  "$bin" play --fps 1000 --quit-after "$played" --stats
  wait "$keys" || true
}
if [ "${SONG_LIST:-1}" = 1 ]; then measure "song list" song_list; fi
