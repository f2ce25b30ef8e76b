import { readFileSync } from 'node:fs';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Emulator } from '../../src/engine/emulator.js';
import { BasicRoute, BASICROUTE_DEFINITION } from '../../src/emulators/basicRoute.js';
import type { Dataset } from '../../src/output/dataset.js';
import {
  expectCanonicalAndLoadable,
  expectSeamlessResume,
  SALMON_HRU,
  salmonGauge,
  temp,
  type Json,
} from './harness.js';

const UP_AREA = 1000;
const DOWN_AREA = 1;
const AREA = UP_AREA + DOWN_AREA;

const profile = (name: string) => ({
  name,
  bed_slope: 0.0001,
  survey_points: [
    [0, 10],
    [10, 0],
    [30, 0],
    [40, 10],
  ],
  roughness_zones: [[0, 0.035]],
});
const hru = (hru_id: number, subbasin_id: number, area: number) => ({
  ...SALMON_HRU,
  hru_id,
  subbasin_id,
  area,
});

/**
 * Two subbasins: the upstream one (1000 km2, a zero-length reach: its outflow is its input, unrouted) drains
 * into a 500 km reach (subbasin 2, 1 km2 of its own). The Salmon River rainfall is the input Raven routes,
 * given as PRECIP (the temperatures Raven needs for it too).
 */
function twoBasins(): BasicRoute {
  return new BasicRoute({
    SubBasins: [
      { subbasin_id: 1, name: 'up', downstream_id: 2, profile: 'chn_1', reach_length: 0, gauged: true },
      { subbasin_id: 2, name: 'down', downstream_id: -1, profile: 'chn_2', reach_length: 500, gauged: true },
    ],
    HRUs: [hru(1, 1, UP_AREA), hru(2, 2, DOWN_AREA)],
    ChannelProfile: [profile('chn_1'), profile('chn_2')],
    SoilClasses: [{ name: 'AQUIFER' }],
    SoilProfiles: [{ name: 'Soil_Land_HRU', soil_classes: ['AQUIFER'], thicknesses: [5] }],
    VegetationClasses: [{ name: 'Veg_Land_HRU', max_ht: 25, max_lai: 5, max_leaf_cond: 5 }],
    LandUseClasses: [{ name: 'Landuse_Land_HRU', impermeable_frac: 0, forest_coverage: 1 }],
    // Sets the reference discharge (hence the wave celerity) and the initial channel flows.
    GlobalParameter: { AVG_ANNUAL_RUNOFF: 594 },
    Gauge: [salmonGauge({ PRECIP: 'rain', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax' })],
    StartDate: '2000-01-01',
    EndDate: '2001-01-01',
  });
}

/** A variable of a dataset as numbers (column `j` of `width` for a (time, nbasins) variable). */
function series(ds: Dataset, name: string, j = 0, width = 1): number[] {
  const data = ds.get(name).data as Float64Array;
  return Array.from({ length: data.length / width }, (_, i) => data[i * width + j]);
}

const sum = (a: readonly number[]) => a.reduce((s, x) => s + x, 0);

describe('BasicRoute definition', () => {
  it('has no parameters and is never symbolic', () => {
    expect(BasicRoute.parameters).toEqual([]);
    expect(BASICROUTE_DEFINITION.name).toBe('BasicRoute');
    const c = twoBasins();
    expect(c.isSymbolic).toBe(false);
    expect(c.freeSymbols()).toHaveLength(0);
    expect(new BasicRoute({ params: [] }).isSymbolic).toBe(false);
    expect(() => new BasicRoute({ params: [1] })).toThrow(/1 parameter values given for 0/);
  });

  it('writes the routing options and the two processes', () => {
    const rvi = twoBasins().rvText('rvi');
    for (const line of [
      ':CatchmentRoute ROUTE_DUMP',
      ':Routing ROUTE_DIFFUSIVE_WAVE',
      ':PrecipIceptFract PRECIP_ICEPT_NONE',
      ':PotentialMeltMethod POTMELT_NONE',
      ':SoilModel SOIL_MULTILAYER 1',
      ':Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE',
      ':Flush RAVEN_DEFAULT PONDED_WATER SURFACE_WATER',
    ])
      expect(rvi).toContain(line);
  });

  it('gives land and lake HRUs the routing product class names', () => {
    const c = new BasicRoute({ HRUs: [{ area: 1 }, { hru_id: 2, area: 1, hru_type: 'lake' }] });
    const [land, lake] = (c.toJSON() as Json).hrus;
    expect(land).toMatchObject({
      land_use_class: 'Landuse_Land_HRU',
      veg_class: 'Veg_Land_HRU',
      soil_profile: 'Soil_Land_HRU',
    });
    expect(lake).toMatchObject({
      land_use_class: 'Landuse_Lake_HRU',
      veg_class: 'Veg_Lake_HRU',
      soil_profile: 'Soil_Lake_HRU',
    });
  });
});

describe('BasicRoute on the real engine', () => {
  it('dumps the input into the channels, delays and attenuates it down the reach, and conserves mass', async () => {
    const emu = new Emulator(twoBasins(), temp(), 'route');
    const out = await emu.run();
    const h = (await out.hydrograph)!;
    const s = (await out.storage)!;
    expect(h.dims.nbasins).toBe(2);
    const n = h.dims.time;
    const precip = series(h, 'precip'); // mm/d, the first step has none
    const up = series(h, 'q_sim', 0, 2);
    const down = series(h, 'q_sim', 1, 2);

    // Upstream, no routing: the reported flow is the mean over the day of the dumped input (m3/s).
    for (let i = 2; i < n; i++)
      expect(up[i]).toBeCloseTo((((precip[i - 1] + precip[i]) / 2) * UP_AREA) / 86.4, 9);

    // Downstream, after 500 km: the flow best matches the upstream flow days later, its centroid comes
    // later, and its peak is lower.
    const lagged = (lag: number) => sum(up.slice(5, n - 10).map((q, i) => q * down[i + 5 + lag]));
    const scores = Array.from({ length: 10 }, (_, lag) => lagged(lag));
    const best = scores.indexOf(Math.max(...scores));
    expect(best).toBeGreaterThanOrEqual(2);
    const centroid = (q: number[]) => sum(q.map((v, i) => (i >= 5 ? i * v : 0))) / sum(q.slice(5));
    expect(centroid(down) - centroid(up)).toBeGreaterThan(1);
    expect(Math.max(...down)).toBeLessThan(0.75 * Math.max(...up));

    // Mass balance, from the outputs: rain in (mm over the watershed) minus the outlet's volume equals the
    // change of the water stored (channels included).
    const total = series(s, 'total');
    const input = sum(precip.slice(1));
    const outflow = (sum(down.slice(1)) * 86.4) / AREA;
    expect(input - outflow - (total[n - 1] - total[0])).toBeCloseTo(0, 8);
    expect(series(s, 'cum_input')[n - 1]).toBeCloseTo(input, 8);
    expect(series(s, 'cum_outflow')[n - 1]).toBeCloseTo(outflow, 8);
    // The channels hold water at the start (flows from the reference discharge) and less at the end.
    const channels = series(s, 'channel_storage');
    expect(channels[0]).toBeGreaterThan(channels[n - 1]);

    expect(readFileSync(out.files.messages ?? '', 'latin1')).not.toMatch(/^WARNING/m);
    await expectCanonicalAndLoadable(emu);
  }, 120_000);

  it('resumes: the HRU states and the routed outflow continue as in the single run', async () => {
    const config = twoBasins();
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(1);

    // The channels' state carries over too: the outlet flow after resuming is that of the single run.
    const period = (start: string, end: string) => config.copy({ start_date: start, end_date: end });
    const a = new Emulator(period('2000-01-01', '2000-07-01'), temp(), 'a');
    const ab = new Emulator(period('2000-01-01', '2001-01-01'), temp(), 'ab');
    await Promise.all([a.run(), ab.run()]);
    const b = new Emulator(a.resume().copy({ end_date: '2001-01-01' }), temp(), 'b');
    const hb = (await (await b.run()).hydrograph)!;
    const hab = (await ab.output.hydrograph)!;
    const qb = series(hb, 'q_sim', 1, 2);
    const qab = series(hab, 'q_sim', 1, 2);
    const offset = qab.length - qb.length;
    expect(offset).toBeGreaterThan(150);
    // From the second step of b on (its first reports the start state's flow, not a mean over a step).
    for (let i = 1; i < qb.length; i++) expect(qb[i]).toBeCloseTo(qab[i + offset], 3);
  }, 120_000);
});
