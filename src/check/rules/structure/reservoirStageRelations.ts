import { lakeVolumeTables, stageTables, type StagePoint } from '../../../facts/stageRelations.js';
import type { Rule } from '../../rule.js';

/** Raven's tolerance for a decreasing volume or discharge (REAL_SMALL). */
const TOLERANCE = 1e-12;

/** Raven's checks of one point against the one before, in its order: column, test, Raven's words. */
const CHECKS: readonly [number, string, (a: StagePoint, b: StagePoint) => boolean, string][] = [
  [
    0,
    'stage',
    (a, b) => b.stage - a.stage < 0,
    'stage relations must be specified in order of increasing stage',
  ],
  [
    2,
    'volume',
    (a, b) => b.volume - a.volume <= -TOLERANCE,
    'volume-stage relationships must be monotonically increasing for all stages',
  ],
  [
    1,
    'discharge',
    (a, b) => b.discharge - a.discharge < -TOLERANCE,
    'stage-discharge relationships must be increasing or flat for all stages',
  ],
  [
    4,
    'underflow',
    (a, b) => b.underflow - a.underflow < -TOLERANCE,
    'stage-discharge (underflow) relationships must be increasing or flat for all stages',
  ],
];

/** RV118: a reservoir's :StageRelations table whose stages, volumes or discharges go down. */
export const reservoirStageRelations: Rule = {
  code: 'RV118',
  name: 'reservoir-stage-relations',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      "A reservoir's `:StageRelations` table has at least two points, in order of increasing stage, with a volume that never decreases from one stage to the next, and a discharge (and underflow) that never decreases; a lake's `:VolumeStageRelation LOOKUP_TABLE` starts at volume 0 and rises strictly in both stage and volume.",
    why: 'Raven builds the reservoir\'s curves from the table and checks each point against the one before: a lower stage, a smaller volume or a smaller discharge stops the run before it starts ("volume-stage relationships must be monotonically increasing for all stages", "stage-discharge relationships must be increasing or flat for all stages", "stage relations must be specified in order of increasing stage"). Each value may be fine; it is the pair that is not. Raven reports the first faulty point of each reservoir. A lake-type reservoir (:WeirCoefficient, :CrestWidth …) whose volume curve a LOOKUP_TABLE gives is stricter: the first volume must be 0 ("volume-stage relationships must start with volume of zero") and each stage and volume must be above the one before, a flat step included ("volume-stage relationships must be monotonically increasing for all stages").',
    fix: 'Sort the rows by stage and correct the value that goes down (often a digit lost, or columns of discharge and volume swapped).',
    source:
      'Reservoir.cpp CReservoir::CReservoir (lookup-table constructor); ParseHRUFile.cpp ReservoirParse (:StageRelations)',
    example: {
      fileType: 'rvh',
      bad: ':Reservoir Res1\n  :SubBasinID 1\n  :Type RESROUTE_STANDARD\n  :StageRelations\n    3\n    0.0  0.0  0.0      1000000\n    1.0 10.0  1000000  1000000\n    2.0 30.0  900000   1000000\n  :EndStageRelations\n:EndReservoir',
      good: ':Reservoir Res1\n  :SubBasinID 1\n  :Type RESROUTE_STANDARD\n  :StageRelations\n    3\n    0.0  0.0  0.0      1000000\n    1.0 10.0  1000000  1000000\n    2.0 30.0  2000000  1000000\n  :EndStageRelations\n:EndReservoir',
    },
  },
  check({ model, report }) {
    for (const table of stageTables(model)) {
      const sb = table.reservoir.subbasin?.text ?? '?';
      const name = table.reservoir.name?.text ?? '';
      if (table.points.length < 2) {
        report({
          at: table.count.site,
          message: `:StageRelations of reservoir ${name} (subbasin ${sb}) has ${table.points.length} point${table.points.length === 1 ? '' : 's'}: Raven stops ("must have more than 1 data point in stage relations")`,
        });
        continue;
      }
      find: for (let i = 1; i < table.points.length; i++) {
        const [a, b] = [table.points[i - 1], table.points[i]];
        for (const [column, what, fails, reason] of CHECKS) {
          if (!fails(a, b)) continue;
          const cell = b.cells[column] ?? b.cells[0];
          const before = a.cells[column]?.text ?? '0';
          report({
            at: cell.site,
            message: `:StageRelations of reservoir ${name} (subbasin ${sb}): the ${what} ${cell.text}${column === 0 ? '' : ` at stage ${b.cells[0].text}`} is below the ${before} of the point before, and Raven stops ("${reason}"): give the points in order of stage, with volumes and discharges that do not go down`,
          });
          break find;
        }
      }
    }
    for (const table of lakeVolumeTables(model)) {
      const sb = table.reservoir.subbasin?.text ?? '?';
      const name = table.reservoir.name?.text ?? '';
      const where = `:VolumeStageRelation LOOKUP_TABLE of lake ${name} (subbasin ${sb})`;
      const bad = table.points.findIndex(
        (b, i) =>
          i > 0 &&
          (b.stage - table.points[i - 1].stage <= TOLERANCE ||
            b.volume - table.points[i - 1].volume <= TOLERANCE),
      );
      if (bad > 0) {
        const [a, b] = [table.points[bad - 1], table.points[bad]];
        const stage = b.stage - a.stage <= TOLERANCE;
        const cell = b.cells[stage ? 0 : 1];
        report({
          at: cell.site,
          message: `${where}: the ${stage ? 'stage' : 'volume'} ${cell.text} is not above the ${a.cells[stage ? 0 : 1].text} of the row before, and Raven stops ("volume-stage relationships must be monotonically increasing for all stages"): give stages and volumes that both rise from row to row`,
        });
      }
      const first = table.points[0];
      if (first && first.volume !== 0) {
        report({
          at: first.cells[1].site,
          message: `${where}: the first volume is ${first.cells[1].text}, and Raven stops ("volume-stage relationships must start with volume of zero"): start the table at volume 0`,
        });
      }
    }
  },
};
