/**
 * `calibrateModel`: a calibration of any model directory. The parameters are placeholders of `.tpl`
 * templates or references into the model's files; the objective is read from Raven's Diagnostics.csv; each
 * evaluation runs in a work directory that mirrors the model; at the end the best set is written back into
 * the model (or a copy of it) as a minimal diff: only the characters of the parameter values change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RunOptions } from '../../engine/run.js';
import { localRunner, type TaskRunner } from '../../engine/taskRunner.js';
import { loadProject } from '../../project/load.js';
import type { Project } from '../../project/project.js';
import type { Algorithm } from '../algorithm.js';
import { Dds } from '../dds.js';
import { executePlan, type ExecuteOptions, type ExecuteOutcome } from '../execute.js';
import { ParallelDds } from '../pdds.js';
import { GlibcRandom, Rng } from '../random.js';
import { latinHypercube, monteCarlo } from '../samplers.js';
import { prepareModel } from './prepare.js';
import { RavenEvaluator } from './ravenEvaluator.js';
import { metricSense, type ObjectiveTerm } from './objective.js';
import type { CalibrationSetup } from './setup.js';
import { refuseHeldOutput, refuseReadOnlyModel, writeBack } from './writeBack.js';

/** Options of a model's calibration. */
export interface ModelCalibrationOptions extends ExecuteOptions {
  /** Evaluations at once (default the runner's slots: one per core). */
  readonly jobs?: number;
  /** Where Raven runs (default this machine). */
  readonly runner?: TaskRunner;
  /** The calibration directory (default `<model dir>/calibration`): journal, history, result, work. */
  readonly dir?: string;
  /** Where the work directories go (default `<calibration dir>/work`). */
  readonly workDir?: string;
  /** Write the best set into a copy of the model here instead of the model itself. */
  readonly output?: string;
  /** Write the best set back at all (default true). */
  readonly writeBack?: boolean;
  /** Options of each Raven run (binary, timeout, environment). */
  readonly run?: Omit<RunOptions, 'runner' | 'signal'>;
}

/** What a model's calibration gave. */
export interface ModelCalibrationOutcome extends ExecuteOutcome {
  readonly project: Project;
  /** The calibration directory. */
  readonly dir: string;
  /** Files written with the best set (paths), empty when nothing was written back. */
  readonly written: readonly string[];
  /** The closing run of the best set, with Raven's full outputs. */
  readonly bestRunDir: string;
}

/** The default calibration directory of a model. */
export function modelCalibrationDir(project: Project): string {
  return join(project.dir, 'calibration');
}

/** Calibrates a model directory (or its .rvi); continues the journal with `resume`. */
export async function calibrateModel(
  model: string,
  setup: CalibrationSetup,
  options: ModelCalibrationOptions = {},
): Promise<ModelCalibrationOutcome> {
  const project = await loadProject(model);
  const where = options.dir ?? modelCalibrationDir(project);
  const { space, files, terms } = prepareModel(project, setup);

  const runner = options.runner ?? localRunner(options.jobs);
  const jobs = Math.max(1, Math.floor(options.jobs ?? runner.slots));
  const algorithm = setup.algorithm ?? {};
  const kind = algorithm.kind ?? 'dds';
  const budget = algorithm.budget ?? (kind === 'dds' || kind === 'pdds' ? 1000 : 100);
  const dds = kind === 'dds' || kind === 'pdds';
  const width = !dds ? jobs : (algorithm.synchronous ?? jobs);
  const mode = !dds
    ? kind
    : kind === 'dds' && width === 1 && algorithm.synchronous === undefined
      ? 'dds'
      : `${kind}-${algorithm.synchronous ? 'sync' : 'async'}`;
  const dir = resolve(where);
  const seed = algorithm.seed ?? journaledSeed(dir, options) ?? Math.floor(Date.now() / 1000) >>> 0;

  const makeAlgorithm = (): Algorithm => {
    const rng = new Rng(new GlibcRandom(seed));
    if (kind === 'lhs') return latinHypercube(space, rng, budget);
    if (kind === 'mc') return monteCarlo(space, rng, budget);
    const initial = space.initial(rng);
    const useInitial = algorithm.start === 'model';
    if (kind === 'dds') {
      const synchronous = algorithm.synchronous !== undefined;
      return new Dds(space, rng, { budget, r: algorithm.r, useInitial, initial, width, synchronous });
    }
    return new ParallelDds(space, rng, {
      budget,
      width,
      synchronous: algorithm.synchronous !== undefined,
      r: algorithm.r,
      initial,
      ...(useInitial && { initialSets: [initial] }),
    });
  };

  const workDir = resolve(options.workDir ?? join(dir, 'work'));
  const evaluator = new RavenEvaluator(project, space, files, terms, {
    workDir,
    exclude: [dir, workDir],
    run: { ...options.run, runner },
  });
  // Slots beyond the width would idle; a synchronous search uses at most its width.
  const slots = dds ? Math.min(jobs, width) : jobs;

  const digest = createHash('sha256');
  digest.update(
    JSON.stringify({
      setup: { ...setup, algorithm: { ...algorithm, seed: undefined } },
      terms: terms,
    }),
  );
  for (const f of project.files) {
    const mf = files.find((m) => m.file === f);
    digest.update(mf ? mf.digestText() : f.text);
  }

  if (options.output !== undefined && options.writeBack !== false && !options.resume) {
    await refuseHeldOutput(resolve(options.output));
  } else if (options.output === undefined && options.writeBack !== false) {
    await refuseReadOnlyModel(project, files);
  }
  let written: readonly string[] = [];
  const outcome = await executePlan(
    {
      dir,
      header: {
        journal: 'rvkit-calibration',
        version: 1,
        setup: digest.digest('hex').slice(0, 16),
        algorithm: mode,
        seed,
        budget,
        width: dds ? width : 1,
        parameters: space.parameters.map((p) => p.name),
        objective: objectiveLabel(terms),
      },
      makeAlgorithm,
      evaluator,
      space,
      slots,
      finish: async (entries, result) => {
        await evaluator.cleanup();
        if (options.writeBack === false) return;
        const entry = entries.find((e) => e.i === result.best.evaluation && !e.final)!;
        const best = space.texts(entry.x);
        written = await writeBack(project, files, best, options.output ?? null, [dir, workDir]);
      },
    },
    options,
  );
  return { ...outcome, project, dir, written, bestRunDir: evaluator.bestDir() };
}

/** How a cost reads: the metric itself when the objective is one metric (−cost for a maximised one). */
function objectiveLabel(terms: readonly ObjectiveTerm[]): { label: string; sign: 1 | -1 } {
  const [term] = terms;
  if (terms.length === 1 && (term!.weight ?? 1) === 1) {
    const sense = term!.sense ?? metricSense(term!.metric);
    const label = `${term!.metric}${term!.series ? ` (${term!.series})` : ''}`;
    if (sense === 'max') return { label, sign: -1 };
    if (sense === 'min') return { label, sign: 1 };
    return { label: `|${label}|`, sign: 1 };
  }
  return { label: 'objective (weighted sum of costs)', sign: 1 };
}

/** The seed a journal of `dir` was started with (the clock chose it), when resuming. */
function journaledSeed(dir: string, options: ExecuteOptions): number | null {
  const path = join(dir, 'journal.jsonl');
  if (!options.resume || !existsSync(path)) return null;
  try {
    return (JSON.parse(readFileSync(path, 'utf8').split('\n')[0]!) as { seed: number }).seed;
  } catch {
    return null;
  }
}
