import { Mohyse, MOHYSE_DEFINITION, MOHYSE_PARAMS } from '../../src/emulators/mohyse.js';
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

/** The reference library's test parameters for Mohyse (tests/emulators.py). */
const PARAMS = referenceParams('Mohyse');

/** The reference fixture for Mohyse. */
async function salmon(): Promise<Mohyse> {
  return new Mohyse(await salmonInput());
}

describe('Mohyse parameters', () => {
  it('has ten parameters X01..X10 in order, with bounds containing the reference values', () => {
    expect(Mohyse.parameters).toBe(MOHYSE_PARAMS);
    expect(MOHYSE_DEFINITION.name).toBe('Mohyse');
    expectParameters(Mohyse, numbered(10), PARAMS);
  });

  it('is symbolic until setParams, which takes values in parameter order', async () => {
    const j = expectSymbolicUntilSet(await salmon(), PARAMS, Mohyse);
    expect(j.global_parameter).toEqual({ RAINSNOW_TEMP: -2, TOC_MULTIPLIER: 1, MOHYSE_PET_COEFF: 1 });
    const profile = j.soil_profiles.find((p: Json) => p.name === 'DEFAULT_P');
    expect(profile.thicknesses).toEqual([0.4038, 10]);
    expect(j.soil_parameter_list.pl.map((r: Json) => r.values)).toEqual([
      [1, 1, 1, 0.0273, 0.0621],
      [1, 1, 1, 0.0453, 0],
    ]);
    expect(j.land_use_parameter_list.pl[0].values).toEqual([4.2952, 0.0468, 0, 2.658]);
    // GAMMA_SCALE is the inverse of X10.
    expect(j.sub_basin_properties.parameters).toEqual(['GAMMA_SCALE', 'GAMMA_SHAPE']);
    expect(j.sub_basin_properties.records).toHaveLength(1);
    expect(j.sub_basin_properties.records[0].sb_id).toBe('1');
    expect(j.sub_basin_properties.records[0].values[0]).toBeCloseTo(1 / 5.6167, 12);
    expect(j.sub_basin_properties.records[0].values[1]).toBe(0.9039);
    expect(j.hrus[0]).toMatchObject({
      land_use_class: 'LU_ALL',
      veg_class: 'VEG_ALL',
      soil_profile: 'DEFAULT_P',
    });
    expect(j.direct_evaporation).toBe(true);
  });

  it('gives the gamma routing to every subbasin, and keeps properties the user gives', () => {
    const SubBasins = [
      { subbasin_id: 10, name: 'up', downstream_id: 20, gauged: false },
      { subbasin_id: 20, name: 'down', downstream_id: -1, gauged: true },
    ];
    const j = new Mohyse({ params: PARAMS, SubBasins }).toJSON() as Json;
    expect(j.sub_basin_properties.records.map((r: Json) => r.sb_id)).toEqual(['10', '20']);
    const own = { parameters: ['GAMMA_SHAPE'], records: [{ sb_id: '20', values: [2] }] };
    const k = new Mohyse({ params: PARAMS, SubBasins, SubBasinProperties: own }).toJSON() as Json;
    expect(k.sub_basin_properties.records).toEqual([{ sb_id: '20', values: [2] }]);
  });

  it('writes the Mohyse options', () => {
    const c = new Mohyse({ params: PARAMS, HRUs: [{ area: 1 }] });
    const rvi = c.rvText('rvi');
    expect(rvi).toMatch(/^:DirectEvaporation$/m);
    expect(rvi).toMatch(/^:Evaporation PET_MOHYSE$/m);
    expect(rvi).toMatch(/^:CatchmentRoute ROUTE_GAMMA_CONVOLUTION$/m);
    expect(c.rvText('rvh')).toMatch(/^\s*:Parameters GAMMA_SCALE GAMMA_SHAPE$/m);
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(await salmon());
  });
});

describe('Mohyse on the real engine', () => {
  it("reproduces the reference library's NSE on the Salmon River, and its files load back", async () => {
    // Raven 4.12.1 gives 0.194618 (0.000006 from the published 0.194612, kept from older Raven versions).
    await expectReferenceNse((await salmon()).setParams(PARAMS), 0.194612, 0.194618);
  }, 120_000);

  it('a then b ends in the state of the single run ab', async () => {
    const config = new Mohyse({ ...(await salmonInput()), params: PARAMS });
    // Raven 4.12.1 writes 8 storages per HRU for Mohyse.
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
