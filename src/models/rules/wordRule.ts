/**
 * The rules that a string is read back by Raven as written: Raven splits lines at spaces, tabs and commas and
 * drops a word starting with `#` and everything after it, so any other string would be read as something else.
 */
import { WORD_SEPARATORS } from '../commandText/write.js';
import { rule } from './rule.js';

/** Why a string is not one Raven word, or undefined when it is (or is not a string: the type rule reports it). */
export function wordProblem(v: unknown, allowEmpty = false): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (v === '') return allowEmpty ? undefined : 'must not be empty';
  if (WORD_SEPARATORS.test(v)) return 'must be one word: Raven splits words at spaces, tabs and commas';
  if (v.startsWith('#')) return 'must not start with #: Raven reads it as a comment';
  return undefined;
}

/** Why a string cannot be a path Raven rebuilds by joining the words of a line with single spaces. */
export function joinedPathProblem(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  if (/[\t,\r\n]/.test(v) || /\s\s/.test(v) || v.trim() !== v)
    return 'cannot hold commas, tabs, line ends, repeated spaces or spaces at its ends: Raven rebuilds it by joining the words of the line with single spaces';
  if (v.split(' ').some((w) => w.startsWith('#')))
    return 'cannot hold a word starting with #: Raven reads it as a comment';
  return undefined;
}

/** Field rule: the value is one word of Raven text (empty allowed where the field's default is empty). */
export function IsRavenWord(options: { allowEmpty?: boolean } = {}): PropertyDecorator {
  return rule('ravenWord', (v) => wordProblem(v, options.allowEmpty));
}
