/**
 * Field rules beyond the field's type (the spec's named validators). Each rule is one function: class-validator
 * runs it when a model is constructed, and the fast table reader (quickRecord) runs the very same function,
 * so both paths give the same problems with the same messages.
 */
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Why a value breaks a rule, or undefined when it does not. */
export type RuleCheck = (value: unknown) => string | undefined;

const RULES = new Map<object, Map<string, RuleCheck[]>>();

/** Declares a named rule on a field (class-validator backed). */
export function rule(name: string, check: RuleCheck): PropertyDecorator {
  return (target, key) => {
    ValidateBy({
      name,
      validator: {
        validate: (v: unknown) => check(v) === undefined,
        defaultMessage: (a?: ValidationArguments) => check(a?.value) ?? 'is invalid',
      },
    })(target, key);
    const ctor = target.constructor;
    let byField = RULES.get(ctor);
    if (!byField) RULES.set(ctor, (byField = new Map()));
    const list = byField.get(String(key)) ?? [];
    byField.set(String(key), [...list, check]);
  };
}

/** The rules of a field of a class, its ancestors' included. */
export function rulesOf(cls: object, fieldName: string): RuleCheck[] {
  const out: RuleCheck[] = [];
  for (let c: object | null = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    out.unshift(...(RULES.get(c)?.get(fieldName) ?? []));
  }
  return out;
}
