/**
 * `rvkit fix` on Nith (it migrates Nith.rvi and Nith.rvp, keeping .orig backups) killed with SIGKILL at
 * random moments: after the next run's recovery the model directory is entirely as before or entirely fixed
 * (issue 23, item 4: "3 of 10 runs left Nith.rvi migrated and Nith.rvp not, 9 of 10 left .tmp files").
 */
import { killAll } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { nithCase } from './models.js';

afterAll(killAll);

describe('rvkit fix under SIGKILL', () => {
  it('leaves the model old or fixed as a whole, with no temporary file, after 50 kills', async () => {
    const r = await killLoop({ command: 'fix', setup: nithCase, roots: ['model'], delayMs: 15 }, 50, 120);
    expectHeld('rvkit fix', r, 50, 'journaled');
  }, 600_000);
});
