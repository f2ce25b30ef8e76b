import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Blended, BLENDED_PARAMS } from '../../src/emulators/blended.js';
import { Gauge } from '../../src/models/rvt/gauge.js';
import type { ObservationData } from '../../src/models/rvt/observationData.js';
import {
  expectParameters,
  expectReferenceNse,
  expectRefusesFreeSymbols,
  expectSeamlessResume,
  expectSymbolicUntilSet,
  numbered,
  salmonInput,
  SALMON_HRU,
  type Json,
  referenceParams,
} from './harness.js';

/** The reference library's test parameters for Blended (tests/emulators.py: X01..X35, then R01..R08). */
const PARAMS = referenceParams('Blended');

describe('Blended parameters', () => {
  it('has 43 named parameters in order, with bounds containing the reference values', () => {
    expect(BLENDED_PARAMS).toBe(Blended.parameters);
    expectParameters(Blended, [...numbered(35), ...numbered(8, 'R')], PARAMS);
    for (const p of Blended.parameters) expect([p.name, p.doc.length > 10]).toEqual([p.name, true]);
  });

  it('is symbolic until setParams, which maps the values into the fields', async () => {
    const j = expectSymbolicUntilSet(new Blended(await salmonInput()), PARAMS, Blended);
    expect(j.uniform_initial_conditions['SOIL[0]']).toBeCloseTo(0.408066 * 500, 10);
    expect(j.uniform_initial_conditions['SOIL[1]']).toBeCloseTo(0.9415693 * 500, 10);
    expect(j.soil_profiles[2].thicknesses).toEqual([0.408066, 0.9415693, 1e6]);
    expect(j.terrain_classes[0]).toEqual({
      name: 'DEFAULT_T',
      hillslope_length: 1,
      drainage_density: 1,
      topmodel_lambda: 6.211146,
    });
    expect(j.hrus[0]).toMatchObject({
      land_use_class: 'FOREST',
      veg_class: 'FOREST',
      soil_profile: 'DEFAULT_P',
      terrain_class: 'DEFAULT_T',
    });
    const weights = (j.hydrologic_processes as Json[])
      .filter((p) => p.ProcessGroup)
      .map((p) => p.ProcessGroup.params);
    expect(weights).toEqual([
      [0.5321608, 0.02891977],
      [0.960533, 0.6128669],
      [0.9558293],
      [0.1008196],
      [0.0927573, 0.7469583],
    ]);
    expect(j.soil_parameter_list.pl[1].values).toEqual([
      1, 0.007510967, 0, 0.000227925, 0, 0, 0, 1.214339, 0, 0,
    ]);
    expect(j.land_use_parameter_list.pl[0].values.slice(0, 8)).toEqual([
      1.651588, 1.705806, 0.3719308, 0.07121015, 3.845617, 0.2189741, -1.336429, 0.02930702,
    ]);
    expect(j.global_parameter).toMatchObject({ RAINSNOW_TEMP: -1.856108, RAINSNOW_DELTA: 2.356995 });
    expect(j.gauge[0]).toMatchObject({ rain_correction: 1, snow_correction: 1 });
  });

  it('writes the weights after :EndProcessGroup CALCULATE_WTS and the corrections in every gauge', async () => {
    const input = await salmonInput();
    const gauge = (input.Gauge as Gauge[])[0];
    // A second gauge, as plain data: both get the corrections.
    const plain = { ...(gauge.toJSON() as Json), name: 'Second' };
    const x = PARAMS.slice();
    x[32] = 1.1;
    x[33] = 0.9;
    const c = new Blended({ ...input, Gauge: [gauge, plain], params: x });
    const rvi = c.rvText('rvi');
    expect(rvi).toMatch(/^\s*:EndProcessGroup CALCULATE_WTS 0\.5321608 0\.02891977$/m);
    expect(rvi).toMatch(/^\s*:EndProcessGroup CALCULATE_WTS 0\.9558293$/m);
    expect(rvi).toMatch(/^\s*:PotentialMeltMethod POTMELT_HMETS$/m);
    const rvt = c.rvText('rvt');
    expect(rvt.match(/^\s*:RainCorrection 1\.1$/gm)).toHaveLength(2);
    expect(rvt.match(/^\s*:SnowCorrection 0\.9$/gm)).toHaveLength(2);
    // The user's gauge is not changed.
    expect(gauge.rain_correction).toBeNull();
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(new Blended({ HRUs: [{ ...SALMON_HRU }] }));
  });
});

/**
 * The reference fixture with its gauge and observations as plain data, less the NetCDF latitude/longitude variable names that
 * Gauge.fromNc records: :ReadFromNetCDF never writes them (Raven's reader skips them), so a written directory
 * cannot load them back. Nothing Raven reads changes.
 */
async function salmonWritable(): Promise<Record<string, unknown>> {
  const input = await salmonInput();
  const nc = (r: Json) => ({ ...r, latitude_var_name_nc: null, longitude_var_name_nc: null });
  const gauge = (input.Gauge as Gauge[]).map((g) => {
    const j = g.toJSON() as Json;
    return {
      ...j,
      data: (j.data as Json[]).map((d) => ({ ...d, read_from_netcdf: nc(d.read_from_netcdf) })),
    };
  });
  const observations = (input.ObservationData as ObservationData[]).map((o) => {
    const j = o.toJSON() as Json;
    return { ...j, read_from_netcdf: nc(j.read_from_netcdf) };
  });
  return { ...input, Gauge: gauge, ObservationData: observations };
}

describe('Blended on the real engine', () => {
  it("reproduces the reference library's NSE on the Salmon River, and its files load back", async () => {
    // The reference library's value is -1.1507 with Raven >= 4.0.1; Raven 4.12.1 gives the same to 6 decimals.
    await expectReferenceNse(new Blended({ ...(await salmonWritable()), params: PARAMS }), -1.1507, -1.1507);
  }, 120_000);

  it('a then b ends in the state of the single run ab', async () => {
    const config = new Blended({ ...(await salmonInput()), params: PARAMS });
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
