#!/usr/bin/env bash
# One command on a fresh machine: installs what rvkit needs (Debian packages, npm packages, the Raven
# engine, cached outside the clone), then runs the main job on the bundled example model.
set -euo pipefail
cd "$(dirname "$0")/.."

# chromium: the browser the web page's tests drive (playwright-core, found on PATH by test/web/page.ts).
# mpich, libmpich-dev: OSTRICH's MPI build, the calibration tests' oracle of parallel DDS.
# neovim: the language server's editor test drives a real headless Neovim (test/lsp/neovim.test.ts).
# libgdal-dev: GDAL's Python bindings of the geo tests' reference environment build against it.
# liblpsolve55-dev: the second Raven, built with lp_solve, that the management (.rvm) rules' tests run.
bash scripts/install-debian.sh g++ make libnetcdf-dev netcdf-bin python3-venv chromium neovim libgdal-dev mpich libmpich-dev \
  liblpsolve55-dev

npm ci --no-audit --no-fund >&2
raven="$(bash scripts/install-engine.sh | tail -n 1)"
echo "rvkit setup: Raven engine at $raven" >&2
# A second Raven from the same sources with lp_solve (the default engine stays the plain build): only it reads a
# management file (.rvm), so the checker's management rules are tested against it.
raven_lpsolve="$(bash scripts/install-engine-lpsolve.sh | tail -n 1)"
echo "rvkit setup: Raven with lp_solve at $raven_lpsolve" >&2
# rvkit-launch, compiled from native/: the small process that starts Raven for a calibration's evaluations.
bash scripts/install-launcher.sh >/dev/null
# OSTRICH, built from ../shared/tools/ostrich: the calibration tests compare rvkit's calibration with it.
ostrich="$(bash scripts/install-ostrich.sh --mpi | tail -n 1)"
echo "rvkit setup: OSTRICH (and OstrichMPI) at $(dirname "$ostrich")" >&2
# The geo tests' reference: ravenpy 0.21 with its GIS extras and BasinMaker 3.1, in a venv in the cache.
bash scripts/install-geo-reference.sh >/dev/null

# The main job on the example models (corpus/gr4j-tiny, and one per emulator written by `rvkit new` from
# corpus/forcing/tiny-daily.nc): check each, confirm it is canonically formatted, run it.
out="$(mktemp -d)"
for model in corpus/*/; do
  ls "$model"*.rvi >/dev/null 2>&1 || continue
  name="$(basename "$model")"
  node dist/src/cli/main.js check "$model"
  node dist/src/cli/main.js fmt --check "$model"
  RAVEN_BINARY="$raven" node dist/src/cli/main.js run "$model" -o "$out/$name"
done
rm -rf "$out"
