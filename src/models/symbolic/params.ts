/** Parameter sets of emulators, and the spec's parse_symbolic: numbers put in place of symbols. */
import { isPlainObject } from '../modelClass/plain.js';
import { evaluate, Expression, isSymbolic, Variable, type Expr } from './expr.js';

/** Base of an emulator's parameter set: named numbers, or Variables while still free. */
export class Params {
  [name: string]: Expr | undefined;

  /** A parameter set whose every field is a Variable of its own name. */
  static symbolic<T extends Params>(this: new () => T, names: readonly string[]): T {
    const p = new this();
    for (const n of names) (p as Params)[n] = new Variable(n);
    return p;
  }
}

/** A copy of `value` (plain data, arrays, expressions) with numbers for the symbols named in `values`. */
export function parseSymbolic<T>(value: T, values: Readonly<Record<string, number>>): T {
  const walk = (v: unknown): unknown => {
    if (isSymbolic(v)) return evaluate(v as Variable | Expression, values);
    if (Array.isArray(v)) return v.map(walk);
    if (isPlainObject(v)) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}
