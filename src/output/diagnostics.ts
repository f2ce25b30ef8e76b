/** Diagnostics.csv: the performance metrics Raven computes against observations (`:EvaluationMetrics`). */
import { readFileSync } from 'node:fs';
import { parseCsv, parseNumber } from './csvTable.js';

/**
 * Columns of Diagnostics.csv by header name, one entry per row (one row per observed series and evaluation
 * period): `observed_data_series` and `filename` as text, every `DIAG_` column as numbers.
 */
export type Diagnostics = Record<string, string[] | number[]>;

/** `parse_diagnostics`: reads a Diagnostics.csv file. */
export function parseDiagnostics(path: string): Diagnostics {
  return readDiagnostics(readFileSync(path, 'utf8'));
}

/** Reads the text of a Diagnostics.csv; the empty column after Raven's trailing comma is left out. */
export function readDiagnostics(text: string): Diagnostics {
  const { header, rows } = parseCsv(text);
  const out: Diagnostics = {};
  header.forEach((name, column) => {
    if (name.trim() === '') return;
    const cells = rows.map((row) => row[column] ?? '');
    // As in the reference library, any column whose name contains DIAG holds numbers.
    out[name] = name.includes('DIAG') ? cells.map(parseNumber) : cells;
  });
  return out;
}
