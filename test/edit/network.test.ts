/**
 * Growing and shrinking a real model's network: a subbasin with an HRU, an HRU group and a gauge with its
 * forcing series added to Irondequoit (and the average runoff Raven then needs), run by Raven 4.12, which
 * counts them and reports the new subbasin's flow; then removed again (the subbasin with `cascade`, which
 * takes its HRU, and the HRU's group membership), which gives back the files as they were.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import { Config } from '../../src/models/sections/config.js';
import { sharedCorpus } from '../paths.js';
import { copyModel, errorLines, IRONDEQUOIT, removeCopies, runModel } from './engineRun.js';

afterAll(removeCopies);

const series = (base: number) => ({
  start: '2000-01-01',
  step: 1,
  values: Array.from({ length: 366 }, (_, i) => base + (i % 5)),
});

describe('adding and removing subbasins, HRUs, groups and gauges', () => {
  it('adds them (Raven counts them and routes the new subbasin), then removes them back to the original files', async () => {
    const dir = copyModel(IRONDEQUOIT);
    const config = await Config.load(dir);
    config.addSubBasin({ subbasin_id: 2, name: 'Upper', downstream_id: 1, profile: 'NONE', gauged: true });
    config.addHRU({
      hru_id: 2,
      area: 40,
      elevation: 250,
      latitude: 43,
      longitude: -81,
      subbasin_id: 2,
      land_use_class: 'LU_ALL',
      veg_class: 'VEG_ALL',
      soil_profile: 'DEFAULT_P',
    });
    config.addHRUGroup('UPPER_HRUS', [2]);
    config.addGauge(
      { name: 'Far', latitude: 48, longitude: -81, elevation: 300 },
      { PRECIP: series(0), TEMP_DAILY_MIN: series(-3), TEMP_DAILY_MAX: series(8), PET: series(1) },
    );
    // Raven needs the average annual runoff once there are two subbasins: the checker says so first.
    expect((await config.check()).map((d) => d.code)).toContain('RV109');
    expect(config.setOption('AvgAnnualRunoff', '350')).toEqual([]);
    expect((await config.check()).filter((d) => d.severity === 'error')).toEqual([]);
    await config.writeRv(dir, undefined, true);

    const run = runModel(dir, IRONDEQUOIT.stem);
    expect(errorLines(run)).toEqual([]);
    expect(run.stdout).toMatch(/# SubBasins: 2 \(0 reservoirs\)/);
    expect(run.stdout).toMatch(/# HRUs: 2 \(0 disabled\)/);
    expect(run.stdout).toMatch(/# Gauges: 2/);
    expect(run.hydrographs.split('\n')[0]).toMatch(/,Upper \[m3\/s\]\s*$/);

    // The subbasin is still used by its HRU: refused, naming it; with cascade the HRU and its group
    // membership go (the group, then empty, is removed with its declaration in the .rvi).
    expect(() => config.remove('subbasin', '2')).toThrow(/HRU 2 \(subbasin_id\)/);
    config.remove('subbasin', '2', { cascade: true });
    config.remove('HRU group', 'UPPER_HRUS');
    config.remove('gauge', 'Far');
    await config.writeRv(dir, undefined, true);
    const original = join(sharedCorpus, IRONDEQUOIT.dir);
    // Byte for byte, but for the line end the last line got when lines were added after it.
    const lastEnd = (text: string) => text.replace(/\r?\n$/, '');
    for (const name of ['Irondequoit.rvi', 'Irondequoit.rvh', 'Irondequoit.rvt'])
      expect(lastEnd(readFileSync(join(dir, name), 'latin1'))).toBe(
        lastEnd(readFileSync(join(original, name), 'latin1')),
      );
    // The .rvp keeps the line added for Raven, in the file's own line ends (\r\n).
    const rvp = readFileSync(join(original, 'Irondequoit.rvp'), 'latin1');
    expect(rvp.endsWith('\r\n')).toBe(true);
    expect(readFileSync(join(dir, 'Irondequoit.rvp'), 'latin1')).toBe(`${rvp}:AvgAnnualRunoff 350\r\n`);
  });
});
