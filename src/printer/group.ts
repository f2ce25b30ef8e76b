/**
 * One alignment group of the formatter: consecutive lines of one depth written in columns, each column as
 * wide as its widest non-last cell, or with single spaces when alignment would make a line too long for the
 * engine.
 */
import { MAX_LINE_BYTES, utf8Length } from '../parser/check/lines.js';
import { rowLine, rowsLength, SHORT_TABLE, widenColumns, type LongTable } from './dataRows.js';
import type { Entry } from './entries.js';

/** An output line, or a long table standing for its lines. */
export type OutLine = string | LongTable;

type CellsEntry = Extract<Entry, { kind: 'cells' }>;

/** Column widths of a group: the widest non-last cell of each column. */
function widths(run: readonly Entry[]): number[] {
  const w: number[] = [];
  for (const e of run) {
    if (e.kind === 'cells') {
      for (let i = 0; i < e.cells.length - 1; i++)
        if (e.cells[i].length > (w[i] ?? 0)) w[i] = e.cells[i].length;
    } else if (e.kind === 'rows') widenColumns(e.table, w);
  }
  return w;
}

/** A command line with its cells in columns (`w`), or separated by single spaces (`w` null). */
function cellsLine(e: CellsEntry, w: readonly number[] | null): string {
  const { cells, comment } = e;
  let s = ' '.repeat(e.depth * 2);
  for (let i = 0; i < cells.length; i++) {
    s += cells[i];
    if (i < cells.length - 1) s += w ? ' '.repeat(w[i] - cells[i].length + 1) : ' ';
  }
  if (comment) s += cells.length > 0 ? '  ' + comment : comment;
  return s;
}

/** Whether a line fits the engine's line buffer (a UTF-16 unit is at most 3 UTF-8 bytes). */
function fits(s: string): boolean {
  return s.length * 3 <= MAX_LINE_BYTES || utf8Length(s) <= MAX_LINE_BYTES;
}

/** Appends the group's lines with widths `w`; false (stopping) when `check` is set and a line would not fit. */
function emitRun(
  run: readonly Entry[],
  w: readonly number[] | null,
  out: OutLine[],
  check: boolean,
): boolean {
  for (const e of run) {
    // A group holds lines only; breaks, blanks and the ignored tail stand between groups.
    if (e.kind === 'blank' || e.kind === 'break' || e.kind === 'raw') continue;
    const indent = e.depth * 2;
    if (e.kind === 'rows') {
      const t = e.table;
      if (t.rowCount > SHORT_TABLE) {
        const length = rowsLength(t, indent, w, check);
        if (length < 0) return false;
        out.push({ table: t, indent, w, length });
        continue;
      }
      for (let r = 0; r < t.rowCount; r++) {
        const line = rowLine(t, r, indent, w);
        if (check && !fits(line)) return false;
        out.push(line);
      }
      continue;
    }
    const line = e.kind === 'cells' ? cellsLine(e, w) : ' '.repeat(indent) + e.text;
    if (check && !fits(line)) return false;
    out.push(line);
  }
  return true;
}

/** Appends a group aligned, or compact when alignment would make a line too long for the engine. */
export function emitGroup(run: readonly Entry[], out: OutLine[]): void {
  if (run.length === 0) return;
  const start = out.length;
  if (emitRun(run, widths(run), out, true)) return;
  out.length = start;
  emitRun(run, null, out, false);
}
