import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVC = 'raven-hbv-salmon.rvc';
/** The first line of the model's initial conditions, after which a :TimeStamp is added. */
const AFTER = /(:FileType[^\n]*\n)/;

describe('RV432 rvc-timestamp, against Raven 4.12.1', () => {
  it('predicts the warning for initial conditions stamped after the start, and nothing at the start', async () => {
    // The model starts 1954-01-01 00:00:00.
    const later = await ravenWarned(M, [
      { file: RVC, from: AFTER, to: '$1:TimeStamp 1954-06-01 00:00:00.00\n' },
    ]);
    expect(later).toEqual({
      completes: true,
      raven: ['ParseInitialConditionFile#19'],
      rvkit: ['ParseInitialConditionFile#19'],
      shown: [
        `${RVC}:3:12: these initial conditions are stamped 1954-06-01 00:00:00.00, the simulation starts 1954-01-01: Raven warns (":Timestamp command in initial conditions (.rvc) file is not consistent with :StartDate command in model (.rvi) file") and starts from them as they are [RV432]`,
      ],
    });
    const same = await ravenWarned(M, [
      { file: RVC, from: AFTER, to: '$1:TimeStamp 1954-01-01 00:00:00.00\n' },
    ]);
    expect(same).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);

  it('compares the time of day too', async () => {
    const hour = await ravenWarned(M, [{ file: RVC, from: AFTER, to: '$1:TimeStamp 1954-01-01 06:00:00\n' }]);
    expect(hour.completes).toBe(true);
    expect(hour.raven).toEqual(['ParseInitialConditionFile#19']);
    expect(hour.rvkit).toEqual(hour.raven);
  }, 120_000);
});
