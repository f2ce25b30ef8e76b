import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV504 process-store-overridden', () => {
  it('warns where Raven replaces the store named by its own', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvi',
        from: 'BASE_LINEAR     SOIL[0]      SURFACE_WATER',
        to: 'BASE_LINEAR     SOIL[0]      SURFACE_WATR',
      },
    ]);
    expect(only('RV504', out)).toEqual([
      "raven-hmets-salmon.rvi:30:49: warning: :Baseflow takes its to store as SURFACE_WATER, not 'SURFACE_WATR' ('SURFACE_WATR' is not a state variable: did you mean SURFACE_WATER?): Raven warns and uses SURFACE_WATER instead [RV504]",
    ]);
  });

  it('finds the warning Raven gives on the MOHYSE model as published', async () => {
    const out = await checkMutated(CORPUS.mohyse);
    expect(only('RV504', out)).toEqual([
      "raven-mohyse-salmon.rvi:27:62: warning: :Infiltration takes its to store as MULTIPLE, not 'SOIL[0]': Raven warns and uses MULTIPLE instead [RV504]",
    ]);
  });
});
