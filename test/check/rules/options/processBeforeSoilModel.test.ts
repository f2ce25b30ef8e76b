import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-hmets-salmon.rvi';
const SOIL = ':SoilModel               SOIL_TWO_LAYER';

describe('RV507 process-before-soil-model', () => {
  it('points at the first process when :SoilModel comes after the process list', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: RVI, from: SOIL, to: '' },
      { file: RVI, from: ':EndHydrologicProcesses', to: `:EndHydrologicProcesses\n${SOIL}` },
    ]);
    expect(only('RV507', out)).toEqual([
      `${RVI}:26:3: error: :SnowBalance comes before :SoilModel (line 38), where Raven builds the model: Raven stops here (":SoilModel commands must be called before hydrologic processes are specified"); put :SoilModel above the process list [RV507]`,
    ]);
  });

  it('points at the first process when there is no :SoilModel', async () => {
    const out = await checkMutated(CORPUS.hmets, [{ file: RVI, from: SOIL, to: '' }]);
    expect(only('RV507', out)).toEqual([
      `${RVI}:26:3: error: :SnowBalance is read, and the .rvi has no :SoilModel to build the model: Raven stops here (":SoilModel commands must be called before hydrologic processes are specified"); put :SoilModel above the process list [RV507]`,
    ]);
  });

  it('takes a :SoilModel line without a value for no :SoilModel (Raven warns and skips it)', async () => {
    const out = await checkMutated(CORPUS.hmets, [{ file: RVI, from: SOIL, to: ':SoilModel' }]);
    expect(only('RV507', out)).toEqual([
      `${RVI}:26:3: error: :SnowBalance is read, and the .rvi has no :SoilModel to build the model: Raven stops here (":SoilModel commands must be called before hydrologic processes are specified"); put :SoilModel above the process list [RV507]`,
    ]);
  });
});
