/**
 * `:HRUStateVariableTable`: initial state variables per HRU. Raven reads the `:Attributes` line, which must be
 * the line right after the command, as the names of the value columns, skips `:Units`, and needs every row to
 * hold the HRU id and one value per name (ParseInitialConditionFile.cpp). Raven writes its solution in tables of
 * 80 state variables at most; `parse` merges every table of a text, and `parseSolution` too.
 */
import { Transform } from 'class-transformer';
import type { Command as Node } from '../../ast/nodes.js';
import type { Problem, SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { Command, ListCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { commandLocation, rowWords, type SourceFile } from '../commandText/read.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { commandsIn } from '../commandText/firstCommand.js';
import { HRUState } from './hruState.js';
import { buildReported, problem } from '../commandText/problems.js';
import { rule } from '../rules/rule.js';

/** Raven's solution tables hold at most this many state variables each (CModel::WriteMajorOutput). */
export const STATES_PER_TABLE = 80;
/** Raven reads lines of fewer characters and words than these (MAXCHARINLINE, MAXINPUTITEMS). */
const MAX_LINE_CHARS = 10000;
const MAX_LINE_WORDS = 1000;

/** The characters of a line as written: its indentation, its words and the spaces between them. */
function lineLength(line: WordLine): number {
  let n = 2 * line.depth + line.words.length - 1;
  for (const w of line.words) n += w.length;
  return n;
}

/** Every attribute name of some states, in order of first appearance. */
function attributeNames(states: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const s of states) {
    const data = (s as { data?: unknown } | null)?.data;
    if (data && typeof data === 'object') for (const k of Object.keys(data)) names.add(k);
  }
  return [...names];
}

/** The reference library's set_attributes: every state gets every attribute (0 where it had none). */
function PadAttributes(): PropertyDecorator {
  return Transform(({ value }) => {
    if (!Array.isArray(value)) return value;
    const names = attributeNames(value);
    for (const s of value)
      if (s instanceof HRUState && s.data && typeof s.data === 'object')
        s.data = Object.fromEntries(names.map((n) => [n, Object.hasOwn(s.data, n) ? s.data[n] : 0]));
    return value;
  });
}

/** Validator set_attributes: all states carry the same attributes (as the padding makes them). */
function SameAttributes(): PropertyDecorator {
  const same = (v: unknown) => {
    if (!Array.isArray(v)) return true;
    const n = attributeNames(v).length;
    return v.every((s) => !(s instanceof HRUState) || !s.data || Object.keys(s.data).length === n);
  };
  return rule('setAttributes', (v) =>
    same(v) ? undefined : 'every HRU state must carry the same attributes',
  );
}

/** The initial states of the HRUs, one row per HRU. */
@command('rvc')
export class HRUStateVariableTable extends ListCommand<HRUState> {
  @SameAttributes()
  @PadAttributes()
  @field(t.list(t.model(() => HRUState)), { doc: 'One state per HRU.' })
  override root!: HRUState[];

  /** The state variable names, in column order. */
  get attributes(): string[] {
    return attributeNames(this.root);
  }

  /** A validated copy, `changes.root` replacing the list when given. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return super.copy(Object.hasOwn(changes, 'root') ? changes.root : undefined);
  }

  /**
   * The table. A line Raven cannot read whole (10,000 characters or 1,000 words at most, ParseLib.h) ends its
   * reading of the file, so a table too wide for that is split in tables of 80 state variables, as Raven splits
   * its own solution files.
   */
  override toLines(): WordLine[] {
    const names = this.attributes;
    const whole = this.tableLines(names);
    const longest = whole.reduce((m, l) => Math.max(m, lineLength(l)), 0);
    if (longest < MAX_LINE_CHARS - 2 && names.length + 1 < MAX_LINE_WORDS) return whole;
    const tables: WordLine[][] = [];
    for (let i = 0; i < names.length; i += STATES_PER_TABLE)
      tables.push(this.tableLines(names.slice(i, i + STATES_PER_TABLE)));
    return tables.flat();
  }

  private tableLines(cols: readonly string[]): WordLine[] {
    const body = [wordsLine([':Attributes', ...cols]), ...this.root.map((s) => wordsLine(s.rowWords(cols)))];
    return blockOf(HRUStateVariableTable.ravenName, body, ':EndHRUStateVariableTable');
  }

  /** Reads one table: `:Attributes` names the columns after the HRU id. */
  static override fromRv(node: Node, source?: SourceFile): HRUStateVariableTable {
    const problems: Problem[] = [];
    const at = commandLocation(node, source);
    const locations = new Map<string, SourceLocation>(at ? [['', at]] : []);
    const [first, ...rest] = node.body ?? [];
    if (first?.kind !== 'command' || first.line.words[0].text !== ':Attributes') {
      const message =
        'Raven reads :Attributes on the line right after :HRUStateVariableTable and skips the table otherwise';
      return buildReported(HRUStateVariableTable, [], locations, [problem('', message, at)]);
    }
    // A name given twice is legal: Raven sets the state of that name from each column in turn, so the later
    // value is the one it keeps, and so does `data`. Raven writes such solutions itself (SNOBAL_TWO_LAYER
    // with FREEZE_DEGREE_DAY names two state variables SNOW_LIQ).
    const names = first.line.words.slice(1).map((w) => w.text);
    const root: unknown[] = [];
    for (const item of rest) {
      if (item.kind === 'command' && item.line.words[0].text !== ':Units')
        problems.push(
          problem(
            `root.${root.length}`,
            `${item.line.words[0].text} inside the table (Raven reads it as a row)`,
            commandLocation(item, source),
          ),
        );
      if (item.kind !== 'rows') continue;
      for (const words of rowWords(item, source)) {
        const path = `root.${root.length}`;
        if (words[0].location) locations.set(path, words[0].location);
        if (words.length !== names.length + 1)
          problems.push(
            problem(
              path,
              `has ${words.length - 1} value(s) for ${names.length} attribute(s) (Raven stops)`,
              words[0].location,
            ),
          );
        const data: Record<string, unknown> = {};
        names.forEach((n, i) => {
          const w = words[i + 1];
          if (!w) return;
          data[n] = wordValue(t.expr(), w.text);
          if (w.location) locations.set(`${path}.data.${n}`, w.location);
          if (w.location && i === 0) locations.set(`${path}.data`, w.location);
        });
        if (words[0].location) locations.set(`${path}.hru_id`, words[0].location);
        root.push({ hru_id: wordValue(t.int(), words[0].text), data });
      }
    }
    return buildReported(HRUStateVariableTable, root, locations, problems);
  }

  /** Reads every table of a text (Raven's solution splits them by 80 state variables) as one table. */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    sol: string,
  ): T {
    const tables = commandsIn(sol, 'rvc', [HRUStateVariableTable.ravenName]).map((f) =>
      HRUStateVariableTable.fromRv(f.node, f.source),
    );
    if (tables.length === 0) throw new Error(`no ${HRUStateVariableTable.ravenName} command in the text`);
    return mergeTables(tables) as unknown as T;
  }
}

/** One table holding the states of several (by HRU id, the later values winning, as Raven reads them). */
export function mergeTables(tables: readonly HRUStateVariableTable[]): HRUStateVariableTable {
  if (tables.length === 1) return tables[0];
  const byId = new Map<number, Record<string, unknown>>();
  for (const table of tables)
    for (const s of table.root)
      byId.set(s.hru_id, { ...(byId.get(s.hru_id) ?? {}), ...(s.toJSON() as { data: object }).data });
  return new HRUStateVariableTable([...byId].map(([hru_id, data]) => ({ hru_id, data })));
}
