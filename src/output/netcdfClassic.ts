/**
 * Classic NetCDF files (CDF-1 and CDF-2): netcdfjs parses the header; the values are read here, straight from
 * the bytes, because netcdfjs returns one JS value per element, drops NULs unevenly and reads bytes as unsigned.
 */
import { NetCDFReader, type Attribute } from 'netcdfjs';
import { product } from './arrayTake.js';
import type { AttributeValue, Attributes, DatasetInit, Variable } from './dataset.js';
import { trimNul } from './strings.js';

const TYPE_BYTES: Readonly<Record<string, number>> = {
  byte: 1,
  char: 1,
  short: 2,
  int: 4,
  float: 4,
  double: 8,
};

/**
 * Reads a classic NetCDF file held in memory. With `only`, the values of the other variables are left out
 * (empty data): their names, dimensions and attributes are still there.
 */
export function readClassicNetcdf(bytes: Uint8Array, only?: ReadonlySet<string>): DatasetInit {
  const reader = new NetCDFReader(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { recordDimension } = reader.header;
  const dimList = reader.header.dimensions ?? [];
  const dims: Record<string, number> = {};
  dimList.forEach(({ name, size }, id) => {
    dims[name] = id === recordDimension.id ? recordDimension.length : size;
  });
  const variables: Record<string, Variable> = {};
  for (const variable of reader.header.variables ?? []) {
    const dimNames = variable.dimensions.map((id) => dimList[id]?.name ?? `dim_${id}`);
    const shape = dimNames.map((name) => dims[name] ?? 0);
    const attrs = readAttributes(variable.attributes as Attribute[]);
    const width = TYPE_BYTES[variable.type];
    if (width === undefined) throw new Error(`variable "${variable.name}" has unknown type ${variable.type}`);
    if (only && !only.has(variable.name)) {
      const kept = variable.type === 'char' ? dimNames.slice(0, -1) : dimNames;
      variables[variable.name] = { dims: kept, data: new Float64Array(0), attrs };
      continue;
    }
    // A record variable's records are interleaved with the other record variables', one record step apart.
    const records = variable.record ? (recordDimension.length ?? 0) : 1;
    const perRecord = product(variable.record ? shape.slice(1) : shape);
    const step = recordDimension.recordStep ?? 0;
    const at = (i: number): number =>
      variable.offset + Math.floor(i / perRecord) * step + (i % perRecord) * width;
    const count = records * perRecord;
    if (variable.type === 'char') {
      const chars = Array.from({ length: count }, (_, i) => String.fromCharCode(view.getUint8(at(i))));
      variables[variable.name] = { dims: dimNames.slice(0, -1), data: joinChars(chars, shape), attrs };
    } else {
      const read = numberReader(view, variable.type);
      variables[variable.name] = {
        dims: dimNames,
        data: Float64Array.from({ length: count }, (_, i) => read(at(i))),
        attrs,
      };
    }
  }
  return { dims, variables, attrs: readAttributes(reader.header.globalAttributes ?? []) };
}

function numberReader(view: DataView, type: string): (offset: number) => number {
  switch (type) {
    case 'byte':
      return (offset) => view.getInt8(offset);
    case 'short':
      return (offset) => view.getInt16(offset);
    case 'int':
      return (offset) => view.getInt32(offset);
    case 'float':
      return (offset) => view.getFloat32(offset);
    default:
      return (offset) => view.getFloat64(offset);
  }
}

function joinChars(chars: readonly string[], shape: readonly number[]): string[] {
  const width = shape[shape.length - 1] ?? 1;
  const count = shape.length === 0 ? 1 : product(shape.slice(0, -1));
  return Array.from({ length: count }, (_, i) => trimNul(chars.slice(i * width, (i + 1) * width).join('')));
}

function readAttributes(attributes: readonly Attribute[]): Attributes {
  const out: Record<string, AttributeValue> = {};
  for (const { name, type, value } of attributes) out[name] = attributeValue(type, value as unknown);
  return out;
}

function attributeValue(type: string, value: unknown): AttributeValue {
  if (typeof value === 'string') return trimNul(value);
  // netcdfjs returns byte attributes unsigned; NC_BYTE is signed.
  const signed = (n: number): number => (type === 'byte' && n > 127 ? n - 256 : n);
  if (Array.isArray(value)) {
    const numbers = value.map((n) => signed(Number(n)));
    return numbers.length === 1 ? (numbers[0] as number) : numbers;
  }
  return signed(Number(value));
}
