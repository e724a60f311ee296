#!/usr/bin/env bash
# Issue 33 item 1: does an ordinary user get real time, and which way? Runs the game as
# `nobody` (setpriv) for a few seconds of Chapter 4's autoplay and prints its `--stats` thread
# priorities in three set-ups:
#   1. nothing grants real time (no RealtimeKit on the bus);
#   2. RealtimeKit (`rtkit-daemon`, installed if missing) on the bus;
#   3. no RealtimeKit, an rtprio limit of 20 (`prlimit --rtprio=20`, as an audio group gives).
# Everything runs on a private system bus of its own (its own socket, DBUS_SYSTEM_BUS_ADDRESS),
# never the machine's. RealtimeKit asks polkit about each request; a desktop's polkit allows
# the user of the active session, and here (no session) a rule for `nobody` stands in for
# that, present only while polkitd runs. Everything started is stopped by its pid at the end.
# Usage: Benchmarks/Audio/realtimekit.sh
#   BIN=path/to/starlight-sync (default .build/debug/starlight-sync, built if missing),
#   SECONDS_PLAYED=5. SDL's dummy audio and video drivers: only the scheduling is measured.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
bin=${BIN:-$root/.build/debug/starlight-sync}
[ -x "$bin" ] || swift build --product starlight-sync >/dev/null
played=${SECONDS_PLAYED:-5}
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi

rtkit=/usr/libexec/rtkit-daemon
if [ ! -x "$rtkit" ]; then
  echo "Installing rtkit (and polkitd, which it asks)"
  $sudo apt-get update >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends rtkit polkitd >/dev/null
fi
polkitd=/usr/lib/polkit-1/polkitd
[ -x "$polkitd" ] || polkitd=/usr/libexec/polkitd

work=$(mktemp -d /tmp/starlight-realtimekit.XXXXXX)
chmod 755 "$work"
rule=/etc/polkit-1/rules.d/49-starlight-benchmark-rtkit.rules
pids=()
stop_all() {
  for ((index = ${#pids[@]} - 1; index >= 0; index--)); do
    kill "${pids[index]}" 2>/dev/null || true
    wait "${pids[index]}" 2>/dev/null || true
  done
  pids=()
}
cleanup() {
  stop_all
  $sudo rm -f "$rule"
  rm -rf "$work"
}
trap cleanup EXIT

# The private system bus: anyone may call anything on it (its own rules are not measured).
cat >"$work/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$work/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
export DBUS_SYSTEM_BUS_ADDRESS="unix:path=$work/system_bus_socket"

start_bus() {
  $sudo dbus-daemon --config-file="$work/bus.conf" --nofork --print-address=3 \
    3>"$work/bus.address" 2>/dev/null &
  pids+=($!)
  until [ -s "$work/bus.address" ]; do sleep 0.1; done
}

start_realtimekit() {
  $sudo tee "$rule" >/dev/null <<'RULE'
polkit.addRule(function(action, subject) {
  if (action.id.indexOf("org.freedesktop.RealtimeKit1.") == 0 && subject.user == "nobody") {
    return polkit.Result.YES;
  }
});
RULE
  $sudo env DBUS_SYSTEM_BUS_ADDRESS="$DBUS_SYSTEM_BUS_ADDRESS" "$polkitd" --no-debug \
    >"$work/polkitd.log" 2>&1 &
  pids+=($!)
  # Its own resource limits would end it at its first log line to a file (RLIMIT_FSIZE 0).
  $sudo env DBUS_SYSTEM_BUS_ADDRESS="$DBUS_SYSTEM_BUS_ADDRESS" "$rtkit" --stderr --no-canary \
    --no-limit-resources >"$work/rtkit.log" 2>&1 &
  pids+=($!)
  until grep -q "Running" "$work/rtkit.log" 2>/dev/null; do sleep 0.1; done
  until dbus-send --system --print-reply --dest=org.freedesktop.PolicyKit1 \
    /org/freedesktop/PolicyKit1/Authority org.freedesktop.DBus.Peer.Ping >/dev/null 2>&1; do
    sleep 0.1
  done
}

# play LABEL [COMMAND...]: COMMAND (run as root, before the game drops to nobody) wraps it.
play() {
  local label=$1
  shift
  local home="$work/home-$RANDOM"
  mkdir -p "$home"
  chmod 777 "$home"
  echo "== $label"
  local out
  out=$(env SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=dummy STARLIGHT_SYNC_HOME="$root" \
    XDG_DATA_HOME="$home" XDG_CONFIG_HOME="$home" HOME="$home" "$@" \
    setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all \
    "$bin" play --chapter 4 --autoplay --quit-after "$played" --stats 2>"$home/log" || true)
  # One thread a line (a refusal's reasons are joined with "; " too).
  echo "$out" | grep -E "^thread priorities" |
    sed -E 's/: (judging|drawing|events|audio|evdev) /:\n    \1 /; s/; (judging|drawing|events|audio|evdev) /\n    \1 /g' || {
    echo "no priorities printed; the log:"
    tail -n 5 "$home/log"
  }
  grep -E "could not get" "$home/log" | head -n 1 || true
}

start_bus
play "as nobody, no RealtimeKit"
if $sudo prlimit --rtprio=20 true 2>/dev/null; then
  play "as nobody, no RealtimeKit, rtprio limit 20" $sudo prlimit --rtprio=20
else
  echo "== as nobody, rtprio limit 20: skipped, this machine's root may not raise RLIMIT_RTPRIO"
  echo "   (no CAP_SYS_RESOURCE, as in a container)"
fi
start_realtimekit
play "as nobody, RealtimeKit on the bus"
echo "== RealtimeKit's log"
grep -E "Successfully made|Failed|Warning" "$work/rtkit.log" | sed 's/^/    /' || true
