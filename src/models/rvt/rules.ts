/**
 * Validation rules for words written on Raven lines: Raven splits lines on spaces, tabs and commas and reads
 * a word starting with `#` as the start of a comment, so a value holding those would be misread.
 */
import { ValidateBy, type ValidationArguments } from 'class-validator';

const SEPARATOR = /[\s,]/;

/** Why a string cannot be written as one word, or undefined when it can. */
export function wordProblem(v: unknown, allowEmpty = false): string | undefined {
  if (typeof v !== 'string') return undefined; // the field's type rule reports it
  if (v === '') return allowEmpty ? undefined : 'must not be empty';
  if (SEPARATOR.test(v)) return 'must be one word: Raven splits words at spaces, tabs and commas';
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

/** The value must be written as one word (optionally empty, meaning "not written"). */
export function OneWord(allowEmpty = false): PropertyDecorator {
  return ValidateBy({
    name: 'oneWord',
    validator: {
      validate: (v: unknown) => wordProblem(v, allowEmpty) === undefined,
      defaultMessage: (a?: ValidationArguments) => wordProblem(a?.value, allowEmpty) ?? 'is invalid',
    },
  });
}

/** A rule given as a function of the value and the object: returns the problem, or undefined. */
export function Rule(
  name: string,
  problem: (value: unknown, object: object) => string | undefined,
): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (v: unknown, a?: ValidationArguments) => problem(v, a?.object ?? {}) === undefined,
      defaultMessage: (a?: ValidationArguments) => problem(a?.value, a?.object ?? {}) ?? 'is invalid',
    },
  });
}
