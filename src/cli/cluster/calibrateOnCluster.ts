/**
 * `rvkit calibrate <target>… --slurm` (many calibrations, one array task each) and `rvkit calibrate --collect
 * <job-dir>` (their results in one table). Each task runs `rvkit calibrate <target> [the other options]
 * --resume`: a calibration with a result is not run again, one killed half-way continues from its journal, so
 * the same submission resumes the job. The calibration itself knows nothing of Slurm.
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { rvkitCommand } from '../../cluster/jobDir.js';
import { EXIT, type CliIO } from '../command.js';
import { CALIBRATE_CLUSTER_HELP } from './calibrateClusterHelp.js';
import { collectResults } from './collectCommand.js';
import { reportClusterError, submitNew } from './submitFlow.js';
import { SUBMIT_OPTIONS, UsageError, type SubmitValues } from './submitOptions.js';
import { taskCommand } from './tasksFromTargets.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Slurm's options in their long form only: calibrate's own short options (-p, -n, -j, -o) keep their meaning. */
const CLUSTER_OPTIONS: Options = Object.fromEntries(
  Object.entries({ ...SUBMIT_OPTIONS, slurm: { type: 'boolean' } } as Options).map(([name, o]) => [
    name,
    { type: o.type, ...(o.multiple && { multiple: true }) },
  ]),
);

/** The OSTRICH setup a target names (an ostIn.txt, or a directory holding one and no .rvi), if it does. */
function ostInOf(path: string): string | undefined {
  if (!existsSync(path)) throw new UsageError(`not found: ${path}`);
  if (!statSync(path).isDirectory()) return /\.rvi$/i.test(path) ? undefined : path;
  const inside = join(path, 'ostIn.txt');
  return existsSync(inside) ? inside : undefined;
}

/** Collects a job's calibrations: `--collect <job-dir> [-o FILE] [--json]`. */
async function collect(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      collect: { type: 'string' },
      output: { type: 'string', short: 'o' },
      json: { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw new UsageError('--collect takes the job directory only');
  return collectResults(values.collect!, values, io);
}

/**
 * Runs `rvkit calibrate … --slurm` or `rvkit calibrate --collect`; `calibrateOptions` are calibrate's own
 * options, passed on to every calibration. Resolves to the exit code.
 */
export async function calibrateOnCluster(
  argv: readonly string[],
  io: CliIO,
  calibrateOptions: Options,
): Promise<number> {
  try {
    if (!argv.includes('--slurm')) return await collect(argv, io);
    const own = new Set(Object.keys(CLUSTER_OPTIONS));
    const { values, positionals, tokens } = parseArgs({
      args: [...argv],
      options: { ...calibrateOptions, ...CLUSTER_OPTIONS },
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
    if (values.help) {
      io.out(`${CALIBRATE_CLUSTER_HELP}\n`);
      return EXIT.ok;
    }
    // Every calibrate option but the target (--ostrich) and --resume (each task adds it) goes to every task.
    const passed: string[] = [];
    for (const t of tokens) {
      if (t.kind !== 'option' || own.has(t.name) || t.name === 'ostrich' || t.name === 'resume') continue;
      if (t.name === 'restart')
        throw new UsageError('--restart with --slurm would restart every rerun: start a new job');
      if (t.value === undefined) passed.push(t.rawName);
      else passed.push(...(t.inlineValue ? [`${t.rawName}=${t.value}`] : [t.rawName, t.value]));
    }
    const ostrich = values.ostrich;
    const targets = [...positionals, ...(typeof ostrich === 'string' ? [ostrich] : [])];
    if (targets.length === 0) throw new UsageError('name the models or OSTRICH setups to calibrate');
    if (values['to-ostrich'] !== undefined)
      throw new UsageError('--to-ostrich writes a setup and runs nothing: no --slurm');
    for (const shared of ['output', 'dir', 'workdir']) {
      if (targets.length > 1 && values[shared] !== undefined) {
        throw new UsageError(`--${shared} with several calibrations would give them all one directory`);
      }
    }
    const rvkit = rvkitCommand();
    const tasks = await Promise.all(
      targets.map(async (target) => {
        const path = resolve(target);
        const setup = ostInOf(path);
        const command = setup
          ? ['calibrate', '--ostrich', '{}', ...passed, '--resume']
          : ['calibrate', '{}', ...passed, '--resume'];
        return {
          name: relative(process.cwd(), setup ?? path) || '.',
          commands: [await taskCommand(rvkit, command, setup ?? path)],
        };
      }),
    );
    return await submitNew(values as SubmitValues, 'calibrate', tasks, io);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      return reportClusterError(new UsageError((error as Error).message), 'rvkit calibrate', io);
    }
    return reportClusterError(error, 'rvkit calibrate', io);
  }
}
