/** Benchmark inputs: generated large blocks, and the largest real files of the shared corpus. */
import { readFileSync } from 'node:fs';
import type { FileType } from '../grammar/types.js';

/** A benchmark input. */
export interface BenchInput {
  name: string;
  fileType: FileType;
  text: string;
  /** Data rows in the input (for rows/s). */
  rows: number;
}

/** A `:GridWeights` block with `n` rows (`hru cell weight`). */
export function gridWeights(n: number): BenchInput {
  const parts: string[] = [':GriddedForcing PRECIP\n  :ForcingType PRECIP\n  :GridWeights\n'];
  parts.push(`    :NumberHRUs ${n}\n    :NumberGridCells ${n * 4}\n`);
  for (let i = 0; i < n; i++)
    parts.push(`    ${i + 1} ${(i * 7) % (n * 4)} ${((i % 997) / 997).toFixed(6)}\n`);
  parts.push('  :EndGridWeights\n:EndGriddedForcing\n');
  return {
    name: `GridWeights ${n.toLocaleString('en')} rows`,
    fileType: 'rvt',
    text: parts.join(''),
    rows: n,
  };
}

/** A 50-year hourly `:Data` series (one value per line). */
export function hourlySeries(years: number): BenchInput {
  const n = Math.round(years * 365.25 * 24);
  const parts: string[] = [`:Data TEMP_AVE C\n  1970-01-01 00:00:00 0:01:00 ${n}\n`];
  for (let i = 0; i < n; i++) {
    // Raven's is_numeric rejects -0.000, so the generator never writes it.
    const v = (10 * Math.sin(i / 700) + ((i * 31) % 17) / 10).toFixed(3);
    parts.push(`  ${v === '-0.000' ? '0.000' : v}\n`);
  }
  parts.push(':EndData\n');
  return {
    name: `${years}-year hourly :Data (${n.toLocaleString('en')} values)`,
    fileType: 'rvt',
    text: parts.join(''),
    rows: n,
  };
}

/** Lines of a text, counted without splitting it: a million-line split would weigh on every peak figure. */
function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** A corpus file (rows counted as its lines). */
export function corpusFile(path: string, fileType: FileType): BenchInput {
  const text = readFileSync(path, 'latin1');
  return { name: path.replace(/.*corpus\//, ''), fileType, text, rows: lineCount(text) };
}
