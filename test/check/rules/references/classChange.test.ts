import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV213 class-change', () => {
  it('points at a class change to a class or HRU type that does not exist', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvp',
        from: /$/,
        to: '\r\n:LandUseChange Band1 OPEN_11 1961-01-01\r\n:LandUseChange Band1 open_1 1961-01-01\r\n:HRUTypeChange Band2 LAKES 1961-01-01\r\n',
      },
    ]);
    expect(only('RV213', out)).toEqual([
      "Alouette_ws.rvp:196:22: error: :LandUseChange: land use class 'OPEN_11' is not defined in :LandUseClasses above this line (did you mean OPEN_1?) [RV213]",
      "Alouette_ws.rvp:198:22: error: :HRUTypeChange: 'LAKES' is not an HRU type (did you mean LAKE?) (one of GLACIER, LAKE, WATER, ROCK, PAVEMENT, WETLAND, MASKED_GLACIER, STANDARD) [RV213]",
    ]);
  });
});
