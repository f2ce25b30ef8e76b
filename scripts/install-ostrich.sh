#!/usr/bin/env bash
# Builds OSTRICH (the calibration program Raven modellers use; DOI-BOR/ostrich, GPL-2.0) from the sources kept
# in ../shared/tools/ostrich into a cache outside the clone, so that tests and benches can compare rvkit's
# calibration with it. It is a separate program they run, never part of rvkit.
# Needs g++ and make. Prints the path of the serial Ostrich executable on its last line of standard output.
# With --mpi, also builds OstrichMPI (the parallel OSTRICH, for ParallelDDS; needs an MPI compiler, mpicxx:
# Debian's mpich and libmpich-dev) and prints its path instead.
set -euo pipefail
mpi=false
[ "${1:-}" = "--mpi" ] && mpi=true

here="$(cd "$(dirname "$0")/.." && pwd)"
sources="${OSTRICH_SOURCES:-$here/../shared/tools/ostrich}"
if [ ! -f "$sources/make/makefile" ]; then
  echo "rvkit: no OSTRICH sources at $sources (set OSTRICH_SOURCES)" >&2
  exit 1
fi
# The commit the sources come from (SOURCE.md: "at commit <hash>"), else a digest of the sources.
commit="$(grep -o 'at commit [0-9a-f]*' "$sources/SOURCE.md" 2>/dev/null | head -n 1 | awk '{print $3}' || true)"
if [ -z "$commit" ]; then
  commit="$(cd "$sources" && find src include extern make -type f -print0 | sort -z | xargs -0 cat | sha256sum | cut -c1-12)"
fi
cache="${RVKIT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit}"
dest="$cache/ostrich-$commit"
bin="$dest/make/Ostrich"

# One build at a time: a second caller waits for the first, then finds the program ready.
mkdir -p "$cache"
exec 9>"$cache/.install-ostrich.lock"
flock 9

# The MPI build, beside the serial one (the makefile's GCC_MPI target names Intel's mpigxx: the same
# command with mpicxx).
build_mpi() {
  local mpibin="$dest/make/OstrichMPI"
  if [ ! -x "$mpibin" ]; then
    command -v mpicxx >/dev/null || { echo "rvkit: OstrichMPI needs mpicxx (Debian: mpich libmpich-dev)" >&2; exit 1; }
    echo "rvkit: building OstrichMPI ($commit) into $dest/make; this takes a few minutes" >&2
    (cd "$dest/make" && mpicxx -std=c++17 -I../include ../src/*.cpp -ldl -o OstrichMPI.part >&2 && mv OstrichMPI.part OstrichMPI)
  fi
  echo "$mpibin"
}

if [ -x "$bin" ]; then
  if $mpi; then build_mpi; else echo "$bin"; fi
  exit 0
fi

echo "rvkit: building OSTRICH ($commit) into $dest; this takes a few minutes" >&2
# The sources may be read-only: build in a copy, moved into place only once the program exists.
tmp="$dest.part"
rm -rf "$tmp"
mkdir -p "$tmp"
cp -r "$sources/src" "$sources/include" "$sources/extern" "$sources/make" "$tmp/"
cp "$sources/LICENSE" "$tmp/" 2>/dev/null || true
chmod -R u+w "$tmp"
(cd "$tmp/make" && make GCC >&2)
if [ ! -x "$tmp/make/Ostrich" ]; then
  echo "rvkit: the OSTRICH build finished but $tmp/make/Ostrich is not there" >&2
  exit 1
fi
rm -rf "$dest"
mv "$tmp" "$dest"
if $mpi; then build_mpi; else echo "$bin"; fi
