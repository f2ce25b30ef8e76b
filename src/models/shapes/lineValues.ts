/**
 * Reading a single-line .rvp command whose values Raven reads with atof: the named words in order (missing
 * ones are left for the model's "is required"), non-numbers refused, words after them ignored as Raven does.
 */
import type { Command as Node } from '../../ast/nodes.js';
import type { SourceLocation } from '../modelClass/errors.js';
import { argWords, type SourceFile } from '../commandText/read.js';
import { commandLocations } from './classTable.js';
import { Problems } from '../commandText/problems.js';

/** The plain fields of a line command, its locations and its problems; `numeric` names the atof fields. */
export function lineValues(
  node: Node,
  source: SourceFile | undefined,
  fields: readonly string[],
  numeric: readonly string[],
): { plain: { [k: string]: unknown }; locations: Map<string, SourceLocation>; problems: Problems } {
  const problems = new Problems();
  const locations = commandLocations(node, source);
  const plain: { [k: string]: unknown } = {};
  argWords(node, source)
    .slice(0, fields.length)
    .forEach((w, i) => {
      const f = fields[i];
      if (w.location) locations.set(f, w.location);
      plain[f] = numeric.includes(f) ? problems.number(w, f) : w.text;
    });
  return { plain, locations, problems };
}
