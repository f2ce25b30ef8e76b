/**
 * The progress of `rvkit calibrate` as a user sees it: evaluations done of the budget, the rate of this run
 * (a resumed run's replayed evaluations do not count towards it), the best objective in the metric's own
 * terms, failures, and the time left; one redrawn line on a terminal, whole lines in a log.
 */
import type { JournalEntry, SearchProgress } from '../../src/calibrate/index.js';
import { calibrationProgress } from '../../src/cli/commands/calibrateProgress.js';

const entry = (i: number, final = false): JournalEntry => ({
  i,
  x: [0.5],
  cost: -0.7,
  ok: true,
  responses: {},
  ms: 100,
  run_ms: 90,
  slot: 0,
  at: '2026-01-01T00:00:00.000Z',
  ...(final && { final: true as const }),
});

const progress = (done: number, extra: Partial<SearchProgress> = {}): SearchProgress => ({
  done,
  budget: 1000,
  doneHere: done - 400,
  seconds: (done - 400) / 4,
  failed: 0,
  best: { index: 7, x: [0.5], cost: -0.71234 },
  entry: entry(done),
  ...extra,
});

function capture(interactive: boolean) {
  let text = '';
  const display = calibrationProgress(
    { out: () => undefined, err: (t) => (text += t), interactive },
    (p) => `NASH_SUTCLIFFE ${(-p.best!.cost).toFixed(4)}`,
  );
  return { display, text: () => text };
}

it('redraws one line on a terminal: done, rate, best, failures, time left', () => {
  const { display, text } = capture(true);
  // A resumed calibration: 400 evaluations replayed, 200 run here in 50 s.
  display.update(progress(600, { failed: 3 }));
  expect(text()).toBe(
    '\r\x1b[Kcalibrate: 600/1000 evaluations, 4.00/s, best NASH_SUTCLIFFE 0.7123, 3 failed, ~2 min left',
  );
  display.update(progress(1000, { doneHere: 600, seconds: 60, entry: entry(1000) }));
  expect(text().split('\r\x1b[K').at(-1)).toBe(
    'calibrate: 1000/1000 evaluations, 10/s, best NASH_SUTCLIFFE 0.7123',
  );
  display.done();
  expect(text().endsWith('\r\x1b[K')).toBe(true);
});

it('writes whole lines when standard error is not a terminal, the last one always', () => {
  const { display, text } = capture(false);
  display.update(progress(1001, { budget: 1001, doneHere: 601, seconds: 3600, entry: entry(1001, true) }));
  expect(text().split('\n').filter(Boolean).at(-1)).toBe(
    'calibrate: 1001/1001 evaluations, 0.17/s, best NASH_SUTCLIFFE 0.7123',
  );
  expect(text()).not.toContain('\x1b');
});
