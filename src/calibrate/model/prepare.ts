/**
 * A model's calibration made ready: every parameter and tied value placed (a template's placeholder, or the
 * places of the value it sets), checked all at once (names, bounds, initial values, metrics), the search
 * space, and the files a run writes (the .rvi gets the metrics the objective needs, an evaluation period,
 * and for the search's runs :SuppressOutput and :SilentMode).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Project, ProjectFile } from '../../project/project.js';
import { CalibrationSetupError, type SetupProblem } from '../errors.js';
import type { TiedParameter } from '../parameters.js';
import { SearchSpace } from '../space.js';
import { ModelFile, type NamedSite } from './modelFiles.js';
import { metricName, metricSense, type ObjectiveTerm } from './objective.js';
import { lineStarts, positionAt } from '../../parser/positions.js';
import { TargetError, resolveReference, siteLocation, type Site } from './references.js';
import { searchParameters, type CalibrationSetup, type ModelParameter } from './setup.js';

/** The name of the evaluation period `period` adds to the runs. */
const PERIOD = 'CALIBRATION';

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
          site ? { file: site.file.path, ...positionOf(site) } : at(p),
          `${p.name}: its initial value ${v} is outside its bounds [${p.low}, ${p.high}]`,
        );
      }
    }
  }

  // The objective.
  const terms: ObjectiveTerm[] = [];
  // With an evaluation period, the terms read its rows (the warm-up left out) unless they name others.
  const given = (setup.objective ?? [{ metric: 'NASH_SUTCLIFFE' }]).map((t) =>
    setup.period && t.series === undefined ? { ...t, series: PERIOD } : t,
  );
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

/** A site's 1-based line and column in its file. */
function positionOf(site: Site): { line: number; column: number } {
  return positionAt(lineStarts(site.file.text), site.start);
}

/** A model's calibration, ready to run (or to export as an OSTRICH setup). */
export interface PreparedModel {
  readonly space: SearchSpace;
  /** The files a run writes, the .rvi among them. */
  readonly files: readonly ModelFile[];
  /** The objective's terms, with Raven's metric names. */
  readonly terms: readonly ObjectiveTerm[];
}

/** Checks a setup against a loaded model and prepares it; throws `CalibrationSetupError` with every problem. */
export function prepareModel(project: Project, setup: CalibrationSetup): PreparedModel {
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
  const files: ModelFile[] = [];
  for (const [file, text] of checked.templates) files.push(new ModelFile(file, project, [], text));
  for (const [file, sites] of checked.sitesByFile) files.push(new ModelFile(file, project, sites, null));
  const rviFile = project.files.find((f) => f.fileType === 'rvi' && !f.redirect)!;
  let rvi = files.find((f) => f.file === rviFile);
  if (!rvi) files.push((rvi = new ModelFile(rviFile, project, [], checked.templates.get(rviFile) ?? null)));
  const have = modelMetrics(project);
  const missing = [...new Set(checked.terms.map((t) => t.metric))].filter((m) => !have.has(m));
  rvi.addLines(
    [
      '# added by rvkit calibrate to the copies it runs',
      ...(missing.length > 0 ? [`:EvaluationMetrics ${missing.join(' ')}`] : []),
      ...(setup.period ? [`:EvaluationPeriod ${PERIOD} ${setup.period.start} ${setup.period.end}`] : []),
    ],
    [':SuppressOutput', ':SilentMode'],
  );
  return { space, files, terms: checked.terms };
}
