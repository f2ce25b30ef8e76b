/**
 * `config.writeRv(dir, undefined, true)` (saving a loaded Config in place: three files change, the forcing
 * redirected to ../shared stays) killed with SIGKILL at random moments: after the next run's recovery the
 * model is all old or all new, and nothing outside it changed (the fault suite of issue 23).
 */
import { killAll } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { tinyCase } from './models.js';

afterAll(killAll);

describe('Config.writeRv in place under SIGKILL', () => {
  it('leaves the model old or saved as a whole, and ../shared untouched, after 50 kills', async () => {
    const r = await killLoop({ command: 'writeRv', setup: tinyCase, roots: ['model'], delayMs: 15 }, 50, 120);
    expectHeld('writeRv', r, 50, 'journaled');
  }, 600_000);
});
