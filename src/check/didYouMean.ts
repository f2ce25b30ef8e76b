/** "Did you mean …?" for names of the model (classes, groups, IDs), with the parser's choice of the closest value. */
import { closestValue } from '../parser/check/suggest.js';

/** ` (did you mean X?)`, or '' when no candidate is clearly meant. */
export function didYouMean(text: string, candidates: Iterable<string>): string {
  const c = closestValue(text, [...candidates]);
  return c ? ` (did you mean ${c}?)` : '';
}
