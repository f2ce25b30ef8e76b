/**
 * Progress of a Raven run, from what it prints: the model summary gives `Start time:` and `End time:`,
 * then each simulated month prints its first date on a line of its own. Silent models print none of
 * this; in `:PavicsMode` Raven also keeps `Raven_progress.txt` up to date (see progressFile.ts).
 */

/** Called with the simulated fraction (0 to 1) and the line that told it. */
export type ProgressListener = (fraction: number, line: string) => void;

const START = /^\s*Start time:\s*(\d{4}-\d{2}-\d{2})/;
const END = /^\s*End time:\s*(\d{4}-\d{2}-\d{2})/;
const DATE = /^(\d{4}-\d{2}-\d{2})$/;
const SIMULATION_START = /^Simulation Start\.\.\./;
const SIMULATION_DONE = /^\.\.\.Raven Simulation Complete/;

function day(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Turns Raven's console lines and progress-file readings into monotonic progress reports. */
export class ProgressTracker {
  private start: number | null = null;
  private end: number | null = null;
  private last = -1;

  constructor(private readonly listener: ProgressListener | undefined) {}

  /** Takes one line of Raven's standard output. */
  line(text: string): void {
    let match = START.exec(text);
    if (match) this.start = day(match[1]);
    else if ((match = END.exec(text))) this.end = day(match[1]);
    else if (SIMULATION_START.test(text)) this.report(0, text);
    else if (SIMULATION_DONE.test(text)) this.report(1, text);
    else if ((match = DATE.exec(text)) && this.start !== null && this.end !== null) {
      if (this.end > this.start) this.report((day(match[1]) - this.start) / (this.end - this.start), text);
    }
  }

  /** Reports a fraction unless it would go backwards or repeat the last one. */
  report(fraction: number, line: string): void {
    const clamped = Math.min(1, Math.max(0, fraction));
    if (!this.listener || !(clamped > this.last)) return;
    this.last = clamped;
    this.listener(clamped, line);
  }
}
