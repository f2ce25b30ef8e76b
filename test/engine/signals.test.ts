/**
 * Issue 23 item 9: no engine outlives rvkit. A real `rvkit run` (and a real program running an ensemble and an
 * Emulator through the library's `stopEnginesOnSignals`) is sent SIGTERM, SIGINT or SIGHUP while the real
 * Raven runs Coquitlam (about 70 s): rvkit passes the signal on, waits for Raven, then exits with 128 + n;
 * afterwards Raven's process is gone and nothing in the output directory changes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../paths.js';
import { copyModel, MODELS, removeTemporaryDirs, tempDir } from './helpers.js';

const MAIN = join(repoRoot, 'dist', 'src', 'cli', 'main.js');
/** The package's public face: what a program that uses rvkit imports. */
const PACKAGE = join(repoRoot, 'dist', 'src', 'index.js');

/** Every process started here, killed at the end whatever the test found (an orphan Raven runs 70 s). */
const started: number[] = [];

afterAll(async () => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  await removeTemporaryDirs();
});

/** The pids of a process's children (every thread's), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(/\s+/)
        .filter((p) => p !== '')
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** True while a process exists and has not ended (a zombie has ended: its state is Z). */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** The Raven processes among a process's children (their command line names the engine). */
function ravensOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'latin1').split('\0')[0]!.endsWith('raven');
    } catch {
      return false;
    }
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it gives a value; fails after `tries` polls (the test's bound, not a timing check). */
async function until<T>(what: string, probe: () => T | undefined, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await pause(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Name, size and modification time of every file in a directory. */
function snapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir).map((name) => {
      const st = statSync(join(dir, name));
      return [name, `${st.size}:${st.mtimeMs}`];
    }),
  );
}

/** How a process ended. */
function ended(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

/** Starts `node args`, noting its pid, its Raven children and what it printed. */
function start(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child.pid!);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

/**
 * Sends `signal` once `count` Ravens run under `child` and the output directories have files, then checks:
 * the exit status 128 + n, every Raven gone at that moment, and no file of the outputs changed afterwards.
 */
async function stopsItsEngines(
  child: ChildProcess,
  output: () => string,
  signal: NodeJS.Signals,
  outputs: string[],
  count = 1,
): Promise<void> {
  const exit = ended(child);
  const ravens = await until(`${count} Raven process(es) under rvkit (${output()})`, () => {
    const found = ravensOf(child.pid!);
    return found.length >= count ? found : undefined;
  });
  started.push(...ravens);
  // Raven has opened its outputs: a Raven left running would go on writing them.
  await until('Raven writing its outputs', () =>
    outputs.every((dir) => Object.keys(snapshot(dir)).length > 0) ? true : undefined,
  );
  child.kill(signal);
  const { code } = await exit;
  const atExit = outputs.map(snapshot);
  expect({ code, alive: ravens.filter(running) }).toEqual({
    code: 128 + constants.signals[signal],
    alive: [],
  });
  // A Raven that outlived rvkit would write its hydrographs on; give it time to show.
  await pause(1500);
  expect(outputs.map(snapshot)).toEqual(atExit);
}

describe('rvkit run passes a stopping signal on to Raven and waits for it', () => {
  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s', async (signal) => {
    const dir = await copyModel(MODELS.coquitlam);
    const out = join(await tempDir(), 'out');
    const { child, output } = start([MAIN, 'run', dir, '-o', out]);
    await stopsItsEngines(child, output, signal, [out]);
    expect(output()).toContain(`rvkit run: stopped by ${signal}: Raven was stopped; the outputs in`);
  });
});

describe('a program using the library stops its engines on a signal (stopEnginesOnSignals)', () => {
  /** Writes a module that runs `body` after installing the handlers, and returns its path. */
  async function program(body: string): Promise<string> {
    const path = join(await tempDir(), 'program.mjs');
    writeFileSync(
      path,
      `import * as rvkit from ${JSON.stringify(PACKAGE)};\nrvkit.stopEnginesOnSignals();\n${body}\n`,
    );
    return path;
  }

  test('every engine of an ensemble (runEnsemble)', async () => {
    const dir = await copyModel(MODELS.coquitlam);
    const outs = [join(await tempDir(), 'a'), join(await tempDir(), 'b')];
    const jobs = outs.map((outputdir) => ({ modelname: MODELS.coquitlam.stem, configdir: dir, outputdir }));
    const path = await program(`await rvkit.runEnsemble(${JSON.stringify(jobs)}, { concurrency: 2 });`);
    const { child, output } = start([path]);
    await stopsItsEngines(child, output, 'SIGTERM', outs, 2);
  });

  test('a program with its own handler: its engines are stopped, and it exits when it has saved its work', async () => {
    const dir = await copyModel(MODELS.coquitlam);
    const out = join(await tempDir(), 'out');
    const saved = join(await tempDir(), 'saved.txt');
    const job = { modelname: MODELS.coquitlam.stem, configdir: dir, outputdir: out };
    const path = await program(
      // As rvkit calibrate does: its own SIGTERM handler writes what it must, then exits with its own status.
      `import { writeFileSync } from 'node:fs';\n` +
        `process.on('SIGTERM', () => setTimeout(() => { writeFileSync(${JSON.stringify(saved)}, 'done'); process.exit(7); }, 500));\n` +
        `await rvkit.runRaven(${JSON.stringify(job)}).catch(() => undefined);\nawait new Promise(() => {});`,
    );
    const { child, output } = start([path]);
    const exit = ended(child);
    const [raven] = await until(`Raven under the program (${output()})`, () => {
      const found = ravensOf(child.pid!);
      return found.length > 0 ? found : undefined;
    });
    started.push(raven!);
    child.kill('SIGTERM');
    expect((await exit).code).toBe(7);
    expect(running(raven!)).toBe(false);
    expect(readFileSync(saved, 'utf8')).toBe('done');
  });

  test('the engine of an Emulator', async () => {
    // The Emulator writes its own files beside the model's data files (the gauge weights, the .tb0).
    const dir = await copyModel(MODELS.coquitlam);
    const rvi = JSON.stringify(join(dir, `${MODELS.coquitlam.stem}.rvi`));
    const path = await program(
      `const config = await rvkit.Config.load(${rvi});\n` +
        `await new rvkit.Emulator(config, ${JSON.stringify(dir)}, 'emulated').run();`,
    );
    const { child, output } = start([path]);
    await stopsItsEngines(child, output, 'SIGINT', [join(dir, 'output')]);
  });
});
