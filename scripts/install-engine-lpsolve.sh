#!/usr/bin/env bash
# Installs a second Raven engine, built with lp_solve, into the cache beside the plain one: the same raven-hydro
# sources (scripts/install-engine.sh fetches and checks them), compiled by Raven's own src/Makefile with its
# "OPTION 2" (-D_LPSOLVE_, link lpsolve55) and NetCDF as the plain engine has. Only the checker's tests of the
# management (.rvm) rules use it: a Raven without lp_solve stops before it reads any .rvm command (RV592).
# Needs g++, make, libnetcdf-dev and liblpsolve55-dev (Debian's lp_solve 5.5: headers in /usr/include/lpsolve,
# a static liblpsolve55.a that needs SuiteSparse's colamd). Prints the path of the executable on its last line.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# shellcheck source=engine-cache.sh
. "$here/engine-cache.sh"
dir="$cache/raven-hydro-$version-lpsolve"
bin="$dir/bin/raven"
# "-v" prints e.g. "4.12 w/ netCDF w/ lp_solve": the build must say both, or it is not the engine the tests need.
works() { engine_works "$bin" lp_solve; }

# The sources (and the plain engine) first: install-engine.sh holds its own lock and checks PyPI's checksum.
[ -f "$src/src/ParseLib.cpp" ] || bash "$here/install-engine.sh" >/dev/null

install_lock .install-lpsolve.lock
if works; then
  echo "$bin"
  exit 0
fi

echo "rvkit: building Raven $version with lp_solve into $dir; this takes a few minutes" >&2
rm -rf "$dir"
mkdir -p "$dir/build/lib" "$dir/bin"
cp -r "$src/src" "$dir/build/src"
# DemandOptimization.h includes "../lib/lp_solve_unix/lp_lib.h" (relative to src/), where Raven's Makefile expects
# an lp_solve distribution: point it at Debian's headers.
ln -s /usr/include/lpsolve "$dir/build/lib/lp_solve_unix"
# The plain engine's flags (raven-hydro's CMake Release build: -O3 -DNDEBUG, -Wno-deprecated, C++11, -Dnetcdf),
# plus Raven's lp_solve option; command-line variables override the Makefile's own.
make -C "$dir/build/src" -j"$(nproc)" --no-print-directory \
  CXXFLAGS="-Wno-deprecated -std=c++11 -O3 -DNDEBUG -Dnetcdf -D_LPSOLVE_" \
  LDLIBS="-lnetcdf -llpsolve55 -lcolamd -ldl" >&2
mv "$dir/build/src/Raven.exe" "$bin"
rm -rf "$dir/build"
if ! works; then
  echo "rvkit: the lp_solve Raven build finished but $bin does not run or lacks lp_solve" >&2
  exit 1
fi
echo "$bin"
