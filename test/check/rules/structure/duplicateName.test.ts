import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

afterAll(cleanUp);

describe('RV112 duplicate-name', () => {
  it('warns about an HRU group declared twice and names that differ only in case', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: 'Band6, Band7', to: 'Band6, Band7, Band1, BAND2' },
    ]);
    expect(only('RV112', out)).toEqual([
      'Alouette_ws.rvi:94:67: warning: HRU group Band1 is already declared on this line: Raven adds it twice and warns ("cannot add two HRU groups with the same name"); delete this declaration (Raven writes no warning: the .rvi has :SuppressWarnings) [RV112]',
      'Alouette_ws.rvi:94:67: warning: HRU group Band1 declared again: Raven also warns ("Name of HRU Group Band1 is repeated") (Raven writes no warning: the .rvi has :SuppressWarnings) [RV112]',
      'Alouette_ws.rvi:94:74: warning: HRU group BAND2 differs from Band2 (this line) only in case: Raven counts them as two groups and warns ("Name of HRU Group BAND2 is repeated"); use one spelling (Raven writes no warning: the .rvi has :SuppressWarnings) [RV112]',
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
      'Irondequoit.rvp:51:21: warning: channel profile CH is already defined on line 50: subbasins reach only the first, and Raven warns ("found duplicated channel name: CH"); rename or delete one [RV112]',
    ]);
  });

  it("predicts Raven's warnings for repeated HRU groups and channel profiles (Raven decides)", async () => {
    const rvi = 'raven-hbv-salmon.rvi';
    const groups = await ravenWarned(CORPUS.salmonHbv, [
      { file: rvi, from: /(:SoilModel[^\n]*\n)/, to: '$1:DefineHRUGroups Lakes, lakes, Lakes\n' },
    ]);
    expect(groups.completes).toBe(true);
    expect(groups.raven).toEqual(['Model#1', 'ModelInitialize#2']);
    expect(groups.rvkit).toEqual(groups.raven);
    const channel = ':TrapezoidalChannel CH 10 100 1 0.035 0.001';
    const channels = await ravenWarned(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvp', from: /$/, to: `\n${channel}\n${channel}\n` },
    ]);
    expect(channels.completes).toBe(true);
    expect(channels.raven).toEqual(['Model#7']);
    expect(channels.rvkit).toEqual(channels.raven);
  }, 120_000);
});
