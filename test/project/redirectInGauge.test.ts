/**
 * A `:RedirectToFile` inside a `:Gauge` block (the Alouette2 benchmark: `:RedirectToFile ALUGauge.rvt`, whose
 * :MultiData is the gauge's forcing): the loader reads the file, into the project, the typed Config and
 * `rvkit coverage`. The name misses the file `ALUgauge.rvt` only by case: the one file that matches but for
 * case is read (as Raven reads it where names ignore case), and the error Raven gives on Linux stays.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load
import { Config } from '../../src/models/sections/config.js';
import { coverage } from '../../src/project/coverage.js';
import { loadProject } from '../../src/project/index.js';
import { copyCorpusModel, rvFilesUnder, sharedCorpus } from '../paths.js';

const ALOUETTE2 = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette2';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Multi = { parameters: string[]; count: number; start: string; values: Float64Array[] };

describe(':RedirectToFile inside :Gauge (Alouette2)', () => {
  it('reads the redirected file, keeping the error for its name', async () => {
    const project = await loadProject(join(sharedCorpus, ALOUETTE2));
    const gauge = project.files.find((f) => f.path.endsWith('ALUgauge.rvt'))!;
    expect(gauge).toBeDefined();
    expect(gauge.ravenName).toBe('ALUGauge.rvt');
    expect(gauge.redirect).toMatchObject({ line: 16, depth: 1 });
    expect(project.problems.filter((p) => p.severity === 'error').map((p) => [p.line, p.code])).toEqual([
      [16, 'RV201'],
    ]);
  });

  it("holds the gauge's :MultiData typed in the Config and in the coverage, and saves it unchanged", async () => {
    const dir = copyCorpusModel(ALOUETTE2, mkdtempSync(join(tmpdir(), 'rvkit-gauge-redirect-')));
    dirs.push(dir);
    const before = rvFilesUnder(dir).map((p) => readFileSync(p, 'latin1'));
    const config = await Config.load(join(dir, 'Alouette2.rvi'));
    const multi = (config as unknown as { multi_data: Multi[] }).multi_data;
    expect(multi).toHaveLength(1);
    expect(multi[0].parameters).toEqual(['TEMP_MAX', 'TEMP_MIN', 'PRECIP']);
    expect(multi[0].start).toBe('1987/10/01 00:00:00');
    expect(multi[0].count).toBe(7304);
    expect(multi[0].values[0][0]).toBeCloseTo(26.200001, 6);
    const rvt = coverage(config).find((c) => c.fileType === 'rvt')!;
    expect(rvt.typed[':MultiData']).toBe(1);
    expect(rvt.untyped).toEqual([]);
    expect(rvt.generic).toEqual({});
    await config.writeRv(dir, undefined, true);
    expect(rvFilesUnder(dir).map((p) => readFileSync(p, 'latin1'))).toEqual(before);
  });
});
