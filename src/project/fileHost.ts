/** A checker host backed by the file system: paths relative to the model directory, files read as bytes. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { decodeTime, parseTimeUnits } from '../output/cfTime.js';
import type { DatasetInit } from '../output/dataset.js';
import { peekNetcdf } from '../output/netcdf.js';
import type { CheckHost, NetcdfNames, NetcdfTimeAxis, NetcdfValues } from './host.js';
import { readRegularText, refusalOf, type ReadLimits } from './regularFile.js';

/**
 * A host that reads the files around a model directory: regular files only, no larger than the limit (a FIFO
 * or a device a model names is never opened; `unreadable` says why).
 */
export function fileHost(modelDir: string, limits: ReadLimits = {}): CheckHost {
  const abs = (p: string) => (isAbsolute(p) ? p : join(modelDir, p));
  // Several series often read one file: its header (and each time axis) is read once per version of the file.
  const peeks = new Map<string, Map<string, Promise<DatasetInit | undefined>>>();
  /** The header of a file with the values of `values`; `undefined` values: any read of the file will do. */
  const peek = (path: string, values?: readonly string[]): Promise<DatasetInit | undefined> => {
    const file = abs(path);
    let stamp: string;
    try {
      const st = statSync(file);
      if (!st.isFile()) return Promise.resolve(undefined);
      stamp = `${st.mtimeMs}:${st.size}`;
    } catch {
      return Promise.resolve(undefined);
    }
    const key = `${file}\u0000${stamp}`;
    let reads = peeks.get(key);
    if (!reads) {
      reads = new Map();
      peeks.set(key, reads);
    }
    // Every read holds all names: a names query reuses whichever read came first.
    if (values === undefined && reads.size > 0) return reads.values().next().value!;
    const wanted = values ?? [];
    let read = reads.get(wanted.join('\u0000'));
    if (!read) {
      read = peekNetcdf(file, wanted).catch(() => undefined);
      reads.set(wanted.join('\u0000'), read);
    }
    return read;
  };
  return {
    exists: (path) => existsSync(abs(path)),
    listDir: (path) => {
      try {
        return readdirSync(abs(path));
      } catch {
        return undefined;
      }
    },
    readText: async (path) => {
      try {
        return await readRegularText(abs(path), limits);
      } catch {
        return undefined;
      }
    },
    unreadable: (path, whole = true) => refusalOf(abs(path), whole ? limits.maxFileBytes : Infinity),
    netcdfNames: async (path) => {
      const init = await peek(path);
      return init && namesOf(init);
    },
    netcdfTime: async (path, timeName = 'time') => {
      const init = await peek(path, [timeName]);
      return init && timeAxisOf(init, timeName);
    },
    netcdfValues: async (path, variable) => {
      const init = await peek(path, [variable]);
      return init && valuesOf(init, variable);
    },
    netcdfStrings: async (path, variable) => {
      const data = (await peek(path, [variable]))?.variables[variable]?.data;
      return Array.isArray(data) ? data : undefined;
    },
  };
}

function namesOf(init: DatasetInit): NetcdfNames {
  const variableDims: Record<string, readonly string[]> = {};
  for (const [name, v] of Object.entries(init.variables)) variableDims[name] = v.dims;
  return {
    variables: Object.keys(init.variables),
    dimensions: Object.keys(init.dims),
    variableDims,
    dimensionSizes: { ...init.dims },
  };
}

/** The time axis of one variable: its stored values and attributes, decoded with CF rules where possible. */
function timeAxisOf(init: DatasetInit, name: string): NetcdfTimeAxis | undefined {
  const v = init.variables[name];
  if (!v || !(v.data instanceof Float64Array)) return undefined;
  const offsets = v.data;
  const units = typeof v.attrs.units === 'string' ? v.attrs.units : undefined;
  const calendar = typeof v.attrs.calendar === 'string' ? v.attrs.calendar : undefined;
  let start = '';
  let step = Number.NaN;
  if (units !== undefined && offsets.length > 0) {
    try {
      const axis = decodeTime(name, offsets.subarray(0, 2), units, calendar);
      start = axis.dates[0] ?? '';
      if (offsets.length > 1) step = ((offsets[1] - offsets[0]) * parseTimeUnits(units).unitSeconds) / 86_400;
    } catch {
      // Units or calendar CF does not know: the raw values and attributes still go to the checker.
    }
  }
  return { start, step, count: offsets.length, units, calendar, offsets };
}

/** The stored values of one numeric variable and the attributes that decode them. */
function valuesOf(init: DatasetInit, name: string): NetcdfValues | undefined {
  const v = init.variables[name];
  if (!v || !(v.data instanceof Float64Array)) return undefined;
  const num = (key: string) => {
    const a = v.attrs[key];
    return typeof a === 'number'
      ? a
      : Array.isArray(a) && typeof a[0] === 'number'
        ? (a[0] as number)
        : undefined;
  };
  return {
    dims: v.dims,
    data: v.data,
    fillValue: num('_FillValue'),
    missingValue: num('missing_value'),
    scaleFactor: num('scale_factor'),
    addOffset: num('add_offset'),
  };
}
