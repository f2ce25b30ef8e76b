import { days, forcingNetcdf, SALMON_VALUES } from '../../netcdfForcing.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkProject } from '../../../../src/check/checkProject.js';
import { fileHost } from '../../../../src/project/fileHost.js';
import { loadProject } from '../../../../src/project/load.js';
import { copyCorpusModel } from '../../../paths.js';
import { ravenVerdict } from '../../oracle/raven.js';
import { shorten } from '../../oracle/shorten.js';
import { applyEdits, CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

/** The snowfall of the GR4J-CemaNeige model read from `snow.nc`. */
const SNOW_FROM_FILE = {
  file: 'raven-gr4j-salmon.rvt',
  from: /(:Data SNOWFALL[\s\S]*?:FileNameNC\s+)\S+/,
  to: '$1snow.nc',
};

describe('RV425 rain-snow-mismatch', () => {
  it('points at RAINFALL and SNOWFALL series of different lengths', async () => {
    const nc = forcingNetcdf({
      units: 'days since 1954-01-01 00:00:00',
      times: days(300),
      values: SALMON_VALUES,
    });
    const out = await checkMutated(CORPUS.gr4jNetcdf, [SNOW_FROM_FILE], { 'snow.nc': nc });
    expect(only('RV425', out)).toEqual([
      'raven-gr4j-salmon.rvt:15:26: error: RAINFALL and SNOWFALL of gauge meteorological have different numbers of values (20819 and 300): Raven adds them value by value [RV425]',
      'raven-gr4j-salmon.rvt:22:26: error: RAINFALL and SNOWFALL of gauge meteorological have different numbers of values (20819 and 300): Raven adds them value by value [RV425]',
    ]);
  });

  it('accepts series that start on the same day of another year (Raven compares the day only)', async () => {
    const nc = forcingNetcdf({
      units: 'days since 1953-01-01 00:00:00',
      times: days(20819),
      values: SALMON_VALUES,
    });
    const out = await checkMutated(CORPUS.gr4jNetcdf, [SNOW_FROM_FILE], { 'snow.nc': nc });
    expect(only('RV425', out)).toEqual([]);
  });
});

describe('RV425 rain-snow-mismatch, against Raven 4.12.1', () => {
  it('reads the last RAINFALL of a gauge, as Raven keeps it: ten days after the :MultiData make Raven stop', async () => {
    const M = CORPUS.salmonHbv;
    const RVT = 'raven-hbv-salmon.rvt';
    const root = await mkdtemp(join(tmpdir(), 'rvkit-rainsnow-'));
    try {
      const dir = copyCorpusModel(M.dir, join(root, 'm'));
      await shorten(dir, M.stem);
      // The gauge's :MultiData gives RAINFALL and SNOWFALL for the whole record; a second RAINFALL of ten days
      // after it replaces the first, and Raven adds it to the whole SNOWFALL.
      applyEdits(dir, [
        {
          file: RVT,
          from: /(:RedirectToFile data_obs\/Salmon-River-Near-Prince-George_meteo_daily\.rvt[^\n]*\n)/,
          to: `$1:Data RAINFALL mm/d\n  1954-01-01 00:00:00 1.0 10\n  ${Array(10).fill(1).join(' ')}\n:EndData\n`,
        },
      ]);
      const raven = await ravenVerdict(dir, M.stem);
      expect(raven.fails).toBe(true);
      expect(raven.errors.join('\n')).toContain(
        'CTimeSeries::Sum: time series must have same number of data points',
      );
      const found = await checkProject(await loadProject(dir, { stem: M.stem }), { host: fileHost(dir) });
      const shown = found
        .filter((d) => d.code === 'RV425')
        .map((d) => `${relative(dir, d.file)}:${d.line}: ${d.message}`);
      const why = `RAINFALL and SNOWFALL of gauge Gauge1 have different numbers of values (10 and 20819): Raven adds them value by value`;
      expect(shown).toEqual([
        `${RVT}:32: ${why}`,
        `data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt:2: ${why}`,
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
