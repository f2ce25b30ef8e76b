import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV308 parameter-list-units', () => {
  it('warns that the first row is skipped when :Units is missing', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: 'raven-mohyse-salmon.rvp', from: /\n +:Units, +-, +-, +-, +1\/d,[^\n]*/, to: '' },
    ]);
    expect(only('RV308', out)).toEqual([
      "raven-mohyse-salmon.rvp:70:7: warning: no :Units line follows :Parameters, so Raven takes row TOPSOIL for a header line and skips it: add ':Units' after ':Parameters' [RV308]",
    ]);
    // TOPSOIL then lacks its parameters: Raven 4.12.1 stops on HBV_BETA, BASEFLOW_COEFF and PERC_COEFF.
    expect(only('RV301', out).map((s) => s.split(',')[0])).toEqual([
      'raven-mohyse-salmon.rvp:70:7: error: soil parameter HBV_BETA',
      'raven-mohyse-salmon.rvp:70:7: error: soil parameter BASEFLOW_COEFF',
      'raven-mohyse-salmon.rvp:70:7: error: soil parameter PERC_COEFF',
    ]);
  });
});
