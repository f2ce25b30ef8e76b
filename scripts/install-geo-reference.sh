#!/usr/bin/env bash
# Installs the reference side of rvkit's geo tests into a virtual environment in rvkit's cache: ravenpy 0.21
# with its GIS extras (GridWeightExtractor needs GDAL's Python bindings, geopandas, shapely, pyproj, netCDF4)
# and BasinMaker 3.1 from PyPI (its GenerateRavenInput writes the .rvh/.rvp that `rvkit new --from-basinmaker`
# is compared with). GDAL's Python bindings are built against Debian's libgdal-dev, so the `gdal==` version is
# the one `gdal-config` reports. Test-only: nothing of rvkit imports it.
# Prints the path of the environment's python on its last line of standard output; callers set
# RAVENPY_RAVEN_BINARY_PATH to the engine (scripts/install-engine.sh) before importing ravenpy.
set -euo pipefail

cache="${RVKIT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit}"
venv="$cache/ravenpy-gis-0.21"
python="$venv/bin/python"
here="$(cd "$(dirname "$0")" && pwd)"
# ravenpy looks for the Raven executable when imported: rvkit's own engine install serves.
RAVENPY_RAVEN_BINARY_PATH="$(bash "$here/install-engine.sh" | tail -n 1)"
export RAVENPY_RAVEN_BINARY_PATH

works() {
  [ -x "$python" ] || return 1
  "$python" -c "
import importlib.metadata as m
from osgeo import ogr
import geopandas, shapely, pyproj, netCDF4, simpledbf, pandas
assert pandas.__version__ < '3'
from ravenpy.extractors.routing_product import GridWeightExtractor, BasinMakerExtractor
import basinmaker.hymodin.raveninput
assert m.version('ravenpy').startswith('0.21')
" >/dev/null 2>&1
}

mkdir -p "$cache"
exec 9>"$cache/.install-ravenpy-gis.lock"
flock 9

if works; then
  echo "$python"
  exit 0
fi

if ! command -v gdal-config >/dev/null 2>&1; then
  echo "rvkit: the geo reference needs Debian's libgdal-dev (scripts/setup.sh installs it)" >&2
  exit 1
fi
gdal_version="$(gdal-config --version)"
echo "rvkit: installing ravenpy 0.21 with GDAL $gdal_version and BasinMaker 3.1 into $venv; this takes a few minutes" >&2
[ -x "$python" ] || python3 -m venv "$venv"
pip=("$python" -m pip install --quiet --disable-pip-version-check)
"${pip[@]}" --upgrade pip setuptools wheel >&2
# The bindings compile against the system GDAL; numpy first so they build with array support.
"${pip[@]}" numpy >&2
"${pip[@]}" --no-build-isolation "gdal==$gdal_version" >&2
# ravenpy imports its Raven binary lazily; the GIS extras without the raven-hydro extra (the tests run none).
# pandas 3 turns the dtype upcast BasinMaker 3.1 relies on (a group name into a float column) into an error.
"${pip[@]}" "ravenpy[gis]==0.21.*" "gdal==$gdal_version" "pandas<3" >&2
# BasinMaker's own dependencies are mostly GIS programs; its Raven writer needs only pandas and simpledbf.
"${pip[@]}" --no-deps "basinmaker==3.1.0" >&2
"${pip[@]}" simpledbf >&2
if ! works; then
  echo "rvkit: the geo reference environment was installed but does not import in $venv" >&2
  "$python" -c "from ravenpy.extractors.routing_product import GridWeightExtractor; import basinmaker.hymodin.raveninput" >&2 || true
  exit 1
fi
echo "$python"
