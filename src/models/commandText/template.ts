/**
 * OSTRICH templates (`model.rvp.tpl`): where Raven reads a number, a template holds a placeholder word that
 * OSTRICH replaces by a value before each run (`par_x1`, `par_sum_x05_x06`). Read from a template, such a word is
 * the symbolic parameter it stands for (a `Variable`, as the spec's Expr allows), so `setParams` gives the
 * numbers OSTRICH would write; written back into a template, a variable is its placeholder again. The reading
 * and writing run inside `withTemplate`, which the loader and the writer set around a template file.
 */
import { Variable } from '../symbolic/expr.js';

let depth = 0;

/** Runs `work` reading or writing a template: placeholder words are variables, variables placeholders. */
export function withTemplate<T>(template: boolean, work: () => T): T {
  if (!template) return work();
  depth++;
  try {
    return work();
  } finally {
    depth--;
  }
}

/** True inside `withTemplate(true, …)`. */
export function inTemplate(): boolean {
  return depth > 0;
}

/** An OSTRICH placeholder: a word starting with a letter (Raven's special words, `_AUTO` and `:ValueAlias` names, start with _). */
const PLACEHOLDER = /^[A-Za-z][^\s,#]*$/;

/** The variable a word stands for when a template is being read, or undefined. */
export function placeholder(text: string): Variable | undefined {
  return depth > 0 && PLACEHOLDER.test(text) && text !== 'AUTO' ? new Variable(text) : undefined;
}
