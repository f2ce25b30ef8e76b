/**
 * `calibrateOstrich`: an OSTRICH setup run as it is. The ostIn.txt is read, the model program runs in the
 * worker directories OSTRICH would make, the random numbers are OSTRICH's (its testing-mode list when an
 * OstRandomNumbers.txt is beside ostIn.txt), DDS or parallel DDS search as OSTRICH searches, and
 * OstModel0.txt and OstOutput0.txt are written where OSTRICH writes them. rvkit's own files (journal,
 * history, result) go to the `calibration` directory beside ostIn.txt.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localRunner, type TaskRunner } from '../../engine/taskRunner.js';
import { Dds } from '../dds.js';
import { executePlan, type ExecuteOptions, type ExecuteOutcome } from '../execute.js';
import { ParallelDds } from '../pdds.js';
import { spaces } from '../parameters.js';
import { GlibcRandom, ListRandom, Rng, readRandomNumbers } from '../random.js';
import { SearchSpace } from '../space.js';
import { ostModelHeader, ostModelRow, ostOutputText, type OstrichFilesContext } from './ostrichFiles.js';
import { EXE_OUTPUT, OstrichEvaluator } from './ostrichEvaluator.js';
import { parseOstIn } from './parseOstIn.js';
import type { OstrichSetup } from './setup.js';
import { extractInitial } from './extract.js';
import { formatSetupProblem } from '../errors.js';
import type { JournalHeader } from '../journal.js';

/** OSTRICH's testing mode: random numbers from this file, beside ostIn.txt. */
export const RANDOM_NUMBERS_FILE = 'OstRandomNumbers.txt';

/** Options of an OSTRICH setup's calibration. */
export interface OstrichCalibrationOptions extends ExecuteOptions {
  /** Workers for ParallelDDS (default the runner's slots); DDS runs one evaluation at a time. */
  readonly jobs?: number;
  /** Where the model program runs (default this machine). */
  readonly runner?: TaskRunner;
  /** Milliseconds before one model run is killed and fails. */
  readonly timeout?: number;
  /** The seed when ostIn.txt has no RandomSeed (default: taken from the clock, and journaled). */
  readonly seed?: number;
  /** Environment of the model program. */
  readonly env?: NodeJS.ProcessEnv;
  /** Told what OSTRICH would note and go on with (a format it ignores, a value it could not extract). */
  readonly onNote?: (message: string) => void;
}

/** The calibration directory of an OSTRICH setup: `calibration` beside ostIn.txt. */
export function ostrichCalibrationDir(setup: OstrichSetup): string {
  return join(setup.dir, 'calibration');
}

/** A digest of what decides an OSTRICH setup's evaluations. */
function setupDigest(setup: OstrichSetup, randomSource: string): string {
  const hash = createHash('sha256');
  // Where things were written (file, line) and notes do not decide evaluations; everything else does.
  const skip = new Set(['file', 'dir', 'notes', 'place']);
  hash.update(JSON.stringify(setup, (key, v: unknown) => (skip.has(key) ? undefined : v)));
  hash.update(randomSource);
  for (const pair of setup.filePairs) {
    const path = resolve(setup.dir, pair.template);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Runs an OSTRICH setup (its ostIn.txt) to its end, or continues it (`resume`). */
export async function calibrateOstrich(
  ostIn: string,
  options: OstrichCalibrationOptions = {},
): Promise<ExecuteOutcome & { setup: OstrichSetup }> {
  const setup = parseOstIn(ostIn);
  const runner = options.runner ?? localRunner();
  const parallel = setup.programType === 'ParallelDDS';
  const width = parallel ? Math.max(1, Math.floor(options.jobs ?? runner.slots)) : 1;
  // Workers need their own directories; without ModelSubdir OSTRICH runs the model in its own directory.
  const slots = setup.modelSubdir === null ? 1 : width;

  const listPath = join(setup.dir, RANDOM_NUMBERS_FILE);
  const numbers = existsSync(listPath) ? readRandomNumbers(listPath) : null;
  const dir = ostrichCalibrationDir(setup);
  const journaled =
    options.resume && existsSync(join(dir, 'journal.jsonl'))
      ? (JSON.parse(
          readFileSync(join(dir, 'journal.jsonl'), 'utf8').split('\n')[0]!,
        ) as Partial<JournalHeader>)
      : null;
  // The clock chose the seed when the calibration began: the journal has it.
  const seed = setup.randomSeed ?? options.seed ?? journaled?.seed ?? Math.floor(Date.now() / 1000) >>> 0;
  // Extracted initial values are read once, when the calibration begins: the runs then overwrite the files
  // they come from, so a resumed calibration takes them from the journal.
  const extracted =
    journaled?.extracted ??
    Object.fromEntries(
      setup.parameters
        .filter((p) => p.init === 'extract')
        .map((p) => [p.name, extractInitial(setup, p.name)]),
    );
  for (const note of setup.notes) options.onNote?.(formatSetupProblem(note));
  for (const p of setup.parameters) {
    if (p.init === 'extract' && extracted[p.name] === null && !journaled)
      options.onNote?.(
        formatSetupProblem({
          place: p.place ?? null,
          message: `${p.name}: no value to extract from the model files${setup.modelSubdir === null ? '' : ` of ${setup.modelSubdir}0/`}; a random start instead, as OSTRICH does`,
        }),
      );
  }
  const randomSource = numbers
    ? `list:${createHash('sha256').update(readFileSync(listPath)).digest('hex')}`
    : 'glibc';

  const space = new SearchSpace(setup.parameters, setup.tied, {
    kind: 'ostrich',
    precision: setup.precision,
  });
  const evaluator = new OstrichEvaluator(setup, space, {
    runner,
    timeout: options.timeout,
    env: options.env,
  });
  const makeAlgorithm = () => {
    const rng = new Rng(numbers ? new ListRandom(numbers, seed) : new GlibcRandom(seed));
    const initial = space.initial(rng, (name) => extracted[name] ?? null);
    const dds = setup.dds;
    if (!parallel)
      return new Dds(space, rng, {
        budget: dds.maxIterations,
        r: dds.r,
        useInitial: dds.useInitial,
        initial,
      });
    return new ParallelDds(space, rng, {
      budget: dds.maxIterations,
      width,
      synchronous: setup.synchronous,
      r: dds.r,
      initial,
      initialSets: dds.initialSets.map((set) => set.map((v, i) => spaces.toSearch(setup.parameters[i]!, v))),
    });
  };

  const context: OstrichFilesContext = {
    space,
    precision: setup.precision,
    augmented: setup.responses.filter((r) => r.augmented).map((r) => r.name),
  };
  const modelFile = join(setup.dir, 'OstModel0.txt');
  let run = 0;
  const outcome = await executePlan(
    {
      dir,
      header: {
        journal: 'rvkit-calibration',
        version: 1,
        setup: setupDigest(setup, randomSource),
        algorithm: parallel ? `pdds-${setup.synchronous ? 'sync' : 'async'}` : 'dds',
        seed,
        budget: setup.dds.maxIterations,
        width,
        parameters: setup.parameters.map((p) => p.name),
        objective: { label: `objective (${setup.objective.kind})`, sign: 1 },
        ...(Object.keys(extracted).length > 0 && { extracted }),
      },
      makeAlgorithm,
      evaluator,
      space,
      slots,
      onEntry: (entry) => {
        if (run === 0) writeFileSync(modelFile, ostModelHeader(context));
        appendFileSync(modelFile, ostModelRow(context, ++run, entry));
      },
      finish: async (entries) => {
        const objective = setup.objective;
        writeFileSync(
          join(setup.dir, 'OstOutput0.txt'),
          ostOutputText(
            context,
            {
              algorithm: parallel
                ? 'Parallel Dynamically Dimensioned Search Algorithm (PDDS)'
                : 'Dynamically Dimensioned Search Algorithm (DDS)',
              modelCommand: `${setup.modelExecutable.path} > ${EXE_OUTPUT} 2>&1`,
              objectiveName: objective.kind,
              seed,
              tiedCount: setup.tied.length,
              budget: setup.dds.maxIterations,
              r: setup.dds.r,
              objectiveSetup:
                objective.kind === 'GCOP'
                  ? [
                      `Number of Resp. Vars        : ${setup.responses.length}`,
                      `Number of Tied Resp. Vars   : ${setup.tiedResponses.length}`,
                      'Number of Constraints       : 0',
                      `Penalty Method              : ${objective.penalty}`,
                    ]
                  : [],
            },
            entries,
          ),
        );
      },
    },
    options,
  );
  return { ...outcome, setup };
}
