/** The .rvi catalogue, output and run options. */
import { DIAGNOSTICS, float, hruGroupRef, int, oneOf, optional, variadic, word } from '../common.js';
import { date, flag, path, time } from './builders.js';
import type { CommandSpec } from '../types.js';
import { INTERFACE_NAMES } from '../interfaceNames.js';

/** What is written, where and how, and run options. */
export const OUTPUT_COMMANDS: readonly CommandSpec[] = [
  flag(':DebugMode', 'Turns on debugging output (mass balance, forcings and channel files).'),
  flag(':BenchmarkingMode', 'Writes output without run-specific details, for comparing runs.'),
  { name: ':OutputInterval', args: [float('interval')], doc: 'Writes output every this many time steps.' },
  flag(':PavicsMode', 'Special options for the PAVICS platform (writes Raven_progress.txt).'),
  flag(':DeltaresFEWSMode', 'Input ingestion mode for Deltares FEWS.'),
  {
    name: ':WriteEnsimFormat',
    // Compared case-insensitively: NO, OFF or FALSE turn it off; PERIODENDING also sets period-ending output.
    args: [optional(word('setting'))],
    // Each line switches something on and none switches anything off (ParseInput.cpp: NO leaves the format
    // as it was), so `yes` then `PeriodEnding` (the Alouette and Revelstoke benchmarks) are two switches.
    repeats: true,
    doc: 'Writes output in Ensim .tb0 format.',
  },
  { name: ':WriteNetcdfFormat', aliases: [':WriteNetCDFFormat'], doc: 'Writes output in NetCDF format.' },
  { ...flag(':NoisyMode', 'Prints detailed progress to the screen.'), noisy: true },
  { ...flag(':SilentMode', 'Prints nothing to the screen.'), noisy: false },
  { ...flag(':QuietMode', 'Prints the usual progress messages (the default).'), noisy: false },
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
    needsModel: 'skipped',
    args: [date('date'), time('time')],
    doc: 'Writes a full model state at the given time (after :SoilModel).',
  },
  {
    name: ':MajorOutputInterval',
    needsModel: 'skipped',
    args: [float('days')],
    doc: 'Writes a full model state at this interval (after :SoilModel and the simulation period).',
  },
  flag(':SnapshotHydrograph', 'Writes flows at the end of each time step instead of averages over it.'),
  flag(':SuppressWarnings', 'Stops warnings from being written.'),
  flag(':SuppressOutput', 'Writes no output files.'),
  flag(':DontWriteWatershedStorage', 'Does not write WatershedStorage.csv.'),
  {
    name: ':EvaluationMetrics',
    needsModel: 'skipped',
    // A metric may carry a width in brackets (KLING_GUPTA[3]); an unknown one is warned about and skipped.
    args: [
      variadic(
        oneOf('metrics', DIAGNOSTICS, 'warning', {
          indexed: true,
          unknownWarning: 'ParseInput#47',
          interfaceNames: INTERFACE_NAMES[':EvaluationMetrics'],
        }),
      ),
    ],
    doc: 'Diagnostics computed against observations (NASH_SUTCLIFFE, RMSE, KLING_GUPTA …).',
  },
  {
    name: ':EvaluationTime',
    args: [date('start_date'), time('start_time'), optional(date('end_date')), optional(time('end_time'))],
    doc: 'Deprecated: period over which diagnostics are computed; use :EvaluationPeriod.',
  },
  {
    name: ':EvaluationPeriod',
    needsModel: 'skipped',
    // The condition is used only when the threshold follows it; an unknown one is warned about and the
    // period compares with IS_GREATER_THAN.
    args: [
      word('name'),
      date('start_date'),
      date('end_date'),
      optional(
        oneOf('condition', ['IS_BETWEEN', 'IS_GREATER_THAN', 'IS_LESS_THAN'], 'warning', {
          fallback: 'IS_GREATER_THAN',
          unknownWarning: 'ParseInput#51',
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
      // With BY_HRU, `ONLY group` selects the HRUs of a group.
      optional(
        variadic(
          word('options', {
            refers: [
              hruGroupRef('error', 'invalid HRU group index for Select HRU Aggregation', {
                minArgs: 6,
                when: { spatial_aggregation: ['BY_HRU'], options: ['ONLY'] },
                word: 1,
              }),
            ],
          }),
        ),
      ),
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
  {
    name: ':WriteHRUGroupMBFile',
    args: [
      word('group', {
        refers: [
          hruGroupRef('warning', 'invalid HRU group specified in :WriteHRUGroupMBFile command', {
            warning: 'ParseInput#74',
          }),
        ],
      }),
    ],
    doc: 'Writes the mass balance of one HRU group.',
  },
  flag(':WriteInterpolationWeights', 'Writes the gauge interpolation weights.'),
  {
    name: ':WriteHRUStorageOutput',
    aliases: [':HRUStorageOutput'],
    // An unknown group: no message, no output.
    args: [word('group', { refers: [hruGroupRef('warning')] })],
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
