/**
 * The interface's names against Raven's: every option value and process algorithm the typed models take is
 * one the catalogue (`grammar/`) lists for its command, except the spellings of the interface that Raven
 * 4.12.1 does not read, listed here once. Each maps to the name Raven reads for the same thing, or to null
 * where Raven reads nothing like it (a model refuses such a value rather than write a line Raven rejects).
 * The typed models accept the interface's spelling and hold (and write) Raven's.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { Arg, FileType } from '../../../grammar/types.js';
import { t, type TypeSpec } from '../modelClass/types.js';

/** An interface spelling: Raven's name for it, or null where Raven reads no equivalent. */
export type SpecAlias = string | null;

/**
 * The alias table, per command of the catalogue (the .rvi unless the command says otherwise). The sources
 * are Raven 4.12.1's keyword chains in ParseInput.cpp (options, process algorithms) and StringToDiagnostic in
 * Diagnostics.cpp (metrics).
 */
export const SPEC_ALIASES: Readonly<Record<string, Readonly<Record<string, SpecAlias>>>> = {
  // Options (the interface's option enumerations).
  ':Routing': { ROUTE_STORAGE_COEFF: 'ROUTE_STORAGECOEFF' },
  // Raven's exponential unit hydrograph is EXPONENTIAL_UH, a single linear reservoir (ROUTE_RESERVOIR_SERIES).
  ':CatchmentRoute': { ROUTE_EXPONENTIAL: 'EXPONENTIAL_UH' },
  ':Evaporation': { PET_HAMON_1961: 'PET_HAMON' },
  ':OW_Evaporation': { PET_HAMON_1961: 'PET_HAMON' },
  ':SWCanopyCorrect': { SW_CANOPY_CORR_UBC: 'SW_CANOPY_CORR_UBCWM' },
  ':LWRadiationMethod': { LW_RAD_UBC: 'LW_RAD_UBCWM' },
  ':RainSnowFraction': { RAINSNOW_UBC: 'RAINSNOW_UBCWM' },
  ':PotentialMeltMethod': { POTMELT_UBC: 'POTMELT_UBCWM' },
  ':OroTempCorrect': { OROCORR_UBC: 'OROCORR_UBCWM', OROCORR_UBC_2: 'OROCORR_UBCWM2' },
  ':OroPrecipCorrect': { OROCORR_UBC: 'OROCORR_UBCWM' },
  // Raven corrects PET with HBV, PRMS or UBCWM only.
  ':OroPETCorrect': { OROCORR_SIMPLELAPSE: null },
  ':CloudCoverMethod': { CLOUDCOV_UBC: 'CLOUDCOV_UBCWM' },
  // Raven reads RELHUM_CONSTANT, RELHUM_MINDEWPT and RELHUM_DATA only.
  ':RelativeHumidityMethod': { RELHUM_CORR: null, WINDVEL_CORR: null },
  ':EvaluationMetrics': { RCOEFF: 'RCOEF', DIAG_SPEARMAN: 'SPEARMAN' },
  // Process algorithms (the interface's table of allowed algorithms).
  ':Baseflow': { BASE_SACRAMENTO: null },
  ':CanopySublimation': { CANSUBLIM_ALL: 'SUBLIM_ALL', CANSUBLIM_MAXIMUM: 'SUBLIM_MAXIMUM' },
  ':Infiltration': { INF_UPSCALED_GREEN_AMPT: null },
  // Raven stops at once on an unknown :Recharge algorithm; its default is RAVEN_DEFAULT (RECHARGE_FROMFILE).
  ':Recharge': { RECHARGE_DEFAULT: null },
  ':SnowAlbedoEvolve': { SNOALB_UBC: 'SNOALB_UBCWM' },
  ':SnowBalance': { SNOWBAL_GAWSER: 'SNOBAL_GAWSER', SNOWBAL_UBC: 'SNOBAL_UBCWM' },
  ':SoilEvaporation': {
    SOILEVAL_CHU: 'SOILEVAP_CHU',
    SOILEVAP_ROOTFRAC: null,
    SOILEVAP_GAWSER: null,
    SOILEVAP_FEDERER: null,
  },
  ':Sublimation': { SUBLIM_PSBM: 'SUBLIM_PBSM', SUBLIM_WILLIAMS: null },
};

/** The enumerated argument of a catalogue command (its first, or the one named). */
export function grammarArg(command: string, argName?: string, fileType: FileType = 'rvi'): Arg {
  const spec = commandTable(CATALOGUE[fileType].commands).get(command);
  const arg = spec?.args?.find((a) => a.type === 'enum' && (argName === undefined || a.name === argName));
  if (!arg?.values)
    throw new Error(`${command} has no enumerated argument ${argName ?? ''} in the catalogue`);
  return arg;
}

/** The values Raven reads for a command's enumerated argument, from the catalogue. */
export function ravenValues(
  command: string,
  argName?: string,
  fileType: FileType = 'rvi',
): readonly string[] {
  return grammarArg(command, argName, fileType).values!;
}

/** The interface spellings of a command that Raven reads under another name. */
export function aliasesOf(command: string): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [spec, raven] of Object.entries(SPEC_ALIASES[command] ?? {})) if (raven) out[spec] = raven;
  return out;
}

/** The interface spellings of a command that Raven does not read at all, with the reason. */
export function refusedOf(command: string): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [spec, raven] of Object.entries(SPEC_ALIASES[command] ?? {}))
    if (raven === null) out[spec] = `Raven 4.12.1 does not read ${spec} for ${command}`;
  return out;
}

/** The name Raven reads for a value of a command: the value itself, its alias, or null when Raven reads none. */
export function ravenName(command: string, value: string): string | null {
  const alias = SPEC_ALIASES[command]?.[value];
  return alias === undefined ? value : alias;
}

/**
 * An option enumeration of the interface, its values written as Raven reads them: each must be a value of the
 * command's list in the catalogue, or an interface spelling the alias table refuses (kept so that the
 * interface's members all exist, refused by the models).
 */
export function optionEnum<const E extends Record<string, string>>(
  command: string,
  members: E,
  argName?: string,
  fileType: FileType = 'rvi',
): Readonly<E> {
  const values = ravenValues(command, argName, fileType);
  for (const value of Object.values(members)) {
    if (!values.includes(value) && SPEC_ALIASES[command]?.[value] !== null)
      throw new Error(
        `${value} is not a value of ${command} in the catalogue nor a refused interface spelling`,
      );
  }
  return Object.freeze(members);
}

/**
 * The field type of an option: every value Raven reads for the command, the interface's spellings of it
 * (replaced by Raven's when read), and the interface's spellings Raven does not read (refused with the reason).
 */
export function optionType(
  command: string,
  name: string,
  argName?: string,
  fileType: FileType = 'rvi',
): TypeSpec {
  return t.enumOf(ravenValues(command, argName, fileType), name, {
    aliases: aliasesOf(command),
    refused: refusedOf(command),
  });
}
