/**
 * Starting Raven through rvkit-launch (native/rvkit-launch.c, built by scripts/install-launcher.sh), a small
 * process that posix_spawns each run: forking a large Node process costs ~1.3 ms of CPU per run and blocks the
 * event loop while the child waits to exec, which is most of a calibration's overhead per evaluation on a
 * 40 ms run. One launcher per run going at once (a calibration's workers), each kept for the program's life.
 * A started run looks to `runProcess` like a child process without pipes (its console goes to files): the same
 * events, kill() and tracking in liveEngines.ts, so timeouts, aborts and stopping signals behave as with
 * Node's spawn. When the launcher is not built, `runProcess` uses Node's spawn (see `launcherStatus`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants as fsConstants, readFileSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { rvkitCacheDir } from './discovery.js';

/** The launcher's source, whose digest names its build in the cache (as scripts/install-launcher.sh does). */
const SOURCE = fileURLToPath(new URL('../../../native/rvkit-launch.c', import.meta.url));
/** The first words the launcher says: a build that speaks another protocol is not used. */
const GREETING = 'rvkit-launch 2 ';

/** Whether runs can start through the launcher, and why not. */
export type LauncherStatus =
  | { readonly available: true; readonly path: string }
  | { readonly available: false; readonly reason: string };

const statusByEnv = new WeakMap<NodeJS.ProcessEnv, LauncherStatus>();

/**
 * Where the launcher is: `RVKIT_LAUNCHER` (a path, or `none` to start runs from Node), else the build of this
 * rvkit's source in the cache. Looked up once per environment object.
 */
export function launcherStatus(env: NodeJS.ProcessEnv = process.env): LauncherStatus {
  const known = statusByEnv.get(env);
  if (known) return known;
  const status = findLauncher(env);
  statusByEnv.set(env, status);
  return status;
}

function findLauncher(env: NodeJS.ProcessEnv): LauncherStatus {
  if (process.platform === 'win32') return { available: false, reason: 'no launcher on Windows' };
  const named = env.RVKIT_LAUNCHER;
  if (named === 'none') return { available: false, reason: 'RVKIT_LAUNCHER=none' };
  let path = named;
  if (path === undefined || path === '') {
    let digest: string;
    try {
      digest = createHash('sha256').update(readFileSync(SOURCE)).digest('hex').slice(0, 12);
    } catch {
      return { available: false, reason: `its source ${SOURCE} is not there` };
    }
    path = join(rvkitCacheDir(env), `launcher-${digest}`, 'rvkit-launch');
  }
  try {
    accessSync(path, fsConstants.X_OK);
  } catch {
    return { available: false, reason: `${path} is not built (bash scripts/install-launcher.sh builds it)` };
  }
  return { available: true, path };
}

/** What a launched run needs: where it runs and where its console goes. */
export interface LaunchOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: string;
  readonly stderr: string;
  /**
   * Milliseconds after its start when the run is announced ('spawn', `pid`) if it still goes (0: at once, for a
   * caller that needs its pid while it runs). A shorter run is announced with its exit: one reply per run.
   */
  readonly noticeMs: number;
}

/**
 * A run started by a launcher, shaped as `runProcess` and liveEngines.ts use a ChildProcess: 'spawn', 'error'
 * (could not start: `code` as Node's spawn gives it), 'exit' and 'close' events, `pid` once started, `kill()`.
 * Its stdout and stderr are null (files).
 */
export class LaunchedProcess extends EventEmitter {
  pid: number | undefined = undefined;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly stdout = null;
  readonly stderr = null;
  /** True until it has started or failed to: it may be signalled already (the launcher reads in order). */
  starting = true;
  /** The sizes of its console files once it has exited (a file that is empty need not be read). */
  screenBytes: { readonly stdout: number; readonly stderr: number } | null = null;

  constructor(
    private readonly launcher: Launcher,
    readonly id: number,
  ) {
    super();
  }

  /** Signals the run's process group through the launcher, which knows whether it is still unreaped. */
  kill(signal: NodeJS.Signals | number = 'SIGTERM'): boolean {
    if (this.exitCode !== null || this.signalCode !== null) return false;
    const number = typeof signal === 'number' ? signal : osConstants.signals[signal];
    return this.launcher.signal(this, number);
  }
}

const SIGNAL_NAMES = new Map<number, NodeJS.Signals>(
  Object.entries(osConstants.signals).map(([name, n]) => [n, name as NodeJS.Signals]),
);
const ERRNO_NAMES = new Map<number, string>(Object.entries(osConstants.errno).map(([name, n]) => [n, name]));

/** How long a launcher may stay idle before it ends: a program that calibrates now and then keeps none idle. */
const IDLE_MS = 30_000;

/** One launcher process and the runs it has going. */
class Launcher {
  private readonly child: ChildProcess;
  private readonly runs = new Map<number, LaunchedProcess>();
  private buffered = '';
  private readonly retire = setTimeout(() => this.close(), IDLE_MS).unref();
  dead = false;

  constructor(path: string, env: NodeJS.ProcessEnv) {
    this.child = spawn(path, [], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.on('error', () => this.died());
    this.child.on('exit', () => this.died());
    this.child.stdin!.on('error', () => this.died());
    this.child.stdout!.setEncoding('latin1');
    this.child.stdout!.on('data', (chunk: string) => this.read(chunk));
    // Idle, it keeps nothing alive: the program exits, the launcher reads the end of its input and goes.
    this.idle();
  }

  get busy(): number {
    return this.runs.size;
  }

  private idle(): void {
    this.retire.refresh();
    this.child.unref();
    (this.child.stdout as unknown as { unref(): void }).unref();
    (this.child.stdin as unknown as { unref(): void }).unref();
  }

  /** Ends an idle launcher: its input closed, it exits. */
  private close(): void {
    if (this.dead || this.runs.size > 0) return;
    this.dead = true;
    pools.forEach((pool) => pool.delete(this));
    this.child.stdin!.end();
  }

  start(id: number, binary: string, args: readonly string[], options: LaunchOptions): LaunchedProcess {
    const run = new LaunchedProcess(this, id);
    const notice = String(Math.max(0, Math.round(options.noticeMs)));
    const fields = [
      'r',
      String(id),
      options.cwd,
      options.stdout,
      options.stderr,
      notice,
      String(args.length + 1),
    ];
    this.runs.set(id, run);
    (this.child.stdout as unknown as { ref(): void }).ref();
    this.child.stdin!.write(Buffer.from([...fields, binary, ...args].join('\0') + '\0'));
    return run;
  }

  signal(run: LaunchedProcess, signal: number): boolean {
    if (this.dead) {
      // The launcher is gone while its run may still go: signal its group directly.
      if (run.pid === undefined) return false;
      try {
        process.kill(-run.pid, signal);
        return true;
      } catch {
        return false;
      }
    }
    this.child.stdin!.write(`k\0${run.id}\0${signal}\0`);
    return true;
  }

  private read(chunk: string): void {
    this.buffered += chunk;
    let newline: number;
    while ((newline = this.buffered.indexOf('\n')) >= 0) {
      const line = this.buffered.slice(0, newline);
      this.buffered = this.buffered.slice(newline + 1);
      this.answer(line);
    }
  }

  private answer(line: string): void {
    if (line.startsWith(GREETING)) return;
    const [kind, idText, a, b, pid, outBytes, errBytes] = line.split(' ');
    const run = this.runs.get(Number(idText));
    if (run === undefined) return;
    if (kind === 's') {
      this.started(run, Number(a));
    } else if (kind === 'f') {
      run.starting = false;
      this.finished(run);
      const code = ERRNO_NAMES.get(Number(a)) ?? `errno ${a}`;
      const error: NodeJS.ErrnoException = new Error(`spawn ${code}`);
      error.code = code;
      error.errno = -Number(a);
      run.emit('error', error);
    } else if (kind === 'x') {
      // A run shorter than its notice time is announced with its exit.
      if (run.starting && pid !== undefined) this.started(run, Number(pid));
      if (outBytes !== undefined && errBytes !== undefined)
        run.screenBytes = { stdout: Number(outBytes), stderr: Number(errBytes) };
      const signal = Number(b) > 0 ? (SIGNAL_NAMES.get(Number(b)) ?? 'SIGKILL') : null;
      run.exitCode = signal ? null : Number(a);
      run.signalCode = signal;
      this.finished(run);
      run.emit('exit', run.exitCode, run.signalCode);
      run.emit('close', run.exitCode, run.signalCode);
    }
  }

  private started(run: LaunchedProcess, pid: number): void {
    run.pid = pid;
    run.starting = false;
    run.emit('spawn');
  }

  private finished(run: LaunchedProcess): void {
    this.runs.delete(run.id);
    if (this.runs.size === 0) this.idle();
  }

  /**
   * The launcher died (killed from outside): its runs are killed and reported so; it is not used again. The
   * kernel has sent SIGKILL to each run it started (their parent death signal); the group of each run it
   * announced is killed here too (what a wrapper such as srun started).
   */
  private died(): void {
    if (this.dead) return;
    this.dead = true;
    pools.forEach((pool) => pool.delete(this));
    for (const run of [...this.runs.values()]) {
      if (run.pid !== undefined) {
        try {
          process.kill(-run.pid, 'SIGKILL');
        } catch {
          // Gone with its launcher.
        }
      }
      // Reported as killed (a run still starting may have started): the evaluation fails, the calibration goes on.
      this.answer(`x ${run.id} -1 ${osConstants.signals.SIGKILL}`);
    }
  }
}

/** The launchers of each environment (a launcher passes its own environment on to the runs it starts). */
const pools = new Map<NodeJS.ProcessEnv, Set<Launcher>>();
let nextId = 1;

/**
 * Starts `binary args` through an idle launcher of `options.env` (a new one when all are busy). The launcher
 * must be available (`launcherStatus`).
 */
export function launch(
  path: string,
  binary: string,
  args: readonly string[],
  options: LaunchOptions,
): LaunchedProcess {
  let pool = pools.get(options.env);
  if (pool === undefined) pools.set(options.env, (pool = new Set()));
  let launcher = [...pool].find((l) => l.busy === 0);
  if (launcher === undefined) {
    launcher = new Launcher(path, options.env);
    pool.add(launcher);
  }
  return launcher.start(nextId++, binary, args, options);
}
