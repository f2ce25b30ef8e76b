/**
 * `Emulator.run` (a loaded Config written to its work directory, then Raven) killed with SIGKILL at random
 * moments, Raven with it: the work directory held an earlier version of the model (a run of 365 days), and
 * after the next run's recovery its model files are all that version or all the new one (400 days), the copy
 * self-contained (the forcing from ../shared copied in), and nothing outside it changed (the model it was
 * loaded from included). Raven's `output/` is Raven's and left out.
 */
import { join } from 'node:path';
import '../../src/index.js';
import { Emulator } from '../../src/engine/emulator.js';
import { Config } from '../../src/models/sections/config.js';
import { killAll } from './harness.js';
import { killLoop } from './killLoop.js';
import { tinyCase } from './models.js';

afterAll(killAll);

/** The case: the model, and a work directory holding the 365-day version's files and outputs. */
async function emulatorCase(caseDir: string): Promise<void> {
  tinyCase(caseDir);
  const config = await Config.load(join(caseDir, 'model'));
  config.duration = 365;
  await new Emulator(config, join(caseDir, 'work'), 'tiny').run();
}

describe('Emulator.run under SIGKILL', () => {
  it('leaves the work directory old or new as a whole, after 50 kills', async () => {
    const r = await killLoop(
      { command: 'emulator', setup: emulatorCase, roots: ['work'], skip: ['output'], delayMs: 10 },
      50,
      120,
    );
    console.log(`Emulator.run: ${JSON.stringify({ ...r, failures: r.failures.length })}`);
    expect(r.failures).toEqual([]);
    expect(r.kills).toBeGreaterThanOrEqual(50);
    expect(r.rolledBack).toBeGreaterThan(0);
    expect(r.completed).toBeGreaterThan(0);
  }, 600_000);
});
