/**
 * What an option of the .rvi ends up set to once Raven has read every line of it, and whether the run can go
 * on with that. Raven keeps the value of the last line it understood; a line it passes over (an unknown value
 * before `:SoilModel`, which it only prints, or a line whose colon is missing) leaves the previous value, or
 * Raven's default (ParseInput.cpp, ParseMainInputFile, "Set Default Option Values"). Three options store a
 * "no method" value when they meet an unknown name instead of keeping the previous one.
 */
import { isKnownValue } from '../parser/check/values.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { beforeSoilModel } from './rviFacts.js';
import { argToken } from './args.js';

/** Raven 4.12.1's default value of each option chosen by one keyword (ParseMainInputFile). */
export const OPTION_DEFAULTS: Readonly<Record<string, string>> = {
  ':Method': 'ORDERED_SERIES',
  ':Calendar': 'PROLEPTIC_GREGORIAN',
  ':Routing': 'ROUTE_STORAGECOEFF',
  ':CatchmentRoute': 'ROUTE_DUMP',
  ':Interpolation': 'INTERP_NEAREST_NEIGHBOR',
  ':Evaporation': 'PET_HARGREAVES_1985',
  ':OW_Evaporation': 'PET_HARGREAVES_1985',
  ':OroPETCorrect': 'OROCORR_NONE',
  ':OroPrecipCorrect': 'OROCORR_NONE',
  ':OroTempCorrect': 'OROCORR_NONE',
  ':LWRadiationMethod': 'LW_RAD_DEFAULT',
  ':LWIncomingMethod': 'LW_INC_DEFAULT',
  ':SWRadiationMethod': 'SW_RAD_DEFAULT',
  ':CloudCoverMethod': 'CLOUDCOV_NONE',
  ':SWCanopyCorrect': 'SW_CANOPY_CORR_NONE',
  ':SWCloudCorrect': 'SW_CLOUD_CORR_NONE',
  ':NetSWRadMethod': 'NETSWRAD_CALC',
  ':WindspeedMethod': 'WINDVEL_CONSTANT',
  ':RelativeHumidityMethod': 'RELHUM_CONSTANT',
  ':AirPressureMethod': 'AIRPRESS_BASIC',
  ':RainSnowFraction': 'RAINSNOW_DINGMAN',
  ':MonthlyInterpolationMethod': 'MONTHINT_LINEAR_MID',
  ':PotentialMeltMethod': 'POTMELT_DEGREE_DAY',
  ':SubdailyMethod': 'SUBDAILY_NONE',
  ':PrecipIceptFract': 'PRECIP_ICEPT_USER',
  ':RechargeMethod': 'RECHARGE_NONE',
  ':SnowCoverDepletion': 'SNOWCOV_NONE',
  ':TimeOfConcentrationMethod': 'TOC_MCDERMOTT_PILGRIM',
  ':EnsembleMode': 'ENSEMBLE_NONE',
  ':ReservoirDemandAllocation': 'DEMANDBY_CONTRIB_AREA',
  ':ReservoirOverflowMode': 'OVERFLOW_ALL',
  ':ModelType': 'SURFACE',
  ':AssimilationMethod': 'DA_RAVEN_DEFAULT',
};

/**
 * Options that store Raven's "unknown" value when they read a name they do not know (ParseEvapMethod and
 * ParsePotMeltMethod return PET_UNKNOWN / POTMELT_UNKNOWN, which the option keeps), with what that does.
 */
const UNKNOWN_KEPT: Readonly<Record<string, { readonly value: string; readonly fails?: string }>> = {
  // UpdateHRUPET (Evaporation.cpp) has no case for PET_UNKNOWN: "Invalid Evaporation Type" at the first step.
  ':Evaporation': {
    value: 'no PET method',
    fails: 'so it stops at the first time step (Invalid Evaporation Type)',
  },
  ':OW_Evaporation': {
    value: 'no open-water PET method',
    fails: 'so it stops at the first time step (Invalid Evaporation Type)',
  },
  // EstimatePotentialMelt (PotentialMelt.cpp) falls through to 0 for a method it does not know.
  ':PotentialMeltMethod': { value: 'no potential melt (0 mm/d)' },
};

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
  const fallback = OPTION_DEFAULTS[name];
  const spec = model.rvi.byName.get(name)?.[0]?.command.spec;
  const arg = spec?.args?.[0];
  let effect: OptionEffect | undefined =
    fallback === undefined ? undefined : { value: fallback, source: 'default' };
  for (const ref of model.uses('rvi', name)) {
    const token = argToken(ref, 0);
    if (!token || !arg) continue;
    if (isKnownValue(arg, token.text)) {
      effect = { value: token.text, source: 'line', ref };
    } else if (beforeSoilModel(model.rvi, ref) && UNKNOWN_KEPT[name]) {
      effect = { ...UNKNOWN_KEPT[name], source: 'unknown', ref };
    }
  }
  if (!effect) return undefined;
  const fails = effect.fails ?? consequence(model, name, effect.value);
  return fails ? { ...effect, fails } : effect;
}

/** Why the run stops with an option's value, where Raven's later checks make it stop. */
function consequence(model: ModelFacts, name: string, value: string): string | undefined {
  if (name === ':Routing') return routingProblem(model, value);
  return undefined;
}

const CHANNEL_COMMANDS = [
  ':ChannelProfile',
  ':TrapezoidalChannel',
  ':CircularConduit',
  ':ChannelRatingCurves',
];

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
    const name = ref.command.spec?.name;
    if (name && CHANNEL_COMMANDS.includes(name)) {
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
