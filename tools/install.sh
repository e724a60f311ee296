#!/usr/bin/env bash
# Installs StarlightSync like a desktop game, under ~/.local by default:
#   bin/starlight-sync                    the game, with the Swift runtime linked in statically
#   share/starlight-sync/                 Assets/ and BeatMaps/ (found by the game on its own)
#   share/applications/, share/icons/     a menu entry and its icon (hicolor, PNG sizes)
#   share/metainfo/                       AppStream metadata
#   share/man/man1/, completions          a man page; bash, zsh and fish completions
# Every file written is listed in share/starlight-sync/install-manifest.txt, and
# --uninstall removes exactly those (and the folders the install made, when empty).
#
# From a checkout it builds first (swift build -c release --static-swift-stdlib); unpacked
# from a release archive (tools/package.sh) it copies what the archive holds and needs no
# Swift toolchain.
#
# Usage: install.sh [--prefix DIR] [--uninstall]
#        install.sh --stage DIR [--binary PATH]   (write the tree to install into DIR; package.sh)
set -euo pipefail

app_id=io.github.starlightsync.StarlightSync
here=$(cd "$(dirname "$0")" && pwd)
prefix="${HOME:-}/.local"
mode=install
stage_dir=""
binary=""

usage() {
  sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
}

fail() {
  echo "install.sh: $*" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) mode=uninstall; shift ;;
    --stage) [ $# -ge 2 ] || fail "--stage needs a folder"; mode=stage; stage_dir=$2; shift 2 ;;
    --binary) [ $# -ge 2 ] || fail "--binary needs a file"; binary=$2; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option '$1'" >&2; usage >&2; exit 64 ;;
  esac
done

[ -n "$prefix" ] || fail "no --prefix given and HOME is not set"
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
prefix=${prefix%/}
manifest="$prefix/share/starlight-sync/install-manifest.txt"

# Where the files come from: a checkout (build first) or an unpacked archive (copy).
# The archive is recognised first: one unpacked inside a checkout is still an archive.
if [ -x "$here/bin/starlight-sync" ] && [ -d "$here/share/starlight-sync/BeatMaps" ]; then
  source_kind=archive
elif [ -f "$here/../Package.swift" ]; then
  source_kind=checkout
  root=$(cd "$here/.." && pwd)
else
  fail "run me from a StarlightSync checkout (tools/install.sh) or an unpacked release archive"
fi

# The deepest folder of `path` that exists, and whether a file can be made in it. A trial
# file, not `test -w`: that says yes to root on a read-only mount.
writable() {
  local dir=$1 probe
  while [ ! -e "$dir" ]; do dir=$(dirname "$dir"); done
  [ -d "$dir" ] || return 1
  probe=$(mktemp -p "$dir" .starlight-sync-probe.XXXXXX 2>/dev/null) || return 1
  rm -f "$probe"
}

uninstall() {
  [ -f "$manifest" ] || fail "nothing to uninstall under $prefix (no $manifest)"
  local kind path dirs=()
  while read -r kind path; do
    case "$kind" in
      f) rm -f -- "$path" ;;
      d) dirs+=("$path") ;;
    esac
  done <"$manifest"
  rm -f -- "$manifest"
  # Folders the install made, deepest first, removed only when nothing else is in them.
  if [ ${#dirs[@]} -gt 0 ]; then
    printf '%s\n' "${dirs[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2- |
      while read -r path; do rmdir -- "$path" 2>/dev/null || true; done
  fi
}

# Writes the tree to install into $1: from a checkout, the release build and generated files.
stage_from_checkout() {
  local stage=$1 bin size
  if [ -n "$binary" ]; then
    bin=$binary
  else
    (cd "$root" && swift build -c release --static-swift-stdlib --product starlight-sync)
    bin="$root/.build/release/starlight-sync"
  fi
  [ -x "$bin" ] || fail "no executable at $bin"
  mkdir -p "$stage/bin" "$stage/share/starlight-sync/Assets" "$stage/share/applications" \
    "$stage/share/metainfo" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
    "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
  install -m 0755 "$bin" "$stage/bin/starlight-sync"
  # Debug info is most of a release build's size (117 MB -> 71 MB); a player has no use for it.
  if command -v strip >/dev/null 2>&1; then strip "$stage/bin/starlight-sync"; fi
  for item in "$root"/Assets/*; do
    [ "$(basename "$item")" = Icons ] || cp -R "$item" "$stage/share/starlight-sync/Assets/"
  done
  cp -R "$root/BeatMaps" "$stage/share/starlight-sync/"
  for size in "$root"/Assets/Icons/hicolor/*; do
    mkdir -p "$stage/share/icons/hicolor/$(basename "$size")/apps"
    cp "$size/apps/starlight-sync.png" "$stage/share/icons/hicolor/$(basename "$size")/apps/"
  done
  cp "$root/tools/packaging/$app_id.desktop.in" "$stage/share/applications/$app_id.desktop"
  version=$("$bin" --version | awk '{ print $2 }')
  # The release's date: the commit built (today, outside a git checkout).
  date=$(git -C "$root" log -1 --format=%cs 2>/dev/null || date -u +%F)
  sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$date/" "$root/tools/packaging/$app_id.metainfo.xml" \
    >"$stage/share/metainfo/$app_id.metainfo.xml"
  # The argument parser writes the completions and (through its generate-manual tool) the
  # man page from the same command definitions as --help.
  "$bin" --generate-completion-script bash >"$stage/share/bash-completion/completions/starlight-sync"
  "$bin" --generate-completion-script zsh >"$stage/share/zsh/site-functions/_starlight-sync"
  "$bin" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/starlight-sync.fish"
  local manual="$root/.build/release/generate-manual"
  if [ ! -x "$manual" ]; then
    (cd "$root" && swift build -c release --static-swift-stdlib --product generate-manual) >&2
  fi
  "$manual" "$bin" --output-directory "$stage/share/man/man1" --authors "The StarlightSync developers" >/dev/null
  [ -f "$stage/share/man/man1/starlight-sync.1" ] || fail "the man page was not generated"
}

# The menu entry with the installed paths: TryExec is a plain string; Exec is a command line,
# where a path with a space or another reserved character is quoted (and ", `, $ and \
# inside it escaped), as the Desktop Entry specification asks.
desktop_entry() {
  local game="$prefix/bin/starlight-sync" exec bindir content
  exec=$game
  if [[ $game =~ [[:space:]\"\'\\\<\>~\|\&\;\$\*\?\#\(\)\`] ]]; then
    # Quoting escapes \ " ` $ with a backslash, then the string escape doubles each one.
    exec="\"$(printf '%s' "$game" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')\""
  fi
  bindir=$(printf '%s' "${game%/starlight-sync}" | sed -e 's/\\/\\\\/g')
  content=$(<"$1")
  content=${content//@EXEC@/"$exec"}
  printf '%s\n' "${content//@BINDIR@/"$bindir"}"
}

# Copies the staged tree into the prefix, writing the manifest as it goes; on any failure
# everything written so far is removed again.
install_stage() {
  local stage=$1 rel dest dir missing
  local staged_manifest
  staged_manifest=$(mktemp)
  rollback() {
    manifest_backup=$manifest
    manifest=$staged_manifest
    uninstall 2>/dev/null || true
    manifest=$manifest_backup
  }
  trap 'rollback; echo "install.sh: failed; nothing was left installed" >&2' ERR
  mapfile -t files < <(cd "$stage" && find bin share -type f | sort)
  for rel in "${files[@]}" share/starlight-sync/install-manifest.txt; do
    dest="$prefix/$rel"
    dir=$(dirname "$dest")
    missing=()
    while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
    for dir in "${missing[@]}"; do
      mkdir -- "$dir"
      echo "d $dir" >>"$staged_manifest"
    done
    [ "$rel" = share/starlight-sync/install-manifest.txt ] && continue
    echo "f $dest" >>"$staged_manifest"
    case "$rel" in
      bin/*) install -m 0755 "$stage/$rel" "$dest" ;;
      share/applications/*.desktop) desktop_entry "$stage/$rel" >"$dest" ;;
      *) install -m 0644 "$stage/$rel" "$dest" ;;
    esac
  done
  echo "f $manifest" >>"$staged_manifest"
  install -m 0644 "$staged_manifest" "$manifest"
  rm -f "$staged_manifest"
  trap - ERR
}

case "$mode" in
  uninstall)
    uninstall
    echo "Removed StarlightSync from $prefix"
    exit 0
    ;;
  stage)
    [ "$source_kind" = checkout ] || fail "--stage works from a checkout"
    mkdir -p "$stage_dir"
    stage_from_checkout "$(cd "$stage_dir" && pwd)"
    exit 0
    ;;
esac

# Refused before anything is built or written: every folder the install writes into.
for target in bin share/starlight-sync share/applications share/icons share/metainfo share/man \
  share/bash-completion share/zsh share/fish; do
  writable "$prefix/$target" || fail "cannot write to $prefix/$target; nothing was installed (choose another --prefix)"
done

if [ "$source_kind" = checkout ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  stage_from_checkout "$work/stage"
  stage="$work/stage"
else
  stage=$here
fi

# Installing over an earlier install replaces it: its files go first.
[ -f "$manifest" ] && uninstall
install_stage "$stage"

version=$("$prefix/bin/starlight-sync" --version | awk '{ print $2 }')
echo "Installed StarlightSync $version under $prefix (uninstall: $0 --uninstall --prefix $prefix)."
case ":$PATH:" in
  *":$prefix/bin:"*) echo "Start it from the application menu, or run: starlight-sync" ;;
  *) echo "Start it from the application menu, or run: $prefix/bin/starlight-sync" ;;
esac
