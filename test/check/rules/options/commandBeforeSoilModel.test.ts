import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-hbvec-salmon.rvi';
const SOIL = ':SoilModel                  SOIL_MULTILAYER 3';

describe('RV512 command-before-soil-model', () => {
  // Raven 4.12.1 completes: the two lines are only printed as errors and skipped.
  it('warns about commands Raven skips above :SoilModel', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: RVI, from: ':LakeStorage SLOW_RESERVOIR\n', to: '' },
      { file: RVI, from: ':EvaluationMetrics NASH_SUTCLIFFE RMSE\n', to: '' },
      {
        file: RVI,
        from: SOIL,
        to: `:LakeStorage SLOW_RESERVOIR\n:EvaluationMetrics NASH_SUTCLIFFE RMSE\n${SOIL}`,
      },
    ]);
    const where = 'above :SoilModel (line 40), where Raven builds the model';
    const skips =
      'Raven prints an error ("must be after :SoilModel"), skips the line and runs without it; move it below :SoilModel';
    expect(only('RV512', out)).toEqual([
      `${RVI}:38:1: warning: :LakeStorage is ${where}: ${skips} [RV512]`,
      `${RVI}:39:1: warning: :EvaluationMetrics is ${where}: ${skips} [RV512]`,
    ]);
  });

  // Raven 4.12.1 is killed by SIGSEGV.
  it('points at blended weights above :SoilModel, which crash Raven', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: RVI, from: SOIL, to: `:BlendedPETWeights PET_HARGREAVES_1985 0.5 PET_OUDIN 0.5\n${SOIL}` },
    ]);
    expect(only('RV512', out)).toEqual([
      `${RVI}:38:1: error: :BlendedPETWeights is above :SoilModel (line 39), where Raven builds the model: Raven prints an error and then hands the weights to the model it does not have yet, and crashes; move it below :SoilModel [RV512]`,
    ]);
  });
});
