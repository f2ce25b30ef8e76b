import { CORPUS, type Replace } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVP = 'raven-gr4j-salmon.rvp';
/** Both copies simulate a constituent and heat. */
const TRANSPORT: Replace[] = [
  { file: RVI, from: ':EndHydrologicProcesses', to: ':EndHydrologicProcesses\n:Transport Nitrate' },
];
const withLines = (rvi: string, rvp = '') =>
  ravenWarned(
    M,
    [
      { file: RVI, from: ':Transport Nitrate', to: `:Transport Nitrate\n${rvi}` },
      ...(rvp ? [{ file: RVP, from: ':SoilClasses', to: `${rvp}\n:SoilClasses` }] : []),
    ],
    {},
    TRANSPORT,
  );

describe('RV540 transport-storage, against Raven 4.12.1', () => {
  it('predicts unknown storages of :FixedConcentration, :FixedTemperature, :MassInflux and :GeochemParameter', async () => {
    const out = await withLines(
      ':FixedConcentration Nitrate SOIL_WATER 1.0\n:MassInflux Nitrate PRODUCT 1.0\n:FixedTemperature SNOWPACK 5.0',
      ':GeochemParameter DECAY_COEFF Nitrate DECAY_LINEAR SOILWATER ALL 0.1',
    );
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseInput#123', 'ParseInput#124', 'ParsePropertyFile#21']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVI}:55:29: 'SOIL_WATER' is not a state variable Raven knows nor an :Alias defined above this line: Raven ignores the line and warns (":FixedConcentration/:FixedTemperature command: unrecognized storage variable name: SOIL_WATER") [RV540]`,
      `${RVI}:56:21: 'PRODUCT' is not a state variable Raven knows nor an :Alias defined above this line: Raven ignores the line and warns (":MassInflux command: unrecognized storage variable name: PRODUCT") [RV540]`,
      `${RVI}:57:19: 'SNOWPACK' is not a state variable Raven knows nor an :Alias defined above this line: Raven ignores the line and warns (":FixedConcentration/:FixedTemperature command: unrecognized storage variable name: 5.0") (Raven prints '5.0' in place of the name) [RV540]`,
      `${RVP}:10:52: 'SOILWATER' is not a state variable Raven knows nor an :Alias: Raven ignores the line and warns (":GeochemParameter command: unrecognized storage variable name: 0.1") (Raven prints '0.1' in place of the name) [RV540]`,
    ]);
  }, 120_000);

  it('says nothing of a state variable or an alias Raven knows', async () => {
    expect(
      await withLines(
        ':FixedConcentration Nitrate PRODUCT_STORE 1.0\n:MassInflux Nitrate soil[1] 1.0',
        ':GeochemParameter DECAY_COEFF Nitrate DECAY_LINEAR SOIL[0] ALL 0.1',
      ),
    ).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
