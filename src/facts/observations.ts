/**
 * The observation series of the .rvt as Raven keeps them (ParseTimeSeriesFile, CModel::InitializeObservations):
 * `:ObservationData` and `:ObservationWeights` of a subbasin quantity at a subbasin the model does not have are
 * passed over with a warning; the irregular ones are kept whatever their subbasin. A weights series is paired
 * with the observed series of the same type, place and number of values.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { findConstituent } from './constituents.js';
import type { Token } from './site.js';
import { argToken, nameToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { networkOf } from './network.js';
import { idKey, sToI, type IdKey } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import { seriesHeader } from './seriesHeader.js';
import { simulationOf } from './simulation.js';

/** The observed quantities Raven ties to a subbasin, and checks the subbasin of in regular series. */
export const SUBBASIN_QUANTITIES = [
  'HYDROGRAPH',
  'RESERVOIR_STAGE',
  'RESERVOIR_INFLOW',
  'RESERVOIR_NETINFLOW',
  'WATER_LEVEL',
  'LAKE_AREA',
] as const;

/** Raven's warning for a regular series at a missing subbasin, by role and quantity (ParseTimeSeriesFile). */
const MISSING: Readonly<Record<'data' | 'weights', readonly string[]>> = {
  data: SUBBASIN_QUANTITIES.map((_, i) => `ParseTimeSeriesFile#${i + 2}`),
  weights: SUBBASIN_QUANTITIES.map((_, i) => `ParseTimeSeriesFile#${i + 9}`),
};

/** Every warning Raven writes for a regular observation or weights series at a subbasin it does not have. */
export const MISSING_SUBBASIN_WARNINGS: readonly string[] = [...MISSING.data, ...MISSING.weights];

/** The warning Raven writes for a regular series of `type` at a missing subbasin. */
export function missingSubbasinWarning(role: 'data' | 'weights', type: string): string | undefined {
  const q = (SUBBASIN_QUANTITIES as readonly string[]).indexOf(type);
  return q < 0 ? undefined : MISSING[role][q];
}

/** The observed quantities of a reservoir: CModel::Initialize warns when the subbasin has none. */
export const RESERVOIR_QUANTITIES = [
  'RESERVOIR_STAGE',
  'LAKE_AREA',
  'RESERVOIR_INFLOW',
  'RESERVOIR_NETINFLOW',
];

/** One observation or weights series. */
export interface ObservationSeries {
  readonly ref: CommandRef;
  /** `data` (:ObservationData, :IrregularObservations) or `weights` (:ObservationWeights, :IrregularWeights). */
  readonly role: 'data' | 'weights';
  readonly irregular: boolean;
  /** The quantity (HYDROGRAPH …) and the subbasin or HRU ID as written. */
  readonly type: Token;
  readonly id: Token;
  readonly key: IdKey;
  /** The number of values (the header's count, or the irregular series' count argument). */
  readonly count?: number;
  /** The ID names a subbasin of the model (meaningful for the SUBBASIN_QUANTITIES). */
  readonly subbasinExists: boolean;
  /** Raven keeps the series (a regular one of a subbasin quantity at a missing subbasin, or of a constituent the model lacks, is passed over). */
  readonly kept: boolean;
}

/**
 * The observation and weights commands of the .rvt catalogue (the series of role `observation` and the
 * irregular series): a weights command's name says so, an irregular one's body is its rows.
 */
const COMMANDS: readonly [string, 'data' | 'weights', boolean][] = CATALOGUE.rvt.commands
  .filter((c) => c.seriesRole === 'observation' || c.block?.series === 'irregular')
  .map((c) => [c.name, /Weights$/.test(c.name) ? 'weights' : 'data', c.block?.series === 'irregular']);

/** Every observation and weights series of the model, in reading order within each command name. */
export const observationsOf: (model: ModelFacts) => readonly ObservationSeries[] =
  oncePerModel(readObservations);

function readObservations(model: ModelFacts): ObservationSeries[] {
  const network = networkOf(model);
  const calendar = simulationOf(model).calendar;
  const out: ObservationSeries[] = [];
  // A regular concentration series of a constituent the .rvi's :Transport lacks is dropped as it is read.
  const simulated = (ref: CommandRef, type: string) =>
    type !== 'STREAM_CONCENTRATION' || findConstituent(model, argToken(ref, 2)?.text ?? '') !== undefined;
  for (const [name, role, irregular] of COMMANDS) {
    for (const ref of model.uses('rvt', name)) {
      const type = argToken(ref, 0);
      const id = argToken(ref, 1);
      if (!type || !id) continue;
      const key = idKey(id.text);
      const subbasinExists = network.subbasinById.has(key);
      const ofSubbasin = (SUBBASIN_QUANTITIES as readonly string[]).includes(type.text);
      const countText = irregular ? argToken(ref, 2)?.text : undefined;
      const count = irregular
        ? countText === undefined
          ? undefined
          : sToI(countText)
        : seriesHeader(ref, calendar)?.count;
      out.push({
        ref,
        role,
        irregular,
        type,
        id,
        key,
        ...(count !== undefined && { count }),
        subbasinExists,
        kept: (irregular || !ofSubbasin || subbasinExists) && (irregular || simulated(ref, type.text)),
      });
    }
  }
  return out;
}

/** The command name token of a series, where a problem of the whole series is reported. */
export function seriesName(series: ObservationSeries): Token {
  return nameToken(series.ref);
}
