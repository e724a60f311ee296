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
source "$root/Benchmarks/Audio/realtimekit-bus.sh"
install_realtimekit
work=$(mktemp -d /tmp/starlight-realtimekit.XXXXXX)
chmod 755 "$work"
cleanup() {
  stop_realtimekit_bus
  rm -rf "$work"
}
trap cleanup EXIT

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

start_system_bus
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
realtimekit_log
