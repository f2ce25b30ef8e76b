/** Histogram custom outputs of 40 bins (Raven's array) and of 60 (Raven crashes writing them, RV561). */
import { relPath, type Generator } from '../mutation.js';
import { appendedLine } from './lateCrash.js';
import { append, baseFile } from './network.js';

/** A daily histogram of precipitation by HRU, with 40 or 60 bins. */
export const histogramBins: Generator = {
  kinds: ['histogram-bins'],
  generate(fx) {
    const rvi = baseFile(fx, 'rvi');
    if (!rvi) return [];
    const line = appendedLine(rvi);
    return [40, 60].map((bins) => ({
      kind: 'histogram-bins',
      label: `:CustomOutput DAILY HISTOGRAM PRECIP with ${bins} bins`,
      edits: [append(fx, rvi, [`:CustomOutput DAILY HISTOGRAM PRECIP BY_HRU 0 50 ${bins}`]).edit],
      at: { file: relPath(fx, rvi), line },
    }));
  },
};
