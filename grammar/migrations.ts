/**
 * The migration catalogue: every command, option value and algorithm name that Raven renamed or retired
 * since version 2.x, as far as Raven's own history shows (its repository starts at v2.6.1, 2016). Each entry
 * says what Raven 4.12.1 does with the legacy spelling, what it reads instead, how rvkit rewrites it, and
 * where the change is recorded (the Raven version whose sources first have it, and the commit in
 * github.com/CSHS-CWRA/RavenHydroFramework, or the 4.12 source that marks it deprecated).
 *
 * `rvkit fix` applies an entry only when its rewrite is certain (`rewrite` other than `report`); the others
 * are named in the checker's message so that the modeller decides.
 */
import type { FileType } from './types.js';

/** What Raven 4.12.1 does with the legacy spelling. */
export type LegacyVerdict =
  /** It stops (an ERROR line: the run does not simulate). */
  | 'stops'
  /** It writes a WARNING and runs on. */
  | 'warns'
  /** It still reads the legacy spelling as the new one, silently (kept for backward compatibility). */
  | 'accepts';

/**
 * How rvkit rewrites the legacy spelling:
 * - rename: the command name (or the value) is replaced by `modern`, nothing else changes;
 * - delete: the line is removed (its effect in the version it was written for is what 4.12 does without it);
 * - aggregated-variable: `:AggregatedVariable SV GROUP` becomes `:LateralEquilibrate RAVEN_DEFAULT GROUP SV
 *   100` where GROUP is declared above it, and is commented out where it is not (older Raven then did nothing);
 * - delete-block: the command's block, from its line to its `end` line, is removed (it never had an effect);
 * - monthly-table: a Raven 2.x table of monthly values by gauge name becomes a `modern` line (the 12 values) at
 *   the end of each named gauge's block, and the table goes;
 * - data-block: a Raven 2.x forcing block (`:Rain` … `:EndRain`) becomes `:Data FORCING` … `:EndData` (`forcing`
 *   names the forcing), its time series header and values untouched: Raven 2.x read both with one time series
 *   parser (CTimeSeries::Parse);
 * - initial-conditions: `:InitialConditions SV` with one value per HRU, in the order of the :HRUs table,
 *   becomes a `:HRUStateVariableTable` with `:Attributes SV` and one `ID value` row per HRU;
 * - report: no certain rewrite (the meaning or the layout changed): the message says what to write instead.
 */
export type LegacyRewrite =
  | 'rename'
  | 'delete'
  | 'delete-block'
  | 'monthly-table'
  | 'aggregated-variable'
  | 'data-block'
  | 'initial-conditions'
  | 'report';

/** One legacy spelling. */
export interface Migration {
  /** A command (its name is legacy) or a value (an argument of `command` is legacy). */
  readonly kind: 'command' | 'value';
  readonly fileType: FileType;
  /** For a value: the command whose argument it is (its canonical catalogue name). */
  readonly command?: string;
  /** For a value: which argument (0 = the first after the command name). */
  readonly arg?: number;
  /** The legacy spelling (compared exactly, as Raven compares; `caseInsensitive` for old upper-cased reads). */
  readonly legacy: string;
  readonly caseInsensitive?: true;
  /** What Raven 4.12 reads instead (absent for a command retired without a successor). */
  readonly modern?: string;
  readonly rewrite: LegacyRewrite;
  /** For a `delete-block` rewrite: the end line's command, compared exactly. */
  readonly end?: string;
  /** For a `data-block` rewrite: the forcing the block gives (its name in `:Data`). */
  readonly forcing?: string;
  readonly raven412: LegacyVerdict;
  /** The Raven version that changed it (the first whose sources have the change). */
  readonly since: string;
  /** Where the change is recorded: a commit of Raven's repository, and/or the 4.12 source file and place. */
  readonly source: string;
  /** One sentence for the modeller: what changed and what to write. */
  readonly note: string;
}

const CANOPY_SUBLIMATION = 'f3baa16 (":CanopySnowEvaporation" and ":CanopySnowEvap" marked obsolete)';
const SUBLIM_RENAME = '54fd024 (canopy sublimation algorithms renamed SUBLIM_*)';
const RVT_CULL = '8f0dfc4 ("culling obsolete .rvt commands")';

function renamedCommand(
  fileType: FileType,
  legacy: string,
  modern: string,
  raven412: LegacyVerdict,
  since: string,
  source: string,
): Migration {
  return {
    kind: 'command',
    fileType,
    legacy,
    modern,
    rewrite: 'rename',
    raven412,
    since,
    source,
    note: `${legacy} is now ${modern}`,
  };
}

function renamedValue(
  command: string,
  legacy: string,
  modern: string,
  raven412: LegacyVerdict,
  since: string,
  source: string,
  arg = 0,
): Migration {
  return {
    kind: 'value',
    fileType: 'rvi',
    command,
    arg,
    legacy,
    modern,
    rewrite: 'rename',
    raven412,
    since,
    source,
    note: `${command} ${legacy} is now ${modern}`,
  };
}

/**
 * A command retired without a certain rewrite. Raven 4.12 ignores an unknown `:Name` line with a warning, but
 * stops at the first line of a block that does not start with a colon (data rows): `raven412` says which the
 * command's realistic form meets (measured on legacy copies of corpus models, test/fix/migrations.test.ts).
 */
function retiredCommand(
  fileType: FileType,
  legacy: string,
  since: string,
  source: string,
  note: string,
  modern?: string,
  raven412: LegacyVerdict = 'warns',
): Migration {
  return {
    kind: 'command',
    fileType,
    legacy,
    modern,
    rewrite: 'report',
    raven412,
    since,
    source,
    note,
  };
}

/**
 * Raven 2.x forcing blocks of one gauge (`:Rain` then a time series header, values and `:EndRain`), culled in
 * 3.0.4; the forcing each gave is the one its case passed to CTimeSeries::Parse (ParseTimeSeriesFile.cpp
 * before 8f0dfc4). Raven 4.12 ignores the `:Rain` line and stops at the header below it.
 */
const RVT_FORCING_BLOCKS = (
  [
    [':Rain', 'RAINFALL'],
    [':Snow', 'SNOWFALL'],
    [':TotalPrecip', 'PRECIP'],
    [':MinTemperature', 'TEMP_DAILY_MIN'],
    [':MaxTemperature', 'TEMP_DAILY_MAX'],
    [':AveTemperature', 'TEMP_DAILY_AVE'],
  ] as const
).map(([legacy, forcing]): Migration => ({
  kind: 'command',
  fileType: 'rvt',
  legacy,
  modern: ':Data',
  rewrite: 'data-block',
  forcing,
  raven412: 'stops',
  since: '3.0.4',
  source: RVT_CULL,
  note: `${legacy} … :End${legacy.slice(1)} was retired in Raven 3.0.4: it is now :Data ${forcing} … :EndData (the same header and values)`,
}));

/**
 * Raven 2.x tables of monthly values, one row per gauge name (`GaugeName, J, F, … D`), culled in 3.0.4
 * (:MonthlyEvapFactors and :MonthlyAveEvaporations set the same monthly PET). Each row becomes a line at the end
 * of that gauge's block, where the gauge is named and closed above the table; otherwise the message says what to
 * write. Raven 4.12 stops at the first row.
 */
const RVT_MONTHLY_TABLES = (
  [
    [':MonthlyAveTemperatures', ':MonthlyAveTemperature'],
    [':MonthlyMinTemperatures', ':MonthlyMinTemperature'],
    [':MonthlyMaxTemperatures', ':MonthlyMaxTemperature'],
    [':MonthlyAveEvaporations', ':MonthlyAveEvaporation'],
    [':MonthlyEvapFactors', ':MonthlyAveEvaporation'],
  ] as const
).map(([legacy, modern]): Migration => ({
  kind: 'command',
  fileType: 'rvt',
  legacy,
  modern,
  rewrite: 'monthly-table',
  raven412: 'stops',
  since: '3.0.4',
  source: RVT_CULL,
  note: `${legacy} was retired in Raven 3.0.4: for each row "NAME, J, F, … D" write ${modern} J, F, … D (the 12 values) at the end of the :Gauge NAME … :EndGauge block, and remove the table`,
}));

/** Every legacy spelling rvkit knows, by file type and command. */
export const MIGRATIONS: readonly Migration[] = [
  // --- commands renamed or merged ---
  renamedCommand(
    'rvi',
    ':CanopySnowEvaporation',
    ':CanopySublimation',
    'accepts',
    '3.0.1',
    CANOPY_SUBLIMATION,
  ),
  renamedCommand('rvi', ':CanopySnowEvap', ':CanopySublimation', 'accepts', '3.0.1', CANOPY_SUBLIMATION),
  renamedCommand(
    'rvp',
    ':SnowParameterList',
    ':LandUseParameterList',
    'accepts',
    '4.12',
    'ParsePropertyFile.cpp (4.12): ":SnowParameterList" dispatched as the land use parameter list, "TO BECOME OBSOLETE"',
  ),
  renamedCommand(
    'rvt',
    ':AssimlateStreamflow',
    ':AssimilateStreamflow',
    'warns',
    '3.0.4',
    '9d358c2 (the misspelt command name corrected)',
  ),
  {
    kind: 'command',
    fileType: 'rvi',
    legacy: ':AggregatedVariable',
    modern: ':LateralEquilibrate',
    rewrite: 'aggregated-variable',
    raven412: 'warns',
    since: '3.0.4',
    source:
      '1e67d53 ("removed aggregated variable options, added CmvLatEquilibrate"); ParseInput.cpp (4.12) :AggregatedVariable builds CmvLatEquilibrate with rate 100 within basins',
    note: ':AggregatedVariable SV GROUP is now :LateralEquilibrate RAVEN_DEFAULT GROUP SV 100 (GROUP declared above it by :DefineHRUGroups)',
  },
  {
    kind: 'value',
    fileType: 'rvi',
    command: ':DebugMode',
    arg: 0,
    legacy: '*',
    rewrite: 'delete',
    raven412: 'warns',
    since: '2.9.1',
    source:
      "4257d95 (':DebugMode no' deprecated: any :DebugMode turns debugging on); ParseInput.cpp (4.12) :DebugMode",
    note: ':DebugMode with a value other than YES, ON or TRUE meant "off" before Raven 2.9.1; now any :DebugMode turns debugging on: remove the line',
  },
  {
    kind: 'command',
    fileType: 'rvi',
    legacy: ':EvaluationTime',
    modern: ':EvaluationPeriod',
    rewrite: 'report',
    raven412: 'warns',
    since: '3.0.1',
    source: '68be3fc ("Brought back deprecated :EvaluationTime"); ParseInput.cpp (4.12) :EvaluationTime',
    note: ':EvaluationTime is deprecated and has no exact successor: it narrows the diagnostics of the whole run (ALL) to its dates',
  },
  {
    kind: 'command',
    fileType: 'rvc',
    legacy: ':InitialConditions',
    modern: ':HRUStateVariableTable',
    rewrite: 'initial-conditions',
    raven412: 'warns',
    since: '3.5',
    source:
      '4f09fd2 (removed), 68df5d1 (brought back for backward compatibility); ParseInitialConditionFile.cpp (4.12) :InitialConditions',
    note: ':InitialConditions SV (one value per HRU, in HRU order) is deprecated: it is now a :HRUStateVariableTable with :Attributes SV and one "HRU_ID value" row per HRU',
  },
  // --- commands retired ---
  retiredCommand(
    'rvi',
    ':EmulationMode',
    '2.8.1',
    '0cbf225 (:EmulationMode removed)',
    ':EmulationMode was retired in Raven 2.8.1: write the emulated model’s options and processes out (see the emulation templates of the manual)',
  ),
  retiredCommand(
    'rvi',
    ':-->Cascade',
    '3.0.4',
    'd586478 ("removed cascades")',
    ':-->Cascade was retired in Raven 3.0.4: nothing replaces it; remove it',
  ),
  retiredCommand(
    'rvi',
    ':EvaluationThreshold',
    '3.5',
    'e82ed74 ("diagnostics with thresholds")',
    // No certain rewrite: the old threshold was a fraction of the largest observation (Diagnostics.cpp before
    // e82ed74), the 4.12 condition is a quantile of the ranked observations (Diagnostics.cpp, thresh_obsval).
    ':EvaluationThreshold P (diagnostics left out observations below P × the largest one) was retired in Raven 3.5 without an equivalent: the nearest is :EvaluationPeriod NAME START END IS_GREATER_THAN Q, which leaves out the observations below their Q-quantile (Q from 0 to 1)',
    ':EvaluationPeriod',
  ),
  // Both lines did nothing ("just an input file placeholder", ParseInitialConditionFile.cpp before 4f09fd2);
  // what stood between them was read as any other .rvc line, and still is once they are gone.
  ...[':HRUInitialConditions', ':EndHRUInitialConditions'].map((legacy): Migration => ({
    kind: 'command',
    fileType: 'rvc',
    legacy,
    rewrite: 'delete',
    raven412: 'warns',
    since: '3.1.5',
    source:
      '4f09fd2 (:HRUInitialConditions … :EndHRUInitialConditions, a placeholder that did nothing, removed)',
    note: `${legacy} was retired in Raven 3.1.5: it never did anything (the lines between it and its end are read as usual); remove the line`,
  })),
  {
    // Every Raven that read it (f714d74 to b576620) counted the rows and dropped them (the setter was commented
    // out), so a model ran the same without it. Raven 4.12 ignores the line and stops at the first row.
    kind: 'command',
    fileType: 'rvt',
    legacy: ':StationElevations',
    rewrite: 'delete-block',
    end: ':EndStationElevations',
    raven412: 'stops',
    since: '2.9.2',
    source:
      'f714d74 (":StationElevations" read, values unused), b576620 (renamed :StationElevationsByAttribute, a stub that stops on rows)',
    note: ':StationElevations … :EndStationElevations was retired in Raven 2.9.2: no Raven ever used its values; remove the block',
  },
  retiredCommand(
    'rvt',
    ':OverrideReservoirOutflow',
    '2.7.2',
    'deef404 (replaced by the :OverrideReservoirFlow block)',
    // Before 2.7.2 the command stopped every run (ExitGracefully STUB, "not bonded to correct SB right now").
    ':OverrideReservoirOutflow SBID was retired in Raven 2.7.2 (no Raven ever ran with it): remove it, or give the outflow as :OverrideReservoirFlow SBID, a time series header and values, :EndOverrideReservoirFlow',
    ':OverrideReservoirFlow',
  ),
  retiredCommand(
    'rvt',
    ':DZTRReservoirModel',
    '2.9.2',
    '1c9c3fe (:DZTRReservoirModel removed)',
    ':DZTRReservoirModel was retired in Raven 2.9.2: give the DZTR parameters in the reservoir’s block of the .rvh (:Type RESROUTE_DZTR …)',
  ),
  retiredCommand(
    'rvt',
    ':GaugeList',
    '3.0.4',
    RVT_CULL,
    ':GaugeList was retired in Raven 3.0.4: for each row "NAME, LAT, LON, ELEV …" write a :Gauge NAME block with :Latitude, :Longitude and :Elevation lines (and its data), and remove the table',
    ':Gauge',
    'stops',
  ),
  ...RVT_FORCING_BLOCKS,
  ...RVT_MONTHLY_TABLES,
  // --- option values and algorithms ---
  renamedValue(
    ':AirPressureMethod',
    'BASIC',
    'AIRPRESS_BASIC',
    'accepts',
    '4.12',
    'ParseInput.cpp (4.12) :AirPressureMethod, "to make obsolete"',
  ),
  renamedValue(
    ':AirPressureMethod',
    'UBC',
    'AIRPRESS_UBC',
    'accepts',
    '4.12',
    'ParseInput.cpp (4.12) :AirPressureMethod, "to make obsolete"',
  ),
  renamedValue(
    ':AirPressureMethod',
    'USE_DATA',
    'AIRPRESS_DATA',
    'accepts',
    '4.12',
    'ParseInput.cpp (4.12) :AirPressureMethod, "to make obsolete"',
  ),
  renamedValue(
    ':AirPressureMethod',
    'CONSTANT',
    'AIRPRESS_CONST',
    'accepts',
    '4.12',
    'ParseInput.cpp (4.12) :AirPressureMethod, "to make obsolete"',
  ),
  renamedValue(
    ':Infiltration',
    'INF_PARTITION',
    'INF_RATIONAL',
    'accepts',
    '4.12',
    'ParseInput.cpp (4.12) :Infiltration, "backward compatible"',
  ),
  renamedValue(
    ':SnowBalance',
    'UBC',
    'SNOBAL_UBCWM',
    'accepts',
    '4.12',
    'ParseInput.cpp (4.12) :SnowBalance, "backward compatible"',
  ),
  renamedValue(
    ':SnowBalance',
    'SNOBAL_CEMA_NIEGE',
    'SNOBAL_CEMA_NEIGE',
    'accepts',
    '2.8.3',
    'da8eda4 (the misspelt CemaNeige name kept for backward compatibility)',
  ),
  renamedValue(':CanopySublimation', 'CANEVP_ALL', 'SUBLIM_ALL', 'accepts', '3.0.2', SUBLIM_RENAME),
  renamedValue(':CanopySublimation', 'CANEVP_MAXIMUM', 'SUBLIM_MAXIMUM', 'accepts', '3.0.2', SUBLIM_RENAME),
  renamedValue(':CanopySublimation', 'CANSUBLIM_ALL', 'SUBLIM_ALL', 'stops', '3.0.2', SUBLIM_RENAME),
  renamedValue(':CanopySublimation', 'CANSUBLIM_MAXIMUM', 'SUBLIM_MAXIMUM', 'stops', '3.0.2', SUBLIM_RENAME),
  renamedValue(
    ':Evaporation',
    'PET_GRANGER',
    'PET_GRANGERGRAY',
    'stops',
    '2.9',
    '579c138 (PET_GRANGER renamed PET_GRANGERGRAY)',
  ),
  renamedValue(
    ':OW_Evaporation',
    'PET_GRANGER',
    'PET_GRANGERGRAY',
    'stops',
    '2.9',
    '579c138 (PET_GRANGER renamed PET_GRANGERGRAY)',
  ),
  renamedValue(
    ':SoilEvaporation',
    'SOILEVAP_HBVPDM',
    'SOILEVAP_HYPR',
    'stops',
    '2.9.2',
    '63ff3b8 ("Renamed SOILEVAP_HBVPDM to SOILEVAP_HYPR")',
  ),
  renamedValue(
    ':CustomOutput',
    'BY_GROUP',
    'BY_HRU_GROUP',
    'stops',
    '3.0',
    'd5e425a (subbasin groups added; BY_GROUP became BY_HRU_GROUP)',
    3,
  ),
  {
    kind: 'value',
    fileType: 'rvi',
    command: ':SoilModel',
    arg: 0,
    legacy: 'SOIL_LUMPED',
    rewrite: 'report',
    raven412: 'stops',
    since: '2.6.6',
    source: '44dbc97 (SOIL_LUMPED removed)',
    note: 'SOIL_LUMPED was retired in Raven 2.6.6: use SOIL_ONE_LAYER, SOIL_TWO_LAYER or SOIL_MULTILAYER n',
  },
  {
    kind: 'value',
    fileType: 'rvi',
    command: ':Sublimation',
    arg: 0,
    legacy: 'SUBLIM_CRHM_MARKS',
    rewrite: 'report',
    raven412: 'stops',
    since: '3.0.2',
    source: '579c138 (renamed SUBLIM_CRHM in 2.9), 54fd024 (SUBLIM_CRHM removed in 3.0.2)',
    note: 'SUBLIM_CRHM_MARKS (later SUBLIM_CRHM) was retired in Raven 3.0.2: choose another :Sublimation algorithm (e.g. SUBLIM_KUCHMENT_GELFAN)',
  },
];

/** The migration of a legacy command name of a file type, if any. */
export function commandMigration(fileType: FileType, name: string): Migration | undefined {
  return MIGRATIONS.find((m) => m.kind === 'command' && m.fileType === fileType && m.legacy === name);
}

/** The migration of a legacy value of a command's argument, if any. */
export function valueMigration(
  fileType: FileType,
  command: string,
  arg: number,
  value: string,
): Migration | undefined {
  return MIGRATIONS.find(
    (m) =>
      m.kind === 'value' &&
      m.fileType === fileType &&
      m.command === command &&
      m.arg === arg &&
      m.legacy !== '*' &&
      (m.caseInsensitive ? m.legacy.toUpperCase() === value.toUpperCase() : m.legacy === value),
  );
}
