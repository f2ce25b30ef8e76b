/**
 * The text the .rvt models write, run by the real Raven: a gauge and observations rewritten from their typed
 * models give byte-identical outputs, and gridded and station forcings written from scratch (with inline or
 * redirected weights) run to completion.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runRaven } from '../../../src/engine/index.js';
import {
  Gauge,
  GriddedForcing,
  GridWeights,
  ObservationData,
  RedirectToFile,
  StationForcing,
} from '../../../src/models/rvt/index.js';
import { removeTemporaryDirs, tempDir } from '../../engine/helpers.js';
import { copyCorpusModel } from '../../paths.js';
import { nodeOf } from './helpers.js';

afterAll(removeTemporaryDirs);

const MODEL = 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige';
const STEM = 'raven-gr4j-salmon';
const NC1 = 'Salmon-River-Near-Prince-George_meteo_daily.nc';
/** The gauge's forcings, and their variables in the NetCDF files. */
const FORCINGS = { RAINFALL: 'rain', SNOWFALL: 'snow', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', PET: 'pet' };

async function model(): Promise<string> {
  return copyCorpusModel(MODEL, join(await tempDir('rvkit-rvt-'), 'model'));
}

const run = (dir: string, out: string) => runRaven({ modelname: STEM, configdir: dir, outputdir: out });

/** Every output file but the progress file (it holds timings), by name. */
function outputs(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir).sort())
    if (f !== 'Raven_progress.txt') out[f] = readFileSync(join(dir, f), 'latin1');
  return out;
}

const observations = () =>
  new ObservationData({
    uid: 1,
    units: 'm3/s',
    read_from_netcdf: { file_name_nc: NC1, var_name_nc: 'qobs', dim_names_nc: ['time'] },
  });

describe('.rvt models run by Raven', () => {
  it('a gauge and observations rewritten from their typed models give identical outputs', async () => {
    const dir = await model();
    const rvt = join(dir, `${STEM}.rvt`);
    await run(dir, 'original');
    const text = await readFile(rvt, 'latin1');
    const gauge = nodeOf(text, ':Gauge');
    const obs = nodeOf(text, ':ObservationData');
    const typed =
      Gauge.fromRv(gauge.node, gauge.source).toRv() + ObservationData.fromRv(obs.node, obs.source).toRv();
    await writeFile(rvt, typed, 'latin1');
    await run(dir, 'typed');
    const original = outputs(join(dir, 'original'));
    expect(Object.keys(original)).toEqual(expect.arrayContaining(['Diagnostics.csv', 'Hydrographs.nc']));
    expect(outputs(join(dir, 'typed'))).toEqual(original);
  });

  it('gridded forcings with inline weights, station forcings with redirected weights', async () => {
    const dir = await model();
    const rvt = join(dir, `${STEM}.rvt`);
    // A 2 × 2 grid (lon, lat) whose four cells share the single HRU.
    const quarter = new GridWeights({
      number_hrus: 1,
      number_grid_cells: 4,
      data: [0, 1, 2, 3].map((cell) => [1, cell, 0.25]),
    });
    const grids = Object.entries(FORCINGS).map(([type, v]) =>
      new GriddedForcing({
        name: v,
        forcing_type: type,
        file_name_nc: 'Salmon-River-Near-Prince-George_meteo_daily_3d.nc',
        var_name_nc: v,
        dim_names_nc: ['time', 'lon', 'lat'],
        grid_weights: quarter,
      }).toRv(),
    );
    await writeFile(rvt, grids.join('') + observations().toRv());
    const gridded = await run(dir, 'gridded');
    expect(gridded.files).toContain('Diagnostics.csv');

    await writeFile(join(dir, 'weights.rvt'), new GridWeights().toRv());
    const stations = Object.entries(FORCINGS).map(([type, v]) =>
      new StationForcing({
        name: v,
        forcing_type: type,
        file_name_nc: 'Salmon-River-Near-Prince-George_meteo_daily_2d.nc',
        var_name_nc: v,
        dim_names_nc: ['time', 'region'],
        grid_weights: new RedirectToFile('weights.rvt'),
      }).toRv(),
    );
    await writeFile(rvt, stations.join('') + observations().toRv());
    const station = await run(dir, 'station');
    expect(station.files).toContain('Diagnostics.csv');
  });
});
