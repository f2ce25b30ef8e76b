import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const AT = ':EvaluationMetrics';

/** The model with these :CustomOutput lines above its :EvaluationMetrics (after :SoilModel SOIL_MULTILAYER 3). */
const withLines = (...lines: string[]) =>
  ravenWarned(M, [{ file: RVI, from: AT, to: `${lines.join('\n')}\n${AT}` }]);

describe('RV515 custom-output-variable, against Raven 4.12.1', () => {
  it("predicts Raven's warning for a misspelt variable, a soil layer beyond the model and unknown flux stores", async () => {
    const out = await withLines(
      ':CustomOutput DAILY AVERAGE SOIL_WATER BY_HRU',
      ':CustomOutput DAILY AVERAGE SOIL[3] BY_BASIN',
      ':CustomOutput DAILY AVERAGE From:SOIL[7] BY_HRU',
      ':CustomOutput DAILY AVERAGE Between:SOIL[0].And.ATMOS BY_HRU',
    );
    expect(out.completes).toBe(true);
    // The To: and From: warnings (#6, #7) have one message: a line of Raven_errors.txt reads as the predicted one.
    expect(out.raven).toEqual(['CustomOutput#10', 'CustomOutput#7', 'CustomOutput#9']);
    expect(out.rvkit).toEqual(['CustomOutput#10', 'CustomOutput#7', 'CustomOutput#9']);
    expect(out.shown).toEqual([
      `${RVI}:79:29: 'SOIL_WATER' is not a state variable Raven knows and not a forcing: Raven warns ("Custom output variable SOIL_WATER is unrecognized. No output will be written.") and writes nothing for this :CustomOutput [RV515]`,
      `${RVI}:80:29: 'SOIL[3]' is a soil layer :SoilModel does not create (SOIL[0] to SOIL[2]) and not a forcing: Raven warns ("Custom output variable SOIL[3] is unrecognized. No output will be written.") and writes nothing for this :CustomOutput [RV515]`,
      `${RVI}:81:29: 'SOIL[7]' is a soil layer :SoilModel does not create (SOIL[0] to SOIL[2]): Raven warns ("Custom output Flux variable SOIL[7] is unrecognized. No output will be written.") and writes nothing for this :CustomOutput [RV515]`,
      `${RVI}:82:29: 'ATMOS' is not a state variable Raven knows: Raven warns ("Custom output Flux variable ATMOS is unrecognized. No output will be written.") and writes nothing for this :CustomOutput [RV515]`,
    ]);
  }, 120_000);

  it('says nothing of state variables, forcings, STREAMFLOW and fluxes the model has', async () => {
    const out = await withLines(
      ':CustomOutput DAILY AVERAGE SOIL[2] BY_HRU',
      ':CustomOutput DAILY AVERAGE PRECIP BY_HRU',
      ':CustomOutput DAILY AVERAGE STREAMFLOW BY_BASIN',
      ':CustomOutput DAILY AVERAGE To:SURFACE_WATER BY_HRU',
      ':CustomOutput DAILY AVERAGE Between:SOIL[0].And.ATMOSPHERE BY_HRU',
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
