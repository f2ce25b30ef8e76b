import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV405 calendar-invalid', () => {
  it('points at 360_DAY and at an unknown calendar, and accepts any case', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvi',
        from: ':StartDate',
        to: ':Calendar 360_day\n:Calendar NoLeap\n:Calendar MARTIAN\n:StartDate',
      },
    ]);
    expect(only('RV405', out)).toEqual([
      'Irondequoit.rvi:9:11: error: :Calendar 360_day: Raven does not support 360-day calendars [RV405]',
      'Irondequoit.rvi:11:11: error: :Calendar MARTIAN: Raven does not know this calendar [RV405]',
    ]);
  });
});
