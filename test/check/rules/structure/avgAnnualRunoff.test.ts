import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { SPLIT } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV109 avg-annual-runoff', () => {
  it('asks for :AvgAnnualRunoff once a second subbasin is added', async () => {
    const out = await checkMutated(CORPUS.irondequoit, SPLIT.slice(0, 2));
    expect(only('RV109', out)).toEqual([
      'Irondequoit.rvh:12:13: error: with more than one subbasin Raven needs the average annual runoff: add :AvgAnnualRunoff (mm/yr) to the .rvp [RV109]',
    ]);
  });

  it('accepts it as a global parameter, and a lumped model without it', async () => {
    const global = {
      file: 'Irondequoit.rvp',
      from: /$/,
      to: '\r\n:GlobalParameter AVG_ANNUAL_RUNOFF 350\r\n',
    };
    expect(only('RV109', await checkMutated(CORPUS.irondequoit, [...SPLIT.slice(0, 2), global]))).toEqual([]);
    expect(only('RV109', await checkMutated(CORPUS.irondequoit))).toEqual([]);
  });
});
