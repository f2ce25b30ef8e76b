/** Shared by the cluster tests: model copies, jobs of `rvkit run` tasks, their outputs, waiting for records. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { rvkitCommand, type TaskSpec } from '../../src/cluster/index.js';
import { shellWord } from '../../src/cluster/shellWord.js';
import { findEngine } from '../../src/engine/index.js';
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
  return rvkitWith(process.env, args, cwd);
}

/** rvkit started on the command line with this environment, not awaited: the process, and how it ended. */
export function startRvkit(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  cwd: string,
): { child: ChildProcess; ended: Promise<{ code: number | null; err: string }> } {
  const child = spawn(process.execPath, [RVKIT, ...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const ended = new Promise<{ code: number | null; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, err })),
  );
  return { child, ended };
}

/** rvkit on the command line with this environment. */
export async function rvkitWith(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [RVKIT, ...args], { cwd, env });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const error = e as { code: number; stdout: string; stderr: string };
    return { code: error.code, out: error.stdout, err: error.stderr };
  }
}

/**
 * A Raven executable (for RAVEN_BINARY) that holds a run whose model directory holds a file `hold`: it says so
 * with a file `held` there (holding its process id) and waits for a file `go` beside it, then runs the real engine. A test stops a
 * task half-way with it, whatever the machine's speed; the run itself is the real one.
 */
export function holdingRaven(root: string): string {
  const path = join(root, 'raven-holding');
  writeFileSync(
    path,
    '#!/bin/sh\nif [ -e hold ] && [ ! -e go ]; then\n  echo $$ > held.tmp && mv held.tmp held\n  while [ ! -e go ]; do sleep 0.1; done\nfi\n' +
      `exec ${shellWord(findEngine().path)} "$@"\n`,
    { mode: 0o755 },
  );
  return path;
}

/** Marks the model directory's runs to be held by `holdingRaven`. */
export function hold(dir: string): string {
  writeFileSync(join(dir, 'hold'), '');
  return dir;
}

/** Waits until a run in the model directory is held by `holdingRaven`. */
export async function reachedHold(dir: string, ms?: number): Promise<void> {
  await until(`a run held in ${dir}`, async () => (existsSync(join(dir, 'held')) ? true : undefined), ms);
}

/** The process id of the engine held in the model directory. */
export function heldPid(dir: string): number {
  return Number(readFileSync(join(dir, 'held'), 'utf8'));
}

/** Lets the held runs of the model directory go on. */
export function release(dir: string): void {
  writeFileSync(join(dir, 'go'), '');
}
