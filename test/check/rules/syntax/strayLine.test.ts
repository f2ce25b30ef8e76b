import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-hmets-salmon.rvi';
const STRAY = 'a line must start with a :Command. Before :SoilModel Raven only prints this error';

describe('RV007 stray-line in the .rvi', () => {
  it('before :SoilModel: a warning when Raven can do without the line', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: RVI, from: ':CatchmentRoute', to: 'CatchmentRoute' },
    ]);
    expect(only('RV007', out)).toEqual([
      `${RVI}:18:1: warning: unrecognized line starting 'CatchmentRoute': ${STRAY} and reads on without the line (it looks like :CatchmentRoute without its colon) [RV007]`,
    ]);
  });

  it('before :SoilModel: an error when the lost line is one the model needs', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: RVI, from: ':StartDate', to: 'StartDate' },
      { file: RVI, from: ':Routing', to: 'Routing' },
    ]);
    expect(only('RV007', out)).toEqual([
      `${RVI}:10:1: error: unrecognized line starting 'StartDate': ${STRAY}, but 'StartDate' looks like :StartDate without its colon: without a start date Raven stops after reading the .rvi (no :StartDate supplied) [RV007]`,
      `${RVI}:19:1: error: unrecognized line starting 'Routing': ${STRAY}, but 'Routing' looks like :Routing without its colon; without it Raven runs on with ROUTE_STORAGECOEFF (its default), which routes through channels; the .rvp defines no channel profile, so Raven stops [RV007]`,
    ]);
  });

  it('after :SoilModel: an error', async () => {
    const out = await checkMutated(CORPUS.hmets, [{ file: RVI, from: ':Alias', to: 'Alias' }]);
    expect(only('RV007', out)).toEqual([
      `${RVI}:23:1: error: unrecognized line starting 'Alias': a line must start with a :Command [RV007]`,
    ]);
  });
});
