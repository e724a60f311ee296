#!/usr/bin/env bash
# Issue 24's packaging checks, run by tools/test.sh after the Swift tests:
#   the archive (tools/package.sh): ldd of its executable names no Swift library, and the
#     unpacked copy runs --version, `beatmap times` and a headless replay with the Swift
#     toolchain's library folders hidden (bind-mounted away when we may, else out of every
#     loader path);
#   its install.sh into a temporary prefix: every file in place, the desktop entry valid
#     (desktop-file-validate), the AppStream metadata valid (appstreamcli validate --no-net),
#     the installed game finds its files from another working directory and logs to a file
#     when started without a terminal; --uninstall leaves the prefix empty;
#   an unwritable prefix: refused in one line with nothing written.
# The release build with the static Swift runtime is the slow part (minutes, once; then
# incremental). BIN=path skips it (an already-built static executable).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
chmod 0755 "$work"
trap 'rm -rf "$work"' EXIT
failures=0
check() {
  local what=$1 output
  shift
  if output=$("$@" 2>&1); then
    echo "ok   $what"
  else
    echo "FAIL $what" >&2
    [ -z "$output" ] || printf '%s\n' "$output" | sed 's/^/     /' >&2
    failures=$((failures + 1))
  fi
}

package_args=(--out "$work")
[ -n "${BIN:-}" ] && package_args+=(--binary "$BIN")
start=$(date +%s)
archive=$(tools/package.sh "${package_args[@]}")
echo "archive: $(basename "$archive"), $(stat -c %s "$archive") bytes, built in $(($(date +%s) - start)) s"
tar -C "$work" -xzf "$archive"
unpacked="$work/$(basename "$archive" .tar.gz)"
game="$unpacked/bin/starlight-sync"

# --- the archive --------------------------------------------------------------------------
no_swift_library() { ! ldd "$game" | grep -i swift; }
no_run_path() { ! readelf -d "$game" | grep -Ei 'rpath|runpath' | grep -i swift; }
check "ldd names no Swift library" no_swift_library
check "the executable carries no run path into a toolchain" no_run_path
toolchain_lib=""
if command -v swift >/dev/null 2>&1; then
  toolchain_lib=$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/../lib" && pwd)
fi
# Runs the unpacked game from another folder, with a clean environment, the toolchain
# neither on PATH nor in LD_LIBRARY_PATH, and its lib folder hidden where a mount namespace
# is allowed.
run_unpacked() {
  local scratch="$work/scratch"
  mkdir -p "$scratch"
  local command=(env -i HOME="$scratch" PATH=/usr/bin:/bin XDG_DATA_HOME="$scratch/data"
    XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" SDL_VIDEODRIVER=dummy
    SDL_AUDIODRIVER=dummy "$@")
  if [ -n "$toolchain_lib" ] && unshare -m true 2>/dev/null; then
    mkdir -p "$work/empty"
    (cd "$scratch" && unshare -m sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' _ \
      "$work/empty" "$toolchain_lib" "${command[@]}")
  else
    (cd "$scratch" && "${command[@]}")
  fi
}
map="$unpacked/share/starlight-sync/BeatMaps/chapter4_firewall.json"
replay="$work/run.replay.json"
unpacked_version() { run_unpacked "$game" --version | grep '^starlight-sync ' >/dev/null; }
unpacked_times() { run_unpacked "$game" beatmap times "$map" | grep . >/dev/null; }
unpacked_autoplay() { run_unpacked "$game" autoplay "$map" --out "$replay" >/dev/null; }
unpacked_replay() { run_unpacked "$game" replay "$replay" --headless | grep . >/dev/null; }
check "the unpacked copy runs --version" unpacked_version
check "the unpacked copy runs beatmap times" unpacked_times
check "the unpacked copy writes a replay (autoplay)" unpacked_autoplay
check "the unpacked copy replays it headless, finding the map by itself" unpacked_replay

# --- install into a temporary prefix (the archive's install.sh: copy mode) ----------------
prefix="$work/prefix"
mkdir -p "$prefix"
"$unpacked/install.sh" --prefix "$prefix" >/dev/null
app=io.github.starlightsync.StarlightSync
expected=(bin/starlight-sync share/starlight-sync/BeatMaps/chapter4_firewall.json
  share/starlight-sync/Assets/Audio/audio_bgm_main.ogg share/applications/$app.desktop
  share/metainfo/$app.metainfo.xml share/man/man1/starlight-sync.1
  share/bash-completion/completions/starlight-sync share/zsh/site-functions/_starlight-sync
  share/fish/vendor_completions.d/starlight-sync.fish share/starlight-sync/install-manifest.txt)
for size in 16 24 32 48 64 128 256 512; do
  expected+=("share/icons/hicolor/${size}x${size}/apps/starlight-sync.png")
done
for file in "${expected[@]}"; do check "installed $file" test -s "$prefix/$file"; done
check "the desktop entry is valid" desktop-file-validate "$prefix/share/applications/$app.desktop"
check "the desktop entry starts the installed game" \
  grep -qx "Exec=$prefix/bin/starlight-sync play" "$prefix/share/applications/$app.desktop"
check "the AppStream metadata is valid" \
  appstreamcli validate --no-net "$prefix/share/metainfo/$app.metainfo.xml"
man_page_reads() { grep -q '^\.\(Dt\|TH\)' "$prefix/share/man/man1/starlight-sync.1"; }
bash_completion_loads() {
  bash -c 'source "$1" && complete -p starlight-sync >/dev/null' _ \
    "$prefix/share/bash-completion/completions/starlight-sync"
}
elsewhere="$work/elsewhere"
state="$work/state"
mkdir -p "$elsewhere"
in_elsewhere() {
  (cd "$elsewhere" && env -u STARLIGHT_SYNC_HOME HOME="$elsewhere" XDG_DATA_HOME="$elsewhere/data" \
    XDG_CONFIG_HOME="$elsewhere/config" XDG_STATE_HOME="$state" SDL_VIDEODRIVER=dummy \
    SDL_AUDIODRIVER=dummy "$@")
}
installed_finds_files() { in_elsewhere "$prefix/bin/starlight-sync" replay "$replay" --headless | grep . >/dev/null; }
logs_without_terminal() {
  in_elsewhere setsid "$prefix/bin/starlight-sync" play --chapter 1 --quit-after 0.2 \
    </dev/null >/dev/null 2>&1 || true
  test -s "$state/starlight-sync/starlight-sync.log"
}
prefix_empty() { [ -z "$(find "$prefix" -mindepth 1)" ]; }
check "the man page is there" man_page_reads
check "the bash completion loads" bash_completion_loads
check "the installed game finds its files from another folder" installed_finds_files
check "started with no terminal, the game logs to XDG_STATE_HOME" logs_without_terminal
"$unpacked/install.sh" --uninstall --prefix "$prefix" >/dev/null
check "uninstall leaves nothing" prefix_empty

# --- a prefix with a space: the menu entry quotes the command --------------------------------
spaced="$work/games and more"
"$unpacked/install.sh" --prefix "$spaced" >/dev/null
check "with a space in the prefix the desktop entry is valid" \
  desktop-file-validate "$spaced/share/applications/$app.desktop"
check "... and quotes the command" \
  grep -qxF "Exec=\"$spaced/bin/starlight-sync\" play" "$spaced/share/applications/$app.desktop"
"$unpacked/install.sh" --uninstall --prefix "$spaced" >/dev/null
check "... and uninstall removes the prefix it made" test ! -e "$spaced"

# --- an unwritable prefix -----------------------------------------------------------------
locked="$work/locked"
mkdir -p "$locked"
chmod 0555 "$locked"
as_other=()
[ "$(id -u)" -eq 0 ] && as_other=(setpriv --reuid=65534 --regid=65534 --clear-groups)
set +e
message=$("${as_other[@]}" "$unpacked/install.sh" --prefix "$locked/games" 2>&1 >/dev/null)
status=$?
set -e
check "an unwritable prefix is refused" test "$status" -ne 0
check "... in one line" test "$(printf '%s\n' "$message" | wc -l)" -eq 1
says_cannot_write() { printf '%s' "$message" | grep -q 'cannot write'; }
locked_empty() { [ -z "$(find "$locked" -mindepth 1)" ]; }
check "... saying so" says_cannot_write
check "... with nothing written" locked_empty
chmod 0755 "$locked"

echo "packaging checks: $failures failed, in $(($(date +%s) - start)) s"
[ "$failures" -eq 0 ]
