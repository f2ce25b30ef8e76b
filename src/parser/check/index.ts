/**
 * The check pass: walks a parsed file and reports what the engine would reject or misread, with the
 * engine's own rules (unknown commands, stray data lines, missing end lines, values, time series, line
 * limits). Parsing never stops on a problem; this pass only reports.
 */
import type { Arg, BlockSpec, CommandSpec, FileCatalogue } from '../../../grammar/types.js';
import type { Command, Item, Rows } from '../../ast/nodes.js';
import type { Unclosed } from '../parser.js';
import { scanRows } from '../rows.js';
import type { Reporter } from './reporter.js';
import { checkMultiSeries, checkRegularSeries } from './series.js';
import { argAt, checkArgs, valueProblem, type ValueContext, type ValueProblem } from './values.js';
import { isNumberLiteral } from '../numbers.js';

interface Scope {
  readonly catalogue: FileCatalogue;
  readonly reporter: Reporter;
  readonly values: ValueContext;
  readonly unclosed: ReadonlyMap<Command, Unclosed>;
}

/** Names of the `:ValueAlias` commands of a file (accepted in parameter tables). */
function valueAliases(items: readonly Item[]): Set<string> {
  const names = new Set<string>();
  for (const item of items) {
    if (item.kind === 'command' && item.line.words[0].text === ':ValueAlias' && item.line.words[1]) {
      names.add(item.line.words[1].text);
    }
  }
  return names;
}

/** Runs every check on a parsed file. */
export function checkItems(
  items: readonly Item[],
  catalogue: FileCatalogue,
  unclosed: readonly Unclosed[],
  reporter: Reporter,
): void {
  const scope: Scope = {
    catalogue,
    reporter,
    values: { aliases: valueAliases(items) },
    unclosed: new Map(unclosed.map((u) => [u.command, u])),
  };
  checkBody(items, undefined, scope);
}

function endNames(block: BlockSpec): string {
  return 'exact' in block.end ? block.end.exact.join(' or ') : 'an :End… line';
}

function checkBody(items: readonly Item[], parent: CommandSpec | undefined, scope: Scope): void {
  const block = parent?.block;
  for (const item of items) {
    if (item.kind === 'rows') {
      if (block?.rows || block?.series) continue;
      strayRows(item, parent, scope);
    } else if (item.kind === 'command') {
      checkCommand(item, block, scope);
    }
  }
  if (block?.rows && !block.series) checkTableRows(items, parent!, scope);
}

function strayRows(rows: Rows, parent: CommandSpec | undefined, scope: Scope): void {
  const table = scanRows(rows);
  const first = table.text.slice(table.fieldStart[0], table.fieldEnd[0]);
  const where = parent && !parent.block?.marker ? ` inside ${parent.name}` : '';
  const severity = scope.catalogue.strayLine === 'warning' ? 'warning' : 'error';
  scope.reporter.report(
    severity,
    'stray-line',
    rows.start + table.fieldStart[0],
    `unrecognized line starting '${first}'${where}: a line must start with a :Command` +
      (table.rowCount > 1 ? ` (${table.rowCount} such lines here)` : ''),
  );
}

function checkCommand(command: Command, parentBlock: BlockSpec | undefined, scope: Scope): void {
  const { reporter } = scope;
  const [nameWord, ...args] = command.line.words;
  const name = nameWord.text;
  const spec = command.spec;
  if (!spec) {
    // A block whose loop warns of a line it does not know (the .rvm's goals) names that warning, marker or not.
    const own = parentBlock?.unknownChildWarning;
    const inside = own !== undefined || (parentBlock && !parentBlock.marker);
    const warning = own ?? scope.catalogue.unknownCommandWarning;
    reporter.report(
      'warning',
      'unknown-command',
      nameWord.offset,
      inside
        ? `unknown command ${name} in this block: Raven does not read it here`
        : `unknown command ${name} in a .${scope.catalogue.fileType} file: Raven ignores it`,
      inside && !own ? {} : warning ? { ravenWarning: warning } : { own: true },
    );
    if (command.body) checkBody(command.body, undefined, scope);
    return;
  }
  if (spec.ignored) {
    // Dispatched to the unknown-command branch of the file's parser, with its warning.
    const warning = scope.catalogue.unknownCommandWarning;
    reporter.report(
      'warning',
      'ignored-command',
      nameWord.offset,
      `Raven reads ${name} but does nothing with it`,
      warning ? { ravenWarning: warning } : { own: true },
    );
  }
  if (spec.args && !spec.mathExpression) {
    const words = command.continuation ? [...args, ...continuationWords(command.continuation)] : args;
    checkArgs(name, spec.args, words, nameWord.offset, scope.values, reporter);
  }
  if (!spec.block) return;
  const open = scope.unclosed.get(command);
  if (open) {
    const marker = spec.block.marker === true;
    const atEof = !open.closedBy && spec.block.closedAtEof === true;
    reporter.report(
      marker || atEof ? 'warning' : 'error',
      'missing-end',
      nameWord.offset,
      atEof
        ? `${name} is not closed: add ${endNames(spec.block)} (Raven reads the table to the end of the file)`
        : `${name} is not closed: expected ${endNames(spec.block)} ` +
            (open.closedBy ? `before ${open.closedBy.image}` : 'before the end of the file'),
    );
  }
  checkBody(command.body ?? [], spec, scope);
  if (spec.block.series === 'regular' && !open) checkRegularSeries(command, reporter);
  if (spec.block.series === 'multi' && !open) checkMultiSeries(command, reporter);
}

function continuationWords(rows: Rows): { text: string; offset: number }[] {
  const table = scanRows(rows);
  const words: { text: string; offset: number }[] = [];
  for (let f = 0; f < table.fieldStart.length; f++) {
    words.push({
      text: table.text.slice(table.fieldStart[f], table.fieldEnd[f]),
      offset: rows.start + table.fieldStart[f],
    });
  }
  return words;
}

/** Checks the data rows of a table block against its column types, or as numbers for a numeric table. */
function checkTableRows(items: readonly Item[], spec: CommandSpec, scope: Scope): void {
  const rows = spec.block!.rows!;
  const columns = rows.columns;
  if (!rows.numeric && !columns) return;
  for (const item of items) {
    if (item.kind !== 'rows') continue;
    const table = scanRows(item);
    if (rows.numeric) {
      // The scanner noted the fields that are not number literals while it split the rows.
      for (const f of table.notNumbers) {
        const s = table.fieldStart[f];
        scope.reporter.reportRepeated(
          'error',
          'non-numeric',
          item.start + s,
          `non-numeric value '${table.text.slice(s, table.fieldEnd[f])}' in the numeric table ${spec.name}`,
        );
      }
      continue;
    }
    for (let r = 0; r < table.rowCount; r++) {
      const first = table.firstField[r];
      const last = table.firstField[r + 1];
      for (let f = first; f < last; f++) {
        const problem = columnProblem(
          columns!,
          f - first,
          table.text.slice(table.fieldStart[f], table.fieldEnd[f]),
          scope.values,
        );
        if (problem)
          scope.reporter.reportRepeated(
            problem.severity,
            problem.problem,
            item.start + table.fieldStart[f],
            problem.message,
            problem.raven,
          );
      }
    }
  }
}

function columnProblem(
  columns: readonly Arg[],
  column: number,
  text: string,
  values: ValueContext,
): ValueProblem | undefined {
  const arg = argAt(columns, column);
  return arg && valueProblem(arg, text, values);
}

/**
 * Whether the check pass reports anything for a value of a data row in the table block `spec` (`column`: its
 * place in the row): a value that is not a number in a numeric table, or one that does not fit its column.
 * `items` are the file's top-level items (their `:ValueAlias` names are accepted in parameter tables).
 */
export function cellHasProblem(
  spec: CommandSpec,
  column: number,
  text: string,
  items: readonly Item[],
): boolean {
  const rows = spec.block?.rows;
  if (!rows || spec.block?.series) return true;
  if (rows.numeric) return !isNumberLiteral(text, 0, text.length);
  if (!rows.columns) return false;
  return columnProblem(rows.columns, column, text, { aliases: valueAliases(items) }) !== undefined;
}
