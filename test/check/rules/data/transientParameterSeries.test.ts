import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/** Salmon GR4J (shortened from 1954-01-01): a :TransientParameter of RAINSNOW_TEMP appended to its .rvp. */
const M = CORPUS.salmonGr4j;
const RVP = 'raven-gr4j-salmon.rvp';
const transient = (count: number, rows: readonly string[]) =>
  ravenWarned(M, [
    {
      file: RVP,
      from: /$/,
      to: `\n:TransientParameter RAINSNOW_TEMP GLOBALS\n:IrregularPattern STEP ${count}\n${rows.join('\n')}\n:EndIrregularPattern\n:EndTransientParameter\n`,
    },
  ]);

describe('RV465 transient-parameter-series, against Raven 4.12.1', () => {
  it('predicts an :IrregularPattern with fewer rows than announced', async () => {
    const out = await transient(3, ['1954-01-01 0.0', '1954-01-10 1.0']);
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['ParsePropertyFile#19', 'ParsePropertyFile#22']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[0]).toMatch(
      /^raven-gr4j-salmon\.rvp:\d+:24: :TransientParameter RAINSNOW_TEMP GLOBALS: :IrregularPattern announces 3 dates and gives 2: Raven stops/,
    );
  }, 120_000);

  it('predicts dates out of order', async () => {
    const out = await transient(2, ['1954-01-11 0.0', '1954-01-10 1.0']);
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['ParsePropertyFile#19', 'ParsePropertyFile#22']);
    expect(out.rvkit).toEqual(out.raven);
  }, 120_000);

  it('says nothing of a pattern Raven reads', async () => {
    expect(await transient(2, ['1954-01-01 0.0', '1954-01-10 1.0'])).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
  }, 120_000);
});
