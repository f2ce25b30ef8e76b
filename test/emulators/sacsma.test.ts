import '../../src/models/index.js';
import { SACSMA, SACSMA_DEFINITION, SACSMA_PARAMS } from '../../src/models/emulators/sacsma.js';
import { FreeSymbolError } from '../../src/models/text/write.js';
import { expectCanonicalAndLoadable, expectSeamlessResume, runNse, salmonInput, temp } from './harness.js';

/** The reference library's test parameters for SACSMA (tests/emulators.py). */
const PARAMS = [
  0.01, 0.05, 0.3, 0.05, 0.05, 0.13, 0.025, 0.06, 0.06, 1.0, 40.0, 0.0, 0.0, 0.1, 0.0, 0.01, 1.5, 0.4827523,
  4.09982, 1.0, 1.0,
];

// Test reads of nested JSON: loose typing keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe('SACSMA parameters', () => {
  it('has 21 parameters X01..X21 in order, with bounds holding the reference values', () => {
    expect(SACSMA.parameters).toBe(SACSMA_PARAMS);
    expect(SACSMA_DEFINITION.name).toBe('SACSMA');
    expect(SACSMA.parameters.map((p) => p.name)).toEqual(
      Array.from({ length: 21 }, (_, i) => `X${String(i + 1).padStart(2, '0')}`),
    );
    SACSMA.parameters.forEach((p, i) => {
      expect(p.low).toBeLessThan(p.high);
      expect(PARAMS[i]).toBeGreaterThanOrEqual(p.low);
      expect(PARAMS[i]).toBeLessThanOrEqual(p.high);
      expect(p.doc).not.toBe('');
    });
  });

  it('is symbolic until setParams, which maps the values into place', async () => {
    const c = new SACSMA(await salmonInput());
    expect(c.isSymbolic).toBe(true);
    expect(c.freeSymbols()).toHaveLength(21);
    const n = c.setParams(PARAMS);
    expect(n).toBeInstanceOf(SACSMA);
    expect(n.isSymbolic).toBe(false);
    const j = n.toJSON() as Json;
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
    expect(() => c.setParams([1, 2])).toThrow(/2 parameter values given for 21/);
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
    await expect(new SACSMA(await salmonInput()).writeRv(temp())).rejects.toThrow(FreeSymbolError);
  });
});

describe('SACSMA on the real engine', () => {
  it("gives the reference library's NSE on the Salmon River, and its files load back", async () => {
    const { emu, nse } = await runNse(new SACSMA(await salmonInput()).setParams(PARAMS));
    // The reference library checks with assert_almost_equal(..., 4), i.e. |a - b| < 1.5e-4. Its published
    // -0.0382907 is that of Raven 3.x; with Raven 4.x it gives -0.2666, and Raven 4.12.1 gives -0.266636.
    expect(Math.abs(nse - -0.2666)).toBeLessThan(1.5e-4);
    expect(nse).toBeCloseTo(-0.266636, 6);
    await expectCanonicalAndLoadable(emu);
  }, 120_000);

  it('resumes seamlessly', async () => {
    const config = new SACSMA({ ...(await salmonInput()), params: PARAMS });
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(7);
  }, 120_000);
});
