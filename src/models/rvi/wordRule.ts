/**
 * The rule that a string is one word of Raven text: Raven splits lines at spaces, tabs and commas and drops a
 * word starting with `#` and everything after it, so any other string would be read back as something else.
 */
import { ValidateBy } from 'class-validator';

/** Why a string is not one Raven word, or undefined when it is (or is not a string: the type rule reports it). */
export function wordProblem(v: unknown, allowEmpty = false): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (v === '') return allowEmpty ? undefined : 'must not be empty';
  if (/[\s,]/.test(v)) return 'must be one word: Raven splits words at spaces, tabs and commas';
  if (v.startsWith('#')) return 'must not start with #: Raven reads it as a comment';
  return undefined;
}

/** Field rule: the value is one word of Raven text (empty allowed where the field's default is empty). */
export function IsRavenWord(options: { allowEmpty?: boolean } = {}): PropertyDecorator {
  return ValidateBy({
    name: 'ravenWord',
    validator: {
      validate: (v: unknown) => wordProblem(v, options.allowEmpty) === undefined,
      defaultMessage: (a) => wordProblem(a?.value, options.allowEmpty) ?? 'is not one word',
    },
  });
}
