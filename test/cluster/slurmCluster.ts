/**
 * The real single-node Slurm the cluster tests run on. `.ci/run` starts it (scripts/slurm-start.sh) before
 * `npm test` and stops it afterwards; a test file finds it through SLURM_CONF or the start script's state
 * directory. When none runs: in CI (CI set) the tests fail; elsewhere the first test file starts one with the
 * same script and the last one that used it stops it (by its pid files), unless someone else had started it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { processAlive } from '../../src/cluster/processAlive.js';
import { repoRoot } from '../paths.js';
import { removeTemporaryDirs } from '../engine/helpers.js';

const run = promisify(execFile);

/** The start script's state directory (as scripts/slurm-start.sh computes it). */
export const slurmState =
  process.env.RVKIT_SLURM_DIR ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'rvkit', 'slurm');
const leases = join(slurmState, 'leases');
const startedByTests = join(slurmState, 'started-by-tests');

const HOW =
  'start it with `bash scripts/slurm-start.sh --install` (root; Debian slurmctld slurmd slurm-client munge), ' +
  'then `export SLURM_CONF=' +
  join(slurmState, 'slurm.conf') +
  '`';

async function answers(conf: string): Promise<boolean> {
  if (!existsSync(conf)) return false;
  try {
    const { stdout } = await run('scontrol', ['ping'], {
      env: { ...process.env, SLURM_CONF: conf },
      timeout: 30_000,
    });
    return /is UP/.test(stdout);
  } catch {
    return false;
  }
}

/** A cluster the tests may use, and how to let go of it. */
export interface SlurmHandle {
  /** Its slurm.conf (also set in this process's SLURM_CONF, so every Slurm command and job sees it). */
  readonly conf: string;
  /** This process's environment with SLURM_CONF set. */
  readonly env: NodeJS.ProcessEnv;
  /** Lets go of it: the last user stops the daemons the tests started. */
  release(): Promise<void>;
}

/** Finds the single-node Slurm (or starts it outside CI); fails with how to start it when it cannot. */
export async function useSlurm(): Promise<SlurmHandle> {
  const conf = process.env.SLURM_CONF ?? join(slurmState, 'slurm.conf');
  mkdirSync(leases, { recursive: true });
  // A test process killed before its release leaves its lease: no one holds it any more.
  for (const p of readdirSync(leases)) if (!processAlive(Number(p))) rmSync(join(leases, p), { force: true });
  const lease = join(leases, String(process.pid));
  writeFileSync(lease, '');
  if (!(await answers(conf))) {
    if (process.env.CI) {
      rmSync(lease, { force: true });
      throw new Error(`no Slurm answers at ${conf}: .ci/run starts one before npm test (${HOW})`);
    }
    try {
      const { stderr } = await run('bash', [join(repoRoot, 'scripts/slurm-start.sh')], { timeout: 180_000 });
      if (!/already running/.test(stderr)) writeFileSync(startedByTests, String(process.pid));
    } catch (error) {
      rmSync(lease, { force: true });
      throw new Error(
        `no Slurm running and it could not be started (${(error as Error).message.trim()}): ${HOW}`,
      );
    }
  }
  const used = process.env.SLURM_CONF ?? join(slurmState, 'slurm.conf');
  process.env.SLURM_CONF = used;
  return {
    conf: used,
    env: { ...process.env, SLURM_CONF: used },
    async release() {
      rmSync(lease, { force: true });
      if (!existsSync(startedByTests)) return;
      const others = readdirSync(leases).filter((p) => processAlive(Number(p)));
      if (others.length > 0) return;
      rmSync(startedByTests, { force: true });
      await run('bash', [join(repoRoot, 'scripts/slurm-stop.sh')], { timeout: 120_000 });
    },
  };
}

/** Runs a Slurm command against the test cluster; its standard output. */
export async function slurmOut(program: string, args: readonly string[]): Promise<string> {
  return (await run(program, [...args], { env: process.env, timeout: 60_000 })).stdout;
}

/**
 * Takes the cluster before a test file's tests and lets it go after them (with the engine tests' temporary
 * directories); its conf and env are there once the tests run.
 */
export function slurmForTests(): { readonly conf: string; readonly env: NodeJS.ProcessEnv } {
  let handle: SlurmHandle | undefined;
  beforeAll(async () => {
    handle = await useSlurm();
  }, 300_000);
  afterAll(async () => {
    await handle?.release();
    await removeTemporaryDirs();
  });
  return {
    get conf() {
      return handle!.conf;
    },
    get env() {
      return handle!.env;
    },
  };
}
