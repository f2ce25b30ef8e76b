/**
 * The management file's warnings against Raven itself: Salmon GR4J with :ApplyManagementOptimization, run by the
 * Raven built with lp_solve (scripts/install-engine-lpsolve.sh; the default engine stops before it reads the
 * .rvm, RV592). The unchanged copy has an .rvm of one comment and the same .rvt demands; the changed copy the
 * given .rvm lines.
 */
import { findLpSolveEngine } from '../../../src/engine/index.js';
import { SHORT_DAYS } from '../oracle/shorten.js';
import { CORPUS, type Replace } from './harness.js';
import { ravenAndRvkit } from './ravenRan.js';
import { ravenWarned, type Warned } from './ravenWarned.js';

/** The model the management tests change. */
export const MANAGED = CORPUS.salmonGr4j;
/** Its management file. */
export const RVM = `${MANAGED.stem}.rvm`;

/** Water demands of nothing (one :IrrigationDemand per head line), daily over the shortened run (oracle/shorten.ts) and a little more. */
export const demandSeries = (heads: readonly string[]): string =>
  heads
    .map(
      (head) =>
        `${head}\n1954-01-01 00:00:00 1.0 ${SHORT_DAYS + 5}\n${'0.0\n'.repeat(SHORT_DAYS + 5)}:EndIrrigationDemand\n`,
    )
    .join('');

/** Two water demands on subbasin 1 (ID 7 "FarmerBob", then ID 11 "D1b" by Raven's defaults). */
export const DEMANDS = demandSeries([':IrrigationDemand 1 7 FarmerBob', ':IrrigationDemand 1']);

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** The .rvm lines of a constraint of one expression. */
export const constraint = (name: string, expression: string): string[] => [
  `:ManagementConstraint ${name}`,
  `  :Expression ${expression}`,
  ':EndManagementConstraint',
];

/**
 * A second subbasin (ID 2 "upper", an outlet of its own, with HRU 2) that :DisableSubBasinGroup disables, and the
 * :AvgAnnualRunoff Raven then needs: edits for both copies (`common`). (Draining into subbasin 1, the disabled
 * subbasin makes the optimisation infeasible: "Problem is over-constrained".)
 */
export const DISABLED_SUBBASIN: readonly Replace[] = [
  {
    file: `${MANAGED.stem}.rvh`,
    from: /(\n\s*1,\s*gr4j-salmon,[^\n]*\n)/,
    to: '$1            2,         upper,            -1,   NONE,       _AUTO,     0\n',
  },
  {
    file: `${MANAGED.stem}.rvh`,
    from: ':EndHRUs',
    to:
      '            2, 100.0,     843.0,  54.4848, -123.3659,        2,        LU_ALL,   VEG_ALL,   DEFAULT_P,          [NONE],        [NONE],     0,      0\n' +
      ':EndHRUs\n:SubBasinGroup Upper\n  2\n:EndSubBasinGroup\n:DisableSubBasinGroup Upper\n',
  },
  { file: `${MANAGED.stem}.rvp`, from: /$/, to: '\n:AvgAnnualRunoff 500\n' },
];

/**
 * Raven (with lp_solve) and rvkit on the model with these .rvm lines, and `rvt` appended to the .rvt of both;
 * `common` edits both copies, `edits` the changed one only, `files` (name → text) sit beside the changed model's files.
 */
export function managementWarned(
  rvm: readonly string[],
  rvt = '',
  more: {
    readonly common?: readonly Replace[];
    readonly edits?: readonly Replace[];
    readonly files?: Readonly<Record<string, string>>;
  } = {},
): Promise<Warned> {
  const extra = Object.fromEntries(
    Object.entries(more.files ?? {}).map(([name, text]) => [name, bytes(text)]),
  );
  return ravenWarned(
    MANAGED,
    more.edits ?? [],
    { ...extra, [RVM]: bytes(`${rvm.join('\n')}\n`) },
    [
      { file: `${MANAGED.stem}.rvi`, from: /(:SoilModel[^\n]*\n)/, to: '$1:ApplyManagementOptimization\n' },
      ...(rvt ? [{ file: `${MANAGED.stem}.rvt`, from: /$/, to: `\n${rvt}` }] : []),
      ...(more.common ?? []),
    ],
    { engine: findLpSolveEngine(), baseFiles: { [RVM]: bytes('# management\n') } },
  );
}

/**
 * Raven (with lp_solve) and rvkit on the model with :ApplyManagementOptimization, these .rvm lines and edits:
 * whether Raven stopped, its ERROR lines and rvkit's findings of rule `code` (`file:line:col: severity: message`).
 */
export async function managementRan(
  rvm: readonly string[],
  edits: readonly Replace[],
  code: string,
): Promise<{ fails: boolean; errors: readonly string[]; shown: readonly string[] }> {
  const { raven, diagnostics, where } = await ravenAndRvkit(
    MANAGED,
    [
      { file: `${MANAGED.stem}.rvi`, from: /(:SoilModel[^\n]*\n)/, to: '$1:ApplyManagementOptimization\n' },
      ...edits,
    ],
    { [RVM]: bytes(`${rvm.join('\n')}\n`) },
    findLpSolveEngine(),
  );
  const found = diagnostics.filter((d) => d.code === code);
  return {
    fails: raven.fails,
    errors: raven.errors,
    shown: found.map((d) => `${where(d)}: ${d.severity}: ${d.message}`),
  };
}
