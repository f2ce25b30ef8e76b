/**
 * An Ensim `.tb0` table as Raven reads it for `:EnsimTimeSeries` (TimeSeries.cpp, CTimeSeries::ParseEnsimTb0):
 * header lines up to `:EndHeader` (`:ColumnName`, `:StartTime`, `:DeltaT`, `:Format PeriodEnding`; other lines
 * ignored), then one row per non-blank line with one value per column. Raven's defaults apply when a header
 * line is missing (start 1900-01-01, one-day step). Problems Raven stops on are collected with their line.
 */
import { forcingOf } from './forcingTypes.js';
import {
  atof,
  clockDays,
  isLeapYear,
  isValidDateString,
  looksLikeClock,
  parseRavenDate,
  type RavenCalendar,
  type RavenTime,
} from './ravenTime.js';

/** A problem Raven stops on, with the 1-based line of the .tb0 file. */
export interface EnsimProblem {
  readonly kind: 'date' | 'interval' | 'format' | 'forcing-name';
  readonly line: number;
  readonly message: string;
}

/** What Raven makes of a .tb0 file. */
export interface EnsimTable {
  /** The column names as written, and the forcing each names (undefined when Raven does not know it). */
  readonly columns: readonly { readonly name: string; readonly forcing?: string }[];
  /** Start of the first period (after the shift of period-ending data). */
  readonly start: RavenTime;
  /** The step in days. */
  readonly interval: number;
  /** Number of rows. */
  readonly count: number;
  readonly problems: readonly EnsimProblem[];
  /** The values of column i (Raven's atof of each field). */
  values(column: number): Float64Array;
  /** The 1-based line of each row in the file. */
  readonly lines: readonly number[];
}

/** Splits a line into words as Raven's tokenizer does (spaces, tabs, commas; a later word starting with `#` ends it). */
export function ravenWords(line: string): string[] {
  const words = line.split(/[ \t,\r\n]+/).filter((w) => w !== '');
  const cut = words.findIndex((w, i) => i > 0 && w.startsWith('#'));
  return cut < 0 ? words : words.slice(0, cut);
}

/** Reads a .tb0 text as Raven does, dates read in the model's calendar. */
export function readEnsimTable(text: string, calendar: RavenCalendar): EnsimTable {
  const lines = text.split('\n');
  const problems: EnsimProblem[] = [];
  let columns: { name: string; forcing?: string }[] = [];
  let start: RavenTime = { julianDay: 0, year: 1900 };
  let interval = 1;
  let periodEnding = false;
  let body = -1;
  for (let i = 0; i < lines.length; i++) {
    const s = ravenWords(lines[i]);
    if (s.length === 0 || s[0].startsWith('#')) continue;
    const line = i + 1;
    if (s[0] === ':Format') periodEnding = s[1] === 'PeriodEnding';
    else if (s[0] === ':ColumnName') {
      columns = s.slice(1).map((name) => ({ name, forcing: forcingOf(name) }));
      for (const c of columns) {
        if (!c.forcing)
          problems.push({
            kind: 'forcing-name',
            line,
            message: `unknown forcing '${c.name}' in :ColumnName`,
          });
      }
    } else if (s[0] === ':StartTime') {
      const date = s[1] ?? '';
      if (!isValidDateString(date)) {
        problems.push({ kind: 'date', line, message: `:StartTime '${date}' is not a date yyyy-mm-dd` });
        continue;
      }
      const parsed = parseRavenDate(date, s[2] ?? '', calendar);
      if (parsed.ok) start = parsed.value;
      else problems.push({ kind: 'date', line, message: `:StartTime ${parsed.problem}` });
    } else if (s[0] === ':DeltaT') {
      const step = s[1] ?? '';
      const clock = looksLikeClock(step) ? clockDays(step, calendar) : undefined;
      if (clock?.ok) interval = clock.value;
      else
        problems.push({ kind: 'interval', line, message: `:DeltaT '${step}' is not a time step hh:mm:ss` });
    } else if (s[0] === ':EndHeader') {
      body = i + 1;
      break;
    }
  }
  if (body < 0) problems.push({ kind: 'format', line: lines.length, message: 'no :EndHeader line' });
  if (columns.length === 0) problems.push({ kind: 'format', line: 1, message: 'no :ColumnName line' });
  const rows: string[][] = [];
  const rowLines: number[] = [];
  if (body >= 0) {
    for (let i = body; i < lines.length; i++) {
      const s = ravenWords(lines[i]);
      if (s.length === 0) continue;
      if (s.length !== columns.length && problems.every((p) => p.kind !== 'format')) {
        problems.push({
          kind: 'format',
          line: i + 1,
          message: `a row has ${s.length} values but :ColumnName names ${columns.length} columns`,
        });
      }
      rows.push(s);
      rowLines.push(i + 1);
    }
  }
  if (periodEnding) start = shiftBack(start, interval, calendar);
  const columnsRead = new Map<number, Float64Array>();
  return {
    columns,
    start,
    interval,
    count: rows.length,
    problems,
    values: (column) => {
      let v = columnsRead.get(column);
      if (!v) {
        v = Float64Array.from(rows, (r) => atof(r[column] ?? ''));
        columnsRead.set(column, v);
      }
      return v;
    },
    lines: rowLines,
  };
}

/** The start moved back by one step, as Raven does for period-ending tables (staying within one year). */
function shiftBack(start: RavenTime, step: number, calendar: RavenCalendar): RavenTime {
  const day = start.julianDay - step;
  if (day >= 0) return { julianDay: day, year: start.year };
  const previous = start.year - 1;
  return { julianDay: day + (isLeapYear(previous, calendar) ? 366 : 365), year: previous };
}
