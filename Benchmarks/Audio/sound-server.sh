# Sourced by the audio benchmarks: a private sound server with a null sink, paced in real
# time like a real device (SDL's disk and dummy drivers sleep whole milliseconds and run fast at
# small buffers), and busy processes beside the game. Two servers: PulseAudio
# (`start_sound_server`) and PipeWire with WirePlumber and pipewire-pulse
# (`start_pipewire_server`), each in a runtime directory of its own under /tmp, with no
# system-wide effect. Everything started here is stopped by its pid, never by name. Needs the
# Debian packages `pulseaudio` and `pulseaudio-utils`, and for PipeWire `pipewire`,
# `pipewire-pulse` and `wireplumber` (for the benchmarks only; the tests and CI do not use them).

for tool in pactl parec; do
  command -v "$tool" >/dev/null || {
    echo "$tool is missing: apt-get install pulseaudio-utils" >&2
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
  command -v pulseaudio >/dev/null || {
    echo "pulseaudio is missing: apt-get install pulseaudio" >&2
    exit 1
  }
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

pipewire_dir=""
pipewire_pids=()

# Starts a session bus, PipeWire, WirePlumber (which links the game's stream to the sink) and
# pipewire-pulse in their own runtime directory, with a null sink `bench` (48 kHz stereo, driven by its own
# timer), and points the clients started after it there (XDG_RUNTIME_DIR; PULSE_SERVER
# unset, so pipewire-pulse's socket is found). SDL_AUDIODRIVER is left to the caller: unset,
# the game chooses by itself (pipewire here); `pulseaudio` plays through pipewire-pulse.
start_pipewire_server() {
  for tool in pipewire wireplumber pipewire-pulse dbus-daemon; do
    command -v "$tool" >/dev/null || {
      echo "$tool is missing: apt-get install pipewire pipewire-pulse wireplumber dbus" >&2
      exit 1
    }
  done
  pipewire_dir=$(mktemp -d /tmp/starlight-pipewire.XXXXXX)
  chmod 755 "$pipewire_dir"
  mkdir -p "$pipewire_dir/runtime" "$pipewire_dir/state" \
    "$pipewire_dir/config/pipewire/pipewire.conf.d"
  chmod 700 "$pipewire_dir/runtime"
  cat >"$pipewire_dir/config/pipewire/pipewire.conf.d/bench.conf" <<CONF
context.objects = [
  { factory = adapter
    args = {
      factory.name = support.null-audio-sink
      node.name = bench
      node.description = "Benchmark null sink"
      media.class = Audio/Sink
      audio.rate = 48000
      audio.position = [ FL FR ]
      object.linger = true
    }
  }
]
CONF
  local server_env=(
    HOME="$pipewire_dir/state" XDG_RUNTIME_DIR="$pipewire_dir/runtime"
    XDG_CONFIG_HOME="$pipewire_dir/config" XDG_STATE_HOME="$pipewire_dir/state"
    DBUS_SESSION_BUS_ADDRESS="unix:path=$pipewire_dir/bus"
    PIPEWIRE_DEBUG="${SOUND_SERVER_LOG_LEVEL:-2}"
  )
  # WirePlumber will not run without a session bus: a private one.
  dbus-daemon --session --address="unix:path=$pipewire_dir/bus" --nofork --nopidfile \
    >"$pipewire_dir/dbus.log" 2>&1 &
  pipewire_pids+=($!)
  for _ in $(seq 50); do
    [ -S "$pipewire_dir/bus" ] && break
    sleep 0.1
  done
  env "${server_env[@]}" pipewire >"$pipewire_dir/pipewire.log" 2>&1 &
  pipewire_pids+=($!)
  for _ in $(seq 50); do
    [ -S "$pipewire_dir/runtime/pipewire-0" ] && break
    sleep 0.1
  done
  env "${server_env[@]}" wireplumber >"$pipewire_dir/wireplumber.log" 2>&1 &
  pipewire_pids+=($!)
  env "${server_env[@]}" pipewire-pulse >"$pipewire_dir/pipewire-pulse.log" 2>&1 &
  pipewire_pids+=($!)
  unset PULSE_SERVER
  export XDG_RUNTIME_DIR="$pipewire_dir/runtime"
  for _ in $(seq 100); do
    [ "$(pactl get-default-sink 2>/dev/null)" = bench ] && return 0
    sleep 0.1
  done
  echo "the private PipeWire did not start; its logs:" >&2
  tail -n 20 "$pipewire_dir"/*.log >&2
  stop_pipewire_server
  exit 1
}

# Lets a game run as another user (press-to-sound.sh AS_USER) connect to the private PipeWire
# and pipewire-pulse: their runtime directory is private to the user who started them.
open_pipewire_to_others() {
  chmod 711 "$pipewire_dir/runtime"
  chmod 666 "$pipewire_dir/runtime/pipewire-0"
  [ -S "$pipewire_dir/runtime/pulse/native" ] && chmod 711 "$pipewire_dir/runtime/pulse" &&
    chmod 666 "$pipewire_dir/runtime/pulse/native"
  return 0
}

stop_pipewire_server() {
  # The clients first, the daemon last.
  local index
  for ((index = ${#pipewire_pids[@]} - 1; index >= 0; index--)); do
    kill "${pipewire_pids[index]}" 2>/dev/null || true
    wait "${pipewire_pids[index]}" 2>/dev/null || true
  done
  pipewire_pids=()
  [ -n "$pipewire_dir" ] && rm -rf "$pipewire_dir"
  pipewire_dir=""
}

trap 'stop_load; stop_sound_server; stop_pipewire_server' EXIT
