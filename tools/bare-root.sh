#!/usr/bin/env bash
# Prints the path of a bare Debian root for the install tests (docs/packaging.md), making it first when missing:
# `debootstrap --variant=minbase` with python3 and python3-venv and nothing else, as a user's slim machine or
# container has. Roots are kept between runs in $PLOTLINE_ROOTS (default ~/.cache/plotline/roots) and never
# changed afterwards: the tests run in an overlay of them. Needs root and Debian's debootstrap.
#
#   tools/bare-root.sh bookworm|trixie
set -euo pipefail

suite=${1:?usage: tools/bare-root.sh SUITE}
cache=${PLOTLINE_ROOTS:-${XDG_CACHE_HOME:-$HOME/.cache}/plotline/roots}
root="$cache/$suite"
mirror=${PLOTLINE_DEBIAN_MIRROR:-http://deb.debian.org/debian}

if [ -f "$root/.complete" ]; then
  echo "$root"
  exit 0
fi
command -v debootstrap >/dev/null || { echo "bare-root.sh: debootstrap is missing: apt-get install debootstrap" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "bare-root.sh: debootstrap needs root" >&2; exit 1; }

mkdir -p "$cache"
partial=$(mktemp -d "$cache/.$suite.XXXXXX")
trap 'rm -rf "$partial"' EXIT
if ! debootstrap --variant=minbase --include=python3,python3-venv "$suite" "$partial" "$mirror" \
    >"$partial.log" 2>&1; then
  tail -20 "$partial.log" >&2
  rm -f "$partial.log"
  exit 1
fi
rm -f "$partial.log"
rm -rf "$partial/var/cache/apt/archives/"*.deb
touch "$partial/.complete"
rm -rf "$root"
mv "$partial" "$root"
trap - EXIT
echo "$root"
