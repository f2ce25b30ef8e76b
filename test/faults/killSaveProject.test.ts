/**
 * `saveProject` of an edit to three of Nith's files (one redirected) killed with SIGKILL at random moments:
 * after the next run's recovery the three files are all old or all new (the fault suite of issue 23).
 */
import { killAll } from './harness.js';
import { killLoop } from './killLoop.js';
import { nithCase } from './models.js';

afterAll(killAll);

describe('saveProject under SIGKILL', () => {
  it('leaves the model old or saved as a whole, with no temporary file, after 50 kills', async () => {
    const r = await killLoop(
      { command: 'saveProject', setup: nithCase, roots: ['model'], delayMs: 15 },
      50,
      120,
    );
    console.log(`saveProject: ${JSON.stringify({ ...r, failures: r.failures.length })}`);
    expect(r.failures).toEqual([]);
    expect(r.kills).toBeGreaterThanOrEqual(50);
    expect(r.rolledBack).toBeGreaterThan(0);
    expect(r.completed).toBeGreaterThan(0);
  }, 600_000);
});
