#!/usr/bin/env bash
# Installs the Raven engine (raven-hydro from PyPI, compiled from source) into a cache outside the
# clone, so that a second run on the same machine takes seconds.
# Needs g++, make, libnetcdf-dev and python3 with venv (Debian: python3-venv).
# Prints the path of the raven executable on its last line of standard output.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=engine-cache.sh
. "$here/engine-cache.sh"
venv="$cache/raven-hydro-$version"
bin="$venv/bin/raven"
works() { engine_works "$bin"; }
install_lock .install.lock

# Raven's own sources, exactly those the engine is built from (the raven-hydro source distribution, its
# checksum checked against PyPI's index): tests compile parts of them as oracles (test/lexer/ravenTokenize.ts).
if [ ! -f "$src/src/ParseLib.cpp" ]; then
  python3 - "$version" "$src" >&2 <<'PY'
import hashlib, io, re, shutil, sys, tarfile, urllib.request
version, dest = sys.argv[1:]
index = urllib.request.urlopen('https://pypi.org/simple/raven-hydro/').read().decode()
m = re.search(r'href="([^"#]*/raven_hydro-%s\.tar\.gz)#sha256=([0-9a-f]+)"' % re.escape(version), index)
if not m:
    sys.exit(f'rvkit: no source distribution of raven-hydro {version} on PyPI')
data = urllib.request.urlopen(m.group(1)).read()
if hashlib.sha256(data).hexdigest() != m.group(2):
    sys.exit('rvkit: the raven-hydro source distribution does not match its checksum')
prefix = f'raven_hydro-{version}/RavenHydroFramework/src/'
tmp = dest + '.part'
shutil.rmtree(tmp, ignore_errors=True)
with tarfile.open(fileobj=io.BytesIO(data)) as tar:
    for member in tar.getmembers():
        if member.isfile() and member.name.startswith(prefix) and '/' not in member.name[len(prefix):]:
            member.name = 'src/' + member.name[len(prefix):]
            tar.extract(member, tmp)
shutil.rmtree(dest, ignore_errors=True)
shutil.move(tmp, dest)
PY
fi

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
