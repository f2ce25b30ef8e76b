/**
 * Hot start on the real engine, on a model with many HRUs and subbasins (Nith: 32 HRUs, 4 subbasins): run a,
 * resume, run b from a's end state; the end state equals that of the single run a+b.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Emulator } from '../../src/engine/emulator.js';
import { HRUStateVariableTable } from '../../src/models/rvc/index.js';
import { Config } from '../../src/models/sections/config.js';
import { copyCorpusModel } from '../paths.js';

const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), 'rvkit-hot-'));
  dirs.push(d);
  return d;
}

/** Nith as Raven 4.12.1 runs it: its :AggregatedVariable lines (written for an older Raven) removed. */
async function nith(): Promise<Config> {
  const dir = copyCorpusModel(NITH, join(temp(), 'Nith'));
  const rvi = join(dir, 'Nith.rvi');
  writeFileSync(rvi, readFileSync(rvi, 'latin1').replace(/^:AggregatedVariable[^\n]*\n/gm, ''), 'latin1');
  return Config.load(dir);
}

function solutionTable(path: string): HRUStateVariableTable {
  return HRUStateVariableTable.parse(readFileSync(path, 'latin1'));
}

describe('Emulator.resume on a model with several HRUs', () => {
  it('run a, resume, run b ends in the state of the single run a+b', async () => {
    const whole = await nith();
    whole.duration = 60;
    const first = await nith();
    first.duration = 30;

    const ab = new Emulator(whole, temp(), 'Nith');
    const a = new Emulator(first, temp(), 'Nith');
    await Promise.all([ab.run(), a.run()]);

    const resumed = a.resume();
    expect(resumed.start_date).toMatch(/^2002-10-31 00:00:00/);
    const table = resumed.hru_state_variable_table as HRUStateVariableTable;
    expect(table.length).toBe(32);
    const b = new Emulator(resumed, temp(), 'Nith');
    await b.run();

    const end = (e: Emulator) => solutionTable(e.output.files.solution!).root;
    const expected = end(ab);
    const actual = end(b);
    expect(actual.map((h) => h.hru_id)).toEqual(expected.map((h) => h.hru_id));
    expect(actual).toHaveLength(32);
    // Every storage matches to the precision Raven writes solutions with (5 decimals); ATMOSPHERE and
    // ATMOS_PRECIP are not storages but running totals of the run, which start again at each run.
    let compared = 0;
    actual.forEach((hru, i) => {
      const want = expected[i].data as Record<string, number>;
      for (const [state, value] of Object.entries(hru.data as Record<string, number>)) {
        if (state === 'ATMOSPHERE' || state === 'ATMOS_PRECIP') continue;
        expect(Math.abs(value - want[state])).toBeLessThanOrEqual(1e-4 + 1e-6 * Math.abs(want[state]));
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(32 * 5);
  }, 180_000);
});
