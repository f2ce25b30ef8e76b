import '../../src/models/index.js';
import {
  CANADIANSHIELD_DEFINITION,
  CANADIANSHIELD_PARAMS,
  CanadianShield,
} from '../../src/emulators/canadianShield.js';
import { HRU } from '../../src/models/rvh/hru.js';
import { HRUStateVariableTable } from '../../src/models/rvc/hruStateVariableTable.js';
import {
  SALMON_HRU,
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

/** The reference library's test parameters for CanadianShield (tests/emulators.py). */
const PARAMS = referenceParams('CanadianShield');

describe('CanadianShield parameters', () => {
  it('has 34 parameters X01..X34 in order, with bounds holding the reference values', () => {
    expect(CanadianShield.parameters).toBe(CANADIANSHIELD_PARAMS);
    expect(CANADIANSHIELD_DEFINITION.name).toBe('CanadianShield');
    expectParameters(CanadianShield, numbered(34), PARAMS);
  });

  it('is symbolic until setParams, which maps the values into place', async () => {
    const j = expectSymbolicUntilSet(
      new CanadianShield(await salmonInput({ hrus: 2 })),
      PARAMS,
      CanadianShield,
    );
    // The organic HRU takes X34 of the basin, the bedrock HRU the rest.
    expect(j.hrus.map((h: Json) => [h.hru_id, h.soil_profile, h.land_use_class, h.veg_class])).toEqual([
      [1, 'SOILP_ORG', 'FOREST', 'FOREST'],
      [2, 'SOILP_BEDROCK', 'FOREST', 'FOREST'],
    ]);
    expect(j.hrus[0].area).toBeCloseTo(4250.6 * 0.7980013, 9);
    expect(j.hrus[1].area).toBeCloseTo(4250.6 * (1 - 0.7980013), 9);
    expect(j.soil_profiles.map((p: Json) => [p.name, p.thicknesses])).toEqual([
      ['LAKE', []],
      ['ROCK', []],
      ['SOILP_ORG', [0.4723043, 0.8163922, 0.09861976]],
      ['SOILP_BEDROCK', [0.4723043, 0, 0.09861976]],
    ]);
    // Half-full stores: SOIL[i] = thickness * 500, in both HRUs.
    for (const [k, h] of j.hru_state_variable_table.entries()) {
      expect(h.hru_id).toBe(k + 1);
      expect(h.data['SOIL[0]']).toBeCloseTo(236.15215, 9);
      expect(h.data['SOIL[1]']).toBeCloseTo(408.1961, 9);
      expect(h.data['SOIL[2]']).toBeCloseTo(49.30988, 9);
    }
    expect(j.global_parameter).toMatchObject({ SNOW_SWI: 0.1694227, MAX_SWE_SURFACE: 23.06515 });
    expect(j.soil_parameter_list.pl[0].values).toEqual([
      1, 6.803492, 0, 0, 9.017555, 0.4955284, 0.04690736, 30.77103, 0.003926999,
    ]);
    expect(j.land_use_parameter_list.pl[0].values).toEqual([
      0, 1.614157, 0.5803449, 2.522095, 6.031781, 0.3111298,
    ]);
    expect(j.vegetation_parameter_list.pl[0].values).toEqual([
      0.5, 1, 0.06716951, 5.837595e-5, 9.824723, 0.9007476,
    ]);
    expect(j.gauge[0]).toMatchObject({ rain_correction: 0.8040573, snow_correction: 1.179003 });
  });

  it('writes the conditional processes and the seasonal tables', async () => {
    const rvi = new CanadianShield({ ...(await salmonInput({ hrus: 2 })), params: PARAMS }).rvText('rvi');
    expect(rvi.match(/^\s*:-->Conditional\s+HRU_TYPE\s+IS\s+SOIL_ORG$/gm)).toHaveLength(3);
    expect(rvi).toMatch(/^\s*:-->Conditional\s+HRU_TYPE\s+IS\s+SOIL_BEDROCK$/m);
    const rvp = new CanadianShield({ ...(await salmonInput({ hrus: 2 })), params: PARAMS }).rvText('rvp');
    expect(rvp).toMatch(/^:SeasonalRelativeLAI$/m);
    expect(rvp).toMatch(/^:SeasonalRelativeHeight$/m);
  });

  it('takes HRU instances, and keeps ids and profiles given', () => {
    const c = new CanadianShield({
      HRUs: [new HRU({ ...SALMON_HRU, hru_id: 7 }), { ...SALMON_HRU, soil_profile: 'ROCK' }],
      params: PARAMS,
    });
    const j = c.toJSON() as Json;
    expect(j.hrus.map((h: Json) => [h.hru_id, h.soil_profile, h.land_use_class])).toEqual([
      [7, 'SOILP_ORG', 'FOREST'],
      [2, 'ROCK', 'FOREST'],
    ]);
  });

  it('refuses HRUs that are not two of equal area', () => {
    expect(() => new CanadianShield({ HRUs: [SALMON_HRU] })).toThrow(/exactly two HRUs.*has 1/);
    expect(() => new CanadianShield({ HRUs: [SALMON_HRU, SALMON_HRU, SALMON_HRU] })).toThrow(/has 3/);
    expect(() => new CanadianShield({})).toThrow(/has 0/);
    expect(() => new CanadianShield({ HRUs: [SALMON_HRU, { ...SALMON_HRU, area: 10 }] })).toThrow(
      /equal areas.*4250.6 and 10/,
    );
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(new CanadianShield(await salmonInput({ hrus: 2 })));
  });
});

describe('CanadianShield solutions', () => {
  it('read back with SNOW_LIQ named twice, the later column kept (as Raven reads it)', () => {
    // Raven names two of this model's state variables SNOW_LIQ in its solution file.
    const text = [
      ':HRUStateVariableTable',
      '  :Attributes,SOIL[0],SNOW_LIQ,SNOW,SNOW_LIQ,SNOW_LIQ[1]',
      '  :Units,mm,mm,mm,mm,mm',
      '  1,214.66990,0.00000,82.39762,1.50000,0.25000',
      ':EndHRUStateVariableTable',
      '',
    ].join('\n');
    const table = HRUStateVariableTable.parse(text);
    expect(table.attributes).toEqual(['SOIL[0]', 'SNOW_LIQ', 'SNOW', 'SNOW_LIQ[1]']);
    expect(table.root[0].data).toEqual({
      'SOIL[0]': 214.6699,
      SNOW_LIQ: 1.5,
      SNOW: 82.39762,
      'SNOW_LIQ[1]': 0.25,
    });
  });
});

describe('CanadianShield on the real engine', () => {
  it("gives the reference library's NSE on the Salmon River, and its files load back", async () => {
    const input = { ...(await salmonInput({ hrus: 2 })), SuppressOutput: true };
    // The reference library's value is 0.4001 since Raven 3.8 (0.39602 with 3.6, 0.3968 with 3.7); Raven
    // 4.12.1 gives 0.400076.
    await expectReferenceNse(new CanadianShield(input).setParams(PARAMS), 0.4001, 0.400076);
  }, 120_000);

  it('resumes seamlessly (with output on; in text by default, its NetCDF output fails)', async () => {
    // SuppressOutput writes no solution to resume from. With NetCDF output, Raven 4.12.1 stops with "NetCDF:
    // String match to name in use" (two storage variables of one name, as the reference library notes), so
    // the emulator writes text output.
    const input = { ...(await salmonInput({ hrus: 2 })), params: PARAMS };
    const config = new CanadianShield(input);
    expect(config.rvText('rvi')).not.toMatch(/WriteNetcdfFormat/);
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(2 * 3);
  }, 120_000);
});
