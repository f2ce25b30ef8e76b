#!/usr/bin/env bash
# Stops the single-node Slurm that scripts/slurm-start.sh started: its jobs are cancelled (so no job step
# outlives the cluster), then slurmd, slurmctld and munged (the last only if slurm-start.sh started it) are
# stopped by the pids in their pid files, never by name. Safe to run when nothing is running.
set -uo pipefail

state="${RVKIT_SLURM_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit/slurm}"
conf="$state/slurm.conf"
[ -d "$state" ] || exit 0
PATH="$PATH:/usr/sbin:/sbin"

alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# Jobs left by a test that failed half-way: cancelled through Slurm, which ends their steps.
if alive "$state/slurmctld.pid"; then
  jobs="$(SLURM_CONF="$conf" squeue -h -o '%A' 2>/dev/null | tr '\n' ' ')"
  if [ -n "${jobs// /}" ]; then
    # shellcheck disable=SC2086
    SLURM_CONF="$conf" scancel $jobs 2>/dev/null
    for _ in $(seq 40); do
      [ -z "$(SLURM_CONF="$conf" squeue -h -o '%A' 2>/dev/null)" ] && break
      sleep 0.5
    done
  fi
fi

# SIGTERM, then SIGKILL after ten seconds; the pid file goes with the process.
stop() {
  local name="$1" file="$2"
  alive "$file" || { rm -f "$file"; return 0; }
  local pid
  pid="$(cat "$file")"
  kill -TERM "$pid" 2>/dev/null
  for _ in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "rvkit slurm: $name ($pid) did not stop on SIGTERM: killed" >&2
    kill -KILL "$pid" 2>/dev/null
  fi
  rm -f "$file"
  echo "rvkit slurm: stopped $name ($pid)" >&2
}

stop slurmd "$state/slurmd.pid"
stop slurmctld "$state/slurmctld.pid"
stop munged "$state/munged.pid"
exit 0
