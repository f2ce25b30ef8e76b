#!/usr/bin/env bash
# Installs the reference Python library (ravenpy 0.21, from PyPI, with h5py, netCDF4 and spotpy, the
# optimiser of its calibration utilities) into a virtual
# environment in rvkit's cache, for the side-by-side bench (npm run bench). The Raven engine is not built a
# second time: the environment sees the raven-hydro package of rvkit's own engine install
# (scripts/install-engine.sh), which satisfies ravenpy's requirement on it.
# Prints the path of the environment's python on its last line of standard output.
set -euo pipefail

version="${RAVENPY_VERSION:-0.21}"
cache="${RVKIT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit}"
venv="$cache/ravenpy-$version"
python="$venv/bin/python"
here="$(cd "$(dirname "$0")" && pwd)"

engine="$(bash "$here/../../scripts/install-engine.sh" | tail -n 1)"
engine_venv="$(dirname "$(dirname "$engine")")"

works() {
  [ -x "$python" ] || return 1
  PATH="$(dirname "$engine"):$PATH" "$python" -c "import ravenpy, h5py, netCDF4, spotpy; assert ravenpy.__version__.startswith('$version')" \
    >/dev/null 2>&1
}

mkdir -p "$cache"
exec 9>"$cache/.install-ravenpy.lock"
flock 9

if works; then
  echo "$python"
  exit 0
fi

echo "rvkit: installing ravenpy $version into $venv for the reference bench; this takes a few minutes" >&2
rm -rf "$venv"
python3 -m venv "$venv"
site="$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
engine_site="$("$engine_venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
# A .pth line puts the engine's site-packages (raven-hydro 4.12.1) after the environment's own.
echo "$engine_site" >"$site/raven-hydro.pth"
"$python" -m pip install --quiet --disable-pip-version-check "ravenpy==$version.*" h5py netCDF4 spotpy >&2
if ! works; then
  echo "rvkit: ravenpy installed but does not import in $venv" >&2
  exit 1
fi
echo "$python"
