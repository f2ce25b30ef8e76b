/**
 * What an option of the .rvi ends up set to once Raven has read every line of it, and whether the run can go
 * on with that. Raven keeps the value of the last line it understood; a line it passes over (an unknown value
 * before `:SoilModel`, which it only prints, or a line whose colon is missing) leaves the previous value, or
 * Raven's default (ParseInput.cpp, ParseMainInputFile, "Set Default Option Values"). Three options store a
 * "no method" value when they meet an unknown name instead of keeping the previous one.
 */
import { CATALOGUE, commandTable, type Arg } from '../../grammar/index.js';
import { isKnownValue } from '../parser/check/values.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { beforeSoilModel } from './rviFacts.js';
import { argToken } from './args.js';

/**
 * The enumerated argument of an option of the .rvi that has a default in Raven (`Arg.ravenDefault`: one
 * keyword chooses it, ParseMainInputFile), or undefined for any other command.
 */
export function optionArg(name: string): Arg | undefined {
  const arg = commandTable(CATALOGUE.rvi.commands).get(name)?.args?.[0];
  return arg?.ravenDefault === undefined ? undefined : arg;
}

/** The value an option is set to when Raven has read all of its lines. */
export interface OptionEffect {
  /** The value (a keyword, or a phrase for Raven's "unknown" values). */
  readonly value: string;
  /** Where it comes from: Raven's default, a line of the .rvi, or an unknown name Raven kept. */
  readonly source: 'default' | 'line' | 'unknown';
  /** The line that set it (source 'line' or 'unknown'). */
  readonly ref?: CommandRef;
  /** Why the run stops with this value, when it does (a clause that follows the value). */
  readonly fails?: string;
}

/**
 * The value option `name` ends up with, reading its lines as Raven does. Lines with a value Raven does not
 * know are the ones it passes over before :SoilModel (after it, Raven stops anyway).
 */
export function optionEffect(model: ModelFacts, name: string): OptionEffect | undefined {
  const arg = optionArg(name);
  if (!arg) return undefined;
  let effect: OptionEffect = { value: arg.ravenDefault!, source: 'default' };
  for (const ref of model.uses('rvi', name)) {
    const token = argToken(ref, 0);
    if (!token) continue;
    if (isKnownValue(arg, token.text)) {
      effect = { value: token.text, source: 'line', ref };
    } else if (beforeSoilModel(model.rvi, ref) && arg.unknownKept) {
      effect = { ...arg.unknownKept, source: 'unknown', ref };
    }
  }
  const fails = effect.fails ?? consequence(model, name, effect.value);
  return fails ? { ...effect, fails } : effect;
}

/** Why the run stops with an option's value, where Raven's later checks make it stop. */
function consequence(model: ModelFacts, name: string, value: string): string | undefined {
  if (name === ':Routing') return routingProblem(model, value);
  return undefined;
}

/**
 * With channel routing Raven needs channel profiles: "No channel profiles specified in .rvp file"
 * (ParsePropertyFile.cpp, unless ROUTE_NONE or ROUTE_EXTERNAL) and, per subbasin, "Unrecognized Channel
 * profile code" (unless ROUTE_NONE) or "NONE cannot be used as channel code" (unless ROUTE_NONE or
 * ROUTE_EXTERNAL) (ParseHRUFile.cpp, :SubBasins).
 */
function routingProblem(model: ModelFacts, value: string): string | undefined {
  if (value === 'ROUTE_NONE' || value === 'NONE') return undefined;
  const external = value === 'ROUTE_EXTERNAL';
  const profiles = new Set<string>();
  for (const ref of model.commands('rvp')) {
    if (ref.command.spec?.defines === 'channel profile') {
      const t = argToken(ref, 0);
      if (t) profiles.add(t.text.toUpperCase());
    }
  }
  if (profiles.size === 0 && !external)
    return 'which routes through channels; the .rvp defines no channel profile, so Raven stops';
  const bad = model.rvh.subbasins.find((sb) => {
    const p = sb.text('profile');
    if (p === undefined || profiles.has(p.toUpperCase())) return false;
    return !(external && p === 'NONE');
  });
  if (bad)
    return `which routes through channels; subbasin ${bad.text('subbasin_id') ?? ''} has no channel profile (${bad.text('profile') ?? ''}), so Raven stops`;
  return undefined;
}
