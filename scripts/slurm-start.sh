#!/usr/bin/env bash
# Starts a real single-node Slurm on this machine (munged, slurmctld, slurmd on 127.0.0.1), for the tests
# and benches of rvkit's cluster layer. Needs root and Debian's slurmctld, slurmd, slurm-client and munge
# (`bash scripts/slurm-start.sh --install` installs them with apt-get first).
#
# Its state (slurm.conf, pid files, logs, spool, saved state) lives in a directory outside the clone:
# $RVKIT_SLURM_DIR, default ~/.cache/rvkit/slurm. The last line of standard output is
#   SLURM_CONF=<that directory>/slurm.conf
# which every Slurm command (sbatch, squeue, ...) reads: `export "$(bash scripts/slurm-start.sh | tail -n 1)"`.
# Started twice, it finds its daemons alive and starts nothing (a slurm.conf that changed is read again by
# `scontrol reconfigure`). scripts/slurm-stop.sh stops exactly the daemons
# it started, by their pid files.
#
# The cluster: one node named after this host (its short name), every core and 90% of the memory, partition
# `debug` (the default) and partition `restricted` that only account `hydro` may use (so a job with another
# account is rejected as on a real cluster: there is no accounting database here, so `sacct` has no records).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--install" ]; then
  bash scripts/install-debian.sh slurmctld slurmd slurm-client munge
fi

for program in munged slurmctld slurmd sinfo scontrol; do
  command -v "$program" >/dev/null 2>&1 || PATH="$PATH:/usr/sbin:/sbin"
  if ! command -v "$program" >/dev/null 2>&1; then
    echo "rvkit slurm: $program not found: install Debian's slurmctld slurmd slurm-client munge" \
      "(bash scripts/slurm-start.sh --install)" >&2
    exit 3
  fi
done
if [ "$(id -u)" -ne 0 ]; then
  echo "rvkit slurm: starting munged and slurmd needs root (run with sudo)" >&2
  exit 3
fi

state="${RVKIT_SLURM_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit/slurm}"
mkdir -p "$state"
state="$(cd "$state" && pwd)"
conf="$state/slurm.conf"
ctld_port="${RVKIT_SLURM_PORT:-6817}"
slurmd_port="$((ctld_port + 1))"

# One start at a time (two test files, or CI and a developer): the second waits, then finds it running.
exec 9>"$state/.start.lock"
flock 9

alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
node_state() { SLURM_CONF="$conf" sinfo -h -N -o '%T' 2>/dev/null | head -n 1; }

# munge: the key Debian's package made (or a new one), the daemon unless one already answers on its socket.
if ! munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1; then
  if [ ! -s /etc/munge/munge.key ]; then
    install -d -o munge -g munge -m 0700 /etc/munge
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    chown munge:munge /etc/munge/munge.key
    chmod 0400 /etc/munge/munge.key
  fi
  install -d -o munge -g munge -m 0755 /run/munge
  install -d -o munge -g munge -m 0700 /var/lib/munge /var/log/munge
  rm -f "$state/munged.pid"
  # Without the lock's descriptor (9>&-): a daemon that kept it would hold the lock for its whole life, and
  # every later start would wait for it.
  runuser -u munge -- munged --pid-file=/run/munge/munged.pid 9>&-
  # Ours to stop: slurm-stop.sh kills the pid recorded here, and only that.
  for _ in $(seq 50); do [ -s /run/munge/munged.pid ] && break; sleep 0.1; done
  cp /run/munge/munged.pid "$state/munged.pid"
  if ! munge -n </dev/null | unmunge >/dev/null; then
    echo "rvkit slurm: munged does not answer (log: /var/log/munge/munged.log)" >&2
    exit 3
  fi
fi

host="$(hostname -s)"
cpus="$(nproc)"
memory_mb="$(awk '/^MemTotal:/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)"
mkdir -p "$state/ctld" "$state/spool" "$state/log"
cat >"$conf.new" <<EOF
# Written by rvkit's scripts/slurm-start.sh: a single-node Slurm for rvkit's tests.
ClusterName=rvkit
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=$(id -un)
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=$((memory_mb / cpus))
ReturnToService=2
EnforcePartLimits=ALL
KillWait=10
# When a task ends, what it frees is scheduled at once rather than on the controller's next pass (a pass
# a second). Slurm 22.05 has two paths: a node with an Epilog reports the epilog's end and the controller
# runs its scheduler at that message; a node without one answers the end "already complete" and the
# controller only queues a scheduler run for its background thread, which wakes once a second and then
# waits batch_sched_delay (default 3 s) since its last run. So: batch_sched_delay=0, and an Epilog that
# does nothing. Bare bash tasks here (npm run bench:cluster): 1.3 s between a task's end and the next
# one's start with neither, 0.5 s with batch_sched_delay=0, 0.05 s with both. Real clusters mostly have
# an Epilog of their own; the bench prints both settings beside Slurm's dispatch time.
SchedulerParameters=batch_sched_delay=0
Epilog=/bin/true
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/spool
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
SlurmctldLogFile=$state/log/slurmctld.log
SlurmdLogFile=$state/log/slurmd.log
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory_mb State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
PartitionName=restricted Nodes=ALL AllowAccounts=hydro MaxTime=INFINITE State=UP
EOF

# Running already: the daemons read the conf again if it changed (a newer script), nothing restarts.
if alive "$state/slurmctld.pid" && alive "$state/slurmd.pid" && SLURM_CONF="$conf" scontrol ping >/dev/null 2>&1; then
  if cmp -s "$conf.new" "$conf"; then
    rm -f "$conf.new"
  else
    mv "$conf.new" "$conf"
    SLURM_CONF="$conf" scontrol reconfigure
    echo "rvkit slurm: slurm.conf changed: the daemons read it again (scontrol reconfigure)" >&2
  fi
  echo "rvkit slurm: already running (node $(node_state))" >&2
  echo "SLURM_CONF=$conf"
  exit 0
fi
mv "$conf.new" "$conf"

# A daemon of an earlier start that died leaves its pid file: remove it so that the wait below sees ours.
alive "$state/slurmctld.pid" || { rm -f "$state/slurmctld.pid"; slurmctld -f "$conf" 9>&-; }
alive "$state/slurmd.pid" || { rm -f "$state/slurmd.pid"; slurmd -f "$conf" 9>&-; }

# Ready when the node is idle (or running jobs that survived a restart).
for i in $(seq 120); do
  s="$(node_state)"
  case "$s" in
    idle | mixed | allocated | completing) break ;;
  esac
  if [ "$i" -eq 120 ]; then
    echo "rvkit slurm: the node is '${s:-unknown}' after 60 s (logs: $state/log)" >&2
    exit 3
  fi
  sleep 0.5
done
echo "rvkit slurm: node $host up ($cpus CPUs, $memory_mb MB), state in $state" >&2
echo "SLURM_CONF=$conf"
