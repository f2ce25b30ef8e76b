/**
 * `Emulator.run` (a loaded Config written to its work directory, then Raven) killed with SIGKILL at random
 * moments, Raven with it: the work directory held an earlier version of the model (a run of 365 days), and
 * after the next run's recovery its model files are all that version or all the new one (editTiny: three
 * files change), the copy
 * self-contained (the forcing from ../shared copied in), and nothing outside it changed (the model it was
 * loaded from included). Raven's `output/` is Raven's and left out. Then the same into a work directory that
 * does not exist yet, which is made whole beside its place and renamed into it (no journal): after the
 * recovery of its parent, there is no work directory or the whole new one.
 */
import '../../src/index.js';
import { killAll } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { emulatedCase } from './emulated.js';
import { tinyCase } from './models.js';

afterAll(killAll);

/** The case: the model, and a work directory holding the 365-day version's files and outputs. */
const emulatorCase = (caseDir: string) => emulatedCase(caseDir, 365);

describe('Emulator.run under SIGKILL', () => {
  it('leaves the work directory old or new as a whole, after 50 kills', async () => {
    const r = await killLoop(
      { command: 'emulator', setup: emulatorCase, roots: ['work'], skip: ['output'], delayMs: 10 },
      50,
      120,
    );
    expectHeld('Emulator.run', r, 50, 'journaled');
  }, 600_000);
});

describe('Emulator.run into a new work directory under SIGKILL', () => {
  it('leaves no work directory or the whole one, after 30 kills', async () => {
    const r = await killLoop(
      {
        command: 'emulator',
        setup: (caseDir: string) => tinyCase(caseDir),
        roots: ['work'],
        recover: ['.'],
        skip: ['output'],
        delayMs: 10,
      },
      30,
      80,
    );
    expectHeld('Emulator.run (new directory)', r, 30, 'single');
  }, 600_000);
});
