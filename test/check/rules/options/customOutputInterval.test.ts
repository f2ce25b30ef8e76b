import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const AT = ':EvaluationMetrics';
const withLines = (...lines: string[]) =>
  ravenWarned(M, [{ file: RVI, from: AT, to: `${lines.join('\n')}\n${AT}` }]);
const NDAYS = ':CustomOutput EVERY_NDAYS AVERAGE SOIL[0] BY_HRU';

describe('RV516 custom-output-interval, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for EVERY_NDAYS read before its interval, and for an interval of 1", async () => {
    const early = await withLines(NDAYS, ':CustomOutputInterval 7');
    expect(early.completes).toBe(true);
    expect(early.raven).toEqual(['CustomOutput#5']);
    expect(early.rvkit).toEqual(early.raven);
    expect(early.shown).toEqual([
      `${RVI}:79:15: EVERY_NDAYS over a :CustomOutputInterval Raven has not read yet (it comes below this line): here it is still 1 day, which is DAILY: Raven warns ("EVERY_NDAYS option should only be used with :CustomInterval > 1, otherwise use of DAILY command preferred") [RV516]`,
    ]);
    const one = await withLines(':CustomOutputInterval 1', NDAYS);
    expect(one.completes).toBe(true);
    expect(one.raven).toEqual(['CustomOutput#5', 'ParseInput#67']);
    expect(one.rvkit).toEqual(one.raven);
  }, 120_000);

  it('predicts them above a :CustomTable, and nothing below it: Raven crashes there (RV552)', async () => {
    const table = [':CustomTable AllSubbasins table.csv', '  SOIL[0]', ':EndCustomTable'];
    const out = await withLines(':CustomOutputInterval 1', NDAYS, ...table, ':CustomOutputInterval 1', NDAYS);
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['CustomOutput#5', 'ParseInput#67']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown.map((s) => s.split(': ')[0])).toEqual([`${RVI}:79:23`, `${RVI}:80:15`]);
  }, 120_000);

  it('says nothing of EVERY_NDAYS below an interval of several days', async () => {
    const out = await withLines(':CustomOutputInterval 7', NDAYS);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
