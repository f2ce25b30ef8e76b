/**
 * The management file's warnings against Raven itself: Salmon GR4J with :ApplyManagementOptimization, run by the
 * Raven built with lp_solve (scripts/install-engine-lpsolve.sh; the default engine stops before it reads the
 * .rvm, RV592). The unchanged copy has an .rvm of one comment and the same .rvt demands; the changed copy the
 * given .rvm lines.
 */
import { findLpSolveEngine } from '../../../src/engine/index.js';
import { SHORT_DAYS } from '../oracle/shorten.js';
import { CORPUS } from './harness.js';
import { ravenWarned, type Warned } from './ravenWarned.js';

/** The model the management tests change. */
export const MANAGED = CORPUS.salmonGr4j;
/** Its management file. */
export const RVM = `${MANAGED.stem}.rvm`;

/**
 * Two water demands on subbasin 1 (ID 7 "FarmerBob", then ID 11 "D1b" by Raven's defaults), of nothing, daily over
 * the shortened run (oracle/shorten.ts) and a little more.
 */
export const DEMANDS = [':IrrigationDemand 1 7 FarmerBob', ':IrrigationDemand 1']
  .map(
    (head) =>
      `${head}\n1954-01-01 00:00:00 1.0 ${SHORT_DAYS + 5}\n${'0.0\n'.repeat(SHORT_DAYS + 5)}:EndIrrigationDemand\n`,
  )
  .join('');

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** The .rvm lines of a constraint of one expression. */
export const constraint = (name: string, expression: string): string[] => [
  `:ManagementConstraint ${name}`,
  `  :Expression ${expression}`,
  ':EndManagementConstraint',
];

/**
 * Raven (with lp_solve) and rvkit on the model with these .rvm lines, and `rvt` appended to the .rvt of both;
 * `files` (name → text) beside the changed model's files.
 */
export function managementWarned(
  rvm: readonly string[],
  rvt = '',
  files: Readonly<Record<string, string>> = {},
): Promise<Warned> {
  const extra = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, bytes(text)]));
  return ravenWarned(
    MANAGED,
    [],
    { ...extra, [RVM]: bytes(`${rvm.join('\n')}\n`) },
    [
      { file: `${MANAGED.stem}.rvi`, from: /(:SoilModel[^\n]*\n)/, to: '$1:ApplyManagementOptimization\n' },
      ...(rvt ? [{ file: `${MANAGED.stem}.rvt`, from: /$/, to: `\n${rvt}` }] : []),
    ],
    { engine: findLpSolveEngine(), baseFiles: { [RVM]: bytes('# management\n') } },
  );
}
