/** The calibration plot of a calibration directory (or of a model or OSTRICH setup holding one). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CALIBRATION_FILES, entryCost, readJournal } from '../../calibrate/index.js';
import { calibrationSpec } from '../../plot/calibration.js';
import type { PlotSpec } from '../../plot/spec.js';
import { NothingToPlot, runHydrograph } from './hydrographOf.js';

/** The journal's algorithm names, for people. */
const ALGORITHMS: Record<string, string> = {
  dds: 'DDS',
  'dds-async': 'parallel DDS (asynchronous)',
  'dds-sync': 'parallel DDS (synchronous)',
  'pdds-async': "OSTRICH's parallel DDS (asynchronous)",
  'pdds-sync': "OSTRICH's parallel DDS (synchronous)",
  lhs: 'Latin hypercube sample',
  mc: 'Monte Carlo sample',
};

/** The calibration directory `dir` names: itself, or its `calibration/`. */
export function calibrationDirOf(dir: string): string | null {
  for (const candidate of [dir, join(dir, 'calibration')]) {
    if (existsSync(join(candidate, CALIBRATION_FILES.journal))) return candidate;
  }
  return null;
}

/** The plot of a calibration, with the best run's hydrograph when its outputs are there. */
export async function calibrationPlot(dir: string): Promise<PlotSpec> {
  const calibration = calibrationDirOf(dir);
  if (calibration === null)
    throw new NothingToPlot(`no calibration journal in ${dir} (nor in ${join(dir, 'calibration')})`);
  const { header, entries } = await readJournal(join(calibration, CALIBRATION_FILES.journal));
  const evaluations = entries
    .filter((e) => !e.final)
    .map((e) => {
      const cost = entryCost(e);
      return {
        evaluation: e.i,
        cost: Number.isFinite(cost) ? cost : null,
        values: e.values ?? Object.fromEntries(header.parameters.map((p, k) => [p, e.x[k]!])),
      };
    });
  if (evaluations.length === 0)
    throw new NothingToPlot(`the calibration in ${calibration} has no evaluation yet`);
  const best = join(calibration, 'work', 'best', 'output');
  const hydrograph = existsSync(best)
    ? await runHydrograph(best, null, []).then(
        (p) => p.spec,
        () => undefined,
      )
    : undefined;
  const done = entries.some((e) => e.final);
  return calibrationSpec(
    {
      evaluations,
      parameters: header.parameters,
      objective: header.objective ?? { label: 'cost', sign: 1 },
      title: `Calibration: ${ALGORITHMS[header.algorithm] ?? header.algorithm}, ${evaluations.length} of ${header.budget} evaluations${done ? '' : ' (under way)'}`,
    },
    hydrograph,
  );
}
