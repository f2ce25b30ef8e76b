/**
 * Time-series bodies, checked the way the engine reads them (CTimeSeries::Parse and ParseMultiple):
 * a header, then values counted against the header, with the engine's tolerance for comment and blank
 * lines, then the end line. What the engine rejects is an error here.
 */
import type { Command, Item } from '../../ast/nodes.js';
import { engineNumeric } from '../numbers.js';
import { scanRows, type RowTable } from '../rows.js';
import type { Reporter } from './reporter.js';

/** One line of a body as the engine meets it. */
type BodyLine =
  | { kind: 'comment'; offset: number }
  | { kind: 'blank'; offset: number }
  | { kind: 'command'; offset: number; name: string; command: Command }
  | { kind: 'data'; offset: number; table: RowTable; row: number; base: number };

type DataLine = BodyLine & { kind: 'data' };

/**
 * Reads body lines one at a time, like the engine's tokenizer. A data line is written into the `into` given
 * (a caller that drops each line before the next call), else into a new object: a forcing file holds
 * hundreds of thousands of rows, and an object per row was most of what loading York's forcings allocated.
 */
class LineReader {
  private index = 0;
  private table: RowTable | undefined;
  private base = 0;
  private row = 0;
  constructor(private readonly items: readonly Item[]) {}

  next(into?: DataLine): BodyLine | undefined {
    for (;;) {
      const table = this.table;
      if (table && this.row < table.rowCount) {
        const row = this.row++;
        const line = into ?? ({ kind: 'data' } as DataLine);
        line.offset = this.base + table.lineStart[row];
        line.table = table;
        line.row = row;
        line.base = this.base;
        return line;
      }
      this.table = undefined;
      const item = this.items[this.index++];
      if (!item) return undefined;
      if (item.kind === 'comment') return { kind: 'comment', offset: item.start };
      if (item.kind === 'blank') return { kind: 'blank', offset: item.start };
      if (item.kind === 'command')
        return { kind: 'command', offset: item.line.start, name: item.line.words[0].text, command: item };
      if (item.kind === 'rows') {
        this.table = scanRows(item);
        this.base = item.start;
        this.row = 0;
      }
    }
  }

  /** The next line, skipping one comment or blank line (the engine's single "try again"). */
  nextSkippingOne(into?: DataLine): BodyLine | undefined {
    const line = this.next(into);
    return line && (line.kind === 'comment' || line.kind === 'blank') ? this.next(into) : line;
  }
}

/** A data line to read rows into, one after another. */
function scratchLine(): DataLine {
  return { kind: 'data', offset: 0, table: undefined as unknown as RowTable, row: 0, base: 0 };
}

function fieldCount(line: DataLine): number {
  return line.table.firstField[line.row + 1] - line.table.firstField[line.row];
}

function fieldText(line: DataLine, i: number): string {
  const f = line.table.firstField[line.row] + i;
  return line.table.text.slice(line.table.fieldStart[f], line.table.fieldEnd[f]);
}

// A date as Raven tells one from a count (CommonFunctions.cpp IsValidDateString): ten characters with `-` or `/` at
// the fifth and eighth (`1987/10/01` in the Alouette2 benchmark's gauge file).
const DATE = /^.{4}[-/].{2}[-/].{2}$/;

/** The count a series header declares: `date time step n`, or the Julian `n day year step`. */
function headerCount(line: DataLine): number {
  const first = fieldText(line, 0);
  return Math.trunc(Number.parseFloat(DATE.test(first) ? fieldText(line, 3) : first)) || 0;
}

/** Checks the values of data lines: count against `expected`, each value numeric by the engine's rule. */
function checkValue(line: DataLine, f: number, name: string, reporter: Reporter): void {
  const { table } = line;
  const s = table.fieldStart[f];
  const e = table.fieldEnd[f];
  if (!engineNumeric(table.text, s, e) && table.text.slice(s, e) !== 'NaN') {
    reporter.reportRepeated(
      'error',
      'non-numeric',
      line.base + s,
      `non-numeric value '${table.text.slice(s, e)}' in the ${name} time series`,
    );
  }
}

/** Checks a regular time series (`:Data`, `:ObservationData`, …). */
export function checkRegularSeries(command: Command, reporter: Reporter): void {
  const name = command.line.words[0].text;
  const reader = new LineReader(command.body ?? []);
  const first = reader.nextSkippingOne();
  if (!first) {
    if (command.end) reporter.report('error', 'series-header', command.end.start, `${name} has no data`);
    return;
  }
  if (first.kind === 'command') {
    // :ReadFromNetCDF, :AnnualCycle … : the end line must follow right after.
    const after = reader.next();
    if (after) {
      reporter.report(
        'error',
        'series-end',
        after.offset,
        `Raven expects the end of ${name} right after ${first.name}`,
      );
    }
    return;
  }
  if (first.kind !== 'data' || fieldCount(first) < 4) {
    reporter.report(
      'error',
      'series-header',
      first.offset,
      `${name} needs a header 'yyyy-mm-dd hh:mm:ss timestep count' before its values`,
    );
    return;
  }
  const expected = headerCount(first);
  let count = 0;
  const scratch = scratchLine();
  while (count < expected) {
    const line = reader.nextSkippingOne(scratch);
    if (!line) break;
    if (line.kind === 'blank') continue;
    if (line.kind !== 'data') {
      reporter.report(
        'error',
        'non-numeric',
        line.offset,
        `${name}: Raven reads this line as values (only one comment or blank line may stand between values)`,
      );
      return;
    }
    const n = fieldCount(line);
    for (let i = 0; i < n; i++) {
      if (count >= expected) {
        reporter.report(
          'error',
          'series-count',
          line.offset,
          `${name} has more values than its header's ${expected}`,
        );
        return;
      }
      checkValue(line, line.table.firstField[line.row] + i, name, reporter);
      count++;
    }
  }
  if (count < expected) {
    reporter.report(
      'error',
      'series-count',
      command.line.start,
      `${name} has ${count} values but its header says ${expected}`,
    );
    return;
  }
  const after = reader.next();
  if (after) {
    const why =
      after.kind === 'data'
        ? `${name} has more values than its header's ${expected}`
        : `Raven expects the end of ${name} right after its last value`;
    reporter.report('error', 'series-count', after.offset, why);
  }
}

/** Checks a `:MultiData` block: header, `:Parameters`, `:Units`, then count rows of one value per parameter. */
export function checkMultiSeries(command: Command, reporter: Reporter): void {
  const name = command.line.words[0].text;
  const reader = new LineReader(command.body ?? []);
  const header = reader.nextSkippingOne();
  if (!header || header.kind !== 'data' || fieldCount(header) < 4) {
    reporter.report(
      'error',
      'series-header',
      header?.offset ?? command.line.start,
      `${name} needs a header 'yyyy-mm-dd hh:mm:ss timestep count'`,
    );
    return;
  }
  const params = reader.nextSkippingOne();
  if (!params || params.kind !== 'command' || params.name !== ':Parameters') {
    reporter.report(
      'error',
      'series-header',
      params?.offset ?? header.offset,
      `${name} needs :Parameters after its header`,
    );
    return;
  }
  const units = reader.nextSkippingOne();
  if (!units || units.kind !== 'command' || units.name !== ':Units') {
    reporter.report(
      'error',
      'series-header',
      units?.offset ?? params.offset,
      `${name} needs :Units after :Parameters`,
    );
    return;
  }
  const columns = params.command.line.words.length - 1;
  const expected = headerCount(header);
  let rows = 0;
  const scratch = scratchLine();
  for (let line = reader.next(scratch); line; line = reader.next(scratch)) {
    if (line.kind === 'comment' || line.kind === 'blank') continue;
    if (line.kind === 'command') {
      reporter.report(
        'error',
        'series-count',
        line.offset,
        `${name}: unexpected ${line.name} among the rows`,
      );
      continue;
    }
    const n = fieldCount(line);
    if (n !== columns) {
      reporter.reportRepeated(
        'error',
        'series-columns',
        line.offset,
        `${name} row has ${n} values but ${columns} parameters`,
      );
    }
    if (rows === expected) {
      reporter.report(
        'error',
        'series-count',
        line.offset,
        `${name} has more rows than its header's ${expected}`,
      );
    }
    for (let i = 0; i < n; i++) checkValue(line, line.table.firstField[line.row] + i, name, reporter);
    rows++;
  }
  if (rows < expected) {
    reporter.report(
      'error',
      'series-count',
      command.line.start,
      `${name} has ${rows} rows but its header says ${expected}`,
    );
  }
}
