/**
 * OSTRICH's result files, written as OSTRICH writes them so that the scripts that read them keep working:
 * OstModel0.txt (a row per evaluation: run, objective, parameters; src/Model.cpp Write) and OstOutput0.txt
 * (the setup, the record of each new best, then "Optimal Parameter Set" with the objective and every
 * parameter; src/WriteUtility.cpp).
 */
import { formatE } from '../cFormat.js';
import { entryCost, type JournalEntry } from '../journal.js';
import type { SearchSpace } from '../space.js';

/** OSTRICH's worst objective (DBL_MAX), written for an evaluation that failed. */
const WORST = Number.MAX_VALUE;

/** What the result files need to know of the calibration. */
export interface OstrichFilesContext {
  readonly space: SearchSpace;
  /** NumDigitsOfPrecision: digits of the objective in OstModel0.txt. */
  readonly precision: number;
  /** Response variables OstModel0.txt reports (OSTRICH's augmented ones), by name. */
  readonly augmented: readonly string[];
}

/** The header line of OstModel0.txt. */
export function ostModelHeader(context: OstrichFilesContext): string {
  const names = [...context.augmented, ...context.space.parameters.map((p) => p.name)];
  return `Run   obj.function   ${names.map((n) => `${n.padEnd(12)}  `).join('')}\n`;
}

/** The row of OstModel0.txt for an evaluation that was the `run`-th to end. */
export function ostModelRow(context: OstrichFilesContext, run: number, entry: JournalEntry): string {
  const cost = entryCost(entry);
  const objective = formatE(Number.isFinite(cost) ? cost : WORST, context.precision);
  const responses = context.augmented.map((name) => `${formatE(entry.responses[name] ?? NaN)}  `).join('');
  const params = context.space
    .outputs(entry.x)
    .map((v) => `${formatE(v)}  `)
    .join('');
  return `${String(run).padEnd(4)}  ${objective}  ${responses}${params}\n`;
}

/** The whole OstModel0.txt of a list of evaluations in the order they ended. */
export function ostModelText(context: OstrichFilesContext, entries: readonly JournalEntry[]): string {
  return ostModelHeader(context) + entries.map((e, i) => ostModelRow(context, i + 1, e)).join('');
}

/** What OstOutput0.txt says about the run. */
export interface OstOutputSummary {
  readonly algorithm: string;
  readonly modelCommand: string;
  readonly objectiveName: string;
  readonly seed: number;
  readonly tiedCount: number;
  readonly budget: number;
  readonly r: number;
  /** Lines of the objective's own setup (GCOP's response variables, penalty). */
  readonly objectiveSetup: readonly string[];
}

/** OstOutput0.txt: the setup, each new best as it was found, the optimal parameter set, the metrics. */
export function ostOutputText(
  context: OstrichFilesContext,
  summary: OstOutputSummary,
  entries: readonly JournalEntry[],
): string {
  const { space } = context;
  const names = space.parameters.map((p) => `${p.name.padEnd(12)}  `).join('');
  const lines: string[] = [
    '--------------------------------------------------------------------------',
    ' Written by rvkit calibrate, in the format of OSTRICH (DOI-BOR/ostrich).',
    '--------------------------------------------------------------------------',
    '',
    'Ostrich Setup',
    `Model                  : ${summary.modelCommand}`,
    `Algorithm              : ${summary.algorithm}`,
    `Objective Function     : ${summary.objectiveName}`,
    `Number of Parameters   : ${space.parameters.length}`,
    `Number of Tied Params  : ${summary.tiedCount}`,
    'Number of Observations : 0',
    `Seed for Random Nums.  : ${summary.seed}`,
    ...summary.objectiveSetup,
    '',
    'Ostrich Run Record',
    `trial    best fitness   ${names} trials remaining`,
  ];
  let best = Infinity;
  const searched = entries.filter((e) => !e.final);
  searched.forEach((e, n) => {
    const cost = entryCost(e);
    if (n > 0 && !(cost <= best)) return;
    best = cost;
    const params = space
      .outputs(e.x)
      .map((v) => `${formatE(v)}  `)
      .join('');
    lines.push(`${String(e.i).padEnd(4)}  ${formatE(cost)}  ${params}${formatE(summary.budget - e.i)}`);
  });
  const final = entries.find((e) => e.final) ?? searched.at(-1);
  if (final) {
    const bestEntry = searched.reduce((a, e) => (entryCost(e) <= entryCost(a) ? e : a), searched[0]!);
    const values = space.values(bestEntry.x);
    const outputs = space.outputs(bestEntry.x);
    lines.push(
      '',
      'Optimal Parameter Set',
      `Objective Function : ${formatE(entryCost(bestEntry))}`,
      ...space.parameters.map((p, i) => `${p.name.padEnd(18)} : ${formatE(outputs[i]!)}`),
      ...space.tied.map((t) => `${t.name.padEnd(18)} : ${formatE(values.get(t.name)!)}`),
    );
  }
  lines.push(
    '',
    'Algorithm Metrics',
    `Algorithm               : ${summary.algorithm}`,
    'Desired Convergence Val : N/A',
    'Actual Convergence Val  : N/A',
    `Max Generations         : ${summary.budget}`,
    `Actual Generations      : ${searched.length}`,
    `Peterbation Value       : ${summary.r.toFixed(6)}`,
    `Total Evals             : ${entries.length}`,
    'Telescoping Strategy    : none',
    'Algorithm successfully converged on a solution, however more runs may be needed',
  );
  return lines.join('\n') + '\n';
}
