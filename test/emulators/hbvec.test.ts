import { HBVEC, HBVEC_PARAMS } from '../../src/emulators/hbvec.js';
import {
  expectParameters,
  expectReferenceNse,
  expectRefusesFreeSymbols,
  expectSeamlessResume,
  expectSymbolicUntilSet,
  numbered,
  salmonInput,
  type Json,
  referenceParams,
} from './harness.js';

/** The reference library's test parameters for HBVEC (tests/emulators.py). */
const PARAMS = referenceParams('HBVEC');

const salmon = async () => new HBVEC(await salmonInput({ monthly: true }));

describe('HBVEC parameters', () => {
  it('has 21 parameters X01..X21 in order, with bounds holding the reference values', () => {
    expect(HBVEC.parameters).toBe(HBVEC_PARAMS);
    expectParameters(HBVEC, numbered(21), PARAMS);
  });

  it('is symbolic until setParams, which maps each parameter to its Raven value', async () => {
    const j = expectSymbolicUntilSet(await salmon(), PARAMS, HBVEC);
    expect(j.rain_snow_transition).toEqual({ temp: 0.05984519, delta: 2 });
    expect(j.sub_basin_properties.parameters).toEqual(['TIME_CONC', 'TIME_TO_PEAK']);
    expect(j.sub_basin_properties.records[0].values[0]).toBe(2.277781);
    expect(j.sub_basin_properties.records[0].values[1]).toBeCloseTo(2.277781 / 2, 12);
    expect(j.global_parameter).toEqual({
      ADIABATIC_LAPSE: 0.5718813,
      SNOW_SWI: 0.03473693,
      PRECIP_LAPSE: 4.873686,
    });
    expect(j.soil_profiles[0].thicknesses).toEqual([2.036937, 100, 100]);
    const fast = j.soil_parameter_list.pl.find((r: Json) => r.name === 'FAST_RES');
    expect(fast.values.slice(5, 7)).toEqual([38.32455, 0.4606565]);
    expect(fast.values[7]).toBeCloseTo(1.877607, 12);
    expect(j.land_use_parameter_list.pl[0].values).toEqual([
      4.072232, 2.2, 0.4452843, 2.001574, 0.48, 1.64, 0.05, 0.6771759, 0.05,
    ]);
    expect(j.gauge).toHaveLength(1);
    expect(j.gauge[0].rain_correction).toBe(1.141608);
    expect(j.gauge[0].snow_correction).toBe(1.024278);
    expect(j.gauge[0].monthly_ave_temperature).toHaveLength(12);
    expect(j.hrus[0].soil_profile).toBe('DEFAULT_P');
    expect(j.hru_state_variable_table).toEqual([{ hru_id: 1, data: { 'SOIL[2]': 0.50657 } }]);
  });

  it('puts the corrections into every gauge, given as plain data too', () => {
    const gauge = (name: string) => ({ name, latitude: 54, longitude: -123, elevation: 843 });
    const j = new HBVEC({ Gauge: [gauge('a'), gauge('b')], params: PARAMS }).toJSON() as Json;
    expect(j.gauge.map((g: Json) => [g.rain_correction, g.snow_correction])).toEqual([
      [1.141608, 1.024278],
      [1.141608, 1.024278],
    ]);
  });

  it('writes the processes, conditions and lake storage of HBV-EC', async () => {
    const rvi = (await salmon()).setParams(PARAMS).rvText('rvi');
    expect(rvi).toMatch(/^:LakeStorage SOIL\[2\]$/m);
    expect(rvi).toMatch(/^ {2}:-->Conditional HRU_TYPE IS GLACIER$/m);
    expect(rvi).toMatch(/^ {2}:-->Conditional HRU_TYPE IS_NOT GLACIER$/m);
    expect(rvi).toMatch(/^ {2}:CapillaryRise CRISE_HBV SOIL\[1\] SOIL\[0\]$/m);
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(await salmon());
  });
});

describe('HBVEC on the real engine', () => {
  it("reproduces the reference library's NSE on the Salmon River, and its files load back", async () => {
    // Raven 4.12.1 gives 0.0186521 (0.0000112 from the published 0.0186633, a value kept from older Raven
    // versions).
    await expectReferenceNse((await salmon()).setParams(PARAMS), 0.0186633, 0.0186521);
  }, 120_000);

  it('a then b ends in the state of the single run ab', async () => {
    const config = new HBVEC({ ...(await salmonInput({ monthly: true })), params: PARAMS });
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
