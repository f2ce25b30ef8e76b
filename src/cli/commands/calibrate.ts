/** `rvkit calibrate`: calibrates a model directory, or runs an OSTRICH setup (ostIn.txt) as it is. */
import { relative } from 'node:path';
import {
  CalibrationAborted,
  CalibrationSetupError,
  JournalError,
  ModelRefusedError,
  ObjectiveError,
  calibrateModel,
  calibrateOstrich,
  distinctNames,
  formatSetupProblem,
  metricName,
  metricSense,
  ostrichCalibrationDir,
  parseObjectiveSpec,
  parseParamSpec,
  parseTieSpec,
  readSetupFile,
  writeOstrichSetup,
  type CalibrationResult,
  type CalibrationSetup,
  type ExecuteOptions,
  type SearchProgress,
} from '../../calibrate/index.js';
import { formatE } from '../../calibrate/cFormat.js';
import { checkProject } from '../../check/checkProject.js';
import { EngineNotFoundError } from '../../engine/errors.js';
import { launcherStatus } from '../../engine/launcher.js';
import { signalExitCode, STOP_SIGNALS, stopEnginesOnSignals } from '../../engine/stopOnSignals.js';
import { environmentRunner } from '../../cluster/environmentRunner.js';
import { CALIBRATE_CLUSTER_HELP } from '../cluster/calibrateClusterHelp.js';
import { loadProject } from '../../project/load.js';
import { ProjectError } from '../../project/errors.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { diagnosticLine } from '../terminalText.js';
import { calibrationProgress } from './calibrateProgress.js';

const HELP = `Usage: rvkit calibrate <model.rvi | model-dir> --param SPEC ... [options]
       rvkit calibrate --ostrich <ostIn.txt> [options]

Calibrates a Raven model with DDS (Dynamically Dimensioned Search, Tolson and Shoemaker 2007) as OSTRICH
runs it: on every core (parallel DDS), each evaluation in its own work directory, every evaluation journaled
as it ends so that a calibration killed at any moment continues with --resume. At the end the best set is
written back into the model as a minimal diff (only the parameter values change), or into a copy (-o).

Parameters (repeat --param; at least one):
  -p, --param "[NAME=]TARGET LOW HIGH [INIT] [log10|ln]"
        TARGET is a placeholder of a .tpl template beside the model (model.rvp.tpl holding par_x1), or the
        value it sets in the model: a table cell by row and column (SoilParameterList [DEFAULT] GR4J_X3,
        LandUseParameterList FOREST MELT_FACTOR, HRUs 12 SLOPE, SubBasins * MANNINGS_N, SubBasinProperties 3
        TIME_TO_PEAK; * is every row), a horizon's thickness (SoilProfiles DEFAULT_P SOIL_PROD), or a
        one-line command's number (GlobalParameter RAINSNOW_TEMP, AvgAnnualSnow, RainSnowTransition #2).
        log10 or ln searches the logarithm of the value (bounds stay in real units).
      --tie "TARGET = EXPR"   a value computed from parameters, linear in one or two of them
                              ("UniformInitialConditions SOIL[0] = 500*GR4J_X1", "AirSnowCoeff = 1 - x6")
      --setup FILE.json       the whole calibration as JSON (parameters, tied, objective, algorithm)

Objective (from Raven's own Diagnostics.csv; metrics missing from :EvaluationMetrics are added):
      --objective METRIC[@SERIES][*WEIGHT]   repeat for a weighted sum (default NASH_SUTCLIFFE of every
                              observed series); NSE, KGE, LOG_NASH … are maximised, RMSE, ABSERR … minimised,
                              PCT_BIAS, PDIFF, TMVOL brought to 0; SERIES picks Diagnostics.csv rows
                              (HYDROGRAPH_ALL[1], or a part of the name: [1], CALIBRATION)
      --period START/END      compute the metrics from START to END only, YYYY-MM-DD/YYYY-MM-DD (leaves
                              out a warm-up)

Algorithm:
      --algorithm dds|pdds|lhs|mc
                              DDS (default; on several jobs each candidate is made from the best known when
                              it is made, with serial DDS's steps: rvkit's parallel DDS), OSTRICH's parallel
                              DDS as PDDSAlgorithm.cpp runs it (pdds), or a Latin hypercube / uniform Monte
                              Carlo sample
  -n, --budget N              evaluations in all (default 1000; 100 for a sample)
      --seed N                the seed (default from the clock; journaled, so --resume keeps it)
      --r R                   DDS's perturbation size (default 0.2)
      --start random|model    DDS starts from random samples (default) or from the model's own values
      --sync [--width W]      DDS (or pdds) in the synchronous mode: candidate i is made from results 1 … i − W,
                              so the same seed gives the same evaluations whatever the number and speed of the
                              workers (width W, default 8)

OSTRICH:
      --to-ostrich DIR        write this calibration as an OSTRICH setup in DIR (ostIn.txt, templates, the
                              model, run-raven.sh) instead of running it; OSTRICH then makes the evaluations
                              rvkit would (same seed, values written with 17 digits)
      --ostrich ostIn.txt     run an OSTRICH setup as it is (ProgramType DDS or ParallelDDS, its
                              ModelExecutable in ModelSubdir, templates, responses, GCOP or WSSE; with an
                              OstRandomNumbers.txt beside it, OSTRICH's testing mode); writes OstModel0.txt and
                              OstOutput0.txt as OSTRICH does. Every key rvkit does not run is an error.

Running:
  -j, --jobs N                evaluations at once (default: one per core); with -j 1, DDS makes OSTRICH's
                              serial DDS's very evaluations
      --resume                continue the journaled calibration (or start one); a finished one is not run
                              again, its result is shown
      --restart               discard an earlier journal and start again
      --timeout SECONDS       kill a model run after this long; it counts as failed (default 3600)
      --dir DIR               the calibration directory (default <model-dir>/calibration; for --ostrich,
                              calibration/ beside ostIn.txt): journal.jsonl, history.csv, result.json, work/
      --workdir DIR           where the work directories go (default <calibration dir>/work)
  -o, --output DIR            write the calibrated model into a copy at DIR instead of the model itself
      --no-write-back         leave the model as it is (the best set is in result.json)
  -h, --help                  show this help

A model run that fails gets the worst objective and its error is kept in the journal; the calibration goes
on. When the first evaluation fails, it stops at once and says why (with rvkit check's diagnostics).
The journal (one JSON line per evaluation, flushed as it ends) and result.json (written last: a calibration
with it has finished) are described in the README.

${CALIBRATE_CLUSTER_HELP}

Exit codes:
  0  the calibration finished (or had finished)
  1  it did not: a problem in the setup (file and line), or the model failed at once
  2  wrong command line
  3  a file or the engine was not found, or a file could not be written
  128+N  stopped by signal N (SIGHUP 129, SIGINT 130, SIGTERM 143): the running models were stopped and
     waited for; every finished evaluation is in the journal (--resume continues)
`;

interface Values {
  ostrich?: string;
  'to-ostrich'?: string;
  param?: string[];
  tie?: string[];
  setup?: string;
  objective?: string[];
  period?: string;
  algorithm?: string;
  budget?: string;
  seed?: string;
  r?: string;
  start?: string;
  sync?: boolean;
  width?: string;
  jobs?: string;
  resume?: boolean;
  restart?: boolean;
  timeout?: string;
  dir?: string;
  workdir?: string;
  output?: string;
  'no-write-back'?: boolean;
  help?: boolean;
}

class UsageError extends Error {}

function integer(text: string | undefined, name: string, min: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} ${text}: a whole number${min > 0 ? ' above 0' : ''}`);
  return n;
}

/** The signal that interrupted the calibration: it exits with 128 + its number, as `rvkit run` does. */
let interruptedBy: NodeJS.Signals | null = null;

/**
 * On Ctrl-C or a termination signal, rvkit stops every running Raven and exits (128 + the signal; see
 * src/engine/stopOnSignals.ts); the calibration is aborted first, so that no interrupted run is journaled
 * as a failed one. Every evaluation that ended is in the journal already.
 */
function interruptOnSignals(io: CliIO): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const abort = (received: NodeJS.Signals) => {
    interruptedBy ??= received;
    controller.abort();
  };
  for (const s of STOP_SIGNALS) process.prependListener(s, abort);
  const stopHook = stopEnginesOnSignals(() => {
    io.err(
      '\nrvkit calibrate: interrupted; every finished evaluation is in the journal: continue with --resume\n',
    );
  });
  return {
    signal: controller.signal,
    release: () => {
      for (const s of STOP_SIGNALS) process.off(s, abort);
      stopHook();
    },
  };
}

/** The options every calibration takes. */
function common(values: Values): {
  jobs?: number;
  timeout?: number;
  execute: Omit<ExecuteOptions, 'signal' | 'onProgress'>;
} {
  if (values.resume && values.restart) throw new UsageError('--resume and --restart exclude each other');
  const jobs = integer(values.jobs, 'jobs', 1);
  let timeout: number | undefined;
  if (values.timeout !== undefined) {
    const seconds = Number(values.timeout);
    if (!(seconds >= 0)) throw new UsageError(`--timeout ${values.timeout}: seconds, 0 or more`);
    timeout = seconds === 0 ? Infinity : seconds * 1000;
  }
  return { jobs, timeout, execute: { resume: values.resume, restart: values.restart } };
}

/** The calibration of a model directory that the options describe. */
function modelSetup(values: Values, periodArgs: string[]): CalibrationSetup {
  let setup: CalibrationSetup = values.setup ? readSetupFile(values.setup) : { parameters: [] };
  const parameters = [...setup.parameters, ...(values.param ?? []).map((p) => parseParamSpec(p))];
  const names = parameters.map((p) => p.name);
  const tied = [...(setup.tied ?? []), ...(values.tie ?? []).map((t) => parseTieSpec(t, names))];
  const objective = values.objective?.length ? values.objective.map(parseObjectiveSpec) : setup.objective;
  const kind = values.algorithm ?? setup.algorithm?.kind;
  if (kind !== undefined && !['dds', 'pdds', 'lhs', 'mc'].includes(kind))
    throw new UsageError(`--algorithm ${kind}: dds, pdds, lhs or mc`);
  const start = values.start ?? setup.algorithm?.start;
  if (start !== undefined && start !== 'random' && start !== 'model')
    throw new UsageError(`--start ${start}: random or model`);
  const r = values.r === undefined ? setup.algorithm?.r : Number(values.r);
  if (r !== undefined && !(r > 0 && r <= 1))
    throw new UsageError(`--r ${values.r}: a number above 0, at most 1`);
  if (values.width !== undefined && !values.sync) throw new UsageError('--width goes with --sync');
  const width = values.sync ? (integer(values.width, 'width', 1) ?? 8) : setup.algorithm?.synchronous;
  setup = {
    ...setup,
    parameters,
    tied,
    ...(objective && { objective }),
    algorithm: {
      ...setup.algorithm,
      ...(kind && { kind: kind as 'dds' | 'pdds' | 'lhs' | 'mc' }),
      ...(values.budget !== undefined && { budget: integer(values.budget, 'budget', 2) }),
      ...(values.seed !== undefined && { seed: integer(values.seed, 'seed', 0) }),
      ...(r !== undefined && { r }),
      ...(start && { start: start as 'random' | 'model' }),
      ...(width !== undefined && { synchronous: width }),
    },
    ...(periodArgs.length === 2 && { period: { start: periodArgs[0]!, end: periodArgs[1]! } }),
  };
  if (setup.parameters.length === 0)
    throw new UsageError('name what to calibrate with --param (or --setup FILE.json)');
  return distinctNames(setup);
}

/** How a best objective reads for people: the metric's own value for a single-metric objective. */
function describeObjective(setup: CalibrationSetup): (cost: number) => string {
  const terms = setup.objective ?? [{ metric: 'NASH_SUTCLIFFE' }];
  if (terms.length === 1 && (terms[0]!.weight ?? 1) === 1) {
    const metric = metricName(terms[0]!.metric) ?? terms[0]!.metric;
    const sense = terms[0]!.sense ?? metricSense(metric);
    if (sense === 'max') return (cost) => `${metric} ${Number((-cost).toPrecision(6))}`;
    if (sense === 'min') return (cost) => `${metric} ${Number(cost.toPrecision(6))}`;
  }
  return (cost) => `objective ${Number(cost.toPrecision(6))}`;
}

function report(
  io: CliIO,
  result: CalibrationResult,
  replayed: number,
  already: boolean,
  describe: (cost: number) => string,
): void {
  if (already) io.out('The calibration had finished before; its result:\n');
  else {
    io.out(
      `Finished: ${result.evaluations} evaluations${replayed > 0 ? ` (${replayed} from the journal)` : ''}` +
        `${result.failed > 0 ? `, ${result.failed} failed` : ''}, ${result.seconds.toFixed(1)} s of runs.\n`,
    );
  }
  io.out(`Best: ${describe(result.best.cost)} at evaluation ${result.best.evaluation}\n`);
  const all = { ...result.best.parameters, ...result.best.tied };
  const width = Math.max(...Object.keys(all).map((k) => k.length));
  for (const [name, v] of Object.entries(all)) io.out(`  ${name.padEnd(width)}  ${v}\n`);
}

async function runModel(target: string, values: Values, periodArgs: string[], io: CliIO): Promise<number> {
  const { jobs, timeout, execute } = common(values);
  const setup = modelSetup(values, periodArgs);
  const describe = describeObjective(setup);
  const { signal, release } = interruptOnSignals(io);
  const progress = calibrationProgress(io, (p: SearchProgress) => describe(p.best!.cost));
  const launcher = launcherStatus();
  if (!launcher.available)
    io.err(
      `calibrate: Raven started from Node, ~1 ms more per evaluation (rvkit-launch: ${launcher.reason})\n`,
    );
  try {
    const outcome = await calibrateModel(target, setup, {
      ...execute,
      jobs,
      runner: environmentRunner(process.env, jobs),
      ...(values.dir && { dir: values.dir }),
      ...(values.workdir && { workDir: values.workdir }),
      ...(values.output && { output: values.output }),
      writeBack: !values['no-write-back'],
      run: { ...(timeout !== undefined && { timeout }) },
      signal,
      onProgress: (p) => progress.update(p),
    });
    progress.done();
    report(io, outcome.result, outcome.replayed, outcome.alreadyFinished, describe);
    const here = (p: string) => relative(process.cwd(), p) || '.';
    if (outcome.written.length > 0)
      io.out(`Wrote the best set into ${outcome.written.map(here).join(', ')}\n`);
    else if (!outcome.alreadyFinished && values['no-write-back'])
      io.out('The model is unchanged (--no-write-back).\n');
    io.out(
      `Journal, history.csv and result.json in ${here(outcome.dir)}; the best run's outputs in ${here(outcome.bestRunDir)}\n`,
    );
    return EXIT.ok;
  } catch (error) {
    progress.done();
    if (error instanceof ModelRefusedError) {
      io.err(
        'rvkit calibrate: the model failed on its first evaluation, so the calibration stopped. Raven says:\n',
      );
      for (const line of error.errors) io.err(`  ${line}\n`);
      // What the checker sees in the model explains most refusals.
      const diagnostics = await loadProject(target)
        .then((project) => checkProject(project))
        .catch(() => []);
      const errors = diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) {
        io.err('rvkit check finds these errors in the model:\n');
        for (const d of errors) io.err(`  ${diagnosticLine(d)}\n`);
      }
      io.err('Nothing was changed.\n');
      return EXIT.problems;
    }
    throw error;
  } finally {
    release();
  }
}

async function toOstrich(target: string, values: Values, periodArgs: string[], io: CliIO): Promise<number> {
  const { jobs } = common(values);
  const setup = modelSetup(values, periodArgs);
  const ostIn = await writeOstrichSetup(target, setup, values['to-ostrich']!, { ...(jobs && { jobs }) });
  const here = relative(process.cwd(), ostIn) || ostIn;
  io.out(`Wrote the OSTRICH setup ${here} (templates, model/, run-raven.sh beside it).\n`);
  io.out(`Run it with OSTRICH in its directory, or with rvkit: rvkit calibrate --ostrich ${here}\n`);
  return EXIT.ok;
}

async function runOstrich(values: Values, io: CliIO): Promise<number> {
  const { jobs, timeout, execute } = common(values);
  const seed = integer(values.seed, 'seed', 0);
  for (const option of [
    'param',
    'tie',
    'setup',
    'objective',
    'algorithm',
    'budget',
    'r',
    'start',
    'sync',
    'output',
    'dir',
    'workdir',
  ] as const) {
    if (values[option] !== undefined)
      throw new UsageError(`--${option} does not go with --ostrich: the setup is ostIn.txt's`);
  }
  const { signal, release } = interruptOnSignals(io);
  const progress = calibrationProgress(io, (p) => formatE(p.best!.cost));
  try {
    const outcome = await calibrateOstrich(values.ostrich!, {
      ...execute,
      jobs,
      runner: environmentRunner(process.env, jobs),
      timeout,
      seed,
      signal,
      onProgress: (p) => progress.update(p),
      onNote: (message) => io.err(`warning: ${message}\n`),
    });
    progress.done();
    report(
      io,
      outcome.result,
      outcome.replayed,
      outcome.alreadyFinished,
      (cost) => `objective ${formatE(cost)}`,
    );
    const here = relative(process.cwd(), outcome.setup.dir) || '.';
    const dir = relative(process.cwd(), ostrichCalibrationDir(outcome.setup)) || '.';
    io.out(
      `OSTRICH's files: ${here}/OstModel0.txt, ${here}/OstOutput0.txt; journal, history.csv and result.json in ${dir}\n`,
    );
    return EXIT.ok;
  } finally {
    progress.done();
    release();
  }
}

/** The options of rvkit calibrate (also read by --slurm, which passes them on to each calibration). */
export const CALIBRATE_OPTIONS = {
  ostrich: { type: 'string' },
  'to-ostrich': { type: 'string' },
  param: { type: 'string', short: 'p', multiple: true },
  tie: { type: 'string', multiple: true },
  setup: { type: 'string' },
  objective: { type: 'string', multiple: true },
  period: { type: 'string' },
  algorithm: { type: 'string' },
  budget: { type: 'string', short: 'n' },
  seed: { type: 'string' },
  r: { type: 'string' },
  start: { type: 'string' },
  sync: { type: 'boolean' },
  width: { type: 'string' },
  jobs: { type: 'string', short: 'j' },
  resume: { type: 'boolean' },
  restart: { type: 'boolean' },
  timeout: { type: 'string' },
  dir: { type: 'string' },
  workdir: { type: 'string' },
  output: { type: 'string', short: 'o' },
  'no-write-back': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const calibrateCommand: CliCommand = {
  name: 'calibrate',
  help: HELP,
  async run(argv, io) {
    // Many calibrations on a cluster (one Slurm array task each), or their results in one table.
    if (argv.some((a) => a === '--slurm' || a === '--collect' || a.startsWith('--collect='))) {
      return (await import('../cluster/calibrateOnCluster.js')).calibrateOnCluster(
        argv,
        io,
        CALIBRATE_OPTIONS,
      );
    }
    const parsed = parse<Values>(argv, CALIBRATE_OPTIONS);
    if (!parsed.ok) {
      io.err(`rvkit calibrate: ${parsed.error}\nRun 'rvkit calibrate --help' for the options.\n`);
      return EXIT.usage;
    }
    const { values, positionals } = parsed;
    if (values.help) {
      io.out(HELP);
      return EXIT.ok;
    }
    try {
      let periodArgs: string[] = [];
      if (values.period !== undefined) {
        periodArgs = values.period.split('/');
        if (periodArgs.length !== 2 || periodArgs.some((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d))) {
          throw new UsageError(`--period ${values.period}: START/END as YYYY-MM-DD/YYYY-MM-DD`);
        }
      }
      if (values.ostrich) {
        if (positionals.length > 0)
          throw new UsageError(`unexpected argument ${positionals[0]} with --ostrich`);
        return await runOstrich(values, io);
      }
      if (positionals.length !== 1)
        throw new UsageError(
          positionals.length === 0
            ? 'name the model (a directory or its .rvi), or --ostrich ostIn.txt'
            : `one model at a time (got ${positionals.join(', ')})`,
        );
      if (values['to-ostrich']) return await toOstrich(positionals[0]!, values, periodArgs, io);
      return await runModel(positionals[0]!, values, periodArgs, io);
    } catch (error) {
      return failure(error, io);
    }
  },
};

/** The exit code and message of an error. */
function failure(error: unknown, io: CliIO): number {
  if (error instanceof UsageError) {
    io.err(`rvkit calibrate: ${error.message}\nRun 'rvkit calibrate --help' for the options.\n`);
    return EXIT.usage;
  }
  if (error instanceof CalibrationAborted) {
    // Stopped by a signal: the stopping hook has said so already.
    if (interruptedBy) return signalExitCode(interruptedBy);
    io.err(
      'rvkit calibrate: interrupted; every finished evaluation is in the journal: continue with --resume\n',
    );
    return EXIT.problems;
  }
  if (error instanceof CalibrationSetupError) {
    for (const p of error.problems) io.err(`${formatSetupProblem(p)}\n`);
    io.err(
      `rvkit calibrate: ${error.problems.length} problem${error.problems.length > 1 ? 's' : ''} in the setup; nothing was changed\n`,
    );
    return EXIT.problems;
  }
  if (error instanceof ModelRefusedError) {
    io.err(
      `rvkit calibrate: the model failed on its first evaluation (in ${relative(process.cwd(), error.workdir) || '.'}), so the calibration stopped:\n`,
    );
    for (const line of error.errors) io.err(`  ${line}\n`);
    return EXIT.problems;
  }
  if (error instanceof ObjectiveError || error instanceof JournalError) {
    io.err(`rvkit calibrate: ${error.message}\n`);
    return EXIT.problems;
  }
  if (error instanceof ProjectError) {
    io.err(`rvkit calibrate: ${error.message}\n`);
    return EXIT.failure;
  }
  if (error instanceof EngineNotFoundError) {
    io.err(`rvkit calibrate: ${error.message}\n`);
    return EXIT.failure;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EACCES' || code === 'ENOSPC' || code === 'EROFS' || code === 'EEXIST') {
    io.err(`rvkit calibrate: ${(error as Error).message}\n`);
    return EXIT.failure;
  }
  throw error;
}
