/** Shared by the cluster tests: model copies, jobs of `rvkit run` tasks, their outputs, waiting for records. */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { rvkitCommand, type TaskSpec } from '../../src/cluster/index.js';
import { copyCorpusModel, repoRoot } from '../paths.js';
import { MODELS } from '../engine/helpers.js';

/** Three real corpus models that run in a fraction of a second each. */
export const QUICK_MODELS = [MODELS.gr4jCemaneige, MODELS.irondequoit, MODELS.salmonGr4j] as const;

/** Copies model `i % 3` of QUICK_MODELS to `<root>/<name>` and returns its path. */
export function copyQuick(root: string, name: string, i: number): string {
  return copyCorpusModel(QUICK_MODELS[i % QUICK_MODELS.length]!.dir, join(root, name));
}

/** A task running `rvkit run` on each of these model directories, one after the other. */
export function runTask(name: string, dirs: readonly string[]): TaskSpec {
  return { name, commands: dirs.map((dir) => ({ argv: [...rvkitCommand(), 'run', dir], cwd: dir })) };
}

/** The CSV outputs of a run (everything Raven wrote but its messages file, which holds times), by name. */
export function csvOutputs(modelDir: string): Record<string, string> {
  const out = join(modelDir, 'output');
  return Object.fromEntries(
    readdirSync(out)
      .filter((f) => f.endsWith('.csv'))
      .sort()
      .map((f) => [f, readFileSync(join(out, f), 'utf8')]),
  );
}

/** Polls `check` every 100 ms until it gives a value, or fails after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 240_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
}

const RVKIT = join(repoRoot, 'dist/src/cli/main.js');

/** rvkit on the command line, as a user types it (SLURM_CONF as the cluster set it); its exit code and output. */
export async function rvkit(
  args: readonly string[],
  cwd: string,
): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [RVKIT, ...args], {
      cwd,
      env: process.env,
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const error = e as { code: number; stdout: string; stderr: string };
    return { code: error.code, out: error.stdout, err: error.stderr };
  }
}
