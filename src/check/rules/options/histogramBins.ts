import { argToken, argTokens } from '../../../facts/args.js';
import { outputFormatOf } from '../../../facts/outputFormat.js';
import { atof, atoi } from '../../../facts/ravenTime.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { Rule } from '../../rule.js';

/** MAX_HISTOGRAM_BINS (CustomOutput.h): the size of the array Raven counts a histogram's bins in. */
const MAX_BINS = 40;
/**
 * The fewest bins that crashed Raven 4.12.1 (Linux build) on the corpus models: the counts past the array
 * overwrite the writing function's own variables, and from this many on Raven dies (segmentation fault) the
 * first time it writes the histogram. Where exactly depends on the compiled stack frame.
 */
const CRASHING_BINS = 53;

/**
 * RV561: a `:CustomOutput … HISTOGRAM` with more bins than Raven's array holds. CCustomOutput::WriteCustomOutput
 * counts the bins in `int bincount[MAX_HISTOGRAM_BINS]` on the stack and loops over the number of bins given.
 */
export const histogramBins: Rule = {
  code: 'RV561',
  name: 'histogram-bins',
  category: 'options',
  severity: 'error',
  docs: {
    summary: 'A HISTOGRAM `:CustomOutput` has at most 40 bins.',
    why: 'Raven 4.12 counts the bins of a histogram in an array of 40 on the stack and never checks the number given: the counts of further bins are written over the variables of the function that writes the output, so the histogram file is unreliable, and with 53 bins or more Raven crashes (segmentation fault) the first time it writes the histogram (at the end of the first day for DAILY), in the middle of the run. The exact number depends on how Raven was compiled.',
    fix: 'Use 40 bins or fewer (widen the bins, or split the range over two custom outputs).',
    source:
      'CustomOutput.cpp CCustomOutput::WriteCustomOutput (bincount[MAX_HISTOGRAM_BINS]); CustomOutput.h MAX_HISTOGRAM_BINS',
    example: {
      fileType: 'rvi',
      bad: ':CustomOutput DAILY HISTOGRAM SNOW BY_HRU 0 500 60',
      good: ':CustomOutput DAILY HISTOGRAM SNOW BY_HRU 0 500 40',
    },
  },
  check({ model, report }) {
    const rvi = model.rvi;
    // Only the comma-separated and Ensim outputs count bins (nothing is written with :SuppressOutput).
    const format = outputFormatOf(model);
    if (format === 'netcdf' || format === 'none') return;
    const sim = simulationOf(model);
    for (const ref of model.uses('rvi', ':CustomOutput')) {
      if (beforeSoilModel(rvi, ref) || argToken(ref, 1)?.text !== 'HISTOGRAM') continue;
      const args = argTokens(ref);
      // Raven reads the histogram's range and bins from the 6th to 8th words (after BY_…).
      if (args.length < 7 || args[4].text === 'ONLY') continue;
      const bins = args[6];
      const n = atoi(bins.text);
      if (n <= MAX_BINS) continue;
      const written = firstWriteWithin(argToken(ref, 0)?.text ?? '', sim.duration, sim.start, model);
      const crashes = n >= CRASHING_BINS && written;
      report({
        at: bins.site,
        ...(crashes ? {} : { severity: 'warning' as const, own: true as const }),
        message: crashes
          ? `${n} histogram bins: Raven 4.12 counts at most ${MAX_BINS} in an array on its stack, writes the other counts over its own variables and crashes (segmentation fault) the first time it writes this output; use ${MAX_BINS} bins or fewer`
          : `${n} histogram bins: Raven 4.12 counts at most ${MAX_BINS} in an array on its stack and writes the other counts over its own variables (the histogram is unreliable${n >= CRASHING_BINS ? ', and Raven crashes when it first writes it' : ''}); use ${MAX_BINS} bins or fewer`,
      });
    }
  },
  ownWarning:
    'Histogram bins past 40 that do not crash Raven (fewer than 53, or a run too short to write the histogram): Raven writes their counts over its own variables and says nothing.',
};

/** Whether a custom output of this aggregation period is written at least once in the run (its first reset). */
function firstWriteWithin(
  period: string,
  duration: number,
  start: { julianDay: number; year: number },
  model: ModelFacts,
): boolean {
  if (period === 'CONTINUOUS') return duration > 0;
  if (period === 'DAILY') return duration >= 1;
  const setting = (name: string, fallback: string) => {
    const ref = model.uses('rvi', name).at(-1);
    return (ref && argToken(ref, 0)?.text) ?? fallback;
  };
  if (period === 'EVERY_NDAYS') {
    const interval = atof(setting(':CustomInterval', '1'));
    return duration >= (Number.isFinite(interval) ? interval : 1);
  }
  const waterMonth = atoi(setting(':WaterYearStartMonth', '10'));
  // A day of the run (from the end of the first day to the end of the run) that starts the period.
  const first = Date.UTC(start.year, 0, 1) + Math.floor(start.julianDay) * 86_400_000;
  for (let d = 1; d <= duration; d++) {
    const day = new Date(first + d * 86_400_000);
    if (day.getUTCDate() !== 1) continue;
    const month = day.getUTCMonth() + 1;
    if (period === 'MONTHLY') return true;
    if ((period === 'YEARLY' || period === 'ANNUAL') && month === 1) return true;
    if (period === 'WATER_YEARLY' && month === (waterMonth >= 1 && waterMonth <= 12 ? waterMonth : 10))
      return true;
  }
  return false;
}
