/**
 * Mistakes in the structure: a row pasted twice, a block's end line left out, a subbasin network that loops or
 * leaves a subbasin without HRUs, a second subbasin without :AvgAnnualRunoff, soil profile horizon counts,
 * IDs that are not numbers, HRUs added without updating the gauge weights file, an empty :HRUs block, a group
 * declared twice. Network mistakes are made on the model extended to two subbasins (network.ts), whose
 * correct form is itself a harmless mutation.
 */
import { commandName } from '../../../../src/ast/nodes.js';
import { interpolationFile } from '../../../../src/facts/dataFiles.js';
import { networkOf } from '../../../../src/facts/network.js';
import type { NamedRow } from '../../../../src/facts/rvhFacts.js';
import { lineOf } from '../../../../src/facts/site.js';
import { tableRows } from '../../../../src/facts/table.js';
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
import {
  append,
  insertAt,
  lineWith,
  mutantLine,
  nextLineStart,
  ordered,
  replaceAt,
  split,
} from './network.js';

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

/** The model extended to a second subbasin upstream of the first, done right: Raven completes. */
export const splitNetwork: Generator = {
  kinds: ['split-network'],
  harmless: true,
  generate(fx) {
    const s = split(fx);
    if (!s) return [];
    return [
      {
        kind: 'split-network',
        label: `subbasin ${s.newId} added upstream of ${s.main.id.text}, with HRUs`,
        edits: ordered(s.edits),
        at: mutantLine(fx, s.main.id.site, s.edits),
      },
    ];
  },
};

/** Two subbasins drain into each other, or one into itself. */
export const routingCycle: Generator = {
  kinds: ['routing-cycle'],
  generate(fx) {
    const s = split(fx);
    if (!s || !s.main.downstream) return [];
    const loop = replaceAt(fx, s.main.downstream.site, s.newId);
    const edits = [...s.edits, loop];
    const out: Mutation[] = [
      {
        kind: 'routing-cycle',
        label: `subbasin ${s.main.id.text} drains into the new subbasin ${s.newId}, which drains into it`,
        edits: ordered(edits),
        at: mutantLine(fx, s.main.downstream.site, edits),
      },
    ];
    // The outlet drains into itself.
    const self = replaceAt(fx, s.main.downstream.site, s.main.id.text);
    const edits2 = [...s.edits, self];
    out.push({
      kind: 'routing-cycle',
      label: `subbasin ${s.main.id.text} drains into itself`,
      edits: ordered(edits2),
      at: mutantLine(fx, s.main.downstream.site, edits2),
    });
    return out;
  },
};

/** A subbasin added without HRUs. */
export const emptySubbasin: Generator = {
  kinds: ['empty-subbasin'],
  generate(fx) {
    const s = split(fx, { hrus: false });
    if (!s) return [];
    return [
      {
        kind: 'empty-subbasin',
        label: `subbasin ${s.newId} added without HRUs`,
        edits: ordered(s.edits),
        // The added row is the line after the main subbasin's.
        at: { file: relPath(fx, s.row.file), line: lineOf(s.row.file, s.main.row.start) + 1 },
      },
    ];
  },
};

/** A second subbasin added without :AvgAnnualRunoff. */
export const missingRunoff: Generator = {
  kinds: ['avg-annual-runoff'],
  generate(fx) {
    const s = split(fx, { runoff: false });
    const given = fx.facts.rvp.commands.some((r) => r.command.line.words[0].text === ':AvgAnnualRunoff');
    if (!s || given) return [];
    return [
      {
        kind: 'avg-annual-runoff',
        label: `subbasin ${s.newId} added, no :AvgAnnualRunoff`,
        edits: ordered(s.edits),
        at: { file: relPath(fx, s.row.file), line: lineOf(s.row.file, s.main.row.start) + 1 },
      },
    ];
  },
};

/** A soil profile's horizon count off by one. */
export const profileHorizonCount: Generator = {
  kinds: ['profile-horizon-count'],
  generate(fx) {
    const counts = [...fx.facts.rvp.soilProfiles.values()].flatMap((p) => (p.count ? [p.count] : []));
    return fx.rng.sample(counts, 2).map((count) => {
      const n = Number(count.text);
      const text = String(n === 0 || fx.rng.next() < 0.5 ? n + 1 : n - 1);
      return {
        kind: 'profile-horizon-count',
        label: `soil profile horizon count ${count.text} -> ${text}`,
        edits: [replaceSite(fx, count.site, text)],
        at: atSite(fx, count.site),
      };
    });
  },
};

/** An ID typed with a letter in it (the letter O for a zero, or a stray letter). */
export const integerId: Generator = {
  kinds: ['integer-id'],
  generate(fx) {
    const network = networkOf(fx.facts);
    const cells = [
      ...network.subbasins.map((s) => s.id),
      ...network.hrus.map((h) => h.id),
      ...network.hrus.flatMap((h) => (h.subbasin ? [h.subbasin] : [])),
    ];
    return fx.rng.sample(cells, 2).map((cell) => {
      const text = cell.text.includes('0') ? cell.text.replace('0', 'O') : `${cell.text}a`;
      return {
        kind: 'integer-id',
        label: `ID ${cell.text} -> ${text}`,
        edits: [replaceSite(fx, cell.site, text)],
        at: atSite(fx, cell.site),
      };
    });
  },
};

/** An HRU added to a model whose gauge weights file is not updated. */
export const weightsCount: Generator = {
  kinds: ['gauge-weights-count'],
  generate(fx) {
    const weights = interpolationFile(fx.facts);
    const network = networkOf(fx.facts);
    const last = network.hrus[network.hrus.length - 1];
    if (!weights || !last) return [];
    const id = String(Math.max(...network.hrus.map((h) => Number(h.key))) + 1);
    const text = lineWith(last.row.ref.file, last.row.start, [{ site: last.id.site, text: id }]);
    return [
      {
        kind: 'gauge-weights-count',
        label: `HRU ${id} added, ${weights.name.text} not updated`,
        edits: [
          insertAt(fx, last.row.ref.file, nextLineStart(last.row.ref.file, last.row.start), [text]).edit,
        ],
        at: atSite(fx, weights.name.site),
      },
    ];
  },
};

/** The rows of :HRUs deleted (the block left empty). */
export const emptyHrus: Generator = {
  kinds: ['required-block'],
  generate(fx) {
    const ref = fx.facts.uses('rvh', ':HRUs')[0];
    if (!ref) return [];
    const rows = tableRows(ref.file, ref.command);
    if (rows.length === 0) return [];
    const first = rows[0].start;
    const end = nextLineStart(ref.file, rows[rows.length - 1].start);
    return [
      {
        kind: 'required-block',
        label: 'every row of :HRUs deleted',
        edits: [{ file: relPath(fx, ref.file), edit: (t) => t.slice(0, first) + t.slice(end) }],
        at: atSite(fx, { file: ref.file, offset: ref.command.line.start, length: 0 }),
      },
    ];
  },
};

/** An HRU group declared twice in the .rvi (Raven warns and goes on). */
export const groupDeclaredTwice: Generator = {
  kinds: ['duplicate-group'],
  generate(fx) {
    const ref = fx.facts.uses('rvi', ':DefineHRUGroups')[0];
    const first = ref?.command.line.words[1];
    if (!ref || !first) return [];
    const words = ref.command.line.words;
    const last = words[words.length - 1];
    return [
      {
        kind: 'duplicate-group',
        label: `HRU group ${first.text} declared twice`,
        edits: [
          replaceSite(
            fx,
            { file: ref.file, offset: last.offset, length: last.text.length },
            `${last.text}, ${first.text}`,
          ),
        ],
        at: atSite(fx, { file: ref.file, offset: last.offset, length: 0 }),
      },
    ];
  },
};

/** A value left out of a row of an .rvc state table or of :SubBasinProperties. */
export const tableColumns: Generator = {
  kinds: ['rvc-columns', 'subbasin-properties-columns'],
  generate(fx) {
    const out: Mutation[] = [];
    const drop = (
      kind: string,
      ref: { file: Fixture['project']['files'][number] },
      row: { tokens: readonly { text: string; site: { offset: number; length: number } }[] },
    ) => {
      const cell = row.tokens[row.tokens.length - 1];
      const prev = row.tokens[row.tokens.length - 2];
      const start = prev.site.offset + prev.site.length;
      const end = cell.site.offset + cell.site.length;
      out.push({
        kind,
        label: `last value of the row of ${row.tokens[0].text} left out`,
        edits: [{ file: relPath(fx, ref.file), edit: (t) => t.slice(0, start) + t.slice(end) }],
        at: atSite(fx, { file: ref.file, offset: cell.site.offset, length: 0 }),
      });
    };
    for (const ref of fx.facts.uses('rvc', ':HRUStateVariableTable')) {
      for (const row of fx.rng.sample(tableRows(ref.file, ref.command), 1))
        if (row.tokens.length > 2) drop('rvc-columns', ref, row);
    }
    for (const ref of fx.facts.uses('rvh', ':SubBasinProperties')) {
      for (const row of tableRows(ref.file, ref.command).slice(0, 1))
        if (row.tokens.length > 2) drop('subbasin-properties-columns', ref, row);
    }
    return out;
  },
};

/** :EndHRUs left out where :HRUs is the last block of its file (Raven reads the last row twice). */
export const openHrusAtEnd: Generator = {
  kinds: ['open-hrus-at-end'],
  generate(fx) {
    const ref = fx.facts.uses('rvh', ':HRUs')[0];
    const end = ref?.command.end;
    if (!ref || !end) return [];
    const items = ref.file.doc.items.filter((i) => i.kind === 'command');
    if (items[items.length - 1] !== ref.command) return [];
    return [
      {
        kind: 'open-hrus-at-end',
        label: ':EndHRUs removed at the end of the file',
        edits: [deleteLineAt(fx, ref.file, end.start)],
        at: atSite(fx, { file: ref.file, offset: ref.command.line.start, length: 0 }),
      },
    ];
  },
};

/** A lake at the outlet of the first subbasin (harmless), a second one there, or one in no subbasin. */
export const reservoirs: Generator = {
  kinds: ['reservoir', 'reservoir-per-subbasin', 'reservoir-subbasin', 'reservoir-hru'],
  generate(fx) {
    const network = networkOf(fx.facts);
    const sb = network.subbasins[0];
    const hru = network.hrus[0];
    const rvh = fx.project.files.find((f) => f.fileType === 'rvh' && !f.redirect);
    if (!sb || !hru || !rvh) return [];
    const lake = (name: string, sbId: string, hruId: string) => [
      `:Reservoir ${name}`,
      `  :SubBasinID ${sbId}`,
      `  :HRUID ${hruId}`,
      '  :WeirCoefficient 0.6',
      '  :CrestWidth 10',
      '  :MaxDepth 5',
      '  :LakeArea 100000',
      ':EndReservoir',
    ];
    const base = lineOf(rvh, rvh.text.length) + (rvh.text.endsWith('\n') ? 0 : 1);
    const missingSb = String(Math.max(...network.subbasins.map((s) => Number(s.key))) + 50);
    const missingHru = String(Math.max(...network.hrus.map((h) => Number(h.key))) + 50);
    const mutant = (kind: string, label: string, lines: string[], line: number): Mutation => ({
      kind,
      label,
      edits: [append(fx, rvh, lines).edit],
      at: { file: relPath(fx, rvh), line },
    });
    return [
      mutant(
        'reservoir',
        `a lake at the outlet of subbasin ${sb.id.text}`,
        lake('Lake', sb.id.text, hru.id.text),
        base,
      ),
      mutant(
        'reservoir-per-subbasin',
        `two lakes in subbasin ${sb.id.text}`,
        [...lake('LakeA', sb.id.text, hru.id.text), ...lake('LakeB', sb.id.text, hru.id.text)],
        base + 9,
      ),
      mutant(
        'reservoir-subbasin',
        `a lake in subbasin ${missingSb}`,
        lake('Lake', missingSb, hru.id.text),
        base + 1,
      ),
      mutant('reservoir-hru', `a lake on HRU ${missingHru}`, lake('Lake', sb.id.text, missingHru), base + 2),
    ];
  },
};

/** A class or soil profile row pasted twice (Raven says nothing; the copy is never reached). */
export const duplicateClass: Generator = {
  kinds: ['duplicate-class'],
  generate(fx) {
    const rows = (
      [':SoilClasses', ':LandUseClasses', ':VegetationClasses', ':SoilProfiles'] as const
    ).flatMap((name) =>
      fx.facts
        .uses('rvp', name)
        .flatMap((ref) => tableRows(ref.file, ref.command).map((row) => ({ ref, row }))),
    );
    return fx.rng.sample(rows, 2).map(({ ref, row }) => ({
      kind: 'duplicate-class',
      label: `${commandName(ref.command)} row ${row.tokens[0].text} pasted twice`,
      edits: [insertLineBefore(fx, ref.file, row.start, lineTextAt(ref.file, row.start))],
      at: { file: relPath(fx, ref.file), line: lineOf(ref.file, row.start) + 1 },
    }));
  },
};

/** The generators of this family. */
export const STRUCTURE_GENERATORS: readonly Generator[] = [
  splitNetwork,
  routingCycle,
  duplicateHru,
  duplicateSubbasin,
  missingEnd,
  emptySubbasin,
  missingRunoff,
  profileHorizonCount,
  integerId,
  weightsCount,
  emptyHrus,
  groupDeclaredTwice,
  tableColumns,
  openHrusAtEnd,
  reservoirs,
  duplicateClass,
];
