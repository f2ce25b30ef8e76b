import '../../src/models/index.js';
import { SACSMA, SACSMA_DEFINITION, SACSMA_PARAMS } from '../../src/emulators/sacsma.js';
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

/** The reference library's test parameters for SACSMA (tests/emulators.py). */
const PARAMS = referenceParams('SACSMA');

describe('SACSMA parameters', () => {
  it('has 21 parameters X01..X21 in order, with bounds holding the reference values', () => {
    expect(SACSMA.parameters).toBe(SACSMA_PARAMS);
    expect(SACSMA_DEFINITION.name).toBe('SACSMA');
    expectParameters(SACSMA, numbered(21), PARAMS);
  });

  it('is symbolic until setParams, which maps the values into place', async () => {
    const j = expectSymbolicUntilSet(new SACSMA(await salmonInput()), PARAMS, SACSMA);
    expect(j.hrus[0]).toMatchObject({
      land_use_class: 'FOREST',
      veg_class: 'FOREST',
      soil_profile: 'DEFAULT_P',
    });
    expect(j.soil_profiles[1].thicknesses).toEqual([0.05, 0.05, 0.13, 0.06, 0.025, 100, 100]);
    // Initial tension water: SOIL[0] = X04 * 1000, SOIL[2] = X06 * 1000.
    expect(j.hru_state_variable_table[0].hru_id).toBe(1);
    expect(j.hru_state_variable_table[0].data['SOIL[0]']).toBeCloseTo(50, 12);
    expect(j.hru_state_variable_table[0].data['SOIL[2]']).toBeCloseTo(130, 12);
    expect(j.soil_parameter_list.pl.map((r: Json) => r.values)).toEqual([
      [1, 40, 1, 0.06, 0, 0],
      [1, 40, 1, 0.06, 0.3, 0],
      [1, 40, 1, 0.06, 0.01, 0.01],
      [1, 40, 1, 0.06, 0.05, 0],
    ]);
    expect(j.land_use_parameter_list.pl[0].values).toEqual([0.4827523, 4.09982, 1.5, 0, 0.1, 0]);
    expect(j.land_use_classes[0]).toMatchObject({ name: 'FOREST', impermeable_frac: 0, forest_coverage: 1 });
    expect(j.gauge[0]).toMatchObject({ rain_correction: 1, snow_correction: 1 });
  });

  it('puts X20 and X21 into every gauge, given as instances or as plain data', async () => {
    const input = await salmonInput();
    const [g] = input.Gauge as { toJSON(): Json }[];
    const c = new SACSMA({ ...input, Gauge: [g, { ...g.toJSON(), name: 'Other' }] });
    const values = PARAMS.map((v, i) => (i === 19 ? 0.9 : i === 20 ? 1.1 : v));
    const j = c.setParams(values).toJSON() as Json;
    expect(j.gauge.map((x: Json) => [x.name, x.rain_correction, x.snow_correction])).toEqual([
      [(g.toJSON() as Json).name, 0.9, 1.1],
      ['Other', 0.9, 1.1],
    ]);
  });

  it('writes the SACSMA structure', async () => {
    const n = new SACSMA({ ...(await salmonInput()), params: PARAMS });
    const rvi = n.rvText('rvi');
    expect(rvi).toMatch(/^:CatchmentRoute\s+ROUTE_GAMMA_CONVOLUTION$/m);
    expect(rvi).toMatch(/^:SoilModel\s+SOIL_MULTILAYER 7$/m);
    expect(rvi).toMatch(/^\s*:SoilBalance\s+SOILBAL_SACSMA\s+MULTIPLE\s+MULTIPLE$/m);
    expect(n.rvText('rvt')).toMatch(/^\s*:RainCorrection\s+1(\.0)?$/m);
  });

  it('refuses to write while parameters are free', async () => {
    await expectRefusesFreeSymbols(new SACSMA(await salmonInput()));
  });
});

describe('SACSMA on the real engine', () => {
  it("gives the reference library's NSE on the Salmon River, and its files load back", async () => {
    // The reference library's published -0.0382907 is that of Raven 3.x; with Raven 4.x it gives -0.2666, and
    // Raven 4.12.1 gives -0.266636.
    await expectReferenceNse(new SACSMA(await salmonInput()).setParams(PARAMS), -0.2666, -0.266636);
  }, 120_000);

  it('resumes seamlessly', async () => {
    const config = new SACSMA({ ...(await salmonInput()), params: PARAMS });
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(7);
  }, 120_000);
});
