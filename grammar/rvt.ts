/**
 * The .rvt catalogue: gauges and their forcing series, observations, reservoir and demand series,
 * gridded/station NetCDF forcings and transport boundary series (ParseTimeSeriesFile.cpp).
 */
import {
  COMMON_COMMENTS,
  FILE_CONTROL,
  HEADER_COMMANDS,
  float,
  hruGroupRef,
  hruIdArg,
  int,
  oneOf,
  optional,
  sbIdArg,
  series,
  variadic,
  word,
} from './common.js';
import type { Arg, CommandSpec, FileCatalogue, SubbasinNeed } from './types.js';

// ---------------------------------------------------------------------------------------------------------
// Shared argument shapes
// ---------------------------------------------------------------------------------------------------------

/** A subbasin ID (read with atoll by the engine). */
const sbId: Arg = sbIdArg('sb_id');
const stateVar = (name: string): Arg => ({ name, type: 'stateVar' });

/** Twelve monthly values on one line (January to December). */
const monthly = (name: string, doc: string, aliases?: readonly string[]): CommandSpec => ({
  name,
  ...(aliases ? { aliases } : {}),
  args: [variadic(float('values'))],
  doc,
});

/** A one-argument line inside a :GriddedForcing/:StationForcing block. */
const ncName = (name: string, arg: string, doc: string): CommandSpec => ({ name, args: [word(arg)], doc });

// ---------------------------------------------------------------------------------------------------------
// :Gauge … :EndGauge — a marker pair: the lines inside are top-level commands applied to the current gauge
// ---------------------------------------------------------------------------------------------------------

const GAUGE_MEMBERS: readonly string[] = [
  ':Latitude',
  ':Longitude',
  ':Elevation',
  ':MeasurementHeight',
  ':Data',
  ':MultiData',
  ':EnsimTimeSeries',
  ':RainCorrection',
  ':SnowCorrection',
  ':CloudTempRanges',
  ':TemperatureCorrection',
  ':MonthlyAveTemperature',
  ':MonthlyAveEvaporation',
  ':MonthlyEvapFactor',
  ':MonthlyMinTemperature',
  ':MonthlyMaxTemperature',
  ':RedirectToFile',
];

const GAUGE: readonly CommandSpec[] = [
  {
    name: ':Gauge',
    args: [optional(word('name'))],
    block: { end: { exact: [':EndGauge'] }, marker: true, members: GAUGE_MEMBERS },
    doc: 'Starts a meteorological gauge; the name defaults to Gauge<n>.',
  },
  { name: ':EndGauge', doc: 'Ends a gauge block; latitude and longitude must have been given.' },
  { name: ':Latitude', args: [float('latitude')], doc: 'Latitude of the current gauge (decimal degrees).' },
  {
    name: ':Longitude',
    args: [float('longitude')],
    doc: 'Longitude of the current gauge (decimal degrees).',
  },
  { name: ':Elevation', args: [float('elevation')], doc: 'Elevation of the current gauge (m).' },
  {
    name: ':MeasurementHeight',
    args: [float('measurement_height')],
    doc: 'Height of the gauge instruments above the land surface (m).',
  },
  // Forcing series of the current gauge.
  series(
    ':Data',
    [word('data_type'), optional(word('units'))],
    'One forcing time series of the current gauge (forcing name matched case-insensitively).',
  ),
  {
    name: ':MultiData',
    block: {
      end: { exact: [':EndMultiData'] },
      series: 'multi',
      children: [
        {
          name: ':Parameters',
          args: [variadic(word('forcing_types'))],
          doc: 'The forcing type of each column of the rows below.',
        },
        { name: ':Units', args: [optional(variadic(word('units')))], doc: 'Units of each column; ignored.' },
      ],
      rows: { numeric: true },
    },
    doc: 'Several forcing series of the current gauge sharing one time axis, one column per forcing.',
  },
  {
    name: ':GaugeDataTable',
    ignored: true,
    doc: 'Dispatched but not implemented: the engine warns that it is unrecognized.',
  },
  {
    name: ':EnsimTimeSeries',
    args: [{ name: 'filename', type: 'path', variadic: true }],
    doc: 'Reads the current gauge series from an Ensim .tb0 file (path tokens joined by spaces).',
  },
  // Gauge corrections (:RainCorrection, :SnowCorrection and :TemperatureCorrection also apply to a forcing grid).
  { name: ':RainCorrection', args: [float('rain_correction')], doc: 'Multiplier applied to rainfall.' },
  { name: ':SnowCorrection', args: [float('snow_correction')], doc: 'Multiplier applied to snowfall.' },
  {
    name: ':CloudTempRanges',
    args: [float('cloud_temp_min'), float('cloud_temp_max')],
    doc: 'Temperature range (°C) used to estimate cloud cover at the gauge.',
  },
  {
    name: ':TemperatureCorrection',
    args: [float('temperature_correction')],
    doc: 'Additive correction applied to temperature.',
  },
  monthly(':MonthlyAveTemperature', 'Twelve monthly average temperatures (°C) of the gauge.'),
  // Same case in the engine under both spellings.
  monthly(':MonthlyAveEvaporation', 'Twelve monthly average PET values (mm/d) of the gauge.', [
    ':MonthlyEvapFactor',
  ]),
  monthly(':MonthlyMinTemperature', 'Twelve monthly minimum temperatures (°C) of the gauge.'),
  monthly(':MonthlyMaxTemperature', 'Twelve monthly maximum temperatures (°C) of the gauge.'),
];

// ---------------------------------------------------------------------------------------------------------
// Observations and their weights (used for diagnostics and assimilation)
// ---------------------------------------------------------------------------------------------------------

/** `:IrregularObservations TYPE ID n`: n rows `yyyy-mm-dd hh:mm:ss value`; the line after them is consumed unread. */
const irregular = (name: string, doc: string): CommandSpec => ({
  name,
  args: [word('data_type'), int('uid', { idOf: 'observed' }), int('n_measurements')],
  block: {
    end: { prefix: ':End' },
    series: 'irregular',
    rows: { columns: [{ name: 'date', type: 'date' }, { name: 'time', type: 'time' }, float('value')] },
  },
  doc,
});

const OBSERVATIONS: readonly CommandSpec[] = [
  {
    ...series(
      ':ObservationData',
      [word('data_type'), int('uid', { idOf: 'observed' }), optional(word('constituent'))],
      'Observed series (HYDROGRAPH, RESERVOIR_STAGE, …) at a subbasin or HRU; constituent for STREAM_CONCENTRATION.',
    ),
    seriesRole: 'observation',
  },
  irregular(':IrregularObservations', 'Observations at irregular times, as many rows as the count says.'),
  {
    ...series(
      ':ObservationWeights',
      [word('data_type'), int('uid', { idOf: 'observed' }), optional(word('constituent'))],
      'Weights of an observed series in the diagnostics, as a regular series.',
    ),
    seriesRole: 'observation',
  },
  irregular(':IrregularWeights', 'Weights of an observed series at irregular times.'),
];

// ---------------------------------------------------------------------------------------------------------
// Subbasin inflows, reservoir control series, water demands and diversions
// ---------------------------------------------------------------------------------------------------------

/** The subbasin argument of an .rvt command: what Raven needs of it, with ParseTimeSeriesFile's warning number. */
const needs = (n: number, more: Omit<SubbasinNeed, 'missingWarning'> = {}): Arg =>
  sbIdArg('sb_id', { subbasinNeed: { missingWarning: `ParseTimeSeriesFile#${n}`, ...more } });
/** Needs a :Reservoir too. */
const needsReservoir = (n: number, more: Omit<SubbasinNeed, 'missingWarning' | 'reservoir'> = {}): Arg =>
  needs(n, { reservoir: true, ...more });
/** A regular series tied to one subbasin (its argument `sb`). */
const sbSeries = (name: string, doc: string, sb: Arg = sbId): CommandSpec => series(name, [sb], doc);

const demandArgs = (sb: Arg): readonly Arg[] => [
  sb,
  optional(int('demand_id')),
  optional(word('demand_name')),
];

const RESERVOIRS_AND_DEMANDS: readonly CommandSpec[] = [
  {
    ...sbSeries(
      ':BasinInflowHydrograph',
      'Specified inflow (m³/s) at the upstream end of a subbasin.',
      needs(15),
    ),
    seriesRole: 'inflow',
  },
  {
    ...sbSeries(
      ':BasinInflowHydrograph2',
      'Specified inflow (m³/s) added at the downstream end of a subbasin.',
      needs(16),
    ),
    seriesRole: 'inflow',
  },
  // Same case in the engine under both spellings; the body is read only if the subbasin has a reservoir.
  {
    ...series(
      ':ReservoirExtraction',
      demandArgs(needsReservoir(17, { bodyUnread: true })),
      'Water demand (m³/s) extracted from a reservoir (body read only when the subbasin has a reservoir).',
    ),
    aliases: [':ReservoirDemand'],
  },
  sbSeries(
    ':VariableWeirHeight',
    'Time-varying change of the reservoir weir height (m).',
    needsReservoir(18),
  ),
  sbSeries(':ReservoirMaxStage', 'Maximum reservoir stage (m) over time.', needsReservoir(19)),
  sbSeries(':ReservoirMinStage', 'Minimum reservoir stage (m) over time.', needsReservoir(20)),
  sbSeries(
    ':ReservoirMinStageFlow',
    'Outflow (m³/s) released when the reservoir is below its minimum stage.',
    needsReservoir(21),
  ),
  sbSeries(':ReservoirTargetStage', 'Target reservoir stage (m) over time.', needsReservoir(22)),
  sbSeries(
    ':ReservoirMaxQDelta',
    'Maximum daily increase of reservoir outflow (m³/s/d).',
    needsReservoir(23),
  ),
  sbSeries(
    ':ReservoirMaxQDecrease',
    'Maximum daily decrease of reservoir outflow (m³/s/d); body read only when the subbasin has a reservoir.',
    needsReservoir(24, { bodyUnread: true }),
  ),
  sbSeries(
    ':ReservoirMinFlow',
    'Minimum reservoir outflow (m³/s); body read only when the subbasin has a reservoir.',
    needsReservoir(25, { bodyUnread: true }),
  ),
  sbSeries(
    ':ReservoirMaxFlow',
    'Maximum reservoir outflow (m³/s); body read only when the subbasin has a reservoir.',
    needsReservoir(26, { bodyUnread: true }),
  ),
  sbSeries(
    ':OverrideReservoirFlow',
    'Reservoir outflow (m³/s) that replaces the simulated one.',
    needsReservoir(27),
  ),
  // Same case in the engine under both spellings.
  {
    ...series(
      ':IrrigationDemand',
      demandArgs(needs(28)),
      'Water demand (m³/s) extracted from a subbasin outlet.',
    ),
    aliases: [':WaterDemand'],
  },
  series(
    ':ReservoirDownstreamFlow',
    [sbId, sbIdArg('downstream_sb_id'), float('range')],
    'Flow target (m³/s) downstream of a reservoir, with a tolerance range.',
  ),
  {
    name: ':ReservoirDownstreamDemand',
    args: [
      sbId,
      { name: 'reservoir_sb_id', type: 'autoFloat', idOf: 'subbasin' },
      float('percent_met'),
      optional(int('julian_start')),
      optional(int('julian_end')),
    ],
    doc: 'Assigns part of a downstream demand to a reservoir (_AUTO picks the reservoir).',
  },
  {
    name: ':FlowDiversion',
    args: [
      sbIdArg('from_sb_id'),
      sbIdArg('to_sb_id'),
      float('fraction'),
      float('q_min'),
      optional(int('start_day')),
      optional(int('end_day')),
    ],
    doc: 'Diverts a fraction of the flow above a threshold to another subbasin (-1: out of the model).',
  },
  {
    name: ':FlowDiversionLookupTable',
    args: [sbIdArg('from_sb_id'), sbIdArg('to_sb_id'), optional(int('start_day')), optional(int('end_day'))],
    block: {
      // The engine reads a count line, that many rows, then consumes one line without checking it.
      end: { exact: [':EndFlowDiversionLookupTable'] },
      rows: { columns: [float('q_source'), optional(float('q_divert'))], numeric: true },
    },
    doc: 'Diversion given by a lookup table: a first row with the point count, then `Qsource Qdivert` rows.',
  },
  sbSeries(':EnvironmentalMinFlow', 'Environmental minimum flow (m³/s) that demands may not use.', needs(36)),
  {
    name: ':UnusableFlowPercentage',
    args: [sbId, float('fraction')],
    doc: 'Fraction of the flow of a subbasin unavailable to demands.',
  },
  series(
    ':UserTimeSeries',
    [word('name'), optional(word('units'))],
    'A named series for management optimisation expressions (ignored otherwise).',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Overrides and assimilation switches
// ---------------------------------------------------------------------------------------------------------

const OVERRIDES: readonly CommandSpec[] = [
  {
    name: ':OverrideStreamflow',
    args: [needs(38)],
    repeats: true,
    doc: 'Replaces simulated outflow of a subbasin by its observations.',
  },
  {
    name: ':AssimilateStreamflow',
    args: [needs(39)],
    repeats: true,
    doc: 'Includes a subbasin with observed flow in streamflow assimilation.',
  },
  {
    name: ':SpecifyGaugeForHRU',
    args: [hruIdArg('hru_id'), word('gauge_name')],
    doc: 'Forces an HRU to take its forcings from the named gauge.',
  },
  {
    name: ':AssimilateReservoirStage',
    args: [needsReservoir(43, { noReservoirWarning: 'ParseTimeSeriesFile#44' })],
    repeats: true,
    doc: 'Assimilates the observed stage of a subbasin reservoir.',
  },
  series(
    ':OverrideState',
    [
      stateVar('state_var'),
      word('hru_group', {
        refers: [hruGroupRef('error', 'bad HRU group name provided in :OverrideState command')],
      }),
    ],
    'Replaces a state variable over an HRU group by the given series.',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Transport (constituents and temperature) boundary series
// ---------------------------------------------------------------------------------------------------------

const TRANSPORT: readonly CommandSpec[] = [
  series(
    ':FixedConcentrationTimeSeries',
    [word('constituent'), stateVar('state_var'), optional(word('hru_group'))],
    'Fixed concentration series of a constituent in a storage compartment.',
  ),
  series(
    ':FixedTemperatureTimeSeries',
    [stateVar('state_var'), optional(word('hru_group'))],
    'Fixed temperature series in a storage compartment.',
  ),
  series(
    ':MassFluxTimeSeries',
    [word('constituent'), stateVar('state_var'), optional(word('hru_group'))],
    'Mass flux series (mg/m²/d) of a constituent into a storage compartment.',
  ),
  series(
    ':SpecifiedInflowConcentration',
    [word('constituent'), sbId],
    'Concentration series of a constituent in the inflow of a subbasin.',
  ),
  series(':SpecifiedInflowTemperature', [sbId], 'Temperature series of the inflow of a subbasin.'),
  series(
    ':MassLoading',
    [word('constituent'), sbId],
    'Mass loading series (kg/d) of a constituent into a stream.',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// NetCDF forcings: :GriddedForcing and :StationForcing marker pairs; their inner lines are top-level commands
// ---------------------------------------------------------------------------------------------------------

const FORCING_MEMBERS: readonly string[] = [
  ':ForcingType',
  ':FileNameNC',
  ':VarNameNC',
  ':DimNamesNC',
  ':GridWeights',
  ':GridWeightsByAttribute',
  ':StationElevationsByAttribute',
  ':StationElevationsByIdx',
  ':MapStationsTo',
  ':Deaccumulate',
  ':TimeShift',
  ':LinearTransform',
  ':PeriodEndingNC',
  ':LatitudeVarNameNC',
  ':LongitudeVarNameNC',
  ':ElevationVarNameNC',
  ':StationIDNameNC',
  ':RainCorrection',
  ':SnowCorrection',
  ':TemperatureCorrection',
  ':RedirectToFile',
];

const NUMBER_HRUS: CommandSpec = {
  name: ':NumberHRUs',
  args: [int('number_hrus')],
  doc: 'Number of HRUs covered by the weights.',
};

const NETCDF_FORCING: readonly CommandSpec[] = [
  {
    name: ':GriddedForcing',
    args: [optional(word('name'))],
    block: { end: { exact: [':EndGriddedForcing'] }, marker: true, members: FORCING_MEMBERS },
    doc: 'Starts a forcing read from a 3-D (x, y, time) NetCDF grid.',
  },
  { name: ':EndGriddedForcing', doc: 'Ends a gridded forcing; its weights must have been given.' },
  {
    name: ':StationForcing',
    args: [optional(word('name'))],
    block: { end: { exact: [':EndStationForcing'] }, marker: true, members: FORCING_MEMBERS },
    doc: 'Starts a forcing read from a 2-D (station, time) NetCDF variable.',
  },
  { name: ':EndStationForcing', doc: 'Ends a station forcing.' },
  {
    name: ':ForcingType',
    args: [word('forcing_type')],
    doc: 'Forcing supplied by the grid (PRECIP, TEMP_AVE, …; matched case-insensitively).',
  },
  {
    name: ':FileNameNC',
    args: [{ name: 'file_name_nc', type: 'path', variadic: true }],
    doc: 'NetCDF file of the forcing (path tokens joined by spaces).',
  },
  ncName(':VarNameNC', 'var_name_nc', 'Name of the forcing variable in the NetCDF file.'),
  {
    name: ':DimNamesNC',
    args: [variadic(word('dim_names_nc'))],
    doc: 'Dimension names: x y time for a grid, station time for stations.',
  },
  {
    name: ':GridWeights',
    block: {
      end: { exact: [':EndGridWeights'] },
      children: [
        NUMBER_HRUS,
        {
          name: ':NumberGridCells',
          // Same branch in the engine under both spellings.
          aliases: [':NumberStations'],
          args: [int('number_grid_cells')],
          doc: 'Number of grid cells (or stations) in the NetCDF file.',
        },
      ],
      // :Attributes and :Units lines are accepted anywhere in the body and skipped.
      rows: {
        header: 'attributes',
        columns: [int('hru_id'), int('cell_id'), float('weight')],
        numeric: true,
      },
    },
    doc: 'Weight of each grid cell or station in each HRU (weights of an HRU sum to 1).',
  },
  {
    name: ':GridWeightsByAttribute',
    block: {
      // The loop stops only at :EndStationWeightsByAttribute; :EndGridWeights inside is a no-op.
      end: { exact: [':EndStationWeightsByAttribute'] },
      children: [
        NUMBER_HRUS,
        {
          name: ':NumberStations',
          args: [int('number_stations')],
          doc: 'Number of stations in the NetCDF file.',
        },
        { name: ':EndGridWeights', doc: 'Accepted inside this block without closing it.' },
      ],
      rows: { columns: [int('hru_id'), word('station_id'), float('weight')] },
    },
    doc: 'Station weights per HRU keyed by station identifier (a stub in the engine: rows stop the run).',
  },
  {
    name: ':StationElevationsByAttribute',
    block: {
      end: { exact: [':EndStationElevations'] },
      rows: { columns: [word('station_id'), float('elevation')] },
    },
    doc: 'Station elevations keyed by station identifier (a stub in the engine: rows stop the run).',
  },
  {
    name: ':StationElevationsByIdx',
    block: {
      end: { exact: [':EndStationElevationsByIdx'] },
      rows: { columns: [int('station_idx'), float('elevation')], numeric: true },
    },
    doc: 'Station elevations keyed by station index in the NetCDF file; must follow the weights.',
  },
  {
    name: ':MapStationsTo',
    // ParseTimeSeriesFile has no else: any other word leaves the choice unset, unchecked.
    args: [oneOf('target', ['SUBBASINS', 'HRUS'], 'ignored')],
    doc: 'Maps stations one-to-one to subbasins or HRUs by ID instead of giving weights.',
  },
  { name: ':Deaccumulate', doc: 'The NetCDF variable holds accumulated values to be differenced.' },
  {
    name: ':TimeShift',
    args: [{ name: 'time_shift', type: 'timestep' }],
    doc: 'Shift of the NetCDF time stamps, in days or hh:mm:ss.',
  },
  {
    name: ':LinearTransform',
    args: [float('scale'), float('offset')],
    doc: 'Transforms each value as scale × value + offset.',
  },
  { name: ':PeriodEndingNC', doc: 'The NetCDF time stamps mark the end of each period.' },
  ncName(':LatitudeVarNameNC', 'latitude_var_name_nc', 'NetCDF variable holding latitudes.'),
  ncName(':LongitudeVarNameNC', 'longitude_var_name_nc', 'NetCDF variable holding longitudes.'),
  ncName(':ElevationVarNameNC', 'elevation_var_name_nc', 'NetCDF variable holding elevations.'),
  ncName(':StationIDNameNC', 'station_id_name_nc', 'NetCDF variable holding station identifiers.'),
];

/** Every command the engine reads in a .rvt file. */
export const rvt: FileCatalogue = {
  fileType: 'rvt',
  comments: COMMON_COMMENTS,
  commands: [
    ...FILE_CONTROL,
    ...GAUGE,
    ...OBSERVATIONS,
    ...RESERVOIRS_AND_DEMANDS,
    ...OVERRIDES,
    ...TRANSPORT,
    ...NETCDF_FORCING,
    ...HEADER_COMMANDS,
  ],
  dispatchedNames: 82,
  strayLine: 'fatal',
  unknownCommandWarning: 'ParseTimeSeriesFile#50',
  redirectDepth: 2,
  redirectAnchor: 'rvt',
};
