import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV113 table-columns', () => {
  it('points at .rvc rows with another number of values than :Attributes names', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvc', from: '  2,5000,1.8143,', to: '  2,5000,' },
      { file: 'Alouette_ws.rvc', from: '  3,5000,1.8143,', to: '  3,5000,1.8143,7,' },
    ]);
    expect(only('RV113', out)).toEqual([
      'Alouette_ws.rvc:30:3: error: :HRUStateVariableTable: the row of 2 has 9 values, but :Attributes names 10 state variables: give one value per column [RV113]',
      'Alouette_ws.rvc:31:3: error: :HRUStateVariableTable: the row of 3 has 11 values, but :Attributes names 10 state variables: give one value per column [RV113]',
    ]);
  });

  it('points at :SubBasinProperties rows with fewer values than :Parameters names (more are ignored)', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: 'raven-hbvec-salmon.rvh', from: '2.277781,', to: '' },
    ]);
    expect(only('RV113', out)).toEqual([
      'raven-hbvec-salmon.rvh:27:14: error: :SubBasinProperties: the row of subbasin 1 has 1 value, but :Parameters names 2: give one value per parameter [RV113]',
    ]);
    const more = await checkMutated(CORPUS.hbvec, [
      { file: 'raven-hbvec-salmon.rvh', from: '2.277781,', to: '2.277781, 3,' },
    ]);
    expect(only('RV113', more)).toEqual([]);
  });
});
