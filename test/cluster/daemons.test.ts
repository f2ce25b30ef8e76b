/**
 * The repository's scripts start and stop a single-node Slurm by their pid files, never by name: a second
 * cluster (its own state directory and ports) started beside the tests' one runs a job and is stopped by
 * scripts/slurm-stop.sh; its daemons are gone, the tests' cluster and the munged it did not start live on.
 * Started again over an older slurm.conf, the script has the running daemons read its conf again.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { processAlive } from '../../src/cluster/processAlive.js';
import { repoRoot } from '../paths.js';
import { tempDir } from '../engine/helpers.js';
import { until } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

const cluster = slurmForTests();
const run = promisify(execFile);

test('slurm-start.sh and slurm-stop.sh: a second cluster started, used, stopped by its pids alone', async () => {
  const state = await tempDir('rvkit-slurm-second-');
  const env = {
    ...process.env,
    RVKIT_SLURM_DIR: state,
    RVKIT_SLURM_PORT: String(7000 + (process.pid % 400) * 2),
  };
  const pids = () =>
    ['slurmctld', 'slurmd'].map((d) => Number(readFileSync(join(state, `${d}.pid`), 'utf8')));
  // The munged that answers (Debian's package writes its pid there; so does slurm-start.sh's).
  const munged = Number(readFileSync('/run/munge/munged.pid', 'utf8'));
  expect(processAlive(munged)).toBe(true);
  let started: number[] = [];
  try {
    const { stdout } = await run('bash', [join(repoRoot, 'scripts/slurm-start.sh')], {
      env,
      timeout: 180_000,
    });
    const conf = join(state, 'slurm.conf');
    expect(stdout.trim().split('\n').at(-1)).toBe(`SLURM_CONF=${conf}`);
    started = pids();
    expect(started.every(processAlive)).toBe(true);
    // It is a cluster: a job runs on it.
    const out = join(state, 'job.out');
    await run('sbatch', ['--wrap', 'echo ran', `--output=${out}`], { env: { ...env, SLURM_CONF: conf } });
    await until('the job on the second cluster', async () =>
      existsSync(out) && readFileSync(out, 'utf8') === 'ran\n' ? true : undefined,
    );
    // munged answered already: the start script did not start one, so stop leaves it alone.
    expect(existsSync(join(state, 'munged.pid'))).toBe(false);
    // Started again over a slurm.conf an older script wrote (no Epilog, its SchedulerParameters gone): the
    // running daemons read the script's conf again, nothing restarts.
    const confEnv = { ...env, SLURM_CONF: conf };
    const config = async () => (await run('scontrol', ['show', 'config'], { env: confEnv })).stdout;
    expect(await config()).toMatch(/^Epilog\s*=\s*\/bin\/true$/m);
    writeFileSync(conf, readFileSync(conf, 'utf8').replace(/^(Epilog|SchedulerParameters)=.*\n/gm, ''));
    await run('scontrol', ['reconfigure'], { env: confEnv });
    expect(await config()).toMatch(/^Epilog\s*=\s*\(null\)$/m);
    const again = await run('bash', [join(repoRoot, 'scripts/slurm-start.sh')], { env, timeout: 180_000 });
    expect(again.stderr).toMatch(/slurm\.conf changed: the daemons read it again/);
    expect(again.stderr).toMatch(/already running/);
    expect(pids()).toEqual(started);
    const now = await config();
    expect(now).toMatch(/^Epilog\s*=\s*\/bin\/true$/m);
    expect(now).toMatch(/^SchedulerParameters\s*=\s*batch_sched_delay=0$/m);
  } finally {
    await run('bash', [join(repoRoot, 'scripts/slurm-stop.sh')], { env, timeout: 120_000 });
  }
  expect(started).toHaveLength(2);
  expect(started.some(processAlive)).toBe(false);
  expect(['slurmctld.pid', 'slurmd.pid'].some((f) => existsSync(join(state, f)))).toBe(false);
  // The daemons of the same names that it did not start live on.
  expect(processAlive(munged)).toBe(true);
  expect(await slurmOut('scontrol', ['ping'])).toMatch(/is UP/);
  expect(cluster.conf).not.toBe(join(state, 'slurm.conf'));
}, 300_000);
