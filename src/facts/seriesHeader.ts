/**
 * The first line of a regular time series (`:Data`, `:MultiData`, `:ObservationData` …) as Raven reads it
 * (TimeSeries.cpp, CTimeSeries::Parse and ParseMultiple): `yyyy-mm-dd hh:mm:ss step count` when the first word
 * is a date string, else the Julian form `count day year step`. The step goes through FixTimestep (it must
 * divide a day), and a date Raven cannot read stops it; both are kept as problems at their token.
 */
import type { CommandRef } from './readingOrder.js';
import {
  atof,
  atoi,
  clockDays,
  fixTimestep,
  isValidDateString,
  looksLikeClock,
  parseRavenDate,
  type RavenCalendar,
  type RavenTime,
} from './ravenTime.js';
import type { Token } from './site.js';
import { scanRows } from '../parser/rows.js';

/** A problem of a series header, at its token. */
export interface HeaderProblem {
  readonly kind: 'date' | 'interval';
  readonly at: Token;
  readonly message: string;
}

/** A series header as Raven reads it. */
export interface SeriesHeader {
  /** The tokens of the header line. */
  readonly tokens: readonly Token[];
  readonly start?: RavenTime;
  /** Step in days after FixTimestep. */
  readonly interval?: number;
  readonly count: number;
  readonly problems: readonly HeaderProblem[];
}

/** The header of a series command (its first data line), or undefined when the body has none. */
export function seriesHeader(ref: CommandRef, calendar: RavenCalendar): SeriesHeader | undefined {
  const body = ref.command.body ?? [];
  const first = body.find((i) => i.kind === 'rows' || i.kind === 'command');
  if (!first || first.kind !== 'rows') return undefined;
  const table = scanRows(first);
  // Only the first row is the header: no token is made for the values that follow.
  for (let r = 0; r < table.rowCount; r++) {
    const tokens: Token[] = [];
    for (let f = table.firstField[r]; f < table.firstField[r + 1]; f++) {
      const start = table.fieldStart[f];
      const site = { file: ref.file, offset: first.start + start, length: table.fieldEnd[f] - start };
      tokens.push({ text: table.text.slice(start, table.fieldEnd[f]), site });
    }
    if (tokens.length > 0) return readHeader(tokens, calendar);
  }
  return undefined;
}

/** Reads header tokens as Raven does. */
export function readHeader(tokens: readonly Token[], calendar: RavenCalendar): SeriesHeader {
  const problems: HeaderProblem[] = [];
  const text = (i: number) => tokens[i]?.text ?? '';
  let start: RavenTime | undefined;
  let rawStep: number | undefined;
  let stepToken: Token | undefined;
  let count: number;
  if (isValidDateString(text(0))) {
    const parsed = parseRavenDate(text(0), text(1), calendar);
    if (parsed.ok) start = parsed.value;
    else {
      // Point at the time when the date alone would be fine.
      const dateOk = parseRavenDate(text(0), '00:00:00', calendar).ok;
      problems.push({
        kind: 'date',
        at: (dateOk ? tokens[1] : undefined) ?? tokens[0],
        message: parsed.problem,
      });
    }
    stepToken = tokens[2];
    if (looksLikeClock(text(2))) {
      const clock = clockDays(text(2), calendar);
      if (clock.ok) rawStep = clock.value;
      else if (stepToken) problems.push({ kind: 'interval', at: stepToken, message: clock.problem });
    } else rawStep = atof(text(2));
    count = atoi(text(3));
  } else {
    count = atoi(text(0));
    start = { julianDay: atof(text(1)), year: atoi(text(2)) };
    stepToken = tokens[3];
    rawStep = atof(text(3));
  }
  let interval: number | undefined;
  if (rawStep !== undefined && stepToken) {
    const fixed = fixTimestep(rawStep);
    if (!fixed.ok) {
      problems.push({
        kind: 'interval',
        at: stepToken,
        message: `step '${stepToken.text}': ${fixed.problem}`,
      });
    } else if (!(fixed.value > 0)) {
      problems.push({
        kind: 'interval',
        at: stepToken,
        message: `step '${stepToken.text}' must be positive`,
      });
    } else interval = fixed.value;
  }
  return { tokens, start, interval, count, problems };
}
