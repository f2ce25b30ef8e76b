import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
/** Below the processes, where the model has its stores (a :CustomOutput looks its variable up as it is read). */
const PROCESSES = /(:EndHydrologicProcesses[^\n]*\n)/;

describe('RV586 custom-output-filename, against Raven 4.12.1', () => {
  it('predicts the warnings for a .nc name without NetCDF output and a .csv name with Ensim output', async () => {
    const nc = await ravenWarned(M, [
      { file: RVI, from: PROCESSES, to: '$1:CustomOutput DAILY AVERAGE SNOW BY_HRU snow.nc\n' },
    ]);
    expect(nc.completes).toBe(true);
    expect(nc.raven).toEqual(['CustomOutput#1']);
    expect(nc.rvkit).toEqual(nc.raven);
    const csv = await ravenWarned(M, [
      {
        file: RVI,
        from: PROCESSES,
        to: '$1:WriteEnsimFormat\n:CustomOutput DAILY AVERAGE SNOW BY_HRU snow.csv\n',
      },
    ]);
    expect(csv.completes).toBe(true);
    expect(csv.raven).toContain('CustomOutput#2');
    expect(csv.rvkit).toEqual(['CustomOutput#2']);
    const fine = await ravenWarned(M, [
      { file: RVI, from: PROCESSES, to: '$1:CustomOutput DAILY AVERAGE SNOW BY_HRU snow.csv\n' },
    ]);
    expect(fine).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
