/**
 * The .rvi catalogue: every command the engine's main input parser dispatches (ParseMainInputFile).
 * The process commands live in rvi-processes.ts.
 */
import {
  DIAGNOSTICS,
  FILE_CONTROL,
  HEADER_COMMANDS,
  NAME_HEADER,
  RVI_COMMENTS,
  float,
  int,
  oneOf,
  optional,
  variadic,
  word,
} from './common.js';
import { allNames } from './lookup.js';
import {
  ENERGY_PROCESSES,
  GEOCHEMICAL_PROCESSES,
  HYDROLOGIC_PROCESSES,
  PROCESS_MODIFIERS,
} from './rvi-processes.js';
import type { Arg, CommandSpec, FileCatalogue } from './types.js';

const sv = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'stateVar', ...more });
const date = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'date', ...more });
const time = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'time', ...more });
const path = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'path', ...more });

/** A switch: the command alone turns an option on. */
const flag = (name: string, doc: string): CommandSpec => ({ name, doc });

/**
 * An option chosen by one keyword. Each of these commands ends its chain of keywords in ParseMainInputFile
 * (ParseInput.cpp) with `ExitGracefully(…, BAD_DATA_WARN)`: an unknown keyword is an error.
 */
function method(
  name: string,
  values: readonly string[],
  doc: string,
  more: { aliases?: readonly string[]; caseInsensitive?: true } = {},
): CommandSpec {
  const { aliases, ...arg } = more;
  const args = [oneOf('method', values, 'error', arg)];
  return aliases ? { name, aliases, args, doc } : { name, args, doc };
}

/** A file-name command (`:rvh_Filename` …): only the first token is read, so no spaces. */
const fileName = (name: string, doc: string): CommandSpec => ({ name, args: [path('filename')], doc });

// The engine upper-cases PET, potential-melt and calendar names before comparing them (ParseEvapMethod,
// ParsePotMeltMethod, StringToCalendar), so lower-case spellings work there too; everywhere else option values
// are compared with strcmp, case-sensitively.
const PET_METHODS = [
  'CONSTANT',
  'FROM_FILE',
  'FROM_MONTHLY',
  'PENMAN_MONTEITH',
  'PENMAN_COMBINATION',
  'PRIESTLEY_TAYLOR',
  'HARGREAVES',
  'HARGREAVES_1985',
  'MONTHLY_FACTOR',
  'PET_CONSTANT',
  'PET_DATA',
  'PET_NONE',
  'PET_FROMMONTHLY',
  'PET_PENMAN_MONTEITH',
  'PET_PENMAN_COMBINATION',
  'PET_HAMON',
  'PET_HARGREAVES',
  'PET_HARGREAVES_1985',
  'PET_TURC_1961',
  'PET_MAKKINK_1957',
  'PET_PRIESTLEY_TAYLOR',
  'PET_MONTHLY_FACTOR',
  'PET_PENMAN_SIMPLE33',
  'PET_PENMAN_SIMPLE39',
  'PET_GRANGERGRAY',
  'PET_MOHYSE',
  'PET_OUDIN',
  'PET_LINACRE',
  'PET_VAPDEFICIT',
  'PET_BLENDED',
  'PET_LINEAR_TEMP',
];

const POTMELT_METHODS = [
  'POTMELT_DEGREE_DAY',
  'POTMELT_DD_FREEZE',
  'POTMELT_EB',
  'POTMELT_RESTRICTED',
  'POTMELT_DD_RAIN',
  'POTMELT_UBCWM',
  'POTMELT_HBV',
  'POTMELT_HBV_ROS',
  'POTMELT_DATA',
  'UBC',
  'HBV',
  'POTMELT_USACE',
  'POTMELT_CRHM_EBSM',
  'POTMELT_RILEY',
  'POTMELT_HMETS',
  'POTMELT_BLENDED',
  'POTMELT_NONE',
];

// 360_DAY is recognised by the engine only to stop with an error, so it is left out.
const CALENDARS = [
  'STANDARD',
  'GREGORIAN',
  'PROLEPTIC_GREGORIAN',
  'NOLEAP',
  'NO_LEAP',
  '365_DAY',
  'JULIAN',
  'ALL_LEAP',
  '366_DAY',
];

// With PET_DATA, an unknown infill method only gives an advisory: Raven infills with PET_HARGREAVES_1985.
const PET_ARGS: readonly Arg[] = [
  oneOf('method', PET_METHODS, 'error', { caseInsensitive: true }),
  optional(
    oneOf('infill_method', PET_METHODS, 'ignored', {
      caseInsensitive: true,
      fallback: 'PET_HARGREAVES_1985',
    }),
  ),
];

const ORO_CORRECTIONS = [
  'HBV',
  'UBC',
  'UBC_2',
  'SIMPLE',
  'NONE',
  'OROCORR_HBV',
  'OROCORR_UBCWM',
  'OROCORR_UBCWM2',
  'OROCORR_SIMPLELAPSE',
];

// ---------------------------------------------------------------------------------------------------------
// Simulation time
// ---------------------------------------------------------------------------------------------------------
const TIME_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':JulianStartDay',
    args: [float('day')],
    doc: 'Start day of the simulation as a (decimal) Julian day.',
  },
  {
    name: ':JulianStartYear',
    args: [int('year')],
    doc: 'Start year of the simulation, used with :JulianStartDay.',
  },
  {
    name: ':Duration',
    args: [float('days'), optional(time('time'))],
    doc: 'Length of the simulation in days, optionally plus a part day given as hh:mm:ss.',
  },
  {
    name: ':Method',
    aliases: [':NumericalMethod'],
    // Only ITER_HEUN reads the two numbers; any other keyword is silently ignored by the engine (no else in
    // ParseMainInputFile), which keeps ORDERED_SERIES.
    args: [
      oneOf('method', ['EULER', 'STANDARD', 'ORDERED_SERIES', 'ITER_HEUN'], 'ignored', {
        fallback: 'ORDERED_SERIES',
      }),
      optional(float('convergence_criterion')),
      optional(float('max_iterations')),
    ],
    doc: 'Numerical method used to solve the water and energy balance.',
  },
  {
    name: ':TimeStep',
    args: [{ name: 'step', type: 'timestep' }],
    doc: 'Model time step, in days or hh:mm:ss.',
  },
  {
    name: ':StartDate',
    args: [date('date'), optional(time('time'))],
    doc: 'Start date and time of the simulation.',
  },
  {
    name: ':EndDate',
    args: [date('date'), optional(time('time'))],
    doc: 'End date and time of the simulation (must come after :StartDate).',
  },
  {
    name: ':Calendar',
    // StringToCalendar (CommonFunctions.cpp) stops with BAD_DATA on an unknown name (and on 360_DAY).
    args: [oneOf('calendar', CALENDARS, 'fatal', { caseInsensitive: true })],
    doc: 'Calendar used for all dates of the model.',
  },
  {
    name: ':TimeZone',
    args: [int('hours')],
    doc: 'Time zone of the model, as an offset from UTC in hours (used in NetCDF output).',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Model structure and routing
// ---------------------------------------------------------------------------------------------------------
const MODEL_COMMANDS: readonly CommandSpec[] = [
  method(
    ':Routing',
    [
      'MUSKINGUM',
      'ROUTE_MUSKINGUM',
      'ROUTE_MUSKINGUM_CUNGE',
      'ROUTE_STORAGECOEFF',
      'ROUTE_PLUG_FLOW',
      'ROUTE_DIFFUSIVE_WAVE',
      'ROUTE_DIFFUSIVE_VARY',
      'ROUTE_HYDROLOGIC',
      'ROUTE_NONE',
      'ROUTE_EXTERNAL',
      'ROUTE_TVD',
      'NONE',
    ],
    'In-channel routing method.',
  ),
  {
    name: ':SoilModel',
    args: [
      oneOf('model', ['SOIL_ONE_LAYER', 'SOIL_TWO_LAYER', 'SOIL_MULTILAYER'], 'fatal'),
      optional(int('layers')),
    ],
    doc: 'Number of soil layers (SOIL_MULTILAYER takes the count); required, and it creates the model.',
  },
  method(
    ':CatchmentRoute',
    [
      'DUMP',
      'DELAYED',
      'DELAYED_FIRST_ORDER',
      'GAMMA',
      'GAMMA_UH',
      'GAMMA_CONVOLUTION',
      'TRIANGULAR_UH',
      'TRI_CONVOLUTION',
      'EXPONENTIAL_UH',
      'SERIES_LINEAR_RESERVOIRS',
      'RESERVOIRS_SERIES',
      'ROUTE_DUMP',
      'ROUTE_DELAYED_FIRST_ORDER',
      'ROUTE_GAMMA_CONVOLUTION',
      'ROUTE_TRI_CONVOLUTION',
      'ROUTE_RESERVOIR_SERIES',
    ],
    'In-catchment routing method, from the HRUs to the subbasin outlet.',
    { aliases: [':CatchmentRouting'] },
  ),
  {
    name: ':LakeStorage',
    args: [sv('state_var')],
    doc: 'Store that receives precipitation on lakes (after :SoilModel).',
  },
  { name: ':MultilayerSnow', args: [int('layers')], doc: 'Number of snow layers (after :SoilModel).' },
  {
    name: ':Alias',
    args: [word('alias'), sv('state_var')],
    doc: 'Defines another name for a state variable, usable in later commands.',
  },
  method(
    ':TimeOfConcentrationMethod',
    ['TOC_MCDERMOTT_PILGRIM', 'TOC_AIRPORT', 'TOC_BRANSBY_WILLIAMS', 'TOC_WILLIAMS_1922'],
    'Method used to estimate the time of concentration of subbasins.',
  ),
  method(
    ':ModelType',
    ['SURFACE', 'COUPLED'],
    'Surface-water model alone, or coupled with a groundwater model.',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Forcing estimation and correction methods
// ---------------------------------------------------------------------------------------------------------
const FORCING_METHODS: readonly CommandSpec[] = [
  {
    name: ':Evaporation',
    args: PET_ARGS,
    doc: 'Potential evapotranspiration method; with PET_DATA, the second method fills gaps in the data.',
  },
  {
    name: ':OW_Evaporation',
    args: PET_ARGS,
    doc: 'Open-water potential evaporation method; with PET_DATA, the second method fills gaps.',
  },
  method(
    ':OroPETCorrect',
    ['HBV', 'PRMS', 'NONE', 'OROCORR_HBV', 'OROCORR_PRMS', 'OROCORR_UBCWM', 'OROCORR_NONE'],
    'Orographic correction of PET.',
  ),
  method(
    ':RainSnowFraction',
    [
      'USE_DATA',
      'DINGMAN',
      'HBV',
      'UBC',
      'HSPF',
      'RAINSNOW_DATA',
      'RAINSNOW_DINGMAN',
      'RAINSNOW_HBV',
      'RAINSNOW_UBCWM',
      'RAINSNOW_HSPF',
      'RAINSNOW_HARDER',
      'RAINSNOW_WANG',
      'RAINSNOW_SNTHERM89',
      'RAINSNOW_CLASS',
      'RAINSNOW_THRESHOLD',
    ],
    'Method that splits precipitation into rain and snow.',
    { aliases: [':RainSnowMethod'] },
  ),
  method(
    ':CloudCoverMethod',
    ['USE_DATA', 'UBC', 'NONE', 'CLOUDCOV_DATA', 'CLOUDCOV_UBCWM', 'CLOUDCOV_NONE'],
    'Cloud cover estimation method.',
  ),
  method(
    ':LWRadiationMethod',
    [
      'USE_DATA',
      'DEFAULT',
      'UBC',
      'HSPF',
      'LW_RAD_DATA',
      'LW_RAD_DEFAULT',
      'LW_RAD_UBCWM',
      'LW_RAD_HSPF',
      'LW_RAD_VALIANTZAS',
      'LW_RAD_NONE',
    ],
    'Net longwave radiation estimation method.',
  ),
  method(
    ':SWRadiationMethod',
    ['SW_RAD_DATA', 'SW_RAD_DEFAULT', 'SW_RAD_UBCWM', 'UBC', 'SW_RAD_VALIANTZAS', 'SW_RAD_NONE'],
    'Shortwave radiation estimation method.',
  ),
  method(
    ':MonthlyInterpolationMethod',
    [
      'UNIFORM',
      'LINEAR_START_OF_MONTH',
      'LINEAR_FOM',
      'LINEAR_21',
      'LINEAR_MID',
      'MONTHINT_UNIFORM',
      'MONTHINT_LINEAR_FOM',
      'MONTHINT_LINEAR_21',
      'MONTHINT_LINEAR_MID',
    ],
    'How monthly values are interpolated to daily values.',
  ),
  method(
    ':RelativeHumidityMethod',
    ['CONSTANT', 'MINDEWPT', 'RELHUM_CONSTANT', 'RELHUM_MINDEWPT', 'RELHUM_DATA'],
    'Relative humidity estimation method.',
  ),
  {
    name: ':Interpolation',
    aliases: [':InterpolationMethod', ':MetGaugeInterpolation'],
    // With FROM_FILE the rest of the line is joined with spaces into the weights file name.
    args: [
      oneOf(
        'method',
        [
          'NEAREST_NEIGHBOR',
          'AVERAGE_ALL',
          'INVERSE_DISTANCE',
          'FROM_FILE',
          'INTERP_NEAREST_NEIGHBOR',
          'INTERP_AVERAGE_ALL',
          'INTERP_INVERSE_DISTANCE',
          'INTERP_INVERSE_DISTANCE_ELEVATION',
          'INTERP_FROM_FILE',
        ],
        'error',
      ),
      optional(variadic(path('weights_file'))),
    ],
    doc: 'How gauge forcings are interpolated to HRUs; FROM_FILE reads the weights from a file.',
  },
  method(
    ':WindspeedMethod',
    [
      'CONSTANT',
      'USE_DATA',
      'UBC',
      'WINDVEL_CONSTANT',
      'WINDVEL_DATA',
      'WINDVEL_UBC',
      'WINDVEL_UBCWM',
      'WINDVEL_UBC_MOD',
      'WINDVEL_SQRT',
      'WINDVEL_LOG',
    ],
    'Wind speed estimation method.',
  ),
  method(
    ':AirPressureMethod',
    [
      'BASIC',
      'UBC',
      'USE_DATA',
      'CONSTANT',
      'AIRPRESS_BASIC',
      'AIRPRESS_UBC',
      'AIRPRESS_DATA',
      'AIRPRESS_CONST',
    ],
    'Air pressure estimation method.',
  ),
  method(
    ':PrecipIceptFract',
    [
      'USER_SPECIFIED',
      'ICEPT_USER',
      'LAI_LINEAR',
      'ICEPT_LAI',
      'LAI_EXPONENTIAL',
      'ICEPT_EXPLAI',
      'PRECIP_ICEPT_NONE',
      'PRECIP_ICEPT_USER',
      'PRECIP_ICEPT_LAI',
      'PRECIP_ICEPT_EXPLAI',
      'PRECIP_ICEPT_HEDSTROM',
      'PRECIP_ICEPT_STICKY',
    ],
    'Method for the fraction of precipitation intercepted by the canopy.',
  ),
  method(
    ':OroTempCorrect',
    [...ORO_CORRECTIONS, 'OROCORR_WETDRY', 'OROCORR_NONE'],
    'Orographic correction of temperature.',
  ),
  method(
    ':OroPrecipCorrect',
    [...ORO_CORRECTIONS, 'OROCORR_NONE'],
    'Orographic correction of precipitation.',
  ),
  method(
    ':LWIncomingMethod',
    ['LW_INC_DATA', 'LW_INC_DEFAULT', 'LW_INC_SICART', 'LW_INC_SKYVIEW', 'LW_INC_DINGMAN'],
    'Incoming longwave radiation estimation method.',
  ),
  method(':PotentialMeltMethod', POTMELT_METHODS, 'Potential snowmelt estimation method.', {
    caseInsensitive: true,
  }),
  method(
    ':SubdailyMethod',
    ['NONE', 'SIMPLE', 'UBC', 'SUBDAILY_NONE', 'SUBDAILY_SIMPLE', 'SUBDAILY_UBC'],
    'How daily forcings are downscaled to sub-daily time steps.',
    { aliases: [':SubDailyMethod'] },
  ),
  method(
    ':SWCanopyCorrect',
    [
      'NONE',
      'STATIC',
      'DYNAMIC',
      'UBC',
      'SW_CANOPY_CORR_NONE',
      'SW_CANOPY_CORR_STATIC',
      'SW_CANOPY_CORR_DYNAMIC',
      'SW_CANOPY_CORR_UBCWM',
    ],
    'Canopy transmittance correction of shortwave radiation.',
  ),
  method(
    ':SWCloudCorrect',
    ['SW_CLOUD_CORR_NONE', 'SW_CLOUD_CORR_UBCWM', 'SW_CLOUD_CORR_DINGMAN', 'SW_CLOUD_CORR_ANNANDALE'],
    'Cloud cover correction of shortwave radiation.',
  ),
  {
    name: ':BlendedPETWeights',
    // Pairs `method weight …`, or with an odd count N methods and N-1 random numbers: a mix the schema
    // cannot type, so the tokens stay words.
    args: [variadic(word('methods_and_weights'))],
    doc: 'Methods and weights blended by PET_BLENDED (after :SoilModel).',
  },
  method(
    ':RechargeMethod',
    ['RECHARGE_NONE', 'RECHARGE_MODEL', 'RECHARGE_DATA'],
    'Groundwater recharge method.',
  ),
  method(
    ':NetSWRadMethod',
    ['NETSWRAD_CALC', 'NETSWRAD_DATA'],
    'Net shortwave radiation: calculated or from data.',
  ),
  {
    name: ':BlendedPotMeltWeights',
    args: [variadic(word('methods_and_weights'))],
    doc: 'Methods and weights blended by POTMELT_BLENDED (after :SoilModel).',
  },
  method(':SnowCoverDepletion', ['SNOWCOV_NONE', 'SNOWCOV_LINEAR'], 'Snow cover depletion curve method.'),
];

// ---------------------------------------------------------------------------------------------------------
// Model behaviour switches
// ---------------------------------------------------------------------------------------------------------
const BEHAVIOUR_COMMANDS: readonly CommandSpec[] = [
  flag(':EndPause', 'Waits for the ENTER key at the end of the run (also after a fatal error).'),
  flag(':RetainUBCWMBugs', 'Reproduces known quirks of the original UBC Watershed Model.'),
  flag(':DirectEvaporation', 'Takes evaporation directly from rainfall.'),
  {
    name: ':EnsembleMode',
    args: [
      oneOf('mode', ['ENSEMBLE_NONE', 'ENSEMBLE_DDS', 'ENSEMBLE_MONTECARLO', 'ENSEMBLE_ENKF'], 'error'),
      int('members'),
    ],
    doc: 'Runs an ensemble of the model, configured in the .rve file.',
  },
  flag(':SuppressCompetitiveET', 'Stops evaporation processes from competing for the same PET.'),
  flag(':SnowSuppressesPET', 'Sets PET to zero where there is snow on the ground.'),
  flag(':AllowSoilOverfill', 'Lets soil stores fill beyond their capacity.'),
  {
    name: ':RandomSeed',
    args: [int('seed')],
    doc: 'Seed of the random number generator (combined with the start date).',
  },
  flag(':UseStopFile', 'Stops the run cleanly when a stop file appears.'),
];

// ---------------------------------------------------------------------------------------------------------
// Output and run options
// ---------------------------------------------------------------------------------------------------------
const OUTPUT_COMMANDS: readonly CommandSpec[] = [
  flag(':DebugMode', 'Turns on debugging output (mass balance, forcings and channel files).'),
  flag(':BenchmarkingMode', 'Writes output without run-specific details, for comparing runs.'),
  { name: ':OutputInterval', args: [float('interval')], doc: 'Writes output every this many time steps.' },
  flag(':PavicsMode', 'Special options for the PAVICS platform (writes Raven_progress.txt).'),
  flag(':DeltaresFEWSMode', 'Input ingestion mode for Deltares FEWS.'),
  {
    name: ':WriteEnsimFormat',
    // Compared case-insensitively: NO, OFF or FALSE turn it off; PERIODENDING also sets period-ending output.
    args: [optional(word('setting'))],
    doc: 'Writes output in Ensim .tb0 format.',
  },
  { name: ':WriteNetcdfFormat', aliases: [':WriteNetCDFFormat'], doc: 'Writes output in NetCDF format.' },
  flag(':NoisyMode', 'Prints detailed progress to the screen.'),
  flag(':SilentMode', 'Prints nothing to the screen.'),
  flag(':QuietMode', 'Prints the usual progress messages (the default).'),
  {
    name: ':RunName',
    args: [word('name')],
    doc: 'Prefix for output file names (the -r command-line option wins).',
  },
  flag(':PeriodStartingFormatOff', 'Writes output in the format of Raven 2.7 and earlier.'),
  {
    name: ':OutputDirectory',
    args: [path('directory', { variadic: true })],
    doc: 'Directory for output files (the rest of the line, joined by spaces; the command line wins).',
  },
  {
    name: ':OutputDump',
    args: [date('date'), time('time')],
    doc: 'Writes a full model state at the given time (after :SoilModel).',
  },
  {
    name: ':MajorOutputInterval',
    args: [float('days')],
    doc: 'Writes a full model state at this interval (after :SoilModel and the simulation period).',
  },
  flag(':SnapshotHydrograph', 'Writes flows at the end of each time step instead of averages over it.'),
  flag(':SuppressWarnings', 'Stops warnings from being written.'),
  flag(':SuppressOutput', 'Writes no output files.'),
  flag(':DontWriteWatershedStorage', 'Does not write WatershedStorage.csv.'),
  {
    name: ':EvaluationMetrics',
    // A metric may carry a width in brackets (KLING_GUPTA[3]); an unknown one is warned about and skipped.
    args: [variadic(oneOf('metrics', DIAGNOSTICS, 'warning', { indexed: true }))],
    doc: 'Diagnostics computed against observations (NASH_SUTCLIFFE, RMSE, KLING_GUPTA …).',
  },
  {
    name: ':EvaluationTime',
    args: [date('start_date'), time('start_time'), optional(date('end_date')), optional(time('end_time'))],
    doc: 'Deprecated: period over which diagnostics are computed; use :EvaluationPeriod.',
  },
  {
    name: ':EvaluationPeriod',
    // The condition is used only when the threshold follows it; an unknown one is warned about and the
    // period compares with IS_GREATER_THAN.
    args: [
      word('name'),
      date('start_date'),
      date('end_date'),
      optional(
        oneOf('condition', ['IS_BETWEEN', 'IS_GREATER_THAN', 'IS_LESS_THAN'], 'warning', {
          fallback: 'IS_GREATER_THAN',
        }),
      ),
      optional(float('threshold')),
    ],
    doc: 'A named period over which diagnostics are computed (after :SoilModel).',
  },
  flag(':SuppressOutputICs', 'Does not write the initial conditions to the output files.'),
  { name: ':WaterYearStartMonth', args: [int('month')], doc: 'First month (1 to 12) of the water year.' },
  flag(':CreateRVPTemplate', 'Writes a template .rvp file listing the parameters the model needs.'),
  {
    name: ':Mode',
    args: [word('mode')],
    doc: 'Run mode (its first character) used by :IfModeEquals; the -m option wins.',
  },
  flag(
    ':OutputConstituentMass',
    'Writes constituent mass or enthalpy instead of concentration or temperature.',
  ),
  {
    name: ':NetCDFAttribute',
    args: [word('attribute'), variadic(word('value'))],
    doc: 'Adds a global attribute to NetCDF output (the value words are joined by spaces).',
  },
  {
    name: ':CustomOutput',
    // After the four fixed arguments: ONLY group (with BY_HRU), or hist_min hist_max nbins (with
    // HISTOGRAM), then an optional file name whose words are joined without spaces. An unknown aggregation
    // or statistic stops the run at once (CCustomOutput::ParseCustomOutputCommand, BAD_DATA).
    args: [
      oneOf(
        'time_aggregation',
        ['DAILY', 'MONTHLY', 'YEARLY', 'ANNUAL', 'WATER_YEARLY', 'EVERY_NDAYS', 'CONTINUOUS', 'ENTIRE_SIM'],
        'fatal',
      ),
      oneOf(
        'statistic',
        [
          'AVERAGE',
          'MAXIMUM',
          'MINIMUM',
          'MEDIAN',
          'CUMULSUM',
          'INTEGRAL',
          'RANGE',
          'HISTOGRAM',
          'QUARTILES',
          '95CI',
        ],
        'fatal',
      ),
      // A state variable, To:SV, From:SV, Between:SV1.And.SV2, STREAMFLOW, or a forcing name.
      word('variable'),
      oneOf(
        'spatial_aggregation',
        [
          'BY_HRU',
          'BY_BASIN',
          'BY_SUBBASIN',
          'BY_DRAINAGE_AREA',
          'ENTIRE_WATERSHED',
          'BY_WATERSHED',
          'BY_HRU_GROUP',
          'BY_SB_GROUP',
        ],
        'fatal',
      ),
      optional(variadic(word('options'))),
    ],
    doc: 'Writes a custom output file of one variable aggregated in time and space.',
  },
  {
    name: ':CustomOutputInterval',
    args: [float('days')],
    doc: 'Interval of EVERY_NDAYS custom output, a whole number of days above 1.',
  },
  {
    name: ':CustomTable',
    args: [word('subbasin_group'), path('filename')],
    block: { end: { exact: [':EndCustomTable'] }, rows: { columns: [word('variable')] } },
    doc: 'Writes a table of state variables and forcings (one name per row) for a subbasin group.',
  },
  {
    name: ':CallExternalScript',
    args: [variadic(word('command'))],
    doc: 'Runs a system command each time step (the words are joined by spaces).',
  },
  {
    name: ':ReadLiveFile',
    args: [optional({ name: 'interval', type: 'timestep' })],
    doc: 'Re-reads the .rvl live file at this interval (every time step by default).',
  },
  { name: ':ChunkSize', args: [int('megabytes')], doc: 'NetCDF read buffer size in MB (at least 1).' },
  flag(':NetCDFUseBasinFullname', 'Uses full subbasin names as station identifiers in NetCDF output.'),
  flag(':WriteMassBalanceFile', 'Writes the mass balance file.'),
  flag(':WriteForcingFunctions', 'Writes ForcingFunctions.csv.'),
  flag(':WriteEnergyStorage', 'Obsolete: accepted and ignored.'),
  flag(':WriteReservoirMBFile', 'Writes the reservoir mass balance file.'),
  { name: ':WriteSubbasinFile', aliases: [':WriteSubBasinFile'], doc: 'Writes the subbasin parameter file.' },
  flag(':WriteDemandFile', 'Writes the irrigation and water demand file.'),
  flag(':WriteChannelInfo', 'Writes channel information files.'),
  flag(':WriteExhaustiveMB', 'Writes the exhaustive mass balance file (every flux between stores).'),
  { name: ':WriteHRUGroupMBFile', args: [word('group')], doc: 'Writes the mass balance of one HRU group.' },
  flag(':WriteInterpolationWeights', 'Writes the gauge interpolation weights.'),
  {
    name: ':WriteHRUStorageOutput',
    aliases: [':HRUStorageOutput'],
    args: [word('group')],
    doc: 'Writes the storage of each HRU of a group (after the group is defined).',
  },
  flag(':WriteSimpleOutput', 'Writes a simplified output file.'),
  flag(':WriteWaterLevels', 'Writes water levels to the hydrograph file.'),
  flag(':WriteMassLoadings', 'Writes the constituent mass loadings file.'),
  flag(':WriteLocalFlows', 'Adds local (subbasin-only) flows to the hydrograph file.'),
  flag(':WriteNetReservoirInflows', 'Adds net reservoir inflows to the hydrograph file.'),
  flag(':WriteSubBasinAutoRVH', 'Writes the automatically generated subbasin properties as an .rvh file.'),
  // Dispatched by the engine but without a handler: it warns that the command is unknown.
  {
    name: ':WriteGroundwaterHeads',
    ignored: true,
    doc: 'Obsolete groundwater output switch; ignored with a warning.',
  },
  {
    name: ':WriteGroundwaterFlows',
    ignored: true,
    doc: 'Obsolete groundwater output switch; ignored with a warning.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Input files (relative names are anchored on the .rvi; :rvg_Filename is taken as written)
// ---------------------------------------------------------------------------------------------------------
const FILE_COMMANDS: readonly CommandSpec[] = [
  fileName(':rvh_Filename', 'Name of the .rvh file (HRUs and subbasins).'),
  fileName(':rvp_Filename', 'Name of the .rvp file (parameters).'),
  fileName(':rvt_Filename', 'Name of the .rvt file (time series).'),
  fileName(':rvc_Filename', 'Name of the .rvc file (initial conditions).'),
  fileName(':rvl_Filename', 'Name of the .rvl live file.'),
  fileName(':rve_Filename', 'Name of the .rve file (ensemble).'),
  fileName(':rvm_Filename', 'Name of the .rvm file (management).'),
  fileName(':rvg_Filename', 'Name of the .rvg file (groundwater).'),
  fileName(':FEWSRunInfoFile', 'NetCDF run-information file from Delft-FEWS (read at once).'),
  fileName(':FEWSStateInfoFile', 'NetCDF state update file from Delft-FEWS.'),
  fileName(':FEWSParamInfoFile', 'NetCDF parameter update file from Delft-FEWS.'),
  fileName(':FEWSBasinStateInfoFile', 'NetCDF subbasin flow state update file from Delft-FEWS.'),
];

// ---------------------------------------------------------------------------------------------------------
// HRU groups and diagnostics by group
// ---------------------------------------------------------------------------------------------------------
const GROUP_COMMANDS: readonly CommandSpec[] = [
  { name: ':DefineHRUGroup', args: [word('group')], doc: 'Declares an HRU group (after :SoilModel).' },
  {
    name: ':DefineHRUGroups',
    args: [variadic(word('groups'))],
    doc: 'Declares several HRU groups (after :SoilModel).',
  },
  {
    name: ':DisableHRUGroup',
    args: [word('group')],
    doc: 'Removes the HRUs of a declared group from the simulation.',
  },
  {
    name: ':AggregateDiagnostic',
    args: [
      // An unknown statistic is warned about and the command is skipped.
      oneOf('statistic', ['AVERAGE', 'MAXIMUM', 'MINIMUM', 'MEDIAN'], 'warning'),
      word('observation_type'),
      optional(word('group')),
    ],
    doc: 'Aggregates a diagnostic over all observations of a type, optionally in one HRU group.',
  },
  {
    name: ':AggregatedVariable',
    args: [sv('state_var'), word('group')],
    doc: 'Deprecated: equalises a store across an HRU group; use :LateralEquilibrate.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Data assimilation and state overrides
// ---------------------------------------------------------------------------------------------------------
const ASSIMILATION_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':AssimilationStartTime',
    args: [date('date'), time('time')],
    doc: 'Time from which observations are assimilated.',
  },
  flag(':AssimilateStreamflow', 'Assimilates observed streamflow by direct insertion.'),
  flag(':AssimilateReservoirStage', 'Assimilates observed reservoir stage.'),
  {
    name: ':AssimilationMethod',
    // Any other keyword is silently ignored by the engine (no else), which keeps DA_RAVEN_DEFAULT.
    args: [oneOf('method', ['DA_RAVEN_DEFAULT', 'DA_ECCC'], 'ignored', { fallback: 'DA_RAVEN_DEFAULT' })],
    doc: 'Streamflow assimilation method.',
  },
  {
    name: ':StateOverrideEndTime',
    args: [date('date'), time('time')],
    doc: 'Time after which state overrides from the .rvt are no longer applied.',
  },
  {
    name: ':UncertaintyAnalysis',
    // Not in the 4.12.1 source read for this catalogue; its arguments are unknown, so any are accepted.
    args: [optional(variadic(word('args')))],
    doc: 'Uncertainty analysis settings (newer engines).',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Hydrologic processes: marker blocks whose inner lines are ordinary commands of the file
// ---------------------------------------------------------------------------------------------------------
// File control may sit inside any marker pair without closing it (a redirect inside the process list).
const CONTROL_MEMBERS = [':RedirectToFile', ':IfModeEquals', ':EndIfModeEquals'];
const PROCESS_GROUP_MEMBERS = [
  ...allNames(HYDROLOGIC_PROCESSES),
  ...allNames(PROCESS_MODIFIERS),
  ...CONTROL_MEMBERS,
];

const END_PROCESS_GROUP: CommandSpec = {
  name: ':EndProcessGroup',
  // Either N weights (one per process of the group), or CALCULATE_WTS followed by N-1 numbers.
  args: [optional(variadic(word('weights')))],
  doc: 'Closes a :ProcessGroup, optionally with the weights of its processes.',
};

const PROCESS_GROUP: CommandSpec = {
  name: ':ProcessGroup',
  // Raven reads no more than the command word (`Len < 1` is its only check): the name is optional, and the
  // reference library writes none.
  args: [optional(word('name'))],
  block: {
    end: { exact: [':EndProcessGroup'] },
    marker: true,
    // A group may hold one nested group.
    members: [...PROCESS_GROUP_MEMBERS, ':ProcessGroup'],
  },
  doc: 'Starts a group of alternative processes whose fluxes are weighted.',
};

const PROCESS_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':HydrologicProcesses',
    aliases: [':HydrologicalProcesses'],
    block: {
      end: { exact: [':EndHydrologicProcesses', ':EndHydrologicalProcesses'] },
      marker: true,
      members: [...PROCESS_GROUP_MEMBERS, ':ProcessGroup', ':EndProcessGroup'],
    },
    doc: 'Starts the list of hydrologic processes (after :SoilModel).',
  },
  ...HYDROLOGIC_PROCESSES,
  ...PROCESS_MODIFIERS,
  PROCESS_GROUP,
  END_PROCESS_GROUP,
  {
    name: ':EndHydrologicProcesses',
    aliases: [':EndHydrologicalProcesses'],
    doc: 'Ends the list of hydrologic processes and prepares the transport model.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Transport (constituents and heat); all but :Transport need an earlier :Transport line
// ---------------------------------------------------------------------------------------------------------
const TRANSPORT_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':Transport',
    // TEMPERATURE, 18O and 2H are treated specially as constituent names; other type words are ignored.
    args: [word('constituent'), optional(oneOf('type', ['PASSIVE', 'SORBED', 'TRACER'], 'ignored'))],
    doc: 'Adds a transported constituent (after :EndHydrologicProcesses).',
  },
  {
    name: ':FixedConcentration',
    // For ATMOS_PRECIP a second value (snow) may follow the first (rain); then an optional HRU group.
    args: [word('constituent'), sv('state_var'), float('concentration'), optional(variadic(word('extra')))],
    doc: 'Holds a constituent at a fixed concentration in a store, optionally only in an HRU group.',
  },
  {
    name: ':FixedTemperature',
    args: [sv('state_var'), float('temperature'), optional(variadic(word('extra')))],
    doc: 'Holds the water temperature of a store fixed, optionally only in an HRU group.',
  },
  {
    name: ':MassInflux',
    args: [word('constituent'), sv('state_var'), float('flux'), optional(word('group'))],
    doc: 'Adds a constant mass flux of a constituent (mg/m²/d) into a store.',
  },
  {
    name: ':GeochemicalProcesses',
    block: {
      end: { exact: [':EndGeochemicalProcesses'] },
      marker: true,
      members: [...allNames(GEOCHEMICAL_PROCESSES), ...CONTROL_MEMBERS],
    },
    doc: 'Starts the list of geochemical processes (has no effect of its own).',
  },
  { name: ':EndGeochemicalProcesses', doc: 'Ends the list of geochemical processes.' },
  ...GEOCHEMICAL_PROCESSES,
  {
    name: ':FixedConcentrationReservoirs',
    // Not in the 4.12.1 source read for this catalogue; its arguments are unknown, so any are accepted.
    args: [optional(variadic(word('args')))],
    doc: 'Fixed constituent concentrations in reservoirs (newer engines).',
  },
  {
    name: ':EnergyProcesses',
    block: {
      end: { exact: [':EndEnergyProcesses'] },
      marker: true,
      members: [...allNames(ENERGY_PROCESSES), ...CONTROL_MEMBERS],
    },
    doc: 'Starts the list of energy processes (has no effect of its own).',
  },
  { name: ':EndEnergyProcesses', doc: 'Ends the list of energy processes.' },
  ...ENERGY_PROCESSES,
  {
    name: ':HyporheicLayer',
    args: [int('layer')],
    doc: 'Soil layer exchanging heat with the channel (after :Transport TEMPERATURE).',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Water management
// ---------------------------------------------------------------------------------------------------------
const MANAGEMENT_COMMANDS: readonly CommandSpec[] = [
  method(
    ':ReservoirDemandAllocation',
    ['DEMANDBY_CONTRIB_AREA', 'DEMANDBY_MAX_CAPACITY'],
    'How downstream demand is shared between reservoirs.',
  ),
  method(
    ':ReservoirOverflowMode',
    ['OVERFLOW_NATURAL', 'OVERFLOW_STAGEDISCHARGE', 'OVERFLOW_ALL'],
    'How reservoir overflow above the maximum stage is handled.',
  ),
  flag(
    ':ApplyManagementOptimization',
    'Turns on management optimisation and reads the .rvm file (after :SoilModel).',
  ),
];

/** Every command the engine reads in a .rvi file. */
export const rvi: FileCatalogue = {
  fileType: 'rvi',
  comments: RVI_COMMENTS,
  commands: [
    ...FILE_CONTROL,
    ...HEADER_COMMANDS,
    NAME_HEADER,
    ...TIME_COMMANDS,
    ...MODEL_COMMANDS,
    ...FORCING_METHODS,
    ...BEHAVIOUR_COMMANDS,
    ...OUTPUT_COMMANDS,
    ...FILE_COMMANDS,
    ...GROUP_COMMANDS,
    ...ASSIMILATION_COMMANDS,
    ...PROCESS_COMMANDS,
    ...TRANSPORT_COMMANDS,
    ...MANAGEMENT_COMMANDS,
  ],
  dispatchedNames: 217,
  strayLine: 'error',
  redirectDepth: 1,
  redirectAnchor: 'rvt',
};
