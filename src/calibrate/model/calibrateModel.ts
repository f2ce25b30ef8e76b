/**
 * `calibrateModel`: a calibration of any model directory. The parameters are placeholders of `.tpl`
 * templates or references into the model's files; the objective is read from Raven's Diagnostics.csv; each
 * evaluation runs in a work directory that mirrors the model; at the end the best set is written back into
 * the model (or a copy of it) as a minimal diff: only the characters of the parameter values change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { RunOptions } from '../../engine/run.js';
import { localRunner, type TaskRunner } from '../../engine/taskRunner.js';
import { loadProject } from '../../project/load.js';
import type { Project, ProjectFile } from '../../project/project.js';
import type { Algorithm } from '../algorithm.js';
import { Dds } from '../dds.js';
import { CalibrationSetupError, type SetupProblem } from '../errors.js';
import { executePlan, type ExecuteOptions, type ExecuteOutcome } from '../execute.js';
import type { TiedParameter } from '../parameters.js';
import { ParallelDds } from '../pdds.js';
import { GlibcRandom, Rng } from '../random.js';
import { latinHypercube, monteCarlo } from '../samplers.js';
import { SearchSpace } from '../space.js';
import { ModelFile, type NamedSite } from './modelFiles.js';
import { metricName, metricSense, type ObjectiveTerm } from './objective.js';
import { RavenEvaluator } from './ravenEvaluator.js';
import { TargetError, resolveReference, siteLocation, type Site } from './references.js';
import { searchParameters, type CalibrationSetup, type ModelParameter } from './setup.js';
import { writeBack } from './writeBack.js';

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

function words(target: string | readonly string[]): string[] {
  return typeof target === 'string' ? target.split(/\s+/).filter((w) => w !== '') : [...target];
}

/** Templates of a project's files: a loaded template, or a `.tpl` beside a file. */
function templatesOf(project: Project): Map<ProjectFile, string> {
  const out = new Map<ProjectFile, string>();
  for (const file of project.files) {
    if (file.template) out.set(file, file.text);
    else if (existsSync(`${file.path}.tpl`)) out.set(file, readFileSync(`${file.path}.tpl`, 'latin1'));
  }
  return out;
}

/** The model's :EvaluationMetrics, as Raven adds them up. */
function modelMetrics(project: Project): Set<string> {
  const out = new Set<string>();
  for (const file of project.files.filter((f) => f.fileType === 'rvi')) {
    for (const item of file.doc.items) {
      if (item.kind === 'command' && item.line.words[0]!.text === ':EvaluationMetrics') {
        for (const w of item.line.words.slice(1)) out.add(w.text);
      }
    }
  }
  return out;
}

/** Everything a calibration of `project` needs, checked: every problem at once. */
function plan(project: Project, setup: CalibrationSetup, where: string) {
  const problems: SetupProblem[] = [];
  const fail = (place: SetupProblem['place'], message: string) => problems.push({ place, message });
  const templates = templatesOf(project);
  const sitesByFile = new Map<ProjectFile, NamedSite[]>();
  const currents = new Map<string, number | null>();
  const names = new Set<string>();
  const at = (p: { place?: SetupProblem['place'] }) => p.place ?? { file: where, line: 0 };

  const place = (
    name: string,
    target: string | readonly string[] | undefined,
    p: { place?: SetupProblem['place'] },
  ) => {
    if (names.has(name)) fail(at(p), `${name} is named twice`);
    names.add(name);
    if (target === undefined) {
      if ([...templates.values()].some((text) => text.includes(name))) {
        currents.set(name, null);
        return;
      }
      // Not a placeholder: perhaps a one-word reference (AvgAnnualSnow).
      try {
        resolveReference(project, [name]);
        target = [name];
      } catch (error) {
        if (!(error instanceof TargetError)) throw error;
        const tpl = [...templates.keys()].map(
          (f) => relative(project.dir, f.path) + (f.template ? '' : '.tpl'),
        );
        const where = tpl.length
          ? `in no template (${tpl.join(', ')})`
          : 'no placeholder (the model has no .tpl template)';
        fail(at(p), `${name} is ${where}, and as a reference into the model: ${error.message}`);
        return;
      }
    }
    try {
      const resolved = resolveReference(project, words(target));
      for (const site of resolved.sites) {
        if (templates.has(site.file)) {
          fail(
            at(p),
            `${name}: ${siteLocation(site)} is a template's value: put a placeholder there instead`,
          );
          continue;
        }
        const list = sitesByFile.get(site.file) ?? [];
        const clash = list.find((s) => overlaps(s.site, site));
        if (clash) fail(at(p), `${name} and ${clash.name} set the same value (${siteLocation(site)})`);
        list.push({ site, name });
        sitesByFile.set(site.file, list);
      }
      currents.set(name, resolved.current);
    } catch (error) {
      if (!(error instanceof TargetError)) throw error;
      fail(at(p), `${name}: ${error.message}`);
    }
  };

  for (const p of setup.parameters) {
    if (!(p.low < p.high))
      fail(at(p), `${p.name}: the lower bound ${p.low} is not below the upper bound ${p.high}`);
    if ((p.transform === 'log10' || p.transform === 'ln') && p.low <= 0)
      fail(at(p), `${p.name}: a ${p.transform} transform needs bounds above 0`);
    place(p.name, p.target, p);
  }
  for (const t of setup.tied ?? []) {
    const known = new Set([...setup.parameters.map((p) => p.name), ...(setup.tied ?? []).map((x) => x.name)]);
    for (const o of t.of) if (!known.has(o)) fail(at(t), `${t.name}: unknown parameter ${o}`);
    place(t.name, t.target, t);
  }

  const start = setup.algorithm?.start ?? 'random';
  const initial = (p: ModelParameter): number | null => {
    const value = typeof p.init === 'number' ? p.init : (currents.get(p.name) ?? null);
    return value;
  };
  if (start === 'model') {
    for (const p of setup.parameters) {
      const v = initial(p);
      if (v === null)
        fail(at(p), `${p.name}: the model holds no number for it: give its initial value (init)`);
      else if (v < p.low || v > p.high) {
        const site =
          sitesByFile.size > 0
            ? [...sitesByFile.values()].flat().find((s) => s.name === p.name)?.site
            : undefined;
        fail(
          site ? { file: site.file.path, line: lineOf(site) } : at(p),
          `${p.name}: its initial value ${v} is outside its bounds [${p.low}, ${p.high}]`,
        );
      }
    }
  }

  // The objective.
  const terms: ObjectiveTerm[] = [];
  const given = setup.objective ?? [
    { metric: 'NASH_SUTCLIFFE', ...(setup.period && { series: 'CALIBRATION' }) },
  ];
  for (const term of given) {
    const metric = metricName(term.metric);
    if (metric === null) {
      fail(
        { file: where, line: 0 },
        `unknown metric ${term.metric} (Raven's :EvaluationMetrics: NASH_SUTCLIFFE, KLING_GUPTA, RMSE, PCT_BIAS …)`,
      );
      continue;
    }
    if (!term.sense && !metricSense(metric))
      fail({ file: where, line: 0 }, `${metric}: say whether it is maximised, minimised or brought to zero`);
    terms.push({ ...term, metric });
  }
  if (setup.parameters.length === 0) fail({ file: where, line: 0 }, 'no parameter to calibrate');

  return { problems, templates, sitesByFile, terms, initial };
}

function overlaps(a: Site, b: Site): boolean {
  return a.file === b.file && a.start < b.end && b.start < a.end;
}

function lineOf(site: Site): number {
  return Number(siteLocation(site).split(':').at(-1));
}

/** Calibrates a model directory (or its .rvi); continues the journal with `resume`. */
export async function calibrateModel(
  model: string,
  setup: CalibrationSetup,
  options: ModelCalibrationOptions = {},
): Promise<ModelCalibrationOutcome> {
  const project = await loadProject(model);
  const where = options.dir ?? modelCalibrationDir(project);
  const checked = plan(project, setup, join(project.dir, `${project.stem}.rvi`));
  if (checked.problems.length > 0) throw new CalibrationSetupError(checked.problems);

  const tied: TiedParameter[] = (setup.tied ?? []).map((t) => ({
    name: t.name,
    of: t.of,
    form: t.form,
    format: 'free',
    ...(t.place && { place: t.place }),
  }));
  const space = new SearchSpace(searchParameters(setup, checked.initial), tied, { kind: 'exact' });

  // The files the calibration writes.
  const files: ModelFile[] = [];
  for (const [file, text] of checked.templates) files.push(new ModelFile(file, project, [], text));
  for (const [file, sites] of checked.sitesByFile) files.push(new ModelFile(file, project, sites, null));
  const rviFile = project.files.find((f) => f.fileType === 'rvi' && !f.redirect)!;
  let rvi = files.find((f) => f.file === rviFile);
  if (!rvi) files.push((rvi = new ModelFile(rviFile, project, [], checked.templates.get(rviFile) ?? null)));
  const have = modelMetrics(project);
  const missing = [...new Set(checked.terms.map((t) => t.metric))].filter((m) => !have.has(m));
  rvi.addLines([
    '# added by rvkit calibrate to its work copies',
    ...(missing.length > 0 ? [`:EvaluationMetrics ${missing.join(' ')}`] : []),
    ...(setup.period ? [`:EvaluationPeriod CALIBRATION ${setup.period.start} ${setup.period.end}`] : []),
    ':SuppressOutput',
    ':SilentMode',
  ]);

  const runner = options.runner ?? localRunner(options.jobs);
  const jobs = Math.max(1, Math.floor(options.jobs ?? runner.slots));
  const algorithm = setup.algorithm ?? {};
  const kind = algorithm.kind ?? 'dds';
  const budget = algorithm.budget ?? (kind === 'dds' ? 1000 : 100);
  const width = kind !== 'dds' ? jobs : (algorithm.synchronous ?? jobs);
  const mode =
    kind !== 'dds'
      ? kind
      : width > 1 || algorithm.synchronous
        ? `pdds-${algorithm.synchronous ? 'sync' : 'async'}`
        : 'dds';
  const dir = resolve(where);
  const seed = algorithm.seed ?? journaledSeed(dir, options) ?? Math.floor(Date.now() / 1000) >>> 0;

  const makeAlgorithm = (): Algorithm => {
    const rng = new Rng(new GlibcRandom(seed));
    if (kind === 'lhs') return latinHypercube(space, rng, budget);
    if (kind === 'mc') return monteCarlo(space, rng, budget);
    const initial = space.initial(rng);
    const useInitial = algorithm.start === 'model';
    if (mode === 'dds') return new Dds(space, rng, { budget, r: algorithm.r, useInitial, initial });
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
  const evaluator = new RavenEvaluator(project, space, files, checked.terms, {
    workDir,
    exclude: [dir, workDir],
    run: { ...options.run, runner },
  });
  // Slots beyond the width would idle; a synchronous search uses at most its width.
  const slots = kind === 'dds' ? Math.min(jobs, mode === 'dds' ? 1 : width) : jobs;

  const digest = createHash('sha256');
  digest.update(
    JSON.stringify({
      setup: { ...setup, algorithm: { ...algorithm, seed: undefined } },
      terms: checked.terms,
    }),
  );
  for (const f of project.files) {
    const mf = files.find((m) => m.file === f);
    digest.update(mf ? mf.digestText() : f.text);
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
        width: kind === 'dds' ? width : 1,
        parameters: space.parameters.map((p) => p.name),
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
