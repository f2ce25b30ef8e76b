#!/usr/bin/env bash
# Installs the Raven engine (raven-hydro from PyPI, compiled from source) into a cache outside the
# clone, so that a second run on the same machine takes seconds.
# Needs g++, make, libnetcdf-dev and python3 with venv (Debian: python3-venv).
# Prints the path of the raven executable on its last line of standard output.
set -euo pipefail

version="${RAVEN_HYDRO_VERSION:-4.12.1}"
cache="${RVKIT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit}"
venv="$cache/raven-hydro-$version"
bin="$venv/bin/raven"

# Capture the version first: piping into `grep -q` under pipefail fails when grep exits early (SIGPIPE).
works() {
  [ -x "$bin" ] || return 1
  local v
  v="$("$bin" -v </dev/null 2>/dev/null || true)"
  [[ "$v" == 4.12* ]]
}

# One install at a time: a second caller waits for the first, then finds the engine ready.
mkdir -p "$cache"
exec 9>"$cache/.install.lock"
flock 9

if works; then
  echo "$bin"
  exit 0
fi

echo "rvkit: building Raven (raven-hydro $version) into $venv; this takes a few minutes" >&2
rm -rf "$venv"
mkdir -p "$cache"
python3 -m venv "$venv"
# pip compiles Raven with NetCDF support; CMake >= 3.26 arrives from PyPI as a build dependency.
CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" "$venv/bin/pip" install --quiet --no-cache-dir \
  "raven-hydro==$version" >&2
if ! works; then
  echo "rvkit: the Raven build finished but $bin does not run" >&2
  exit 1
fi
echo "$bin"
