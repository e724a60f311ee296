# Sourced by the audio benchmarks: a private PulseAudio with a null sink, paced in real time
# like a real device (SDL's disk and dummy drivers sleep whole milliseconds and run fast at
# small buffers), and busy processes beside the game. Everything started here is stopped
# by its pid, never by name. Needs the Debian packages `pulseaudio` and `pulseaudio-utils`
# (for the benchmarks only; the tests and CI do not use them).

for tool in pulseaudio pactl parec; do
  command -v "$tool" >/dev/null || {
    echo "$tool is missing: apt-get install pulseaudio pulseaudio-utils" >&2
    exit 1
  }
done

sound_server_pid=""
sound_server_dir=""
load_pids=()

# Starts the server in its own runtime directory and points SDL at it (SDL_AUDIODRIVER,
# PULSE_SERVER). The sink is `bench`, float32 stereo at 48 kHz like the game, so the
# monitor carries the game's samples untouched.
start_sound_server() {
  sound_server_dir=$(mktemp -d /tmp/starlight-pulse.XXXXXX)
  # A game run as another user (late-sounds.sh AS_USER) connects too: anonymous, on a socket
  # outside the server's runtime directory (which the server makes private).
  chmod 755 "$sound_server_dir"
  mkdir -p "$sound_server_dir/runtime"
  cat >"$sound_server_dir/server.pa" <<PA
load-module module-native-protocol-unix socket=$sound_server_dir/native auth-anonymous=1
load-module module-null-sink sink_name=bench rate=48000 format=float32le channels=2
set-default-sink bench
PA
  HOME="$sound_server_dir/runtime" XDG_RUNTIME_DIR="$sound_server_dir/runtime" \
    PULSE_RUNTIME_PATH="$sound_server_dir/runtime" PULSE_STATE_PATH="$sound_server_dir/runtime" \
    pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no \
    -F "$sound_server_dir/server.pa" --log-target=file:"$sound_server_dir/server.log" \
    --log-level="${SOUND_SERVER_LOG_LEVEL:-notice}" &
  sound_server_pid=$!
  export PULSE_SERVER="unix:$sound_server_dir/native" SDL_AUDIODRIVER=pulseaudio
  for _ in $(seq 50); do
    pactl info >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "the private PulseAudio did not start; its log:" >&2
  cat "$sound_server_dir/server.log" >&2
  stop_sound_server
  exit 1
}

stop_sound_server() {
  if [ -n "$sound_server_pid" ]; then
    kill "$sound_server_pid" 2>/dev/null || true
    wait "$sound_server_pid" 2>/dev/null || true
  fi
  sound_server_pid=""
  [ -n "$sound_server_dir" ] && rm -rf "$sound_server_dir"
  sound_server_dir=""
}

# N busy processes, each ending by itself after SECONDS at the latest.
start_load() {
  local count=$1 seconds=$2
  for _ in $(seq "$count"); do
    timeout "$seconds" sh -c 'while :; do :; done' &
    load_pids+=($!)
  done
}

stop_load() {
  for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${load_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  load_pids=()
}

trap 'stop_load; stop_sound_server' EXIT
