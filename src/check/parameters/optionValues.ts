/**
 * The engine method an .rvi option selects, read as ParseMainInputFile (ParseInput.cpp) reads it: the
 * token (upper-cased for PET and potential melt), mapped through its other spellings; a token the engine does
 * not know leaves the default in place, except for PET and potential melt, which become "unknown".
 */
import { commandTable } from '../../../grammar/lookup.js';
import type { OptionRule } from '../../../grammar/parameters/index.js';
import { rvi } from '../../../grammar/rvi/index.js';

/** The values the catalogue accepts for an option's first argument. */
function knownTokens(command: string): readonly string[] {
  return commandTable(rvi.commands).get(command)?.args?.[0]?.values ?? [];
}

/** The engine method selected by a token of `rule`'s command (undefined: a method Raven does not know). */
export function methodOf(rule: OptionRule, token: string | undefined): string | undefined {
  if (token === undefined) return rule.engineDefault;
  const written = rule.upperCase ? token.toUpperCase() : token;
  if (!knownTokens(rule.command).includes(written)) return rule.upperCase ? undefined : rule.engineDefault;
  return rule.spellings[written] ?? written;
}

/** The engine method an option of the model selects. */
export function optionMethod(
  rule: OptionRule,
  options: Readonly<Record<string, readonly string[]>>,
): string | undefined {
  return methodOf(rule, options[rule.command]?.[0]);
}

/** The methods listed by a :BlendedPETWeights or :BlendedPotMeltWeights line (every other token). */
export function blendTokens(tokens: readonly string[] | undefined): string[] {
  return (tokens ?? []).filter((_, i) => i % 2 === 0);
}
