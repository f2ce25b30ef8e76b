import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const AT = ':EvaluationMetrics';
const withLines = (...lines: string[]) =>
  ravenWarned(M, [{ file: RVI, from: AT, to: `${lines.join('\n')}\n${AT}` }]);

describe('RV517 blended-weights, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for weights off 1 and for weights no blended method uses", async () => {
    // The model's :Evaporation is PET_FROMMONTHLY and its :PotentialMeltMethod POTMELT_HBV.
    const out = await withLines(
      ':BlendedPETWeights PET_HARGREAVES_1985 0.5 PET_OUDIN 0.3',
      ':BlendedPotMeltWeights POTMELT_DEGREE_DAY 0.51 POTMELT_HBV 0.51',
    );
    expect(out.completes).toBe(true);
    // Weights within 0.05 of 1 (1.02) are rescaled without a word.
    expect(out.raven).toEqual(['ParseInput#35', 'ParseInput#36', 'ParseInput#40']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVI}:79:20: :BlendedPETWeights while :Evaporation above it is PET_FROMMONTHLY: Raven warns ("BlendedPETWeights provided, but PET method is not PET_BLENDED") and does not blend; set :Evaporation PET_BLENDED above this line if you mean to [RV517]`,
      `${RVI}:79:54: the weights of :BlendedPETWeights add to 0.8, not 1: Raven keeps them as they are and warns ("BlendedPETWeights do not add to 1.0") [RV517]`,
      `${RVI}:80:24: :BlendedPotMeltWeights while :PotentialMeltMethod above it is POTMELT_HBV: Raven warns ("BlendedPotMeltWeights provided, but potential melt method is not POTMELT_BLENDED") and does not blend; set :PotentialMeltMethod POTMELT_BLENDED above this line if you mean to [RV517]`,
    ]);
  }, 120_000);
});
