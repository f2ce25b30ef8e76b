/**
 * A file name that misses only by case (RV201): the Alouette2 benchmark's `.rvt` redirects to `ALUGauge.rvt`
 * and the folder holds `ALUgauge.rvt`, which Raven 4.12 on Linux does not open. `rvkit fix` writes the file's
 * own name in the reference (the file is never renamed), then Raven runs the model. Two names that match but
 * for case are a guess (no fix); a data file (`:FileNameNC`) named in another case is fixed the same way.
 */
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommand } from '../../src/cli/commands/check.js';
import { fixCommand } from '../../src/cli/commands/fix.js';
import { runRaven } from '../../src/engine/run.js';
import { call } from '../cli/call.js';
import { copyCorpusModel } from '../paths.js';

const ALOUETTE2 = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette2';
let root: string;
beforeAll(() => (root = mkdtempSync(join(tmpdir(), 'rvkit-case-'))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('Alouette2: the redirect is rewritten to ALUgauge.rvt, no file renamed, and Raven runs the model', async () => {
  const dir = copyCorpusModel(ALOUETTE2, join(root, 'alouette2'));
  const before = readdirSync(dir).sort();
  const fixed = await call(fixCommand, [dir]);
  expect(fixed.out).toContain(
    "Alouette2.rvt:16:19: RV201: ALUGauge.rvt → ALUgauge.rvt (the file's own case)",
  );
  expect(readFileSync(join(dir, 'Alouette2.rvt'), 'latin1')).toMatch(/^ *:RedirectToFile ALUgauge\.rvt\r?$/m);
  // The user's files keep their names (a backup of each changed file beside them).
  expect(readdirSync(dir).filter((n) => !n.endsWith('.orig'))).toEqual(before);
  // What remains is checked on the model Raven reads now, the gauge file included: no error.
  expect(fixed.err).toMatch(/; 0 error\(s\), \d+ warning\(s\) remain\n$/);
  expect((await call(checkCommand, [dir])).code).toBe(0);
  const run = await runRaven({ modelname: 'Alouette2', configdir: dir, outputdir: join(dir, 'out') });
  expect(run.files).toContain('Hydrographs.csv');
}, 120_000);

test('two files that match but for case: a guess, so no fix; the message still names one', async () => {
  const dir = copyCorpusModel(ALOUETTE2, join(root, 'two'));
  copyFileSync(join(dir, 'ALUgauge.rvt'), join(dir, 'alugauge.rvt'));
  const r = await call(fixCommand, [dir, '--dry-run']);
  expect(r.out).not.toContain('RV201:');
  expect(r.out).toMatch(/error: :RedirectToFile: cannot find file ALUGauge\.rvt .*\[RV201\]/);
});

test('a data file named in another case is fixed the same way, and Raven runs the model', async () => {
  const dir = copyCorpusModel('Ouranosinc__raven-testdata/raven-gr4j-cemaneige', join(root, 'data'));
  const rvt = join(dir, 'raven-gr4j-salmon.rvt');
  const text = readFileSync(rvt, 'latin1');
  const name = 'Salmon-River-Near-Prince-George_meteo_daily.nc';
  writeFileSync(rvt, text.replaceAll(name, name.toLowerCase()), 'latin1');
  const r = await call(fixCommand, [dir]);
  expect(r.out).toContain(`RV201: ${name.toLowerCase()} → ${name}`);
  expect(readFileSync(rvt, 'latin1')).toBe(text);
  expect(existsSync(join(dir, name.toLowerCase()))).toBe(false);
  const run = await runRaven({ modelname: 'raven-gr4j-salmon', configdir: dir, outputdir: join(dir, 'out') });
  expect(run.files).toContain('Hydrographs.nc');
}, 120_000);
