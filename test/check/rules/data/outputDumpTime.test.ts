import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV406 output-dump-time', () => {
  it('points at a dump before the start (error) and after the end (warning)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvi',
        from: ':Routing',
        to: ':OutputDump 1999-12-31 00:00:00\n:OutputDump 2000-06-01 00:00:00\n:OutputDump 2001-01-02 00:00:00\n:Routing',
      },
    ]);
    expect(only('RV406', out)).toEqual([
      'Irondequoit.rvi:15:13: error: :OutputDump 1999-12-31 is before the start of the simulation (2000-01-01) [RV406]',
      'Irondequoit.rvi:17:13: warning: :OutputDump 2001-01-02 is after the end of the simulation: Raven ignores it and warns ("model output time specified after end of simulation") [RV406]',
    ]);
  });
});
