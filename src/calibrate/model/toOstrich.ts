/**
 * `rvkit calibrate --to-ostrich DIR`: an rvkit calibration written as an OSTRICH setup, for people who must
 * keep OSTRICH. DIR gets ostIn.txt, a template per written file (`%name%` placeholders where the values
 * go), `model/` (a copy of the model, with the lines the runs need added to its .rvi) and run-raven.sh, the
 * model program. The objective becomes response variables read from Diagnostics.csv (their rows and
 * columns found by one run of the model) tied by a weighted sum: OSTRICH's GCOP. Values are written with 17
 * significant digits (NumDigitsOfPrecision 16), so OSTRICH's runs read the very numbers rvkit's would.
 */
import { chmod, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { findEngine } from '../../engine/discovery.js';
import { readDiagnostics } from '../../output/diagnostics.js';
import { runPrefix } from '../../output/outputFiles.js';
import { loadProject } from '../../project/load.js';
import { readRunName } from '../../engine/runName.js';
import { CalibrationSetupError, ModelRefusedError } from '../errors.js';
import type { TiedForm } from '../parameters.js';
import { metricSense } from './objective.js';
import { prepareModel } from './prepare.js';
import { RavenEvaluator } from './ravenEvaluator.js';
import type { CalibrationSetup } from './setup.js';

/** Options of the export. */
export interface ToOstrichOptions {
  /** The Raven executable the model program runs (default the one rvkit finds). */
  readonly raven?: string;
  /** ParallelDDS with this many workers (default DDS, serial). */
  readonly jobs?: number;
}

function formWords(form: TiedForm): string {
  switch (form.kind) {
    case 'linear1':
      return `linear ${form.c1} ${form.c0}`;
    case 'linear2':
      return `linear ${form.c3} ${form.c2} ${form.c1} ${form.c0}`;
    case 'ratio':
      return `ratio ${form.c3} ${form.c2} ${form.c1} ${form.c0}`;
    case 'wsum':
      return `wsum ${form.weights.join(' ')}`;
    case 'exp':
      return `exp ${form.base ?? 'exp'} ${form.c2} ${form.c1} ${form.c0}`;
    case 'log':
      return `log ${form.base ?? 'ln'} ${form.c3} ${form.c2} ${form.c1} ${form.c0}`;
    case 'constant':
      return String(form.value);
  }
}

/** Writes the OSTRICH setup of a calibration into `dir`; returns the path of its ostIn.txt. */
export async function writeOstrichSetup(
  model: string,
  setup: CalibrationSetup,
  dir: string,
  options: ToOstrichOptions = {},
): Promise<string> {
  const project = await loadProject(model);
  const { space, files, terms } = prepareModel(project, setup);
  const out = resolve(dir);
  const raven = options.raven ?? findEngine().path;
  const algorithm = setup.algorithm ?? {};
  const refuse = (message: string) => new CalibrationSetupError([{ place: null, message }]);
  if (algorithm.kind === 'lhs' || algorithm.kind === 'mc')
    throw refuse(`--to-ostrich writes DDS setups, not ${algorithm.kind} samples`);
  for (const term of terms) {
    if ((term.sense ?? metricSense(term.metric)) === 'zero') {
      throw refuse(`${term.metric}: OSTRICH's weighted sum cannot bring a value to zero (use ABS_PCT_BIAS)`);
    }
  }

  // One run of the model (every value in the middle of its bounds) shows where Diagnostics.csv has each term.
  const probe = join(out, '.rvkit-probe');
  const evaluator = new RavenEvaluator(project, space, files, terms, {
    workDir: probe,
    exclude: [out, probe],
  });
  await evaluator.prepare(0);
  const mid = space.low.map((low, i) => (low + space.high[i]!) / 2);
  const run = await evaluator.evaluate(0, mid);
  if (!run.ok)
    throw new ModelRefusedError(`the model failed: ${run.error ?? ''}`, (run.error ?? '').split('\n'), probe);
  const rvi = files.find((f) => f.file.fileType === 'rvi' && !f.file.redirect)!;
  const runName = readRunName(rvi.render(space.texts(mid), 'work'));
  const diagnosticsName = `${runPrefix(runName)}Diagnostics.csv`;
  const table = readDiagnostics(
    await readFile(join(evaluator.slotDir(0), evaluator.output, diagnosticsName), 'utf8'),
  );
  await rm(probe, { recursive: true, force: true });
  const header = Object.keys(table).filter((k) => k.trim() !== '');
  const series = table['observed_data_series'] as string[];

  // Placeholders no template text holds already, none inside another.
  const names = [...space.parameters.map((p) => p.name), ...space.tied.map((t) => t.name)];
  const placeholder = new Map(names.map((n) => [n, `%${n}%`]));
  const texts = new Map(names.map((n) => [n, placeholder.get(n)!]));

  await mkdir(join(out, 'model'), { recursive: true });
  await cp(project.dir, join(out, 'model'), {
    recursive: true,
    filter: (source) =>
      !resolve(source).startsWith(join(project.dir, 'calibration')) && resolve(source) !== out,
  });
  const pairs: string[] = [];
  for (const f of files) {
    const text = f.render(texts, 'work');
    if (!f.varies) {
      await writeFile(join(out, 'model', f.rel), text, 'latin1');
      continue;
    }
    const plain = f.render(new Map(names.map((n) => [n, '0'])), 'work');
    for (const [name, ph] of placeholder)
      if (plain.includes(ph)) throw refuse(`${f.rel} holds ${ph} already: rename ${name}`);
    const template = `${f.rel.replace(/[/\\]/g, '_')}.tpl`;
    await writeFile(join(out, template), text, 'latin1');
    await rm(join(out, 'model', f.rel), { force: true });
    await rm(join(out, 'model', `${f.rel}.tpl`), { force: true });
    pairs.push(`  ${template} ; model/${f.rel}`);
  }

  // Responses: one per term and row, weighted into the cost (GCOP's cost function).
  const responses: string[] = [];
  const weights: number[] = [];
  for (const term of terms) {
    const sense = term.sense ?? metricSense(term.metric);
    const column = header.indexOf(`DIAG_${term.metric}`) + 1;
    const rows = series.flatMap((s, i) =>
      term.series === undefined || s === term.series || s.includes(term.series) ? [i + 1] : [],
    );
    for (const row of rows) {
      responses.push(
        `  R${responses.length + 1}  ./model/output/${diagnosticsName};  OST_NULL  ${row}  ${column}  ','   # ${term.metric} of ${series[row - 1]}`,
      );
      weights.push((term.weight ?? 1) * (sense === 'max' ? -1 : 1));
    }
  }

  const parallel = (options.jobs ?? 1) > 1 || algorithm.synchronous !== undefined;
  const seed = algorithm.seed ?? Math.floor(Date.now() / 1000) >>> 0;
  const paramLines = space.parameters.map((p) => {
    const init = p.init === 'random' ? 'random' : String(p.init);
    return `  ${placeholder.get(p.name)}  ${init}  ${p.low}  ${p.high}  none  ${p.transforms.ost}  none  free`;
  });
  const tiedLines = space.tied.map(
    (t) =>
      `  ${placeholder.get(t.name)}  ${t.of.length}  ${t.of.map((o) => placeholder.get(o)).join(' ')}  ${formWords(t.form)}  free`,
  );
  const ostIn = [
    `# OSTRICH setup written by rvkit calibrate --to-ostrich from ${relative(out, project.dir) || '.'}`,
    `ProgramType         ${parallel ? 'ParallelDDS' : 'DDS'}`,
    'ObjectiveFunction   GCOP',
    'ModelExecutable     ./run-raven.sh',
    'ModelSubdir         processor_',
    `RandomSeed          ${seed}`,
    '# 17 significant digits: the model reads the numbers the search made',
    'NumDigitsOfPrecision 16',
    ...(algorithm.synchronous !== undefined ? ['SynchReceives       yes'] : []),
    '',
    'BeginExtraDirs',
    'model',
    'EndExtraDirs',
    '',
    'BeginFilePairs',
    ...pairs,
    'EndFilePairs',
    '',
    'BeginParams',
    '  #name  init  low  high  tx_in  tx_ost  tx_out  format',
    ...paramLines,
    'EndParams',
    '',
    ...(tiedLines.length > 0 ? ['BeginTiedParams', ...tiedLines, 'EndTiedParams', ''] : []),
    'BeginResponseVars',
    '  #name  file;  keyword  line  column  token',
    ...responses,
    'EndResponseVars',
    '',
    'BeginTiedRespVars',
    `  Cost  ${weights.length}  ${weights.map((_, i) => `R${i + 1}`).join(' ')}  wsum  ${weights.join(' ')}`,
    'EndTiedRespVars',
    '',
    'BeginGCOP',
    '  CostFunction Cost',
    '  PenaltyFunction APM',
    'EndGCOP',
    '',
    `Begin${parallel ? 'ParallelDDSAlg' : 'DDSAlg'}`,
    `  PerturbationValue ${algorithm.r ?? 0.2}`,
    `  MaxIterations ${algorithm.budget ?? (algorithm.kind === 'dds' || algorithm.kind === undefined ? 1000 : 100)}`,
    `  ${algorithm.start === 'model' ? 'UseInitialParamValues' : 'UseRandomParamValues'}`,
    `End${parallel ? 'ParallelDDSAlg' : 'DDSAlg'}`,
    '',
  ].join('\n');
  await writeFile(join(out, 'ostIn.txt'), ostIn);
  const script = join(out, 'run-raven.sh');
  await writeFile(
    script,
    `#!/bin/sh\n# The model program OSTRICH runs in each processor_N directory.\ncd model && exec "${raven}" ${project.stem} -o output/\n`,
  );
  await chmod(script, 0o755);
  return join(out, 'ostIn.txt');
}
