/**
 * rvkit-launch (native/rvkit-launch.c, built by scripts/install-launcher.sh), the small process that starts a
 * calibration's Raven runs: a real Raven run through it gives what a run started by Node gives (outputs,
 * console, warnings, a refusal's errors); a run that overstays its timeout is killed with everything it
 * started; a run the launcher has not announced yet dies with a launcher killed from outside; a short run is
 * announced with its exit (one reply); the calibration command says once when the launcher is not built and
 * starts Raven from Node, with the same results.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launcherStatus, RavenError, runRaven, type RunRequest } from '../../src/engine/index.js';
import { launch, type LaunchedProcess } from '../../src/engine/launcher.js';
import { repoRoot } from '../paths.js';
import { CLI, GR4J_PARAMS, gr4jCopy, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

/** The launcher, built on first use (cached by the script, like the engine). */
const built = execFileSync('bash', [join(repoRoot, 'scripts/install-launcher.sh')], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
})
  .trim()
  .split('\n')
  .at(-1)!;
/** An environment whose runs go through the launcher, and one whose runs Node starts. */
const viaLauncher: NodeJS.ProcessEnv = { ...process.env, RVKIT_LAUNCHER: built };
const viaNode: NodeJS.ProcessEnv = { ...process.env, RVKIT_LAUNCHER: 'none' };

/** The parent process of `pid`, from /proc. */
function parentOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^PPid:\s+(\d+)/m.exec(status)![1]);
}

/** Whether process `pid` is gone or a zombie (killed, not yet reaped by its new parent), waiting up to a minute. */
async function gone(pid: number): Promise<boolean> {
  const state = () => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
    } catch {
      return 'gone';
    }
  };
  for (let i = 0; i < 600 && state() !== 'gone' && state() !== 'Z'; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return state() === 'gone' || state() === 'Z';
}

/** Runs the GR4J model in `dir` with its console to files beside it, as a calibration's search runs do. */
function searchRun(dir: string, env: NodeJS.ProcessEnv, extra: Partial<RunRequest> = {}) {
  return runRaven({
    modelname: 'raven-gr4j-salmon',
    configdir: dir,
    env,
    listOutputs: true,
    launcher: true,
    screenFiles: { stdout: `${dir}.stdout`, stderr: `${dir}.stderr` },
    onWarning: () => undefined,
    ...extra,
  });
}

/** Runs a shell script of `body` in `dir` as the engine, through the launcher; resolves to its error. */
async function slowRun(dir: string, body: string, extra: Partial<RunRequest>): Promise<unknown> {
  const program = join(dir, 'slow.sh');
  writeFileSync(program, `#!/bin/sh\n${body}\n`);
  chmodSync(program, 0o755);
  writeFileSync(join(dir, 'm.rvi'), '');
  return runRaven({
    modelname: 'm',
    configdir: dir,
    binary: program,
    env: viaLauncher,
    rviRunName: '',
    listOutputs: false,
    launcher: true,
    screenFiles: { stdout: join(dir, 'out.txt'), stderr: join(dir, 'err.txt') },
    ...extra,
  }).then(
    () => null,
    (e: unknown) => e,
  );
}

describe('runs started by rvkit-launch', () => {
  test('the launcher is built and found', () => {
    expect(launcherStatus(viaLauncher)).toEqual({ available: true, path: built });
    expect(launcherStatus(viaNode)).toEqual({ available: false, reason: 'RVKIT_LAUNCHER=none' });
  });

  test('a real Raven run gives the same outputs, console and warnings as one Node starts', async () => {
    const launchedDir = await gr4jCopy();
    const nodeDir = await gr4jCopy();
    const launchedPids: number[] = [];
    const launched = await searchRun(launchedDir, viaLauncher, { onSpawn: (pid) => launchedPids.push(pid) });
    const node = await searchRun(nodeDir, viaNode);
    expect(launchedPids).toHaveLength(1);
    expect(launched.files).toEqual(node.files);
    expect(launched.files).toContain('Diagnostics.csv');
    for (const file of launched.files.filter((f) => !/runinfo|Raven_errors|progress/i.test(f))) {
      expect(readFileSync(join(launchedDir, 'output', file), 'utf8')).toBe(
        readFileSync(join(nodeDir, 'output', file), 'utf8'),
      );
    }
    expect(launched.warnings).toEqual(node.warnings);
    expect(launched.messages.errors).toEqual(node.messages.errors);
    const lines = (text: string) =>
      text.split('\n').filter((l) => !/seconds|elapsed|Date|steps\/second/i.test(l));
    expect(lines(launched.stdout)).toEqual(lines(node.stdout));
    expect(launched.stdout).toMatch(/Successful Simulation/);
    expect(readFileSync(`${launchedDir}.stdout`, 'utf8')).toBe(launched.stdout);
    expect(launched.ravenSeconds).toEqual(node.ravenSeconds === null ? null : expect.any(Number));
  });

  test('a run Raven refuses fails with the same errors as one Node starts', async () => {
    const dir = await gr4jCopy();
    const refused = async (env: NodeJS.ProcessEnv) =>
      (await searchRun(dir, env, { modelname: 'NoSuchModel', runName: 'x' }).catch(
        (e: unknown) => e,
      )) as RavenError;
    const launched = await refused(viaLauncher);
    const node = await refused(viaNode);
    expect(launched).toBeInstanceOf(RavenError);
    expect(launched.errors).toContain('Cannot find or read .rvi file');
    expect(launched.errors).toEqual(node.errors);
  });

  test('a run past its timeout is killed with what it started; the launcher, not rvkit, is its parent', async () => {
    const dir = await tempDir();
    const pids = join(dir, 'pids.txt');
    // A model program that starts a child of its own and outlives any timeout.
    let parent = 0;
    const error = await slowRun(dir, `sleep 600 &\necho $$ $! > ${JSON.stringify(pids)}\nwait`, {
      timeout: 1500,
      onSpawn: (pid) => (parent = parentOf(pid)),
    });
    expect(error).toBeInstanceOf(RavenError);
    expect((error as RavenError).reason).toBe('timeout');
    expect(parent).not.toBe(process.pid);
    expect(readFileSync(`/proc/${parent}/cmdline`, 'utf8')).toContain('rvkit-launch');
    // The program and its sleeping child are both gone (SIGTERM to the program's whole group).
    const [shell, sleeper] = readFileSync(pids, 'utf8').trim().split(' ').map(Number);
    for (const pid of [shell!, sleeper!]) expect(await gone(pid)).toBe(true);
  });

  test('a launcher killed from outside: its run ends killed, and the next run starts through a new one', async () => {
    let launcherPid = 0;
    let runPid = 0;
    const error = await slowRun(await tempDir(), 'exec sleep 600', {
      onSpawn: (pid) => {
        runPid = pid;
        launcherPid = parentOf(pid);
        process.kill(launcherPid, 'SIGKILL');
      },
    });
    expect(error).toBeInstanceOf(RavenError);
    expect((error as RavenError).errors).toContain('Raven was killed by signal SIGKILL.');
    expect(await gone(runPid)).toBe(true);
    let parent = 0;
    await slowRun(await tempDir(), 'exec sleep 600', {
      timeout: 1000,
      onSpawn: (pid) => (parent = parentOf(pid)),
    });
    expect(parent).not.toBe(launcherPid);
    expect(readFileSync(`/proc/${parent}/cmdline`, 'utf8')).toContain('rvkit-launch');
  });
});

describe('one reply per short run', () => {
  /** Starts `sh -c script` through the launcher, announced only after an hour; resolves to its events. */
  const run = async (dir: string, script: string, onRun?: (run: LaunchedProcess) => void) => {
    const launched = launch(built, 'sh', ['-c', script], {
      cwd: dir,
      env: viaLauncher,
      stdout: join(dir, 'out.txt'),
      stderr: join(dir, 'err.txt'),
      noticeMs: 3_600_000,
    });
    const events: string[] = [];
    launched.on('spawn', () => events.push(`spawn ${launched.pid}`));
    onRun?.(launched);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      launched.on('exit', (c: number | null, s: string | null) => resolve([c, s])),
    );
    return { launched, events, code, signal };
  };

  test('a run that ends before its notice is announced with its exit, with its console sizes', async () => {
    const dir = await tempDir();
    const { launched, events, code } = await run(dir, 'printf abc; printf 12345 >&2; exit 3');
    expect(code).toBe(3);
    expect(events).toEqual([`spawn ${launched.pid}`]);
    expect(launched.pid).toEqual(expect.any(Number));
    expect(launched.screenBytes).toEqual({ stdout: 3, stderr: 5 });
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('abc');
    const quiet = await run(dir, 'true');
    expect(quiet.launched.screenBytes).toEqual({ stdout: 0, stderr: 0 });
  });

  test('a launcher killed before announcing its run: the run dies with it (its parent death signal)', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pid.txt');
    let runPid = 0;
    const { launched, signal } = await run(
      dir,
      `echo $$ > pid.txt.part; mv pid.txt.part pid.txt; exec sleep 600`,
      () => {
        void (async () => {
          while (runPid === 0) {
            try {
              runPid = Number(readFileSync(pidFile, 'utf8'));
            } catch {
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
          }
          process.kill(parentOf(runPid), 'SIGKILL');
        })();
      },
    );
    // Never announced: rvkit did not know its pid, the kernel killed it.
    expect(launched.pid).toBeUndefined();
    expect(signal).toBe('SIGKILL');
    expect(await gone(runPid)).toBe(true);
  });
});

describe('rvkit calibrate with and without the launcher', () => {
  const calibrate = async (env: NodeJS.ProcessEnv) => {
    const model = await gr4jCopy();
    const result = spawnSync(
      process.execPath,
      [
        CLI,
        'calibrate',
        model,
        ...GR4J_PARAMS.flatMap((p) => ['-p', p]),
        '-n',
        '8',
        '-j',
        '1',
        '--seed',
        '3',
      ],
      { encoding: 'utf8', env },
    );
    return { ...result, history: readFileSync(join(model, 'calibration', 'history.csv'), 'utf8') };
  };

  test('the same calibration either way; without the launcher it says so once', async () => {
    const launched = await calibrate(viaLauncher);
    const node = await calibrate(viaNode);
    expect(launched.status).toBe(0);
    expect(node.status).toBe(0);
    expect(launched.stderr).not.toMatch(/Raven started from Node/);
    expect(node.stderr.match(/Raven started from Node/g)).toHaveLength(1);
    expect(node.stderr).toContain('rvkit-launch: RVKIT_LAUNCHER=none');
    // Every column of the history but the times.
    const strip = (csv: string) => {
      const rows = csv
        .trim()
        .split('\n')
        .map((row) => row.split(','));
      const timed = new Set(['seconds', 'model_seconds'].map((name) => rows[0]!.indexOf(name)));
      return rows.map((row) => row.filter((_, i) => !timed.has(i)).join(','));
    };
    expect(strip(launched.history)).toEqual(strip(node.history));
  });
});
