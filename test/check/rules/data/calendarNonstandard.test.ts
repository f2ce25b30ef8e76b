import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const RVT = 'raven-hbv-salmon.rvt';
const STEP = /(:TimeStep[^\n]*\n)/;
const OBSERVED = ':RedirectToFile data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt';

describe('RV433 calendar-nonstandard, against Raven 4.12.1', () => {
  it('predicts both warnings for a NOLEAP model with observations, one without them', async () => {
    const noleap = await ravenWarned(M, [{ file: RVI, from: STEP, to: '$1:Calendar NOLEAP\n' }]);
    expect(noleap.completes).toBe(true);
    expect(noleap.raven).toEqual(['ModelInitialize#7', 'ModelInitialize#8']);
    expect(noleap.rvkit).toEqual(noleap.raven);
    expect(noleap.shown[0]).toBe(
      `${RVI}:15:11: :Calendar NOLEAP is not PROLEPTIC_GREGORIAN: Raven reads every forcing series in this calendar and warns ("if a non-standard calendar is used, care must be taken with forcing data") [RV433]`,
    );
    const unobserved = await ravenWarned(M, [
      { file: RVI, from: STEP, to: '$1:Calendar GREGORIAN\n' },
      { file: RVT, from: OBSERVED, to: '# no observations' },
    ]);
    expect(unobserved.completes).toBe(true);
    expect(unobserved.raven).toEqual(['ModelInitialize#8']);
    expect(unobserved.rvkit).toEqual(unobserved.raven);
  }, 120_000);

  it('says nothing of PROLEPTIC_GREGORIAN', async () => {
    const out = await ravenWarned(M, [{ file: RVI, from: STEP, to: '$1:Calendar PROLEPTIC_GREGORIAN\n' }]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
