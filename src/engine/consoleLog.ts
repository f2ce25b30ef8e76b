/**
 * What Raven prints on its console that Raven_errors.txt lacks: errors raised before the model exists
 * (`Early Gracefully Exit`), the reason of a fatal exit, and Raven's own timing.
 */

/** What was read from Raven's console. */
export interface ConsoleSummary {
  /** `Error Statement:` texts of early exits (written before Raven_errors.txt exists). */
  readonly earlyErrors: readonly string[];
  /** `Exiting Gracefully:` reasons other than a successful simulation. */
  readonly exitReasons: readonly string[];
  /** `ERROR    :` lines Raven echoed on standard error. */
  readonly errorLines: readonly string[];
  /** Raven's own parse + simulation time in seconds, when it printed it (not in silent mode). */
  readonly ravenSeconds: number | null;
}

const EARLY = /^Error Statement:\s*(.*)$/;
const EXIT = /^Exiting Gracefully:\s*(.*)$/;
const ERROR_LINE = /^ERROR *:\s*(.*)$/;
// A block's message ends at its code/type line or at a rule of `=` or `-`.
const BLOCK_END = /^(Error Code:|Error Type:|[=-]{10,})/;
const TIMING = /^\s*(Parsing & initialization|Simulation):\s*([\d.eE+-]+) seconds/;
const SUCCESS = 'Successful Simulation';
/** Messages kept per kind: enough to explain a failure without holding a runaway log in memory. */
const MAX_MESSAGES = 200;

type Stream = 'stdout' | 'stderr';

/** Reads Raven's console line by line (standard output and standard error alike). */
export class ConsoleLog {
  private readonly earlyErrors: string[] = [];
  private readonly exitReasons: string[] = [];
  private readonly errorLines: string[] = [];
  private seconds: number | null = null;
  // Per stream, the list whose last message is still open for continuation lines; the two streams
  // interleave, so a block on one must not swallow lines of the other.
  private readonly open: Record<Stream, string[] | null> = { stdout: null, stderr: null };

  /** Takes one console line of the given stream. */
  line(text: string, stream: Stream = 'stdout'): void {
    const open = this.open[stream];
    if (open) {
      if (BLOCK_END.test(text) || text.trim() === '') this.open[stream] = null;
      else {
        open[open.length - 1] += ` ${text.trim()}`;
        return;
      }
    }
    let match = EARLY.exec(text);
    if (match) return this.start(this.earlyErrors, match[1], stream);
    match = EXIT.exec(text);
    if (match && match[1].trim() !== SUCCESS) return this.start(this.exitReasons, match[1], stream);
    match = ERROR_LINE.exec(text);
    if (match && this.errorLines.length < MAX_MESSAGES) this.errorLines.push(match[1].trim());
    match = TIMING.exec(text);
    if (match) this.seconds = (this.seconds ?? 0) + Number(match[2]);
  }

  private start(list: string[], text: string, stream: Stream): void {
    if (list.length >= MAX_MESSAGES) return;
    list.push(text.trim());
    this.open[stream] = list;
  }

  /** What was read so far. */
  summary(): ConsoleSummary {
    return {
      earlyErrors: [...this.earlyErrors],
      exitReasons: [...this.exitReasons],
      errorLines: [...this.errorLines],
      ravenSeconds: this.seconds,
    };
  }
}
