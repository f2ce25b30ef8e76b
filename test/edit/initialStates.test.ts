/**
 * Edits that follow a model's initial states (Salmon HBV: the .rvc gives :BasinInitialConditions by subbasin
 * and :InitialConditions SOIL[2] as one value per HRU; the .rvh :SubBasinProperties by subbasin), saved and run
 * by Raven 4.12 for a year: a renamed subbasin keeps its starting flow (the hydrograph's first value) and its
 * routing parameters, an added HRU brings its SOIL[2] value (Raven counts the values, and reads this one), and
 * a removed HRU takes its value with it. Revelstoke started from the solution file Raven wrote at the end of a
 * year (its :BasinIndex sections by subbasin ID) keeps running identically when its subbasin is renamed.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import { EditError } from '../../src/edit/index.js';
import { Config } from '../../src/models/sections/config.js';
import {
  changedLines,
  copyModel,
  errorLines,
  removeCopies,
  REVELSTOKE,
  runModel,
  SALMON_HBV,
  warningLines,
  type Run,
} from './engineRun.js';

afterAll(removeCopies);

/** The findings of the checker as `severity code`. */
async function findings(config: Config): Promise<string[]> {
  return (await config.check()).map((d) => `${d.severity} ${d.code}`).sort();
}

/** The findings of `after` that `before` has not (each counted). */
function added(before: readonly string[], after: readonly string[]): string[] {
  const left = [...before];
  return after.filter((f) => {
    const i = left.indexOf(f);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

/** Loads a copy shortened to a year, applies an edit (no new finding), saves, and runs Raven on it. */
async function edited(
  edit: (c: Config) => unknown = () => undefined,
): Promise<{ diff: string; run: Run; dir: string }> {
  const dir = copyModel(SALMON_HBV);
  const config = await Config.load(dir);
  config.duration = 365;
  const before = await findings(config);
  edit(config);
  const diff = config.diff();
  expect(added(before, await findings(config))).toEqual([]);
  await config.writeRv(dir, undefined, true);
  const run = runModel(dir, SALMON_HBV.stem);
  expect(errorLines(run)).toEqual([]);
  return { diff, run, dir };
}

/** The changed lines of a diff but for the shortened :Duration. */
const changes = (diff: string) => changedLines(diff).filter((l) => !l.includes(':Duration'));

const HRU2 = {
  hru_id: 2,
  area: 400,
  elevation: 900,
  latitude: 54.4848,
  longitude: -123.3659,
  subbasin_id: 1,
  land_use_class: 'LU_ALL',
  veg_class: 'VEG_ALL',
  soil_profile: 'DEFAULT_P',
};

/** The simulated flows of a run (the hydrograph's fifth column). */
const flows = (run: Run) =>
  run.hydrographs
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[4]);

let baseline: Run;
beforeAll(async () => {
  baseline = (await edited()).run;
  // The .rvc's starting flow is the hydrograph's first value.
  expect(flows(baseline)[0]).toBe('1');
});

describe('initial states follow the edits (Salmon HBV)', () => {
  it('renames a subbasin in its .rvc row, its :SubBasinProperties row and its observations: Raven runs identically', async () => {
    const { diff, run } = await edited((c) => c.rename('subbasin', '1', '7'));
    expect(changes(diff)).toEqual([
      '-        1,               hbv,   -1,             NONE,     _AUTO,          1',
      '+        7,               hbv,   -1,             NONE,     _AUTO,          1',
      '-             1,       4250.6,       843.0,  54.4848,   -123.3659,         1,         LU_ALL,   VEG_ALL,     DEFAULT_P,          [NONE],         [NONE], [NONE],  [NONE]',
      '+             1,       4250.6,       843.0,  54.4848,   -123.3659,         7,         LU_ALL,   VEG_ALL,     DEFAULT_P,          [NONE],         [NONE], [NONE],  [NONE]',
      '-             1,            2.277781,                 1.138890,',
      '+             7,            2.277781,                 1.138890,',
      '-:ObservationData\tHYDROGRAPH\t1\tm3/s',
      '+:ObservationData\tHYDROGRAPH\t7\tm3/s',
      '-              1,             1.0',
      '+              7,             1.0',
    ]);
    // Raven finds the subbasin's starting flow and routing parameters (it warns of rows of unknown subbasins).
    expect(warningLines(run)).toEqual(warningLines(baseline));
    expect(run.hydrographs).toBe(baseline.hydrographs);
  });

  it("adds an HRU with its SOIL[2] value in the .rvc's list; Raven counts two HRUs and reads the value", async () => {
    const runs: Run[] = [];
    let dir = '';
    for (const value of [0.3, 400]) {
      const {
        diff,
        run,
        dir: saved,
      } = await edited((c) => c.addHRU(HRU2, { initialConditions: { 'SOIL[2]': value } }));
      expect(changes(diff)).toEqual([
        '+             2,       400,       900,  54.4848,   -123.3659,         1,         LU_ALL,   VEG_ALL,     DEFAULT_P,          [NONE],         [NONE], 0,  0',
        '-     0.50657',
        `+     0.50657 ${value}`,
      ]);
      // No "Initial condition count is incorrect" warning: the list has a value per HRU.
      expect(warningLines(run)).toEqual(warningLines(baseline));
      runs.push(run);
      dir = saved;
    }
    // The new HRU's starting groundwater is the value given: the flows differ.
    expect(flows(runs[1])).not.toEqual(flows(runs[0]));
    // Raven counts the values: without the new one, it warns (and starts the HRU at 0).
    const rvc = join(dir, `${SALMON_HBV.stem}.rvc`);
    writeFileSync(rvc, readFileSync(rvc, 'latin1').replace('0.50657 400', '0.50657'), 'latin1');
    expect(warningLines(runModel(dir, SALMON_HBV.stem)).join('\n')).toMatch(
      /Initial condition count is incorrect for state variable "SOIL\[2\]"/,
    );
  });

  it("refuses an HRU without its value in the .rvc's list, naming the list and the option; the model is unchanged", async () => {
    const config = await Config.load(copyModel(SALMON_HBV));
    expect(() => config.addHRU(HRU2)).toThrow(EditError);
    expect(() => config.addHRU(HRU2)).toThrow(
      /^initialConditions\.SOIL\[2\]: raven-hbv-salmon\.rvc:20 gives :InitialConditions SOIL\[2\] one value per HRU/,
    );
    expect(config.diff()).toBe('');
  });

  it('removes an HRU with its value in the list (by its place in the :HRUs order); Raven runs the one left', async () => {
    const { diff, run } = await edited((c) => {
      c.addHRU(HRU2, { initialConditions: { 'SOIL[2]': 0.3 } });
      c.remove('HRU', '1');
    });
    expect(changes(diff)).toEqual([
      '-             1,       4250.6,       843.0,  54.4848,   -123.3659,         1,         LU_ALL,   VEG_ALL,     DEFAULT_P,          [NONE],         [NONE], [NONE],  [NONE]',
      '+             2,       400,       900,  54.4848,   -123.3659,         1,         LU_ALL,   VEG_ALL,     DEFAULT_P,          [NONE],         [NONE], 0,  0',
      '-     0.50657',
      '+     0.3',
    ]);
    expect(warningLines(run)).toEqual(warningLines(baseline));
    expect(flows(run)).not.toEqual(flows(baseline));
  });
});

describe("a warm start from Raven's own solution file (Revelstoke)", () => {
  it('renames the subbasin in the :BasinIndex sections Raven wrote, which it stops on otherwise; the run is identical', async () => {
    // A year run, and its end state as the model's initial conditions.
    const dir = copyModel(REVELSTOKE);
    const config = await Config.load(dir);
    config.duration = 365;
    await config.writeRv(dir, undefined, true);
    expect(errorLines(runModel(dir, REVELSTOKE.stem))).toEqual([]);
    const rvc = join(dir, `${REVELSTOKE.stem}.rvc`);
    copyFileSync(join(dir, 'out', `${REVELSTOKE.stem}_solution.rvc`), rvc);
    const warm = runModel(dir, REVELSTOKE.stem);
    expect(errorLines(warm)).toEqual([]);

    const again = await Config.load(dir);
    again.rename('subbasin', '1', '5');
    const rvcLines = changes(again.diff()).filter((l) => l.includes(':BasinIndex'));
    expect(rvcLines).toEqual([
      '-  :BasinIndex 1,REV2010_100',
      '+  :BasinIndex 5,REV2010_100',
      '-  :BasinIndex 1',
      '+  :BasinIndex 5',
      '-  :BasinIndex 1',
      '+  :BasinIndex 5',
    ]);
    await again.writeRv(dir, undefined, true);
    const renamed = runModel(dir, REVELSTOKE.stem);
    expect(errorLines(renamed)).toEqual([]);
    // The same flows, in the column Raven now names after the new ID.
    expect(renamed.hydrographs).toBe(
      warm.hydrographs.replace(':ColumnName precip Q_1', ':ColumnName precip Q_5'),
    );

    // Without the sections renamed, Raven stops on the first one.
    writeFileSync(rvc, readFileSync(rvc, 'latin1').replace(/:BasinIndex 5/g, ':BasinIndex 1'), 'latin1');
    expect(errorLines(runModel(dir, REVELSTOKE.stem)).join('\n')).toMatch(/bad basin index in \.rvc file/);
  });
});
