/**
 * The rule that a field names state variables: a state of the interface or of Raven (with an optional layer
 * index such as `SOIL[2]`), a constituent (`!Nitrate…`), or an `:Alias` of the model (`aliasContext`).
 */
import { isStateVariable } from '../options/states.js';
import { aliasesFor } from '../commandText/aliasContext.js';
import { rule } from './rule.js';

/** The first value (of a name or a list of names) that is not a state variable, or undefined. */
function offending(v: unknown, aliases: readonly string[]): { index?: number; name: string } | undefined {
  if (typeof v === 'string') return isStateVariable(v, aliases) ? undefined : { name: v };
  if (!Array.isArray(v)) return undefined; // the type rule reports values of the wrong type
  const index = v.findIndex((x) => typeof x === 'string' && !isStateVariable(x, aliases));
  return index < 0 ? undefined : { index, name: v[index] as string };
}

/** Field rule: the value (a name, or each name of a list) is a state variable Raven reads, or an alias. */
export function IsStateVariable(): PropertyDecorator {
  return rule('stateVariable', (v, object) => {
    const bad = offending(v, aliasesFor(object));
    if (!bad) return undefined;
    const what = bad.index === undefined ? '' : `item ${bad.index} `;
    return `${what}${JSON.stringify(bad.name)} is not a state variable (nor an :Alias of the model)`;
  });
}
