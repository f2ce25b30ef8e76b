import { idKey } from '../../../facts/ravenNumbers.js';
import {
  observationsOf,
  RESERVOIR_QUANTITIES,
  SUBBASIN_QUANTITIES,
  type ObservationSeries,
} from '../../../facts/observations.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for a regular series at a missing subbasin, by role and quantity (ParseTimeSeriesFile). */
const MISSING: Readonly<Record<'data' | 'weights', readonly string[]>> = {
  data: SUBBASIN_QUANTITIES.map((_, i) => `ParseTimeSeriesFile#${i + 2}`),
  weights: SUBBASIN_QUANTITIES.map((_, i) => `ParseTimeSeriesFile#${i + 9}`),
};
/** Raven's warning for observations of a reservoir quantity at a subbasin without one (CModel::Initialize). */
const NO_RESERVOIR: Readonly<Record<string, string>> = {
  RESERVOIR_STAGE: 'ModelInitialize#3',
  LAKE_AREA: 'ModelInitialize#4',
  RESERVOIR_INFLOW: 'ModelInitialize#5',
  RESERVOIR_NETINFLOW: 'ModelInitialize#6',
};

/** RV428: observations of a subbasin, or of its reservoir, that the model does not have. */
export const observationSubbasin: Rule = {
  code: 'RV428',
  name: 'observation-subbasin',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Observations (or their weights) of a subbasin quantity name a subbasin the model has, and observations of a reservoir quantity a subbasin with a reservoir.',
    why:
      'Raven passes over a regular series of HYDROGRAPH, RESERVOIR_STAGE, … at a subbasin it does not have ("Invalid subbasin ID in observation hydrograph time series … Will be ignored"): no diagnostics are computed for it and the run says nothing else. ' +
      'Observations of a reservoir quantity at a subbasin without a :Reservoir are kept but never compared ("Stage observations supplied for non-existent reservoir in subbasin N"). ' +
      'An irregular series of a reservoir quantity at a subbasin the model does not have makes Raven crash while it initialises (it asks the missing subbasin for its reservoir).',
    fix: 'Give the ID of the subbasin the gauge is on (the :SubBasins table), or of the subbasin whose :Reservoir is observed.',
    source:
      'ParseTimeSeriesFile.cpp (:ObservationData, :ObservationWeights); ModelInitialize.cpp CModel::Initialize (reservoir observations)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 99 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
    },
  },
  ravenWarnings: [...MISSING.data, ...MISSING.weights, ...Object.values(NO_RESERVOIR)],
  check({ model, report }) {
    const reservoirs = new Set(
      model.rvh.reservoirs.flatMap((r) => (r.subbasin ? [idKey(r.subbasin.text)] : [])),
    );
    for (const s of observationsOf(model)) {
      const q = (SUBBASIN_QUANTITIES as readonly string[]).indexOf(s.type.text);
      if (q < 0) continue;
      const what = `${s.type.text} ${s.role === 'data' ? 'observations' : 'observation weights'}`;
      if (!s.subbasinExists && !s.irregular) {
        report({
          at: s.id.site,
          message: `${what} at subbasin ${s.id.text}, which the model does not have: Raven ignores them and warns ("Invalid subbasin ID in ${describe(s)} time series")`,
          ravenWarning: MISSING[s.role][q],
        });
      } else if (!s.subbasinExists && s.irregular && NO_RESERVOIR[s.type.text] && s.role === 'data') {
        report({
          at: s.id.site,
          severity: 'error',
          message: `${what} at subbasin ${s.id.text}, which the model does not have: Raven crashes while it initialises (it asks the missing subbasin for its reservoir)`,
        });
      } else if (
        s.role === 'data' &&
        RESERVOIR_QUANTITIES.includes(s.type.text) &&
        s.subbasinExists &&
        !reservoirs.has(s.key)
      ) {
        report({
          at: s.id.site,
          message: `${what} at subbasin ${s.id.text}, which has no :Reservoir: Raven never compares them and warns ("observations supplied for non-existent reservoir")`,
          ravenWarning: NO_RESERVOIR[s.type.text],
        });
      }
    }
  },
};

/** How Raven's messages name each quantity's series. */
const NAMED: Readonly<Record<string, string>> = {
  HYDROGRAPH: 'observation hydrograph',
  RESERVOIR_STAGE: 'observed reservoir stage',
  RESERVOIR_INFLOW: 'observed reservoir inflow',
  RESERVOIR_NETINFLOW: 'observed reservoir net inflow',
  WATER_LEVEL: 'observed water level',
  LAKE_AREA: 'observed lake area',
};

/** How Raven's message names the series ("observation hydrograph", "observed reservoir stage weights"). */
function describe(s: ObservationSeries): string {
  const base = NAMED[s.type.text] ?? s.type.text;
  return s.role === 'weights' ? `${base} weights` : base;
}
