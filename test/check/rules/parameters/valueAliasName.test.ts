import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVP = 'raven-gr4j-salmon.rvp';
const withAlias = (line: string) =>
  ravenWarned(M, [{ file: RVP, from: ':SoilClasses', to: `${line}\n:SoilClasses` }]);

describe('RV380 value-alias-name, against Raven 4.12.1', () => {
  it("predicts Raven's warning for an alias without its underscore, and nothing for one with it", async () => {
    expect(await withAlias(':ValueAlias MELT 3.5')).toEqual({
      completes: true,
      raven: ['ParsePropertyFile#20'],
      rvkit: ['ParsePropertyFile#20'],
      shown: [
        `${RVP}:10:13: :ValueAlias name 'MELT' does not begin with _: Raven refuses it ("Invalid name (MELT in :ValueAlias command - aliases must begin with underscore character: _"); name it _MELT [RV380]`,
      ],
    });
    expect(await withAlias(':ValueAlias _MELT 3.5')).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
  }, 120_000);
});
