/**
 * A parameter list table: `:Parameters` names the columns, `:Units` closes the header (Raven needs it before
 * the rows), then one row per class. Raven reads the names from `:Parameters`, not a fixed column order.
 * The closed-name commands Raven reads are the subclasses in parameterLists.ts.
 */
import { Transform } from 'class-transformer';
import type { Command as Node, Item } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field, fieldsOf } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { bindingOf } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { placeholder } from '../commandText/template.js';
import type { Variable } from '../symbolic/expr.js';
import { argWords, rowWords, type SourceFile, type SourceWord } from '../commandText/read.js';
import { word, nameWord, rowNameWord } from '../commandText/write.js';
import { commandLocations, rowLocations, tableLines } from './classTable.js';
import type { WordLine } from '../../printer/lines.js';
import { DEFAULT_WORDS, ParameterList, stringValueProblem } from './parameterList.js';
import { rule } from '../rules/rule.js';
import { Problems } from '../commandText/problems.js';

/** set_default_units: units not given become `none` for each parameter name. */
const setDefaultUnits = Transform(
  ({ obj }) => {
    const { units, parameters } = obj as { units?: unknown; parameters?: unknown };
    if (units !== null && units !== undefined) return units;
    // No parameter names (null in the closed-name lists) means no columns, so no units either.
    if (parameters === null) return [];
    return Array.isArray(parameters) ? parameters.map(() => 'none') : units;
  },
  { toClassOnly: true },
);

/** num_values_equal_num_names: every row has one value per parameter name. */
const numValuesEqualNumNames = rule('num_values_equal_num_names', (pl, o) => {
  if (!Array.isArray(pl)) return undefined;
  const n = Array.isArray(o.parameters) ? o.parameters.length : 0;
  const bad = pl
    .map((r: unknown, i) => ({ i, r: r as { name?: unknown; values?: unknown } }))
    .filter(({ r }) => Array.isArray(r?.values) && r.values.length !== n)
    .map(({ i, r }) => `row ${i} (${String(r.name)}) has ${(r.values as unknown[]).length}`);
  return bad.length ? `${bad.join(', ')} values for ${n} parameter names` : undefined;
});

/** A parameter list with any parameter names (read from any of Raven's parameter list commands). */
export class GenericParameterList extends Command {
  @field(t.list(t.str()), { alias: 'Parameters', doc: 'Parameter names, one per column.' })
  parameters!: string[] | null;
  @setDefaultUnits
  @field(t.list(t.str()), { alias: 'Units', nullable: true, doc: 'Units of each column (none by default).' })
  units!: string[] | null;
  @numValuesEqualNumNames
  @field(t.list(t.model(() => ParameterList)), { doc: 'The rows: [DEFAULT] and class rows.' })
  pl!: ParameterList[];

  /** The closed list of parameter names of the command, if it has one. */
  static readonly closedNames?: readonly string[];

  override toLines(): WordLine[] {
    const cls = this.constructor as typeof GenericParameterList;
    if (!bindingOf(cls))
      throw new Error(
        `${cls.name} has no Raven command of its own: use LandUseParameterList, SoilParameterList or ` +
          'VegetationParameterList',
      );
    const names = (this.parameters ?? []).map((p) => nameWord(p, 'parameter name'));
    const units = (this.units ?? []).map((u) => nameWord(u, 'unit'));
    const rows = this.pl.map((r) => [
      rowNameWord(r.name, 'class name'),
      ...r.values.map((v) => (v === null ? '_DEFAULT' : word(v))),
    ]);
    return tableLines(
      cls.ravenName,
      [
        [':Parameters', ...names],
        [':Units', ...units],
      ],
      rows,
    );
  }

  static override fromRv(node: Node, source?: SourceFile): GenericParameterList {
    const cls = this as typeof GenericParameterList;
    const problems = new Problems();
    const header = readHeader(node, source, problems);
    const locations = commandLocations(node, source);
    const names = header.names ?? [];
    const closed = cls.closedNames;
    const pointer = names.find((w) => closed && !closed.includes(w.text)) ?? names[0] ?? header.at;
    if (pointer?.location) locations.set('parameters', pointer.location);
    if (header.units?.[0]?.location) locations.set('units', header.units[0].location);
    if (header.rows[0]?.[0].location) locations.set('pl', header.rows[0][0].location);
    const pl = header.rows.map((w, i) => {
      const path = `pl.${i}`;
      // Raven stops the table at a short row and ignores the words after the last named column.
      if (w.length < names.length + 1) {
        problems.stopsAt(path, w, names.length + 1);
        return {};
      }
      const cells = w.slice(1, names.length + 1);
      const values = cells.map((c) => cellValue(c.text));
      // Point the row's value problems at the first value a rule of ParameterList may refuse.
      const flagged = cells.find((_, k) => {
        const v = values[k];
        return (v === null && w[0].text === '[DEFAULT]') || (typeof v === 'string' && stringValueProblem(v));
      });
      rowLocations(locations, path, [
        ['name', w[0]],
        ['values', flagged ?? cells[0]],
      ]);
      return { name: w[0].text, values };
    });
    problems.throwIfAny(cls.name);
    const nullable = fieldNullable(cls);
    const parameters = header.names?.length === 0 && nullable ? null : names.map((w) => w.text);
    const units = (header.units ?? []).map((w) => w.text);
    return construct(
      cls as unknown as ModelClass<GenericParameterList>,
      { parameters, units, pl },
      locations,
    );
  }
}

/** True when the class's `parameters` may be null (the closed-name subclasses). */
function fieldNullable(cls: typeof GenericParameterList): boolean {
  return fieldsOf(cls as unknown as ModelClass).find((f) => f.name === 'parameters')?.nullable === true;
}

/** A cell as the model holds it: a number, null for `_DEFAULT`/`_DEF`, a template's parameter, or the word. */
function cellValue(text: string): number | string | null | Variable {
  if (isNumberLiteral(text, 0, text.length)) return Number(text);
  return DEFAULT_WORDS.includes(text) ? null : (placeholder(text) ?? text);
}

interface Header {
  names?: SourceWord[];
  units?: SourceWord[];
  rows: SourceWord[][];
  at?: SourceWord;
}

/**
 * The header and rows of a parameter list. Raven reads `:Parameters`, then stops its header loop at `:Units`;
 * a row before `:Units` ends the header and is lost, and a command among the rows is read as a bad class name.
 */
function readHeader(node: Node, source: SourceFile | undefined, problems: Problems): Header {
  const name = node.line.words[0].text;
  const out: Header = { rows: [], at: { text: name, location: commandLocations(node, source).get('') } };
  let unitsSeen = false;
  for (const item of node.body ?? ([] as Item[])) {
    if (item.kind === 'rows') {
      const rows = rowWords(item, source);
      if (!unitsSeen && rows.length > 0)
        problems.add(
          '',
          `a row before :Units: Raven ends the header there and loses that row`,
          rows[0][0].location,
        );
      else out.rows.push(...rows);
    } else if (item.kind === 'command') {
      const text = item.line.words[0].text;
      const at = commandLocations(item, source).get('');
      // A second :Parameters line replaces the first, as in Raven.
      if (text === ':Parameters' && !unitsSeen) out.names = argWords(item, source);
      else if (text === ':Units' && !unitsSeen) {
        out.units = argWords(item, source);
        unitsSeen = true;
      } else problems.add('', `${text} is not read here inside ${name}`, at);
    }
  }
  if (!out.names) problems.add('', `${name} has no :Parameters line naming its columns`, out.at?.location);
  if (!unitsSeen)
    problems.add('', `${name} has no :Units line: Raven needs it to end the header`, out.at?.location);
  if (!node.end) problems.add('', `${name} has no end line`, out.at?.location);
  return out;
}
