/**
 * The in-memory form of every gridded output, whatever file it came from (NetCDF-4, classic NetCDF, CSV):
 * dimensions, variables as flat row-major arrays, attributes, coordinates and a decoded time axis.
 */
import { product, takeAlong } from './arrayTake.js';
import { decodeTime, isTimeUnits, type TimeAxis } from './cfTime.js';
import { mapValues, valueCount } from './lazyVariable.js';
import type { Attributes, Variable } from './variable.js';

export type { AttributeValue, Attributes, Variable, VariableData } from './variable.js';

/** What a dataset is made of; `coords` and `time` are inferred when left out. */
export interface DatasetInit {
  readonly dims: Readonly<Record<string, number>>;
  readonly variables: Readonly<Record<string, Variable>>;
  readonly attrs?: Attributes;
  readonly coords?: readonly string[];
  readonly time?: TimeAxis | null;
}

/** A time interval of ISO date prefixes, both ends included: `{ start: '1954-02', end: '1954-03-15' }`. */
export interface TimeRange {
  readonly start?: string;
  readonly end?: string;
}

/** Selection by label: a basin by name (string) or position (number), and a time range. */
export interface Selection {
  readonly basin?: string | number;
  readonly time?: string | TimeRange;
}

/** Selection by position, per dimension: a number drops the dimension, a list of positions keeps it. */
export type Indexers = Readonly<Record<string, number | readonly number[]>>;

/** A set of variables sharing dimensions, with attributes, coordinates and a decoded CF time axis. */
export class Dataset {
  readonly dims: Readonly<Record<string, number>>;
  readonly variables: Readonly<Record<string, Variable>>;
  readonly attrs: Attributes;
  /** Names of the coordinate variables: those named after their only dimension and those listed in `coordinates` attributes. */
  readonly coords: readonly string[];
  /** The decoded time coordinate, or null when the dataset has none. */
  readonly time: TimeAxis | null;

  constructor(init: DatasetInit) {
    this.dims = init.dims;
    this.variables = init.variables;
    this.attrs = init.attrs ?? {};
    for (const [name, variable] of Object.entries(init.variables)) checkShape(name, variable, init.dims);
    this.coords = init.coords ?? inferCoords(init.variables);
    this.time = init.time === undefined ? findTime(init.variables) : init.time;
  }

  /** Names of the variables that are not coordinates. */
  get dataVars(): string[] {
    return Object.keys(this.variables).filter((name) => !this.coords.includes(name));
  }

  /** True when the dataset has a variable of that name. */
  has(name: string): boolean {
    return Object.hasOwn(this.variables, name);
  }

  /** The variable of that name; throws, listing the names there are, when it is missing. */
  get(name: string): Variable {
    const variable = this.has(name) ? this.variables[name] : undefined;
    if (variable === undefined) {
      throw new Error(`no variable "${name}" (variables: ${Object.keys(this.variables).join(', ')})`);
    }
    return variable;
  }

  /** The numeric data of a variable; throws when it holds strings. */
  numeric(name: string): Float64Array {
    const { data } = this.get(name);
    if (!(data instanceof Float64Array)) throw new Error(`variable "${name}" holds strings, not numbers`);
    return data;
  }

  /**
   * The basin identifiers along the basin dimension (`basin_name`, else `basin_fullname`), or [] without basins.
   * In stacked datasets these are the first member's.
   */
  basinNames(): string[] {
    return this.basinLabels('basin_name') ?? this.basinLabels('basin_fullname') ?? [];
  }

  /** The dimension along which basins are laid out (the last dimension of `basin_name`), or null. */
  basinDim(): string | null {
    for (const name of ['basin_name', 'basin_fullname']) {
      const dims = this.has(name) ? this.get(name).dims : [];
      if (dims.length > 0) return dims[dims.length - 1] as string;
    }
    return Object.hasOwn(this.dims, 'nbasins') ? 'nbasins' : null;
  }

  /** Selects by label: a basin (by `basin_name` or `basin_fullname`, or by position) and/or a time range. */
  sel(selection: Selection): Dataset {
    const indexers: Record<string, number | readonly number[]> = {};
    if (selection.basin !== undefined) {
      const dim = this.basinDim();
      if (dim === null) throw new Error('the dataset has no basin dimension');
      indexers[dim] = this.basinIndex(selection.basin);
    }
    if (selection.time !== undefined) {
      if (this.time === null) throw new Error('the dataset has no time coordinate');
      const range =
        typeof selection.time === 'string' ? { start: selection.time, end: selection.time } : selection.time;
      indexers[this.time.name] = timeIndices(this.time.dates, range);
    }
    return this.isel(indexers);
  }

  /** Selects by position along dimensions. */
  isel(indexers: Indexers): Dataset {
    for (const [dim, index] of Object.entries(indexers)) {
      const size = this.dims[dim];
      if (size === undefined) throw new Error(`no dimension "${dim}"`);
      for (const i of typeof index === 'number' ? [index] : index) {
        if (!Number.isInteger(i) || i < 0 || i >= size)
          throw new Error(`index ${i} out of range for "${dim}" (size ${size})`);
      }
    }
    const variables: Record<string, Variable> = {};
    for (const [name, variable] of Object.entries(this.variables)) {
      variables[name] = iselVariable(variable, this.dims, indexers);
    }
    const dims: Record<string, number> = {};
    for (const [dim, size] of Object.entries(this.dims)) {
      const index = indexers[dim];
      if (index === undefined) dims[dim] = size;
      else if (typeof index !== 'number') dims[dim] = index.length;
    }
    return new Dataset({
      dims,
      variables,
      attrs: this.attrs,
      coords: this.coords,
      time: this.time === null ? null : iselTime(this.time, indexers[this.time.name]),
    });
  }

  private basinIndex(basin: string | number): number {
    if (typeof basin === 'number') return basin;
    for (const variable of ['basin_name', 'basin_fullname']) {
      const labels = this.basinLabels(variable);
      const index = labels?.indexOf(basin) ?? -1;
      if (index < 0) continue;
      const { data } = this.get(variable);
      // Stacked members may list their basins in different orders; then a name is no single position.
      for (let at = index; at < data.length; at += labels?.length ?? data.length) {
        if (String(data[at]) !== basin)
          throw new Error(`basin "${basin}" is at different positions in different members`);
      }
      return index;
    }
    throw new Error(`no basin "${basin}" (basins: ${this.basinNames().join(', ')})`);
  }

  private basinLabels(variable: string): string[] | undefined {
    if (!this.has(variable)) return undefined;
    const { dims, data } = this.get(variable);
    const size = dims.length === 0 ? 1 : (this.dims[dims[dims.length - 1] as string] ?? 0);
    return Array.from(data.slice(0, size) as ArrayLike<string | number>, String);
  }
}

function checkShape(name: string, variable: Variable, dims: Readonly<Record<string, number>>): void {
  const shape = variable.dims.map((dim) => {
    const size = dims[dim];
    if (size === undefined) throw new Error(`variable "${name}" uses unknown dimension "${dim}"`);
    return size;
  });
  const count = valueCount(variable);
  if (count !== product(shape)) {
    throw new Error(`variable "${name}" has ${count} values for shape [${shape.join(', ')}]`);
  }
}

function inferCoords(variables: Readonly<Record<string, Variable>>): string[] {
  const names = new Set<string>();
  for (const [name, variable] of Object.entries(variables)) {
    if (variable.dims.length === 1 && variable.dims[0] === name) names.add(name);
    const listed = variable.attrs['coordinates'];
    if (typeof listed === 'string')
      for (const coord of listed.split(/\s+/)) if (Object.hasOwn(variables, coord)) names.add(coord);
  }
  return [...names];
}

function findTime(variables: Readonly<Record<string, Variable>>): TimeAxis | null {
  const candidates = Object.entries(variables).filter(
    ([name, v]) =>
      v.dims.length === 1 &&
      v.dims[0] === name &&
      isTimeUnits(v.attrs['units']) &&
      v.data instanceof Float64Array,
  );
  const [name, variable] = candidates.find(([name]) => name === 'time') ?? candidates[0] ?? [];
  if (name === undefined || variable === undefined) return null;
  const calendar = variable.attrs['calendar'];
  return decodeTime(
    name,
    variable.data as Float64Array,
    variable.attrs['units'] as string,
    typeof calendar === 'string' ? calendar : undefined,
  );
}

function timeIndices(dates: readonly string[], range: TimeRange): number[] {
  // Comparing equal-length prefixes gives pandas-style partial dates: end '1954-02' includes all of February.
  const { start, end } = range;
  const indices: number[] = [];
  dates.forEach((date, i) => {
    if (start !== undefined && date.slice(0, start.length) < start) return;
    if (end !== undefined && date.slice(0, end.length) > end) return;
    indices.push(i);
  });
  return indices;
}

function iselVariable(
  variable: Variable,
  sizes: Readonly<Record<string, number>>,
  indexers: Indexers,
): Variable {
  if (!variable.dims.some((dim) => indexers[dim] !== undefined)) return variable;
  const shape = variable.dims.map((dim) => sizes[dim] ?? 0);
  const cuts: [axis: number, indices: readonly number[]][] = [];
  variable.dims.forEach((dim, axis) => {
    const index = indexers[dim];
    if (index !== undefined) cuts.push([axis, typeof index === 'number' ? [index] : index]);
  });
  const dims = variable.dims.filter((dim) => typeof indexers[dim] !== 'number');
  const size = product(shape.map((n, axis) => cuts.find(([a]) => a === axis)?.[1].length ?? n));
  // A selection of a variable whose values are not read yet is read, then cut, when first used.
  return mapValues(variable, dims, size, (data) => {
    const at = [...shape];
    for (const [axis, indices] of cuts) {
      data = takeAlong(data, at, axis, indices);
      at[axis] = indices.length;
    }
    return data;
  });
}

function iselTime(time: TimeAxis, index: number | readonly number[] | undefined): TimeAxis | null {
  if (index === undefined) return time;
  // A single instant leaves no time dimension, so there is no axis left to describe.
  if (typeof index === 'number') return null;
  return {
    ...time,
    offsets: Float64Array.from(index, (i) => time.offsets[i] ?? NaN),
    dates: index.map((i) => time.dates[i] ?? 'NaT'),
  };
}
