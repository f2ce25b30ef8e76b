/**
 * `saveProject` of an edit to three of Nith's files (one redirected) killed with SIGKILL at random moments:
 * after the next run's recovery the three files are all old or all new (the fault suite of issue 23).
 */
import { killAll } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { nithCase } from './models.js';

afterAll(killAll);

describe('saveProject under SIGKILL', () => {
  it('leaves the model old or saved as a whole, with no temporary file, after 50 kills', async () => {
    const r = await killLoop(
      { command: 'saveProject', setup: nithCase, roots: ['model'], delayMs: 15 },
      50,
      120,
    );
    expectHeld('saveProject', r, 50, 'journaled');
  }, 600_000);
});
