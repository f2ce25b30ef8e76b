import { HYPR, HYPR_PARAMS } from '../../src/emulators/hypr.js';
import {
  expectParameters,
  expectReferenceNse,
  expectRefusesFreeSymbols,
  expectSeamlessResume,
  expectSymbolicUntilSet,
  numbered,
  salmonInput,
  referenceParams,
} from './harness.js';

/** The reference library's test parameters for HYPR (tests/emulators.py; X05, X06 already powers of ten). */
const PARAMS = referenceParams('HYPR');

const salmon = async () => new HYPR(await salmonInput({ monthly: true }));

describe('HYPR parameters', () => {
  it('has 21 parameters X01..X21 in order, with bounds holding the reference values', () => {
    expect(HYPR.parameters).toBe(HYPR_PARAMS);
    expectParameters(HYPR, numbered(21), PARAMS);
  });

  it('is symbolic until setParams, which maps each parameter to its Raven value', async () => {
    const j = expectSymbolicUntilSet(await salmon(), PARAMS, HYPR);
    expect(j.global_parameter).toEqual({
      RAINSNOW_TEMP: 2.923011,
      RAINSNOW_DELTA: 0,
      SNOW_SWI: 0.0311942,
      ADIABATIC_LAPSE: 1.599205,
      PRECIP_LAPSE: 2.519381,
    });
    expect(j.sub_basin_properties.parameters).toEqual(['TIME_CONC']);
    expect(j.sub_basin_properties.records[0].values).toEqual([5.851117]);
    expect(j.soil_profiles[0].thicknesses).toEqual([0.1661203, 1e99, 1e99]);
    expect(j.soil_parameter_list.pl[0].values).toEqual([1, 0.4398281, 0, 0.6909014, 0, 0, 0, 0, 0, 0]);
    expect(j.soil_parameter_list.pl[1]).toEqual({
      name: 'FAST_RES',
      values: [null, null, 0, null, null, 0, 0.1177004, 1, 0.4650976, 59.12739],
    });
    expect(j.land_use_parameter_list.pl[0].values).toEqual([
      0.9245995, 1.643588, 0.8229611, 4.105015, 0, -0.185641, 0, 1.212258, 13.12368, 41.56352, 0.4041795,
    ]);
    expect(j.gauge).toHaveLength(1);
    expect(j.gauge[0].snow_correction).toBe(1.148201);
    expect(j.gauge[0].rain_correction).toBeNull();
    expect(j.gauge[0].monthly_ave_evaporation).toHaveLength(12);
    expect(j.hrus[0]).toMatchObject({
      land_use_class: 'OPEN_1',
      veg_class: 'FOREST',
      soil_profile: 'DEFAULT_P',
    });
    expect(j.hru_state_variable_table).toEqual([
      { hru_id: 1, data: { 'SOIL[0]': 10, 'SOIL[1]': 10, DEPRESSION: 20 } },
    ]);
  });

  it('writes the lapse rates under the global parameter names Raven reads', async () => {
    const rvp = (await salmon()).setParams(PARAMS).rvText('rvp');
    expect(rvp).toMatch(/^:GlobalParameter ADIABATIC_LAPSE +1\.599205$/m);
    expect(rvp).toMatch(/^:GlobalParameter PRECIP_LAPSE +2\.519381$/m);
    expect(rvp).not.toMatch(/AdiabaticLapseRate|PrecipLapse/);
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(await salmon());
  });
});

describe('HYPR on the real engine', () => {
  it("reproduces the reference library's NSE on the Salmon River, and its files load back", async () => {
    // Raven 4.12.1 gives the published value; it is the same with the reference's (ignored)
    // AdiabaticLapseRate/PrecipLapse names, as HYPR has no orographic correction.
    await expectReferenceNse((await salmon()).setParams(PARAMS), 0.685188, 0.685188);
  }, 120_000);

  it('a then b ends in the state of the single run ab', async () => {
    const config = new HYPR({ ...(await salmonInput({ monthly: true })), params: PARAMS });
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
