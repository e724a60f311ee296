#!/usr/bin/env bash
# Issue 23's figures: late hit sounds through a real sound server. Plays 25 s of the shipped
# map (autoplay with 15 ms jitter) through SDL's pulseaudio driver into a private PulseAudio
# with a null sink, at each buffer size, idle and beside LOAD busy processes, and prints per
# run L, the late sounds and the latest, the CPU per frame and the thread priorities the
# game got (it asks for them itself; nothing here raises them).
# Usage: Benchmarks/Audio/late-sounds.sh [BUFFER...]   (default: 64 128 256)
#   BIN=path/to/starlight-sync (default .build/debug/starlight-sync, built if missing)
#   LOAD=4 (busy processes in the loaded runs; 0 runs idle only), RUNS=1 (runs of each),
#   SECONDS_PLAYED=25, AS_USER=nobody runs the game as that user (through setpriv).
#   With DISPLAY set the window opens there (Xvfb); otherwise SDL's dummy video driver.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
bin=${BIN:-$root/.build/debug/starlight-sync}
[ -x "$bin" ] || swift build --product starlight-sync >/dev/null
load=${LOAD:-4}
runs=${RUNS:-1}
played=${SECONDS_PLAYED:-25}
buffers=("$@")
[ ${#buffers[@]} -gt 0 ] || buffers=(64 128 256)
video=()
[ -n "${DISPLAY:-}" ] || video=(SDL_VIDEODRIVER=dummy)
as_user=()
if [ -n "${AS_USER:-}" ]; then
  uid=$(id -u "$AS_USER")
  gid=$(id -g "$AS_USER")
  as_user=(setpriv --reuid="$uid" --regid="$gid" --clear-groups --inh-caps=-all)
fi
source "$root/Benchmarks/Audio/sound-server.sh"
start_sound_server
loads=(0)
[ "$load" -gt 0 ] && loads+=("$load")

for busy in "${loads[@]}"; do
  for buffer in "${buffers[@]}"; do
    for run in $(seq "$runs"); do
      dir=$(mktemp -d /tmp/starlight-late-sounds.XXXXXX)
      mkdir -p "$dir/starlight-sync"
      printf '{"audioBufferFrames": %d}\n' "$buffer" >"$dir/starlight-sync/settings.json"
      chmod -R a+rwX "$dir"
      [ "$busy" -gt 0 ] && start_load "$busy" $((played + 15))
      out=$(env "${video[@]}" STARLIGHT_SYNC_HOME="$root" XDG_DATA_HOME="$dir" \
        XDG_CONFIG_HOME="$dir" HOME="$dir" "${as_user[@]}" "$bin" play \
        --beatmap "$root/BeatMaps/chapter4_firewall.json" --autoplay --jitter-ms 15 \
        --quit-after "$played" --stats 2>"$dir/log" || true)
      stop_load
      echo "== buffer $buffer frames, $busy busy processes, run $run${AS_USER:+, as $AS_USER}"
      echo "$out" | grep -E "^hit sounds|^frames|^judging thread|^thread priorities|^audio callback" || {
        echo "no figures; the log:"
        tail -n 5 "$dir/log"
      }
      grep -iE "thread could not get (real time|a raised priority)" "$dir/log" | head -n 1 || true
      rm -rf "$dir"
    done
  done
done
