/**
 * Edits of a model with HRU groups (Revelstoke: elevation bands, groups named in the .rvi and the .rvh), run by
 * Raven 4.12 for a year: a typed assignment and a rename together, a column scaled for a group's HRUs, an HRU
 * renamed (its initial state in the .rvc with it), an HRU removal refused while the gauge-weights file lists it
 * (and done once the file is changed), and a group's initial-state row in the .rvc renamed with the group.
 */
import '../../src/index.js';
import '../../src/edit/index.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EditError } from '../../src/edit/index.js';
import { Config } from '../../src/models/sections/config.js';
import { copyModel, errorLines, removeCopies, REVELSTOKE, runModel, type Run } from './engineRun.js';

afterAll(removeCopies);

/** The lines renaming the group Band1 to Valley changes in the .rvi and the .rvh. */
const BAND1_RENAMED = [
  '-:DefineHRUGroups Band1, Band2, Band3, Band4, Band5, Band6, Band7, Band8, Band9, Band10',
  '-:AggregatedVariable TOP_SOIL Band1',
  '+:DefineHRUGroups Valley, Band2, Band3, Band4, Band5, Band6, Band7, Band8, Band9, Band10',
  '+:AggregatedVariable TOP_SOIL Valley',
  '-:HRUGroup Band1',
  '+:HRUGroup Valley',
];

/** The gauge weights file of `:Interpolation FROM_FILE` (one row per HRU, in the order of the :HRUs rows). */
const WEIGHTS = 'Revelstoke_ws_GaugeWeights.txt';

/** Loads a copy shortened to a year (a typed assignment), applies an edit, saves, and runs it. */
async function shortened(
  edit: (c: Config) => unknown = () => undefined,
): Promise<{ config: Config; run: Run }> {
  const dir = copyModel(REVELSTOKE);
  const config = await Config.load(dir);
  config.duration = 365;
  edit(config);
  await config.writeRv(dir, undefined, true);
  return { config, run: runModel(dir, REVELSTOKE.stem) };
}

function changed(diff: string): string[] {
  // Revelstoke's files end their lines with \r\n.
  return diff
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l))
    .map((l) => l.replace(/\r$/, ''));
}

let baseline: Run;
beforeAll(async () => {
  baseline = (await shortened()).run;
  expect(errorLines(baseline)).toEqual([]);
  expect(baseline.hydrographs.length).toBeGreaterThan(1000);
});

describe('HRU groups', () => {
  it('renames a group in the .rvi and the .rvh beside a typed edit; Raven runs identically', async () => {
    let diff = '';
    const { run } = await shortened((c) => {
      c.rename('HRU group', 'Band1', 'Valley');
      diff = c.diff();
    });
    expect(changed(diff)).toEqual([
      expect.stringMatching(/^-:Duration\t20346 #/),
      expect.stringMatching(/^\+:Duration\t365 #/),
      ...BAND1_RENAMED,
    ]);
    expect(errorLines(run)).toEqual([]);
    expect(run.hydrographs).toBe(baseline.hydrographs);
  });

  it("scales the area of a group's HRUs: three cells change and so do the flows", async () => {
    let diff = '';
    const { run } = await shortened((c) => {
      c.scaleColumn('HRUs', 'area', 1.5, { group: 'Band1' });
      diff = c.diff();
    });
    expect(changed(diff).filter((l) => !l.includes(':Duration'))).toEqual([
      '-   \t 1,\t 27.1458,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 0',
      '-   \t 2,\t 115.021,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 180',
      '-   \t 3,\t 14.4735,\t 567.7,\t 51,\t -100,\t 1,\t FOREST_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 145.63',
      '+   \t 1,\t 40.7187,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 0',
      '+   \t 2,\t 172.5315,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 180',
      '+   \t 3,\t 21.71025,\t 567.7,\t 51,\t -100,\t 1,\t FOREST_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 145.63',
    ]);
    expect(errorLines(run)).toEqual([]);
    expect(run.hydrographs).not.toBe(baseline.hydrographs);
  });

  it('renames an HRU in its row, its groups and its initial state in the .rvc; Raven runs identically', async () => {
    let diff = '';
    const { run } = await shortened((c) => {
      c.rename('HRU', '2', '102');
      diff = c.diff();
    });
    expect(changed(diff).filter((l) => !l.includes(':Duration'))).toEqual([
      '-   \t 2,\t 115.021,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 180',
      '+   \t 102,\t 115.021,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 180',
      '- 1, 2, 3',
      '+ 1, 102, 3',
      '- 2, 7, 12, 17, 22, 27, 32, 37, 42, 47',
      '+ 102, 7, 12, 17, 22, 27, 32, 37, 42, 47',
      '-  2,5000,40.2601,159.323,0,0.3,0,0,0,0,0',
      '+  102,5000,40.2601,159.323,0,0.3,0,0,0,0,0',
    ]);
    expect(errorLines(run)).toEqual([]);
    expect(run.hydrographs).toBe(baseline.hydrographs);
  });

  it('refuses to remove an HRU while the gauge-weights file has its row, naming the file; once the file is changed, removes it and Raven runs', async () => {
    const dir = copyModel(REVELSTOKE);
    const config = await Config.load(dir);
    config.duration = 365;
    let refusal: unknown;
    try {
      config.remove('HRU', '2', { cascade: true });
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(EditError);
    expect((refusal as EditError).referrers).toEqual([
      expect.objectContaining({ file: WEIGHTS, line: 1, column: 1 }),
      expect.objectContaining({ file: WEIGHTS, line: 3, what: 'the weights of HRU 2 (row 2)' }),
    ]);
    expect((refusal as Error).message).toMatch(
      /^cannot remove HRU 2: the gauge weights file Revelstoke_ws_GaugeWeights\.txt \(:Interpolation FROM_FILE\)/,
    );
    // Nothing changed but the typed assignment.
    expect(changed(config.diff())).toEqual([
      expect.stringMatching(/^-:Duration/),
      expect.stringMatching(/^\+:Duration/),
    ]);
    // The file written for 38 HRUs (the count, and HRU 2's row gone), as the message says: the removal goes.
    const weights = join(dir, WEIGHTS);
    const lines = readFileSync(weights, 'latin1').split('\n');
    writeFileSync(weights, ['1 38\r', ...lines.slice(1, 2), ...lines.slice(3)].join('\n'), 'latin1');
    config.remove('HRU', '2', { cascade: true });
    expect(changed(config.diff()).filter((l) => !l.includes(':Duration'))).toEqual([
      '-   \t 2,\t 115.021,\t 567.7,\t 51,\t -100,\t 1,\t OPEN_1,\t FOREST,\t DEFAULT_P,\t DEFAULT_AQ,\t DEFAULT_T,\t 0,\t 180',
      '- 1, 2, 3',
      '+ 1, 3',
      '- 2, 7, 12, 17, 22, 27, 32, 37, 42, 47',
      '+ 7, 12, 17, 22, 27, 32, 37, 42, 47',
      // Its initial state goes with it (the .rvc's :HRUStateVariableTable row).
      '-  2,5000,40.2601,159.323,0,0.3,0,0,0,0,0',
    ]);
    expect((await config.check()).filter((d) => d.severity === 'error')).toEqual([]);
    await config.writeRv(dir, undefined, true);
    const run = runModel(dir, REVELSTOKE.stem);
    expect(errorLines(run)).toEqual([]);
    expect(run.hydrographs).not.toBe(baseline.hydrographs);
  });

  it('renames and removes a group that sets initial states in the .rvc (a row by group name): the row follows', async () => {
    const dir = copyModel(REVELSTOKE);
    // The group's HRUs start with less soil water than their own rows give (Raven reads the rows in order).
    const rvc = join(dir, `${REVELSTOKE.stem}.rvc`);
    const text = readFileSync(rvc, 'latin1');
    writeFileSync(
      rvc,
      text.replace(
        ':EndHRUStateVariableTable',
        'Band1,2000,40.2601,159.323,0,0.3,0,0,0,0,0\r\n:EndHRUStateVariableTable',
      ),
      'latin1',
    );
    const config = await Config.load(dir);
    config.duration = 365;
    await config.writeRv(dir, undefined, true);
    const withGroupRow = runModel(dir, REVELSTOKE.stem);
    expect(errorLines(withGroupRow)).toEqual([]);
    expect(withGroupRow.hydrographs).not.toBe(baseline.hydrographs);

    config.rename('HRU group', 'Band1', 'Valley');
    expect(changed(config.diff())).toEqual([
      ...BAND1_RENAMED,
      '-Band1,2000,40.2601,159.323,0,0.3,0,0,0,0,0',
      '+Valley,2000,40.2601,159.323,0,0.3,0,0,0,0,0',
    ]);
    await config.writeRv(dir, undefined, true);
    const renamed = runModel(dir, REVELSTOKE.stem);
    expect(errorLines(renamed)).toEqual([]);
    // Raven still finds the group's row: the HRUs start as before.
    expect(renamed.hydrographs).toBe(withGroupRow.hydrographs);

    // The row sets the state of HRUs that stay: named, and removed only with cascade.
    expect(() => config.remove('HRU group', 'Valley')).toThrow(
      /Revelstoke_ws\.rvc:\d+:1: :HRUStateVariableTable row of HRU group Valley/,
    );
  });
});
