/** Collects diagnostics with their positions; a problem repeated many times is reported once with a count. */
import { OWN_WARNING, type Diagnostic, type Severity } from '../../ast/nodes.js';
import { lineStarts, positionAt } from '../positions.js';
import { syntaxCode, type SyntaxProblem } from './codes.js';

/** How many diagnostics of one code and message are listed before the rest are counted. */
const REPEAT_LIMIT = 5;

interface Repeated {
  /** The last diagnostic listed. */
  diagnostic: Diagnostic | undefined;
  count: number;
}

/** Collects the diagnostics of one file. */
export class Reporter {
  private readonly list: Diagnostic[] = [];
  private readonly repeats = new Map<string, Repeated>();
  /** Line starts of the text, indexed on the first diagnostic (a clean file never needs them). */
  private starts: Int32Array | undefined;

  constructor(
    private readonly file: string,
    private readonly text: string,
  ) {}

  /**
   * Reports a problem at a source offset (by the problem kind's name; the diagnostic carries its code), with
   * the WARNING Raven writes for it, or marked as a warning of rvkit's own (the message says so).
   */
  report(
    severity: Severity,
    problem: SyntaxProblem,
    offset: number,
    message: string,
    raven: Pick<Diagnostic, 'ravenWarning' | 'own'> = {},
  ): void {
    this.starts ??= lineStarts(this.text);
    const { line, column } = positionAt(this.starts, Math.max(0, offset));
    const text = raven.own ? `${message} ${OWN_WARNING}` : message;
    this.list.push({
      severity,
      code: syntaxCode(problem),
      message: text,
      file: this.file,
      line,
      column,
      ...raven,
    });
  }

  /**
   * Reports a problem that may repeat on many rows (a placeholder in every row of a table): the first few are
   * listed, the others only counted on the last one listed.
   */
  reportRepeated(
    severity: Severity,
    problem: SyntaxProblem,
    offset: number,
    message: string,
    raven: Pick<Diagnostic, 'ravenWarning' | 'own'> = {},
  ): void {
    const key = `${severity}\u0000${problem}\u0000${message}`;
    const seen = this.repeats.get(key) ?? { diagnostic: undefined, count: 0 };
    seen.count++;
    if (seen.count <= REPEAT_LIMIT) {
      this.report(severity, problem, offset, message, raven);
      seen.diagnostic = this.list[this.list.length - 1];
    }
    this.repeats.set(key, seen);
  }

  /** The diagnostics, in source order. */
  diagnostics(): Diagnostic[] {
    for (const { diagnostic, count } of this.repeats.values()) {
      if (diagnostic && count > REPEAT_LIMIT) {
        diagnostic.message += ` (and ${count - REPEAT_LIMIT} more like this in the file)`;
      }
    }
    return this.list.sort((a, b) => a.line - b.line || a.column - b.column);
  }
}
