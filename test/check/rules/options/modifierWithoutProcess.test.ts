import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-hbvec-salmon.rvi';
const CONDITION = '    :-->Conditional HRU_TYPE IS GLACIER';

describe('RV508 modifier-without-process', () => {
  it('points at a :-->Conditional above the first process', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: RVI, from: CONDITION, to: '' },
      { file: RVI, from: ':HydrologicProcesses', to: `:HydrologicProcesses\n${CONDITION}` },
    ]);
    expect(only('RV508', out)).toEqual([
      `${RVI}:51:5: error: :-->Conditional has no process above it to apply to: Raven stops ("Cannot add hydrological process condition without corresponding process"); move it below its process [RV508]`,
    ]);
  });

  it('accepts it below its process', async () => {
    expect(only('RV508', await checkMutated(CORPUS.hbvec))).toEqual([]);
  });

  it('leaves a :-->Conditional above :SoilModel to RV507', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: RVI, from: CONDITION, to: '' },
      { file: RVI, from: ':SoilModel', to: `${CONDITION}\n:SoilModel` },
    ]);
    expect(only('RV508', out)).toEqual([]);
    expect(only('RV507', out)).toEqual([
      `${RVI}:38:5: error: :-->Conditional comes before :SoilModel (line 39), where Raven builds the model: Raven stops here (":SoilModel commands must be called before hydrologic processes are specified"); put :SoilModel above the process list [RV507]`,
    ]);
  });
});
