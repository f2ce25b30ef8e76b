/**
 * What each array task runs (`rvkit cluster task|worker`): this module and those it imports are all that a
 * task's process loads besides the CLI's entry, so that Slurm's start of each array task pays as little of
 * rvkit as it can (none of the submission, status or collection code).
 */
import { restoreCarriedEnvironment } from '../../cluster/nodeStart.js';
import { runTask, TASK_STOP_GRACE_MS } from '../../cluster/runTask.js';
import { runWorker } from '../../cluster/worker.js';
import { stopEnginesOnSignals } from '../../engine/stopOnSignals.js';
import { parse } from '../args.js';
import type { CliIO } from '../command.js';
import { UsageError } from './submitOptions.js';

/**
 * What each array task runs: one task of a job (`task <dir> <index>`), or a worker over a list of tasks
 * (`worker <dir> <tasks file>`); the output goes to standard output and error (Slurm's log of the task).
 */
export async function runInTask(
  kind: 'task' | 'worker',
  argv: readonly string[],
  io: CliIO,
): Promise<number> {
  const args = parse<{ id?: string; log?: string }>(argv, {
    id: { type: 'string' },
    log: { type: 'string' },
  });
  if (!args.ok) throw new UsageError(args.error);
  // The batch script started this process without the CA bundle; the commands get it back.
  restoreCarriedEnvironment();
  const [dir, which] = args.positionals;
  if (dir === undefined || which === undefined || (kind === 'task' && !/^\d+$/.test(which))) {
    throw new UsageError(
      `${kind} takes a job directory and ${kind === 'task' ? 'a task index' : 'a tasks file'}`,
    );
  }
  // Slurm stops a task with SIGTERM (scancel, its time limit). A command started as a process of its own is
  // one of this program's live processes: the signal goes on to it (and the Raven runs under it), it gets
  // TASK_STOP_GRACE_MS to save its work, the task's record says stopped, then this process exits 128 + the
  // signal's number. An rvkit command run in this process got the signal itself (its engines are stopped by
  // the same handler): one that listens for it (a calibration saving its journal) decides when this process
  // ends, so the other stopping hooks run on at once; otherwise the record is written before the exit.
  const controller = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  const unhook = stopEnginesOnSignals(
    async (signal) => {
      controller.abort(signal);
      if (process.listenerCount(signal) <= 1) await running.catch(() => undefined);
    },
    { graceMs: TASK_STOP_GRACE_MS },
  );
  try {
    const inSlurm = process.env.SLURM_JOB_ID !== undefined;
    const options = {
      scheduler: inSlurm ? 'slurm' : 'local',
      id: args.values.id ?? process.env.SLURM_JOB_ID ?? String(process.pid),
      ...(args.values.log && { log: args.values.log }),
      signal: controller.signal,
      say: (line: string) => io.err(`rvkit: ${line}\n`),
      // rvkit's own commands run in this process: one node start per array task, not two.
      ...(io.rvkit && {
        inProcess: (argv: readonly string[], out: Pick<CliIO, 'out' | 'err'>) =>
          io.rvkit!(argv, { ...out, interactive: false, rvkit: io.rvkit }),
      }),
    };
    const result = kind === 'worker' ? runWorker(dir, which, options) : runTask(dir, Number(which), options);
    running = result;
    return (await result).exitCode;
  } finally {
    unhook();
  }
}
