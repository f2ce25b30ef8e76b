#!/usr/bin/env bash
# Builds rvkit-launch (native/rvkit-launch.c: the small process that starts Raven for a calibration's
# evaluations, see src/engine/launcher.ts) with the system's C compiler into rvkit's cache, under a name that
# holds a digest of the source: rvkit finds it there, and a changed source is built afresh. Nothing is
# downloaded. Prints the executable's path on its last line of standard output. Without a C compiler it says
# so and exits 0: rvkit then starts Raven from Node (slower per evaluation, same results).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
source="$here/native/rvkit-launch.c"
cache="${RVKIT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit}"
digest="$(sha256sum "$source" | cut -c1-12)"
dest="$cache/launcher-$digest"
bin="$dest/rvkit-launch"
if [ -x "$bin" ]; then
  echo "$bin"
  exit 0
fi
cc="${CC:-cc}"
if ! command -v "$cc" >/dev/null; then
  echo "rvkit: no C compiler ($cc): rvkit-launch not built; calibrations start Raven from Node" >&2
  exit 0
fi
mkdir -p "$dest"
"$cc" -O2 -Wall -o "$bin.part" "$source" >&2
mv "$bin.part" "$bin"
echo "rvkit: built rvkit-launch into $dest" >&2
echo "$bin"
