/**
 * `rvkit fmt --write` on Nith's directory (eleven files change: CRLF to LF, aligned columns; two redirected
 * forcing files are not formatted, as they do not parse alone, and fmt exits 1) killed
 * with SIGKILL at random moments: after the next run's recovery the directory is entirely as before or
 * entirely formatted, with no temporary file (issue 23, items 4 and 5, the fault suite).
 */
import { join } from 'node:path';
import { killAll } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { nithCase } from './models.js';

afterAll(killAll);

describe('rvkit fmt --write under SIGKILL', () => {
  it('leaves the directory old or formatted as a whole, with no temporary file, after 50 kills', async () => {
    const r = await killLoop(
      { command: 'fmt', setup: nithCase, roots: ['model'], delayMs: 5, codes: [1] },
      50,
      120,
    );
    expectHeld('rvkit fmt --write', r, 50, 'journaled');
  }, 600_000);

  it('leaves one file old or formatted, with no temporary file, after 50 kills (a save of one file: no journal)', async () => {
    const argv = (caseDir: string) => ['--write', join(caseDir, 'model', 'Nith.rvi')];
    const r = await killLoop(
      { command: 'fmt', setup: nithCase, roots: ['model'], delayMs: 40, argv },
      50,
      120,
    );
    expectHeld('rvkit fmt --write one file', r, 50, 'single');
  }, 600_000);
});
