/**
 * The `:StageRelations` table of each `:Reservoir` as Raven reads it (ParseHRUFile.cpp ReservoirParse): a
 * count row N, then N rows of stage, discharge, volume, area and an optional underflow, comment lines
 * skipped. Raven builds a lookup-table reservoir from it when no lake line (:WeirCoefficient …) follows.
 */
import { commandName } from '../ast/nodes.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { atof, sToI } from './ravenNumbers.js';
import type { Reservoir } from './rvhFacts.js';
import type { Token } from './site.js';
import { tableRows } from './table.js';

/** One point of a stage relation: its cells (stage, discharge, volume, area, underflow) and their values. */
export interface StagePoint {
  readonly cells: readonly Token[];
  readonly stage: number;
  readonly discharge: number;
  readonly volume: number;
  readonly area: number;
  readonly underflow: number;
}

/** A reservoir whose curves come from a :StageRelations table. */
export interface StageTable {
  readonly reservoir: Reservoir;
  /** The count row. */
  readonly count: Token;
  readonly points: readonly StagePoint[];
}

/** Lines that make Raven's reservoir a lake (after them, the table is not what builds it). */
const LAKE = new Set([':AbsoluteCrestHeight', ':CrestWidth', ':LakeArea', ':MaxDepth', ':WeirCoefficient']);
/** Lines that make it another kind of curve. */
const OTHER = new Set([
  ':VaryingStageRelations',
  ':VolumeStageRelation',
  ':OutflowStageRelation',
  ':AreaStageRelation',
]);

/** The reservoirs built from a :StageRelations table whose every point Raven reads in full. */
export const stageTables: (model: ModelFacts) => readonly StageTable[] = oncePerModel((model) => {
  const out: StageTable[] = [];
  for (const reservoir of model.rvh.reservoirs) {
    let table: StageTable | undefined;
    for (const item of reservoir.ref.command.body ?? []) {
      if (item.kind !== 'command') continue;
      const name = commandName(item);
      if (LAKE.has(name) || OTHER.has(name)) table = undefined;
      if (name !== ':StageRelations') continue;
      const [countRow, ...rows] = tableRows(reservoir.ref.file, item);
      if (!countRow) continue;
      const n = sToI(countRow.tokens[0].text);
      const points = rows.slice(0, n);
      // A short row or too few rows: Raven reads memory it never set (no certain verdict).
      if (points.length < n || points.some((r) => r.tokens.length < 4)) continue;
      table = {
        reservoir,
        count: countRow.tokens[0],
        points: points.map((r) => {
          const v = r.tokens.map((t) => atof(t.text));
          return {
            cells: r.tokens,
            stage: v[0],
            discharge: v[1],
            volume: v[2],
            area: v[3],
            underflow: v[4] ?? 0,
          };
        }),
      };
    }
    if (table) out.push(table);
  }
  return out;
});
