#!/usr/bin/env bash
# Issue 33 items 6 and 7: the lag between a key press and its hit sound as a player hears it,
# measured from outside the game. The game runs as an ordinary user (AS_USER, through setpriv)
# in a private Xvfb, through a private PipeWire (the game's own `pipewire` driver) or a private
# PulseAudio, with or without RealtimeKit (on a private system bus, with polkitd), idle and
# beside LOAD busy processes. A player of our own (press_injector.py, XTest, at a real-time
# priority) presses J every 300-450 ms at logged CLOCK_MONOTONIC instants; the null sink's
# monitor is recorded (parec, its reads stamped with CLOCK_MONOTONIC: capture_stamped.py); each
# hit sound's onset is paired with its press (press_onsets.py). The chart (press_chart.py) is a
# note every 50 ms on one lane over a silent song, so every press finds a note and sounds, and
# misses (silent) cost nothing under --mod no-fail; musicVolume is 0 too.
# Prints per run: the game's L and late count and thread priorities, the server's underruns,
# presses and sounds heard (silent presses, doubles, sounds with no press), the lag's median,
# p1, p99, spread p1-p99 and worst, its drift, dropouts inside a hit sound, and the capture
# mapping's steps. The absolute lag carries a constant error (the capture path's least delay,
# found from reads 10 ms apart, and the X server's delivery of the key); spread and drift do
# not depend on it. Through PulseAudio the monitor hands samples over as the null sink renders
# them, ahead of a device by the sink's own latency (Docs/Latency.md). Needs root (RealtimeKit's daemons, setpriv, the injector's priority),
# Xvfb, xdotool, python3 with numpy, libXtst, and the sound servers of sound-server.sh.
# Usage: Benchmarks/Audio/press-to-sound.sh
#   BIN=path/to/starlight-sync (default .build/release/starlight-sync, built if missing)
#   SERVERS="pipewire pulseaudio", BUFFERS="64 128", SECONDS_PLAYED=600 (of presses per run),
#   LOAD=4 (busy processes in the loaded runs; 0: idle runs only), IDLE=1 (0: loaded runs only),
#   REALTIME="without with"
#   (with: RealtimeKit on the bus), AS_USER=nobody, DISPLAY_NUMBER=58, KEEP=1 keeps the files,
#   XVFB_REALTIME=1 (the X server at SCHED_FIFO 60; default its nice 0).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
bin=${BIN:-$root/.build/release/starlight-sync}
[ -x "$bin" ] || swift build -c release --product starlight-sync >/dev/null
read -r -a servers <<<"${SERVERS:-pipewire pulseaudio}"
read -r -a buffers <<<"${BUFFERS:-64 128}"
read -r -a realtimes <<<"${REALTIME:-without with}"
played=${SECONDS_PLAYED:-600}
load=${LOAD:-4}
as_user=${AS_USER:-nobody}
display=":${DISPLAY_NUMBER:-58}"
here="$root/Benchmarks/Audio"
python3 -c "import numpy" || {
  echo "numpy is missing: apt-get install python3-numpy" >&2
  exit 1
}
for tool in Xvfb xdotool setpriv chrt; do
  command -v "$tool" >/dev/null || {
    echo "$tool is missing" >&2
    exit 1
  }
done

realtime_user=$as_user
source "$here/sound-server.sh"
source "$here/realtimekit-bus.sh"
work=$(mktemp -d /tmp/starlight-press-to-sound.XXXXXX)
chmod 755 "$work"
xvfb_pid=""
run_pids=()
stop_run() {
  for pid in "${run_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${run_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  run_pids=()
}
cleanup() {
  stop_run
  stop_load
  stop_sound_server
  stop_pipewire_server
  stop_realtimekit_bus
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  [ -n "${KEEP:-}" ] && echo "files kept in $work" || rm -rf "$work"
}
trap cleanup EXIT

if [ -e "/tmp/.X${display#:}-lock" ]; then
  echo "display $display is taken: DISPLAY_NUMBER=another" >&2
  exit 1
fi
# XVFB_REALTIME=1 runs the X server, which stamps the key, at a real-time priority, as desktop
# compositors get theirs (KWin's main thread, mutter's KMS thread, through RealtimeKit or a
# capability): the lag then leaves out an X server starved by the busy processes.
xvfb_priority=()
[ "${XVFB_REALTIME:-0}" = 1 ] && xvfb_priority=(chrt -f 60)
"${xvfb_priority[@]}" Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do
  [ -S "/tmp/.X11-unix/X${display#:}" ] && break
  sleep 0.1
done
python3 "$here/press_chart.py" "$work" "$((played + 40))"
chmod a+r "$work"/chart.json "$work"/silence.wav
uid=$(id -u "$as_user")
gid=$(id -g "$as_user")

# run_one SERVER BUFFER BUSY REALTIME: one measured run, printed.
run_one() {
  local server=$1 buffer=$2 busy=$3 realtime=$4
  local dir
  dir=$(mktemp -d "$work/run.XXXXXX")
  mkdir -p "$dir/starlight-sync"
  printf '{"audioBufferFrames": %d, "musicVolume": 0, "pauseOnFocusLoss": false}\n' "$buffer" \
    >"$dir/starlight-sync/settings.json"
  chmod -R a+rwX "$dir"
  echo "== $server, buffer $buffer frames, $busy busy processes, $realtime RealtimeKit, as $as_user, $played s"
  local logged=0
  [ "$server" = pulseaudio ] && logged=$(wc -l <"$sound_server_dir/server.log")
  chrt -f 70 python3 "$here/capture_stamped.py" "$dir/capture" parec -d bench.monitor \
    --format=float32le --rate=48000 --channels=2 --raw --latency-msec=10 &
  run_pids+=($!)
  [ "$busy" -gt 0 ] && start_load "$busy" $((played + 60))
  # The game quits by itself (to print --stats) once the presses are long over.
  env DISPLAY="$display" STARLIGHT_SYNC_HOME="$root" XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" \
    HOME="$dir" setpriv --reuid="$uid" --regid="$gid" --clear-groups --inh-caps=-all \
    "$bin" play --beatmap "$work/chart.json" --mod no-fail --quit-after $((played + 15)) --stats \
    >"$dir/stats" 2>"$dir/log" &
  local game=$!
  run_pids+=("$game")
  local window
  window=$(DISPLAY="$display" timeout 8 xdotool search --sync --name '^StarlightSync$' | head -n 1) || {
    echo "   the game's window never appeared; its log:"
    tail -n 5 "$dir/log"
    stop_run
    stop_load
    return
  }
  DISPLAY="$display" xdotool windowfocus "$window"
  # The chart's first note is 3 s after the song's lead-in begins, and the song waits for its
  # decode: 5 s was once too few on the loaded machine (press_onsets.py says how many silent
  # presses came before the first sound).
  sleep 8
  if [ "$server" = pipewire ]; then
    # In the run's folder: it leaves its plot scripts where it runs.
    (cd "$dir" && exec pw-profiler -o profiler.log >/dev/null 2>&1) &
    run_pids+=($!)
    (sleep 2 && pw-dump >"$dir/nodes.json" 2>/dev/null) &
    run_pids+=($!)
  fi
  DISPLAY="$display" chrt -f 80 python3 "$here/press_injector.py" "$dir/presses" "$played" j
  local status=0
  wait "$game" || status=$?
  stop_load
  stop_run
  # 137: SIGKILL, as the kernel ends a thread past its hard RLIMIT_RTTIME.
  [ "$status" -gt 128 ] && echo "   the game was ended by signal $((status - 128))"
  grep -E "^hit sounds|^thread priorities|^output latency|^audio driver|^song clock|^PipeWire cycles|^PulseAudio underruns" "$dir/stats" |
    sed 's/^/   /' || {
    echo "   no figures from the game; its log:"
    tail -n 5 "$dir/log"
  }
  if [ "$server" = pipewire ]; then
    echo "   PipeWire's profiler: $(python3 "$here/pipewire_cycles.py" "$dir/profiler.log" "$dir/nodes.json")"
  else
    echo "   PulseAudio logged $(tail -n +"$((logged + 1))" "$sound_server_dir/server.log" |
      grep -c "Implicit underrun\|Underrun on" || true) underruns"
  fi
  python3 "$here/press_onsets.py" "$dir/capture" "$dir/presses" 2>&1 | sed 's/^/   /' || true
}

loads=()
[ "${IDLE:-1}" = 1 ] && loads+=(0)
[ "$load" -gt 0 ] && loads+=("$load")
start_system_bus
# Without RealtimeKit first: once started, it stays on the bus.
for realtime in without with; do
  [[ " ${realtimes[*]} " == *" $realtime "* ]] || continue
  [ "$realtime" = with ] && [ ${#realtimekit_bus_pids[@]} -lt 2 ] && start_realtimekit
  for server in "${servers[@]}"; do
    unset SDL_AUDIODRIVER PULSE_SERVER
    if [ "$server" = pipewire ]; then
      start_pipewire_server
      open_pipewire_to_others
    else
      SOUND_SERVER_LOG_LEVEL=debug start_sound_server
    fi
    for buffer in "${buffers[@]}"; do
      for busy in "${loads[@]}"; do
        run_one "$server" "$buffer" "$busy" "$realtime"
      done
    done
    stop_sound_server
    stop_pipewire_server
  done
done
if [ ${#realtimekit_bus_pids[@]} -ge 2 ]; then
  echo "== RealtimeKit's log"
  realtimekit_log
fi
