#!/usr/bin/env bash
# One command on a fresh machine: installs what rvkit needs (Debian packages, npm packages, the Raven
# engine, cached outside the clone), then runs the main job on the bundled example model.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in g++ make libnetcdf-dev netcdf-bin python3-venv; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ "${#need[@]}" -gt 0 ]; then
  echo "rvkit setup: installing Debian packages: ${need[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >&2
fi

npm ci --no-audit --no-fund >&2
raven="$(bash scripts/install-engine.sh | tail -n 1)"
echo "rvkit setup: Raven engine at $raven" >&2

# The main job on the example model: check it, confirm it is canonically formatted, run it.
node dist/src/cli/main.js check corpus/gr4j-tiny
node dist/src/cli/main.js fmt --check corpus/gr4j-tiny
if node dist/src/cli/main.js --help | grep -q '^  run '; then
  out="$(mktemp -d)"
  RAVEN_BINARY="$raven" node dist/src/cli/main.js run corpus/gr4j-tiny -o "$out"
fi
