/**
 * Negative zero: Raven writes `-0.00000` in solution files, and JavaScript's `String(-0)` is `"0"`, so the
 * base writer (`commandText/write.ts` `word`) would turn it into `0`. These keep the sign, so that a state read from
 * a solution is written back exactly.
 */
import { word } from './write.js';

/** A value with negative zero as the word `-0` (lists item by item); other values unchanged. */
export function keepSign(v: unknown): unknown {
  if (Object.is(v, -0)) return '-0';
  return Array.isArray(v) ? v.map(keepSign) : v;
}

/** `word(v)`, but `-0` for negative zero. */
export function signedWord(v: unknown): string {
  return word(keepSign(v));
}
