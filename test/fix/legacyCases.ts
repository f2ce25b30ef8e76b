/**
 * Legacy copies of runnable corpus models: for a catalogue entry, the model written with the name Raven 4.12
 * reads (`modern`: edits of the corpus files) and the same model written with the legacy name (`legacy`: edits
 * of the modern copy). The migration run backwards: `rvkit fix` must turn the legacy copy back into the modern
 * one, byte for byte, where its rewrite is certain.
 */
import { CORPUS, type CorpusModel } from '../check/rules/harness.js';

/** A text replacement in one file of a model (the first occurrence of `from`; `from: ''` appends). */
export interface TextChange {
  readonly ext: 'rvi' | 'rvp' | 'rvh' | 'rvt' | 'rvc';
  readonly from: string;
  readonly to: string;
}

/** One legacy case. */
export interface LegacyCase {
  /** The migration's legacy spelling (`MIGRATIONS[].legacy`), and its command for a value. */
  readonly legacy: string;
  readonly command?: string;
  readonly model: CorpusModel;
  readonly modern: readonly TextChange[];
  readonly legacyChanges: readonly TextChange[];
}

const HBV = CORPUS.salmonHbv;
const GR4J = CORPUS.salmonGr4j;
const ALOUETTE = CORPUS.alouette;
const NETCDF = CORPUS.gr4jNetcdf;
/** The NetCDF model's gauge rainfall block. */
const NETCDF_RAIN =
  '   :Data RAINFALL mm/d\n      :ReadFromNetCDF\n' +
  '         :FileNameNC     Salmon-River-Near-Prince-George_meteo_daily.nc\n' +
  '         :VarNameNC      rain\n         :DimNamesNC     time\n      :EndReadFromNetCDF\n   :EndData\n';
/** The same rainfall from the station file, one station with all the weight. */
const STATION_RAIN =
  ':StationForcing rain\n  :ForcingType RAINFALL\n' +
  '  :FileNameNC Salmon-River-Near-Prince-George_meteo_daily_2d.nc\n  :VarNameNC rain\n' +
  '  :DimNamesNC region time\n  :GridWeights\n    :NumberHRUs 1\n    :NumberGridCells 1\n    1 0 1\n' +
  '  :EndGridWeights\n:EndStationForcing';
const SNOW_EVAP = ':CanopySnowEvap    CANEVP_ALL';
const MODERN_SUBLIM = ':CanopySublimation    SUBLIM_ALL';
const AFTER_CLOUD = ':CloudCoverMethod    	    CLOUDCOV_NONE';

function rvi(from: string, to: string): TextChange {
  return { ext: 'rvi', from, to };
}

/** Appends a line to the .rvi (after every other command). */
function rviLine(line: string): TextChange {
  return { ext: 'rvi', from: '', to: `\n${line}\n` };
}

function rvc(from: string, to: string): TextChange {
  return { ext: 'rvc', from, to };
}

/** Appends lines to the .rvc. */
function rvcLines(text: string): TextChange {
  return { ext: 'rvc', from: '', to: `\n${text}\n` };
}

/** The HRU IDs of the Alouette model, in the order of its :HRUs table. */
const ALOUETTE_HRUS = [1, 2, 3, 6, 7, 8, 11, 12, 13, 16, 17, 18, 21, 22, 23, 26, 27, 28, 31, 32, 33, 34, 35];

function rvt(from: string, to: string): TextChange {
  return { ext: 'rvt', from, to };
}

/** Appends lines to the .rvt (after the gauge and the observations). */
function rvtLines(text: string): TextChange {
  return { ext: 'rvt', from: '', to: `\n${text}\n` };
}

/** Ten days of one value, from the Salmon models' start (the shortened run needs five). */
const TEN_DAYS = ' 1954-01-01 00:00:00 1.0 10\n' + ' 2.5\n'.repeat(10);
/**
 * One value a day over the Salmon HBV forcing's whole span (20819 days): a series that replaces one of the
 * gauge's :MultiData series must be as long as the others (Raven sums rain and snow day by day).
 */
const ALL_DAYS = ' 1954-01-01 00:00:00 1.0 20819\n' + ' 2.5\n'.repeat(20819);

/** A land use parameter list with one [DEFAULT] row, appended to the .rvp. */
function landUseDefaults(values: Readonly<Record<string, number>>): TextChange {
  const names = Object.keys(values);
  return {
    ext: 'rvp',
    from: '',
    to:
      `\n:LandUseParameterList\n  :Parameters, ${names.join(', ')}\n  :Units, ${names.map(() => 'none').join(', ')}\n` +
      `  [DEFAULT], ${Object.values(values).join(', ')}\n:EndLandUseParameterList\n`,
  };
}

/**
 * A Raven 2.x forcing block (`:Rain` … `:EndRain`, read by the same time series parser as `:Data`) inside the
 * Salmon HBV gauge; its modern copy is the `:Data FORCING` block rvkit writes for it.
 */
function forcingBlock(legacy: string, forcing: string): LegacyCase {
  const end = `:End${legacy.slice(1)}`;
  return {
    legacy,
    model: HBV,
    modern: [rvt(':EndGauge', `:Data ${forcing}\n${ALL_DAYS}:EndData\n:EndGauge`)],
    legacyChanges: [
      rvt(`:Data ${forcing}\n`, `${legacy}\n`),
      rvt(`${ALL_DAYS}:EndData`, `${ALL_DAYS}${end}`),
    ],
  };
}

/** Twelve monthly values, distinct from the Salmon HBV gauge's own (so that the rewrite's line is the one used). */
const MONTHLY = '-10.5, -6.5, -2.0, 3.5, 9.0, 13.0, 15.5, 14.5, 9.5, 4.0, -3.0, -8.5';

/**
 * A Raven 2.x table of monthly values by gauge name (`:MonthlyAveTemperatures` …) after the Salmon HBV gauge,
 * named for it; its modern copy has the gauge's own line at the end of its block.
 */
function monthlyTable(legacy: string, modern: string): LegacyCase {
  const line = `  ${modern} ${MONTHLY}\r\n`;
  return {
    legacy,
    model: HBV,
    modern: [
      rvt(':Gauge\r\n', ':Gauge SalmonGauge\r\n'),
      rvt(':EndGauge', `${line}:EndGauge`),
      // The .rvt ends without a line end: the table goes on a line of its own.
      { ext: 'rvt', from: '', to: '\n' },
    ],
    legacyChanges: [
      rvt(line, ''),
      { ext: 'rvt', from: '', to: `${legacy}\n  SalmonGauge, ${MONTHLY}\n:End${legacy.slice(1)}\n` },
    ],
  };
}

function airPressure(legacy: string, modern: string): LegacyCase {
  return {
    legacy,
    command: ':AirPressureMethod',
    model: HBV,
    modern: [rvi(AFTER_CLOUD, `${AFTER_CLOUD}\n:AirPressureMethod ${modern}`)],
    legacyChanges: [rvi(`:AirPressureMethod ${modern}`, `:AirPressureMethod ${legacy}`)],
  };
}

function canopy(legacy: string, modern: string, command?: string): LegacyCase {
  const modernLine = `:CanopySublimation    ${modern}`;
  return {
    legacy,
    command,
    model: HBV,
    modern: [rvi(SNOW_EVAP, modernLine)],
    legacyChanges: [rvi(modernLine, command ? `:CanopySublimation    ${legacy}` : `${legacy}    ${modern}`)],
  };
}

const CASES: readonly LegacyCase[] = [
  canopy(':CanopySnowEvap', 'SUBLIM_ALL'),
  canopy(':CanopySnowEvaporation', 'SUBLIM_ALL'),
  canopy('CANEVP_ALL', 'SUBLIM_ALL', ':CanopySublimation'),
  canopy('CANEVP_MAXIMUM', 'SUBLIM_MAXIMUM', ':CanopySublimation'),
  canopy('CANSUBLIM_ALL', 'SUBLIM_ALL', ':CanopySublimation'),
  canopy('CANSUBLIM_MAXIMUM', 'SUBLIM_MAXIMUM', ':CanopySublimation'),
  {
    legacy: ':SnowParameterList',
    model: HBV,
    modern: [],
    legacyChanges: [{ ext: 'rvp', from: ':LandUseParameterList', to: ':SnowParameterList' }],
  },
  airPressure('BASIC', 'AIRPRESS_BASIC'),
  airPressure('UBC', 'AIRPRESS_UBC'),
  airPressure('CONSTANT', 'AIRPRESS_CONST'),
  {
    legacy: 'SNOBAL_CEMA_NIEGE',
    command: ':SnowBalance',
    model: GR4J,
    modern: [rvi('SNOBAL_CEMA_NIEGE', 'SNOBAL_CEMA_NEIGE')],
    legacyChanges: [rvi('SNOBAL_CEMA_NEIGE', 'SNOBAL_CEMA_NIEGE')],
  },
  {
    legacy: 'BY_GROUP',
    command: ':CustomOutput',
    model: HBV,
    modern: [rviLine(':CustomOutput DAILY AVERAGE SNOW BY_HRU_GROUP')],
    legacyChanges: [rvi('SNOW BY_HRU_GROUP', 'SNOW BY_GROUP')],
  },
  {
    legacy: '*',
    command: ':DebugMode',
    model: HBV,
    modern: [],
    legacyChanges: [rvi(AFTER_CLOUD, `:DebugMode no\n${AFTER_CLOUD}`)],
  },
  {
    // The group declared above the command: Raven 4.12 reads it (with a warning) as the :LateralEquilibrate.
    legacy: ':AggregatedVariable',
    model: HBV,
    modern: [
      rvi(
        ':Alias       FAST_RESERVOIR SOIL[1]',
        ':DefineHRUGroups AllHRUs\n:Alias       FAST_RESERVOIR SOIL[1]',
      ),
      rviLine(':LateralEquilibrate RAVEN_DEFAULT AllHRUs SLOW_RESERVOIR 100'),
      { ext: 'rvh', from: '', to: '\n:HRUGroup AllHRUs\n  1\n:EndHRUGroup\n' },
    ],
    legacyChanges: [
      rvi(
        ':LateralEquilibrate RAVEN_DEFAULT AllHRUs SLOW_RESERVOIR 100',
        ':AggregatedVariable SLOW_RESERVOIR AllHRUs',
      ),
    ],
  },
  {
    // The group never declared (Nith's case): Raven 4.12 stops; before 3.0.4 the line did nothing.
    legacy: ':AggregatedVariable',
    model: HBV,
    modern: [rviLine('# :AggregatedVariable SLOW_RESERVOIR AllHRUs')],
    legacyChanges: [rvi('# :AggregatedVariable', ':AggregatedVariable')],
  },
  {
    legacy: ':EvaluationTime',
    model: HBV,
    modern: [],
    legacyChanges: [rviLine(':EvaluationTime 1954-01-03 00:00:00')],
  },
  {
    // The Salmon HBV model's own block (one HRU, a comment among the values), and its table.
    legacy: ':InitialConditions',
    model: HBV,
    modern: [
      rvc(':InitialConditions SOIL[2]', ':HRUStateVariableTable\r\n  :Attributes SOIL[2]'),
      rvc('     0.50657', '     1 0.50657'),
      rvc(':EndInitialConditions', ':EndHRUStateVariableTable'),
    ],
    legacyChanges: [
      rvc(':HRUStateVariableTable\r\n  :Attributes SOIL[2]', ':InitialConditions SOIL[2]'),
      rvc('     1 0.50657', '     0.50657'),
      rvc(':EndHRUStateVariableTable', ':EndInitialConditions'),
    ],
  },
  {
    // 23 HRUs whose IDs are not their places (1, 2, 3, 6 …): values one per line, then several on a line.
    legacy: ':InitialConditions',
    model: ALOUETTE,
    modern: [
      rvcLines(
        ':HRUStateVariableTable\n  :Attributes SOIL[1]\n  # one value per HRU\n' +
          ALOUETTE_HRUS.map((id, k) => `  ${id} ${(1.5 + k / 10).toFixed(1)}\n`).join('') +
          ':EndHRUStateVariableTable',
      ),
    ],
    legacyChanges: [
      rvc(':HRUStateVariableTable\n  :Attributes SOIL[1]\n', ':InitialConditions SOIL[1]\n'),
      rvc(
        ALOUETTE_HRUS.map((id, k) => `  ${id} ${(1.5 + k / 10).toFixed(1)}\n`).join(''),
        '  1.5\n  1.6\n' +
          `  ${ALOUETTE_HRUS.slice(2)
            .map((_, k) => (1.7 + k / 10).toFixed(1))
            .join(', ')}\n`,
      ),
      rvc(':EndHRUStateVariableTable\n', ':EndInitialConditions\n'),
    ],
  },
  {
    legacy: ':EmulationMode',
    model: HBV,
    modern: [],
    legacyChanges: [rvi(AFTER_CLOUD, `${AFTER_CLOUD}\n:EmulationMode HBV-EC`)],
  },
  {
    legacy: ':EvaluationThreshold',
    model: HBV,
    modern: [],
    legacyChanges: [rviLine(':EvaluationThreshold 0.5')],
  },
  {
    legacy: ':-->Cascade',
    model: HBV,
    modern: [],
    legacyChanges: [rvi('  :Percolation', '    :-->Cascade 1.0\n  :Percolation')],
  },
  // A Raven 3.1 placeholder block around a command it did not affect: both its lines go.
  ...[':HRUInitialConditions', ':EndHRUInitialConditions'].map((legacy) => ({
    legacy,
    model: HBV,
    modern: [rvcLines(':UniformInitialConditions SOIL[0] 12.0')],
    legacyChanges: [
      rvc(
        '\n:UniformInitialConditions SOIL[0] 12.0\n',
        '\n:HRUInitialConditions\n:UniformInitialConditions SOIL[0] 12.0\n:EndHRUInitialConditions\n',
      ),
    ],
  })),
  {
    legacy: ':AssimlateStreamflow',
    model: HBV,
    modern: [{ ext: 'rvt', from: '', to: '\n:AssimilateStreamflow 1\n' }],
    legacyChanges: [{ ext: 'rvt', from: ':AssimilateStreamflow 1', to: ':AssimlateStreamflow 1' }],
  },
  {
    // As Raven 2.x read it (ParseTimeSeriesFile.cpp before 8f0dfc4): attributes, units, one row per gauge.
    legacy: ':GaugeList',
    model: HBV,
    modern: [],
    legacyChanges: [
      rvtLines(
        ':GaugeList\n  :Attributes, LATITUDE, LONGITUDE, ELEVATION\n  :Units, dec.deg, dec.deg, masl\n' +
          '  Extra, 54.4848, -123.3659, 843.0\n:EndGaugeList',
      ),
    ],
  },
  {
    // As Raven 2.9 read it (f714d74): inside a :StationForcing block, after its grid weights, one elevation
    // per station. The NetCDF model's rainfall comes from a :StationForcing block instead of its gauge here.
    legacy: ':StationElevations',
    model: NETCDF,
    modern: [rvt(NETCDF_RAIN, ''), rvtLines(STATION_RAIN)],
    legacyChanges: [
      rvt(
        '  :EndGridWeights\n',
        '  :EndGridWeights\n  :StationElevations\n    843.0\n  :EndStationElevations\n',
      ),
    ],
  },
  {
    legacy: 'USE_DATA',
    command: ':AirPressureMethod',
    model: HBV,
    modern: [
      rvi(AFTER_CLOUD, `${AFTER_CLOUD}\n:AirPressureMethod AIRPRESS_DATA`),
      rvt(':EndGauge', `:Data AIR_PRES kPa\n${TEN_DAYS.replace(/2\.5/g, '92.0')}:EndData\n:EndGauge`),
    ],
    legacyChanges: [rvi(':AirPressureMethod AIRPRESS_DATA', ':AirPressureMethod USE_DATA')],
  },
  {
    legacy: 'INF_PARTITION',
    command: ':Infiltration',
    model: HBV,
    modern: [rvi('INF_HBV', 'INF_RATIONAL'), landUseDefaults({ PARTITION_COEFF: 0.4 })],
    legacyChanges: [rvi('INF_RATIONAL', 'INF_PARTITION')],
  },
  {
    legacy: 'UBC',
    command: ':SnowBalance',
    model: ALOUETTE,
    modern: [],
    legacyChanges: [rvi(':SnowBalance         SNOBAL_UBCWM', ':SnowBalance         UBC')],
  },
  {
    legacy: 'PET_GRANGER',
    command: ':Evaporation',
    model: HBV,
    modern: [rvi(':Evaporation         \t    PET_FROMMONTHLY', ':Evaporation         \t    PET_GRANGERGRAY')],
    legacyChanges: [
      rvi(':Evaporation         \t    PET_GRANGERGRAY', ':Evaporation         \t    PET_GRANGER'),
    ],
  },
  {
    legacy: 'PET_GRANGER',
    command: ':OW_Evaporation',
    model: HBV,
    modern: [rvi(':OW_Evaporation      \t    PET_FROMMONTHLY', ':OW_Evaporation      \t    PET_GRANGERGRAY')],
    legacyChanges: [
      rvi(':OW_Evaporation      \t    PET_GRANGERGRAY', ':OW_Evaporation      \t    PET_GRANGER'),
    ],
  },
  {
    legacy: 'SOILEVAP_HBVPDM',
    command: ':SoilEvaporation',
    model: HBV,
    modern: [
      rvi('SOILEVAP_HBV ', 'SOILEVAP_HYPR'),
      landUseDefaults({ MAX_DEP_AREA_FRAC: 0.5, PONDED_EXP: 2, DEP_MAX: 10, PDMROF_B: 0.5 }),
    ],
    legacyChanges: [rvi('SOILEVAP_HYPR', 'SOILEVAP_HBVPDM')],
  },
  {
    legacy: 'SOIL_LUMPED',
    command: ':SoilModel',
    model: HBV,
    modern: [],
    legacyChanges: [rvi('SOIL_MULTILAYER 3', 'SOIL_LUMPED')],
  },
  {
    legacy: 'SUBLIM_CRHM_MARKS',
    command: ':Sublimation',
    model: HBV,
    modern: [],
    legacyChanges: [
      rvi('  :Percolation', '  :Sublimation SUBLIM_CRHM_MARKS SNOW ATMOSPHERE\n  :Percolation'),
    ],
  },
  {
    legacy: ':OverrideReservoirOutflow',
    model: HBV,
    modern: [],
    legacyChanges: [rvtLines(':OverrideReservoirOutflow 1')],
  },
  {
    // As Raven 2.9 read it (ParseTimeSeriesFile.cpp before 1c9c3fe): six monthly lines after the two maxima.
    legacy: ':DZTRReservoirModel',
    model: HBV,
    modern: [],
    legacyChanges: [
      rvtLines(
        ':DZTRReservoirModel 1\n  :MaximumStorage 1e8\n  :MaximumChannelCapacity 500\n' +
          '  :MonthlyMaxStorage 9e7\n  :MonthlyNormalStorage 6e7\n  :MonthlyCriticalStorage 2e7\n' +
          '  :MonthlyMaxDischarge 400\n  :MonthlyNormalDischarge 100\n  :MonthlyCriticalDischarge 10\n' +
          ':EndDZTRReservoirModel',
      ),
    ],
  },
  forcingBlock(':Rain', 'RAINFALL'),
  forcingBlock(':Snow', 'SNOWFALL'),
  forcingBlock(':TotalPrecip', 'PRECIP'),
  forcingBlock(':MinTemperature', 'TEMP_DAILY_MIN'),
  forcingBlock(':MaxTemperature', 'TEMP_DAILY_MAX'),
  forcingBlock(':AveTemperature', 'TEMP_DAILY_AVE'),
  monthlyTable(':MonthlyAveTemperatures', ':MonthlyAveTemperature'),
  monthlyTable(':MonthlyMinTemperatures', ':MonthlyMinTemperature'),
  monthlyTable(':MonthlyMaxTemperatures', ':MonthlyMaxTemperature'),
  monthlyTable(':MonthlyAveEvaporations', ':MonthlyAveEvaporation'),
  monthlyTable(':MonthlyEvapFactors', ':MonthlyAveEvaporation'),
];

/**
 * Every legacy case run on Raven 4.12. The Salmon HBV model itself is written with :CanopySnowEvap CANEVP_ALL;
 * its modern copies use the modern names there too, so that the fix of a case changes only that case.
 */
export const LEGACY_CASES: readonly LegacyCase[] = CASES.map((c) =>
  c.model === HBV && !c.modern.some((ch) => ch.from === SNOW_EVAP)
    ? { ...c, modern: [rvi(SNOW_EVAP, MODERN_SUBLIM), ...c.modern] }
    : c,
);
