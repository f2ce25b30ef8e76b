import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV210 hru-id', () => {
  it('warns about .rvc rows and :HRUGroup members naming HRUs the model does not have', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvh',
        from: ':HRUGroup Band1\r\n 1, 2, 3',
        to: ':HRUGroup Band1\r\n 1, 2, 4, 1-3',
      },
      { file: 'Alouette_ws.rvc', from: '  2,5000,', to: '  102,5000,' },
    ]);
    expect(only('RV210', out)).toEqual([
      'Alouette_ws.rvh:70:8: warning: :HRUGroup: HRU 4 is not defined: Raven leaves it out of the group (Raven writes no warning: the .rvi has :SuppressWarnings) [RV210]',
      'Alouette_ws.rvc:30:3: warning: :HRUStateVariableTable: HRU 102 is not defined: Raven ignores the row; an .rvc from another version of the model may list HRUs this one no longer has (Raven writes no warning: the .rvi has :SuppressWarnings) [RV210]',
    ]);
  });

  it('accepts an HRU group in place of an HRU ID in the .rvc', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvc', from: '  2,5000,', to: '  Band2,5000,' },
    ]);
    expect(only('RV210', out)).toEqual([]);
  });

  it('is an error for observations of an HRU state, a warning for :SpecifyGaugeForHRU', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvt',
        from: /$/,
        to: '\r\n:ObservationData SNOW 5 mm\r\n2000-01-01 00:00:00 1.0 1\r\n0.0\r\n:EndObservationData\r\n:SpecifyGaugeForHRU 7 Gauge1\r\n',
      },
    ]);
    expect(only('RV210', out)).toEqual([
      'Irondequoit.rvt:10:23: error: :ObservationData: HRU 5 is not defined: observations of SNOW belong to an HRU, and Raven stops at the first time step; correct the ID [RV210]',
      'Irondequoit.rvt:14:21: warning: :SpecifyGaugeForHRU: HRU 7 is not defined: Raven ignores the command; correct the ID [RV210]',
    ]);
  });
});
