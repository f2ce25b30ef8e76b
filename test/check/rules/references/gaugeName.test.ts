import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV212 gauge-name', () => {
  it('warns about :SpecifyGaugeForHRU naming a gauge that does not exist', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvt',
        from: /$/,
        to: '\r\n:SpecifyGaugeForHRU 1 ALUComp\r\n:SpecifyGaugeForHRU 2 ALUcomp\r\n',
      },
    ]);
    expect(only('RV212', out)).toEqual([
      "Alouette_ws.rvt:25:23: warning: :SpecifyGaugeForHRU: gauge 'ALUComp' is not defined (did you mean ALUcomp?): Raven ignores the command (Raven writes no warning: the .rvi has :SuppressWarnings) [RV212]",
    ]);
  });
});
