/**
 * A lookup-table reservoir added at the outlet of the first subbasin whose :StageRelations go wrong only as
 * pairs of points: a volume or a discharge lower than at the stage below, stages out of order; and a volume
 * that stays flat from one stage to the next, which Raven accepts.
 */
import { networkOf } from '../../../../src/facts/network.js';
import { lineOf } from '../../../../src/facts/site.js';
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { append } from './network.js';

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

/** Reservoir stage tables whose points disagree with each other. */
export const reservoirCurves: Generator = {
  kinds: KINDS.map(([kind]) => kind),
  generate(fx) {
    const sb = networkOf(fx.facts).subbasins[0];
    const rvh = sb?.row.ref.file;
    if (!sb || !rvh) return [];
    return KINDS.map(([kind, row, text]): Mutation => {
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
      const before = rvh.text.slice(0, placed.offset);
      const first = lineOf(rvh, placed.offset) + (before.length > 0 && !before.endsWith('\n') ? 1 : 0);
      return {
        kind,
        label: `a reservoir in subbasin ${sb.idText} with the stage relation row "${text}"`,
        edits: [placed.edit],
        at: { file: relPath(fx, rvh), line: first + 5 + row },
      };
    });
  },
};

/** The generators of the reservoir curve mistakes. */
export const RESERVOIR_CURVE_GENERATORS: readonly Generator[] = [reservoirCurves];
