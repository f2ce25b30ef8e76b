/** `:SubBasinProperties`: per-subbasin routing parameters, columns named by the :Parameters line. */
import type { Command as Node, Item } from '../../ast/nodes.js';
import { setLocations } from '../modelClass/construct.js';
import type { SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { SubBasinPropertyNameValues } from '../options/index.js';
import {
  argWords,
  bodyCommands,
  commandLocation,
  type SourceFile,
  type SourceWord,
} from '../commandText/read.js';
import { shapeOf } from '../shapes/nested.js';
import { quickRecord } from '../shapes/quickRecord.js';
import { eachRow } from '../shapes/table.js';
import { SubBasinProperty } from './subBasinProperty.js';
import { rvWord, UnwritableValueError } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { Problems } from '../commandText/problems.js';
import { rule } from '../rules/rule.js';

const PARAMETER = t.enumOf(SubBasinPropertyNameValues, 'SubBasinPropertyName');
const EXPR = t.expr();

/**
 * The first record whose value count differs from the parameter count (Raven stops on too few values and
 * silently ignores extra ones), or records without parameters (Raven reads :Parameters first).
 */
export function recordCountProblem(
  parameters: readonly unknown[] | null | undefined,
  records: readonly unknown[] | null | undefined,
): { index: number; message: string } | undefined {
  if (!Array.isArray(records) || records.length === 0) return undefined;
  if (!Array.isArray(parameters))
    return { index: 0, message: 'records need parameters: Raven reads the :Parameters line first' };
  for (let i = 0; i < records.length; i++) {
    const values = (records[i] as { values?: unknown } | null)?.values;
    if (Array.isArray(values) && values.length !== parameters.length)
      return {
        index: i,
        message: `record ${i} has ${values.length} value${values.length === 1 ? '' : 's'} for ${parameters.length} parameter${parameters.length === 1 ? '' : 's'}`,
      };
  }
  return undefined;
}

/** Subbasin properties: a :Parameters line and one row per subbasin. */
@command('rvh')
export class SubBasinProperties extends Command {
  @field(t.list(PARAMETER), {
    alias: 'Parameters',
    nullable: true,
    default: null,
    doc: 'The property of each value column.',
  })
  parameters!: string[] | null;
  @field(t.list(t.model(() => SubBasinProperty)), {
    nullable: true,
    default: null,
    doc: 'One row per subbasin.',
  })
  @rule(
    'values_per_parameter',
    (v, o) => recordCountProblem((o as unknown as SubBasinProperties).parameters, v as unknown[])?.message,
    { whenRead: false }, // fromRv reports the count at the row, after the rows are read
  )
  records!: SubBasinProperty[] | null;

  /** The block: the :Parameters line, then the rows (no :Units line: Raven ignores it). */
  override toLines(): WordLine[] {
    if (!this.parameters)
      throw new UnwritableValueError(
        'SubBasinProperties needs parameters: Raven reads the :Parameters line first',
      );
    const body = [
      wordsLine([':Parameters', ...this.parameters.map((p) => rvWord(p, 'parameter'))]),
      ...(this.records ?? []).map((r) => wordsLine(r.rowWords())),
    ];
    return blockOf(':SubBasinProperties', body, ':EndSubBasinProperties');
  }

  /** Reads the :Parameters line and the rows, as Raven does (the :Units line is skipped). */
  static override fromRv(node: Node, source?: SourceFile): SubBasinProperties {
    const cls = this as unknown as ModelClass<SubBasinProperties>;
    const problems = new Problems();
    const locations = new Map<string, SourceLocation>();
    const at = commandLocation(node, source);
    if (at) locations.set('', at);
    const header = readHeader(node, source, problems);
    if (header.at) locations.set('parameters', header.at);
    const shape = shapeOf(SubBasinProperty);
    const records: SubBasinProperty[] = [];
    const rowAt: (SourceLocation | undefined)[] = [];
    eachRow(node.body, source, (row) => {
      const path = `records.${records.length}`;
      const first = row.location(0);
      rowAt.push(first);
      if (first) locations.set(path, first);
      const values = { sb_id: row.text(0), values: row.values(1, EXPR) };
      records.push(
        quickRecord(shape, values, path, problems.items, (f, m) =>
          f === 'sb_id' ? first : row.location(itemIndex(m) + 1),
        ),
      );
    });
    const count = recordCountProblem(header.names, records);
    if (count && header.names) problems.add('records', count.message, rowAt[count.index]);
    const values = { parameters: header.names, records: records.length > 0 ? records : null };
    const model = quickRecord(shapeOf(cls), values, '', problems.items, (f, m) =>
      f === 'parameters' ? (header.words[itemIndex(m)]?.location ?? header.at) : (locations.get(f) ?? at),
    );
    problems.throwIfAny(cls.name);
    setLocations(model as object, locations);
    return model;
  }
}

/** The index a message names (`item 3 …`), or 0. */
function itemIndex(message: string): number {
  const m = /^item (\d+)/.exec(message);
  return m ? Number(m[1]) : 0;
}

/**
 * The :Parameters line, which Raven requires as the first line of the block (it reads the column names
 * there, then skips :Units wherever it is); any other command is a problem.
 */
function readHeader(
  node: Node,
  source: SourceFile | undefined,
  problems: Problems,
): { names?: string[]; words: SourceWord[]; at?: SourceLocation } {
  const first = (node.body ?? []).find((i: Item) => i.kind === 'command' || i.kind === 'rows');
  let header: { names?: string[]; words: SourceWord[]; at?: SourceLocation } = { words: [] };
  for (const c of bodyCommands(node.body)) {
    const name = c.line.words[0].text;
    const where = commandLocation(c, source);
    if (name === ':Units') continue;
    if (name === ':Parameters' && c === first) {
      const words = argWords(c, source);
      header = { names: words.map((w) => w.text), words, at: words[0]?.location ?? where };
    } else if (name === ':Parameters')
      problems.add('parameters', ':Parameters must be the first line of the block, and only once', where);
    else problems.add('records', `${name} is not read inside :SubBasinProperties`, where);
  }
  if (!header.names && first?.kind === 'rows')
    problems.add(
      'parameters',
      'the first line must be :Parameters (Raven reads the column names there)',
      commandLocation(node, source),
    );
  return header;
}
