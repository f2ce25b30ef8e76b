import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV211 subbasin-id', () => {
  it('warns about observations at a subbasin the model does not have (Raven ignores them)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'IrondequoitObserved.rvt',
        from: ':ObservationData HYDROGRAPH 1',
        to: ':ObservationData HYDROGRAPH 2',
      },
    ]);
    expect(only('RV211', out)).toEqual([
      'IrondequoitObserved.rvt:1:29: warning: :ObservationData: subbasin 2 is not defined (the subbasin is 1): Raven ignores these observations; correct the ID [RV211]',
    ]);
  });

  it('is an error for a :BasinIndex of the .rvc', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvc',
        from: /$/,
        to: '\r\n:BasinStateVariables\r\n  :BasinIndex 12,old\r\n    :ChannelStorage 0.0\r\n:EndBasinStateVariables\r\n',
      },
    ]);
    expect(only('RV211', out)).toEqual([
      'Irondequoit.rvc:11:15: error: :BasinStateVariables: subbasin 12 is not defined (the subbasin is 1): Raven stops ("bad basin index in .rvc file"); correct or delete the entry [RV211]',
    ]);
  });
});
