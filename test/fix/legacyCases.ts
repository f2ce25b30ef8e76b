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
    legacy: ':InitialConditions',
    model: HBV,
    modern: [],
    legacyChanges: [
      { ext: 'rvc', from: '', to: '\n:InitialConditions SOIL[0]\n  10.0\n:EndInitialConditions\n' },
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
  {
    legacy: ':HRUInitialConditions',
    model: HBV,
    modern: [],
    legacyChanges: [{ ext: 'rvc', from: '', to: '\n:HRUInitialConditions\n:EndHRUInitialConditions\n' }],
  },
  {
    legacy: ':AssimlateStreamflow',
    model: HBV,
    modern: [{ ext: 'rvt', from: '', to: '\n:AssimilateStreamflow 1\n' }],
    legacyChanges: [{ ext: 'rvt', from: ':AssimilateStreamflow 1', to: ':AssimlateStreamflow 1' }],
  },
  {
    legacy: ':GaugeList',
    model: HBV,
    modern: [],
    legacyChanges: [{ ext: 'rvt', from: '', to: '\n:GaugeList\n:EndGaugeList\n' }],
  },
  {
    legacy: ':StationElevations',
    model: HBV,
    modern: [],
    legacyChanges: [{ ext: 'rvt', from: '', to: '\n:StationElevations\n' }],
  },
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
