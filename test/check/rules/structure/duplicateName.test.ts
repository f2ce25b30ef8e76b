import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV112 duplicate-name', () => {
  it('warns about an HRU group declared twice and names that differ only in case', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: 'Band6, Band7', to: 'Band6, Band7, Band1, BAND2' },
    ]);
    expect(only('RV112', out)).toEqual([
      'Alouette_ws.rvi:94:67: warning: HRU group Band1 is already declared on this line: delete this declaration [RV112]',
      'Alouette_ws.rvi:94:74: warning: HRU group BAND2 differs from Band2 (this line) only in case: Raven counts them as two groups; use one spelling [RV112]',
    ]);
  });

  it('warns about classes and soil profiles defined twice, or in two cases', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvp',
        from: '   INT_SOIL2,  1, 0, 0, 0',
        to: '   INT_SOIL2,  1, 0, 0, 0\r\n   int_soil2,  1, 0, 0, 0\r\n   TOPSOIL, 1, 0, 0, 0',
      },
    ]);
    expect(only('RV112', out)).toEqual([
      'Alouette_ws.rvp:50:4: warning: soil class int_soil2 differs from INT_SOIL2 (line 49) only in case: HRUs and profiles, which ignore case, reach only the first; rename one [RV112]',
      "Alouette_ws.rvp:51:4: warning: soil class TOPSOIL is already defined on line 47: everything that names it reaches only the first, and the parameter tables' rows fill only the first (Raven stops if a parameter the model needs is given only per class); delete the repeated row [RV112]",
    ]);
  });

  it('warns about two channel profiles of one name', async () => {
    const channel = ':TrapezoidalChannel CH 10 100 1 0.035 0.001';
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: /$/, to: `\r\n${channel}\r\n${channel}\r\n` },
    ]);
    expect(only('RV112', out)).toEqual([
      'Irondequoit.rvp:51:21: warning: channel profile CH is already defined on line 50: subbasins reach only the first; rename or delete one [RV112]',
    ]);
  });
});
