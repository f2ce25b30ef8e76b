/**
 * `rvkit calibrate <setup>… --slurm` (many calibrations, one array task each) and `rvkit calibrate --collect
 * <job-dir>` (their results in one table). Each task runs `rvkit calibrate --ostrich <ostIn.txt> --resume`:
 * a calibration with a result is not run again, one killed half-way continues from its journal, so the same
 * submission resumes the job. The calibration itself knows nothing of Slurm.
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { rvkitCommand } from '../../cluster/jobDir.js';
import { parse } from '../args.js';
import type { CliIO } from '../command.js';
import { collectResults } from './collectCommand.js';
import {
  reportClusterError,
  submitNew,
  SUBMIT_HELP,
  SUBMIT_OPTIONS,
  UsageError,
  type SubmitValues,
} from './submitFlow.js';
import { taskCommand } from './tasksFromTargets.js';

/** The help of calibrate's cluster options. */
export const CALIBRATE_CLUSTER_HELP = `Many calibrations on a cluster (one Slurm array task each; a rerun skips those finished and continues
those interrupted from their journals):
  rvkit calibrate <setup>... --slurm [options]   each <setup> an ostIn.txt or a directory holding one
  rvkit calibrate --collect <job-dir> [-o results.csv]   every calibration's best in one table
  rvkit cluster status <job-dir>                 where each stands; rvkit cluster submit --resume <job-dir>
Options with --slurm (and -j, --timeout, --seed, passed to each calibration):
${SUBMIT_HELP}`;

interface Values extends SubmitValues {
  slurm?: boolean;
  ostrich?: string[];
  collect?: string;
  output?: string;
  json?: boolean;
  jobs?: string;
  timeout?: string;
  seed?: string;
}

/** The ostIn.txt a target names: the file itself, or the one in the directory. */
function ostInOf(target: string): string {
  const path = resolve(target);
  if (existsSync(path) && statSync(path).isDirectory()) {
    const inside = join(path, 'ostIn.txt');
    if (!existsSync(inside))
      throw new UsageError(`no ostIn.txt in ${target}: name each OSTRICH setup to calibrate`);
    return inside;
  }
  if (!existsSync(path)) throw new UsageError(`not found: ${target}`);
  return path;
}

/** Runs `rvkit calibrate … --slurm` or `rvkit calibrate --collect`; resolves to the exit code. */
export async function calibrateOnCluster(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<Values>(argv, {
    ...SUBMIT_OPTIONS,
    slurm: { type: 'boolean' },
    ostrich: { type: 'string', multiple: true },
    collect: { type: 'string' },
    output: { type: 'string', short: 'o' },
    json: { type: 'boolean' },
    jobs: { type: 'string', short: 'j' },
    timeout: { type: 'string' },
    seed: { type: 'string' },
  });
  try {
    if (!args.ok) throw new UsageError(args.error);
    const v = args.values;
    if (v.collect !== undefined) {
      if (v.slurm || args.positionals.length > 0)
        throw new UsageError('--collect takes the job directory only');
      return await collectResults(v.collect, v, io);
    }
    const targets = [...args.positionals, ...(v.ostrich ?? [])];
    if (targets.length === 0)
      throw new UsageError('name the OSTRICH setups to calibrate (ostIn.txt files or directories)');
    const passed = [
      ...(v.jobs === undefined ? [] : ['--jobs', v.jobs]),
      ...(v.timeout === undefined ? [] : ['--timeout', v.timeout]),
      ...(v.seed === undefined ? [] : ['--seed', v.seed]),
    ];
    const rvkit = rvkitCommand();
    const tasks = await Promise.all(
      targets.map(async (target) => {
        const ostIn = ostInOf(target);
        return {
          name: relative(process.cwd(), ostIn) || ostIn,
          commands: [
            await taskCommand(rvkit, ['calibrate', '--ostrich', '{}', '--resume', ...passed], ostIn),
          ],
        };
      }),
    );
    return await submitNew(v, 'calibrate', tasks, io);
  } catch (error) {
    return reportClusterError(error, 'rvkit calibrate', io);
  }
}
