import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';

const M = CORPUS.salmonHbv;
const RVT = 'raven-hbv-salmon.rvt';
const OBSERVED = ':RedirectToFile data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt';

/** The Salmon model's one observed series followed by `n` weights series that weigh nothing. */
function weights(n: number) {
  const one = ':ObservationWeights HYDROGRAPH 1\n 1954-01-01 00:00:00 1.0 3\n 1 1 1\n:EndObservationWeights';
  return [{ file: RVT, from: OBSERVED, to: [OBSERVED, ...Array.from({ length: n }, () => one)].join('\n') }];
}

describe('RV460 weights-outnumber-observations, against Raven 4.12.1', () => {
  it('is an error where Raven crashes after SIMULATION COMPLETE (4 weights series, 1 observed)', async () => {
    const out = await ravenRan(M, weights(4), 'RV460');
    expect({ fails: out.raven.fails, lateCrash: out.raven.lateCrash, crash: out.raven.crash }).toEqual({
      fails: true,
      lateCrash: true,
      crash: 'killed by SIGSEGV',
    });
    expect(out.raven.errors).toEqual([]);
    expect(out.rvkit).toEqual([
      `${RVT}:39:1: error: 4 weights series, 1 observed series: when it exits Raven 4.12 deletes one weights slot per series read, from a list of one slot per observed series, and crashes (segmentation fault) after SIMULATION COMPLETE; remove the weights that weigh no observed series`,
    ]);
  }, 120_000);

  it('says nothing where Raven completes (2 weights series, 1 observed)', async () => {
    const out = await ravenRan(M, weights(2), 'RV460');
    expect(out.raven.fails).toBe(false);
    expect(out.rvkit).toEqual([]);
  }, 120_000);

  it('warns where the slot Raven reads lies inside the block (3 weights series, 1 observed)', async () => {
    const out = await ravenRan(M, weights(3), 'RV460');
    expect(out.rvkit).toEqual([
      `${RVT}:39:1: warning: 3 weights series, 1 observed series: when it exits Raven 4.12 deletes weights slots past the end of its list (one per observed series) and may crash (segmentation fault) after SIMULATION COMPLETE, depending on what memory holds there; remove the weights that weigh no observed series (rvkit's own warning: Raven says nothing)`,
    ]);
    // Raven then reads stale memory: on this model it crashes.
    expect(out.raven.lateCrash).toBe(true);
  }, 120_000);
});
