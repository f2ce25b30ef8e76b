/**
 * The state variables a model's process lines create, as far as the parameter rules care: Raven adds each
 * process's own stores (its static GetParticipatingStateVarList) and the stores named on some lines
 * (ParseMainInputFile, ParseInput.cpp); the master list then depends on five of them.
 */
import { processRuleOf } from './processRule.js';
import type { ProcessLine } from './model.js';

/** The state variable types whose presence changes the master list. */
export const PARAMETER_STATE_VARIABLES = ['CANOPY', 'CANOPY_SNOW', 'SNOW_LIQ', 'DEPRESSION', 'FIRN'] as const;

/** `SOIL[2]` → `SOIL`; an :Alias name → its target's type. */
function typeOf(token: string, aliases: Readonly<Record<string, string>>): string {
  const target = aliases[token] ?? token;
  const bracket = target.indexOf('[');
  return bracket < 0 ? target : target.slice(0, bracket);
}

/**
 * The state variable types (of PARAMETER_STATE_VARIABLES) created by the process lines, the :LakeStorage
 * store and any :-->RedirectFlow targets; `aliases` maps :Alias names to state variables.
 */
export function stateVariablesOf(
  processes: readonly ProcessLine[],
  aliases: Readonly<Record<string, string>> = {},
  extraStores: readonly string[] = [],
): string[] {
  const found = new Set<string>();
  const add = (token: string | undefined) => {
    if (token === undefined) return;
    const type = typeOf(token, aliases);
    if ((PARAMETER_STATE_VARIABLES as readonly string[]).includes(type)) found.add(type);
  };
  for (const store of extraStores) add(store);
  for (const line of processes) {
    const rule = processRuleOf(line.command);
    if (!rule) continue;
    const algorithm = line.args[0] ?? '';
    for (const sv of rule.declares ?? []) add(sv);
    for (const sv of rule.declaresByAlgorithm?.[algorithm] ?? []) add(sv);
    const positions = rule.addsArgsByAlgorithm?.[algorithm] ?? rule.addsArgs ?? [];
    for (const i of positions) add(line.args[i]);
  }
  return PARAMETER_STATE_VARIABLES.filter((sv) => found.has(sv));
}
