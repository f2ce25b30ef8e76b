/**
 * The checker's ModelDescription, built from a loaded model's facts in Raven's reading order, is the one the
 * test adapter reads from the .rvi text (describeRvi), whose master lists the oracle tests prove equal to
 * Raven's own, on every runnable corpus model.
 */
import { join } from 'node:path';
import { ModelFacts } from '../../../src/facts/facts.js';
import { describeModel } from '../../../src/check/parameters/fromFacts.js';
import { loadProject } from '../../../src/project/load.js';
import { describeRvi } from './describeRvi.js';
import { ORACLE_MODELS, freshCopy } from './oracle.js';

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

describe('describeModel (from the checker facts)', () => {
  test.each(ORACLE_MODELS.map((m) => [m.label, m] as const))('%s', async (_label, model) => {
    const copy = freshCopy(model);
    cleanups.push(copy.done);
    const facts = new ModelFacts(await loadProject(copy.dir, { stem: model.stem }));
    const desc = describeModel(facts);
    const expected = describeRvi(join(copy.dir, `${model.stem}.rvi`));
    expect(desc.processes).toEqual(expected.processes);
    expect(desc.options).toEqual(expected.options);
    expect(desc.stateVariables).toEqual(expected.stateVariables);
    expect(desc.processes.length).toBeGreaterThan(0);
    // Built once per model.
    expect(describeModel(facts)).toBe(desc);
  });
});
