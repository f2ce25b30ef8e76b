/**
 * The spec's `reorder_time` and `check_dims` rules for `dim_names_nc`. Raven takes the NetCDF dimensions by
 * position (x, y, time for a grid; station, time for stations; (station,) time in :ReadFromNetCDF), so a time
 * dimension named `t` or `time` (the reference library's names) is moved last; other names stay in the
 * order given, since Raven cannot tell which one is time either (`nlon nlat ntime` is common).
 */
import { Transform } from 'class-transformer';
import { rule } from './rule.js';
import { wordProblem } from './wordRule.js';

const TIME_NAMES = ['t', 'time'];

/** The dimension names with a `t` or `time` dimension moved last (other values are left to the type rule). */
export function reorderTime(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  const time = v.findIndex((d) => TIME_NAMES.includes(d as string));
  if (time < 0 || time === v.length - 1) return v;
  return [...v.slice(0, time), ...v.slice(time + 1), v[time]];
}

/** How many dimensions a class reads, and what to say when the count is wrong. */
export interface DimensionRule {
  readonly counts: readonly number[];
  readonly message: string;
}

/** Applies `reorder_time` to the field on input. */
export function ReorderTime(): PropertyDecorator {
  return Transform(({ obj, key }) => reorderTime((obj as Record<string, unknown>)[key]), {
    toClassOnly: true,
  });
}

/** `check_dims`: the count of dimensions the model's class reads (its static `dimensions`), each one word. */
export function CheckDims(): PropertyDecorator {
  return rule('checkDims', (v, object) => {
    if (!Array.isArray(v)) return undefined;
    const rule = (object.constructor as unknown as { dimensions: DimensionRule }).dimensions;
    if (!rule.counts.includes(v.length)) return rule.message;
    for (let i = 0; i < v.length; i++) {
      const p = wordProblem(v[i]);
      if (p) return `item ${i} ${p}`;
    }
    return undefined;
  });
}
