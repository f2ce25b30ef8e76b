/**
 * The count-driven value lists of a subbasin state (`:Qout n q1 … qn qLast`, `:Qlat n h1 … hn last`,
 * `:Qin n h1 … hn`): the list keeps Raven's count as its first value, as the reference library does, and Raven
 * reads exactly that many values after it (over as many lines as needed: it writes a line break every 200).
 */
import { signedWord as word } from '../commandText/write.js';
import type { WordLine } from '../../printer/lines.js';
import { rule } from '../rules/rule.js';

/** How many values follow the count n, beyond the n values themselves (the last value of Qout and Qlat). */
export const EXTRA_VALUES = { Qout: 1, Qlat: 1, Qin: 0 } as const;

/** A counted command name. */
export type CountedName = keyof typeof EXTRA_VALUES;

/** Why a counted list is malformed, or undefined (null and non-lists are left to the type rule). */
export function countedProblem(name: CountedName, v: unknown): string | undefined {
  if (!Array.isArray(v)) return undefined;
  const extra = EXTRA_VALUES[name];
  const form = `Raven reads :${name} n v1 … vn${extra ? ' vLast' : ''}`;
  const n = v[0];
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    return `must start with the count n, a whole number at least 0 (${form})`;
  if (v.length !== n + 1 + extra)
    return `must hold ${n + 1 + extra} values for n = ${n}, not ${v.length} (${form})`;
  return undefined;
}

/** Field rule: the list is Raven's count followed by that many values. */
export function IsCounted(name: CountedName): PropertyDecorator {
  return rule('counted', (v) => countedProblem(name, v));
}

/** `:Qout n v…` with a line break after every 200 values, as Raven writes it (lines continue one level deeper). */
export function countedLines(name: CountedName, values: readonly number[]): WordLine[] {
  const [n, ...rest] = values;
  const out: WordLine[] = [{ depth: 0, words: [`:${name}`, word(n), ...rest.slice(0, 200).map(word)] }];
  for (let i = 200; i < rest.length; i += 200)
    out.push({ depth: 1, words: rest.slice(i, i + 200).map(word) });
  return out;
}
