import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/**
 * The HMETS model of the Salmon River: one HRU, a profile of TOPSOIL 0.3107 m over PHREATIC 0.9162 m, POROSITY
 * 1, and an .rvc that starts SOIL[0] at 155.36055 mm and SOIL[1] at 458.09735 mm (half full), first for every
 * HRU, then in an :HRUStateVariableTable row for HRU 1.
 */
const M = CORPUS.hmets;
const RVI = 'raven-hmets-salmon.rvi';
const RVP = 'raven-hmets-salmon.rvp';
const RVC = 'raven-hmets-salmon.rvc';
const ROW = '1 155.36055 458.09735';
const WARNING = 'ParseInitialConditionFile#27';

describe('RV361 initial-soil-capacity, against Raven 4.12.1 on the Salmon River HMETS model', () => {
  it('finds both layers too full once :SoilModel splits each horizon in two', async () => {
    const out = await ravenWarned(M, [{ file: RVI, from: 'SOIL_TWO_LAYER', to: 'SOIL_MULTILAYER 4' }]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual([WARNING]);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVC}:19:6: SOIL[0] starts at 155.36055 mm in HRU 1, above the layer's capacity of 155.35 mm (TOPSOIL's 0.3107 m split over 2 layers × 1000 × POROSITY 1), so Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[0] (in HRU 1) in .rvc file") and starts the layer at its capacity [RV361]`,
      `${RVC}:19:16: SOIL[1] starts at 458.09735 mm in HRU 1, above the layer's capacity of 155.35 mm (TOPSOIL's 0.3107 m split over 2 layers × 1000 × POROSITY 1), so Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[1] (in HRU 1) in .rvc file") and starts the layer at its capacity [RV361]`,
    ]);
  }, 180_000);

  it("compares with the capacity to Raven's tolerance: 0.01 mm above warns, 0.01 mm below does not", async () => {
    const split = { file: RVI, from: 'SOIL_TWO_LAYER', to: 'SOIL_MULTILAYER 4' };
    const above = await ravenWarned(M, [split, { file: RVC, from: ROW, to: '1 155.36 150.0' }]);
    expect(above.raven).toEqual([WARNING]);
    expect(above.rvkit).toEqual(above.raven);
    expect(above.shown.length).toBe(1);
    const below = await ravenWarned(M, [split, { file: RVC, from: ROW, to: '1 155.34 150.0' }]);
    expect(below).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 180_000);

  it('takes the capacity from POROSITY', async () => {
    const porosity = (p: string) => ({
      file: RVP,
      from: 'TOPSOIL,             1.0,',
      to: `TOPSOIL,             ${p},`,
    });
    // 0.3107 m × 1000 × 0.4 = 124.28 mm, below the 155.36055 mm start; × 0.6 = 186.42 mm, above it.
    const low = await ravenWarned(M, [porosity('0.4')]);
    expect(low.raven).toEqual([WARNING]);
    expect(low.rvkit).toEqual(low.raven);
    const high = await ravenWarned(M, [porosity('0.6')]);
    expect(high).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 180_000);

  it('finds the glacier HRUs of Alouette, whose TOPSOIL is 0 m thick, started at 5000 mm', async () => {
    // Alouette's .rvi has :SuppressWarnings: without it, Raven writes the warning for HRUs 34 and 35.
    const out = await ravenWarned(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: ':SuppressWarnings', to: '# :SuppressWarnings' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toContain(WARNING);
    expect(out.rvkit).toEqual(out.raven); // and the deprecated :AggregatedVariable lines (RV513)
    expect(out.shown.filter((s) => s.endsWith('[RV361]'))).toEqual(
      ['34', '35'].map(
        (hru, i) =>
          `Alouette_ws.rvc:${50 + i}:6: SOIL[0] starts at 5000 mm in HRU ${hru}, above the layer's capacity of 0 mm (0.0 m of TOPSOIL × 1000 × POROSITY 0.5), so Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[0] (in HRU ${hru}) in .rvc file") and starts the layer at its capacity [RV361]`,
      ),
    );
  }, 300_000);
});
