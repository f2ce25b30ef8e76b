import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { GR4JCN } from '../../src/emulators/index.js';
import { Config } from '../../src/models/sections/config.js';
import {
  expectParameters,
  expectReferenceNse,
  expectRefusesFreeSymbols,
  expectSymbolicUntilSet,
  SALMON_HRU,
  salmonGauge,
  salmonNetcdf,
  type Json,
  referenceParams,
} from './harness.js';

/** The reference library's test parameters for GR4JCN (tests/emulators.py). */
const PARAMS = referenceParams('GR4JCN');

/** The reference library's `symbolic_config` fixture for GR4JCN, with the gauge built by hand. */
function salmon(): GR4JCN {
  return new GR4JCN({
    Gauge: [salmonGauge({ RAINFALL: 'rain', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', SNOWFALL: 'snow' })],
    ObservationData: [
      { data_type: 'HYDROGRAPH', uid: 1, units: 'm3/s', read_from_netcdf: salmonNetcdf('qobs') },
    ],
    HRUs: [{ ...SALMON_HRU }],
    StartDate: '2000-01-01',
    EndDate: '2002-01-01',
    RunName: 'test',
    EvaluationMetrics: ['NASH_SUTCLIFFE'],
    GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 },
  });
}

describe('GR4JCN parameters', () => {
  it('has six named parameters in order, with bounds containing the reference values', () => {
    expectParameters(
      GR4JCN,
      ['GR4J_X1', 'GR4J_X2', 'GR4J_X3', 'GR4J_X4', 'CEMANEIGE_X1', 'CEMANEIGE_X2'],
      PARAMS,
    );
  });

  it('is symbolic until setParams, which takes values in parameter order', () => {
    const j = expectSymbolicUntilSet(salmon(), PARAMS, GR4JCN);
    expect(j.soil_profiles[0].thicknesses).toEqual([0.529, 0.3, 1, 1]);
    expect(j.uniform_initial_conditions).toEqual({ 'SOIL[0]': 264.5, 'SOIL[1]': 15 });
    expect(j.global_parameter.AIRSNOW_COEFF).toBeCloseTo(0.053, 12);
    expect(j.global_parameter.AVG_ANNUAL_RUNOFF).toBe(208.48);
    expect(j.soil_parameter_list.pl[0].values).toEqual([1, 407.29, -3.396]);
    expect(j.land_use_parameter_list.pl[0].values).toEqual([1.072, 7.73]);
  });

  it('takes params in the constructor, by position or by name', () => {
    const byName = Object.fromEntries(GR4JCN.parameters.map((p, i) => [p.name, PARAMS[i]]));
    const a = new GR4JCN({ params: PARAMS, HRUs: [{ area: 1 }] });
    const b = new GR4JCN({ params: byName, HRUs: [{ area: 1 }] });
    expect(a.isSymbolic).toBe(false);
    expect(a.toJSON()).toEqual(b.toJSON());
    expect((a.toJSON() as Json).hrus[0].soil_profile).toBe('DEFAULT_P');
  });

  it('writes PotentialMeltMethod (the reference library never does)', () => {
    expect(salmon().setParams(PARAMS).rvText('rvi')).toMatch(/^:PotentialMeltMethod POTMELT_DEGREE_DAY$/m);
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(salmon());
  });
});

describe('GR4JCN on the real engine', () => {
  it("reproduces the reference library's NSE on the Salmon River, and its files load back", async () => {
    // Raven 4.12 gives -0.117185 (0.000116 from the published -0.117301, a value kept from older Raven
    // versions).
    const emu = await expectReferenceNse(salmon().setParams(PARAMS), -0.117301, -0.117185);
    const loaded = await Config.load(emu.workdir, { stem: emu.modelname });
    expect(loaded.potential_melt_method).toBe('POTMELT_DEGREE_DAY');
  }, 120_000);
});
