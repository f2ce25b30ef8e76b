/** CF decoding of stored numbers, done once when a file is read so that every reader sees physical values. */
import type { Attributes } from './dataset.js';

/**
 * Turns `_FillValue` and `missing_value` entries into NaN and unpacks `scale_factor`/`add_offset`, in place,
 * as xarray's default decoding does. Raven writes -9999 for the first precipitation and every missing flow.
 */
export function decodeCfValues(data: Float64Array, attrs: Attributes): Float64Array {
  const missing = [...numbers(attrs['_FillValue']), ...numbers(attrs['missing_value'])];
  // Usually one or two markers (often the same): compare with each directly rather than search a list per value.
  for (const marker of new Set(missing)) {
    for (let i = 0; i < data.length; i++) if (data[i] === marker) data[i] = NaN;
  }
  const [scale = 1] = numbers(attrs['scale_factor']);
  const [offset = 0] = numbers(attrs['add_offset']);
  if (scale !== 1 || offset !== 0) {
    for (let i = 0; i < data.length; i++) data[i] = (data[i] as number) * scale + offset;
  }
  return data;
}

function numbers(value: Attributes[string] | undefined): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.filter((v): v is number => typeof v === 'number');
  return [];
}
