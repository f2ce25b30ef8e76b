import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
const RVI = 'Irondequoit.rvi';
/** Irondequoit (observed flows at its subbasin; the test shortens it to 5 daily steps) with these metrics. */
const metrics = (list: string) => [{ file: RVI, from: /$/, to: `\r\n:EvaluationMetrics ${list}\r\n` }];

describe('RV570 evaluation-metric-width, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for a running-average width below 2, or more than half the steps", async () => {
    const out = await ravenWarned(M, metrics('NASH_SUTCLIFFE_RUN ABSERR_RUN[1] NASH_SUTCLIFFE_RUN[4]'));
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Diagnostics#13', 'Diagnostics#3', 'Diagnostics#4']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVI}:57:20: NASH_SUTCLIFFE_RUN: no width in brackets: Raven computes nothing and warns ("Provide average _width greater than 1 in format: DIAG_NASH_SUTCLIFFE_RUN[n]"), writing -1e+99 for DIAG_NASH_SUTCLIFFE_RUN [RV570]`,
      `${RVI}:57:39: ABSERR_RUN[1]: a width of 1: Raven computes nothing and warns ("Provide average _width greater than 1 in format: DIAG_ABSERR_RUN[n]"), writing -1e+99 for DIAG_ABSERR_RUN [RV570]`,
      `${RVI}:57:53: NASH_SUTCLIFFE_RUN[4]: twice the width is more than the 6 time steps from the simulation's start to the end of the simulation: Raven warns ("Not enough sample values. Check width and timeseries") and writes -1e+99 for DIAG_NASH_SUTCLIFFE_RUN [RV570]`,
    ]);
  }, 120_000);

  // Both metrics' "too wide" warnings have the same words: one metric at a time.
  it('predicts it for ABSERR_RUN too', async () => {
    const out = await ravenWarned(M, metrics('ABSERR_RUN[4]'));
    expect(out).toEqual({
      completes: true,
      raven: ['Diagnostics#14'],
      rvkit: ['Diagnostics#14'],
      shown: [
        `${RVI}:57:20: ABSERR_RUN[4]: twice the width is more than the 6 time steps from the simulation's start to the end of the simulation: Raven warns ("Not enough sample values. Check width and timeseries") and writes -1e+99 for DIAG_ABSERR_RUN [RV570]`,
      ],
    });
  }, 120_000);

  it('says nothing of a width Raven accepts', async () => {
    const out = await ravenWarned(M, metrics('NASH_SUTCLIFFE_RUN[2] ABSERR_RUN[2]'));
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
