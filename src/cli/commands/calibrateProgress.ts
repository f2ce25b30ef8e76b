/** The progress of `rvkit calibrate` on standard error: one redrawn line on a terminal, a line every 10 s otherwise. */
import { performance } from 'node:perf_hooks';
import type { SearchProgress } from '../../calibrate/index.js';
import type { CliIO } from '../command.js';

/** Seconds between progress lines when standard error is not a terminal. */
const LOG_EVERY_MS = 10_000;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

/** A progress display; `line` turns a progress report into its text (the objective in its own words). */
export function calibrationProgress(
  io: CliIO,
  describeBest: (progress: SearchProgress) => string,
): { update: (progress: SearchProgress) => void; done: () => void } {
  let logged = performance.now();
  let shown = false;
  const text = (p: SearchProgress) => {
    const rate = p.doneHere > 0 && p.seconds > 0 ? p.doneHere / p.seconds : 0;
    const left = rate > 0 ? (p.budget - p.done) / rate : Infinity;
    const parts = [
      `${p.done}/${p.budget} evaluations`,
      rate > 0 ? `${rate >= 10 ? rate.toFixed(0) : rate.toFixed(2)}/s` : null,
      p.best ? `best ${describeBest(p)}` : null,
      p.failed > 0 ? `${p.failed} failed` : null,
      p.done < p.budget ? `~${duration(left)} left` : null,
    ].filter((x) => x !== null);
    return `calibrate: ${parts.join(', ')}`;
  };
  return {
    update(p) {
      if (io.interactive) {
        io.err(`\r\x1b[K${text(p)}`);
        shown = true;
      } else if (performance.now() - logged >= LOG_EVERY_MS || p.entry.final) {
        logged = performance.now();
        io.err(`${text(p)}\n`);
      }
    },
    done() {
      if (shown) io.err('\r\x1b[K');
    },
  };
}
