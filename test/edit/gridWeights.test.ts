/**
 * Edits that follow `:GridWeights` (York, gridded forcing: the weights of each HRU's grid cells in a file the
 * .rvt's three :GriddedForcing blocks redirect to). Removing a subbasin with `cascade` takes its HRU, that HRU's
 * weight rows and :SubBasinProperties row, and lowers :NumberHRUs (Raven stops when it exceeds the model's
 * HRUs, and on a row of an HRU it does not have); renaming an HRU renames its rows; adding one is refused, since
 * Raven stops unless every HRU's weights sum to 1. The checker finds nothing new in the edited model. Raven is
 * not run: the corpus holds York without its NetCDF forcing (RUNNABLE.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import { Config } from '../../src/models/sections/config.js';
import { changedLines, copyModel, removeCopies } from './engineRun.js';

afterAll(removeCopies);

const YORK = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__York_gridded_m_daily_i_daily',
};

const findings = async (c: Config) => (await c.check()).map((d) => `${d.code} ${d.message}`).sort();
/** RV360's reference flows come from the area draining to each subbasin, which the removal changes. */
const referenceFlow = (f: string) => f.startsWith('RV360 ');
const subbasinOf = (f: string) => /^RV360 subbasin (\S+):/.exec(f)?.[1];

describe(':GridWeights follow the HRUs (York)', () => {
  it('removes a subbasin with its HRU and weight rows, renames an HRU in its rows, refuses a new HRU', async () => {
    const dir = copyModel(YORK);
    const config = await Config.load(dir);
    const before = await findings(config);
    config.remove('subbasin', '2', { cascade: true });
    config.rename('HRU', '3', '33');
    const after = await findings(config);
    expect(after.filter((f) => !referenceFlow(f))).toEqual(before.filter((f) => !referenceFlow(f)));
    const warned = new Set(before.filter(referenceFlow).map(subbasinOf));
    expect(after.filter(referenceFlow).filter((f) => !warned.has(subbasinOf(f)))).toEqual([]);
    expect(after.some((f) => f.startsWith('RV360 subbasin 2:'))).toBe(false);
    const weights = (hru: string, rows: [string, string][]) =>
      rows.map(([cell, w]) => `   ${hru}${' '.repeat(6 - cell.length)}${cell}    ${w}`);
    const three: [string, string][] = [
      ['1', '0.274322207664'],
      ['2', '0.00130276858577'],
      ['15', '0.023101045798'],
      ['17', '0.0015817605414'],
      ['18', '0.215221591145'],
      ['19', '0.484470626266'],
    ];
    expect(changedLines(config.diff())).toEqual([
      '-\t\t2\tsub46\t\t\t3\t\t\t1.1\t\t\t30.50167314\t\t\t0',
      '-\t\t2\t205.21\t946.66\t45.279427\t-77.9515\t2\tMixed_coniferous\tMixed_coniferous\tABC2\t[NONE]\t[NONE]\t12.17\t152.83',
      '-\t\t3\t92.21\t867.92\t45.261857\t-77.7529\t3\tMixed_coniferous\tMixed_coniferous\tABC2\t[NONE]\t[NONE]\t11.33\t144.74',
      '+\t\t33\t92.21\t867.92\t45.261857\t-77.7529\t3\tMixed_coniferous\tMixed_coniferous\tABC2\t[NONE]\t[NONE]\t11.33\t144.74',
      '-\t2\t1.240896E+00\t4.094957E-01',
      '-   :NumberHRUs       7',
      '+   :NumberHRUs       6',
      ...weights('2', [
        ['0', '0.102856848918'],
        ['1', '0.0334505627711'],
        ['9', '0.00180896483093'],
        ['13', '0.0577007064953'],
        ['14', '0.395953671258'],
        ['16', '0.118137602528'],
        ['17', '0.281295878077'],
        ['18', '0.00879576512124'],
      ]).map((l) => `-${l}`),
      ...weights('3', three).map((l) => `-${l}`),
      ...weights('33', three).map((l) => `+${l}`),
    ]);
    const diff = config.diff();
    expect(() =>
      config.addHRU({
        hru_id: 99,
        area: 10,
        elevation: 900,
        latitude: 45.2,
        longitude: -77.8,
        subbasin_id: 1,
        land_use_class: 'Mixed_coniferous',
        veg_class: 'Mixed_coniferous',
        soil_profile: 'R2',
      }),
    ).toThrow(/^a new HRU needs its weights in :GridWeights \(GriddedForcings\.txt:1\)/);
    expect(config.diff()).toBe(diff);
    // Saved: the file redirected to three times is written once, as the diff showed.
    await config.writeRv(dir, undefined, true);
    const text = readFileSync(join(dir, 'GriddedForcings.txt'), 'latin1');
    expect(text).toMatch(/:NumberHRUs {7}6 /);
    expect(text).not.toMatch(/^ {3}2 /m);
    expect((await Config.load(dir)).diff()).toBe('');
  });
});
