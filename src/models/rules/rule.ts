/**
 * Field rules beyond the field's type (the spec's named validators). A rule is one function of the value and
 * the object holding it that says why the value is wrong, or undefined: class-validator runs it when a model
 * is constructed, and the fast table reader (`shapes/quickRecord.ts`) runs the very same function through
 * `rulesOf`, so both paths give the same problems with the same messages. Rules skip values of the wrong
 * type, which the field's own type check reports.
 */
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Why a value breaks a rule (given the object holding it), or undefined when it keeps it. */
export type RuleCheck = (value: unknown, object: Record<string, unknown>) => string | undefined;

const RULES = new Map<object, Map<string, RuleCheck[]>>();
const NO_OBJECT: Record<string, unknown> = {};

/** Where a rule runs beyond construction. */
export interface RuleOptions {
  /**
   * False for a rule that a command's reader checks itself, with its own message and place: `rulesOf` leaves it
   * out, so the fast table reader does not report the problem twice.
   */
  readonly whenRead?: boolean;
}

/** A property decorator running `check` as the class-validator constraint `name`, and registering it. */
export function rule(name: string, check: RuleCheck, options: RuleOptions = {}): PropertyDecorator {
  const problem = (v: unknown, a?: ValidationArguments) =>
    check(v, (a?.object as Record<string, unknown> | undefined) ?? NO_OBJECT);
  return (target, key) => {
    ValidateBy({
      name,
      validator: {
        validate: (v: unknown, a?: ValidationArguments) => problem(v, a) === undefined,
        defaultMessage: (a?: ValidationArguments) => problem(a?.value, a) ?? 'is invalid',
      },
    })(target, key);
    if (options.whenRead === false) return;
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
