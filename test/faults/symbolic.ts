/** The symbolic configuration of the fault suite's parameter-set runs (no jest globals: the child loads it). */
import '../../src/index.js'; // attaches fromNc and writeRv
import { GR4JCN } from '../../src/emulators/index.js';
import type { Config } from '../../src/models/sections/config.js';
import { Gauge } from '../../src/models/rvt/gauge.js';

/** GR4JCN on the Salmon River forcing (the reference library's test fixture), over two months: quick runs. */
export async function parameterSetsConfig(nc: string): Promise<Config> {
  const gauge = await Gauge.fromNc(nc, {
    dataType: ['RAINFALL', 'TEMP_MIN', 'TEMP_MAX', 'SNOWFALL'],
    altNames: { RAINFALL: 'rain', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', SNOWFALL: 'snow' },
    dataKwds: { ALL: { elevation: 843.0 } },
  });
  return new GR4JCN({
    Gauge: [gauge],
    HRUs: [{ area: 4250.6, elevation: 843.0, latitude: 54.4848, longitude: -123.3659, hru_type: 'land' }],
    StartDate: '2000-01-01',
    EndDate: '2000-03-01',
    RunName: 'faults',
    GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 },
  });
}
