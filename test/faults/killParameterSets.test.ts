/**
 * `runParameterSets` (three members written while others run, each then run by Raven) killed with SIGKILL at
 * random moments, its Ravens with it: each member directory held an earlier set's files, and after the next
 * run's recovery each member is all the earlier set or all the new one, and nothing outside the work
 * directory changed. Raven's `output/` directories are Raven's and left out.
 */
import { join } from 'node:path';
import { runParameterSets } from '../../src/engine/parameterSets.js';
import { killAll } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { OLD_SETS, SALMON_NC } from './models.js';
import { parameterSetsConfig } from './symbolic.js';

afterAll(killAll);

async function setsCase(caseDir: string): Promise<void> {
  const config = await parameterSetsConfig(SALMON_NC);
  const outcomes = await runParameterSets(config, OLD_SETS, join(caseDir, 'work'), { modelname: 'salmon' });
  if (!outcomes.every((o) => o.ok)) throw new Error('the earlier sets did not run');
}

describe('runParameterSets under SIGKILL', () => {
  it('leaves each member old or new as a whole, after 50 kills', async () => {
    const roots = ['work/member001', 'work/member002', 'work/member003'];
    const r = await killLoop(
      { command: 'parameterSets', setup: setsCase, roots, skip: ['output'], delayMs: 5 },
      50,
      120,
    );
    expectHeld('runParameterSets', r, 50, 'mixed');
  }, 600_000);
});
