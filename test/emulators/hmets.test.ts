import { HMETS, HMETS_DEFINITION, HMETS_PARAMS } from '../../src/emulators/hmets.js';
import {
  expectParameters,
  expectReferenceNse,
  expectRefusesFreeSymbols,
  expectSeamlessResume,
  expectSymbolicUntilSet,
  salmonInput,
  type Json,
  referenceParams,
} from './harness.js';

/** The reference library's test parameters for HMETS (tests/emulators.py). */
const PARAMS = referenceParams('HMETS');

/** The reference fixture for HMETS: its gauge also reads PET. */
async function salmon(): Promise<HMETS> {
  return new HMETS(await salmonInput({ pet: true }));
}

describe('HMETS parameters', () => {
  it('has 21 named parameters in order, with bounds containing the reference values', () => {
    expect(HMETS.parameters).toBe(HMETS_PARAMS);
    expect(HMETS_DEFINITION.name).toBe('HMETS');
    expectParameters(
      HMETS,
      [
        'GAMMA_SHAPE',
        'GAMMA_SCALE',
        'GAMMA_SHAPE2',
        'GAMMA_SCALE2',
        'MIN_MELT_FACTOR',
        'MAX_MELT_FACTOR',
        'DD_MELT_TEMP',
        'DD_AGGRADATION',
        'SNOW_SWI_MIN',
        'SNOW_SWI_MAX',
        'SWI_REDUCT_COEFF',
        'DD_REFREEZE_TEMP',
        'REFREEZE_FACTOR',
        'REFREEZE_EXP',
        'PET_CORRECTION',
        'HMETS_RUNOFF_COEFF',
        'PERC_COEFF',
        'BASEFLOW_COEFF_1',
        'BASEFLOW_COEFF_2',
        'TOPSOIL',
        'PHREATIC',
      ],
      PARAMS,
    );
  });

  it('is symbolic until setParams, which takes values in parameter order', async () => {
    const j = expectSymbolicUntilSet(await salmon(), PARAMS, HMETS);
    // TOPSOIL and PHREATIC are capacities in mm; the profile takes thicknesses in m.
    const profile = j.soil_profiles.find((p: Json) => p.name === 'DEFAULT_P');
    expect(profile.thicknesses[0]).toBeCloseTo(0.3107211, 12);
    expect(profile.thicknesses[1]).toBeCloseTo(0.9161947, 12);
    expect(j.uniform_initial_conditions['SOIL[0]']).toBeCloseTo(155.36055, 10);
    expect(j.uniform_initial_conditions['SOIL[1]']).toBeCloseTo(458.09735, 10);
    expect(j.global_parameter).toEqual({
      SNOW_SWI_MIN: 0.0464,
      SNOW_SWI_MAX: 0.1998,
      SWI_REDUCT_COEFF: 0.0222,
      SNOW_SWI: 0.05,
    });
    expect(j.soil_parameter_list.pl.map((r: Json) => r.values)).toEqual([
      [1, 0.0114, 1.0, 0.0243],
      [1, 0, 0, 0.0069],
    ]);
    expect(j.land_use_parameter_list.pl[0].values).toEqual([
      1.2875, 5.4134, 2.3641, 0.0973, 2.6851, 0.374, -1.0919, 0.4739, 9.5019, 0.2774, 6.3942, 0.6884,
    ]);
    expect(j.hrus[0]).toMatchObject({
      land_use_class: 'FOREST',
      veg_class: 'FOREST',
      soil_profile: 'DEFAULT_P',
    });
  });

  it('writes the HMETS snow and overflow processes', () => {
    const rvi = new HMETS({ params: PARAMS, HRUs: [{ area: 1 }] }).rvText('rvi');
    expect(rvi).toMatch(/^:PotentialMeltMethod POTMELT_HMETS$/m);
    expect(rvi).toMatch(/^:RainSnowFraction RAINSNOW_DATA$/m);
    expect(rvi).toMatch(/^\s*:SnowBalance\s+SNOBAL_HMETS\s+MULTIPLE\s+MULTIPLE$/m);
    expect(rvi).toMatch(/^\s*:-->Overflow\s+OVERFLOW_RAVEN\s+SOIL\[1\]\s+CONVOLUTION\[1\]$/m);
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(await salmon());
  });
});

describe('HMETS on the real engine', () => {
  it("reproduces the reference library's NSE on the Salmon River, and its files load back", async () => {
    // Raven 4.12.1 gives the published value exactly.
    await expectReferenceNse((await salmon()).setParams(PARAMS), -3.0132, -3.0132);
  }, 120_000);

  it('a then b ends in the state of the single run ab', async () => {
    const config = new HMETS({ ...(await salmonInput({ pet: true })), params: PARAMS });
    // Raven 4.12.1 writes 112 storages per HRU for HMETS (the convolution stores among them).
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
