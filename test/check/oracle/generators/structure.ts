/** Mistakes in the structure: a routing cycle, a row pasted twice, a block's end line left out. */
import { commandName } from '../../../../src/ast/nodes.js';
import type { NamedRow } from '../../../../src/check/model/rvhFacts.js';
import { lineOf } from '../../../../src/check/model/site.js';
import {
  atSite,
  deleteLineAt,
  insertLineBefore,
  lineTextAt,
  relPath,
  replaceSite,
  type Fixture,
  type Generator,
  type Mutation,
} from '../mutation.js';

/** Two subbasins drain into each other. */
export const routingCycle: Generator = {
  kinds: ['routing-cycle'],
  generate(fx) {
    const rows = fx.facts.rvh.subbasins;
    if (rows.length < 2) return [];
    const out: Mutation[] = [];
    for (let k = 0; k < 2; k++) {
      const [a, b] = fx.rng.sample(rows, 2);
      const aDown = a.cell.downstream_id!;
      const bDown = b.cell.downstream_id!;
      // Order the edits by position (the later row's edit applies first).
      const edits = [
        { row: a, site: aDown.site, text: b.cell.subbasin_id!.text },
        { row: b, site: bDown.site, text: a.cell.subbasin_id!.text },
      ].sort((x, y) => x.site.offset - y.site.offset);
      out.push({
        kind: 'routing-cycle',
        label: `subbasins ${a.cell.subbasin_id!.text} and ${b.cell.subbasin_id!.text} drain into each other`,
        edits: edits.map((e) => replaceSite(fx, e.site, e.text)),
        at: atSite(fx, edits[1].site),
      });
    }
    return out;
  },
};

function duplicate(fx: Fixture, rows: readonly NamedRow[], kind: string, what: string): Mutation[] {
  return fx.rng.sample(rows, 2).map((row) => {
    const text = lineTextAt(row.ref.file, row.start);
    const file = row.ref.file;
    return {
      kind,
      label: `${what} row ${row.tokens[0].text} pasted twice`,
      edits: [insertLineBefore(fx, file, row.start, text)],
      // The pasted copy is the earlier line; Raven meets the duplicate on the original's line, one below.
      at: { file: relPath(fx, file), line: lineOf(file, row.start) + 1 },
    };
  });
}

/** An HRU row pasted twice. */
export const duplicateHru: Generator = {
  kinds: ['duplicate-hru'],
  generate: (fx) => duplicate(fx, fx.facts.rvh.hrus, 'duplicate-hru', 'HRU'),
};

/** A subbasin row pasted twice. */
export const duplicateSubbasin: Generator = {
  kinds: ['duplicate-subbasin'],
  generate: (fx) => duplicate(fx, fx.facts.rvh.subbasins, 'duplicate-subbasin', 'subbasin'),
};

/** Table blocks whose end line a modeller may leave out. */
const TABLES = new Set([
  ':SoilClasses',
  ':SoilProfiles',
  ':VegetationClasses',
  ':LandUseClasses',
  ':TerrainClasses',
  ':SoilParameterList',
  ':LandUseParameterList',
  ':VegetationParameterList',
  ':HRUs',
  ':SubBasins',
  ':SubBasinProperties',
  ':HRUGroup',
  ':HRUStateVariableTable',
  ':BasinStateVariables',
]);

/** A table's :End… line left out. */
export const missingEnd: Generator = {
  kinds: ['RV101'],
  generate(fx) {
    const blocks = (['rvp', 'rvh', 'rvc'] as const).flatMap((t) =>
      fx.facts
        .commands(t)
        .filter((r) => TABLES.has(r.command.spec?.name ?? commandName(r.command)) && r.command.end),
    );
    return fx.rng.sample(blocks, 3).map((ref) => {
      const end = ref.command.end!;
      return {
        kind: 'RV101',
        label: `${end.words[0].text} removed`,
        edits: [deleteLineAt(fx, ref.file, end.start)],
        at: atSite(fx, { file: ref.file, offset: ref.command.line.words[0].offset, length: 0 }),
      };
    });
  },
};

/** The generators of this family. */
export const STRUCTURE_GENERATORS: readonly Generator[] = [
  routingCycle,
  duplicateHru,
  duplicateSubbasin,
  missingEnd,
];
