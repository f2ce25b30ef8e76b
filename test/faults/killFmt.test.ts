/**
 * `rvkit fmt --write` on Nith's directory (eleven files change: CRLF to LF, aligned columns; two redirected
 * forcing files are not formatted, as they do not parse alone, and fmt exits 1) killed
 * with SIGKILL at random moments: after the next run's recovery the directory is entirely as before or
 * entirely formatted, with no temporary file (issue 23, items 4 and 5, the fault suite).
 */
import { killAll } from './harness.js';
import { killLoop } from './killLoop.js';
import { nithCase } from './models.js';

afterAll(killAll);

describe('rvkit fmt --write under SIGKILL', () => {
  it('leaves the directory old or formatted as a whole, with no temporary file, after 50 kills', async () => {
    const r = await killLoop(
      { command: 'fmt', setup: nithCase, roots: ['model'], delayMs: 5, codes: [1] },
      50,
      120,
    );
    console.log(`rvkit fmt --write: ${JSON.stringify({ ...r, failures: r.failures.length })}`);
    expect(r.failures).toEqual([]);
    expect(r.kills).toBeGreaterThanOrEqual(50);
    expect(r.rolledBack).toBeGreaterThan(0);
    expect(r.completed).toBeGreaterThan(0);
  }, 600_000);
});
