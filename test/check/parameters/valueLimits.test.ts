/**
 * Value limits: for every limit that stops Raven, a corpus model (Salmon HBV) with a value just outside stops
 * with Raven's message and our check reports it; with a value just inside (on the bound) Raven runs and our
 * check reports nothing.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { RELATION_LIMITS, VALUE_LIMITS } from '../../../grammar/parameters/index.js';
import type { ClassType } from '../../../grammar/parameters/index.js';
import { checkClassValues, checkParameterValue } from '../../../src/check/parameters/valueLimits.js';
import { findEngine } from '../../../src/engine/index.js';
import { ORACLE_MODELS, freshCopy } from './oracle.js';
import { rvpPath, runModel, shorten } from './rvpEdit.js';
import { setForAllClasses } from './rvpSet.js';

const raven = findEngine().path;
const model = ORACLE_MODELS.find((m) => m.label === 'benchmarking___InputFiles__Salmon_HBV');
if (!model) throw new Error('Salmon HBV is missing');
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

/** Runs the model with the values set for every class of the type. */
function runWith(classType: ClassType, values: Record<string, number>) {
  if (!model) throw new Error('unreachable');
  const copy = freshCopy(model);
  cleanups.push(copy.done);
  shorten(copy.dir, model.stem);
  const path = rvpPath(copy.dir, model.stem);
  writeFileSync(path, setForAllClasses(readFileSync(path, 'latin1'), classType, values), 'latin1');
  return runModel(raven, copy.dir, model.stem);
}

const stopping = VALUE_LIMITS.filter((l) => l.stops !== undefined);
const cases = stopping.flatMap((l) => {
  const out: [string, ClassType, string, number, boolean][] = [];
  if (l.max !== undefined) out.push([`${l.name} above ${l.max}`, l.classType, l.name, l.max + 0.01, true]);
  if (l.max !== undefined) out.push([`${l.name} at ${l.max}`, l.classType, l.name, l.max, false]);
  if (l.min !== undefined) out.push([`${l.name} below ${l.min}`, l.classType, l.name, l.min - 0.01, true]);
  if (l.min !== undefined) out.push([`${l.name} at ${l.min}`, l.classType, l.name, l.min, false]);
  return out;
});

describe('value limits agree with Raven 4.12.1', () => {
  test.each(cases)('%s', (_label, classType, name, value, outside) => {
    const reported = checkParameterValue(classType, name, value);
    const run = runWith(classType, { [name]: value });
    if (outside) {
      expect(reported.map((r) => r.severity)).toEqual(['error']);
      expect(run.completed).toBe(false);
      expect(run.errors.some((e) => e.includes(reported[0].message))).toBe(true);
    } else {
      expect(reported).toEqual([]);
      expect(run.errors).toEqual([]);
      expect(run.completed).toBe(true);
    }
  });

  test.each(RELATION_LIMITS.map((l) => [`${l.lower} above ${l.upper}`, l] as const))(
    '%s',
    (_label, limit) => {
      const outside = { [limit.lower]: 0.3, [limit.upper]: 0.29 };
      const inside = { [limit.lower]: 0.3, [limit.upper]: 0.3 };
      expect(checkClassValues(limit.classType, outside).map((r) => r.severity)).toEqual(['error']);
      expect(checkClassValues(limit.classType, inside)).toEqual([]);
      const bad = runWith(limit.classType, outside);
      expect(bad.completed).toBe(false);
      expect(bad.errors.some((e) => e.includes(limit.message))).toBe(true);
      const good = runWith(limit.classType, inside);
      expect(good.errors).toEqual([]);
      expect(good.completed).toBe(true);
    },
  );

  test('a limit Raven applies only to needed parameters is skipped otherwise', () => {
    expect(checkParameterValue('vegetation', 'RAIN_ICEPT_PCT', 2, false)).toEqual([]);
    expect(checkParameterValue('vegetation', 'RAIN_ICEPT_PCT', 2, true)).toHaveLength(1);
  });
});
