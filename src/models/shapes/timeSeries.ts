/**
 * A regular time series written as values in the file (the body of `:Data`, `:ObservationData`,
 * `:BasinInflowHydrograph` …): the header `yyyy-mm-dd hh:mm:ss step n`, then n values over any number of
 * lines. The values are one Float64Array (JSON: a list of numbers); the start, the step and the count are
 * the header's. An extension of the spec, whose series hold a NetCDF source only.
 */
import { field } from '../modelClass/field.js';
import { Record as RecordModel } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { rule } from '../rules/rule.js';
import { word } from '../commandText/write.js';
import { wordsLine } from '../commandText/lines.js';
import { carryLayout, layoutOf } from '../commandText/layout.js';
import { copyModel } from '../modelClass/copy.js';
import { NORMALIZE } from '../modelClass/construct.js';
import { carryDeferred } from '../modelClass/deferred.js';
import type { WordLine } from '../../printer/lines.js';
import { valueRows } from './seriesRows.js';

/** Raven's time of day, as its series header may write the step (`01:00:00`). */
const TIME = /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d*)?)?$/;

/** The date of a series header as Raven's IsValidDateString takes it: `yyyy-mm-dd` or `yyyy/mm/dd`. */
export const SERIES_DATE = /^\d{4}[-/]\d{2}[-/]\d{2}$/;

/** The start of a series: its header's date and time of day, as written (`1987/10/01 00:00:00`). */
export const IsSeriesStart = () =>
  rule('seriesStart', (v) => {
    if (typeof v !== 'string') return undefined;
    const [date, time, ...rest] = v.split(' ');
    return SERIES_DATE.test(date) && (time === undefined || TIME.test(time)) && rest.length === 0
      ? undefined
      : `'${v}' is not a start yyyy-mm-dd hh:mm:ss (or yyyy/mm/dd)`;
  });

/** A list of numbers (null for NaN, as JSON writes it) becomes a Float64Array; anything else stays. */
export function toFloat64(v: unknown): unknown {
  if (v instanceof Float64Array) return v;
  return Array.isArray(v) && v.every((x) => typeof x === 'number' || x === null)
    ? Float64Array.from(v, (x) => (x === null ? NaN : (x as number)))
    : v;
}

/** Values must be a Float64Array (NaN for a missing value). */
export const IsFloat64 = () =>
  rule('float64Values', (v) => (v instanceof Float64Array ? undefined : 'must be a list of numbers'));

/** The step of a series: days (a number), or `hh:mm:ss`. */
export const stepType = t.union(t.float({ gt: 0 }), t.str());

/** The step rule: a string step is a time of day. */
export const IsStep = () =>
  rule('seriesStep', (v) =>
    typeof v === 'string' && !TIME.test(v) ? `'${v}' is not a step in days or hh:mm:ss` : undefined,
  );

/** A regular series of values. */
export class TimeSeries extends RecordModel {
  @field(t.str(), { doc: 'Time of the first value, yyyy-mm-dd hh:mm:ss (or yyyy/mm/dd …, as written).' })
  @IsSeriesStart()
  start!: string;
  @field(stepType, { doc: 'Time between values: days, or hh:mm:ss.' })
  @IsStep()
  step!: number | string;
  @field(t.any(), {
    default: () => new Float64Array(0),
    doc: 'The values (NaN: no value, -1.2345 in Raven).',
  })
  @IsFloat64()
  values!: Float64Array;
  @field(t.list(t.str()), {
    default: () => [],
    doc: 'Words after the count on the header line (units, which Raven does not read).',
  })
  header_extra!: string[];

  /** JSON lists of values become a Float64Array. */
  static [NORMALIZE](plain: { [k: string]: unknown }): void {
    plain.values = toFloat64(plain.values);
  }

  /** Number of values (the header's count). */
  get count(): number {
    return this.values.length;
  }

  override toJSON(): unknown {
    return { ...(super.toJSON() as object), values: Array.from(this.values, jsonNumber) };
  }

  /** A validated copy; the values are copied as an array, not through JSON. */
  override copy(changes: Readonly<{ [k: string]: unknown }> = {}): this {
    const out = copyModel(this, changes, { values: (v) => (v as Float64Array).slice() });
    if (!Object.hasOwn(changes, 'values')) carryDeferred(this, out, 'values');
    return carryLayout(this, out);
  }

  /** The header line and the value lines, each a data row. */
  lines(): WordLine[] {
    const head = wordsLine([
      ...this.start.split(' ').filter((w) => w !== ''),
      word(this.step),
      String(this.values.length),
      ...this.header_extra,
    ]);
    const out = [head];
    for (const row of valueRows(this.values, layoutOf(this).perRow, word)) out.push(wordsLine(row));
    return out;
  }
}

/** NaN has no JSON number: null stands for it (read back as NaN). */
function jsonNumber(v: number): number | null {
  return Number.isNaN(v) ? null : v;
}
