import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';

const M = CORPUS.irondequoit;
const RVI = 'Irondequoit.rvi';

/** A daily histogram of precipitation with `bins` bins, above :HydrologicProcesses. */
function histogram(bins: number) {
  return [
    {
      file: RVI,
      from: ':HydrologicProcesses',
      to: `:CustomOutput DAILY HISTOGRAM PRECIP BY_HRU 0 50 ${bins}\n:HydrologicProcesses`,
    },
  ];
}

describe('RV561 histogram-bins, against Raven 4.12.1', () => {
  it('is an error where Raven crashes writing the histogram (60 bins)', async () => {
    const out = await ravenRan(M, histogram(60), 'RV561');
    expect({ fails: out.raven.fails, crash: out.raven.crash, errors: out.raven.errors }).toEqual({
      fails: true,
      crash: 'killed by SIGSEGV',
      errors: [],
    });
    expect(out.rvkit).toEqual([
      `${RVI}:34:50: error: 60 histogram bins: Raven 4.12 counts at most 40 in an array on its stack, writes the other counts over its own variables and crashes (segmentation fault) the first time it writes this output; use 40 bins or fewer`,
    ]);
  }, 120_000);

  it('warns where Raven survives the overflow (45 bins), and says nothing of 40', async () => {
    const over = await ravenRan(M, histogram(45), 'RV561');
    expect(over.raven.fails).toBe(false);
    expect(over.rvkit).toEqual([
      `${RVI}:34:50: warning: 45 histogram bins: Raven 4.12 counts at most 40 in an array on its stack and writes the other counts over its own variables (the histogram is unreliable); use 40 bins or fewer (rvkit's own warning: Raven says nothing)`,
    ]);
    const fine = await ravenRan(M, histogram(40), 'RV561');
    expect({ fails: fine.raven.fails, rvkit: fine.rvkit }).toEqual({ fails: false, rvkit: [] });
  }, 120_000);
});
