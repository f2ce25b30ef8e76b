/**
 * The fixes rules offer, on mutated corpus models: a misspelt algorithm with one clear match, a missing end line
 * where it is unambiguous, and no fix where the repair would be a guess. Raven completes on the fixed copies.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixProject } from '../../src/fix/fixProject.js';
import { loadProject } from '../../src/project/load.js';
import { CORPUS } from '../check/rules/harness.js';
import { ravenVerdict } from '../check/oracle/raven.js';
import { shorten } from '../check/oracle/shorten.js';
import { copyCorpusModel } from '../paths.js';

const M = CORPUS.salmonHbv;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-rulefix-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function mutated(
  name: string,
  ext: string,
  from: string | RegExp,
  to: string,
): Promise<{ dir: string; path: string; original: string }> {
  const dir = copyCorpusModel(M.dir, join(root, name));
  await shorten(dir, M.stem);
  const path = join(dir, `${M.stem}.${ext}`);
  const original = readFileSync(path, 'latin1');
  if (!original.match(from)) throw new Error(`'${String(from)}' not in ${path}`);
  writeFileSync(path, original.replace(from, to), 'latin1');
  return { dir, path, original };
}

it('RV015: a misspelt algorithm with one clear match is corrected, and Raven completes', async () => {
  const { dir, path, original } = await mutated('misspelt', 'rvi', 'BASE_POWER_LAW', 'BASE_POWER_LAWW');
  expect((await ravenVerdict(dir, M.stem)).fails).toBe(true);
  const result = await fixProject(await loadProject(dir, { stem: M.stem }), {
    only: ['RV015'],
    backup: false,
  });
  expect(result.edits.map((e) => [e.code, e.oldText, e.newText, e.message])).toEqual([
    ['RV015', 'BASE_POWER_LAWW', 'BASE_POWER_LAW', 'BASE_POWER_LAWW → BASE_POWER_LAW'],
  ]);
  expect(readFileSync(path, 'latin1')).toBe(original);
  expect((await ravenVerdict(dir, M.stem)).fails).toBe(false);
}, 60_000);

it('RV015: a value with no clear match is left alone (a guess is only suggested)', async () => {
  const { dir } = await mutated('guess', 'rvi', 'BASE_POWER_LAW', 'BASE_XYZ');
  const result = await fixProject(await loadProject(dir, { stem: M.stem }), {
    only: ['RV015'],
    dryRun: true,
  });
  expect(result.edits).toEqual([]);
  expect(result.remaining.some((d) => d.code === 'RV015' && d.severity === 'error')).toBe(true);
});

it('RV101: a table without its end line gets it after its last row, and Raven completes', async () => {
  // The line goes with its trailing spaces; the fix writes the bare end line.
  const { dir, path, original } = await mutated('end', 'rvp', /:EndSoilProfiles[^\n]*\n/, '');
  expect((await ravenVerdict(dir, M.stem)).fails).toBe(true);
  const result = await fixProject(await loadProject(dir, { stem: M.stem }), {
    only: ['RV101'],
    backup: false,
  });
  // The file's own line end (this .rvp has CRLF).
  const eol = original.includes('\r\n') ? '\r\n' : '\n';
  expect(result.edits.map((e) => [e.code, e.oldText, e.newText])).toEqual([
    ['RV101', '', `:EndSoilProfiles${eol}`],
  ]);
  expect(readFileSync(path, 'latin1')).toBe(
    original.replace(/:EndSoilProfiles[^\n]*\n/, `:EndSoilProfiles${eol}`),
  );
  expect((await ravenVerdict(dir, M.stem)).fails).toBe(false);
}, 60_000);
