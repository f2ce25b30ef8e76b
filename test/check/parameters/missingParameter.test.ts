/**
 * A parameter left out of the .rvp: Raven stops exactly when our tables say "error", and names the
 * parameter; otherwise the run completes (the value is computed or defaulted). Every master-list parameter
 * that a sample of corpus models gives in a parameter list or a :GlobalParameter line is tried in turn.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parameterRequirements } from '../../../src/check/parameters/requirements.js';
import { findEngine } from '../../../src/engine/index.js';
import { describeRvi } from './describeRvi.js';
import { ORACLE_MODELS, freshCopy } from './oracle.js';
import type { OracleModel } from './oracle.js';
import { dropParameter, rvpHas, rvpPath, runModel, shorten } from './rvpEdit.js';

const raven = findEngine().path;
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

const SAMPLE = [
  'benchmarking___InputFiles__Salmon_HBV',
  'benchmarking___InputFiles__Salmon_HMETS',
  'benchmarking___InputFiles__Irondequoit',
  'raven-gr4j-cemaneige',
  'raven-mohyse',
  'corpus/hypr',
  'corpus/sacsma',
];

/** (model, parameter) pairs: master-list entries the model's .rvp gives explicitly. */
function cases(): [string, OracleModel, string, string, string][] {
  const out: [string, OracleModel, string, string, string][] = [];
  for (const label of SAMPLE) {
    const model = ORACLE_MODELS.find((m) => m.label === label);
    if (!model) throw new Error(`no model ${label}`);
    const probe = freshCopy(model);
    cleanups.push(probe.done);
    const rvp = readFileSync(rvpPath(probe.dir, model.stem), 'latin1');
    const seen = new Set<string>();
    for (const req of parameterRequirements(describeRvi(join(probe.dir, `${model.stem}.rvi`)))) {
      const key = `${req.classType} ${req.name}`;
      if (seen.has(key) || !rvpHas(rvp, req.classType, req.name)) continue;
      seen.add(key);
      out.push([`${label}: ${key} (${req.ifMissing})`, model, req.classType, req.name, req.ifMissing]);
    }
  }
  return out;
}

describe('a parameter missing from the .rvp stops Raven 4.12.1 exactly when the tables say error', () => {
  const all = cases();
  test('the sample tries parameters of every outcome', () => {
    expect(all.filter((c) => c[4] === 'error').length).toBeGreaterThan(10);
    expect(all.filter((c) => c[4] !== 'error').length).toBeGreaterThan(10);
  });
  test.each(all)('%s', (_label, model, classType, name, outcome) => {
    const copy = freshCopy(model);
    cleanups.push(copy.done);
    shorten(copy.dir, model.stem);
    const path = rvpPath(copy.dir, model.stem);
    writeFileSync(path, dropParameter(readFileSync(path, 'latin1'), classType as never, name), 'latin1');
    const run = runModel(raven, copy.dir, model.stem);
    if (outcome === 'error') {
      expect(run.completed).toBe(false);
      expect(run.errors.some((e) => e.includes(name))).toBe(true);
    } else {
      expect(run.errors).toEqual([]);
      expect(run.completed).toBe(true);
    }
  });
});
