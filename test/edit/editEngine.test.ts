/**
 * Each editing operation on a real corpus model (Irondequoit): the exact lines it changes (the unified diff
 * of the save), the checker on the edited model in memory (no new finding), and Raven 4.12 run on the saved
 * model, reading the change (a renamed class runs identically, a scaled parameter changes the flows, an
 * added HRU is counted, a replaced observation series is the one in the output).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import { EditError } from '../../src/edit/index.js';
import { ConfigValidationError } from '../../src/models/modelClass/errors.js';
import { Config } from '../../src/models/sections/config.js';
import { rvFilesUnder, sharedCorpus } from '../paths.js';
import { copyModel, errorLines, IRONDEQUOIT, removeCopies, runModel, type Run } from './engineRun.js';

afterAll(removeCopies);

let baseline: Run;
beforeAll(() => {
  baseline = runModel(copyModel(IRONDEQUOIT), IRONDEQUOIT.stem);
  expect(errorLines(baseline)).toEqual([]);
  expect(baseline.hydrographs.split('\n').length).toBeGreaterThan(300);
});

/** The findings of the checker as `code message` (positions left out: they move with the lines). */
async function findings(config: Config): Promise<string[]> {
  return (await config.check()).map((d) => `${d.severity} ${d.code}`).sort();
}

/** Loads a copy, edits it, checks it adds no finding, saves it, and runs Raven on it. */
async function editAndRun(edit: (c: Config) => unknown): Promise<{ diff: string; run: Run; dir: string }> {
  const dir = copyModel(IRONDEQUOIT);
  const config = await Config.load(dir);
  const before = await findings(config);
  await edit(config);
  const diff = config.diff();
  expect(await findings(config)).toEqual(before);
  await config.writeRv(dir, undefined, true);
  // Saved as shown: the diff is now empty, and loading again gives the same texts.
  expect(config.diff()).toBe('');
  expect((await Config.load(dir)).diff()).toBe('');
  const run = runModel(dir, IRONDEQUOIT.stem);
  expect(errorLines(run)).toEqual([]);
  return { diff, run, dir };
}

/** A unified diff's changed lines, trailing blanks trimmed (the corpus pads lines with spaces). */
function changes(diff: string): string[] {
  return diff
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l) || /^[-+]$/.test(l))
    .map((l) => l.replace(/\s+$/, ''));
}

describe('editing a real model, saved and run by Raven', () => {
  it('renames a land use and a vegetation class everywhere: only their words change, the run is identical', async () => {
    const { diff, run } = await editAndRun((c) => {
      c.rename('land use class', 'LU_ALL', 'URBAN_MIX');
      c.rename('vegetation class', 'VEG_ALL', 'GRASS');
      expect(c.hrus).toBeDefined();
    });
    expect(changes(diff)).toEqual([
      '-       VEG_ALL,           0.0,          0.0,                0.0',
      '+       GRASS,           0.0,          0.0,                0.0',
      '-       LU_ALL,    0.0,        0.0',
      '+       URBAN_MIX,    0.0,        0.0',
      '-   \t        1, 326.0,\t      172,\t   43.0,\t   -81.0,        1,        LU_ALL,\tVEG_ALL,   DEFAULT_P,\t         [NONE],\t      [NONE],\t    0,    \t0',
      '+   \t        1, 326.0,\t      172,\t   43.0,\t   -81.0,        1,        URBAN_MIX,\tGRASS,   DEFAULT_P,\t         [NONE],\t      [NONE],\t    0,    \t0',
    ]);
    expect(run.hydrographs).toBe(baseline.hydrographs);
  });

  it('scales a parameter-list column: one cell changes and the simulated flows change', async () => {
    const { diff, run } = await editAndRun((c) => c.scaleColumn('LandUseParameterList', 'GR4J_X4', 2));
    expect(changes(diff)).toEqual([
      '-   [DEFAULT],    2.09,        7.73',
      '+   [DEFAULT],    4.18,        7.73',
    ]);
    expect(run.hydrographs).not.toBe(baseline.hydrographs);
  });

  it('adds a class like another and an HRU of it: Raven counts two HRUs', async () => {
    const { diff, run } = await editAndRun((c) => {
      c.addClass('land use class', 'LU_NEW', { like: 'LU_ALL' });
      c.addHRU({
        hru_id: 2,
        area: 50,
        elevation: 180,
        latitude: 43,
        longitude: -81,
        subbasin_id: 1,
        land_use_class: 'LU_NEW',
        veg_class: 'VEG_ALL',
        soil_profile: 'DEFAULT_P',
      });
      expect((c.hrus as { root: unknown[] }).root).toHaveLength(2);
    });
    expect(changes(diff)).toEqual([
      '+       LU_NEW,    0.0,        0.0',
      '+   \t        2, 50,\t      180,\t   43,\t   -81,        1,        LU_NEW,\tVEG_ALL,   DEFAULT_P,\t         [NONE],\t      [NONE],\t    0,    \t0',
    ]);
    expect(run.stdout).toMatch(/# HRUs: 2 \(0 disabled\)/);
    expect(baseline.stdout).toMatch(/# HRUs: 1 \(0 disabled\)/);
  });

  it('replaces an observation series in a redirected file: Raven reports the new observed flows', async () => {
    const values = Array.from({ length: 400 }, (_, i) => 5 + (i % 7));
    const { diff, run, dir } = await editAndRun((c) =>
      c.replaceSeries({ observation: 'HYDROGRAPH', id: 1 }, { start: '2000-01-01', step: 1, values }),
    );
    expect(diff).toContain('--- a/IrondequoitObserved.rvt');
    expect(readFileSync(join(dir, 'IrondequoitObserved.rvt'), 'latin1').split('\r\n').slice(0, 3)).toEqual([
      ':ObservationData HYDROGRAPH 1 m3/s # Irondequoit Outlet',
      '2000-01-01 00:00:00 1 400',
      '5',
    ]);
    const observed = run.hydrographs
      .split('\n')
      .slice(2, 9)
      .map((l) => Number(l.split(',')[5]));
    expect(observed).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });

  it('switches a process algorithm: reports the parameters it needs, and adds those given', async () => {
    const dir = copyModel(IRONDEQUOIT);
    // Without values: the change is made and the parameters Raven will miss are named (its master list).
    const bare = await Config.load(dir);
    expect(bare.setProcess(':Baseflow', 'BASE_LINEAR')).toEqual([
      {
        name: 'BASEFLOW_COEFF',
        classType: 'soil',
        classes: ['SOIL_PROD', 'SOIL_ROUT', 'SOIL_TEMP', 'SOIL_GW'],
        neededBy: ':Baseflow BASE_LINEAR',
      },
    ]);
    expect((await bare.check()).map((d) => d.code)).toContain('RV301');
    // With them: nothing left missing, and Raven runs the new algorithm.
    let needed: unknown;
    const { diff, run } = await editAndRun((c) => {
      needed = c.setProcess(':Baseflow', 'BASE_LINEAR', { values: { BASEFLOW_COEFF: 0.05 } });
    });
    expect(needed).toEqual([]);
    expect(changes(diff)).toEqual([
      '- :Baseflow                 BASE_GR4J          ROUTING_STORE   SURFACE_WATER  #Qr',
      '+ :Baseflow                 BASE_LINEAR          ROUTING_STORE   SURFACE_WATER  #Qr',
      '+:SoilParameterList',
      '+  :Parameters, BASEFLOW_COEFF',
      '+  :Units, none',
      '+  [DEFAULT], 0.05',
      '+:EndSoilParameterList',
    ]);
    expect(run.hydrographs).not.toBe(baseline.hydrographs);
  });

  it('names the HRUs and observations that use a subbasin, and removes them with cascade (a redirected file too)', async () => {
    const config = await Config.load(copyModel(IRONDEQUOIT));
    let error: unknown;
    try {
      config.remove('subbasin', '1');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EditError);
    expect(
      (error as EditError).referrers.map((r) => `${r.file.replace(/.*\//, '')}:${r.line} ${r.what}`),
    ).toEqual([
      'Irondequoit.rvh:16 HRU 1 (subbasin_id)',
      'IrondequoitObserved.rvt:1 :ObservationData HYDROGRAPH',
    ]);
    expect(config.diff()).toBe('');
    config.remove('subbasin', '1', { cascade: true });
    const diff = config.diff();
    expect(diff).toContain('--- a/IrondequoitObserved.rvt');
    expect(changes(diff).filter((l) => l.startsWith('+'))).toEqual([]);
    expect((config.hrus as { root: unknown[] }).root).toEqual([]);
    // The whole observation block goes: its 4,749 values and its lines.
    expect(changes(diff).filter((l) => l.startsWith('-')).length).toBe(2 + 4749 + 3);
  });

  it('refuses bad edits with an error naming the field, and leaves the model unchanged', async () => {
    const dir = copyModel(IRONDEQUOIT);
    const config = await Config.load(dir);
    const hru = {
      hru_id: 2,
      area: 1,
      subbasin_id: 1,
      land_use_class: 'LU_ALL',
      veg_class: 'VEG_ALL',
      soil_profile: 'DEFAULT_P',
    };
    expect(() => config.addHRU({ ...hru, hru_id: 1 })).toThrow(/a HRU 1 exists already/);
    expect(() => config.addHRU({ ...hru, subbasin_id: 9 })).toThrow(
      /subbasin_id: no subbasin 9 in the model/,
    );
    expect(() => config.addHRU({ ...hru, land_use_class: 'FOREST' })).toThrow(
      /land_use_class: no land use class FOREST/,
    );
    expect(() => config.addHRU({ ...hru, aspect: 400 })).toThrow(ConfigValidationError);
    expect(() => config.addHRU({ ...hru, aspect: 400 })).toThrow(/aspect: must be at most 360/);
    expect(() => config.setColumn('HRUs', 'slope', -1)).toThrow(/slope: must be at least 0/);
    // Raven reads `gauged` as a number (0 or not): 0/1 are taken, as loading reads them; a word is not.
    const gauged = (config.sub_basins as { root: { gauged: boolean }[] }).root[0]!.gauged;
    config.setColumn('SubBasins', 'gauged', gauged ? 1 : 0);
    expect(() => config.setColumn('SubBasins', 'gauged', 'yes')).toThrow(/gauged: must be true or false/);
    expect(() => config.setColumn('HRUs', 'land_use_class', 'NOPE')).toThrow(/no land use class NOPE/);
    expect(() => config.rename('soil profile', 'DEFAULT_P', 'two words')).toThrow(EditError);
    // From JavaScript, a kind the types would refuse: the error names the kinds, not a missing name.
    expect(() => config.rename('LandUse' as 'land use class', 'LU_ALL', 'X')).toThrow(
      /unknown kind "LandUse": one of 'soil class', .*'land use class'/,
    );
    expect(() => config.remove('land use class', 'LU_ALL')).toThrow(
      /cannot remove land use class LU_ALL: it is still used[^]*Irondequoit\.rvh:16:\d+: HRU 1 \(land_use_class\)/,
    );
    expect(() => config.setOption('Evaporation', 'PET_NOT_A_METHOD')).toThrow(/not one of Raven's values/);
    expect(config.diff()).toBe('');
    await config.writeRv(dir, undefined, true);
    for (const f of rvFilesUnder(dir))
      expect(readFileSync(f, 'latin1')).toBe(
        readFileSync(f.replace(dir, join(sharedCorpus, IRONDEQUOIT.dir)), 'latin1'),
      );
  });
});
