/** Writing values as Raven reads them: numbers in JavaScript's shortest exact form, one space between words. */
import { isSymbolic, printExpr } from '../symbolic/expr.js';

/** A value with free symbols cannot be written: Raven needs numbers. */
export class FreeSymbolError extends Error {
  constructor(readonly symbols: readonly string[]) {
    super(`cannot write a value with free symbols (${symbols.join(', ')}): call setParams first`);
    this.name = 'FreeSymbolError';
  }
}

/** One word of Raven text for a value. */
export function word(v: unknown): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v > 0 ? '1e99' : v < 0 ? '-1e99' : 'NaN';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (isSymbolic(v)) throw new FreeSymbolError([printExpr(v)]);
  throw new TypeError(`cannot write ${JSON.stringify(v)} as a Raven value`);
}

/** A command line: the name and the values (lists spread), separated by single spaces, and a line end. */
export function commandLine(name: string, ...values: unknown[]): string {
  const words = [name];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) words.push(...v.filter((x) => x !== null && x !== undefined).map(word));
    else words.push(word(v));
  }
  return `${words.join(' ')}\n`;
}

/** Indents every non-empty line of a text. */
export function indent(text: string, by = '  '): string {
  return text.replace(/^(?=.)/gm, by);
}

/** A block: the opening line, the indented body, the end line. */
export function block(open: string, body: string, end: string): string {
  return `${open}${indent(body)}${end}\n`;
}
