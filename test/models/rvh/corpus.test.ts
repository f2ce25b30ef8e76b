/**
 * The .rvh models on every real file of the corpora: each occurrence is read (fromRv), written (toRv), read
 * again by the parser, and its dump compared with the original's. Where they differ only in what Raven does
 * not read differently, the comparison says which normalization made them equal:
 * - header: :Attributes and :Units lines, which Raven skips in :SubBasins, :HRUs and :SubBasinProperties
 *   (the model writes its own header: Raven's column names without ID, and no :Units in :SubBasinProperties);
 * - lines: group entries spread over other lines (Raven reads every word of the body; the model writes ten
 *   per line);
 * - atof: words Raven reads as 0 through atof, which the model holds as 0: `ZERO-` reach lengths and `[NONE]`
 *   in numeric HRU columns.
 */
import type { Command } from '../../../src/ast/nodes.js';
import type { CommandClass } from '../../../src/models/modelClass/registry.js';
import {
  HRUGroup,
  HRUs,
  Reservoir,
  SBGroupPropertyMultiplier,
  SubBasinGroup,
  SubBasinProperties,
  SubBasins,
} from '../../../src/models/rvh/index.js';
import type { DumpCommand, DumpNode, DumpValue } from '../../../src/printer/dump.js';
import { corpusCommands } from '../corpusCommands.js';
import { dumpNode, firstCommand } from './helpers.js';

type Normalization = 'header' | 'lines' | 'atof';

const HEADERS = new Set([':Attributes', ':Units']);
/** Numeric columns of the HRU table, where Raven's atof reads [NONE] as 0. */
const HRU_NUMBERS = [1, 2, 3, 4, 11, 12];

function mapCommand(nodes: DumpNode[], f: (c: DumpCommand) => DumpCommand): DumpNode[] {
  return nodes.map((n) => ('command' in n ? f(n) : n));
}

function withoutHeader(nodes: DumpNode[]): DumpNode[] {
  return mapCommand(nodes, (c) => ({
    ...c,
    body: c.body?.filter((b) => !('command' in b && HEADERS.has(b.command))),
  }));
}

function oneLine(nodes: DumpNode[]): DumpNode[] {
  return mapCommand(nodes, (c) => ({
    ...c,
    body: [{ rows: [c.body?.flatMap((b) => ('rows' in b ? b.rows.flat() : [])) ?? []] }],
  }));
}

function atofZeros(nodes: DumpNode[]): DumpNode[] {
  const zero = (row: DumpValue[], columns: number[], word: string) =>
    row.map((v, i) => (columns.includes(i) && v === word ? 0 : v));
  return mapCommand(nodes, (c) => ({
    ...c,
    body: c.body?.map((b) =>
      'rows' in b
        ? {
            rows: b.rows.map((r) =>
              c.command === ':SubBasins' ? zero(r, [4], 'ZERO-') : zero(r, HRU_NUMBERS, '[NONE]'),
            ),
          }
        : b,
    ),
  }));
}

const NORMALIZE: { [k in Normalization]: (n: DumpNode[]) => DumpNode[] } = {
  header: withoutHeader,
  lines: oneLine,
  atof: atofZeros,
};

interface Tally {
  total: number;
  typed: number;
  failed: { [reason: string]: number };
  /** Dumps equal as written. */
  same: number;
  /** Dumps equal after these normalizations (key: the normalizations needed, joined by +). */
  normalized: { [how: string]: number };
  /** Dumps that differ even so. */
  differ: number;
  /** Models whose text read back gives other JSON. */
  notRoundTrip: number;
}

/** The fewest normalizations (in the allowed order) that make two dumps equal, or undefined. */
function smallestFix(a: DumpNode[], b: DumpNode[], allowed: Normalization[]): Normalization[] | undefined {
  const subsets = Array.from({ length: 2 ** allowed.length }, (_, m) =>
    allowed.filter((_n, i) => m & (1 << i)),
  );
  subsets.sort((x, y) => x.length - y.length);
  for (const subset of subsets) {
    let x = a;
    let y = b;
    for (const how of subset) {
      x = NORMALIZE[how](x);
      y = NORMALIZE[how](y);
    }
    if (JSON.stringify(x) === JSON.stringify(y)) return subset;
  }
  return undefined;
}

/** Reads, writes and re-reads every occurrence of a command. */
function tally(
  name: string,
  cls: CommandClass<{ toRv(): string; toJSON(): unknown }>,
  allowed: Normalization[],
): Tally {
  const t: Tally = { total: 0, typed: 0, failed: {}, same: 0, normalized: {}, differ: 0, notRoundTrip: 0 };
  for (const { node, source } of corpusCommands('rvh', name)) {
    t.total++;
    let text: string;
    let json: unknown;
    try {
      const model = cls.fromRv(node, source);
      text = model.toRv();
      json = model.toJSON();
      t.typed++;
    } catch (e) {
      const reason = (e as { problems?: { message: string }[] }).problems?.[0]?.message ?? String(e);
      t.failed[reason] = (t.failed[reason] ?? 0) + 1;
      continue;
    }
    const written: Command = firstCommand(text);
    const again = cls.fromRv(written).toJSON();
    if (JSON.stringify(again) !== JSON.stringify(json)) t.notRoundTrip++;
    const a = dumpNode(written);
    const b = dumpNode(node);
    if (JSON.stringify(a) === JSON.stringify(b)) {
      t.same++;
      continue;
    }
    const fix = smallestFix(a, b, allowed);
    if (fix) t.normalized[fix.join('+')] = (t.normalized[fix.join('+')] ?? 0) + 1;
    else t.differ++;
  }
  return t;
}

const tallyOf = (total: number, same: number, normalized: Tally['normalized']): Tally => ({
  total,
  typed: total,
  failed: {},
  same,
  normalized,
  differ: 0,
  notRoundTrip: 0,
});

describe('.rvh models on the corpus (every occurrence typed, meaning kept)', () => {
  const cases: [string, CommandClass<{ toRv(): string; toJSON(): unknown }>, Normalization[], Tally][] = [
    // 4 tables name the ID column in :Attributes; 3 (basinmaker, 901 rows) write ZERO- reach lengths.
    [':SubBasins', SubBasins, ['header', 'atof'], tallyOf(33, 26, { header: 4, atof: 3 })],
    // 20 tables have another header (ID named, other units); 4 Salmon files write [NONE] slope and aspect.
    [':HRUs', HRUs, ['header', 'atof'], tallyOf(33, 13, { header: 16, 'header+atof': 4 })],
    // Revelstoke's Glacier group has 12 IDs on one line.
    [':HRUGroup', HRUGroup, ['lines'], tallyOf(38, 37, { lines: 1 })],
    [':SubBasinGroup', SubBasinGroup, ['lines'], tallyOf(6, 6, {})],
    // Every one has a :Units line, which the model does not write (Raven skips it).
    [':SubBasinProperties', SubBasinProperties, ['header'], tallyOf(19, 0, { header: 19 })],
    [':SBGroupPropertyMultiplier', SBGroupPropertyMultiplier, [], tallyOf(0, 0, {})],
    // All lake-type, in basinmaker's Lakes.rvh files; written line for line as they are.
    [':Reservoir', Reservoir, [], tallyOf(901, 901, {})],
  ];
  it.each(cases)('%s', (name, cls, allowed, expected) => {
    expect(tally(name, cls, allowed)).toEqual(expected);
  });
});
