/**
 * `:GridWeights` … `:EndGridWeights`: the weight of each grid cell (or station) in each HRU, inside a
 * `:GriddedForcing` or `:StationForcing` (or at the top of a file redirected to from one). The rows are read
 * by a fast path straight from the scanned text into typed columns and checked once per block.
 */
import { Transform } from 'class-transformer';
import type { Command as Node, Rows } from '../../ast/nodes.js';
import { numberAt } from '../../parser/numbers.js';
import { scanRows, type RowTable } from '../../parser/rows.js';
import type { Problem } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { Command } from '../modelClass/model.js';
import { bindingOf, command } from '../modelClass/registry.js';
import { lineFields } from '../modelClass/lineFields.js';
import { t } from '../modelClass/types.js';
import { argWords, bodyCommands, locate, type SourceFile } from '../commandText/read.js';
import { deeper, lineOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { build, complain, mark, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';
import { copyModel } from '../modelClass/copy.js';
import { GridWeightRows } from '../shapes/gridWeightRows.js';
import { Refusals } from '../commandText/unsupported.js';
import { rule } from '../rules/rule.js';

/** Row problems listed one by one before the rest are only counted. */
const MAX_ROW_PROBLEMS = 100;

/** Grid weights: by default one cell covering one HRU whole (`1 0 1.0`). */
@command('rvt')
export class GridWeights extends Command {
  @field(t.int(), { alias: 'NumberHRUs', default: 1, doc: 'Number of HRUs in the model.' })
  number_hrus!: number;

  @field(t.int(), { alias: 'NumberGridCells', default: 1, doc: 'Number of grid cells (or stations).' })
  number_grid_cells!: number;

  // Declared `any` for the type rule, which would check row by row; the rows rule below checks the columns.
  @field(t.any(), {
    default: () => new GridWeightRows(Int32Array.of(1), Int32Array.of(0), Float64Array.of(1)),
    doc: 'Records (hru_id, cell_id, weight), exactly 3 values each.',
  })
  @Transform(
    ({ obj, key }) => {
      const given = (obj as Record<string, unknown>)[key];
      const rows = GridWeightRows.of(given);
      return typeof rows === 'string' ? given : rows;
    },
    { toClassOnly: true },
  )
  @rule('gridWeightRows', (v) => {
    const rows = GridWeightRows.of(v);
    return typeof rows === 'string' ? rows : undefined;
  })
  data!: GridWeightRows;

  /** A validated copy; the rows are copied as columns, not through JSON. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return copyModel(this, changes, { data: (v) => (v as GridWeightRows).clone() });
  }

  override toJSON(): unknown {
    return { ...(super.toJSON() as object), data: this.data.toJSON() };
  }

  override toLines(): WordLine[] {
    // The rows are made at their depth (a block of a million rows would cost as much again to move them).
    return [
      wordsLine([':GridWeights']),
      ...deeper([
        lineOf(':NumberHRUs', this.number_hrus),
        lineOf(':NumberGridCells', this.number_grid_cells),
      ]),
      ...this.data.toLines(1),
      wordsLine([':EndGridWeights']),
    ];
  }

  static override fromRv(node: Node, source?: SourceFile): GridWeights {
    const ctx = readContext(source);
    return build(GridWeights, readGridWeights(node, ctx, ''), ctx);
  }
}

/** The plain fields of a `:GridWeights` block (its rows as checked columns). */
export function readGridWeights(node: Node, ctx: ReadContext, prefix: string): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  const refusals = new Refusals(ctx.source);
  markCommand(ctx, prefix, node);
  for (const c of bodyCommands(node.body)) {
    const name = c.line.words[0].text;
    // The count lines, any spelling, and the fields that hold them (`lineFields`).
    const key = lineFields(GridWeights, bindingOf(GridWeights)?.spec.block?.children ?? 'rvt').get(
      name,
    )?.name;
    if (name === ':Attributes' || name === ':Units') continue; // skipped by Raven too
    if (!key) {
      refusals.add(c, `${name} inside :GridWeights`);
      continue;
    }
    const w = argWords(c, ctx.source)[0];
    markCommand(ctx, join(prefix, key), c);
    if (!w) complain(ctx, c, join(prefix, key), `${name} needs a value`);
    else {
      plain[key] = wordValue(t.int(), w.text);
      mark(ctx, join(prefix, key), w);
    }
  }
  refusals.check(GridWeights);
  const rows = (node.body ?? []).filter((i): i is Rows => i.kind === 'rows');
  plain.data = readRows(rows, ctx, join(prefix, 'data'));
  return plain;
}

/** The rows of the blocks' Rows nodes as columns; problems (up to a limit) go to the context. */
function readRows(items: readonly Rows[], ctx: ReadContext, at: string): GridWeightRows {
  const tables: RowTable[] = items.map(scanRows);
  const n = tables.reduce((s, tb) => s + tb.rowCount, 0);
  const hru = new Int32Array(n);
  const cell = new Int32Array(n);
  const weight = new Float64Array(n);
  const problems: Problem[] = [];
  let bad = 0;
  const report = (rows: Rows, field: number, where: string, message: string) => {
    if (++bad > MAX_ROW_PROBLEMS) return;
    const location = locate(ctx.source, rows.start + field);
    problems.push(location ? { path: where, message, location } : { path: where, message });
  };
  let i = 0;
  tables.forEach((tb, k) => {
    const { text, firstField, fieldStart, fieldEnd } = tb;
    for (let r = 0; r < tb.rowCount; r++, i++) {
      const f = firstField[r];
      if (firstField[r + 1] - f !== 3) {
        report(items[k], fieldStart[f], join(at, i), 'must have exactly 3 items (hru_id, cell_id, weight)');
        continue;
      }
      const h = numberAt(text, fieldStart[f], fieldEnd[f]);
      const c = numberAt(text, fieldStart[f + 1], fieldEnd[f + 1]);
      const w = numberAt(text, fieldStart[f + 2], fieldEnd[f + 2]);
      // `| 0` round-trips exactly the 32-bit integers.
      if ((h | 0) !== h) report(items[k], fieldStart[f], join(at, `${i}.0`), 'must be an integer');
      if ((c | 0) !== c) report(items[k], fieldStart[f + 1], join(at, `${i}.1`), 'must be an integer');
      if (!Number.isFinite(w))
        report(items[k], fieldStart[f + 2], join(at, `${i}.2`), 'must be a finite number');
      hru[i] = h;
      cell[i] = c;
      weight[i] = w;
    }
  });
  if (bad > MAX_ROW_PROBLEMS)
    problems.push({ path: at, message: `and ${bad - MAX_ROW_PROBLEMS} more row problems not listed` });
  ctx.problems.push(...problems);
  return new GridWeightRows(hru, cell, weight);
}
