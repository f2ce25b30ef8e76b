/**
 * The `:StageRelations` table of each `:Reservoir` as Raven reads it (ParseHRUFile.cpp ReservoirParse): a
 * count row N, then N rows of stage, discharge, volume, area and an optional underflow, comment lines
 * skipped. Raven builds a lookup-table reservoir from it when no lake line (:WeirCoefficient …) follows.
 * And the `:VolumeStageRelation LOOKUP_TABLE` of a lake-type reservoir (a count row, then stage and volume
 * rows), which replaces the lake's prismatic volume curve (CReservoir::SetVolumeStageCurve).
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

/** Lines that make Raven's reservoir a lake (CURVE_LAKE; after them, a table is not what builds it). */
export const LAKE_LINES: ReadonlySet<string> = new Set([
  ':AbsoluteCrestHeight',
  ':CrestWidth',
  ':LakeArea',
  ':MaxDepth',
  ':WeirCoefficient',
]);
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
      if (LAKE_LINES.has(name) || OTHER.has(name)) table = undefined;
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

/** A lake-type reservoir's :VolumeStageRelation LOOKUP_TABLE. */
export interface LakeVolumeTable {
  readonly reservoir: Reservoir;
  /** The rows: stage and volume cells, and their values. */
  readonly points: readonly {
    readonly cells: readonly Token[];
    readonly stage: number;
    readonly volume: number;
  }[];
}

/** Lines that make the reservoir a curve rather than a lake (with POWER_LAW, LINEAR or a table). */
export const CURVE_LINES: ReadonlySet<string> = new Set([':StageRelations', ...OTHER]);

/** The lake-type reservoirs whose volume curve a :VolumeStageRelation LOOKUP_TABLE gives, read in full. */
export const lakeVolumeTables: (model: ModelFacts) => readonly LakeVolumeTable[] = oncePerModel((model) => {
  const out: LakeVolumeTable[] = [];
  for (const reservoir of model.rvh.reservoirs) {
    let lake = false;
    let table: LakeVolumeTable | undefined;
    let certain = true;
    for (const item of reservoir.ref.command.body ?? []) {
      if (item.kind !== 'command') continue;
      const name = commandName(item);
      const method = item.line.words[1]?.text;
      if (LAKE_LINES.has(name)) lake = true;
      // POWER_LAW or LINEAR curves, tables and varying tables make it another kind (LOOKUP_TABLE does not).
      else if (CURVE_LINES.has(name) && method !== 'LOOKUP_TABLE') lake = false;
      if (name !== ':VolumeStageRelation' || method !== 'LOOKUP_TABLE') continue;
      const [countRow, ...rows] = tableRows(reservoir.ref.file, item);
      const n = countRow ? sToI(countRow.tokens[0].text) : 0;
      const points = rows.slice(0, n);
      certain = points.length === n && n > 0 && points.every((r) => r.tokens.length >= 2);
      table = {
        reservoir,
        points: points.map((r) => ({
          cells: r.tokens,
          stage: atof(r.tokens[0]?.text ?? ''),
          volume: atof(r.tokens[1]?.text ?? ''),
        })),
      };
    }
    if (lake && table && certain) out.push(table);
  }
  return out;
});
