/**
 * Writing values as Raven words: numbers in JavaScript's shortest exact form (the lines a model writes, of
 * these words, are in lines.ts). Raven's tokenizer splits a line at spaces, tabs and commas and drops the rest
 * of a line at a word starting with `#`, so the checked writers below refuse a string that would be read back
 * as something else.
 */
import { isSymbolic, printExpr, Variable } from '../symbolic/expr.js';
import { inTemplate } from './template.js';

/** A value with free symbols cannot be written: Raven needs numbers. */
export class FreeSymbolError extends Error {
  constructor(readonly symbols: readonly string[]) {
    super(`cannot write a value with free symbols (${symbols.join(', ')}): call setParams first`);
    this.name = 'FreeSymbolError';
  }
}

/** A value cannot be written as the single word Raven expects (it would be split, dropped or misread). */
export class UnwritableValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnwritableValueError';
  }
}

/** The characters at which Raven splits a line into words. */
export const WORD_SEPARATORS = /[\s,]/;

/** One word of Raven text for a value. */
export function word(v: unknown): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v > 0 ? '1e99' : v < 0 ? '-1e99' : 'NaN';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? '1' : '0';
  // In an OSTRICH template a parameter is written as its placeholder, which OSTRICH fills in.
  if (v instanceof Variable && inTemplate()) return v.name;
  if (isSymbolic(v)) throw new FreeSymbolError([printExpr(v)]);
  throw new TypeError(`cannot write ${JSON.stringify(v)} as a Raven value`);
}

/** The Raven word of a value; `what` names the value in the error (e.g. `HRU 3 land_use_class`). */
export function rvWord(v: unknown, what: string): string {
  if (v === null || v === undefined) throw new UnwritableValueError(`${what} has no value: Raven needs one`);
  const text = word(v);
  if (typeof v === 'string' && (text === '' || WORD_SEPARATORS.test(text) || text.startsWith('#')))
    throw new UnwritableValueError(
      `${what} ${JSON.stringify(text)} cannot be written: Raven reads one word without spaces, commas or a leading #`,
    );
  return text;
}

/**
 * A class, profile or parameter name as one Raven word; throws when Raven would read it otherwise (a line whose
 * first word starts with `#` or `*` is skipped as a comment, hence no leading `*` either).
 */
export function nameWord(text: string, what: string): string {
  if (text === '' || WORD_SEPARATORS.test(text) || text.startsWith('#') || text.startsWith('*'))
    throw new Error(
      `cannot write ${what} '${text}': Raven reads one word (not empty, no spaces, tabs or commas, ` +
        `not starting with # or *)`,
    );
  return text;
}

/** A name that starts a table row: also must not start with `:` (Raven would read a command). */
export function rowNameWord(text: string, what: string): string {
  if (text.startsWith(':')) throw new Error(`cannot write ${what} '${text}': a row cannot start with ':'`);
  return nameWord(text, what);
}

// Negative zero: Raven writes `-0.00000` in solution files, and JavaScript's `String(-0)` is `"0"`, so `word`
// would turn it into `0`. These keep the sign, so that a state read from a solution is written back exactly.

/** A value with negative zero as the word `-0` (lists item by item); other values unchanged. */
export function keepSign(v: unknown): unknown {
  if (Object.is(v, -0)) return '-0';
  return Array.isArray(v) ? v.map(keepSign) : v;
}

/** `word(v)`, but `-0` for negative zero. */
export function signedWord(v: unknown): string {
  return word(keepSign(v));
}
