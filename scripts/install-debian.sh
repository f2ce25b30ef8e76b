#!/usr/bin/env bash
# Installs the Debian packages named on the command line that are not installed yet (apt-get, through sudo
# when not root). Used by setup.sh and slurm-start.sh --install.
set -euo pipefail
need=()
for pkg in "$@"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
[ "${#need[@]}" -eq 0 ] && exit 0
echo "rvkit: installing Debian packages: ${need[*]}" >&2
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >&2
