/** The spec documents (beside the clone), read at test time so that tests check the code against them. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../paths.js';

/** The folder of the spec documents, beside the clone. */
export const specDir = resolve(repoRoot, '..', 'shared', 'spec');

/** The text of spec document `n` (1 or 2), found by its "(Document n of 2)" title. */
export function specDocument(n: 1 | 2): string {
  for (const name of readdirSync(specDir).sort()) {
    const text = readFileSync(join(specDir, name), 'utf8');
    if (text.includes(`(Document ${n} of 2)`)) return text;
  }
  throw new Error(`spec document ${n} not found in ${specDir}`);
}

/** The spec writes MODEL for the engine's brand inside identifiers; the code writes RAVEN (TOPMODEL stays). */
export function toRaven(identifier: string): string {
  return identifier.replace(/(^|_)MODEL(?=_|$)/g, '$1RAVEN');
}

/** The lines of a markdown table that starts with the header line `header`, without header and rule. */
export function tableRows(text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start < 0) throw new Error(`table '${header}' not found`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}
