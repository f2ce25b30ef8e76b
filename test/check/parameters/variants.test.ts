/**
 * The master list against Raven's own on .rvi variants of one model that, together, use every process
 * algorithm and every option value of the catalogue (both oracles: :CreateRVPTemplate and the noisy list).
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { masterParameterList } from '../../../src/check/parameters/masterList.js';
import { findEngine } from '../../../src/engine/index.js';
import { describeRvi } from './describeRvi.js';
import { ORACLE_MODELS, freshCopy, templateOf } from './oracle.js';
import { ravenMasterList, ravenTemplate } from './ravenLists.js';
import { VARIANTS, writeVariant } from './variants.js';

const raven = findEngine().path;
const base = ORACLE_MODELS.find((m) => m.label === 'corpus/sacsma');
if (!base) throw new Error('the SACSMA example is missing');
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

describe('master list equals Raven 4.12.1 on variants exercising every algorithm and option', () => {
  test.each(VARIANTS.map((v) => [v.name, v] as const))('%s', (_name, variant) => {
    const a = freshCopy(base);
    const b = freshCopy(base);
    cleanups.push(a.done, b.done);
    writeVariant(a.dir, base.stem, variant);
    writeVariant(b.dir, base.stem, variant);
    const ours = masterParameterList(describeRvi(join(a.dir, `${base.stem}.rvi`)));
    const template = ravenTemplate(raven, a.dir, base.stem);
    const noisy = ravenMasterList(raven, b.dir, base.stem);
    expect(noisy.length).toBeGreaterThan(0);
    expect(ours.map((p) => p.name)).toEqual(noisy);
    expect(templateOf(ours)).toEqual(template);
  });
});
