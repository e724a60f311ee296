# Sourced by the benchmarks that run the game as an ordinary user with real time from
# RealtimeKit: a private D-Bus system bus (its own socket, DBUS_SYSTEM_BUS_ADDRESS exported),
# never the machine's, and on it `rtkit-daemon` and `polkitd` (installed if missing).
# RealtimeKit asks polkit about each request; a desktop's polkit allows the user of the
# active session, and here (no session) a rule for the user `realtime_user` names (default
# `nobody`) stands in for that, present only while polkitd runs. Everything started here is
# stopped by its pid (`stop_realtimekit_bus`); the caller sets the EXIT trap that calls it.
# Needs root or sudo (the daemons run as root, as on a desktop).

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
realtimekit_bus_dir=""
realtimekit_bus_pids=()
realtimekit_rule=/etc/polkit-1/rules.d/49-starlight-benchmark-rtkit.rules
realtime_user=${realtime_user:-nobody}

rtkit=/usr/libexec/rtkit-daemon
polkitd=/usr/lib/polkit-1/polkitd

install_realtimekit() {
  if [ ! -x "$rtkit" ]; then
    echo "Installing rtkit (and polkitd, which it asks)"
    $sudo apt-get update >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends rtkit polkitd \
      >/dev/null
  fi
  [ -x "$polkitd" ] || polkitd=/usr/libexec/polkitd
}

# The private system bus: anyone may call anything on it (its own rules are not measured).
start_system_bus() {
  realtimekit_bus_dir=$(mktemp -d /tmp/starlight-system-bus.XXXXXX)
  chmod 755 "$realtimekit_bus_dir"
  cat >"$realtimekit_bus_dir/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$realtimekit_bus_dir/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
  export DBUS_SYSTEM_BUS_ADDRESS="unix:path=$realtimekit_bus_dir/system_bus_socket"
  $sudo dbus-daemon --config-file="$realtimekit_bus_dir/bus.conf" --nofork --print-address=3 \
    3>"$realtimekit_bus_dir/bus.address" 2>/dev/null &
  realtimekit_bus_pids+=($!)
  until [ -s "$realtimekit_bus_dir/bus.address" ]; do sleep 0.1; done
}

# polkitd with the rule for realtime_user, then RealtimeKit; returns when both answer.
start_realtimekit() {
  install_realtimekit
  $sudo tee "$realtimekit_rule" >/dev/null <<RULE
polkit.addRule(function(action, subject) {
  if (action.id.indexOf("org.freedesktop.RealtimeKit1.") == 0 && subject.user == "$realtime_user") {
    return polkit.Result.YES;
  }
});
RULE
  $sudo env DBUS_SYSTEM_BUS_ADDRESS="$DBUS_SYSTEM_BUS_ADDRESS" "$polkitd" --no-debug \
    >"$realtimekit_bus_dir/polkitd.log" 2>&1 &
  realtimekit_bus_pids+=($!)
  # Its own resource limits would end it at its first log line to a file (RLIMIT_FSIZE 0).
  $sudo env DBUS_SYSTEM_BUS_ADDRESS="$DBUS_SYSTEM_BUS_ADDRESS" "$rtkit" --stderr --no-canary \
    --no-limit-resources >"$realtimekit_bus_dir/rtkit.log" 2>&1 &
  realtimekit_bus_pids+=($!)
  until grep -q "Running" "$realtimekit_bus_dir/rtkit.log" 2>/dev/null; do sleep 0.1; done
  until dbus-send --system --print-reply --dest=org.freedesktop.PolicyKit1 \
    /org/freedesktop/PolicyKit1/Authority org.freedesktop.DBus.Peer.Ping >/dev/null 2>&1; do
    sleep 0.1
  done
}

# RealtimeKit's grants and refusals so far, indented.
realtimekit_log() {
  grep -E "Successfully made|Failed|Warning" "$realtimekit_bus_dir/rtkit.log" | sed 's/^/    /' || true
}

# Stops what start_realtimekit and start_system_bus started (the daemons first, the bus last).
stop_realtimekit_bus() {
  local index
  for ((index = ${#realtimekit_bus_pids[@]} - 1; index >= 0; index--)); do
    $sudo kill "${realtimekit_bus_pids[index]}" 2>/dev/null || true
    wait "${realtimekit_bus_pids[index]}" 2>/dev/null || true
  done
  realtimekit_bus_pids=()
  $sudo rm -f "$realtimekit_rule"
  [ -n "$realtimekit_bus_dir" ] && rm -rf "$realtimekit_bus_dir"
  realtimekit_bus_dir=""
}
