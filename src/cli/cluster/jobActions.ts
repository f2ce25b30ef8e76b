/** The actions of `rvkit cluster` that a user runs: submit, status, collect, cancel. */
import { join, resolve } from 'node:path';
import { cancelJob, countStates, jobStatus, readJob } from '../../cluster/index.js';
import { rvkitCommand } from '../../cluster/jobDir.js';
import { parse } from '../args.js';
import { EXIT, type CliIO } from '../command.js';
import { collectResults } from './collectCommand.js';
import { statusReport } from './statusReport.js';
import { knownSchedulers, resubmit, submitNew, waitWithProgress } from './submitFlow.js';
import { SUBMIT_OPTIONS, UsageError, type SubmitValues } from './submitOptions.js';
import { tasksFromTargets } from './tasksFromTargets.js';

export async function submit(argv: readonly string[], io: CliIO): Promise<number> {
  const split = argv.indexOf('--');
  const own = split < 0 ? argv : argv.slice(0, split);
  const command = split < 0 ? [] : argv.slice(split + 1);
  const args = parse<SubmitValues & { resume?: string }>(own, {
    ...SUBMIT_OPTIONS,
    resume: { type: 'string' },
  });
  if (!args.ok) throw new UsageError(args.error);
  if (args.values.resume !== undefined) {
    if (args.positionals.length > 0 || command.length > 0) {
      throw new UsageError('--resume takes the job directory only (its tasks are in it)');
    }
    return resubmit(args.values, args.values.resume, io);
  }
  if (command.length === 0)
    throw new UsageError('no command: rvkit cluster submit <target>... -- <command> [args]');
  if (args.positionals.length === 0)
    throw new UsageError('no target: name the model directories the tasks run on');
  const tasks = await tasksFromTargets(rvkitCommand(), args.positionals, command);
  return submitNew(args.values, command[0]!, tasks, io);
}

/** The newest job directory under ./rvkit-jobs. */
async function newestJob(): Promise<string> {
  const { readdir, stat } = await import('node:fs/promises');
  const root = resolve('rvkit-jobs');
  const names = await readdir(root).catch(() => [] as string[]);
  const dated = await Promise.all(
    names.map(async (n) => ({
      dir: join(root, n),
      t: (await stat(join(root, n, 'job.json')).catch(() => null))?.mtimeMs,
    })),
  );
  const jobs = dated.filter((d) => d.t !== undefined).sort((a, b) => b.t! - a.t!);
  if (jobs.length === 0) throw new UsageError('no job directory given and none under ./rvkit-jobs');
  return jobs[0]!.dir;
}

export async function status(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<{ all?: boolean; json?: boolean; wait?: boolean }>(argv, {
    all: { type: 'boolean' },
    json: { type: 'boolean' },
    wait: { type: 'boolean' },
  });
  if (!args.ok) throw new UsageError(args.error);
  if (args.positionals.length > 1) throw new UsageError('status takes one job directory');
  const dir = args.positionals[0] ?? (await newestJob());
  const job = await readJob(dir);
  const result = args.values.wait
    ? await waitWithProgress(job, knownSchedulers(), io)
    : await jobStatus(job, knownSchedulers());
  if (args.values.json) {
    io.out(
      JSON.stringify(
        { job: result.job.name, dir: result.job.dir, problems: result.problems, tasks: result.tasks },
        null,
        1,
      ) + '\n',
    );
  } else io.out(statusReport(result, args.values.all === true));
  if (result.problems.length > 0) return EXIT.failure;
  return countStates(result.tasks).done === job.tasks.length ? EXIT.ok : EXIT.problems;
}

export async function cancel(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<object>(argv, {});
  if (!args.ok) throw new UsageError(args.error);
  if (args.positionals.length !== 1) throw new UsageError('cancel takes one job directory');
  const count = await cancelJob(args.positionals[0]!, knownSchedulers());
  io.out(`cancelled ${count} waiting or running task(s)\n`);
  return EXIT.ok;
}

/** Every task's result in one table (CSV, or JSON with --json), its state and reason beside it. */
export async function collect(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<{ output?: string; json?: boolean }>(argv, {
    output: { type: 'string', short: 'o' },
    json: { type: 'boolean' },
  });
  if (!args.ok) throw new UsageError(args.error);
  if (args.positionals.length > 1) throw new UsageError('collect takes one job directory');
  return collectResults(args.positionals[0] ?? (await newestJob()), args.values, io);
}
