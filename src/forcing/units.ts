/**
 * Units of a NetCDF variable → the units Raven expects, as a `:LinearTransform` (scale, offset): Raven reads
 * scale × value + offset. A small unit parser (products of powers of known units, CF/UDUNITS spellings such
 * as `kg m-2 s-1`, `mm d**-1`, `mm/day`, `W m^-2`) stands in for the reference library's pint/xclim, with its
 * "hydro" context: a water mass flux (kg m-2 s-1) equals a depth rate through the density of water.
 */
import { RAVEN_UNITS } from '../../grammar/forcingUnits.js';

/** Raven's units per data type: the catalogue's (grammar/forcingUnits.ts). */
export { RAVEN_UNITS };

/** Dimension exponents: metre, kilogram, second, kelvin. */
type Dims = [number, number, number, number];

/** A parsed unit: value in SI = factor × value + offset (offset only for a lone temperature). */
interface Unit {
  readonly factor: number;
  readonly offset: number;
  readonly dims: Dims;
}

const BASE: Readonly<Record<string, [number, Dims, number?]>> = {
  m: [1, [1, 0, 0, 0]],
  km: [1000, [1, 0, 0, 0]],
  cm: [0.01, [1, 0, 0, 0]],
  mm: [0.001, [1, 0, 0, 0]],
  kg: [1, [0, 1, 0, 0]],
  g: [0.001, [0, 1, 0, 0]],
  s: [1, [0, 0, 1, 0]],
  sec: [1, [0, 0, 1, 0]],
  min: [60, [0, 0, 1, 0]],
  h: [3600, [0, 0, 1, 0]],
  hr: [3600, [0, 0, 1, 0]],
  hour: [3600, [0, 0, 1, 0]],
  d: [86400, [0, 0, 1, 0]],
  day: [86400, [0, 0, 1, 0]],
  days: [86400, [0, 0, 1, 0]],
  K: [1, [0, 0, 0, 1]],
  degC: [1, [0, 0, 0, 1], 273.15],
  celsius: [1, [0, 0, 0, 1], 273.15],
  deg_C: [1, [0, 0, 0, 1], 273.15],
  C: [1, [0, 0, 0, 1], 273.15],
  degF: [5 / 9, [0, 0, 0, 1], 459.67 * (5 / 9)],
  Pa: [1, [-1, 1, -2, 0]],
  hPa: [100, [-1, 1, -2, 0]],
  kPa: [1000, [-1, 1, -2, 0]],
  mbar: [100, [-1, 1, -2, 0]],
  J: [1, [2, 1, -2, 0]],
  MJ: [1e6, [2, 1, -2, 0]],
  W: [1, [2, 1, -3, 0]],
  '1': [1, [0, 0, 0, 0]],
  '%': [0.01, [0, 0, 0, 0]],
  percent: [0.01, [0, 0, 0, 0]],
  fraction: [1, [0, 0, 0, 0]],
};

/** Parses a unit string; throws on a unit it does not know. */
export function parseUnit(text: string): Unit {
  const s = text.trim();
  if (s === '' || s === '-') return { factor: 1, offset: 0, dims: [0, 0, 0, 0] };
  // Tokens: a unit name with an optional exponent (`**-1`, `^-1`, `-1`, `2`), joined by spaces, `*`, `.` or `/`.
  const re = /(\/)?\s*([A-Za-z_%]+|1)(?:\s*(?:\*\*|\^)?\s*([+-]?\d+(?:\.\d+)?))?/y;
  let factor = 1;
  let offset = 0;
  const dims: Dims = [0, 0, 0, 0];
  let count = 0;
  let pos = 0;
  while (pos < s.length) {
    while (pos < s.length && /[\s*·.]/.test(s[pos]!) && !/\d/.test(s[pos + 1] ?? '')) pos++;
    if (pos >= s.length) break;
    re.lastIndex = pos;
    const m = re.exec(s);
    const base = m && BASE[m[2]!];
    if (!m || !base) throw new Error(`unknown unit "${text}"`);
    const power = (m[3] === undefined ? 1 : Number(m[3])) * (m[1] ? -1 : 1);
    factor *= base[0] ** power;
    base[1].forEach((d, i) => (dims[i] += d * power));
    offset = base[2] ?? 0;
    count++;
    pos = re.lastIndex;
  }
  // An offset only means something for a lone temperature (degC); in a product it is a difference.
  return { factor, offset: count === 1 ? offset : 0, dims };
}

const sameDims = (a: Dims, b: Dims) => a.every((d, i) => Math.abs(d - b[i]!) < 1e-12);
const round9 = (x: number) => Math.round(x * 1e9) / 1e9 + 0;

/**
 * The (scale, offset) taking values in `from` units to Raven's units for the data type, or null when the
 * type has no known Raven units. `stepSeconds` (the time step of the series) turns an amount per step
 * (`mm`) into a rate for the precipitation types, as the reference library does.
 */
export function scaleAndOffset(
  from: string,
  dataType: string,
  stepSeconds: number | null = null,
): { scale: number; offset: number } | null {
  const target = RAVEN_UNITS[dataType];
  if (target === undefined) return null;
  const src = parseUnit(from);
  const tgt = parseUnit(target);
  let factor = src.factor;
  const dims = [...src.dims] as Dims;
  const water = 1000; // kg m-3: the "hydro" context
  const diff = dims.map((d, i) => d - tgt.dims[i]!);
  if (sameDims(diff as Dims, [-3, 1, 0, 0]))
    factor /= water; // mass → depth of water
  else if (sameDims(diff as Dims, [3, -1, 0, 0])) factor *= water;
  else if (
    sameDims(diff as Dims, [0, 0, 1, 0]) &&
    ['PRECIP', 'PRECIP_DAILY_AVE', 'RAINFALL', 'SNOWFALL'].includes(dataType)
  ) {
    if (stepSeconds === null || stepSeconds > 31 * 86400 || stepSeconds <= 0)
      throw new Error(
        `units "${from}" are an amount per time step, and the time step is unknown or too long`,
      );
    factor /= stepSeconds;
  } else if (!sameDims(diff as Dims, [0, 0, 0, 0]))
    throw new Error(`units "${from}" cannot be converted to ${dataType}'s "${target}"`);
  return { scale: round9(factor / tgt.factor), offset: round9((src.offset - tgt.offset) / tgt.factor) };
}
