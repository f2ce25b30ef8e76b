/**
 * A lookup-table reservoir added at the outlet of the first subbasin whose :StageRelations go wrong only as
 * pairs of points: a volume or a discharge lower than at the stage below, stages out of order; and a volume
 * that stays flat from one stage to the next, which Raven accepts. And a lake whose :VolumeStageRelation
 * LOOKUP_TABLE has a flat step or does not start at 0, which Raven refuses for a lake, and a correct one.
 */
import { hruNumbers } from '../../../../src/facts/hruColumns.js';
import { networkOf } from '../../../../src/facts/network.js';
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { append, firstAddedLine } from './network.js';

/** Points (stage, discharge, volume, area) of a correct table; each kind changes one row. */
const GOOD = [
  '0.0 0.0 0.0 1000000',
  '1.0 10.0 1000000 1000000',
  '2.0 30.0 2000000 1000000',
  '3.0 60.0 3000000 1000000',
];
const KINDS: readonly (readonly [kind: string, row: number, text: string])[] = [
  ['stage-volume-down', 2, '2.0 30.0 900000 1000000'],
  ['stage-discharge-down', 2, '2.0 5.0 2000000 1000000'],
  ['stage-order', 2, '0.5 30.0 2000000 1000000'],
  ['stage-volume-flat', 2, '2.0 30.0 1000000 1000000'],
];

/** Lake volume tables (stage, volume), each kind with the row of the mistake. */
const LAKE_KINDS: readonly (readonly [kind: string, rows: string[], row: number])[] = [
  ['lake-volume-table', ['0.0 0', '1.0 1000000', '2.0 2000000', '3.0 3000000'], 0],
  ['lake-volume-flat', ['0.0 0', '1.0 1000000', '2.0 1000000', '3.0 3000000'], 2],
  ['lake-volume-start', ['0.0 100', '1.0 1000000', '2.0 2000000', '3.0 3000000'], 0],
];

/** Reservoir stage tables whose points disagree with each other. */
export const reservoirCurves: Generator = {
  kinds: [...KINDS.map(([kind]) => kind), ...LAKE_KINDS.map(([kind]) => kind)],
  generate(fx) {
    const network = networkOf(fx.facts);
    const sb = network.subbasins[0];
    const rvh = sb?.row.ref.file;
    if (!sb || !rvh) return [];
    // The lake on the first HRU of the subbasin, its area that HRU's (so that Raven does not warn about it).
    const hru = network.hrus.find((h) => h.subbasinKey === sb.key);
    const lakes = !hru
      ? []
      : LAKE_KINDS.map(([kind, rows, row]): Mutation => {
          const area = Math.round(hruNumbers(fx.facts, 'area')[hru.index] * 1e6);
          const placed = append(fx, rvh, [
            ':Reservoir Lake1',
            `  :SubBasinID ${sb.idText}`,
            `  :HRUID ${hru.idText}`,
            '  :WeirCoefficient 0.6',
            '  :CrestWidth 10',
            '  :MaxDepth 5',
            `  :LakeArea ${area}`,
            '  :VolumeStageRelation LOOKUP_TABLE',
            `    ${rows.length}`,
            ...rows.map((r) => `    ${r}`),
            '  :EndVolumeStageRelation',
            ':EndReservoir',
          ]);
          return {
            kind,
            label: `a lake in subbasin ${sb.idText} with the volume table ${rows.join('; ')}`,
            edits: [placed.edit],
            at: { file: relPath(fx, rvh), line: firstAddedLine(placed) + 9 + row },
          };
        });
    const tables = KINDS.map(([kind, row, text]): Mutation => {
      const points = GOOD.map((p, i) => `    ${i === row ? text : p}`);
      const placed = append(fx, rvh, [
        ':Reservoir Res1',
        `  :SubBasinID ${sb.idText}`,
        '  :Type RESROUTE_STANDARD',
        '  :StageRelations',
        `    ${points.length}`,
        ...points,
        '  :EndStageRelations',
        ':EndReservoir',
      ]);
      return {
        kind,
        label: `a reservoir in subbasin ${sb.idText} with the stage relation row "${text}"`,
        edits: [placed.edit],
        at: { file: relPath(fx, rvh), line: firstAddedLine(placed) + 5 + row },
      };
    });
    return [...tables, ...lakes];
  },
};

/** The generators of the reservoir curve mistakes. */
export const RESERVOIR_CURVE_GENERATORS: readonly Generator[] = [reservoirCurves];
