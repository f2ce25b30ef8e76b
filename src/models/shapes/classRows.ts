/**
 * Reading a class table row by row (`:SoilClasses`, `:TerrainClasses`): the rows Raven reads are checked once
 * for the whole table, each row gives the plain value of one class, and the model is built from them all so
 * that every problem of the table is reported together.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import type { SourceLocation } from '../modelClass/errors.js';
import type { ModelClass } from '../modelClass/types.js';
import type { SourceFile, SourceWord } from '../commandText/read.js';
import { commandLocations, tableRows, type TableRules } from './classTable.js';
import { Problems } from '../commandText/problems.js';

/** The rules of the tables that skip an :Attributes and a :Units line, and that Raven skips when given arguments. */
export const HEADED: TableRules = { headers: [':Attributes', ':Units'], argsSkipTable: true };

/** Reads one row: its plain value, its problems and field locations added under `path` (`root.i`). */
export type RowReader = (
  words: SourceWord[],
  path: string,
  problems: Problems,
  locations: Map<string, SourceLocation>,
) => object;

/** The table model `cls` from its node, or a ConfigValidationError listing every problem of its rows. */
export function readClassRows<T extends object>(
  cls: ModelClass<T>,
  node: Node,
  source: SourceFile | undefined,
  rules: TableRules,
  readRow: RowReader,
): T {
  const problems = new Problems();
  const rows = tableRows(node, source, rules, problems);
  const locations = commandLocations(node, source);
  const plain = rows.map((w, i) => readRow(w, `root.${i}`, problems, locations));
  problems.throwIfAny(cls.name);
  return construct(cls, plain, locations);
}
