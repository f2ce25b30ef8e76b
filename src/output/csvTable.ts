/** The comma-separated text Raven writes: no quoting, a header row, optional trailing commas. */

/** A CSV file split into its header cells and rows of cells. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Splits CSV text into header and rows; blank lines are skipped. Raven never quotes fields. */
export function parseCsv(text: string): CsvTable {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [first = '', ...rest] = lines;
  return { header: first.split(','), rows: rest.map((line) => line.split(',')) };
}

/** A number as Raven or C++ prints it; `---` (no value yet) and empty fields are NaN, `inf`/`nan` are understood. */
export function parseNumber(cell: string | undefined): number {
  const text = (cell ?? '').trim();
  if (text === '' || text === '---') return NaN;
  const value = Number(text);
  if (!Number.isNaN(value)) return value;
  const lower = text.toLowerCase().replace(/^([+-]?)1\.#/, '$1'); // MSVC prints 1.#INF
  if (/^[+-]?(inf|infinity)$/.test(lower)) return lower.startsWith('-') ? -Infinity : Infinity;
  return NaN;
}

/** A header cell split into its label and the units in its trailing brackets: `Soil Water[0] [mm]`. */
export function splitUnits(cell: string): { label: string; units: string | null } {
  const match = /^(.*?)\s*\[([^\]]*)\]\s*$/.exec(cell.trim());
  // `Soil Water[0]` has brackets but no space before them: those are part of the name, not units.
  if (match === null || !/\s\[[^\]]*\]\s*$/.test(cell)) return { label: cell.trim(), units: null };
  return { label: (match[1] ?? '').trim(), units: match[2] ?? '' };
}

/** The numbers of one column of the rows. */
export function numberColumn(rows: readonly (readonly string[])[], column: number): Float64Array {
  return Float64Array.from(rows, (row) => parseNumber(row[column]));
}

/** `{ units }` when the header gave units, else no attribute. */
export function unitsAttr(units: string | null): Record<string, string> {
  return units === null ? {} : { units };
}
