/**
 * A validation rule of a field beyond its type, as a class-validator decorator: the rule returns why a value
 * is wrong, or undefined. Rules skip values of the wrong type, which the field's own type check reports.
 */
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Why a value breaks the rule (given the object holding it), or undefined when it keeps it. */
export type RuleCheck = (value: unknown, object: Record<string, unknown>) => string | undefined;

/** A property decorator running `check` as the class-validator constraint `name`. */
export function rule(name: string, check: RuleCheck): PropertyDecorator {
  const problem = (a: ValidationArguments) => check(a.value, a.object as Record<string, unknown>);
  return ValidateBy({
    name,
    validator: {
      validate: (_value: unknown, a?: ValidationArguments) => (a ? problem(a) === undefined : true),
      defaultMessage: (a?: ValidationArguments) => (a ? (problem(a) ?? 'is invalid') : 'is invalid'),
    },
  });
}
