#!/usr/bin/env bash
# Issue 33's driver and output latency, as the game reports them: plays 5 s of Chapter 4
# (autoplay) with --stats through each private sound server at each buffer size, and prints the
# driver the game chose (and why), the output latency the server measured and L. Servers: a
# private PulseAudio (the game chooses by itself), a private PipeWire (the game chooses by
# itself: its pipewire driver) and the same PipeWire through pipewire-pulse
# (SDL_AUDIODRIVER=pulseaudio). A benchmark, not a test: it needs the servers installed (see
# sound-server.sh) and starts and stops them itself.
# Usage: Benchmarks/Audio/output-latency.sh [BUFFER...]   (default: 64 128 256)
#   BIN=path/to/starlight-sync (default .build/debug/starlight-sync, built if missing)
#   SERVERS="pulseaudio pipewire pipewire-pulse" (the default: all three), SECONDS_PLAYED=5.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
bin=${BIN:-$root/.build/debug/starlight-sync}
[ -x "$bin" ] || swift build --product starlight-sync >/dev/null
played=${SECONDS_PLAYED:-5}
buffers=("$@")
[ ${#buffers[@]} -gt 0 ] || buffers=(64 128 256)
read -r -a servers <<<"${SERVERS:-pulseaudio pipewire pipewire-pulse}"
video=()
[ -n "${DISPLAY:-}" ] || video=(SDL_VIDEODRIVER=dummy)
source "$root/Benchmarks/Audio/sound-server.sh"

play_each_buffer() {
  local server=$1 buffer dir out
  for buffer in "${buffers[@]}"; do
    dir=$(mktemp -d /tmp/starlight-output-latency.XXXXXX)
    mkdir -p "$dir/starlight-sync"
    printf '{"audioBufferFrames": %d}\n' "$buffer" >"$dir/starlight-sync/settings.json"
    out=$(env "${video[@]}" STARLIGHT_SYNC_HOME="$root" XDG_DATA_HOME="$dir" \
      XDG_CONFIG_HOME="$dir" HOME="$dir" "$bin" play --chapter 4 --autoplay \
      --quit-after "$played" --stats 2>"$dir/log" || true)
    echo "== $server, buffer $buffer frames"
    echo "$out" | grep -E "^audio driver|^output latency|^hit sounds" || {
      echo "no figures; the log:"
      tail -n 5 "$dir/log"
    }
    rm -rf "$dir"
  done
}

for server in "${servers[@]}"; do
  case "$server" in
    pulseaudio)
      start_sound_server
      unset SDL_AUDIODRIVER
      play_each_buffer "PulseAudio $(pactl info | sed -n 's/^Server Version: //p')"
      stop_sound_server
      unset PULSE_SERVER
      ;;
    pipewire | pipewire-pulse)
      saved_runtime=${XDG_RUNTIME_DIR-}
      start_pipewire_server
      if [ "$server" = pipewire-pulse ]; then export SDL_AUDIODRIVER=pulseaudio; else unset SDL_AUDIODRIVER; fi
      play_each_buffer "$server ($(pactl info | sed -n 's/^Server Name: //p'))"
      unset SDL_AUDIODRIVER
      stop_pipewire_server
      if [ -n "$saved_runtime" ]; then export XDG_RUNTIME_DIR=$saved_runtime; else unset XDG_RUNTIME_DIR; fi
      ;;
    *) echo "unknown server $server (pulseaudio, pipewire, pipewire-pulse)" >&2 ;;
  esac
done
