/**
 * The master list of required parameters, against Raven's own (:CreateRVPTemplate and the noisy-mode list of
 * RVPParameterWarning) on every runnable corpus model.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { masterParameterList } from '../../../src/check/parameters/masterList.js';
import { findEngine } from '../../../src/engine/index.js';
import { describeRvi } from './describeRvi.js';
import { ORACLE_MODELS, freshCopy, templateOf } from './oracle.js';
import { ravenMasterList, ravenTemplate } from './ravenLists.js';

const raven = findEngine().path;
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

describe('master list of required parameters equals Raven 4.12.1 on the corpus', () => {
  test.each(ORACLE_MODELS.map((m) => [m.label, m] as const))('%s', (_label, model) => {
    const a = freshCopy(model);
    const b = freshCopy(model);
    cleanups.push(a.done, b.done);
    const ours = masterParameterList(describeRvi(join(a.dir, `${model.stem}.rvi`)));
    const template = ravenTemplate(raven, a.dir, model.stem);
    const noisy = ravenMasterList(raven, b.dir, model.stem);
    expect(noisy.length).toBeGreaterThan(0);
    expect(ours.map((p) => p.name)).toEqual(noisy);
    expect(templateOf(ours)).toEqual(template);
  });
});
