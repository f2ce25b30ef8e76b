/**
 * The missing values the checker predicts are exactly the ones Raven 4.12.1 reports, class by class, on the
 * .rvi variants that together use every process algorithm and option value (run with the SACSMA example's
 * .rvp, which gives only what SACSMA needs). A variant Raven stops on for another reason before it checks the
 * parameters is left out of the comparison; the test asserts that most are compared.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { ModelFacts } from '../../../src/facts/facts.js';
import { missingValues } from '../../../src/check/parameters/missingValues.js';
import { findEngine } from '../../../src/engine/index.js';
import { loadProject } from '../../../src/project/load.js';
import { ORACLE_MODELS, freshCopy } from './oracle.js';
import { runModel, shorten } from './rvpEdit.js';
import { VARIANTS, writeVariant } from './variants.js';

const raven = findEngine().path;
const base = ORACLE_MODELS.find((m) => m.label === 'corpus/sacsma');
if (!base) throw new Error('the SACSMA example is missing');
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

/** Raven's messages for a missing value, as `type NAME [class]`. */
const RAVEN_MISSING: readonly [RegExp, string][] = [
  [/required soil property (\S+) not included in \.rvp file for class (\S+)/, 'soil'],
  [/required vegetation property (\S+) not included in \.rvp file for vegetation class (\S+)/, 'vegetation'],
  [
    /required land use\/land type property (\S+) not included in \.rvp file for land use class (\S+)/,
    'landuse',
  ],
  [/required terrain property (\S+) not included in \.rvp file for terrain class (\S+)/, 'terrain'],
  [/required global parameter (\S+) not included/, 'global'],
  // AIRSNOW_COEFF and MOHYSE_PET_COEFF, whose template is "compute" though Raven cannot compute them.
  [/A required parameter (\S+?)is missing/, 'global'],
];

function ravenMissing(errors: readonly string[]): string[] {
  const out = new Set<string>();
  for (const e of errors) {
    for (const [re, type] of RAVEN_MISSING) {
      const m = re.exec(e);
      if (m) out.add([type, ...m.slice(1)].join(' '));
    }
  }
  return [...out].sort();
}

const compared: string[] = [];

describe('missing values equal Raven 4.12.1 on variants exercising every algorithm and option', () => {
  test.each(VARIANTS.map((v) => [v.name, v] as const))('%s', async (_name, variant) => {
    const copy = freshCopy(base);
    cleanups.push(copy.done);
    writeVariant(copy.dir, base.stem, variant);
    shorten(copy.dir, base.stem);
    const run = runModel(raven, copy.dir, base.stem);
    const facts = new ModelFacts(await loadProject(copy.dir, { stem: base.stem }));
    const ours = missingValues(facts)
      .filter((m) => !m.unknown)
      .flatMap((m) =>
        m.classType === 'global'
          ? [`global ${m.field}`]
          : m.classes.map((c) => `${m.classType} ${m.requirement.name.toUpperCase()} ${c.name.text}`),
      )
      .sort();
    const theirs = ravenMissing(run.errors);
    // Raven reached its parameter check: it reported a missing value, or it got past the input files.
    const reached =
      theirs.length > 0 || run.completed || run.errors.some((e) => /Errors found in input data/.test(e));
    if (!reached) {
      // Stopped earlier (a forcing the variant lacks): nothing to compare, and nothing predicted either.
      expect(ours).toEqual([]);
      return;
    }
    compared.push(variant.name);
    expect(ours).toEqual(theirs);
  });

  test('compares most variants', () => {
    expect(compared.length).toBeGreaterThanOrEqual(70);
  });
});
