#!/usr/bin/env bash
# Issues 12 and 23's figures: the live mix of `play --autoplay` on the shipped Chapter 4 map,
# captured from outside, against the offline render of that run's replay
# (`replay --render-audio`), at each buffer size. By default the game plays through SDL's
# pulseaudio driver into a private PulseAudio with a null sink (paced in real time, like a
# device; see sound-server.sh), and the sink's monitor is captured with parec, beside LOAD
# busy processes; DRIVER=disk captures through SDL's disk driver instead (exact, but it
# sleeps whole milliseconds and runs fast at small buffers). Prints, per buffer size: the
# largest sample difference over the attempt (aligned on the song's first sample), the late
# hit sounds the live run counted, L, and each hit sound's lag after its press measured in
# the capture. Each run plays the whole map in real time (about 100 s).
# Usage: Benchmarks/Audio/live-vs-render.sh [BUFFER...]   (default: 64 128 256)
#   BIN=path/to/starlight-sync (default .build/debug/starlight-sync, built if missing)
#   DRIVER=pulse|disk (default pulse), LOAD=4 (busy processes beside the game, pulse only)
#   JITTER_MS=15 (the bot's spread), FPS=60 (frames drawn per second; the machine's CPU is
#   shared, and a starved game loop hands sounds over late), MIN_L_MS=0 (the setting
#   hitSoundLatencyMs: raises L), KEEP=1 keeps the temporary directories,
#   SERVER_LATENCY_MS=40 (pulse only) asks the sound server for that much buffering instead
#   of SDL's one buffer (libpulse's PULSE_LATENCY_MSEC): its stream then never runs dry.
# Through the sound server, the comparison follows the capture through the server's gaps
# (its stream ran dry: silence played, the mix's samples then skipped or delayed) and
# prints them beside the server's own count of underruns from its log.
#   With DISPLAY set the window opens there (Xvfb); otherwise SDL's dummy video driver.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
bin=${BIN:-$root/.build/debug/starlight-sync}
[ -x "$bin" ] || swift build --product starlight-sync >/dev/null
map="$root/BeatMaps/chapter4_firewall.json"
jitter=${JITTER_MS:-15}
fps=${FPS:-60}
min_l=${MIN_L_MS:-0}
buffers=("$@")
[ ${#buffers[@]} -gt 0 ] || buffers=(64 128 256)
driver=${DRIVER:-pulse}
load=${LOAD:-4}
# The attempt ends 1.5 s (the outro) after the last note; stop a little after that.
last_ms=$("$bin" beatmap times "$map" --json |
  python3 -c 'import json, sys; print(int(json.load(sys.stdin)["notes"][-1]["timeMs"]))')
quit_after=$(((last_ms + 4000) / 1000))
video=()
[ -n "${DISPLAY:-}" ] || video=(SDL_VIDEODRIVER=dummy)
server_env=()
if [ "$driver" = pulse ]; then
  source "$root/Benchmarks/Audio/sound-server.sh"
  # Debug level: the server logs each underrun of the game's stream.
  SOUND_SERVER_LOG_LEVEL=debug start_sound_server
  [ -n "${SERVER_LATENCY_MS:-}" ] && server_env=(PULSE_LATENCY_MSEC="$SERVER_LATENCY_MS")
fi

for buffer in "${buffers[@]}"; do
  dir=$(mktemp -d /tmp/starlight-live-vs-render.XXXXXX)
  mkdir -p "$dir/starlight-sync"
  printf '{"audioBufferFrames": %d, "hitSoundLatencyMs": %s}\n' "$buffer" "$min_l" \
    >"$dir/starlight-sync/settings.json"
  echo "== buffer $buffer frames, hitSoundLatencyMs $min_l, $fps fps, driver $driver"
  play=("$bin" play --beatmap "$map" --autoplay --jitter-ms "$jitter" --quit-after
    "$quit_after" --fps "$fps" --stats)
  if [ "$driver" = pulse ]; then
    echo "   $load busy processes beside the game"
    parec -d bench.monitor --format=float32le --rate=48000 --channels=2 --raw \
      >"$dir/capture.raw" &
    recorder=$!
    [ "$load" -gt 0 ] && start_load "$load" $((quit_after + 15))
    logged=$(wc -l <"$sound_server_dir/server.log")
    env "${video[@]}" "${server_env[@]}" XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" \
      "${play[@]}" | grep -E "hit sounds|callback|thread priorities" || true
    stop_load
    kill "$recorder"
    wait "$recorder" 2>/dev/null || true
    tail -n +"$((logged + 1))" "$sound_server_dir/server.log" >"$dir/server.log"
    echo "   the sound server logged $(grep -c "Implicit underrun\|Underrun on" "$dir/server.log" || true) underruns of the game's stream;" \
      "it was asked for $(grep -m 1 -o "Requested tlength=[^,]*" "$dir/server.log" || echo "?")"
  else
    env "${video[@]}" SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$dir/capture.raw" \
      XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" "${play[@]}" |
      grep -E "hit sounds|callback|thread priorities" || true
  fi
  replay=$(ls "$dir"/starlight-sync/replays/*.json | head -n 1)
  line=$("$bin" replay "$replay" --render-audio "$dir/render.wav")
  # The same run with no presses and harmless misses: the music alone, to find each hit
  # sound's onset in the capture.
  python3 - "$replay" "$dir/music-only.json" <<'PY'
import json, sys
replay = json.load(open(sys.argv[1]))
replay["actions"] = []
json.dump(replay, open(sys.argv[2], "w"))
PY
  printf '{"firewall": {"missIntegrityDrain": 0}}\n' >"$dir/no-drain.json"
  "$bin" replay "$dir/music-only.json" --tuning "$dir/no-drain.json" \
    --render-audio "$dir/music-only.wav" >/dev/null
  python3 "$root/Benchmarks/Audio/compare_capture.py" "$dir/capture.raw" "$dir/render.wav" \
    "$dir/music-only.wav" "$replay" "$line" || true
  [ -n "${KEEP:-}" ] && echo "kept $dir" || rm -rf "$dir"
done
