/** `rvkit calibrate`: calibrates a model directory, or runs an OSTRICH setup (ostIn.txt) as it is. */
import { relative } from 'node:path';
import {
  CalibrationAborted,
  CalibrationSetupError,
  JournalError,
  ModelRefusedError,
  calibrateOstrich,
  formatSetupProblem,
  ostrichCalibrationDir,
  type SearchProgress,
} from '../../calibrate/index.js';
import { formatE } from '../../calibrate/cFormat.js';
import { environmentRunner } from '../../cluster/environmentRunner.js';
import { CALIBRATE_CLUSTER_HELP } from '../cluster/calibrateClusterHelp.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { calibrationProgress } from './calibrateProgress.js';

const HELP = `Usage: rvkit calibrate --ostrich <ostIn.txt> [options]

Calibrates a Raven model with DDS (Tolson and Shoemaker's Dynamically Dimensioned Search) exactly as OSTRICH
runs it, on every core, with a journal that survives a kill (continue with --resume).

--ostrich ostIn.txt runs an OSTRICH setup as it is: its ProgramType (DDS or ParallelDDS), ModelExecutable
(run in the ModelSubdir directories, as OSTRICH runs it), BeginFilePairs templates, BeginParams,
BeginTiedParams, BeginResponseVars, BeginTiedRespVars, the GCOP or WSSE objective, BeginDDSAlg and
RandomSeed; with an OstRandomNumbers.txt beside ostIn.txt, its numbers (OSTRICH's testing mode). It writes
OstModel0.txt and OstOutput0.txt as OSTRICH does. Any key it does not run is an error with its line.

Options:
  -j, --jobs N           evaluations at once for ParallelDDS (default: one per core)
      --resume           continue the calibration journaled in the calibration directory (or start one);
                         a finished calibration is not run again: its result is shown
      --restart          discard an earlier journal and start again
      --timeout SECONDS  kill a model run after this long; it counts as failed (default 3600)
      --seed N           the seed when ostIn.txt has no RandomSeed (default: from the clock, journaled)
  -h, --help             show this help

Files: the calibration directory (<ostIn dir>/calibration) holds journal.jsonl (one line per evaluation,
flushed as it ends), history.csv and, once finished, result.json.

A model run that fails gets the worst objective and its error is kept in the journal; the calibration goes
on. When the first evaluation fails, the calibration stops at once and says why.

${CALIBRATE_CLUSTER_HELP}

Exit codes:
  0  the calibration finished (or had finished)
  1  it did not: a problem in the setup (file and line), the model failed at once, or it was interrupted
  2  wrong command line
  3  a file or the engine was not found, or could not be written
`;

interface Values {
  ostrich?: string;
  jobs?: string;
  resume?: boolean;
  restart?: boolean;
  timeout?: string;
  seed?: string;
  help?: boolean;
}

function positiveInteger(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} ${text}: a whole number above 0`);
  return n;
}

class UsageError extends Error {}

/** Interrupts the calibration on Ctrl-C or a termination signal (the running model programs are killed). */
function interruptOnSignals(): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return {
    signal: controller.signal,
    release: () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    },
  };
}

async function runOstrich(values: Values, io: CliIO): Promise<number> {
  const jobs = positiveInteger(values.jobs, 'jobs');
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout) * 1000;
  if (timeout !== undefined && !(timeout >= 0))
    throw new UsageError(`--timeout ${values.timeout}: seconds, 0 or more`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed))
    throw new UsageError(`--seed ${values.seed}: a whole number`);
  const { signal, release } = interruptOnSignals();
  let describe = (p: SearchProgress) => formatE(p.best!.cost);
  const progress = calibrationProgress(io, (p) => describe(p));
  try {
    const outcome = await calibrateOstrich(values.ostrich!, {
      jobs,
      // Inside a Slurm job of several processes, the runs go out as srun steps over them.
      runner: environmentRunner(process.env, jobs),
      timeout: timeout === 0 ? Infinity : timeout,
      seed,
      resume: values.resume,
      restart: values.restart,
      signal,
      onProgress: (p) => progress.update(p),
    });
    progress.done();
    const { result, setup } = outcome;
    describe = () => '';
    const dir = relative(process.cwd(), ostrichCalibrationDir(setup)) || '.';
    if (outcome.alreadyFinished) io.out(`The calibration had finished (${dir}/result.json).\n`);
    else {
      io.out(
        `Finished: ${result.evaluations} evaluations` +
          `${outcome.replayed > 0 ? ` (${outcome.replayed} from the journal)` : ''}` +
          `${result.failed > 0 ? `, ${result.failed} failed` : ''}.\n`,
      );
    }
    io.out(`Best objective ${formatE(result.best.cost)} at evaluation ${result.best.evaluation}:\n`);
    for (const [name, v] of Object.entries({ ...result.best.parameters, ...result.best.tied })) {
      io.out(`  ${name.padEnd(18)} ${formatE(v)}\n`);
    }
    const here = relative(process.cwd(), setup.dir) || '.';
    io.out(`OSTRICH's files: ${here}/OstModel0.txt, ${here}/OstOutput0.txt; journal and history in ${dir}\n`);
    return EXIT.ok;
  } catch (error) {
    progress.done();
    if (error instanceof CalibrationAborted) {
      io.err(
        'rvkit calibrate: interrupted; every finished evaluation is in the journal: continue with --resume\n',
      );
      return EXIT.problems;
    }
    throw error;
  } finally {
    release();
  }
}

/** The options of rvkit calibrate (also read by `--slurm`, which passes them on to each calibration). */
export const CALIBRATE_OPTIONS = {
  ostrich: { type: 'string' },
  jobs: { type: 'string', short: 'j' },
  resume: { type: 'boolean' },
  restart: { type: 'boolean' },
  timeout: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const calibrateCommand: CliCommand = {
  name: 'calibrate',
  help: HELP,
  async run(argv, io) {
    if (argv.some((a) => a === '--slurm' || a === '--collect' || a.startsWith('--collect='))) {
      return (await import('../cluster/calibrateOnCluster.js')).calibrateOnCluster(
        argv,
        io,
        CALIBRATE_OPTIONS,
      );
    }
    const parsed = parse<Values>(argv, CALIBRATE_OPTIONS);
    if (!parsed.ok) {
      io.err(`rvkit calibrate: ${parsed.error}\n${HELP}`);
      return EXIT.usage;
    }
    const { values, positionals } = parsed;
    if (values.help) {
      io.out(HELP);
      return EXIT.ok;
    }
    try {
      if (values.resume && values.restart) throw new UsageError('--resume and --restart exclude each other');
      if (!values.ostrich) throw new UsageError('name an OSTRICH setup with --ostrich ostIn.txt');
      if (positionals.length > 0)
        throw new UsageError(`unexpected argument ${positionals[0]} with --ostrich`);
      return await runOstrich(values, io);
    } catch (error) {
      if (error instanceof UsageError) {
        io.err(`rvkit calibrate: ${error.message}\nRun 'rvkit calibrate --help' for the options.\n`);
        return EXIT.usage;
      }
      if (error instanceof CalibrationSetupError) {
        for (const p of error.problems) io.err(`${formatSetupProblem(p)}\n`);
        io.err(
          `rvkit calibrate: ${error.problems.length} problem${error.problems.length > 1 ? 's' : ''} in the setup; nothing was run\n`,
        );
        return EXIT.problems;
      }
      if (error instanceof ModelRefusedError) {
        io.err(
          `rvkit calibrate: the model failed on its first evaluation, in ${relative(process.cwd(), error.workdir) || '.'}:\n`,
        );
        for (const line of error.errors) io.err(`  ${line}\n`);
        return EXIT.problems;
      }
      if (error instanceof JournalError) {
        io.err(`rvkit calibrate: ${error.message}\n`);
        return EXIT.problems;
      }
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EACCES' || code === 'ENOSPC' || code === 'EROFS') {
        io.err(`rvkit calibrate: ${(error as Error).message}\n`);
        return EXIT.failure;
      }
      throw error;
    }
  },
};
